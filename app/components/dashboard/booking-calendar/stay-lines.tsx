import { useI18n } from "../../../i18n/use-i18n.tsx";
import type { GridStay } from "./month-grid.tsx";
import { stayLook } from "./stay-look.ts";
import { holdNote, stayDates, stayExtent, stayName } from "./stay-words.ts";

/**
 * A stay in three lines, in the month's agenda and in the list: who or what, its dates and
 * guests, then its unit (where asked), its kind and until when a request waits.
 */
export function StayLines({
  stay,
  timeZone,
  withYear = false,
  unitName,
}: {
  stay: GridStay;
  timeZone: string;
  withYear?: boolean;
  unitName?: string;
}) {
  const { t, locale } = useI18n();
  const hold = holdNote(stay, t, locale, timeZone);
  return (
    <span className="min-w-0">
      <span className="block font-semibold break-words text-pine-950">{stayName(stay, t)}</span>
      <span className="block text-sm text-slate-700">
        {stayDates(stay, t, locale, withYear)} · {stayExtent(stay, t)}
      </span>
      <span className="block text-sm text-slate-700">
        {unitName !== undefined && <>{unitName} · </>}
        {t(`dashboard.bookingCalendar.legend.${stayLook(stay)}`)}
        {hold && ` · ${hold}`}
      </span>
    </span>
  );
}
