import { ArrowRight, ScrollText } from "lucide-react";
import { ArrivalTimes } from "../kit/blocks/arrival-times.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { RichText } from "../kit/rich-text.tsx";
import { arrivalLook, bookingLook, facilityLook, factsLook } from "./look.tsx";
import { Grove, StitchRule, TrailSign } from "./ornaments.tsx";
import { contactPath, SectionHeading } from "./parts.tsx";
import { Print, tilt } from "./prints.tsx";
import { nr } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";

/**
 * One place to stay: its name, facts and the question to the host beside its cover as a
 * large print; the story with a stitched card of practical things (arrival, house rules);
 * its photos as prints, its facilities, the other places last.
 */
export function UnitPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const unit = data.unit;
  if (!unit) return null;
  const others = site.units.filter((u) => u.id !== unit.id);
  const enquire = (
    <a href={contactPath(site, unit.slug)} className={nr.button}>
      {t.unit.enquire}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <>
      <div className={`${nr.container} grid items-center gap-12 pt-10 md:pt-14 lg:grid-cols-12 lg:gap-14`}>
        <div className="lg:col-span-5">
          <TrailSign>{t.unitTypes[unit.type]}</TrailSign>
          <h1 className={`${nr.h1} mt-6`}>{unit.name}</h1>
          <Grove className="mt-6" />
          {unit.shortDescription && <p className={`${nr.lead} mt-5`}>{unit.shortDescription}</p>}
          <UnitFacts look={factsLook} unit={unit} t={t} className="mt-8" />
          <p className="mt-8">{enquire}</p>
        </div>
        {unit.cover && (
          <div className="px-2 sm:px-4 lg:col-span-7">
            <Print
              photo={unit.cover}
              aspect="aspect-[4/3]"
              tiltClass="rotate-[1.5deg]"
              hover={false}
              priority
              sizes="(min-width: 1152px) 600px, (min-width: 1024px) 54vw, 92vw"
            />
          </div>
        )}
      </div>

      <div className={`${nr.container} mt-20 grid gap-12 md:mt-28 lg:grid-cols-12 lg:gap-16`}>
        <div className="lg:col-span-7">
          {unit.longDescription ? (
            <RichText doc={unit.longDescription} className={`${nr.prose} max-w-[66ch]`} />
          ) : (
            unit.shortDescription && <p className={nr.text}>{unit.shortDescription}</p>
          )}
        </div>
        <aside aria-labelledby="stay-heading" className="space-y-8 lg:col-span-5">
          <BookingWidget {...props} look={bookingLook} unit={unit} />
          <div className={`${nr.card} p-7 md:p-9`}>
            <h2 id="stay-heading" className={`${nr.slab} text-xl md:text-2xl`}>
              {t.unit.arrival}
            </h2>
            <div className="mt-5">
              <ArrivalTimes look={arrivalLook} unit={unit} t={t} />
            </div>
            {unit.houseRules && (
              <>
                <h2 className={`${nr.slab} mt-8 flex items-center gap-2.5 text-xl`}>
                  <ScrollText aria-hidden="true" className="size-5 text-(--accent)" />
                  {t.unit.houseRules}
                </h2>
                <p className="mt-3 leading-relaxed whitespace-pre-line text-[#4a3d2e]">{unit.houseRules}</p>
              </>
            )}
            <div className="mt-8 border-t-2 border-dashed border-[#8a7558]/40 pt-7 [&>a]:w-full">{enquire}</div>
          </div>
        </aside>
      </div>

      {unit.photos.length > 0 && (
        <section aria-labelledby="photos-heading" className={`${nr.container} mt-20 md:mt-28`}>
          <SectionHeading id="photos-heading" label={unit.name} title={t.unit.photos} />
          <ul className="mt-12 grid grid-cols-2 gap-x-5 gap-y-8 md:grid-cols-3 md:gap-x-8 md:gap-y-10">
            {unit.photos.map((photo, i) => (
              <li key={photo.id}>
                <Print
                  photo={photo}
                  tiltClass={tilt(i + 1)}
                  sizes="(min-width: 1152px) 340px, (min-width: 768px) 30vw, 45vw"
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {unit.facilities.length > 0 && (
        <section aria-labelledby="facilities-heading" className={`${nr.container} mt-20 md:mt-28`}>
          <SectionHeading id="facilities-heading" label={unit.name} title={t.unit.facilities} />
          <div className="mt-10">
            <FacilityGroups look={facilityLook} unit={unit} t={t} headingLevel={3} />
          </div>
        </section>
      )}

      {others.length > 0 && (
        <section aria-labelledby="others-heading" className={`${nr.container} mt-20 md:mt-28`}>
          <StitchRule className="mb-16" />
          <SectionHeading id="others-heading" label={site.name} title={t.unit.others} />
          <div className="mt-12">
            <UnitCards units={others} t={t} headingLevel={3} />
          </div>
        </section>
      )}
    </>
  );
}
