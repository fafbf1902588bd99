import { ArrowRight, ArrowUpRight } from "lucide-react";
import type { PhotoView } from "../../../modules/site-view/site-view.ts";
import { CapacityFacts } from "../kit/blocks/capacity-facts.tsx";
import { PlaceList } from "../kit/blocks/place-list.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import type { HomeSectionsLook, OwnHomeSection } from "../kit/theme.ts";
import { Hero, heroPhotos } from "./hero.tsx";
import { placeLook, postCardLook, reviewLook } from "./look.tsx";
import { Marquee } from "./marquee.tsx";
import { SectionHead } from "./parts.tsx";
import { fittedSize, twoDigits, uh } from "./tokens.ts";
import { UnitRows } from "./unit-cards.tsx";
import { facilityLook } from "./unit-facilities.tsx";

const moreLink = `${uh.link} inline-flex items-center gap-2`;
const section = `${uh.container} py-16 md:py-24`;
const body = "mt-12 md:mt-16";

/** A section's heading, numbered in the order the sections are drawn; a section's introduction is its small line. */
const Heading: HomeSectionsLook["Heading"] = ({ id, number, title, label, intro, action }) => (
  <SectionHead id={id} number={twoDigits(number)} label={label ?? intro} title={title} aside={action} />
);

/** The hero, and under it a strip of the site's, its units' and its town's names sliding by (no section: it takes no number). */
function Opening(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const words = [
    site.name,
    ...(site.units.length > 1 ? site.units.map((u) => u.name) : site.units.map((u) => t.unitTypes[u.type])),
    site.contact.city,
  ];
  return (
    <>
      <Hero {...props} />
      <Marquee
        words={words}
        className={`mt-px bg-(--accent) py-3 font-(family-name:--font-heading) text-2xl font-bold text-[#0e0e0e] uppercase tracking-[-0.01em] md:py-4 md:text-4xl`}
      />
    </>
  );
}

/** The welcome: its number beside the introduction's first paragraph set large, a single unit's facts or the host below. */
const welcome: OwnHomeSection = ({ data, t, number }) => {
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  if (!site.intro && !single) return null;
  const host = site.about.hostPhoto;
  const [firstParagraph, ...moreParagraphs] = site.intro.split(/\n\s*\n/);
  return (
    <section aria-labelledby="intro-heading" className={section}>
      <div className="grid gap-x-10 gap-y-8 md:grid-cols-12 md:grid-rows-[auto_1fr]">
        <div className="md:col-span-4">
          <p className={uh.label}>
            <span className="text-(--accent)">{twoDigits(number)}</span> / {t.home.welcome}
          </p>
          <h2 id="intro-heading" className="sr-only">
            {t.home.welcome}
          </h2>
        </div>
        <div className="md:col-span-8 md:row-span-2">
          {firstParagraph && (
            <p className="font-(family-name:--font-heading) text-2xl leading-[1.2] font-medium tracking-[-0.01em] md:text-[2rem]">
              {firstParagraph}
            </p>
          )}
          <div className="mt-8 md:ml-[25%]">
            {moreParagraphs.map((p) => (
              <p key={p} className={`${uh.body} mt-4 whitespace-pre-line`}>
                {p}
              </p>
            ))}
            <p className="mt-8">
              <a href={site.paths.about} className={moreLink}>
                {t.home.about}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </p>
          </div>
        </div>
        {single ? (
          <CapacityFacts
            unit={single}
            t={t}
            className={`border-t ${uh.line} md:col-span-4 md:row-start-2`}
            itemClassName={`flex items-center gap-4 border-b ${uh.line} py-3 font-(family-name:--font-mono) text-sm text-[#f2efe8]`}
            iconClassName="size-5 text-(--accent)"
          />
        ) : (
          host && (
            <figure className="group max-w-[15rem] md:col-span-4 md:row-start-2 md:max-w-xs">
              <Photo
                photo={host}
                sizes="(min-width: 768px) 20rem, 15rem"
                className="block aspect-[4/5] overflow-hidden bg-[#181818]"
                imgClassName={`h-full w-full object-cover ${uh.photoHover}`}
              />
              {site.about.hostNames && (
                <figcaption className={`${uh.label} mt-3`}>
                  {t.about.hosts}: <span className="text-[#f2efe8]">{site.about.hostNames}</span>
                </figcaption>
              )}
            </figure>
          )
        )}
      </div>
    </section>
  );
};

/**
 * Four photos set off against each other on the 12 columns: a wide one and a narrower one,
 * then a row that starts one column in. Fixed row heights keep each row's edges flush.
 */
