import { ArrowRight, ScrollText } from "lucide-react";
import { ArrivalTimes } from "../kit/blocks/arrival-times.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { arrivalLook, bookingLook, facilityLook, factsLook } from "./look.tsx";
import { Band, Tag, Wave } from "./ornaments.tsx";
import { contactPath } from "./parts.tsx";
import { SectionHeading } from "./sections.tsx";
import { fc } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";

/**
 * One place to stay: its name, facts and the question to the hosts on the sea mist, the
 * cover rising over the wave below, the story beside a card of practical things, the photos,
 * the facilities on a sand band and the other places last.
 */
export function UnitPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const unit = data.unit;
  if (!unit) return null;
  const others = site.units.filter((u) => u.id !== unit.id);
  const enquire = (
    <a href={contactPath(site, unit.slug)} className={fc.button}>
      {t.unit.enquire}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <>
      <div className={fc.mist}>
        <div className={`${fc.container} pt-12 md:pt-20 ${unit.cover ? "pb-32 md:pb-52" : "pb-10"}`}>
          <Tag>{t.unitTypes[unit.type]}</Tag>
          <h1 className={`${fc.h1} mt-5 max-w-4xl`}>{unit.name}</h1>
          {unit.shortDescription && <p className={`${fc.lead} mt-6 max-w-2xl`}>{unit.shortDescription}</p>}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-5">
            <UnitFacts look={factsLook} unit={unit} t={t} className="" />
            {enquire}
          </div>
        </div>
      </div>
      <Wave flip className="-mt-px text-[#ecf5f7]" />
      {unit.cover && (
        <div className={`${fc.container} relative -mt-32 md:-mt-52`}>
          <Photo
            photo={unit.cover}
            sizes="(min-width: 1152px) 1088px, 100vw"
            priority
            className={`${fc.frame} aspect-[4/3] rounded-[2rem] sm:aspect-[16/9] md:rounded-[2.75rem] ${fc.softShadow}`}
            imgClassName={fc.image}
          />
        </div>
      )}

      <div className={`${fc.container} mt-14 grid gap-10 md:mt-20 lg:grid-cols-12 lg:gap-14`}>
        <div className="lg:col-span-7">
          {unit.longDescription ? (
            <RichText doc={unit.longDescription} className={`${fc.prose} max-w-[65ch]`} />
          ) : (
            unit.shortDescription && <p className={fc.text}>{unit.shortDescription}</p>
          )}
        </div>
        <aside aria-labelledby="stay-heading" className="space-y-8 lg:col-span-5">
          <BookingWidget {...props} look={bookingLook} unit={unit} />
          <div className={`${fc.card} p-7 md:p-9`}>
            <h2 id="stay-heading" className={`${fc.h3} text-xl md:text-2xl`}>
              {t.unit.arrival}
            </h2>
            <div className="mt-5">
              <ArrivalTimes look={arrivalLook} unit={unit} t={t} />
            </div>
            {unit.houseRules && (
              <>
                <h2 className={`${fc.h3} mt-8 flex items-center gap-2.5 text-lg`}>
                  <ScrollText aria-hidden="true" className="size-5 text-(--accent)" />
                  {t.unit.houseRules}
                </h2>
                <p className="mt-3 leading-relaxed whitespace-pre-line text-[#35505e]">{unit.houseRules}</p>
              </>
            )}
            <div className="mt-8 border-t border-[#0e2a38]/10 pt-7 [&>a]:w-full">{enquire}</div>
          </div>
        </aside>
      </div>

      {unit.photos.length > 0 && (
        <section aria-labelledby="photos-heading" className={`${fc.container} py-16 md:py-24`}>
          <SectionHeading id="photos-heading" title={t.unit.photos} />
          <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5">
            {unit.photos.map((photo, i) => {
              const big = i === 0 && unit.photos.length >= 3;
              return (
                <li key={photo.id} className={big ? "col-span-2 md:row-span-2" : ""}>
                  <Photo
                    photo={photo}
                    sizes={
                      big
                        ? "(min-width: 1152px) 720px, (min-width: 768px) 66vw, 100vw"
                        : "(min-width: 1152px) 350px, (min-width: 768px) 33vw, 50vw"
                    }
                    className={`${fc.frame} h-full ${big ? "aspect-[4/3] md:aspect-auto" : "aspect-[4/3]"}`}
                    imgClassName={fc.image}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {unit.facilities.length > 0 && (
        <Band tone="sand" className={unit.photos.length > 0 ? "" : "mt-16 md:mt-24"}>
          <section aria-labelledby="facilities-heading" className={`${fc.container} py-12 md:py-16`}>
            <SectionHeading id="facilities-heading" title={t.unit.facilities} />
            <div className="mt-10">
              <FacilityGroups look={facilityLook} unit={unit} t={t} headingLevel={3} />
            </div>
          </section>
        </Band>
      )}

      {others.length > 0 && (
        <section aria-labelledby="others-heading" className={`${fc.container} pt-16 md:pt-24`}>
          <SectionHeading id="others-heading" title={t.unit.others} />
          <div className="mt-12">
            <UnitCards units={others} t={t} headingLevel={3} />
          </div>
        </section>
      )}
    </>
  );
}
