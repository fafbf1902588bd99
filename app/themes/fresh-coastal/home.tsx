import { Images, MessageCircleHeart } from "lucide-react";
import type { ReactNode } from "react";
import type { PhotoView, SiteView } from "../../../modules/site-view/site-view.ts";
import type { EnquireLook } from "../kit/blocks/enquire-card.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { ratingNumber } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { Stars } from "../kit/stars.tsx";
import type { HomeSectionsLook, HomeWelcomeLook } from "../kit/theme.ts";
import { opensWithWave } from "./header.tsx";
import { Hero } from "./hero.tsx";
import { facilityLook, postLook, reviewLook } from "./look.tsx";
import { Band, Tag } from "./ornaments.tsx";
import { PlaceRoute } from "./place-route.tsx";
import { SectionHeading } from "./sections.tsx";
import { fc } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";

/** The gallery without the hero's photo: the welcome takes the first two, the selection the next four. */
function otherPhotos(site: SiteView): PhotoView[] {
  const hero = site.hero;
  return hero ? site.gallery.filter((p) => p.id !== hero.id && p.src !== hero.src) : site.gallery;
}

/**
 * A single-unit site's key facts on a white capsule, with the reviews' average at its end;
 * under the wave photo it floats up onto the wave.
 */
function factStrip(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const unit = site.units.length === 1 ? site.units[0] : undefined;
  if (!unit) return null;
  const raised = opensWithWave(props);
  const { average, count } = site.reviews;
  return (
    <div className={`${fc.container} relative z-10 ${raised ? "-mt-10 md:-mt-16" : "mt-6"}`}>
      <UnitFacts
        unit={unit}
        t={t}
        look={{
          list: `${fc.card} grid grid-cols-2 gap-x-3 gap-y-4 px-5 py-6 text-sm sm:flex sm:text-[0.95rem] sm:flex-wrap sm:items-center sm:justify-around sm:rounded-full sm:px-8 sm:py-5`,
          item: "flex items-center gap-2.5 font-bold text-[#0e2a38] sm:gap-3",
          bubble: `${fc.bubble} size-9 sm:size-10`,
          icon: "size-5",
        }}
      >
        {average !== null && count > 0 && (
          <li className="col-span-2 flex items-center gap-3 font-bold text-[#0e2a38] sm:col-span-1">
            <Stars rating={average} lang={site.lang} t={t} className="text-(--accent)" />
            <span>{t.reviews.summary(ratingNumber(average, site.lang), count)}</span>
          </li>
        )}
      </UnitFacts>
    </div>
  );
}

/** The welcome: the story's first words beside two photos in round portholes. */
const welcomeLook: HomeWelcomeLook = {
  section: `${fc.container} grid items-center gap-14 py-16 md:py-24 lg:grid-cols-12 lg:gap-16`,
  portrait: ({ data }) => {
    const [big, small] = otherPhotos(data.site);
    return (
      big && (
        <div className="relative mx-auto w-full max-w-md lg:col-span-5">
          <span
            aria-hidden="true"
            className="absolute -inset-3 rounded-full border-2 border-dashed border-(--accent)/25 sm:inset-[-6%]"
          />
          <Photo
            photo={big}
            sizes="(min-width: 1024px) 420px, (min-width: 480px) 28rem, 90vw"
            className="relative block aspect-square overflow-hidden rounded-full bg-[#dcecf0] ring-[10px] ring-white shadow-[0_30px_60px_-30px_rgba(14,60,80,0.6)]"
            imgClassName={fc.image}
          />
          {small && (
            <Photo
              photo={small}
              sizes="(min-width: 1024px) 160px, 40vw"
              className="absolute -bottom-4 left-0 block aspect-square w-[38%] overflow-hidden rounded-full bg-[#dcecf0] ring-8 ring-white shadow-[0_20px_40px_-20px_rgba(14,60,80,0.6)] sm:-left-8 sm:w-[40%]"
              imgClassName={fc.image}
            />
          )}
        </div>
      )
    );
  },
  portraitLast: true,
  words: (portrait) => (portrait ? "lg:col-span-7" : "lg:col-span-9"),
  heading: { Label: Tag, title: `${fc.h2} mt-5` },
  intro: (intro) => <p className={`${fc.text} mt-7 max-w-[62ch] whitespace-pre-line md:text-lg`}>{intro}</p>,
  more: { className: "mt-9", link: fc.ghostButton, arrow: true },
};

