import { ArrowLeft, CalendarDays, Clock, Compass, ScrollText, Sprout } from "lucide-react";
import type { ArrivalLook } from "../kit/blocks/arrival-times.tsx";
import { badgeContactLook, type ContactLook } from "../kit/blocks/contact-details.tsx";
import type { FacilityLook } from "../kit/blocks/facility-groups.tsx";
import type { PostLook } from "../kit/blocks/post-list.tsx";
import type { ReviewLook } from "../kit/blocks/review-list.tsx";
import type { StayNotesLook } from "../kit/blocks/stay-notes.tsx";
import type { FactsLook } from "../kit/blocks/unit-facts.tsx";
import type { BookingLook } from "../kit/booking/booking-look.ts";
import type { FormLook } from "../kit/contact-form.tsx";
import type { FooterLook } from "../kit/parts/footer.tsx";
import { Photo } from "../kit/photo.tsx";
import type { ThemeLook, UnitPageLook } from "../kit/theme.ts";
import { headerLook, SiteMark } from "./header.tsx";
import { HostPortrait } from "./host-portrait.tsx";
import { Scallops, Squiggle } from "./ornaments.tsx";
import { PlaceCards } from "./place-cards.tsx";
import { OatBand, SectionHeading } from "./sections.tsx";
import { wc } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";

/** How the kit's blocks dress in warm cozy: soft cards, round corners, notes pinned with tape. */

/**
 * Reviews as notes on a board, each held by a strip of tape and tilted a little on wide
 * screens; the average in a pill.
 */
export const reviewLook: ReviewLook = {
  summary:
    "inline-flex flex-wrap items-center gap-3 rounded-full bg-[#fffcf7] px-5 py-2.5 font-semibold text-[#3a2a1f] shadow-sm",
  list: "mt-12 grid gap-x-7 gap-y-12 md:grid-cols-3",
  item: `relative ${wc.card} px-7 pt-9 pb-7 before:absolute before:-top-3 before:left-1/2 before:h-6 before:w-24 before:-translate-x-1/2 before:-rotate-3 before:rounded-sm before:bg-(--accent)/20 md:odd:-rotate-1 md:even:rotate-1`,
  stars: "text-(--accent)",
  body: "mt-3 leading-relaxed text-[#3a2a1f] before:block before:h-7 before:font-(family-name:--font-heading) before:text-6xl before:leading-[0.9] before:text-(--accent)/50 before:content-['“']",
  meta: "mt-5 border-t border-dashed border-[#3a2a1f]/15 pt-4 text-sm text-[#6f5847]",
  reply: "mt-4 rounded-2xl bg-[#f3e7d6] px-4 py-3 text-sm text-[#5a4536]",
};

/**
 * A unit's facts as soft chips; on phones two by two, so their rows do not change (and push
 * the page) when the fonts arrive.
 */
export const factsLook: FactsLook = {
  list: "grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-2.5",
  item: wc.chip,
  icon: "size-4 text-(--accent)",
};

/** A unit's facilities, each group (kitchen, bathroom, outdoors…) on its own little card. */
export const facilityLook: FacilityLook = {
  cards: true,
  grid: "grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-3",
  group: `${wc.card} p-6 md:p-7`,
  heading: `${wc.serif} text-lg`,
  list: "mt-4 space-y-3",
  item: "flex items-center gap-3 text-[#5a4536]",
  icon: "size-5 shrink-0 text-(--accent)",
};

export const arrivalLook: ArrivalLook = {
  list: "space-y-3 text-[#3a2a1f]",
};

/** Arrival times and house rules on two oat cards, as the facilities page shows them per unit. */
export const stayNotesLook: StayNotesLook = {
  card: "rounded-[1.75rem] bg-[#f3e7d6] p-6 md:p-8",
  heading: "flex items-center gap-3 font-(family-name:--font-heading) text-lg font-semibold text-[#3a2a1f]",
  bubble: "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-[#fffcf7] text-(--accent)",
  arrivalIcon: <Clock aria-hidden="true" className="size-4" />,
  rulesIcon: <ScrollText aria-hidden="true" className="size-4" />,
  rules: "mt-5 leading-relaxed whitespace-pre-line text-[#5a4536]",
  arrival: arrivalLook,
};

