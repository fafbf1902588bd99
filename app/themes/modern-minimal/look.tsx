import type { ContactLook } from "../kit/blocks/contact-details.tsx";
import type { PostLook } from "../kit/blocks/post-list.tsx";
import type { ReviewLook } from "../kit/blocks/review-list.tsx";
import { UnitList, type UnitListLook } from "../kit/blocks/unit-list.tsx";
import type { BookingLook } from "../kit/booking/booking-look.ts";
import type { FormLook } from "../kit/contact-form.tsx";
import { EnquireButton } from "../kit/pages/unit-page.tsx";
import { Photo } from "../kit/photo.tsx";
import type { PageHeadingLook, ThemeLook, UnitPageLook } from "../kit/theme.ts";
import { Hero } from "./hero.tsx";
import { mm } from "./tokens.ts";
import { FacilitiesUnit, facilityLook, UnitFacilities } from "./unit-facilities.tsx";

/** How the kit's blocks and pages dress in modern minimal: hairlines, square photos, one accent. */

/** Modern minimal's form fields (the contact form, the booking page): hairline boxes, square fields. */
export const formLook: FormLook = {
  field: "space-y-2",
  label: "block text-sm font-medium text-neutral-900",
  input:
    "block w-full border border-neutral-400 bg-white px-4 py-3 text-base text-neutral-950 focus:border-neutral-900 focus:outline-2 focus:outline-(--accent)",
  invalid: "border-red-700",
  error: "text-sm text-red-800",
  button: mm.button,
  summary: "border-l-4 border-red-700 bg-red-50 p-4 text-red-900 outline-none",
  sent: "border-l-4 border-(--accent) bg-neutral-50 p-6 text-neutral-900 outline-none",
};

/** Phone, WhatsApp, email and address, each beside a quiet icon. */
export const contactDetailsLook: ContactLook = {
  list: "space-y-3 text-neutral-700",
  item: "flex items-start gap-3",
  icon: "mt-0.5 text-neutral-500",
  svg: "size-4",
  link: "hover:underline",
  email: "break-all hover:underline",
  map: "mt-1 inline-block text-sm underline",
};

export const reviewLook: ReviewLook = {
  summary: "flex flex-wrap items-center gap-3 text-neutral-800",
  list: "mt-10 grid gap-10 md:grid-cols-3",
  item: "border-t border-neutral-900 pt-6",
  stars: "text-(--accent)",
  body: "mt-4 text-neutral-800 leading-relaxed",
  meta: "mt-4 text-sm text-neutral-600",
  reply: "mt-4 border-l-2 border-neutral-200 pl-4 text-sm text-neutral-700",
};

export const postLook: PostLook = {
  list: "grid gap-12 md:grid-cols-2",
  item: "group",
  photo: "block aspect-[3/2] overflow-hidden bg-neutral-100",
  image: "h-full w-full object-cover",
  title: `${mm.h3} mt-2 text-xl md:text-2xl [&_a]:hover:underline`,
  date: "mt-5 text-sm text-neutral-600",
  excerpt: "mt-3 text-neutral-700",
  more: "mt-3 inline-block text-sm font-medium text-(--accent) underline underline-offset-4",
};

/** Modern minimal's booking: hairline boxes, square fields, the accent only where something is chosen. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: "border border-neutral-900 bg-white p-6 md:p-8",
  heading: `${mm.h3} text-xl md:text-2xl`,
  text: "text-sm text-neutral-600",
  quote: "border-t border-neutral-200 pt-4 text-neutral-800 [&_[data-line=total]]:border-neutral-900",
  secondary:
    "cursor-pointer text-sm font-medium text-neutral-900 underline decoration-1 underline-offset-4 hover:text-(--accent)",
  calendar:
    "bg-white text-neutral-900 shadow-2xl [&_th]:text-neutral-600 [&_td_button:hover]:bg-neutral-100 " +
    "[&_td_button[data-range=inside]]:bg-neutral-100 [&_td_button[data-range=checkIn]]:bg-neutral-950 " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-neutral-950 " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:text-neutral-400 " +
    "[&_td_button[aria-disabled=true]:hover]:bg-transparent [&_td_button:focus-visible]:outline-2 " +
    "[&_td_button:focus-visible]:outline-offset-1 [&_td_button:focus-visible]:outline-(--accent)",
  check: "flex items-start gap-3 text-neutral-800",
  aside: "border border-neutral-200 p-6",
  confirmation: "border-l-4 border-(--accent) bg-neutral-50 p-6 text-neutral-900 md:p-10",
};

export const pageHeadingLook: PageHeadingLook = {
  wrap: `${mm.container} pt-16 pb-10 md:pt-24`,
  label: mm.label,
  title: `${mm.h1} mt-3`,
  intro: `${mm.body} mt-6 max-w-2xl`,
};

/** Places to stay side by side: a square-cornered cover, the kind in capitals, the name. */
export const unitListLook: UnitListLook = {
  list: "grid gap-12 md:grid-cols-3",
  item: "group",
  photo: "block aspect-[4/3] overflow-hidden bg-neutral-100",
  sizes: "(min-width: 768px) 33vw, 100vw",
  image: "h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]",
  type: `${mm.label} mt-5`,
  name: `${mm.h3} mt-2 text-xl`,
  link: "hover:underline",
  facts: "mt-2 text-sm text-neutral-600",
  description: "mt-3 text-neutral-700",
};

