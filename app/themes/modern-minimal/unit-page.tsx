import { UnitList } from "../kit/blocks/unit-list.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import { contactPath } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { bookingLook, unitListLook } from "./look.tsx";
import { mm } from "./tokens.ts";
import { UnitFacilities } from "./unit-facilities.tsx";

/**
 * One place to stay: its kind, name and words above its cover, the story beside the booking
 * widget, its photos, its facilities and the other places.
 */
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
            <a href={contactPath(data.site, unit.slug)} className={mm.link}>
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
        <section aria-labelledby="others-heading" className={`${mm.container} py-16 md:py-24`}>
          <h2 id="others-heading" className={`${mm.h2} mt-3`}>
            {t.unit.others}
          </h2>
          <div className="mt-10">
            <UnitList units={others} t={t} look={unitListLook} />
          </div>
        </section>
      )}
    </>
  );
}
