import { ArrowRight, ScrollText } from "lucide-react";
import { ArrivalTimes } from "../kit/blocks/arrival-times.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { BookingWidget } from "../kit/booking/booking-widget.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { arrivalLook, bookingLook, facilityLook, factsLook } from "./look.tsx";
import { Squiggle } from "./ornaments.tsx";
import { contactPath } from "./parts.tsx";
import { OatBand, SectionHeading } from "./sections.tsx";
import { wc } from "./tokens.ts";
import { UnitCards } from "./unit-cards.tsx";

/**
 * One place to stay: its name and facts beside the cover, the story with a card of practical
 * things (arrival, house rules, the question to the host) beside it, the photos and the
 * facilities on an oat band, the other places last.
 */
export function UnitPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const unit = data.unit;
  if (!unit) return null;
  const others = site.units.filter((u) => u.id !== unit.id);
  const enquire = (
    <a href={contactPath(site, unit.slug)} className={wc.button}>
      {t.unit.enquire}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <>
      {/* Below lg the cover leads (the words follow in the document order): a photo that sits
          at the top cannot be pushed down while the fonts arrive. */}
      <div className={`${wc.container} grid items-center gap-10 pt-4 md:pt-10 lg:grid-cols-12 lg:gap-14`}>
        <div className="lg:col-span-5">
          <p className={wc.chip}>{t.unitTypes[unit.type]}</p>
          <h1 className={`${wc.h1} mt-5`}>{unit.name}</h1>
          <Squiggle className="mt-6" />
          {unit.shortDescription && <p className={`${wc.lead} mt-6`}>{unit.shortDescription}</p>}
          <UnitFacts look={factsLook} unit={unit} t={t} className="mt-8" />
          <p className="mt-9">{enquire}</p>
        </div>
        {unit.cover && (
          <div className="relative isolate order-first lg:order-none lg:col-span-7">
            <span
              aria-hidden="true"
              className="absolute -right-3 -bottom-3 -z-10 h-full w-full rounded-[2.5rem] bg-(--accent)/12 md:-right-5 md:-bottom-5"
            />
            <Photo
              photo={unit.cover}
              sizes="(min-width: 1152px) 620px, (min-width: 1024px) 55vw, 100vw"
              priority
              className={`${wc.frame} aspect-[4/3] rounded-[2rem] md:rounded-[2.5rem]`}
              imgClassName={wc.image}
            />
          </div>
        )}
      </div>

      <div className={`${wc.container} mt-16 grid gap-10 md:mt-24 lg:grid-cols-12 lg:gap-14`}>
        <div className="lg:col-span-7">
          {unit.longDescription ? (
            <RichText doc={unit.longDescription} className={`${wc.prose} ${wc.dropCap} max-w-[65ch]`} />
          ) : (
            unit.shortDescription && <p className={wc.body}>{unit.shortDescription}</p>
          )}
        </div>
        <aside aria-labelledby="stay-heading" className="space-y-8 lg:col-span-5">
          <BookingWidget {...props} look={bookingLook} unit={unit} />
          <div className={`${wc.card} p-7 md:p-9`}>
            <h2 id="stay-heading" className={`${wc.serif} text-xl leading-snug md:text-2xl`}>
              {t.unit.arrival}
            </h2>
            <div className="mt-5">
              <ArrivalTimes look={arrivalLook} unit={unit} t={t} />
            </div>
            {unit.houseRules && (
              <>
                <h2 className={`${wc.serif} mt-8 flex items-center gap-2.5 text-lg`}>
                  <ScrollText aria-hidden="true" className="size-5 text-(--accent)" />
                  {t.unit.houseRules}
                </h2>
                <p className="mt-3 leading-relaxed whitespace-pre-line text-[#5a4536]">{unit.houseRules}</p>
              </>
            )}
            <div className="mt-8 border-t border-dashed border-[#3a2a1f]/15 pt-7 [&>a]:w-full">{enquire}</div>
          </div>
        </aside>
      </div>

      {(unit.photos.length > 0 || unit.facilities.length > 0) && (
        <div className="mt-16 md:mt-24">
          <OatBand>
            {unit.photos.length > 0 && (
              <section aria-labelledby="photos-heading" className={`${wc.container} pt-12 md:pt-16`}>
                <SectionHeading id="photos-heading" title={t.unit.photos} centred={false} />
                <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4">
                  {unit.photos.map((photo, i) => {
                    const big = i === 0 && unit.photos.length >= 3;
                    return (
                      <li
                        key={photo.id}
                        className={
                          big
                            ? "col-span-2 aspect-[4/3] overflow-hidden rounded-[2rem] md:row-span-2 md:aspect-auto"
                            : "aspect-[4/3] overflow-hidden rounded-[1.5rem]"
                        }
                      >
                        <Photo
                          photo={photo}
                          sizes={
                            big
                              ? "(min-width: 1152px) 720px, (min-width: 768px) 66vw, 100vw"
                              : "(min-width: 1152px) 360px, (min-width: 768px) 33vw, 50vw"
                          }
                          className="block h-full bg-[#eadcc8]"
                          imgClassName={wc.image}
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
            {unit.facilities.length > 0 ? (
              <section aria-labelledby="facilities-heading" className={`${wc.container} py-12 md:py-16`}>
                <SectionHeading id="facilities-heading" title={t.unit.facilities} centred={false} />
                <div className="mt-10">
                  <FacilityGroups look={facilityLook} unit={unit} t={t} headingLevel={3} />
                </div>
              </section>
            ) : (
              <div className="pb-12 md:pb-16" />
            )}
          </OatBand>
        </div>
      )}

      {others.length > 0 && (
        <section aria-labelledby="others-heading" className={`${wc.container} pt-14 md:pt-20`}>
          <SectionHeading id="others-heading" title={t.unit.others} />
          <div className="mt-12">
            <UnitCards units={others} t={t} headingLevel={3} />
          </div>
        </section>
      )}
    </>
  );
}
