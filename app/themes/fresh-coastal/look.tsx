import { ArrowLeft, CalendarDays, LifeBuoy, ScrollText, Shell, Sunrise } from "lucide-react";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
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
import { AboutAside } from "./host-portrait.tsx";
import { Band, FooterSea, Horizon, Wave } from "./ornaments.tsx";
import { PlaceRoute } from "./place-route.tsx";
import { HorizonScene, SectionHeading } from "./sections.tsx";
import { fc } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";
import { UnitIntro } from "./unit-intro.tsx";

/** How the kit's blocks dress in fresh coastal: white speech bubbles, pills, open cards. */

/** Reviews as white speech bubbles on the sea mist; the average on a white pill. */
export const reviewLook: ReviewLook = {
  summary:
    "inline-flex flex-wrap items-center gap-3 rounded-full bg-white px-5 py-2.5 font-bold text-[#0e2a38] shadow-[0_10px_30px_-18px_rgba(14,60,80,0.5)]",
  list: "mt-10 grid gap-6 md:grid-cols-3 md:gap-7",
  item: "flex flex-col rounded-[2rem] rounded-bl-md bg-white p-7 shadow-[0_24px_50px_-32px_rgba(14,60,80,0.5)] md:p-8",
  stars: "text-(--accent)",
  body: "mt-4 text-[1.0625rem] leading-relaxed text-[#0e2a38]",
  meta: "mt-5 text-sm text-[#4d6673] [&>span:first-child]:text-[#0e2a38]",
  reply: "mt-4 rounded-2xl bg-[#ecf5f7] px-4 py-3 text-sm text-[#35505e]",
};

/** A unit's facts as white pills with a thin edge, each with its icon in the accent. */
export const factsLook: FactsLook = {
  list: "flex flex-wrap gap-2.5",
  item: "inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-[#0e2a38] ring-1 ring-[#0e2a38]/10",
  icon: "size-4 text-(--accent)",
};

/** A unit's facilities, each group on a white card, its items as round icons and words. */
export const facilityLook: FacilityLook = {
  cards: true,
  grid: "grid gap-5 sm:grid-cols-2 lg:grid-cols-3",
  group: `${fc.card} p-6 md:p-7`,
  heading: `${fc.h3} text-lg`,
  list: "mt-4 space-y-2.5",
  item: "flex items-center gap-3 text-[#35505e]",
  bubble: "inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-(--accent)/10 text-(--accent)",
  icon: "size-4",
};

export const arrivalLook: ArrivalLook = {
  list: "space-y-3 text-[#0e2a38]",
};

/** Arrival times and house rules on two sea-mist cards. */
export const stayNotesLook: StayNotesLook = {
  card: "rounded-[2rem] bg-[#ecf5f7] p-6 md:p-8",
  heading: `${fc.h3} flex items-center gap-3 text-lg`,
  bubble: "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-(--accent)",
  arrivalIcon: <Sunrise aria-hidden="true" className="size-5" />,
  rulesIcon: <ScrollText aria-hidden="true" className="size-5" />,
  rules: "mt-5 leading-relaxed whitespace-pre-line text-[#35505e]",
  arrival: arrivalLook,
};

/** Posts open on the page: the cover with round corners, the date on a pill, the title. */
export const postLook: PostLook = {
  list: "grid gap-x-8 gap-y-14 md:grid-cols-2",
  item: "group relative flex flex-col",
  photo: `${fc.frame} aspect-[16/10] ${fc.softShadow}`,
  image: `${fc.image} transition-transform duration-700 group-hover:scale-[1.03]`,
  title: `${fc.display} mt-3 text-2xl leading-snug md:text-[1.7rem] [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:group-hover:text-(--accent)`,
  date: "mt-6 inline-flex self-start rounded-full bg-(--accent)/10 px-3 py-1 text-sm font-bold text-(--accent)",
  excerpt: `${fc.text} mt-3`,
  more: `relative mt-4 self-start ${fc.link}`,
};

/** Round fields with a sea-grey edge (3.4:1 on white) that turns accent under focus; a pill to send. */
export const formLook: FormLook = {
  form: "space-y-5",
  field: "space-y-2",
  label: "block font-bold text-[#0e2a38]",
  input:
    "block w-full rounded-2xl border-2 border-[#71909c] bg-white px-4 py-3 text-base text-[#0e2a38] transition-colors focus:border-(--accent) focus:outline-3 focus:outline-offset-2 focus:outline-(--accent)/40",
  invalid: "border-[#a3261b] bg-[#fff4f1]",
  error: "text-sm font-bold text-[#a3261b]",
  button: `${fc.button} mt-2 w-full sm:w-auto`,
  summary: "rounded-[1.75rem] border-2 border-[#a3261b]/40 bg-[#fff4f1] p-5 text-[#8f1d13] outline-none",
  sent: "rounded-[1.75rem] bg-(--accent)/10 p-7 text-[#0e2a38] outline-none",
};

