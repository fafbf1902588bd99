import type { PhotoView, SiteView, UnitView } from "../../../modules/site-view/site-view.ts";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { LatestPosts } from "../kit/blocks/latest-posts.tsx";
import { PlaceList } from "../kit/blocks/place-list.tsx";
import { ReviewList } from "../kit/blocks/review-list.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import { contactPath, paragraphs, ratingNumber } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Cameo, MatPhoto } from "./frames.tsx";
import { Hero } from "./hero.tsx";
import { bookingLook, placeTeaserLook, postLook, reviewLook } from "./look.tsx";
import { DoubleRule, Flourish } from "./ornaments.tsx";
import { SectionHeading } from "./parts.tsx";
import { ce } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";
import { FactsBand, facilityLook } from "./unit-sections.tsx";

/** The gallery's photos other than the hero's, for the home page's selection. */
export function selectionPhotos(site: SiteView, count: number): PhotoView[] {
  const hero = site.hero;
  return site.gallery.filter((p) => !hero || (p.id !== hero.id && p.src !== hero.src)).slice(0, count);
}

/** The welcome: the host's portrait in an oval, the story's title, the introduction. */
function Welcome({ data, t }: ThemePageProps) {
  const { site } = data;
  const host = site.about.hostPhoto;
  return (
    <section aria-labelledby="welcome-heading" className={`${ce.container} py-20 md:py-28`}>
      {host && (
        <figure className="mx-auto mb-12 w-40 text-center md:w-44">
          <Cameo photo={host} sizes="11rem" />
          {site.about.hostNames && (
            <figcaption className="mt-6">
              <span className={`block ${ce.capsMuted}`}>{t.about.hosts}</span>
              <span className="mt-1 block font-(family-name:--font-heading) text-lg text-[#1f1d1a]">
                {site.about.hostNames}
              </span>
            </figcaption>
          )}
        </figure>
      )}
      <SectionHeading id="welcome-heading" label={t.nav.about} title={site.about.title || site.name} />
      {site.intro && (
        <div className={`${ce.openingLine} mx-auto mt-10 max-w-[40rem] space-y-6 text-center`}>
          {paragraphs(site.intro).map((p) => (
            <p key={p} className={ce.body}>
              {p}
            </p>
          ))}
        </div>
      )}
      <p className="mt-10 text-center">
        <a href={site.paths.about} className={ce.link}>
          {t.home.about}
        </a>
      </p>
    </section>
  );
}

/** A single unit's facts and its first few kinds of facilities. */
function Highlights({ unit, site, t }: { unit: UnitView; site: SiteView; t: ThemePageProps["t"] }) {
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
function PhotoSelection({ site, t, photos }: { site: SiteView; t: ThemePageProps["t"]; photos: PhotoView[] }) {
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

/** The reviews on ecru: the average large in the display face, then three of them. */
function Reviews({ site, t }: { site: SiteView; t: ThemePageProps["t"] }) {
  const { average } = site.reviews;
  return (
    <section aria-labelledby="reviews-heading" className={`${ce.ecru} py-20 md:py-28`}>
      <div className={ce.container}>
        <SectionHeading id="reviews-heading" title={t.home.reviews} />
        {average !== null && (
          <p
            aria-hidden="true"
            className="mt-10 text-center font-(family-name:--font-heading) text-6xl text-(--accent)"
          >
            {ratingNumber(average, site.lang)}
          </p>
        )}
        <div className="mt-4">
          <ReviewList site={site} t={t} look={reviewLook} limit={3} />
        </div>
      </div>
    </section>
  );
}

/** The last word, set like an invitation card with a double edge. */
function Closing({ site, t }: { site: SiteView; t: ThemePageProps["t"] }) {
  return (
    <section aria-labelledby="closing-heading" className={`${ce.container} py-20 md:py-28`}>
      <div
        className={`${ce.paper} mx-auto max-w-3xl border border-(--accent)/40 px-6 py-16 text-center outline-1 outline-offset-[-9px] outline-(--accent)/25 outline-solid shadow-[0_24px_48px_-36px_rgba(31,29,26,0.6)] sm:px-14 md:py-20`}
      >
        <Flourish className="mx-auto" />
        <h2 id="closing-heading" className={`${ce.h2} mt-7`}>
          {t.home.enquire}
        </h2>
        <p className={`${ce.body} mx-auto mt-6 max-w-lg`}>{t.contact.intro}</p>
        <p className="mt-10">
          <a href={contactPath(site)} className={ce.button}>
            {t.contact.form.heading}
          </a>
        </p>
      </div>
    </section>
  );
}

export function HomePage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const photos = selectionPhotos(site, 3);
  return (
    <>
      <Hero {...props} />
      <Welcome {...props} />
      {single && (
        <div className={`${ce.container} pb-20 md:pb-28`}>
          <BookingWidget {...props} look={bookingLook} unit={single} className="mx-auto max-w-2xl" />
        </div>
      )}
      {site.units.length > 1 && (
        <section aria-labelledby="units-heading" className={`${ce.ecru} py-20 md:py-28`}>
          <div className={ce.container}>
            <SectionHeading id="units-heading" title={t.home.units} intro={t.home.unitsIntro} />
            <div className="mt-16">
              <UnitCards units={site.units} t={t} headingLevel={3} />
            </div>
          </div>
        </section>
      )}
      {single && <Highlights unit={single} site={site} t={t} />}
      {photos.length > 0 && <PhotoSelection site={site} t={t} photos={photos} />}
      {site.reviews.count > 0 && <Reviews site={site} t={t} />}
      {site.surroundings.places.length > 0 && (
        <section aria-labelledby="surroundings-heading" className={`${ce.container} py-20 md:py-28`}>
          <SectionHeading
            id="surroundings-heading"
            label={t.nav.surroundings}
            title={t.home.surroundings}
            intro={site.surroundings.intro || undefined}
          />
          <div className="mt-16">
            <PlaceList places={site.surroundings.places.slice(0, 3)} t={t} look={placeTeaserLook} />
          </div>
          <p className="mt-14 text-center">
            <a href={site.paths.surroundings} className={ce.ghostButton}>
              {t.nav.surroundings}
            </a>
          </p>
        </section>
      )}
      {site.posts.length > 0 && (
        <section aria-labelledby="posts-heading" className={`${ce.container} pb-4`}>
          <DoubleRule className="mb-20 text-(--accent)/35 md:mb-28" />
          <SectionHeading id="posts-heading" label={t.nav.blog} title={t.home.posts} />
          <div className="mt-16">
            <LatestPosts
              site={site}
              t={t}
              look={postLook}
              sizes="(min-width: 1152px) 500px, (min-width: 768px) 44vw, 88vw"
            />
          </div>
        </section>
      )}
      <Closing site={site} t={t} />
    </>
  );
}