/** Posts as cards: the cover in a rounded frame on paper, the words below. */
export const postLook: PostLook = {
  list: "grid gap-7 md:grid-cols-2",
  item: `group relative flex flex-col ${wc.card} p-3 pb-7 transition-transform hover:-translate-y-1`,
  photo: "block aspect-[3/2] overflow-hidden rounded-[1.35rem] bg-[#eadcc8]",
  image: "h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]",
  title: `${wc.serif} mt-2 px-4 text-xl leading-snug md:text-2xl [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:rounded-[1.75rem] [&_a]:group-hover:text-(--accent)`,
  date: "mt-5 px-4 text-sm font-semibold text-[#6f5847]",
  excerpt: "mt-3 px-4 leading-relaxed text-[#5a4536]",
  more: `relative mt-4 self-start px-4 ${wc.link}`,
};

export const formLook: FormLook = {
  form: "space-y-5",
  field: "space-y-2",
  label: "block font-bold text-[#3a2a1f]",
  input:
    "block w-full rounded-2xl border-2 border-[#9c8471] bg-[#fffcf7] px-4 py-3 text-base text-[#3a2a1f] transition-colors focus:border-(--accent) focus:outline-3 focus:outline-offset-2 focus:outline-(--accent)/40",
  invalid: "border-[#a1281b] bg-[#fff6f3]",
  error: "flex items-center gap-1.5 text-sm font-semibold text-[#a1281b]",
  button: `${wc.button} mt-2 w-full sm:w-auto`,
  summary: "rounded-[1.5rem] border-2 border-[#a1281b]/40 bg-[#fff1ec] p-5 text-[#7d1d12] outline-none",
  sent: "rounded-[1.5rem] bg-(--accent)/10 p-7 text-[#3a2a1f] outline-none",
};

/** Phone, WhatsApp, email and address, each beside its icon in a soft circle (`dark`: on the footer's bark). */
function contactLook(dark: boolean): ContactLook {
  return badgeContactLook(
    dark
      ? {
          badge: "rounded-full bg-[#f6ecdd]/10 text-[#e3cdb3]",
          link: "underline decoration-[#f6ecdd]/30 underline-offset-4 hover:decoration-[#f6ecdd]",
        }
      : {
          badge: "rounded-full bg-(--accent)/12 text-(--accent)",
          link: "font-semibold text-[#3a2a1f] underline decoration-(--accent)/35 underline-offset-4 hover:decoration-(--accent)",
        },
  );
}

export const contactDetailsLook = contactLook(false);

/** A scalloped edge like a cottage awning, then the footer in the colour of bark. */
export const footerLook: FooterLook = {
  edge: <Scallops />,
  ground: "bg-[#3a2a1f] text-[#f6ecdd] [&_a:focus-visible]:outline-[#f6ecdd]",
  grid: `${wc.container} grid gap-12 pt-14 pb-12 md:grid-cols-12 md:pt-16`,
  homeLink: "inline-flex items-center gap-3 rounded-full pr-2",
  mark: (name) => <SiteMark name={name} dark />,
  tagline: "mt-5 max-w-sm leading-relaxed text-[#e3cdb3]",
  hosts: "mt-6 text-sm text-[#e3cdb3]",
  hostNames: "font-bold text-[#f6ecdd]",
  heading: "font-(family-name:--font-heading) text-xl font-semibold text-[#f6ecdd]",
  contactBody: "mt-5 text-[#f6ecdd]",
  contact: contactLook(true),
  social: "mt-5 flex flex-wrap gap-2",
  socialLink:
    "inline-block rounded-full border border-[#f6ecdd]/25 px-4 py-1.5 text-sm font-semibold hover:bg-[#f6ecdd]/10",
  languages: "mt-4 flex flex-wrap gap-1.5",
  languageLink:
    "inline-flex min-w-9 justify-center rounded-full px-2.5 py-1 text-sm font-bold text-[#e3cdb3] hover:bg-[#f6ecdd]/10 aria-[current=true]:bg-[#f6ecdd] aria-[current=true]:text-[#3a2a1f]",
  credit: `${wc.container} pb-8`,
  creditText: "flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-[#f6ecdd]/15 pt-6 text-sm text-[#e3cdb3]",
  creditLink: "underline decoration-[#e3cdb3]/40 underline-offset-4 hover:text-[#f6ecdd]",
};

