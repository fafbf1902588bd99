import { ArrowRight } from "lucide-react";
import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { CapacityFacts } from "../kit/blocks/capacity-facts.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { PlaceList } from "../kit/blocks/place-list.tsx";
import { PostList } from "../kit/blocks/post-list.tsx";
import { ReviewList } from "../kit/blocks/review-list.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { bookingLook, postLook, reviewLook } from "./look.tsx";
import { mm } from "./tokens.ts";
import { facilityLook, UnitFacilities } from "./unit-facilities.tsx";

function Hero(props: ThemePageProps) {
  const { site } = props.data;
  const { t } = props;
  const cta = (
    <a href={props.data.site.paths.book} className={mm.button}>
      {t.home.checkAvailability}
    </a>
  );
  if (site.options.heroLayout === "split" || !site.hero) {
    return (
      <section className={`${mm.container} grid items-center gap-10 py-14 md:grid-cols-2 md:py-20`}>
        <div>
          <p className={mm.label}>{t.home.welcome}</p>
          <h1 className={`${mm.h1} mt-4`}>{site.name}</h1>
          {site.tagline && <p className={`${mm.body} mt-6 max-w-md`}>{site.tagline}</p>}
          <div className="mt-10">{cta}</div>
        </div>
        {site.hero && (
          <Photo
            photo={site.hero}
            sizes="(min-width: 768px) 50vw, 100vw"
            priority
            className="block aspect-[4/5] overflow-hidden bg-neutral-100"
            imgClassName="h-full w-full object-cover"
          />
        )}
      </section>
    );
  }
  return (
    <section className="relative">
      <Photo
        photo={site.hero}
        sizes="100vw"
        priority
        className="block h-[72vh] min-h-[28rem] w-full overflow-hidden bg-neutral-200"
        imgClassName="h-full w-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
      <div className={`${mm.container} absolute inset-x-0 bottom-0 pb-12 md:pb-16`}>
        <h1 className="font-(family-name:--font-heading) text-4xl font-semibold tracking-tight text-white md:text-7xl">
          {site.name}
        </h1>
        {site.tagline && <p className="mt-4 max-w-xl text-lg text-white/90 md:text-xl">{site.tagline}</p>}
        <div className="mt-8">
          <a
            href={props.data.site.paths.book}
            className="inline-flex items-center justify-center bg-white px-7 py-3.5 text-sm font-semibold tracking-wide text-neutral-950 transition-opacity hover:opacity-90"
          >
            {t.home.checkAvailability}
          </a>
        </div>
      </div>
    </section>
  );
}

function UnitCard({ unit, props }: { unit: UnitView; props: ThemePageProps }) {
  const { t } = props;
  return (
    <li className="group">
      {unit.cover && (
        <Photo
          photo={{ ...unit.cover, alt: "" }}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="block aspect-[4/3] overflow-hidden bg-neutral-100"
          imgClassName="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
      )}
      <p className={`${mm.label} mt-5`}>{t.unitTypes[unit.type]}</p>
      <h3 className={`${mm.h3} mt-2 text-xl`}>
        <a href={unit.path} className="hover:underline">
          {unit.name}
        </a>
      </h3>
      <p className="mt-2 text-sm text-neutral-600">
        {/* A studio has no bedroom to count. */}
        {t.capacity.guests(unit.maxGuests)}
        {unit.bedrooms > 0 && " · "}
        {unit.bedrooms > 0 && t.capacity.bedrooms(unit.bedrooms)}
      </p>
      {unit.shortDescription && <p className="mt-3 text-neutral-700">{unit.shortDescription}</p>}
    </li>
  );
}

function Section({
  title,
  label,
  children,
  id,
}: {
  title: string;
  label?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className={`${mm.container} py-16 md:py-24`}>
      {label && <p className={mm.label}>{label}</p>}
      <h2 id={id} className={`${mm.h2} mt-3`}>
        {title}
      </h2>
      <div className="mt-10">{children}</div>
    </section>
  );
}

