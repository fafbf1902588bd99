import type { ContactLook } from "../kit/blocks/contact-details.tsx";
import { Paragraphs } from "../kit/blocks/paragraphs.tsx";
import type { PlaceLook } from "../kit/blocks/place-list.tsx";
import type { PostLook } from "../kit/blocks/post-list.tsx";
import type { ReviewLook } from "../kit/blocks/review-list.tsx";
import type { BookingLook } from "../kit/booking/booking-look.ts";
import type { FormLook } from "../kit/contact-form.tsx";
import type { ThemeLook } from "../kit/theme.ts";
import { HostCameo, MatPhoto } from "./frames.tsx";
import { headerLook } from "./header.tsx";
import { Flourish } from "./ornaments.tsx";
import { ce } from "./tokens.ts";
import { FacilitiesUnit } from "./unit-sections.tsx";

/** How the kit's blocks dress in classic elegant: centred, hairlines, capitals, no corners. */
/** Three reviews side by side between hairlines, each opened by a large quotation mark. */
export const reviewLook: ReviewLook = {
  summary: "flex flex-wrap items-center justify-center gap-3 text-[#3b3731]",
  list: "mt-14 grid gap-y-14 md:grid-cols-3 md:divide-x md:divide-(--accent)/25",
  item: "px-2 text-center md:px-9",
  stars: "text-(--accent) [&_svg]:size-3.5",
  body: "mt-5 font-(family-name:--font-heading) text-[1.05rem] leading-[1.7] md:text-[1.1rem] text-[#1f1d1a] before:mb-1 before:block before:h-9 before:text-6xl before:leading-none before:text-(--accent) before:content-['“']",
  meta: `mt-6 ${ce.capsMuted} [&_.font-semibold]:text-[#1f1d1a]`,
  reply: "mt-6 border-t border-(--accent)/25 pt-5 text-sm leading-relaxed text-[#3b3731]",
};

/** Places nearby in columns parted by hairlines (the home page's teaser). */
export const placeTeaserLook: PlaceLook = {
  list: "grid gap-y-12 md:grid-cols-3 md:divide-x md:divide-(--accent)/25",
  item: "px-2 text-center md:px-8",
  name: ce.h3,
  meta: `mt-2 ${ce.capsMuted}`,
  description: `mt-4 ${ce.body}`,
};

/** Places as a numbered guide, in Roman numerals as in an old guidebook. */
export const placeGuideLook: PlaceLook = {
  list: "mx-auto grid max-w-5xl gap-x-16 gap-y-16 [counter-reset:place] md:grid-cols-2",
  item: "border-t border-(--accent)/30 pt-8 text-center [counter-increment:place] before:block before:font-(family-name:--font-heading) before:text-2xl before:text-(--accent) before:content-[counter(place,upper-roman)]",
  name: `${ce.h3} mt-3 md:text-[1.7rem]`,
  meta: `mt-2 ${ce.capsMuted}`,
  description: `mx-auto mt-5 max-w-md ${ce.body}`,
};

/** Posts as prints on the wall: the cover in a mat, the date in capitals, the title. */
export const postLook: PostLook = {
  list: "grid gap-x-12 gap-y-16 md:grid-cols-2",
  item: "group relative text-center",
  photo:
    "block aspect-[3/2] overflow-hidden border-[10px] border-[#fffdf8] bg-[#e9e1d1] shadow-[0_0_0_1px_rgba(31,29,26,0.07),0_22px_40px_-30px_rgba(31,29,26,0.55)] outline-1 -outline-offset-[18px] outline-[#fffdf8]/75 outline-solid sm:border-[14px] sm:-outline-offset-[24px]",
  image: `${ce.image} transition-transform duration-700 group-hover:scale-[1.02]`,
  title: `${ce.h3} mx-auto mt-3 max-w-md md:text-[1.65rem] [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:group-hover:text-(--accent)`,
  date: `mt-7 ${ce.capsMuted}`,
  excerpt: `mx-auto mt-4 max-w-md ${ce.body}`,
  more: `relative mt-5 ${ce.link}`,
};

