import type { EnquireLook } from "../kit/blocks/enquire-card.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { Paragraphs } from "../kit/blocks/paragraphs.tsx";
import { PlaceList } from "../kit/blocks/place-list.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { HomeSectionsLook, HomeWelcomeLook } from "../kit/theme.ts";
import { Cameo, MatPhoto } from "./frames.tsx";
import { Hero } from "./hero.tsx";
import { placeTeaserLook, postLook, reviewLook } from "./look.tsx";
import { DoubleRule, Flourish } from "./ornaments.tsx";
import { SectionHeading } from "./parts.tsx";
import { ce } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";
import { FactsBand, facilityLook } from "./unit-sections.tsx";

/** The welcome: the host's portrait in an oval above the story's title and the introduction. */
const welcomeLook: HomeWelcomeLook = {
  section: `${ce.container} py-20 md:py-28`,
  portrait: ({ data, t }) => {
    const { about } = data.site;
    return (
      about.hostPhoto && (
        <figure className="mx-auto mb-12 w-40 text-center md:w-44">
          <Cameo photo={about.hostPhoto} sizes="11rem" />
          {about.hostNames && (
            <figcaption className="mt-6">
              <span className={`block ${ce.capsMuted}`}>{t.about.hosts}</span>
              <span className="mt-1 block font-(family-name:--font-heading) text-lg text-[#1f1d1a]">
                {about.hostNames}
              </span>
            </figcaption>
          )}
        </figure>
      )
    );
  },
  intro: (intro) => (
    <Paragraphs
      text={intro}
      className={`${ce.openingLine} mx-auto mt-10 max-w-[40rem] space-y-6 text-center`}
      paragraph={ce.body}
    />
  ),
  more: { className: "mt-10 text-center", link: ce.link },
};

/** A single unit's facts and its first few kinds of facilities. */
function highlights({ data, t }: ThemePageProps) {
  const { site } = data;
  const unit = site.units.length === 1 ? site.units[0] : undefined;
  if (!unit) return null;
  return (
    <section aria-labelledby="facilities-heading" className={`${ce.ecru} py-20 md:py-28`}>
      <div className={ce.container}>
        <SectionHeading id="facilities-heading" label={t.unitTypes[unit.type]} title={t.nav.facilities} />
        <FactsBand unit={unit} t={t} className="mt-12" />
        {unit.facilities.length > 0 && (
          <div className="mt-14">
            <FacilityGroups unit={unit} t={t} look={facilityLook} headingLevel={3} limit={3} />
          </div>
        )}
        <p className="mt-14 text-center">
          <a href={site.paths.facilities} className={ce.ghostButton}>
            {t.nav.facilities}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * Three photos hung symmetrically: a larger one in the middle, a smaller one either side,
 * each in its mat. Below the md breakpoint the middle one leads and the others sit beneath.
 */
function photoSelection({ data, t }: ThemePageProps) {
  const { site } = data;
  const hero = site.hero;
  const photos = site.gallery.filter((p) => !hero || (p.id !== hero.id && p.src !== hero.src)).slice(0, 3);
  if (photos.length === 0) return null;
  const [left, middle, right] = photos.length === 3 ? photos : [undefined, photos[0], photos[1]];
  const side = "(min-width: 1152px) 290px, (min-width: 768px) 25vw, 44vw";
  return (
    <section aria-labelledby="photos-heading" className={`${ce.container} py-20 md:py-28`}>
      <SectionHeading id="photos-heading" label={t.gallery.count(site.gallery.length)} title={t.nav.gallery} />
      <ul className="mt-14 grid grid-cols-2 items-center gap-5 md:grid-cols-[1fr_1.35fr_1fr] md:gap-8">
        {middle && (
          <li className="col-span-2 md:order-2 md:col-span-1">
            <MatPhoto
              photo={middle}
              sizes="(min-width: 1152px) 400px, (min-width: 768px) 34vw, 92vw"
              shape="aspect-[4/5]"
            />
          </li>
        )}
        {left && (
          <li className="md:order-1">
            <MatPhoto photo={left} sizes={side} shape="aspect-[4/5]" />
          </li>
        )}
        {right && (
          <li className={`md:order-3 ${left ? "" : "col-span-2 md:col-span-1"}`}>
            <MatPhoto photo={right} sizes={side} shape="aspect-[4/5]" />
          </li>
        )}
      </ul>
      <p className="mt-14 text-center">
        <a href={site.paths.gallery} className={ce.ghostButton}>
          {t.home.gallery}
        </a>
      </p>
    </section>
  );
}

/** The last word, set like an invitation card with a double edge. */
const closingLook: EnquireLook = {
  section: `${ce.container} py-20 md:py-28`,
  Card: ({ children }) => (
    <div
      className={`${ce.paper} mx-auto max-w-3xl border border-(--accent)/40 px-6 py-16 text-center outline-1 outline-offset-[-9px] outline-(--accent)/25 outline-solid shadow-[0_24px_48px_-36px_rgba(31,29,26,0.6)] sm:px-14 md:py-20`}
    >
      {children}
    </div>
  ),
  icon: <Flourish className="mx-auto" />,
  title: `${ce.h2} mt-7`,
  text: `${ce.body} mx-auto mt-6 max-w-lg`,
  action: "mt-10",
  button: ce.button,
};

/** Classic elegant's home: the kit's sections, its highlights and hung photos its own; no arrows. */
export const homeLook: HomeSectionsLook = {
  Hero,
  order: ["welcome", "booking", "units", highlights, photoSelection, "reviews", "surroundings", "posts"],
  Heading: SectionHeading,
  moreLink: ce.ghostButton,
  arrows: false,
  booking: { section: `${ce.container} pb-20 md:pb-28`, widget: "mx-auto max-w-2xl" },
  welcome: welcomeLook,
  units: {
    section: `${ce.ecru} py-20 md:py-28`,
    inner: ce.container,
    body: "mt-16",
    list: (units, t) => <UnitCards units={units} t={t} headingLevel={3} />,
  },
  /** The reviews on ecru under their average, large in the display face. */
  reviews: {
    section: `${ce.ecru} py-20 md:py-28`,
    inner: ce.container,
    body: "mt-4",
    look: reviewLook,
    average: (average) => (
      <p aria-hidden="true" className="mt-10 text-center font-(family-name:--font-heading) text-6xl text-(--accent)">
        {average}
      </p>
    ),
  },
  surroundings: {
    section: `${ce.container} py-20 md:py-28`,
    body: "mt-16",
    more: "mt-14 text-center",
    labelled: true,
    intro: true,
    places: (places, t) => <PlaceList places={places} t={t} look={placeTeaserLook} />,
  },
  posts: {
    section: `${ce.container} pb-4`,
    ornament: <DoubleRule className="mb-20 text-(--accent)/35 md:mb-28" />,
    body: "mt-16",
    look: postLook,
    sizes: "(min-width: 1152px) 500px, (min-width: 768px) 44vw, 88vw",
  },
  closing: closingLook,
};