/** Phone, WhatsApp, email and address, each beside its icon in a round bubble (`dark`: on the footer's deep sea). */
function contactLook(dark: boolean): ContactLook {
  return badgeContactLook(
    dark
      ? {
          badge: "rounded-full bg-white/10 text-[#cfe7ee]",
          link: "text-white underline decoration-white/30 underline-offset-4 hover:decoration-white",
        }
      : {
          badge: "rounded-full bg-(--accent)/10 text-(--accent)",
          link: "font-semibold text-[#0e2a38] underline decoration-(--accent)/35 underline-offset-4 hover:decoration-(--accent)",
        },
  );
}

export const contactDetailsLook = contactLook(false);

/** The page runs into the sea: swells under a low sun, then deep water with the footer's words in foam. */
export const footerLook: FooterLook = {
  edge: <FooterSea />,
  ground: "bg-[#0d3547] text-[#cfe7ee] [&_a:focus-visible]:outline-white",
  grid: `${fc.container} grid gap-12 pt-10 pb-12 md:grid-cols-12 md:pt-12`,
  homeLink: "inline-flex items-center gap-3 rounded-full pr-2 text-white",
  mark: (name) => <SiteMark name={name} dark />,
  tagline: "mt-5 max-w-sm leading-relaxed",
  hosts: "mt-6 text-sm",
  hostNames: "font-bold text-white",
  heading: "font-(family-name:--font-heading) text-lg font-bold text-white",
  contactBody: "mt-5",
  contact: contactLook(true),
  social: "mt-4 flex flex-wrap gap-2",
  socialLink:
    "inline-block rounded-full border border-white/25 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-white/10",
  languages: "mt-4 flex flex-wrap gap-2",
  languageLink:
    "inline-flex rounded-full border border-white/25 px-3.5 py-1.5 text-sm font-semibold text-white hover:bg-white/10 aria-[current=true]:border-white aria-[current=true]:bg-white aria-[current=true]:text-[#0d3547]",
  languageLabel: (lang) => SITE_LANGUAGE_NAMES[lang],
  credit: `${fc.container} pb-8`,
  creditText: "flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-white/15 pt-6 text-sm",
  creditLink: "underline decoration-white/30 underline-offset-4 hover:text-white",
};

/** Fresh coastal's booking: a white card on the mist, round fields, the stay as a sea-tinted strip of days. */
export const bookingLook: BookingLook = {
  form: formLook,
  card: `${fc.card} p-6 sm:p-8`,
  heading: `${fc.display} text-2xl md:text-[1.7rem]`,
  text: "text-sm leading-relaxed text-[#4d6673]",
  quote:
    "rounded-[1.5rem] bg-[#ecf5f7] p-5 text-[#0e2a38] [&_[data-line=total]]:border-[#0e2a38]/15 [&_[data-line=total]]:text-lg [&_[data-note]]:text-[#35505e]",
  secondary:
    "cursor-pointer font-bold text-(--accent) underline decoration-(--accent)/35 decoration-2 underline-offset-[5px] hover:decoration-wavy hover:decoration-(--accent)",
  calendar:
    "rounded-[2rem] bg-white text-[#0e2a38] shadow-[0_28px_60px_-24px_rgba(14,60,80,0.6)] [&_p]:text-[#35505e] " +
    "[&_th]:text-[#4d6673] [&_td_button]:rounded-2xl [&_td_button]:font-semibold [&_td_button:hover]:bg-[#ecf5f7] " +
    "[&_td_button[data-range=inside]]:bg-(--accent)/12 [&_td_button[data-range=checkIn]]:bg-(--accent) " +
    "[&_td_button[data-range=checkIn]]:text-white [&_td_button[data-range=checkOut]]:bg-(--accent) " +
    "[&_td_button[data-range=checkOut]]:text-white [&_td_button[aria-disabled=true]]:font-normal " +
    "[&_td_button[aria-disabled=true]]:text-[#8aa0aa] [&_td_button[aria-disabled=true]:hover]:bg-transparent " +
    "[&_td_button:focus-visible]:outline-3 [&_td_button:focus-visible]:outline-(--accent)/50",
  check: "flex items-start gap-3 text-[#0e2a38]",
  aside: `${fc.card} p-5`,
  confirmation: `${fc.card} p-7 text-[#0e2a38] md:p-10`,
};

