import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ArrivalLook } from "../kit/blocks/arrival-times.tsx";
import { badgeContactLook } from "../kit/blocks/contact-details.tsx";
import type { FacilityLook } from "../kit/blocks/facility-groups.tsx";
import type { PostLook } from "../kit/blocks/post-list.tsx";
import type { ReviewLook } from "../kit/blocks/review-list.tsx";
import type { FactsLook } from "../kit/blocks/unit-facts.tsx";
import type { BookingLook } from "../kit/booking/booking-look.ts";
import type { FormLook } from "../kit/contact-form.tsx";
import type { FooterLook } from "../kit/parts/footer.tsx";
import type { ThemeLook, UnitPageLook } from "../kit/theme.ts";
import { AboutAside, ContactAside } from "./asides.tsx";
import { headerLook } from "./header.tsx";
import { Grove, PineIcon, Signpost, SiteStamp, Skyline, StitchRule, TrailSign } from "./ornaments.tsx";
import { SectionHeading } from "./parts.tsx";
import { Print, tilt } from "./prints.tsx";
import { StayCards } from "./stay-cards.tsx";
import { nr } from "./tokens.ts";
import { TrailStops } from "./trail-stops.tsx";
import { UnitCards } from "./unit-cards.tsx";

/** How the kit's blocks dress in nature rustic: stitched cards, prints, kraft and wood. */

/**
 * Reviews as pages of a guest book laid on the forest band: cream cards with a stitched seam;
 * the average above them in cream, its stars in the lightened accent.
 */
export const reviewLook: ReviewLook = {
  summary:
    "flex flex-wrap items-center gap-3 text-lg font-semibold text-[#f3ecdd] [&_[role=img]]:text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]",
  list: "mt-10 grid gap-6 md:grid-cols-3 md:gap-7",
  item: `${nr.card} px-7 pt-8 pb-7 text-[#2a2117]`,
  stars: "text-(--accent)",
  body: "mt-4 text-[1.0625rem] leading-relaxed text-[#2a2117]",
  meta: "mt-5 border-t-2 border-dashed border-[#8a7558]/35 pt-4 text-sm text-[#6a5a45] [&_.font-semibold]:text-[#2a2117]",
  reply: "mt-4 rounded-[4px] bg-[#efe4cf] px-4 py-3 text-sm text-[#4a3d2e]",
};

/** A unit's facts in a row on a strip of kraft paper; on phones two by two. */
export const factsLook: FactsLook = {
  list: "grid grid-cols-2 gap-x-4 gap-y-2.5 rounded-[4px] bg-[#e9dcc2] px-5 py-3.5 text-[0.975rem] font-semibold text-[#2a2117] sm:flex sm:flex-wrap sm:gap-x-6",
  item: "flex items-center gap-2",
  icon: "size-4 shrink-0 text-(--accent)",
};

/** A unit's facilities, each group in its own stitched card under a kraft label. */
export const facilityLook: FacilityLook = {
  cards: true,
  grid: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
  group: `${nr.card} p-6 md:p-7`,
  heading:
    "inline-block rounded-[3px] bg-[#e9dcc2] px-3 py-1 font-(family-name:--font-heading) text-lg font-bold text-[#2a2117]",
  list: "mt-4 space-y-2.5",
  item: "flex items-center gap-3 text-[#4a3d2e]",
  icon: "size-5 shrink-0 text-(--accent)",
};

/** When guests arrive and leave, like a cabin's timetable. */
export const arrivalLook: ArrivalLook = {
  list: "space-y-3 text-[#2a2117]",
  item: "flex items-start gap-3",
  icon: "mt-0.5 size-5 shrink-0 text-(--accent)",
};

/** Posts as journal entries: the cover as a tilted print, the date in small capitals below. */
export const postLook: PostLook = {
  list: "grid gap-x-10 gap-y-14 md:grid-cols-2",
  item: "group relative flex flex-col",
  photo: `${nr.print} -rotate-1 pb-7 group-even:rotate-1 motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:rotate-0 sm:pb-9`,
  image: `block aspect-[3/2] w-full object-cover ${nr.placeholder}`,
  title:
    "mt-2 font-(family-name:--font-heading) text-[1.4rem] leading-snug font-bold md:text-[1.6rem] [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:group-hover:text-(--accent)",
  date: "mt-7 text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase",
  excerpt: `mt-3 ${nr.text}`,
  more: `relative mt-4 self-start ${nr.link}`,
};

