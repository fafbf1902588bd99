import { ArrowRight, ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import type { PhotoView } from "../../../modules/site-view/site-view.ts";
import { CapacityFacts } from "../kit/blocks/capacity-facts.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { LatestPosts } from "../kit/blocks/latest-posts.tsx";
import { PlaceList } from "../kit/blocks/place-list.tsx";
import { ReviewList } from "../kit/blocks/review-list.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import { ratingNumber } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { Hero, heroPhotos } from "./hero.tsx";
import { bookingLook, placeLook, postCardLook, reviewLook } from "./look.tsx";
import { Marquee } from "./marquee.tsx";
import { SectionHead } from "./parts.tsx";
import { fittedSize, sectionCounter, uh } from "./tokens.ts";
import { UnitRows } from "./unit-cards.tsx";
import { facilityLook } from "./unit-facilities.tsx";

function Section({
  id,
  number,
  label,
  title,
  aside,
  children,
}: {
  id: string;
  number: string;
  label?: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${uh.container} py-16 md:py-24`}>
      <SectionHead id={id} number={number} label={label} title={title} aside={aside} />
      <div className="mt-12 md:mt-16">{children}</div>
    </section>
  );
}

function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={`${uh.link} inline-flex items-center gap-2`}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}

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

export function HomePage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const next = sectionCounter();
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const path = (page: "about" | "gallery" | "facilities" | "surroundings" | "blog") => site.paths[page];
  // The selection shows what the hero and the unit rows do not.
  const shown = new Set(
    [...heroPhotos(site), ...site.units.flatMap((u) => (u.cover ? [u.cover] : []))].map((p) => p.src),
  );
  const fresh = site.gallery.filter((p) => !shown.has(p.src));
  const mosaic = fresh.length >= 4 ? fresh.slice(0, 4) : site.gallery.slice(0, 4);
  const host = site.about.hostPhoto;
  const [firstParagraph, ...moreParagraphs] = site.intro.split(/\n\s*\n/);
  const marqueeWords = [
    site.name,
    ...(site.units.length > 1 ? site.units.map((u) => u.name) : site.units.map((u) => t.unitTypes[u.type])),
    site.contact.city,
  ];
  return (
    <>
      <Hero {...props} />
      <Marquee
        words={marqueeWords}
        className={`mt-px bg-(--accent) py-3 font-(family-name:--font-heading) text-2xl font-bold text-[#0e0e0e] uppercase tracking-[-0.01em] md:py-4 md:text-4xl`}
      />

      {(site.intro || single) && (
        <section aria-labelledby="intro-heading" className={`${uh.container} py-16 md:py-24`}>
          <div className="grid gap-x-10 gap-y-8 md:grid-cols-12 md:grid-rows-[auto_1fr]">
            <div className="md:col-span-4">
              <p className={uh.label}>
                <span className="text-(--accent)">{next()}</span> / {t.home.welcome}
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
                  <MoreLink href={path("about")}>{t.home.about}</MoreLink>
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
      )}

      {single && (
        <div className={`${uh.container} pb-16 md:pb-24`}>
          <BookingWidget {...props} look={bookingLook} unit={single} className="md:ml-[33.333%] md:max-w-2xl" />
        </div>
      )}

      {site.units.length > 1 && (
        <Section id="units-heading" number={next()} label={t.home.unitsIntro} title={t.home.units}>
          <UnitRows units={site.units} t={t} headingLevel={3} />
        </Section>
      )}

      {mosaic.length === 4 && (
        <Section
          id="photos-heading"
          number={next()}
          label={t.gallery.count(site.gallery.length)}
          title={t.nav.gallery}
          aside={<MoreLink href={path("gallery")}>{t.home.gallery}</MoreLink>}
        >
          <PhotoMosaic photos={mosaic} />
        </Section>
      )}

      {single && single.facilities.length > 0 && (
        <Section
          id="facilities-heading"
          number={next()}
          title={t.nav.facilities}
          aside={<MoreLink href={path("facilities")}>{t.nav.facilities}</MoreLink>}
        >
          <FacilityGroups unit={single} t={t} look={facilityLook} limit={3} />
        </Section>
      )}

      {site.reviews.count > 0 && site.reviews.average !== null && (
        <Section id="reviews-heading" number={next()} label={t.reviews.heading} title={t.home.reviews}>
          <div className="grid gap-x-10 gap-y-6 md:grid-cols-12 md:grid-rows-[auto_1fr]">
            <p
              aria-hidden="true"
              className="font-(family-name:--font-heading) text-[7rem] leading-[0.8] font-bold tracking-[-0.05em] text-(--accent) md:col-span-4 md:row-start-1 md:text-[11rem]"
            >
              {ratingNumber(site.reviews.average, site.lang)}
            </p>
            <ReviewList site={site} t={t} look={reviewLook} limit={4} />
          </div>
        </Section>
      )}

      {site.surroundings.places.length > 0 && (
        <Section
          id="surroundings-heading"
          number={next()}
          label={t.nav.surroundings}
          title={t.home.surroundings}
          aside={<MoreLink href={path("surroundings")}>{t.nav.surroundings}</MoreLink>}
        >
          <PlaceList places={site.surroundings.places.slice(0, 4)} t={t} look={placeLook} />
        </Section>
      )}

      {site.posts.length > 0 && (
        <Section
          id="posts-heading"
          number={next()}
          label={t.nav.blog}
          title={t.home.posts}
          aside={<MoreLink href={path("blog")}>{t.nav.blog}</MoreLink>}
        >
          <LatestPosts site={site} t={t} look={postCardLook} sizes="(min-width: 768px) 50vw, 100vw" />
        </Section>
      )}

      <section className="bg-(--accent) text-[#0e0e0e]">
        <div className={`${uh.container} py-16 md:py-24`}>
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
    </>
  );
}