/**
 * One place to stay: its kind, name and words above its cover, the story beside the booking
 * widget and the enquiry link, its photos, its facilities with its facts and arrival times
 * (on every unit page), the other places.
 */
const unitLook: UnitPageLook = {
  intro: ({ unit, t }) => (
    <>
      <div className={`${mm.container} pt-16 md:pt-24`}>
        <p className={mm.label}>{t.unitTypes[unit.type]}</p>
        <h1 className={`${mm.h1} mt-3`}>{unit.name}</h1>
        {unit.shortDescription && <p className={`${mm.body} mt-6 max-w-2xl`}>{unit.shortDescription}</p>}
      </div>
      {unit.cover && (
        <div className={`${mm.container} mt-10`}>
          <Photo
            photo={unit.cover}
            sizes="(min-width: 1152px) 72rem, 100vw"
            priority
            className="block aspect-[16/9] overflow-hidden bg-neutral-100"
            imgClassName="h-full w-full object-cover"
          />
        </div>
      )}
    </>
  ),
  enquire: { button: mm.link, icon: null },
  story: {
    grid: `${mm.container} mt-14 grid gap-14 md:grid-cols-3`,
    text: "md:col-span-2",
    prose: mm.prose,
    stay: (props) => (
      <p className="mt-6">
        <EnquireButton {...props} look={unitLook} />
      </p>
    ),
  },
  photos: {
    section: `${mm.container} mt-16`,
    list: "mt-8 grid grid-cols-2 gap-3 md:grid-cols-3",
    photo: (photo) => (
      <Photo
        photo={photo}
        sizes="(min-width: 768px) 33vw, 50vw"
        className="block aspect-[4/3] overflow-hidden bg-neutral-100"
        imgClassName="h-full w-full object-cover"
      />
    ),
  },
  facilities: ({ unit, t }) => (
    <section aria-labelledby="facilities-heading" className={`${mm.container} mt-16`}>
      <h2 id="facilities-heading" className={`${mm.h2} mb-10`}>
        {t.unit.facilities}
      </h2>
      <UnitFacilities unit={unit} t={t} headingLevel={3} />
    </section>
  ),
  others: { section: `${mm.container} py-16 md:py-24`, body: "mt-10" },
  heading: (section, { id, title }) => (
    <h2 id={id} className={section === "others" ? `${mm.h2} mt-3` : mm.h2}>
      {title}
    </h2>
  ),
  cards: (units, t) => <UnitList units={units} t={t} look={unitListLook} />,
};