/**
 * One place to stay: its name, facts and the question to the hosts on the sea mist, the
 * cover rising over the wave below (unit-intro.tsx), the story beside a card of practical
 * things, the photos, the facilities on a sand band and the other places last.
 */
const unitLook: UnitPageLook = {
  intro: (props) => <UnitIntro {...props} facts={factsLook} />,
  enquire: { button: fc.button },
  story: {
    grid: `${fc.container} mt-14 grid gap-10 md:mt-20 lg:grid-cols-12 lg:gap-14`,
    prose: `${fc.prose} max-w-[65ch]`,
    plain: fc.text,
    text: "lg:col-span-7",
    aside: "space-y-8 lg:col-span-5",
    stay: {
      card: `${fc.card} p-7 md:p-9`,
      heading: `${fc.h3} text-xl md:text-2xl`,
      rulesHeading: `${fc.h3} mt-8 flex items-center gap-2.5 text-lg`,
      rules: "mt-3 leading-relaxed whitespace-pre-line text-[#35505e]",
      action: "mt-8 border-t border-[#0e2a38]/10 pt-7 [&>a]:w-full",
      arrival: arrivalLook,
    },
  },
  /** The first of three or more photos large, the others beside and below it. */
  photos: {
    section: `${fc.container} py-16 md:py-24`,
    list: "mt-10 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5",
    item: (i, count) => (i === 0 && count >= 3 ? "col-span-2 md:row-span-2" : ""),
    photo: (photo, i, count) => (
      <Photo
        photo={photo}
        sizes={
          i === 0 && count >= 3
            ? "(min-width: 1152px) 720px, (min-width: 768px) 66vw, 100vw"
            : "(min-width: 1152px) 350px, (min-width: 768px) 33vw, 50vw"
        }
        className={`${fc.frame} h-full ${i === 0 && count >= 3 ? "aspect-[4/3] md:aspect-auto" : "aspect-[4/3]"}`}
        imgClassName={fc.image}
      />
    ),
  },
  facilities: { section: `${fc.container} py-12 md:py-16`, groups: facilityLook },
  /** The facilities on a sand band. */
  details: ({ photos, facilities }) => (
    <>
      {photos}
      {facilities && (
        <Band tone="sand" className={photos ? "" : "mt-16 md:mt-24"}>
          {facilities}
        </Band>
      )}
    </>
  ),
  others: { section: `${fc.container} pt-16 md:pt-24` },
  heading: (_, { id, title }) => <SectionHeading id={id} title={title} />,
  cards: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
};