export const formLook: FormLook = {
  form: "space-y-5",
  /** Label above, field below; in a row of fields the fields line up even when a label wraps. */
  field: "flex flex-col gap-2 [&>label]:mb-auto",
  label: "block font-bold text-[#2a2117]",
  input:
    "block w-full rounded-[5px] border-2 border-[#7d6a4f] bg-[#fffdf8] px-4 py-3 text-base text-[#2a2117] transition-colors focus:border-(--accent) focus:outline-3 focus:outline-offset-2 focus:outline-(--accent)/45",
  invalid: "border-[#9b2316] bg-[#fff5f0]",
  error: "text-sm font-bold text-[#9b2316]",
  button: `${nr.button} mt-2 w-full sm:w-auto`,
  summary: "rounded-[5px] border-2 border-dashed border-[#9b2316]/60 bg-[#fdece6] p-5 text-[#7a1c12] outline-none",
  sent: `${nr.card} p-7 text-[#2a2117] outline-none`,
};

/** Phone, WhatsApp, email and address, each beside its icon in a stitched square, on the forest. */
export const contactDetailsLook = badgeContactLook({
  badge:
    "rounded-[5px] border-[1.5px] border-dashed border-[#f3ecdd]/35 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]",
  link: "text-[#f3ecdd] underline decoration-[#f3ecdd]/35 underline-offset-4 hover:decoration-[#f3ecdd]",
});

/** The forest beyond a ridge of pines, its headings marked with a pine; the credit on a band of bark. */
export const footerLook: FooterLook = {
  edge: <Skyline className="text-[#1f3326]" ridgeClassName="text-[#4d6656]" />,
  ground: `${nr.forest} [&_:focus-visible]:outline-[#f3ecdd]`,
  grid: `${nr.container} grid gap-12 pt-12 pb-14 md:grid-cols-12 md:pt-14`,
  homeLink: "inline-flex items-center gap-3 rounded-md pr-2",
  mark: (name) => (
    <>
      <SiteStamp dark />
      <span className="font-(family-name:--font-heading) text-2xl leading-tight font-extrabold">{name}</span>
    </>
  ),
  tagline: "mt-5 max-w-sm leading-relaxed text-[#d6d0bd]",
  hosts: "mt-6 text-[#d6d0bd]",
  hostNames: "font-bold text-[#f3ecdd]",
  heading:
    "flex items-center gap-2 font-(family-name:--font-heading) text-lg font-bold tracking-[0.06em] text-[#f3ecdd] uppercase",
  headingIcon: <PineIcon className="size-4 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]" />,
  contactBody: "mt-5",
  contact: contactDetailsLook,
  social: "mt-4 space-y-2",
  socialLink:
    "font-semibold text-[#f3ecdd] underline decoration-[#f3ecdd]/35 underline-offset-4 hover:decoration-[#f3ecdd]",
  languages: "mt-4 flex flex-wrap gap-2",
  languageLink:
    "inline-flex min-w-9 justify-center rounded-[4px] border border-[#f3ecdd]/35 px-2 py-1 text-sm font-bold text-[#f3ecdd] hover:border-[#f3ecdd] aria-[current=true]:bg-[#f3ecdd] aria-[current=true]:text-[#1f3326]",
  credit: `${nr.bark} [&_:focus-visible]:outline-[#f3ecdd]`,
  creditText: `${nr.container} flex flex-wrap items-center gap-x-2 gap-y-1 py-5 text-sm text-[#d6d0bd]`,
  creditLink: "underline decoration-[#d6d0bd]/40 underline-offset-4 hover:text-[#f3ecdd]",
  creditBelow: true,
};