const MOSAIC = [
  { cell: "col-span-2 aspect-[4/3] md:col-span-7", sizes: "(min-width: 768px) 58vw, 100vw" },
  { cell: "aspect-[3/4] md:col-span-5", sizes: "(min-width: 768px) 42vw, 50vw" },
  { cell: "aspect-[3/4] md:col-span-4 md:col-start-2", sizes: "(min-width: 768px) 33vw, 50vw" },
  { cell: "col-span-2 aspect-[16/9] md:col-span-7", sizes: "(min-width: 768px) 58vw, 100vw" },
];

function PhotoMosaic({ photos }: { photos: PhotoView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 md:grid-cols-12 md:grid-rows-[min(38vw,34rem)_min(27vw,24rem)] md:gap-4">
      {photos.map((photo, i) => (
        <li key={photo.id} className={`group md:aspect-auto ${MOSAIC[i]?.cell ?? ""}`}>
          <Photo
            photo={photo}
            sizes={MOSAIC[i]?.sizes ?? "50vw"}
            className="block h-full overflow-hidden bg-[#181818]"
            imgClassName={`h-full w-full object-cover ${uh.photoHover}`}
          />
        </li>
      ))}
    </ul>
  );
}

/** Four photos as a mosaic, those the hero and the unit rows do not show where there are four such. */
const photos: OwnHomeSection = ({ data, t, number }) => {
  const { site } = data;
  const shown = new Set(
    [...heroPhotos(site), ...site.units.flatMap((u) => (u.cover ? [u.cover] : []))].map((p) => p.src),
  );
  const fresh = site.gallery.filter((p) => !shown.has(p.src));
  const mosaic = fresh.length >= 4 ? fresh.slice(0, 4) : site.gallery.slice(0, 4);
  if (mosaic.length < 4) return null;
  return (
    <section aria-labelledby="photos-heading" className={section}>
      <Heading
        id="photos-heading"
        number={number}
        label={t.gallery.count(site.gallery.length)}
        title={t.nav.gallery}
        action={
          <a href={site.paths.gallery} className={moreLink}>
            {t.home.gallery}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        }
      />
      <div className={body}>
        <PhotoMosaic photos={mosaic} />
      </div>
    </section>
  );
};

/** The last word on the accent: the tagline, then the call to book set as large as it fits. */
function Closing({ data, t }: ThemePageProps) {
  const { site } = data;
  return (
    <section className="bg-(--accent) text-[#0e0e0e]">
      <div className={section}>
        {site.tagline && (
          <p className="max-w-2xl font-(family-name:--font-mono) text-sm leading-relaxed">{site.tagline}</p>
        )}
        <a
          href={site.paths.book}
          className={`${uh.display} group mt-8 block leading-[0.86] tracking-[-0.04em] focus-visible:outline-[#0e0e0e]!`}
          style={{ fontSize: fittedSize(t.home.checkAvailability, 80, 2.25, 8) }}
        >
          <span className="underline decoration-4 underline-offset-[0.1em] group-hover:decoration-8">
            {t.home.checkAvailability}
          </span>
          <ArrowUpRight
            aria-hidden="true"
            className="ml-[0.15em] inline size-[0.7em] align-baseline transition-transform group-hover:translate-x-2 group-hover:-translate-y-2"
          />
        </a>
      </div>
    </section>
  );
}

/** Urban hip's home: the kit's sections numbered, four reviews and places, its welcome, photos and closing its own. */
export const homeLook: HomeSectionsLook = {
  Hero: Opening,
  order: [welcome, "booking", "units", photos, "facilities", "reviews", "surroundings", "posts"],
  Heading,
  moreLink,
  count: 4,
  booking: { section: `${uh.container} pb-16 md:pb-24`, widget: "md:ml-[33.333%] md:max-w-2xl" },
  units: { section, body, list: (units, t) => <UnitRows units={units} t={t} headingLevel={3} /> },
  facilities: { section, body, look: facilityLook },
  reviews: {
    section,
    body,
    labelled: true,
    look: reviewLook,
    beside: "grid gap-x-10 gap-y-6 md:grid-cols-12 md:grid-rows-[auto_1fr]",
    average: (average) => (
      <p
        aria-hidden="true"
        className="font-(family-name:--font-heading) text-[7rem] leading-[0.8] font-bold tracking-[-0.05em] text-(--accent) md:col-span-4 md:row-start-1 md:text-[11rem]"
      >
        {average}
      </p>
    ),
  },
  surroundings: {
    section,
    body,
    labelled: true,
    places: (places, t) => <PlaceList places={places} t={t} look={placeLook} />,
  },
  posts: { section, body, linked: true, look: postCardLook, sizes: "(min-width: 768px) 50vw, 100vw" },
  closing: Closing,
};