export const look: ThemeLook = {
  header: {
    header: "border-b border-neutral-200 bg-white",
    bar: `${mm.container} flex items-center justify-between gap-6 py-5`,
    name: "font-(family-name:--font-heading) text-lg font-semibold tracking-tight text-neutral-950",
    menu: {
      list: "flex items-center gap-7 text-sm",
      link: "text-neutral-700 hover:text-neutral-950 aria-[current=page]:font-semibold aria-[current=page]:text-neutral-950 aria-[current=page]:underline aria-[current=page]:decoration-(--accent) aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8",
    },
    end: "flex items-center gap-4",
    languages: {
      list: "hidden text-xs tracking-widest sm:block",
      link: "text-neutral-600 hover:text-neutral-950 aria-[current=true]:font-semibold aria-[current=true]:text-neutral-950",
    },
    phone: {
      button: "p-2 text-neutral-900 lg:hidden",
      panel: "m-0 h-dvh max-h-none w-full max-w-none bg-white p-8 pt-20 backdrop:bg-black/30",
    },
    phoneMenu: {
      list: "space-y-5 text-2xl",
      link: "font-(family-name:--font-heading) text-neutral-900 aria-[current=page]:text-(--accent)",
    },
    phoneLanguages: {
      list: "mt-10 text-sm tracking-widest",
      link: "text-neutral-700 aria-[current=true]:font-semibold",
    },
  },
  home: {
    Hero,
    welcome: {
      section: `${mm.container} grid gap-10 py-16 md:grid-cols-5 md:py-24`,
      aside: "md:col-span-2",
      label: mm.label,
      facts: {
        list: "mt-6 space-y-3 text-neutral-800",
        item: "flex items-center gap-3",
        icon: "size-5 text-(--accent)",
      },
      widget: "mt-10",
      text: "md:col-span-3",
      intro: `${mm.body} whitespace-pre-line`,
      more: "mt-8",
    },
    section: { section: `${mm.container} py-16 md:py-24`, label: mm.label, title: `${mm.h2} mt-3`, body: "mt-10" },
    link: mm.link,
    units: unitListLook,
    mosaic: {
      section: mm.container,
      list: "grid grid-cols-2 gap-2 md:grid-cols-4 md:grid-rows-2",
      photo: "block aspect-square h-full overflow-hidden bg-neutral-100",
      image: "h-full w-full object-cover",
      more: "mt-6 text-right",
    },
    facilities: facilityLook,
    reviews: { band: "bg-neutral-50", look: reviewLook },
    places: {
      list: "grid gap-10 md:grid-cols-3",
      item: "border-t border-neutral-200 pt-6",
      name: mm.h3,
      meta: "mt-1 text-sm text-neutral-600",
      description: "mt-3 text-neutral-700",
    },
    posts: { sizes: "(min-width: 768px) 50vw, 100vw" },
    closing: {
      section: "bg-(--accent)",
      inner: `${mm.container} flex flex-col items-start justify-between gap-6 py-14 md:flex-row md:items-center`,
      words: "font-(family-name:--font-heading) text-2xl font-semibold text-white md:text-3xl",
      button: "inline-flex items-center bg-white px-7 py-3.5 text-sm font-semibold text-neutral-950 hover:opacity-90",
    },
  },
  pageHeading: pageHeadingLook,
  empty: { text: mm.body },
  contact: contactDetailsLook,
  form: formLook,
  booking: bookingLook,
  bookingBar: {
    bar: "border-t border-neutral-200 bg-white text-neutral-900 shadow-[0_-8px_24px_-16px_rgba(0,0,0,0.35)]",
    price: "text-sm text-neutral-600",
    amount: "text-base font-semibold text-neutral-900",
    button: "bg-(--accent) text-sm font-semibold tracking-wide text-white transition-opacity hover:opacity-90",
  },
  unit: unitLook,
  post: postLook,
  blog: { body: mm.container, sizes: "(min-width: 768px) 50vw, 100vw" },
  book: { body: `${mm.container} pb-16 md:pb-24` },
  about: {
    grid: `${mm.container} grid gap-12 md:grid-cols-3`,
    aside: {
      first: true,
      className: "md:order-2",
      content: ({ data, t }) => (
        <>
          {data.site.about.hostPhoto && (
            <Photo
              photo={data.site.about.hostPhoto}
              sizes="(min-width: 768px) 33vw, 100vw"
              className="block aspect-square overflow-hidden bg-neutral-100"
              imgClassName="h-full w-full object-cover"
            />
          )}
          {data.site.about.hostNames && (
            <p className="mt-4 text-neutral-800">
              <span className={mm.label}>{t.about.hosts}</span>
              <span className="mt-1 block text-lg font-semibold">{data.site.about.hostNames}</span>
            </p>
          )}
        </>
      ),
    },
    text: "md:col-span-2",
    prose: mm.prose,
    plain: mm.body,
  },
  facilitiesPage: {
    section: (i) => `${mm.container} ${i > 0 ? `${mm.rule} mt-16 pt-16` : ""}`,
    unit: (unit, _, props) => <FacilitiesUnit {...props} unit={unit} />,
  },
  blogPost: {
    headAsDiv: true,
    head: `${mm.container} max-w-3xl pt-16 md:pt-24`,
    backRow: "text-sm text-neutral-600",
    back: "hover:underline",
    title: `${mm.h1} mt-6 text-4xl md:text-5xl`,
    date: "mt-4 text-sm text-neutral-600",
    cover: `${mm.container} mt-10 max-w-5xl`,
    coverPhoto: (photo) => (
      <Photo
        photo={photo}
        sizes="(min-width: 1024px) 64rem, 100vw"
        priority
        className="block aspect-[3/2] overflow-hidden bg-neutral-100"
        imgClassName="h-full w-full object-cover"
      />
    ),
    body: `${mm.container} max-w-3xl`,
    excerpt: "mt-10 text-xl leading-relaxed text-neutral-800",
    prose: mm.prose,
  },
  contactPage: {
    grid: `${mm.container} grid gap-14 md:grid-cols-5`,
    form: "md:col-span-3",
    formHeading: mm.h3,
    formBody: "mt-6",
    formLook: { ...formLook, form: "space-y-5" },
    aside: "md:col-span-2",
    details: { heading: mm.label, body: "mt-6" },
  },
  notFound: {
    wrap: `${mm.container} py-24 md:py-32`,
    code: mm.label,
    title: `${mm.h1} mt-4`,
    body: `${mm.body} mt-6 max-w-xl`,
    action: "mt-10",
    button: mm.button,
  },
  gallery: {
    body: mm.container,
    list: "columns-1 gap-4 sm:columns-2 lg:columns-3",
    item: "mb-4 break-inside-avoid",
    picture: {
      sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
      photo: "block bg-neutral-100",
      image: "h-auto w-full",
      caption: "mt-2 text-sm text-neutral-600",
    },
  },
  surroundings: {
    body: mm.container,
    places: {
      list: "grid gap-x-12 gap-y-12 md:grid-cols-2",
      item: "border-t border-neutral-900 pt-6",
      name: `${mm.h3} text-xl`,
      meta: "mt-1 text-sm text-neutral-600",
      description: "mt-3 text-neutral-700 leading-relaxed",
    },
  },
};
