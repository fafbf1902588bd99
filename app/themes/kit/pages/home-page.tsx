import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { CapacityFacts } from "../blocks/capacity-facts.tsx";
import { FacilityGroups } from "../blocks/facility-groups.tsx";
import { LatestPosts } from "../blocks/latest-posts.tsx";
import { PlaceList } from "../blocks/place-list.tsx";
import { ReviewList } from "../blocks/review-list.tsx";
import { UnitList } from "../blocks/unit-list.tsx";
import { BookingWidget } from "../booking/booking-widget.tsx";
import { Photo } from "../photo.tsx";
import type { HomePageLook, KitPageProps } from "../theme.ts";
import { HomeSections } from "./home-sections.tsx";

function Section({
  id,
  title,
  label,
  look,
  children,
}: {
  id: string;
  title: string;
  label?: string;
  look: HomePageLook;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={look.section.section}>
      {label && <p className={look.section.label}>{label}</p>}
      <h2 id={id} className={look.section.title}>
        {title}
      </h2>
      <div className={look.section.body}>{children}</div>
    </section>
  );
}

/**
 * The home page: the theme's hero, the welcome (with a single unit's booking widget), the
 * places to stay, a mosaic of photos, a single unit's facilities, the reviews, the places
 * nearby, the latest posts and a last call to book.
 */
export function HomePage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { site } = data;
  const look = theme.look.home;
  if (!look) throw new Error("a theme draws its home page or gives the kit's a look");
  if ("order" in look) return <HomeSections {...props} theme={theme} look={look} />;
  const { Hero, welcome } = look;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const mosaic = site.gallery.slice(0, 5);
  return (
    <>
      <Hero {...props} />
      {(site.intro || single) && (
        <section className={welcome.section}>
          <div className={welcome.aside}>
            <p className={welcome.label}>{t.home.welcome}</p>
            {single && (
              <CapacityFacts
                unit={single}
                t={t}
                className={welcome.facts.list}
                itemClassName={welcome.facts.item}
                iconClassName={welcome.facts.icon}
              />
            )}
            {single && <BookingWidget {...props} look={theme.look.booking} unit={single} className={welcome.widget} />}
          </div>
          <div className={welcome.text}>
            {site.intro && <p className={welcome.intro}>{site.intro}</p>}
            <p className={welcome.more}>
              <a href={site.paths.about} className={look.link}>
                {t.home.about}
              </a>
            </p>
          </div>
        </section>
      )}
      {site.units.length > 1 && (
        <Section id="units-heading" title={t.home.units} label={t.home.unitsIntro} look={look}>
          <UnitList units={site.units} t={t} look={look.units} />
        </Section>
      )}
      {mosaic.length >= 3 && (
        <section aria-label={t.nav.gallery} className={look.mosaic.section}>
          <ul className={look.mosaic.list}>
            {mosaic.map((photo, i) => (
              <li key={photo.id} className={i === 0 ? "col-span-2 row-span-2" : ""}>
                <Photo
                  photo={photo}
                  sizes={i === 0 ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 768px) 25vw, 50vw"}
                  className={look.mosaic.photo}
                  imgClassName={look.mosaic.image}
                />
              </li>
            ))}
          </ul>
          <p className={look.mosaic.more}>
            <a href={site.paths.gallery} className={look.link}>
              {t.home.gallery}
            </a>
          </p>
        </section>
      )}
      {single && single.facilities.length > 0 && (
        <Section id="facilities-heading" title={t.nav.facilities} look={look}>
          <FacilityGroups unit={single} t={t} look={look.facilities} limit={3} />
          <p className="mt-10">
            <a href={site.paths.facilities} className={look.link}>
              {t.nav.facilities} <ArrowRight aria-hidden="true" className="inline size-4" />
            </a>
          </p>
        </Section>
      )}
      {site.reviews.count > 0 && (
        <div className={look.reviews.band}>
          <Section id="reviews-heading" title={t.home.reviews} look={look}>
            <ReviewList site={site} t={t} look={look.reviews.look} limit={3} />
          </Section>
        </div>
      )}
      {site.surroundings.places.length > 0 && (
        <Section id="surroundings-heading" title={t.home.surroundings} look={look}>
          <PlaceList places={site.surroundings.places.slice(0, 3)} t={t} look={look.places} />
          <p className="mt-10">
            <a href={site.paths.surroundings} className={look.link}>
              {t.nav.surroundings}
            </a>
          </p>
        </Section>
      )}
      {site.posts.length > 0 && (
        <Section id="posts-heading" title={t.home.posts} look={look}>
          <LatestPosts site={site} t={t} look={theme.look.post} sizes={look.posts.sizes} />
        </Section>
      )}
      <section className={look.closing.section}>
        <div className={look.closing.inner}>
          <p className={look.closing.words}>{site.tagline || site.name}</p>
          <a href={site.paths.book} className={look.closing.button}>
            {t.home.checkAvailability}
          </a>
        </div>
      </section>
    </>
  );
}
