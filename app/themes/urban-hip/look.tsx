import { ArrowLeft, ArrowUpRight } from "lucide-react";
import type { ContactLook } from "../kit/blocks/contact-details.tsx";
import type { PlaceLook } from "../kit/blocks/place-list.tsx";
import type { PostLook } from "../kit/blocks/post-list.tsx";
import type { ReviewLook } from "../kit/blocks/review-list.tsx";
import type { BookingLook } from "../kit/booking/booking-look.ts";
import type { FormLook } from "../kit/contact-form.tsx";
import { Photo } from "../kit/photo.tsx";
import type { ThemeLook } from "../kit/theme.ts";
import { BookLine, headerLook } from "./header.tsx";
import { pageNumber, twoDigits, uh } from "./tokens.ts";
import { FacilitiesUnit } from "./unit-facilities.tsx";

/** How the kit's blocks dress in urban hip: rules, mono labels, hard edges. */
export const reviewLook: ReviewLook = {
  summary: `flex flex-wrap items-center gap-3 self-start ${uh.mono} text-[#f2efe8] md:col-span-4 md:col-start-1 md:row-start-2`,
  list: `${uh.cells} self-start md:col-span-8 md:col-start-5 md:row-span-2 md:row-start-1 md:grid-cols-2`,
  item: `${uh.cell} p-6 md:p-8`,
  stars: "text-(--accent)",
  body: "mt-5 text-lg leading-snug text-[#f2efe8] before:block before:h-8 before:font-(family-name:--font-heading) before:text-6xl before:leading-none before:font-bold before:text-(--accent) before:content-['“'] md:text-xl",
  meta: `mt-6 ${uh.note}`,
  reply: "mt-5 border-l-2 border-(--accent) pl-4 text-sm text-[#d6d2ca]",
};

/** Places as a numbered table: number, name, kind and distance, what to do there. */
export const placeLook: PlaceLook = {
  list: `border-t ${uh.line} [counter-reset:place]`,
  item: `grid gap-x-8 gap-y-2 border-b ${uh.line} py-6 [counter-increment:place] before:font-(family-name:--font-mono) before:text-xs before:text-(--accent) before:content-[counter(place,decimal-leading-zero)] md:grid-cols-12 md:py-8 md:before:col-span-1 md:before:pt-2`,
  name: `${uh.h3} md:col-span-4`,
  meta: `${uh.label} md:col-span-3 md:pt-2`,
  description: "text-[#d6d2ca] md:col-span-4 md:col-start-9 md:row-start-1",
};

/** Posts as cards with a wide cover. */
export const postCardLook: PostLook = {
  list: "grid gap-x-6 gap-y-14 md:grid-cols-2",
  item: "group relative",
  photo: "block aspect-[16/10] overflow-hidden bg-[#181818]",
  image: `h-full w-full object-cover ${uh.photoHover}`,
  title: `${uh.h3} mt-3 md:text-3xl [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:hover:text-(--accent)`,
  date: `mt-5 ${uh.label}`,
  excerpt: "mt-3 max-w-xl text-[#d6d2ca]",
  more: `relative mt-4 inline-block ${uh.link}`,
};

/** Posts as editorial rows: the cover left, the words right. */
export const postRowLook: PostLook = {
  list: `border-t ${uh.line}`,
  item: `group relative grid gap-x-10 border-b ${uh.line} py-10 md:grid-cols-12 md:py-14`,
  photo: "mb-6 block aspect-[16/10] overflow-hidden bg-[#181818] md:col-span-5 md:row-span-4 md:mb-0",
  image: `h-full w-full object-cover ${uh.photoHover}`,
  title: `${uh.display} mt-3 text-3xl leading-[0.95] tracking-[-0.02em] md:col-span-7 md:col-start-6 md:text-5xl [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:hover:text-(--accent)`,
  date: `${uh.label} md:col-span-7 md:col-start-6`,
  excerpt: "mt-5 max-w-xl text-[#d6d2ca] md:col-span-7 md:col-start-6 md:text-lg",
  more: `relative mt-6 inline-block justify-self-start ${uh.link} md:col-span-7 md:col-start-6`,
};

export const formLook: FormLook = {
  // Side by side (dates, guests) each field takes three rows of the kit's grid, so labels,
  // controls and problems line up even when one label takes two lines.
  form: "space-y-6 [&_.grid>div]:row-span-3 [&_.grid>div]:grid-rows-subgrid",
  field: "grid content-start gap-2",
  label: `block ${uh.mono} text-[#f2efe8]`,
  input:
    "block w-full rounded-none border border-white/40 bg-[#181818] px-4 py-3 text-base text-[#f2efe8] focus:border-(--accent) focus:outline-2 focus:outline-offset-0 focus:outline-(--accent)",
  invalid: "border-[#ff8f8f]",
  error: "text-sm text-[#ffa3a3]",
  button: uh.button,
  summary: "border-l-4 border-[#ff8f8f] bg-[#2a1515] p-5 text-[#ffe0e0] outline-none",
  sent: "border-l-4 border-(--accent) bg-[#181818] p-6 text-[#f2efe8] outline-none",
};