export function HomePage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const mosaic = site.gallery.slice(0, 5);
  return (
    <>
      <Hero {...props} />
      {(site.intro || single) && (
        <section className={`${mm.container} grid gap-10 py-16 md:grid-cols-5 md:py-24`}>
          <div className="md:col-span-2">
            <p className={mm.label}>{t.home.welcome}</p>
            {single && (
              <CapacityFacts
                unit={single}
                t={t}
                className="mt-6 space-y-3 text-neutral-800"
                itemClassName="flex items-center gap-3"
                iconClassName="size-5 text-(--accent)"
              />
            )}
            {single && <BookingWidget {...props} look={bookingLook} unit={single} className="mt-10" />}
          </div>
          <div className="md:col-span-3">
            {site.intro && <p className={`${mm.body} whitespace-pre-line`}>{site.intro}</p>}
            <p className="mt-8">
              <a href={site.paths.about} className={mm.link}>
                {t.home.about}
              </a>
            </p>
          </div>
        </section>
      )}
      {site.units.length > 1 && (
        <Section id="units-heading" title={t.home.units} label={t.home.unitsIntro}>
          <ul className="grid gap-12 md:grid-cols-3">
            {site.units.map((unit) => (
              <UnitCard key={unit.id} unit={unit} props={props} />
            ))}
          </ul>
        </Section>
      )}
      {mosaic.length >= 3 && (
        <section aria-label={t.nav.gallery} className={`${mm.container}`}>
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-4 md:grid-rows-2">
            {mosaic.map((photo, i) => (
              <li key={photo.id} className={i === 0 ? "col-span-2 row-span-2" : ""}>
                <Photo
                  photo={photo}
                  sizes={i === 0 ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 768px) 25vw, 50vw"}
                  className="block aspect-square h-full overflow-hidden bg-neutral-100"
                  imgClassName="h-full w-full object-cover"
                />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-right">
            <a href={site.paths.gallery} className={mm.link}>
              {t.home.gallery}
            </a>
          </p>
        </section>
      )}
      {single && single.facilities.length > 0 && (
        <Section id="facilities-heading" title={t.nav.facilities}>
          <FacilityGroups unit={single} t={t} look={facilityLook} limit={3} />
          <p className="mt-10">
            <a href={site.paths.facilities} className={mm.link}>
              {t.nav.facilities} <ArrowRight aria-hidden="true" className="inline size-4" />
            </a>
          </p>
        </Section>
      )}
      {site.reviews.count > 0 && (
        <div className="bg-neutral-50">
          <Section id="reviews-heading" title={t.home.reviews}>
            <ReviewList site={site} t={t} look={reviewLook} limit={3} />
          </Section>
        </div>
      )}
      {site.surroundings.places.length > 0 && (
        <Section id="surroundings-heading" title={t.home.surroundings}>
          <PlaceList
            places={site.surroundings.places.slice(0, 3)}
            t={t}
            look={{
              list: "grid gap-10 md:grid-cols-3",
              item: "border-t border-neutral-200 pt-6",
              name: mm.h3,
              meta: "mt-1 text-sm text-neutral-600",
              description: "mt-3 text-neutral-700",
            }}
          />
          <p className="mt-10">
            <a href={site.paths.surroundings} className={mm.link}>
              {t.nav.surroundings}
            </a>
          </p>
        </Section>
      )}
      {site.posts.length > 0 && (
        <Section id="posts-heading" title={t.home.posts}>
          <PostList
            site={site}
            posts={site.posts.slice(0, 2)}
            t={t}
            look={postLook}
            sizes="(min-width: 768px) 50vw, 100vw"
            headingLevel={3}
          />
        </Section>
      )}
      <section className="bg-(--accent)">
        <div
          className={`${mm.container} flex flex-col items-start justify-between gap-6 py-14 md:flex-row md:items-center`}
        >
          <p className="font-(family-name:--font-heading) text-2xl font-semibold text-white md:text-3xl">
            {site.tagline || site.name}
          </p>
          <a
            href={props.data.site.paths.book}
            className="inline-flex items-center bg-white px-7 py-3.5 text-sm font-semibold text-neutral-950 hover:opacity-90"
          >
            {t.home.checkAvailability}
          </a>
        </div>
      </section>
    </>
  );
}

export function UnitPage(props: ThemePageProps) {
  const { data, t } = props;
  const unit = data.unit;
  if (!unit) return null;
  const others = data.site.units.filter((u) => u.id !== unit.id);
  return (
    <>
      <div className={`${mm.container} pt-16 md:pt-24`}>
        <p className={mm.label}>{t.unitTypes[unit.type]}</p>
        <h1 className={`${mm.h1} mt-3`}>{unit.name}</h1>
        {unit.shortDescription && <p className={`${mm.body} mt-6 max-w-2xl`}>{unit.shortDescription}</p>}
      </div>
      {unit.cover && (
        <div className={`${mm.container} mt-10`}>
          <Photo
            photo={unit.cover}
            sizes="(min-width: 1152px) 72rem, 100vw"
            priority
            className="block aspect-[16/9] overflow-hidden bg-neutral-100"
            imgClassName="h-full w-full object-cover"
          />
        </div>
      )}
      <div className={`${mm.container} mt-14 grid gap-14 md:grid-cols-3`}>
        <div className="md:col-span-2">
          {unit.longDescription && <RichText doc={unit.longDescription} className={mm.prose} />}
        </div>
        <aside>
          <BookingWidget {...props} look={bookingLook} unit={unit} />
          <p className="mt-6">
            <a href={`${data.site.paths.contact}?unit=${unit.slug}`} className={mm.link}>
              {t.unit.enquire}
            </a>
          </p>
        </aside>
      </div>
      {unit.photos.length > 0 && (
        <section aria-labelledby="photos-heading" className={`${mm.container} mt-16`}>
          <h2 id="photos-heading" className={mm.h2}>
            {t.unit.photos}
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-3">
            {unit.photos.map((photo) => (
              <li key={photo.id}>
                <Photo
                  photo={photo}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  className="block aspect-[4/3] overflow-hidden bg-neutral-100"
                  imgClassName="h-full w-full object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="facilities-heading" className={`${mm.container} mt-16`}>
        <h2 id="facilities-heading" className={`${mm.h2} mb-10`}>
          {t.unit.facilities}
        </h2>
        <UnitFacilities unit={unit} t={t} headingLevel={3} />
      </section>
      {others.length > 0 && (
        <Section id="others-heading" title={t.unit.others}>
          <ul className="grid gap-12 md:grid-cols-3">
            {others.map((other) => (
              <UnitCard key={other.id} unit={other} props={props} />
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
