import { Images } from "lucide-react";
import type { PhotoView, SiteView } from "../../../modules/site-view/site-view.ts";
import type { EnquireLook } from "../kit/blocks/enquire-card.tsx";
import { Paragraphs } from "../kit/blocks/paragraphs.tsx";
import { ReviewList } from "../kit/blocks/review-list.tsx";
import { ratingNumber } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { HomeSectionsLook, HomeWelcomeLook } from "../kit/theme.ts";
import { Hero, heroPhotos } from "./hero.tsx";
import { facilityLook, factsLook, postLook, reviewLook } from "./look.tsx";
import { PeaksIcon, Sign, TrailSign, Treeline } from "./ornaments.tsx";
import { SectionHeading } from "./parts.tsx";
import { Print, tilt } from "./prints.tsx";
import { nr } from "./tokens.ts";
import { TrailStops } from "./trail-stops.tsx";
import { UnitCards } from "./unit-cards.tsx";

/** The welcome: the hosts as a tilted print, the words beside them. */
const welcomeLook: HomeWelcomeLook = {
  section: `${nr.container} grid items-center gap-12 py-16 md:grid-cols-12 md:gap-14 md:py-24`,
  portrait: ({ data }) => {
    const { about } = data.site;
    return (
      about.hostPhoto && (
        <div className="mx-auto w-full max-w-[17rem] md:col-span-4 md:max-w-none">
          <Print
            photo={about.hostPhoto}
            aspect="aspect-square"
            caption={about.hostNames || undefined}
            tiltClass="-rotate-3"
            sizes="(min-width: 1152px) 340px, (min-width: 768px) 30vw, 17rem"
          />
        </div>
      )
    );
  },
  words: (portrait) => (portrait ? "md:col-span-8" : "md:col-span-10"),
  intro: (intro) => (
    <Paragraphs
      text={intro}
      className={`mt-7 max-w-[64ch] ${nr.text} md:text-lg [&>p:first-child]:text-[#2a2117]`}
      paragraph={(i) => `whitespace-pre-line ${i > 0 ? "mt-5" : ""}`}
    />
  ),
  facts: { look: factsLook, className: "mt-8" },
  more: { className: "mt-8", link: nr.link },
};

/**
 * Three or four photos the hero does not show, as prints scattered over a wooden table, each
 * tilted its own way, and the way to the gallery.
 */