/** Nature rustic's booking: a stitched paper card, the slab face, the stay marked like a trail on the map. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${nr.card} p-7 sm:p-9`,
  heading: `${nr.slab} text-2xl text-[#2a2117] md:text-[1.7rem]`,
  text: "text-[0.95rem] leading-relaxed text-[#6a5a45]",
  quote:
    "relative rounded-[5px] border-2 border-dashed border-[#8a7558]/50 bg-[#f3ecdd] p-5 text-[#2a2117] [&_[data-line=total]]:border-[#2a2117]/30 [&_[data-line=total]]:font-(family-name:--font-heading) [&_[data-line=total]]:text-lg [&_[data-note]]:text-[#4a3d2e]",
  secondary: `${nr.link} cursor-pointer`,
  calendar:
    "rounded-[6px] border-2 border-[#8a7558]/50 bg-[#fbf7ee] text-[#2a2117] shadow-[0_24px_50px_-20px_rgba(42,33,23,0.7)] [&_p]:text-[#4a3d2e] " +
    "[&_[data-calendar-month]]:font-(family-name:--font-heading) [&_[data-calendar-month]]:text-lg " +
    "[&_th]:text-[#6a5a45] [&_td_button]:rounded-[4px] [&_td_button]:font-semibold [&_td_button:hover]:bg-[#e4d8c0] " +
    "[&_td_button[data-range=inside]]:bg-(--accent)/15 [&_td_button[data-range=checkIn]]:bg-(--accent) " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-(--accent) " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:font-normal " +
    "[&_td_button[aria-disabled=true]]:text-[#9c8c74] [&_td_button[aria-disabled=true]:hover]:bg-transparent " +
    "[&_td_button:focus-visible]:outline-3 [&_td_button:focus-visible]:outline-(--accent)/50",
  check: "flex items-start gap-3 text-[#2a2117]",
  aside: `${nr.card} p-5`,
  confirmation: `${nr.card} p-7 text-[#2a2117] md:p-10`,
};

/**
 * One place to stay: its name, facts and the question to the host beside its cover as a
 * large print; the story with a stitched card of practical things (arrival, house rules);
 * its photos as prints, its facilities, the other places last.
 */
const unitLook: UnitPageLook = {
  intro: {
    grid: `${nr.container} grid items-center gap-12 pt-10 md:pt-14 lg:grid-cols-12 lg:gap-14`,
    words: "lg:col-span-5",
    label: (type) => <TrailSign>{type}</TrailSign>,
    title: `${nr.h1} mt-6`,
    afterTitle: <Grove className="mt-6" />,
    short: `${nr.lead} mt-5`,
    factsLook: factsLook,
    facts: "mt-8",
    action: "mt-8",
    cover: (cover) => (
      <div className="px-2 sm:px-4 lg:col-span-7">
        <Print
          photo={cover}
          aspect="aspect-[4/3]"
          tiltClass="rotate-[1.5deg]"
          hover={false}
          priority
          sizes="(min-width: 1152px) 600px, (min-width: 1024px) 54vw, 92vw"
        />
      </div>
    ),
  },
  enquire: { button: nr.button },
  story: {
    grid: `${nr.container} mt-20 grid gap-12 md:mt-28 lg:grid-cols-12 lg:gap-16`,
    prose: `${nr.prose} max-w-[66ch]`,
    plain: nr.text,
    text: "lg:col-span-7",
    aside: "space-y-8 lg:col-span-5",
    stay: {
      card: `${nr.card} p-7 md:p-9`,
      heading: `${nr.slab} text-xl md:text-2xl`,
      rulesHeading: `${nr.slab} mt-8 flex items-center gap-2.5 text-xl`,
      rules: "mt-3 leading-relaxed whitespace-pre-line text-[#4a3d2e]",
      action: "mt-8 border-t-2 border-dashed border-[#8a7558]/40 pt-7 [&>a]:w-full",
      arrival: arrivalLook,
    },
  },
  photos: {
    section: `${nr.container} mt-20 md:mt-28`,
    list: "mt-12 grid grid-cols-2 gap-x-5 gap-y-8 md:grid-cols-3 md:gap-x-8 md:gap-y-10",
    photo: (photo, i) => (
      <Print photo={photo} tiltClass={tilt(i + 1)} sizes="(min-width: 1152px) 340px, (min-width: 768px) 30vw, 45vw" />
    ),
  },
  facilities: { section: `${nr.container} mt-20 md:mt-28`, groups: facilityLook },
  others: { section: `${nr.container} mt-20 md:mt-28`, before: <StitchRule className="mb-16" /> },
  heading: (section, { id, title, unit, site }) => (
    <SectionHeading id={id} label={section === "others" ? site.name : unit.name} title={title} />
  ),
  cards: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
};