export const formLook: FormLook = {
  form: "space-y-6",
  // A column, the control at its foot: side by side, the date and guest fields line up even
  // when one label takes two lines.
  field: "flex flex-col gap-2",
  label: "block text-[0.72rem] font-semibold tracking-[0.2em] text-[#1f1d1a] uppercase",
  input:
    "mt-auto block w-full rounded-none border border-[#857c6f] bg-[#fffdf8] px-4 py-3 text-base text-[#1f1d1a] focus:border-(--accent) focus:outline-2 focus:outline-offset-0 focus:outline-(--accent)",
  invalid: "border-[#8f2424]",
  error: "text-sm text-[#8f2424]",
  button: `${ce.button} w-full sm:w-auto`,
  summary: "border border-[#8f2424]/50 bg-[#fbeeea] p-5 text-[#8f2424] outline-none",
  sent: "border border-(--accent)/40 bg-[#fffdf8] p-8 text-center text-[#1f1d1a] outline-none [&>p:first-child]:font-(family-name:--font-heading) [&>p:first-child]:text-2xl [&>p:first-child]:font-normal",
};

/** Phone, WhatsApp, email and address centred, each under its fine icon; ivory on the accent in the footer. */
export const contactDetailsLook: ContactLook = {
  list: "space-y-6 text-center",
  item: "flex flex-col items-center gap-1.5",
  icon: "opacity-80",
  svg: "size-4 [stroke-width:1.4]",
  link: "underline-offset-4 hover:underline",
  email: "break-all underline-offset-4 hover:underline",
  map: "mt-2 inline-block text-[0.7rem] font-semibold tracking-[0.2em] uppercase underline decoration-1 underline-offset-4",
};

/** The paper of a mat (ce.mat) with the booking's own room inside. */
const MAT = "bg-[#fffdf8] shadow-[0_0_0_1px_rgba(31,29,26,0.07),0_22px_40px_-30px_rgba(31,29,26,0.55)]";