/** Warm cozy's booking: a rounded paper card, soft pills, round days with a warm tint between. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${wc.card} p-6 sm:p-8`,
  heading: `${wc.serif} text-2xl leading-snug md:text-[1.7rem]`,
  text: "text-sm leading-relaxed text-[#6f5847]",
  quote:
    "rounded-[1.5rem] bg-[#f3e7d6] p-5 text-[#3a2a1f] [&_[data-line=total]]:border-dashed [&_[data-line=total]]:border-[#3a2a1f]/25 [&_[data-line=total]]:font-(family-name:--font-heading) [&_[data-line=total]]:text-lg [&_[data-note]]:text-[#5a4536]",
  secondary:
    "cursor-pointer font-bold text-(--accent) underline decoration-(--accent)/35 decoration-2 underline-offset-[5px] hover:decoration-(--accent)",
  calendar:
    "rounded-[1.75rem] bg-[#fffcf7] text-[#3a2a1f] shadow-[0_24px_60px_-20px_rgba(58,42,31,0.6)] [&_p]:text-[#5a4536] " +
    "[&_th]:text-[#6f5847] [&_td_button]:rounded-full [&_td_button]:font-semibold [&_td_button:hover]:bg-(--accent)/12 " +
    "[&_td_button[data-range=inside]]:rounded-none [&_td_button[data-range=inside]]:bg-(--accent)/15 " +
    "[&_td_button[data-range=checkIn]]:bg-(--accent) [&_td_button[data-range=checkIn]]:text-white " +
    "[&_td_button[data-range=checkOut]]:bg-(--accent) [&_td_button[data-range=checkOut]]:text-white " +
    "[&_td_button[aria-disabled=true]]:font-normal [&_td_button[aria-disabled=true]]:text-[#a08a77] " +
    "[&_td_button[aria-disabled=true]:hover]:bg-transparent [&_td_button:focus-visible]:outline-3 " +
    "[&_td_button:focus-visible]:outline-(--accent)/50",
  check: "flex items-start gap-3 text-[#3a2a1f]",
  aside: `${wc.card} p-6`,
  confirmation: `${wc.card} p-7 text-[#3a2a1f] md:p-10`,
};

/**
 * One place to stay: its name and facts beside the cover, the story with a card of practical
 * things (arrival, house rules, the question to the host) beside it, the photos and the
 * facilities on an oat band, the other places last.
 */
const unitLook: UnitPageLook = {
  // Below lg the cover leads (the words follow in the document order): a photo that sits at
  // the top cannot be pushed down while the fonts arrive.
  intro: {
    grid: `${wc.container} grid items-center gap-10 pt-4 md:pt-10 lg:grid-cols-12 lg:gap-14`,
    words: "lg:col-span-5",
    label: (type) => <p className={wc.chip}>{type}</p>,
    title: `${wc.h1} mt-5`,
    afterTitle: <Squiggle className="mt-6" />,
    short: `${wc.lead} mt-6`,
    factsLook: factsLook,
    facts: "mt-8",
    action: "mt-9",
    cover: (cover) => (
      <div className="relative isolate order-first lg:order-none lg:col-span-7">
        <span
          aria-hidden="true"
          className="absolute -right-3 -bottom-3 -z-10 h-full w-full rounded-[2.5rem] bg-(--accent)/12 md:-right-5 md:-bottom-5"
        />
        <Photo
          photo={cover}
          sizes="(min-width: 1152px) 620px, (min-width: 1024px) 55vw, 100vw"
          priority
          className={`${wc.frame} aspect-[4/3] rounded-[2rem] md:rounded-[2.5rem]`}
          imgClassName={wc.image}
        />
      </div>
    ),
  },
  enquire: { button: wc.button },
  story: {
    grid: `${wc.container} mt-16 grid gap-10 md:mt-24 lg:grid-cols-12 lg:gap-14`,
    prose: `${wc.prose} ${wc.dropCap} max-w-[65ch]`,
    plain: wc.body,
    text: "lg:col-span-7",
    aside: "space-y-8 lg:col-span-5",
    stay: {
      card: `${wc.card} p-7 md:p-9`,
      heading: `${wc.serif} text-xl leading-snug md:text-2xl`,
      rulesHeading: `${wc.serif} mt-8 flex items-center gap-2.5 text-lg`,
      rules: "mt-3 leading-relaxed whitespace-pre-line text-[#5a4536]",
      action: "mt-8 border-t border-dashed border-[#3a2a1f]/15 pt-7 [&>a]:w-full",
      arrival: arrivalLook,
    },
  },
  /** The first of three or more photos large, the others beside and below it. */
  photos: {
    section: `${wc.container} pt-12 md:pt-16`,
    list: "mt-10 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4",
    item: (i, count) =>
      i === 0 && count >= 3
        ? "col-span-2 aspect-[4/3] overflow-hidden rounded-[2rem] md:row-span-2 md:aspect-auto"
        : "aspect-[4/3] overflow-hidden rounded-[1.5rem]",
    photo: (photo, i, count) => (
      <Photo
        photo={photo}
        sizes={
          i === 0 && count >= 3
            ? "(min-width: 1152px) 720px, (min-width: 768px) 66vw, 100vw"
            : "(min-width: 1152px) 360px, (min-width: 768px) 33vw, 50vw"
        }
        className="block h-full bg-[#eadcc8]"
        imgClassName={wc.image}
      />
    ),
  },
  facilities: { section: `${wc.container} py-12 md:py-16`, groups: facilityLook },
  /** The photos and facilities together on an oat band. */
  details: ({ photos, facilities }) =>
    (photos || facilities) && (
      <div className="mt-16 md:mt-24">
        <OatBand>
          {photos}
          {facilities ?? <div className="pb-12 md:pb-16" />}
        </OatBand>
      </div>
    ),
  others: { section: `${wc.container} pt-14 md:pt-20` },
  heading: (section, { id, title }) => <SectionHeading id={id} title={title} centred={section === "others"} />,
  cards: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
};