export const look: ThemeLook = {
  header: headerLook,
  footer: footerLook,
  empty: { text: `${nr.lead} text-center` },
  contact: contactDetailsLook,
  form: formLook,
  booking: bookingLook,
  bookingBar: {
    bar: "border-t-4 border-double border-[#6a5a45]/40 bg-[#f3ecdd] text-[#2a2117] shadow-[0_-6px_20px_-14px_rgba(30,20,10,0.6)]",
    price: "text-sm text-[#4a3d2e]",
    amount: "font-(family-name:--font-heading) text-lg font-bold text-[#2a2117]",
    button:
      "rounded-[5px] bg-(--accent) text-base font-bold text-white shadow-[0_3px_0_rgba(30,20,10,0.35)] hover:brightness-110",
  },
  post: postLook,
  blog: { body: `${nr.container} mt-14 md:mt-20`, sizes: "(min-width: 1152px) 520px, (min-width: 768px) 45vw, 90vw" },
  book: { body: `${nr.container} mt-12 pb-20 md:mt-16 md:pb-28` },
  unit: unitLook,
  about: {
    grid: `${nr.container} mt-14 grid gap-14 md:mt-20 lg:grid-cols-12 lg:gap-16`,
    text: "lg:col-span-7",
    prose: `${nr.prose} max-w-[66ch]`,
    plain: `${nr.text} max-w-[66ch] whitespace-pre-line`,
    aside: { className: "lg:col-span-5", labelled: true, content: AboutAside },
  },
  facilitiesPage: {
    section: (i) => `${nr.container} ${i === 0 ? "mt-14 md:mt-20" : "mt-20 md:mt-28"}`,
    unit: {
      between: <StitchRule className="mb-16 md:mb-20" />,
      head: "flex flex-wrap items-end justify-between gap-x-8 gap-y-5",
      type: "text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase",
      name: `${nr.h2} mt-1.5`,
      link: "hover:text-(--accent) hover:underline",
      enquire: nr.ghostButton,
      facts: factsLook,
      facilityGroups: facilityLook,
      stay: (unit, t) => <StayCards unit={unit} t={t} arrival={arrivalLook} />,
    },
  },
  /** A journal entry: the date with a pine, the title and a grove, the cover as a print. */
  blogPost: {
    head: `${nr.column} pt-10 md:pt-14`,
    back: `inline-flex items-center gap-2 ${nr.link}`,
    backIcon: <ArrowLeft aria-hidden="true" className="size-4" />,
    dateFirst: true,
    date: "mt-10 flex items-center gap-2 text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase",
    dateIcon: <PineIcon className="size-4 text-(--accent)" />,
    title:
      "mt-4 font-(family-name:--font-heading) text-[2.25rem] leading-[1.08] font-extrabold tracking-[-0.01em] text-balance break-words hyphens-auto md:text-[3.25rem]",
    afterTitle: <Grove className="mt-6" />,
    cover: "mx-auto mt-10 w-full max-w-4xl px-6 sm:px-10",
    coverPhoto: (photo) => (
      <Print
        photo={photo}
        aspect="aspect-[3/2]"
        tiltClass="-rotate-1"
        hover={false}
        priority
        sizes="(min-width: 896px) 830px, 92vw"
      />
    ),
    body: `${nr.column} mt-12`,
    excerpt: "font-(family-name:--font-heading) text-xl leading-relaxed font-medium md:text-2xl",
    prose: nr.prose,
    proseAfterExcerpt: "mt-8",
    end: <StitchRule className="mt-14" />,
    backAgain: "mt-8",
  },
  contactPage: {
    grid: `${nr.container} mt-14 grid gap-10 md:mt-20 lg:grid-cols-12 lg:gap-12`,
    form: `${nr.card} p-6 sm:p-8 md:p-10 lg:col-span-7`,
    formHeading: `${nr.slab} text-2xl md:text-3xl`,
    formBody: "mt-7",
    aside: "lg:col-span-5",
    details: ContactAside,
  },
  /** Lost at a fork in the trail: a signpost, the words, the way home. */
  notFound: {
    wrap: `${nr.container} flex flex-col items-center py-16 text-center md:py-24`,
    before: <Signpost />,
    code: "mt-8 font-(family-name:--font-heading) text-lg font-bold tracking-[0.2em] text-[#6a5a45]",
    title: `${nr.h1} mt-3 max-w-3xl`,
    afterTitle: <Grove className="mt-6" />,
    body: `${nr.lead} mt-5 max-w-xl`,
    action: "mt-10",
    button: nr.button,
    buttonIcon: <ArrowRight aria-hidden="true" className="size-4" />,
  },
  /** Every photo as a print, each tilted its own way. */
  gallery: {
    body: `${nr.container} mt-14 md:mt-20`,
    list: "columns-1 gap-8 sm:columns-2 lg:columns-3 lg:gap-10",
    item: "mb-10 break-inside-avoid px-2",
    picture: (photo, i) => (
      <Print
        photo={photo}
        aspect=""
        tiltClass={tilt(i)}
        priority={i === 0}
        sizes="(min-width: 1152px) 340px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
      />
    ),
  },
  /** The places nearby as the stops of a walk. */
  surroundings: {
    body: "mx-auto mt-14 w-full max-w-3xl px-5 sm:px-8 md:mt-20",
    places: (places, t) => <TrailStops places={places} t={t} headingLevel={2} wide />,
  },
};