/** Classic elegant's booking: a matted paper card, small capitals, square days with a fine rule. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${MAT} p-7 sm:p-10`,
  heading: `${ce.display} text-2xl md:text-[1.75rem]`,
  text: "text-[0.95rem] leading-relaxed text-[#675f54]",
  quote:
    "border-y border-[#1f1d1a]/15 py-5 text-[#3b3731] [&_[data-line=total]]:border-[#1f1d1a]/40 [&_[data-line=total]]:font-(family-name:--font-heading) [&_[data-line=total]]:text-xl [&_[data-line=total]]:font-normal [&_[data-line=total]]:text-[#1f1d1a] [&_[data-note]]:italic",
  secondary:
    "cursor-pointer border-b border-(--accent)/45 pb-0.5 text-[0.75rem] font-semibold tracking-[0.2em] text-(--accent) uppercase hover:border-(--accent)",
  calendar:
    "border border-[#1f1d1a]/15 bg-[#fffdf8] text-[#1f1d1a] shadow-[0_30px_60px_-30px_rgba(31,29,26,0.6)] [&_p]:text-[#3b3731] " +
    "[&_[data-calendar-month]]:font-(family-name:--font-heading) [&_[data-calendar-month]]:text-xl [&_[data-calendar-month]]:font-normal " +
    "[&_th]:text-[0.68rem] [&_th]:tracking-[0.16em] [&_th]:text-[#675f54] [&_th]:uppercase [&_td_button:hover]:bg-[#f3ede0] " +
    "[&_td_button[data-range=inside]]:bg-(--accent)/12 [&_td_button[data-range=checkIn]]:bg-(--accent) " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-(--accent) " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:text-[#9d958a] " +
    "[&_td_button[aria-disabled=true]:hover]:bg-transparent [&_td_button:focus-visible]:outline-2 " +
    "[&_td_button:focus-visible]:outline-(--accent)",
  check: "flex items-start gap-3 text-[#3b3731]",
  aside: `${MAT} p-5`,
  confirmation: "border border-(--accent)/40 bg-[#fffdf8] p-8 text-[#1f1d1a] md:p-12",
};

export const look: ThemeLook = {
  header: headerLook,
  empty: { text: `${ce.lead} text-center` },
  contact: contactDetailsLook,
  form: formLook,
  booking: bookingLook,
  bookingBar: {
    bar: "border-t border-[#d9cfbd] bg-[#fffdf8] text-[#3b3731] shadow-[0_-8px_24px_-18px_rgba(31,29,26,0.5)]",
    price: "text-sm text-[#675f54]",
    amount: "font-(family-name:--font-heading) text-xl text-[#1f1d1a]",
    button:
      "bg-(--accent) text-[0.72rem] font-semibold tracking-[0.22em] text-[#fbf8f1] uppercase hover:brightness-[0.85]",
  },
  post: postLook,
  blog: { body: `${ce.container} pb-24 md:pb-32`, sizes: "(min-width: 1152px) 500px, (min-width: 768px) 44vw, 88vw" },
  book: { body: `${ce.container} pb-20 md:pb-28` },
  /** The hosts' cameo above their story, set as a book is: centred, its first line in capitals. */
  about: {
    before: HostCameo,
    text: `${ce.column} pb-24 md:pb-32`,
    prose: `${ce.prose} ${ce.openingLine}`,
    plain: (intro) => <Paragraphs text={intro} className={`${ce.openingLine} space-y-6`} paragraph={ce.body} />,
    after: () => <Flourish className="mx-auto mt-16" />,
  },
  /** Each unit on its own band, ivory and ecru in turn. */
  facilitiesPage: {
    section: (i) => `py-16 md:py-24 ${i % 2 === 1 ? ce.ecru : ""} ${i === 0 ? "pt-4! md:pt-8!" : ""}`,
    unit: (unit, _, props) => <FacilitiesUnit {...props} unit={unit} />,
  },
  blogPost: {
    article: "pb-24 md:pb-32",
    headAsDiv: true,
    head: `${ce.column} pt-12 text-center md:pt-16`,
    back: ce.link,
    backIcon: <span aria-hidden="true">‹ </span>,
    dateFirst: true,
    date: `${ce.capsMuted} mt-12`,
    title: `${ce.h1} mt-4 md:text-[3.4rem]`,
    afterTitle: <Flourish className="mx-auto mt-7" />,
    cover: `${ce.container} mt-12 md:mt-16`,
    coverPhoto: (photo) => (
      <MatPhoto
        photo={photo}
        sizes="(min-width: 1152px) 1000px, 92vw"
        priority
        shape="aspect-[3/2]"
        className="mx-auto max-w-5xl"
      />
    ),
    body: `${ce.column} mt-14 md:mt-16`,
    excerpt: "text-center font-(family-name:--font-heading) text-xl leading-relaxed text-[#1f1d1a] md:text-[1.45rem]",
    prose: `${ce.prose} ${ce.openingLine}`,
    proseAfterExcerpt: "mt-12",
    end: <Flourish className="mx-auto mt-16" />,
    backAgain: "mt-10 text-center",
  },
  contactPage: {
    grid: `${ce.container} grid gap-14 pb-24 md:pb-32 lg:grid-cols-12 lg:gap-16`,
    form: "lg:col-span-7",
    formHeading: `${ce.h3} text-center lg:text-left`,
    formBody: "mt-8",
    /** The details on a card with a double edge, like an invitation. */
    aside: `${ce.paper} self-start border border-(--accent)/35 px-6 py-12 text-[#3b3731] outline-1 outline-offset-[-8px] outline-(--accent)/20 outline-solid lg:col-span-5`,
    details: {
      heading: `${ce.caps} text-center`,
      afterHeading: <Flourish className="mx-auto mt-4" />,
      body: "mt-8",
    },
  },
  /** 404 large in the display face, a flourish, the words and the way home, centred. */
  notFound: {
    wrap: `${ce.container} py-20 text-center md:py-32`,
    code: "font-(family-name:--font-heading) text-[6rem] leading-none text-(--accent) md:text-[9rem]",
    codeHidden: true,
    afterCode: <Flourish className="mx-auto mt-6" />,
    title: `${ce.h1} mx-auto mt-8 max-w-2xl`,
    body: `${ce.lead} mx-auto mt-6 max-w-xl`,
    action: "mt-12",
    button: ce.button,
  },
  /** Every photo as a print in its mat, hung in columns, its caption beneath like a label. */
  gallery: {
    body: `${ce.container} pb-24 md:pb-32`,
    list: "columns-1 gap-8 sm:columns-2 lg:columns-3",
    item: "mb-12 break-inside-avoid",
    picture: (photo, i) => (
      <figure>
        <MatPhoto
          photo={photo}
          sizes="(min-width: 1152px) 340px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          priority={i < 2}
        />
        {photo.caption && (
          <figcaption className="mx-auto mt-4 max-w-xs text-center text-[0.95rem] leading-relaxed text-[#675f54]">
            {photo.caption}
          </figcaption>
        )}
      </figure>
    ),
  },
  surroundings: { body: `${ce.container} pb-24 md:pb-32`, places: placeGuideLook },
};