export const look: ThemeLook = {
  header: headerLook,
  footer: footerLook,
  empty: {
    text: `${wc.card} mx-auto flex max-w-xl items-center gap-4 p-6 text-[#5a4536]`,
    icon: (
      <span className={wc.iconBubble}>
        <Sprout aria-hidden="true" className="size-5" />
      </span>
    ),
  },
  contact: contactDetailsLook,
  form: formLook,
  booking: bookingLook,
  bookingBar: {
    bar: "rounded-t-[1.5rem] bg-[#fffcf7] text-[#3a2a1f] shadow-[0_-10px_30px_-18px_rgba(58,42,31,0.6)]",
    price: "text-sm text-[#5a4536]",
    amount: "font-(family-name:--font-heading) text-lg font-bold text-[#3a2a1f]",
    button: "rounded-full bg-(--accent) text-base font-bold text-white transition hover:brightness-90",
  },
  post: postLook,
  blog: { body: `${wc.container} mt-14 md:mt-20`, sizes: "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw" },
  book: { body: `${wc.container} mt-12 pb-16 md:mt-16 md:pb-24` },
  unit: unitLook,
  about: {
    grid: `${wc.container} mt-14 grid gap-14 md:mt-20 md:grid-cols-12 md:gap-16`,
    aside: {
      first: true,
      className: "md:order-2 md:col-span-4",
      content: (props) => (
        <div className="md:sticky md:top-8">
          <HostPortrait {...props} sizes="(min-width: 768px) 320px, 20rem" />
        </div>
      ),
    },
    text: "md:col-span-8",
    prose: `${wc.prose} ${wc.dropCap} max-w-[65ch]`,
    plain: `${wc.body} whitespace-pre-line`,
    after: () => <Squiggle className="mt-12 opacity-70" />,
  },
  facilitiesPage: {
    section: (i) => `${wc.container} ${i === 0 ? "mt-14 md:mt-20" : "mt-20 md:mt-28"}`,
    unit: {
      head: "flex flex-wrap items-center gap-5",
      cover: { photo: `${wc.frame} size-20 shrink-0 rounded-[1.5rem] md:size-24`, image: wc.image },
      type: wc.chip,
      name: `${wc.h2} mt-2`,
      link: "hover:text-(--accent)",
      facts: factsLook,
      facilityGroups: facilityLook,
      stay: stayNotesLook,
    },
  },
  blogPost: {
    head: `${wc.column} pt-8 text-center md:pt-14`,
    back: "inline-flex items-center gap-2 rounded-full bg-[#f3e7d6] px-4 py-2 text-sm font-bold text-[#3a2a1f] hover:bg-[#eadcc8]",
    backIcon: <ArrowLeft aria-hidden="true" className="size-4" />,
    title: `${wc.serif} mt-8 text-[2.3rem] leading-[1.1] tracking-[-0.01em] text-balance md:text-[3.4rem]`,
    afterTitle: <Squiggle className="mx-auto mt-6" />,
    date: "mt-5 inline-flex items-center gap-2 text-sm font-semibold text-[#6f5847]",
    dateIcon: <CalendarDays aria-hidden="true" className="size-4 text-(--accent)" />,
    cover: `${wc.columnWide} mt-10 md:mt-12`,
    coverPhoto: (photo) => (
      <Photo
        photo={photo}
        sizes="(min-width: 1024px) 960px, 100vw"
        priority
        className={`${wc.frame} aspect-[3/2] rounded-[2rem] md:rounded-[2.5rem]`}
        imgClassName={wc.image}
      />
    ),
    body: `${wc.column} mt-12 md:mt-16`,
    excerpt: "font-(family-name:--font-heading) text-xl leading-relaxed text-[#3a2a1f] md:text-2xl",
    prose: wc.prose,
    proseAfterExcerpt: "mt-10",
    end: <Squiggle className="mx-auto mt-14 opacity-70" />,
  },
  contactPage: {
    grid: `${wc.container} mt-12 grid items-start gap-8 md:mt-16 lg:grid-cols-12 lg:gap-10`,
    form: `${wc.card} p-6 sm:p-8 md:p-10 lg:col-span-7`,
    formHeading: `${wc.serif} text-2xl leading-snug md:text-3xl`,
    formBody: "mt-7",
    aside: "space-y-6 lg:col-span-5",
    details: {
      card: "rounded-[2rem] bg-[#f3e7d6] p-7 md:p-9",
      heading: `${wc.serif} text-xl leading-snug md:text-2xl`,
      body: "mt-6 text-[#3a2a1f]",
      host: {
        figure: `${wc.card} flex items-center gap-5 p-5`,
        photo: "block size-20 shrink-0 overflow-hidden rounded-full bg-[#eadcc8] ring-4 ring-(--accent)/15",
        image: wc.image,
        hosts: "block text-sm font-semibold text-[#6f5847]",
        names: "block font-(family-name:--font-heading) text-lg font-semibold text-[#3a2a1f]",
      },
    },
  },
  /** Lost in the woods: a compass on an oat panel, the words and the way home. */
  notFound: {
    wrap: `${wc.container} pt-6 md:pt-10`,
    panel:
      "relative isolate mx-auto max-w-3xl overflow-hidden rounded-[2.5rem] bg-[#f3e7d6] px-6 py-14 text-center md:px-14 md:py-20",
    before: (
      <>
        <span aria-hidden="true" className="absolute -top-20 -left-16 -z-10 size-56 rounded-full bg-(--accent)/10" />
        <span
          aria-hidden="true"
          className="absolute -right-10 -bottom-14 -z-10 size-44 rounded-full border-2 border-dashed border-(--accent)/30"
        />
        <span className="inline-flex size-20 -rotate-12 items-center justify-center rounded-full bg-(--accent) text-white shadow-lg">
          <Compass aria-hidden="true" className="size-10" strokeWidth={1.6} />
        </span>
      </>
    ),
    code: "mt-6 font-(family-name:--font-heading) text-lg font-semibold text-(--accent)",
    title: `${wc.h1} mt-2`,
    afterTitle: <Squiggle className="mx-auto mt-6" />,
    body: `${wc.lead} mx-auto mt-6 max-w-xl`,
    action: "mt-9",
    button: wc.button,
  },
  /** Every photo as a print on a paper mount, with its caption written below. */
  gallery: {
    body: `${wc.container} mt-14 md:mt-20`,
    list: "columns-1 gap-6 sm:columns-2 lg:columns-3",
    item: "mb-6 break-inside-avoid",
    picture: {
      figure: `${wc.card} p-2.5`,
      sizes: "(min-width: 1152px) 350px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw",
      photo: `${wc.frame} rounded-[1.35rem]`,
      image: "h-auto w-full",
      caption: "px-3 pt-3.5 pb-2 text-[0.95rem] leading-snug text-[#5a4536]",
    },
  },
  surroundings: {
    body: `${wc.container} mt-14 md:mt-20`,
    places: (places, t) => <PlaceCards places={places} t={t} headingLevel={2} columns="two" />,
  },
};