function photoTable({ data, t }: ThemePageProps) {
  const shown = new Set(heroPhotos(data.site).map((p) => p.src));
  const selection: PhotoView[] = [];
  for (const photo of data.site.gallery) {
    if (shown.has(photo.src)) continue;
    shown.add(photo.src);
    selection.push(photo);
  }
  const photos = selection.slice(0, selection.length >= 4 ? 4 : 3);
  if (photos.length === 0) return null;
  const few = photos.length < 4;
  return (
    <section
      aria-labelledby="photos-heading"
      className="bg-[#4a3322] bg-[image:repeating-linear-gradient(180deg,transparent_0_142px,rgba(0,0,0,0.38)_142px_144px,rgba(255,230,190,0.07)_144px_145px),repeating-linear-gradient(180deg,rgba(255,228,190,0.05)_0_1px,transparent_1px_7px),repeating-linear-gradient(179.4deg,rgba(0,0,0,0.1)_0_3px,transparent_3px_19px)] text-[#f3ecdd] [&_:focus-visible]:outline-[#f3ecdd]"
    >
      <div className={`${nr.container} py-16 md:py-24`}>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <TrailSign pale>{t.nav.gallery}</TrailSign>
            <h2 id="photos-heading" className={`${nr.h2} mt-4 text-[#f8f1e1]`}>
              {t.gallery.intro}
            </h2>
          </div>
          <a href={data.site.paths.gallery} className={nr.lightButton}>
            <Images aria-hidden="true" className="size-5" />
            {t.home.gallery}
          </a>
        </div>
        <ul
          className={`mt-12 grid grid-cols-2 gap-x-4 gap-y-8 md:gap-x-8 ${few ? "md:grid-cols-3" : "md:grid-cols-4"}`}
        >
          {photos.map((photo, i) => (
            <li key={photo.id} className={i % 2 === 1 ? "md:mt-8" : ""}>
              <Print
                photo={photo}
                tiltClass={tilt(i + 1)}
                sizes={
                  few
                    ? "(min-width: 1152px) 340px, (min-width: 768px) 30vw, 45vw"
                    : "(min-width: 1152px) 250px, (min-width: 768px) 22vw, 45vw"
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The reviews' average on a slice of log, its rings drawn with gradients (decoration: the kit's summary says it). */
function LogSlice({ site }: { site: SiteView }) {
  const { average } = site.reviews;
  if (average === null) return null;
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-24 shrink-0 rotate-[-8deg] items-center justify-center rounded-full border-[6px] border-[#6b4a2b] bg-[#e9d6b0] bg-[image:repeating-radial-gradient(circle_at_46%_54%,transparent_0_6px,rgba(120,84,44,0.32)_6px_7px)] font-(family-name:--font-heading) text-[1.8rem] font-extrabold text-[#2a2117] shadow-[0_10px_22px_-8px_rgba(0,0,0,0.7)] md:size-32 md:border-[7px] md:text-[2.4rem]"
    >
      {ratingNumber(average, site.lang)}
    </span>
  );
}

/** Guest reviews on the forest band, below a row of pines. */
function reviews({ data, t }: ThemePageProps) {
  const { site } = data;
  if (site.reviews.count === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="mt-16 md:mt-24">
      <Treeline className="text-[#1f3326]" />
      <div className={`${nr.forest} [&_:focus-visible]:outline-[#f3ecdd]`}>
        <div className={`${nr.container} py-14 md:py-20`}>
          <div className="flex items-center justify-between gap-5">
            <div className="min-w-0">
              <TrailSign>{t.reviews.heading}</TrailSign>
              <h2 id="reviews-heading" className={`${nr.h2} mt-4 text-[#f8f1e1]`}>
                {t.home.reviews}
              </h2>
            </div>
            <LogSlice site={site} />
          </div>
          <div className="mt-6">
            <ReviewList site={site} t={t} look={reviewLook} limit={3} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The last word: a wooden sign hanging over the paper, asking guests to get in touch. */
const enquireLook: EnquireLook = {
  section: `${nr.container} pt-20 text-center md:pt-28`,
  Card: ({ children }) => (
    <div className="mx-auto max-w-3xl">
      <Sign hanging board className="[&_:focus-visible]:outline-[#f8f1e1]">
        {children}
      </Sign>
    </div>
  ),
  icon: <PeaksIcon className="mx-auto size-9 text-[color-mix(in_srgb,var(--accent)_35%,#f3ecdd)]" />,
  title: "mt-3 font-(family-name:--font-heading) text-3xl leading-tight font-extrabold text-balance md:text-5xl",
  text: "mx-auto mt-4 max-w-xl text-lg leading-relaxed text-[#efe4cf]",
  action: "mt-8",
  button: nr.lightButton,
};

/** Nature rustic's home: the kit's sections, its photo table and its reviews under the pines its own. */
export const homeLook: HomeSectionsLook = {
  Hero,
  order: ["welcome", "booking", "units", "facilities", photoTable, reviews, "surroundings", "posts"],
  Heading: SectionHeading,
  moreLink: nr.ghostButton,
  booking: { section: `${nr.container} pb-20 md:pb-28`, widget: "mx-auto max-w-2xl" },
  welcome: welcomeLook,
  units: {
    section: `${nr.container} pb-20 md:pb-28`,
    body: "mt-12",
    labelled: true,
    list: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
  },
  facilities: {
    section: `${nr.container} pb-20 md:pb-28`,
    body: "mt-10",
    more: "mt-10",
    labelled: true,
    look: facilityLook,
  },
  surroundings: {
    section: `${nr.container} grid gap-12 pt-20 md:pt-28 lg:grid-cols-12 lg:gap-16`,
    head: "lg:col-span-5",
    more: "mt-8",
    body: "lg:col-span-7 lg:pt-4",
    labelled: true,
    intro: true,
    places: (places, t) => <TrailStops places={places} t={t} headingLevel={3} />,
  },
  posts: {
    section: `${nr.container} pt-20 md:pt-28`,
    body: "mt-12",
    look: postLook,
    sizes: "(min-width: 1152px) 520px, (min-width: 768px) 45vw, 90vw",
  },
  closing: enquireLook,
};