/** Four photos after the welcome's bobbing along the horizon, alternately a little higher and lower. */
function photoSelection({ data, t }: ThemePageProps) {
  const { site } = data;
  const photos = otherPhotos(site).slice(2, 6);
  if (photos.length < 3) return null;
  return (
    <section aria-labelledby="photos-heading" className={`${fc.container} py-16 md:py-24`}>
      <SectionHeading
        id="photos-heading"
        title={t.nav.gallery}
        action={
          <a href={site.paths.gallery} className={fc.ghostButton}>
            <Images aria-hidden="true" className="size-5" />
            {t.home.gallery}
          </a>
        }
      />
      <ul
        className={`relative mt-12 grid gap-4 md:gap-6 ${photos.length >= 4 ? "grid-cols-2 md:grid-cols-4" : "sm:grid-cols-3"} md:pb-10 md:before:absolute md:before:inset-x-[-2rem] md:before:top-1/2 md:before:h-px md:before:bg-linear-to-r md:before:from-transparent md:before:via-(--accent)/40 md:before:to-transparent`}
      >
        {photos.map((photo, i) => (
          <li key={photo.id} className={`relative ${i % 2 === 1 ? "translate-y-6 md:translate-y-10" : ""}`}>
            <Photo
              photo={photo}
              sizes="(min-width: 1152px) 260px, (min-width: 768px) 23vw, 50vw"
              className={`${fc.frame} aspect-[3/4] ${fc.softShadow}`}
              imgClassName={fc.image}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last word: an accent card with the sea rolling in along its foot. */
const enquireLook: EnquireLook = {
  section: `${fc.container} pt-8`,
  Card: ({ children }) => (
    <div className="relative isolate overflow-hidden rounded-[2.5rem] bg-(--accent) px-6 pt-14 pb-28 text-center text-white md:px-16 md:pt-20 md:pb-32 [&_a:focus-visible]:outline-white">
      <span
        aria-hidden="true"
        className="absolute top-10 right-[14%] -z-10 size-28 rounded-full bg-white/12 md:size-40"
      />
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1200 120"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 -z-10 h-20 w-full text-white md:h-28"
      >
        <path fill="currentColor" opacity="0.1" d="M0 40c200-30 400-30 600 0s400 30 600 0v80H0z" />
        <path fill="currentColor" opacity="0.14" d="M0 72c180-26 380-26 580 0s420 26 620 0v48H0z" />
        <path fill="currentColor" opacity="0.18" d="M0 96c200-18 400-18 600 0s400 18 600 0v24H0z" />
      </svg>
      {children}
    </div>
  ),
  icon: (
    <span className="inline-flex size-14 items-center justify-center rounded-full bg-white/15">
      <MessageCircleHeart aria-hidden="true" className="size-7" />
    </span>
  ),
  title:
    "mx-auto mt-5 max-w-3xl font-(family-name:--font-heading) text-3xl leading-tight font-bold text-balance md:text-5xl",
  text: "mx-auto mt-5 max-w-xl text-lg leading-relaxed",
  action: "mt-9",
  button: fc.lightButton,
};

const SandBand = ({ children }: { children: ReactNode }) => <Band tone="sand">{children}</Band>;
const MistBand = ({ children }: { children: ReactNode }) => <Band tone="mist">{children}</Band>;

/** Fresh coastal's home: the kit's sections after its fact strip and welcome, on sand and mist bands, its photos between. */
export const homeLook: HomeSectionsLook = {
  Hero,
  order: [
    factStrip,
    "welcome",
    "booking",
    { Band: SandBand, sections: ["units"] },
    { Band: SandBand, sections: ["facilities"] },
    photoSelection,
    { Band: MistBand, sections: ["reviews"] },
    "surroundings",
    "posts",
  ],
  Heading: SectionHeading,
  moreLink: fc.ghostButton,
  booking: { section: `${fc.container} pb-16 md:pb-24`, widget: "mx-auto max-w-2xl" },
  welcome: welcomeLook,
  units: {
    section: `${fc.container} py-12 md:py-16`,
    body: "mt-12",
    list: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
  },
  facilities: { section: `${fc.container} py-12 md:py-16`, body: "mt-12", look: facilityLook },
  reviews: { section: `${fc.container} py-12 md:py-16`, body: "mt-8", look: reviewLook },
  surroundings: {
    section: `${fc.container} py-16 md:py-24`,
    body: "mt-12",
    places: (places, t) => <PlaceRoute places={places} t={t} headingLevel={3} layout="across" />,
  },
  posts: {
    section: `${fc.container} pt-4 pb-16 md:pb-24`,
    body: "mt-12",
    look: postLook,
    sizes: "(min-width: 1152px) 540px, (min-width: 768px) 46vw, 100vw",
  },
  closing: enquireLook,
};
