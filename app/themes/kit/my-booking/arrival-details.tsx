import { Lock } from "lucide-react";
import { SITE_LOCALES } from "../../../../modules/i18n/site-languages.ts";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { ArrivalTimes } from "../blocks/arrival-times.tsx";
import type { BookingLook } from "../booking/booking-look.ts";
import type { SitePageData } from "../page-data.ts";

/**
 * Where and when to arrive, once everything due is paid: the address (with the map), the
 * place's check-in and check-out times, the owner's check-in instructions (private: the
 * loader reads them only then) and its house rules. Before that, one line that says
 * they come; nothing for a booking that will not take place.
 */
export function ArrivalDetails({
  data,
  unit,
  t,
  look,
}: {
  data: SitePageData;
  unit: UnitView | null;
  t: ThemeStrings;
  look: BookingLook;
}) {
  const view = data.myBooking?.view;
  if (!view || !["confirmed", "awaiting_payment", "request"].includes(view.state)) return null;
  const words = t.myBooking.arrival;
  const c = data.site.contact;
  const country = c.country
    ? (new Intl.DisplayNames([SITE_LOCALES[data.lang]], { type: "region" }).of(c.country) ?? "")
    : "";
  const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(" "), country].filter(Boolean);
  return (
    <section aria-labelledby="booking-arrival" className={look.card}>
      <h2 id="booking-arrival" className={look.heading}>
        {words.heading}
      </h2>
      {view.settled ? (
        <>
          <div className="mt-5 grid gap-6 sm:grid-cols-2">
            {address.length > 0 && (
              <div>
                <h3 className="font-semibold">{words.address}</h3>
                <address className="mt-2 not-italic">
                  {address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                {c.mapUrl && (
                  <a href={c.mapUrl} className={`mt-2 inline-block ${look.secondary}`} rel="noopener noreferrer">
                    {t.contact.map}
                  </a>
                )}
              </div>
            )}
            {unit && (
              <div>
                <h3 className="font-semibold">{t.unit.arrival}</h3>
                <ArrivalTimes unit={unit} t={t} look={{ list: "mt-2 space-y-2" }} />
              </div>
            )}
          </div>
          {data.myBooking?.checkInInstructions && (
            <div className="mt-6" data-check-in-instructions>
              <h3 className="font-semibold">{words.instructions}</h3>
              <p className="mt-2 whitespace-pre-line break-words">{data.myBooking.checkInInstructions}</p>
            </div>
          )}
          {unit?.houseRules && (
            <div className="mt-6">
              <h3 className="font-semibold">{t.unit.houseRules}</h3>
              <p className="mt-2 whitespace-pre-line">{unit.houseRules}</p>
            </div>
          )}
        </>
      ) : (
        <p className={`mt-4 flex items-start gap-3 ${look.text}`}>
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {words.later}
        </p>
      )}
    </section>
  );
}
