import { HouseHeart, Images } from "lucide-react";
import type { EnquireLook } from "../kit/blocks/enquire-card.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import type { HomeSectionsLook, HomeWelcomeLook } from "../kit/theme.ts";
import { Hero, heroPhotos } from "./hero.tsx";
import { HostPortrait } from "./host-portrait.tsx";
import { facilityLook, factsLook, postLook, reviewLook } from "./look.tsx";
import { Eyebrow } from "./ornaments.tsx";
import { PlaceCards } from "./place-cards.tsx";
import { OatBand, SectionHeading } from "./sections.tsx";
import { wc } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";

/** The welcome: the host in an arch-shaped frame with a drawn arch behind it, the words beside. */
const welcomeLook: HomeWelcomeLook = {
  section: `${wc.container} grid items-center gap-12 py-16 md:grid-cols-12 md:gap-14 md:py-24`,
  /** Only a photographed host: the words take the width otherwise. */
  portrait: (props) =>
    props.data.site.about.hostPhoto && (
      <HostPortrait
        {...props}
        sizes="(min-width: 1152px) 330px, (min-width: 768px) 30vw, 15rem"
        className="mx-auto w-full max-w-[15rem] md:col-span-4 md:max-w-none"
      />
    ),
  words: (portrait) => (portrait ? "md:col-span-8" : "md:col-span-10 md:col-start-2"),
  heading: { Label: Eyebrow, title: `${wc.h2} mt-3` },
  intro: (intro) => (
    <div className={`${wc.dropCap} mt-7 max-w-[62ch]`}>
      <p className="text-base leading-[1.8] whitespace-pre-line text-[#5a4536] md:text-lg">{intro}</p>
    </div>
  ),
  facts: { look: factsLook, className: "mt-8" },
  more: { className: "mt-9 flex flex-wrap items-center gap-x-7 gap-y-4", link: wc.link, unit: wc.softButton },
};

/**
 * Four photos the hero does not show as a little collage: one big, one in an arch, two small;
 * fewer than four sit side by side.
 */
function photoSelection({ data, t }: ThemePageProps) {
  const { site } = data;
  const inHero = new Set(heroPhotos(site).map((p) => p.id));
  const photos = site.gallery.filter((p) => !inHero.has(p.id)).slice(0, 4);
  if (photos.length === 0) return null;
  const four = photos.length >= 4;
  const shapes = [
    "col-span-2 aspect-[4/3] rounded-[2rem] md:row-span-2",
    "row-span-2 rounded-t-[999px] rounded-b-[1.75rem]",
    "aspect-square rounded-[1.5rem]",
    "aspect-square rounded-[1.5rem] md:rounded-br-[4rem]",
  ];
  const sizes = [
    "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw",
    "(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw",
    "(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw",
    "(min-width: 1152px) 270px, (min-width: 768px) 25vw, 50vw",
  ];
  return (
    <section aria-labelledby="photos-heading" className={`${wc.container} pb-16 md:pb-20`}>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <h2 id="photos-heading" className={wc.h2}>
          {t.nav.gallery}
        </h2>
        <a href={site.paths.gallery} className={wc.softButton}>
          <Images aria-hidden="true" className="size-5" />
          {t.home.gallery}
        </a>
      </div>
      {four ? (
        <ul className="mt-10 grid grid-cols-2 gap-3 md:h-[34rem] md:grid-cols-4 md:grid-rows-2 md:gap-4">
          {photos.slice(0, 4).map((photo, i) => (
            <li key={photo.id} className={`${shapes[i]} overflow-hidden md:aspect-auto`}>
              <Photo
                photo={photo}
                sizes={sizes[i] ?? "50vw"}
                className="block h-full bg-[#eadcc8]"
                imgClassName={wc.image}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.id}>
              <Photo
                photo={photo}
                sizes="(min-width: 640px) 33vw, 100vw"
                className={`${wc.frame} aspect-[4/3] rounded-[1.5rem]`}
                imgClassName={wc.image}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The last word: a warm accent card that asks guests to get in touch. */
const enquireLook: EnquireLook = {
  section: `${wc.container} pt-4`,
  Card: ({ children }) => (
    <div className="relative isolate overflow-hidden rounded-[2.5rem] bg-(--accent) px-6 py-14 text-center text-white md:px-16 md:py-20 [&_a:focus-visible]:outline-white">
      <span aria-hidden="true" className="absolute -top-20 -left-16 -z-10 size-56 rounded-full bg-white/8" />
      <span
        aria-hidden="true"
        className="absolute -right-12 -bottom-16 -z-10 size-52 rounded-full border-2 border-dashed border-white/25"
      />
      {children}
    </div>
  ),
  icon: (
    <span className="inline-flex size-14 items-center justify-center rounded-full bg-white/15">
      <HouseHeart aria-hidden="true" className="size-7" />
    </span>
  ),
  title: "mt-5 font-(family-name:--font-heading) text-3xl leading-tight font-semibold text-balance md:text-5xl",
  text: "mx-auto mt-5 max-w-xl text-lg leading-relaxed",
  action: "mt-9",
  button:
    "inline-flex items-center gap-2 rounded-full bg-[#fbf5ec] px-7 py-3.5 font-bold text-[#3a2a1f] shadow-lg transition hover:-translate-y-0.5 hover:bg-white",
};

/** Warm cozy's home: the kit's sections, the collage its own, the middle ones on oat bands. */
export const homeLook: HomeSectionsLook = {
  Hero,
  order: [
    "welcome",
    "booking",
    { Band: OatBand, sections: ["units", "facilities", photoSelection] },
    "reviews",
    { Band: OatBand, sections: ["surroundings"] },
    "posts",
  ],
  Heading: SectionHeading,
  moreLink: wc.softButton,
  booking: { section: `${wc.container} pb-16 md:pb-24`, widget: "mx-auto max-w-2xl" },
  welcome: welcomeLook,
  units: {
    section: `${wc.container} py-14 md:py-20`,
    body: "mt-12",
    list: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
  },
  facilities: {
    section: `${wc.container} py-14 md:py-20`,
    body: "mt-12",
    more: "mt-10 text-center",
    look: facilityLook,
  },
  reviews: { section: `${wc.container} py-16 text-center md:py-24`, body: "mt-8 [&>ul]:text-left", look: reviewLook },
  surroundings: {
    section: `${wc.container} py-14 md:py-20`,
    body: "mt-12",
    more: "mt-10 text-center",
    intro: true,
    places: (places, t) => <PlaceCards places={places} t={t} headingLevel={3} columns="three" />,
  },
  posts: {
    section: `${wc.container} py-16 md:py-24`,
    body: "mt-10",
    look: postLook,
    sizes: "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw",
  },
  closing: enquireLook,
};