/** Phone, WhatsApp, email and address, each beside its icon in the accent. */
export const contactDetailsLook: ContactLook = {
  list: "space-y-4 text-[#f2efe8]",
  item: "flex items-start gap-3",
  icon: "mt-1 text-(--accent)",
  svg: "size-4",
  text: "min-w-0",
  link: "underline-offset-4 hover:text-(--accent) hover:underline",
  email: "underline-offset-4 hover:text-(--accent) hover:underline break-all",
  map: `${uh.link} mt-2 inline-block text-xs`,
};

/** Urban hip's booking: ink panels with hairlines, mono labels, the chosen nights lit in the accent. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: "border border-white/15 bg-[#181818] p-6 md:p-8",
  heading: `${uh.display} text-2xl md:text-3xl`,
  text: uh.note,
  quote:
    "border-t border-white/15 pt-4 text-[#f2efe8] [&_dt]:font-(family-name:--font-mono) [&_dt]:text-xs [&_dt]:tracking-[0.08em] [&_dt]:uppercase [&_[data-line=total]]:border-(--accent) [&_[data-line=total]_dd]:text-xl [&_[data-line=total]_dd]:text-(--accent) [&_[data-note]]:text-[#a8a49c]",
  secondary: `${uh.link} cursor-pointer`,
  calendar:
    "border border-white/20 bg-[#181818] text-[#f2efe8] backdrop:bg-black/70 [&_p]:text-[#d6d2ca] " +
    "[&_[data-calendar-month]]:font-(family-name:--font-mono) [&_[data-calendar-month]]:text-sm [&_[data-calendar-month]]:tracking-[0.14em] [&_[data-calendar-month]]:uppercase " +
    "[&_th]:font-(family-name:--font-mono) [&_th]:text-[#a8a49c] [&_td_button]:font-(family-name:--font-mono) " +
    "[&_td_button:hover]:bg-white/10 [&_td_button[data-range=inside]]:bg-(--accent)/25 " +
    "[&_td_button[data-range=checkIn]]:bg-(--accent) [&_td_button[data-range=checkIn]]:text-[#0e0e0e] " +
    "[&_td_button[data-range=checkOut]]:bg-(--accent) [&_td_button[data-range=checkOut]]:text-[#0e0e0e] " +
    "[&_td_button[aria-disabled=true]]:text-[#77736c] [&_td_button[aria-disabled=true]:hover]:bg-transparent " +
    "[&_td_button:focus-visible]:outline-2 [&_td_button:focus-visible]:outline-(--accent)",
  check: "flex items-start gap-3 text-[#f2efe8]",
  aside: "border border-white/15 bg-[#181818] p-5",
  confirmation: "border-l-4 border-(--accent) bg-[#181818] p-6 text-[#f2efe8] md:p-10",
};

/**
 * Gallery rows of 12 columns, repeated: wide + narrow, three of a third, narrow + wide. The
 * aspect ratios give the photos of one row the same height.
 */
const GALLERY_ROWS = [
  { span: "md:col-span-7", aspect: "md:aspect-[4/3]", sizes: "(min-width: 768px) 58vw, 100vw" },
  { span: "md:col-span-5", aspect: "md:aspect-[17/18]", sizes: "(min-width: 768px) 42vw, 100vw" },
  { span: "md:col-span-4", aspect: "md:aspect-[4/5]", sizes: "(min-width: 768px) 33vw, 100vw" },
  { span: "md:col-span-4", aspect: "md:aspect-[4/5]", sizes: "(min-width: 768px) 33vw, 100vw" },
  { span: "md:col-span-4", aspect: "md:aspect-[4/5]", sizes: "(min-width: 768px) 33vw, 100vw" },
  { span: "md:col-span-5", aspect: "md:aspect-[17/18]", sizes: "(min-width: 768px) 42vw, 100vw" },
  { span: "md:col-span-7", aspect: "md:aspect-[4/3]", sizes: "(min-width: 768px) 58vw, 100vw" },
];
const galleryRow = (i: number) => GALLERY_ROWS[i % GALLERY_ROWS.length] ?? GALLERY_ROWS[0];

