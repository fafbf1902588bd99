import { ArrowRight, HouseHeart, Images } from "lucide-react";
import type { PhotoView, UnitView } from "../../../modules/site-view/site-view.ts";
import { EnquireCard, type EnquireLook } from "../kit/blocks/enquire-card.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { LatestPosts } from "../kit/blocks/latest-posts.tsx";
import { ReviewList } from "../kit/blocks/review-list.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import { fill } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { Hero, heroPhotos } from "./hero.tsx";
import { bookingLook, facilityLook, factsLook, postLook, reviewLook } from "./look.tsx";
import { Eyebrow } from "./ornaments.tsx";
import { PlaceCards } from "./place-cards.tsx";
import { OatBand, SectionHeading } from "./sections.tsx";
import { wc } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";

/** The host in an arch-shaped frame with a drawn arch behind it, and the welcome beside. */
function Welcome({ data, t, single }: ThemePageProps & { single: UnitView | undefined }) {
  const { site } = data;
  const host = site.about.hostPhoto;
  return (
    <section
      aria-labelledby="welcome-heading"
      className={`${wc.container} grid items-center gap-12 py-16 md:grid-cols-12 md:gap-14 md:py-24`}
    >
      {host && (
        <figure className="mx-auto w-full max-w-[15rem] md:col-span-4 md:max-w-none">
          <div className="relative">
            <span
              aria-hidden="true"
              className="absolute inset-0 translate-x-3 translate-y-3 rounded-t-[999px] rounded-b-[1.75rem] border-2 border-(--accent)/40"
            />
            <Photo
              photo={host}
              sizes="(min-width: 1152px) 330px, (min-width: 768px) 30vw, 15rem"
              className={`${wc.arch} relative aspect-[4/5]`}
              imgClassName={wc.image}
            />
          </div>
          {site.about.hostNames && (
            <figcaption className="mt-7 text-center">
              <span className="block text-sm font-semibold text-[#6f5847]">{t.about.hosts}</span>
              <span className="mt-0.5 block font-(family-name:--font-heading) text-xl font-semibold text-[#3a2a1f]">
                {site.about.hostNames}
              </span>
            </figcaption>
          )}
        </figure>
      )}
      <div className={host ? "md:col-span-8" : "md:col-span-10 md:col-start-2"}>
        <Eyebrow>{t.nav.about}</Eyebrow>
        <h2 id="welcome-heading" className={`${wc.h2} mt-3`}>
          {site.about.title || site.name}
        </h2>
        {site.intro && (
          <div className={`${wc.dropCap} mt-7 max-w-[62ch]`}>
            <p className="text-base leading-[1.8] whitespace-pre-line text-[#5a4536] md:text-lg">{site.intro}</p>
          </div>
        )}
        {single && <UnitFacts look={factsLook} unit={single} t={t} className="mt-8" />}
        <p className="mt-9 flex flex-wrap items-center gap-x-7 gap-y-4">
          {single && (
            <a href={single.path} className={wc.softButton}>
              {fill(t.home.viewUnit, { name: single.name })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          )}
          <a href={site.paths.about} className={wc.link}>
            {t.home.about}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * Four photos as a little collage: one big, one in an arch, two small; fewer than four sit
 * side by side.
 */
function PhotoSelection({ data, t, photos }: ThemePageProps & { photos: PhotoView[] }) {
  const { site } = data;
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

export function HomePage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const inHero = new Set(heroPhotos(site).map((p) => p.id));
  const selection = site.gallery.filter((p) => !inHero.has(p.id)).slice(0, 4);
  const highlights = single && single.facilities.length > 0 ? single : undefined;
  const band = site.units.length > 1 || highlights || selection.length > 0;
  return (
    <>
      <Hero {...props} />
      <Welcome {...props} single={single} />
      {single && (
        <div className={`${wc.container} pb-16 md:pb-24`}>
          <BookingWidget {...props} look={bookingLook} unit={single} className="mx-auto max-w-2xl" />
        </div>
      )}
      {band && (
        <OatBand>
          {site.units.length > 1 && (
            <section aria-labelledby="units-heading" className={`${wc.container} py-14 md:py-20`}>
              <SectionHeading id="units-heading" title={t.home.units} intro={t.home.unitsIntro} />
              <div className="mt-12">
                <UnitCards units={site.units} t={t} headingLevel={3} />
              </div>
            </section>
          )}
          {highlights && (
            <section aria-labelledby="facilities-heading" className={`${wc.container} py-14 md:py-20`}>
              <SectionHeading id="facilities-heading" title={t.nav.facilities} />
              <div className="mt-12">
                <FacilityGroups
                  look={facilityLook}
                  unit={{ ...highlights, facilities: highlights.facilities.slice(0, 3) }}
                  t={t}
                  headingLevel={3}
                />
              </div>
              <p className="mt-10 text-center">
                <a href={site.paths.facilities} className={wc.softButton}>
                  {t.nav.facilities}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </p>
            </section>
          )}
          {selection.length > 0 && <PhotoSelection {...props} photos={selection} />}
        </OatBand>
      )}
      {site.reviews.count > 0 && (
        <section aria-labelledby="reviews-heading" className={`${wc.container} py-16 text-center md:py-24`}>
          <SectionHeading id="reviews-heading" title={t.home.reviews} />
          <div className="mt-8 [&>ul]:text-left">
            <ReviewList site={site} t={t} look={reviewLook} limit={3} />
          </div>
        </section>
      )}
      {site.surroundings.places.length > 0 && (
        <OatBand>
          <section aria-labelledby="surroundings-heading" className={`${wc.container} py-14 md:py-20`}>
            <SectionHeading
              id="surroundings-heading"
              title={t.home.surroundings}
              intro={site.surroundings.intro || undefined}
            />
            <div className="mt-12">
              <PlaceCards places={site.surroundings.places.slice(0, 3)} t={t} headingLevel={3} columns="three" />
            </div>
            <p className="mt-10 text-center">
              <a href={site.paths.surroundings} className={wc.softButton}>
                {t.nav.surroundings}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </p>
          </section>
        </OatBand>
      )}
      {site.posts.length > 0 && (
        <section aria-labelledby="posts-heading" className={`${wc.container} py-16 md:py-24`}>
          <Eyebrow>{t.nav.blog}</Eyebrow>
          <h2 id="posts-heading" className={`${wc.h2} mt-2`}>
            {t.home.posts}
          </h2>
          <div className="mt-10">
            <LatestPosts
              site={site}
              t={t}
              look={postLook}
              sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
            />
          </div>
        </section>
      )}
      <EnquireCard site={site} t={t} look={enquireLook} />
    </>
  );
}
