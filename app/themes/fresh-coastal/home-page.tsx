import { ArrowRight, Images, MessageCircleHeart } from "lucide-react";
import type { PhotoView, SiteView, UnitView } from "../../../modules/site-view/site-view.ts";
import { EnquireCard, type EnquireLook } from "../kit/blocks/enquire-card.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { LatestPosts } from "../kit/blocks/latest-posts.tsx";
import { ReviewList } from "../kit/blocks/review-list.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import { ratingNumber } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { Stars } from "../kit/stars.tsx";
import { Hero } from "./hero.tsx";
import { bookingLook, facilityLook, postLook, reviewLook } from "./look.tsx";
import { Band, Tag } from "./ornaments.tsx";
import { opensWithWave } from "./parts.tsx";
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
function FactStrip({
  site,
  t,
  unit,
  raised,
}: {
  site: SiteView;
  t: ThemePageProps["t"];
  unit: UnitView;
  raised: boolean;
}) {
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
            <Stars rating={average} label={t.reviews.rating(Math.round(average))} className="text-(--accent)" />
            <span>{t.reviews.summary(ratingNumber(average, site.lang), count)}</span>
          </li>
        )}
      </UnitFacts>
    </div>
  );
}

/** The welcome: the story's first words beside two photos in round portholes. */
function Welcome({ data, t, photos }: ThemePageProps & { photos: PhotoView[] }) {
  const { site } = data;
  const [big, small] = photos;
  return (
    <section
      aria-labelledby="welcome-heading"
      className={`${fc.container} grid items-center gap-14 py-16 md:py-24 lg:grid-cols-12 lg:gap-16`}
    >
      <div className={big ? "lg:col-span-7" : "lg:col-span-9"}>
        <Tag>{t.nav.about}</Tag>
        <h2 id="welcome-heading" className={`${fc.h2} mt-5`}>
          {site.about.title || site.name}
        </h2>
        {site.intro && <p className={`${fc.text} mt-7 max-w-[62ch] whitespace-pre-line md:text-lg`}>{site.intro}</p>}
        <p className="mt-9">
          <a href={site.paths.about} className={fc.ghostButton}>
            {t.home.about}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </p>
      </div>
      {big && (
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
      )}
    </section>
  );
}

/** Four photos bobbing along the horizon, alternately a little higher and lower. */
function PhotoSelection({ data, t, photos }: ThemePageProps & { photos: PhotoView[] }) {
  const { site } = data;
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

export function HomePage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const photos = otherPhotos(site);
  const welcomePhotos = photos.slice(0, 2);
  const selection = photos.slice(2, 6);
  return (
    <>
      <Hero {...props} />
      {single && <FactStrip site={site} t={t} unit={single} raised={opensWithWave(props)} />}
      <Welcome {...props} photos={welcomePhotos} />
      {single && (
        <div className={`${fc.container} pb-16 md:pb-24`}>
          <BookingWidget {...props} look={bookingLook} unit={single} className="mx-auto max-w-2xl" />
        </div>
      )}
      {site.units.length > 1 && (
        <Band tone="sand">
          <section aria-labelledby="units-heading" className={`${fc.container} py-12 md:py-16`}>
            <SectionHeading id="units-heading" title={t.home.units} intro={t.home.unitsIntro} />
            <div className="mt-12">
              <UnitCards units={site.units} t={t} headingLevel={3} />
            </div>
          </section>
        </Band>
      )}
      {single && single.facilities.length > 0 && (
        <Band tone="sand">
          <section aria-labelledby="facilities-heading" className={`${fc.container} py-12 md:py-16`}>
            <SectionHeading
              id="facilities-heading"
              title={t.nav.facilities}
              action={
                <a href={site.paths.facilities} className={fc.ghostButton}>
                  {t.nav.facilities}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              }
            />
            <div className="mt-12">
              <FacilityGroups look={facilityLook} unit={single} t={t} headingLevel={3} limit={3} />
            </div>
          </section>
        </Band>
      )}
      {selection.length >= 3 && <PhotoSelection {...props} photos={selection} />}
      {site.reviews.count > 0 && (
        <Band tone="mist">
          <section aria-labelledby="reviews-heading" className={`${fc.container} py-12 md:py-16`}>
            <SectionHeading id="reviews-heading" title={t.home.reviews} />
            <div className="mt-8">
              <ReviewList site={site} t={t} look={reviewLook} limit={3} />
            </div>
          </section>
        </Band>
      )}
      {site.surroundings.places.length > 0 && (
        <section aria-labelledby="surroundings-heading" className={`${fc.container} py-16 md:py-24`}>
          <SectionHeading
            id="surroundings-heading"
            title={t.home.surroundings}
            action={
              <a href={site.paths.surroundings} className={fc.ghostButton}>
                {t.nav.surroundings}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            }
          />
          <div className="mt-12">
            <PlaceRoute places={site.surroundings.places.slice(0, 3)} t={t} headingLevel={3} layout="across" />
          </div>
        </section>
      )}
      {site.posts.length > 0 && (
        <section aria-labelledby="posts-heading" className={`${fc.container} pt-4 pb-16 md:pb-24`}>
          <SectionHeading id="posts-heading" title={t.home.posts} tag={t.nav.blog} />
          <div className="mt-12">
            <LatestPosts
              site={site}
              t={t}
              look={postLook}
              sizes="(min-width: 1152px) 540px, (min-width: 768px) 46vw, 100vw"
            />
          </div>
        </section>
      )}
      <EnquireCard site={site} t={t} look={enquireLook} />
    </>
  );
}