export const look: ThemeLook = {
  header: headerLook,
  empty: { text: uh.body },
  contact: contactDetailsLook,
  form: formLook,
  booking: bookingLook,
  bookingBar: {
    bar: "border-t border-white/15 bg-[#0e0e0e] text-[#f2efe8]",
    price: "font-(family-name:--font-mono) text-xs uppercase tracking-[0.12em] text-[#a8a49c]",
    amount: "font-(family-name:--font-heading) text-lg font-bold tracking-normal text-[#f2efe8]",
    button:
      "bg-(--accent) font-(family-name:--font-mono) text-sm font-bold uppercase tracking-[0.12em] text-[#0e0e0e] hover:bg-[#f2efe8]",
  },
  post: postCardLook,
  blog: { body: uh.container, sizes: "(min-width: 768px) 40vw, 100vw", post: postRowLook },
  book: { body: `${uh.container} pb-16 md:pb-28` },
  about: {
    grid: `${uh.container} grid gap-12 md:grid-cols-12`,
    aside: {
      first: true,
      className: "md:col-span-4",
      content: ({ data, t }) => {
        const { about } = data.site;
        return (
          <>
            {about.hostPhoto && (
              <div className="group max-w-xs md:max-w-none">
                <Photo
                  photo={about.hostPhoto}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="block aspect-[4/5] overflow-hidden bg-[#181818]"
                  imgClassName={`h-full w-full object-cover ${uh.photoHover}`}
                />
              </div>
            )}
            {about.hostNames && (
              <p className={`border-b ${uh.line} ${about.hostPhoto ? "mt-4" : ""} pb-4`}>
                <span className={`${uh.label} block`}>{t.about.hosts}</span>
                <span className="mt-2 block font-(family-name:--font-heading) text-2xl font-bold uppercase tracking-[-0.01em]">
                  {about.hostNames}
                </span>
              </p>
            )}
          </>
        );
      },
    },
    text: "md:col-span-7 md:col-start-6",
    prose: uh.prose,
    plain: `${uh.body} whitespace-pre-line`,
    after: (props) => <BookLine {...props} className="mt-12" />,
  },
  facilitiesPage: {
    wrap: `${uh.container} space-y-20 md:space-y-28`,
    unit: (unit, i, props) => <FacilitiesUnit {...props} unit={unit} index={i} />,
  },
  /** The post's number and date in mono, a huge title, the cover across the page, the excerpt set off beside the body. */
  blogPost: {
    headAsDiv: true,
    head: `${uh.container} pt-14 pb-12 md:pt-24`,
    back: `${uh.link} inline-flex items-center gap-2 no-underline hover:underline`,
    backIcon: <ArrowLeft aria-hidden="true" className="size-4" />,
    dateFirst: true,
    date: `${uh.label} mt-10`,
    dateIcon: (site) => (
      <>
        <span className="text-(--accent)">{pageNumber(site, "blog")}</span>
        {" / "}
      </>
    ),
    title:
      "mt-5 max-w-5xl font-(family-name:--font-heading) text-4xl leading-[0.98] font-bold tracking-[-0.03em] break-words hyphens-auto md:text-7xl",
    coverPhoto: (photo) => (
      <Photo
        photo={photo}
        sizes="100vw"
        priority
        className="block aspect-[4/3] w-full overflow-hidden bg-[#181818] md:aspect-[21/9]"
        imgClassName="h-full w-full object-cover"
      />
    ),
    body: `${uh.container} grid gap-10 pt-14 md:grid-cols-12 md:pt-20`,
    excerpt: `${uh.lead} md:col-span-4`,
    excerptInner: "block border-t-4 border-(--accent) pt-5",
    proseWrap: "md:col-span-7 md:col-start-6",
    prose: uh.prose,
  },
  contactPage: {
    grid: `${uh.container} grid gap-14 md:grid-cols-12`,
    form: `border-t ${uh.line} pt-5 md:col-span-7`,
    formHeading: uh.label,
    formBody: "mt-8",
    aside: `border-t ${uh.line} pt-5 md:col-span-4 md:col-start-9`,
    details: { heading: uh.label, body: "mt-8 text-lg" },
  },
  /** 404 as large as the screen allows in the accent, the words set off to the right. */
  notFound: {
    wrap: `${uh.container} grid gap-10 py-16 md:grid-cols-12 md:py-28`,
    code: "font-(family-name:--font-heading) text-[clamp(8rem,34vw,26rem)] leading-[0.78] font-bold tracking-[-0.06em] text-(--accent) md:col-span-12",
    codeHidden: true,
    words: "md:col-span-6 md:col-start-7",
    title: `${uh.display} text-4xl leading-[0.95] tracking-[-0.03em] md:text-6xl`,
    body: `${uh.body} mt-6`,
    action: "mt-10",
    button: uh.button,
    buttonIcon: <ArrowUpRight aria-hidden="true" className="size-4" />,
  },
  /** The photos on the 12 columns, numbered, grey until pointed at. */
  gallery: {
    body: uh.container,
    list: "grid gap-x-4 gap-y-10 md:grid-cols-12 md:gap-y-14",
    item: (i) => `group ${galleryRow(i)?.span}`,
    picture: (photo, i) => (
      <figure>
        <Photo
          photo={photo}
          sizes={galleryRow(i)?.sizes ?? "100vw"}
          priority={i < 2}
          className={`block aspect-[4/3] overflow-hidden bg-[#181818] ${galleryRow(i)?.aspect}`}
          imgClassName={`h-full w-full object-cover ${uh.photoHover}`}
        />
        <figcaption className="mt-3 flex gap-4 text-sm text-[#d6d2ca]">
          <span aria-hidden="true" className={uh.number}>
            {twoDigits(i + 1)}
          </span>
          {photo.caption && <span>{photo.caption}</span>}
        </figcaption>
      </figure>
    ),
  },
  surroundings: { body: uh.container, places: placeLook, label: (site) => site.contact.city || site.name },
};