export const look: ThemeLook = {
  header: headerLook,
  footer: footerLook,
  empty: {
    text: `${fc.card} mx-auto flex max-w-xl items-center gap-4 p-6 text-[#35505e]`,
    icon: (
      <span className={fc.bubble}>
        <Shell aria-hidden="true" className="size-5" />
      </span>
    ),
  },
  contact: contactDetailsLook,
  form: formLook,
  booking: bookingLook,
  bookingBar: {
    bar: "rounded-t-[1.25rem] bg-white text-[#0e2a38] shadow-[0_-12px_30px_-18px_rgba(4,24,34,0.55)]",
    price: "text-sm text-[#35505e]",
    amount: "font-(family-name:--font-heading) text-lg font-bold text-[#0e2a38]",
    button: "rounded-full bg-(--accent) text-base font-bold text-white transition hover:brightness-95",
  },
  post: postLook,
  blog: { body: `${fc.container} mt-12 md:mt-16`, sizes: "(min-width: 1152px) 540px, (min-width: 768px) 46vw, 100vw" },
  book: { body: `${fc.container} mt-12 pb-16 md:mt-16 md:pb-24` },
  unit: unitLook,
  about: {
    grid: `${fc.container} mt-12 grid gap-14 md:mt-16 lg:grid-cols-12 lg:gap-16`,
    text: "lg:col-span-8",
    prose: `${fc.prose} max-w-[65ch] [&>p:first-child]:text-lg [&>p:first-child]:text-[#0e2a38] md:[&>p:first-child]:text-xl`,
    plain: `${fc.text} whitespace-pre-line`,
    aside: { className: "lg:col-span-4", content: AboutAside },
  },
  facilitiesPage: {
    section: (i) => `${fc.container} ${i === 0 ? "mt-12 md:mt-16" : "mt-20 md:mt-28"}`,
    unit: {
      head: "flex flex-wrap items-center gap-5",
      cover: {
        photo: "block size-20 shrink-0 overflow-hidden rounded-full bg-[#dcecf0] ring-4 ring-(--accent)/15 md:size-24",
        image: fc.image,
      },
      type: "text-sm font-bold text-(--accent)",
      name: `${fc.h2} mt-1`,
      link: "hover:text-(--accent)",
      facts: factsLook,
      facilityGroups: facilityLook,
      stay: stayNotesLook,
    },
  },
  /** The post's head on the sea mist, its cover rising over the wave below. */
  blogPost: {
    headWrap: fc.mist,
    head: (cover) => `${fc.column} pt-10 text-center md:pt-16 ${cover ? "pb-28 md:pb-44" : "pb-8"}`,
    back: "inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-[#0e2a38] shadow-sm hover:text-(--accent)",
    backIcon: <ArrowLeft aria-hidden="true" className="size-4" />,
    title: `${fc.display} mt-8 text-[2.3rem] leading-[1.1] tracking-[-0.02em] text-balance md:text-[3.4rem]`,
    date: "mt-6 inline-flex items-center gap-2 rounded-full bg-(--accent)/10 px-3.5 py-1.5 text-sm font-bold text-(--accent)",
    dateIcon: <CalendarDays aria-hidden="true" className="size-4" />,
    afterHead: <Wave flip className="-mt-px text-[#ecf5f7]" />,
    cover: `${fc.columnWide} relative -mt-28 md:-mt-44`,
    coverPhoto: (photo) => (
      <Photo
        photo={photo}
        sizes="(min-width: 1024px) 960px, 100vw"
        priority
        className={`${fc.frame} aspect-[3/2] md:rounded-[2.75rem] ${fc.softShadow}`}
        imgClassName={fc.image}
      />
    ),
    body: `${fc.column} mt-12 md:mt-16`,
    excerpt: "font-(family-name:--font-heading) text-xl leading-relaxed font-semibold text-[#0e2a38] md:text-2xl",
    prose: fc.prose,
    proseAfterExcerpt: "mt-10",
    end: <Horizon className="mt-16" sunAt="50%" />,
  },
  contactPage: {
    grid: `${fc.container} mt-12 grid items-start gap-8 md:mt-16 lg:grid-cols-12 lg:gap-10`,
    form: `${fc.card} p-6 sm:p-8 md:p-10 lg:col-span-7`,
    formHeading: `${fc.h3} text-2xl md:text-3xl`,
    formBody: "mt-7",
    aside: "space-y-6 lg:col-span-5",
    details: {
      card: "rounded-[2rem] bg-[#ecf5f7] p-7 md:p-9",
      heading: `${fc.h3} text-xl md:text-2xl`,
      body: "mt-6 text-[#0e2a38]",
      host: {
        figure: "flex items-center gap-5 rounded-[2rem] bg-[#f8f2e7] p-5 md:p-6",
        photo: "block size-20 shrink-0 overflow-hidden rounded-full bg-[#dcecf0] ring-4 ring-white",
        image: fc.image,
        hosts: "block text-sm font-semibold text-[#4d6673]",
        names: `${fc.display} block text-lg`,
      },
    },
  },
  /** Lost at sea: a life buoy drifting under the sun, the words and the way home. */
  notFound: {
    wrap: fc.mist,
    panel: `${fc.narrow} pt-12 pb-10 text-center md:pt-20`,
    before: (
      <div className="relative mx-auto w-full max-w-xs">
        <HorizonScene className="w-full" />
        <span className="absolute top-[38%] left-[22%] inline-flex size-16 -rotate-12 items-center justify-center rounded-full bg-white text-(--accent) shadow-lg md:size-20">
          <LifeBuoy aria-hidden="true" className="size-9 md:size-11" strokeWidth={1.6} />
        </span>
      </div>
    ),
    code: "mt-6 font-(family-name:--font-heading) text-lg font-bold text-(--accent)",
    title: `${fc.h1} mt-2`,
    body: `${fc.lead} mx-auto mt-6 max-w-xl`,
    action: "mt-9",
    button: fc.button,
    after: <Wave flip className="-mt-px text-[#ecf5f7]" />,
  },
  /** Every photo with round corners in loose columns, its caption below. */
  gallery: {
    body: `${fc.container} mt-12 md:mt-16`,
    list: "columns-1 gap-6 sm:columns-2 lg:columns-3",
    item: "mb-8 break-inside-avoid",
    picture: {
      sizes: "(min-width: 1152px) 355px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw",
      photo: `${fc.frame} ${fc.softShadow}`,
      image: "h-auto w-full",
      caption: "mt-3 px-2 text-[0.95rem] leading-snug text-[#35505e]",
    },
  },
  surroundings: {
    body: `${fc.narrow} mt-12 md:mt-16`,
    places: (places, t) => <PlaceRoute places={places} t={t} headingLevel={2} layout="down" />,
  },
};
