import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { stayPath } from "./calendar-paths.ts";
import type { StayPageData } from "./stay-page-data.ts";
import { formatMoment, statusWord } from "./stay-words.ts";

/** What the owner should know first: a request's deadline, a conflict, where an import is managed, a closed booking. */
export function StayNotices({ data }: { data: StayPageData }) {
  const { t, locale } = useI18n();
  const { stay, timeZone } = data;
  const channel = t(`dashboard.bookingCalendar.sources.${stay.source}`);
  const box = "mb-6 flex gap-3 rounded-2xl p-4";
  if (stay.status === "request" && stay.holdExpiresAt) {
    const time = formatMoment(stay.holdExpiresAt, locale, timeZone);
    return (
      <p className={cn(box, "bg-amber-50 text-amber-950 ring-1 ring-amber-300")}>
        {stay.holdFor === "payment"
          ? t("dashboard.bookingCalendar.detail.paymentHold", { time })
          : t("dashboard.bookingCalendar.detail.hold", { time })}
      </p>
    );
  }
  if (stay.status === "conflict") {
    return (
      <div className={cn(box, "bg-red-50 text-red-950 ring-2 ring-red-700")} data-testid="conflict-notice">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        <div>
          <p>{t("dashboard.bookingCalendar.detail.conflict", { channel })}</p>
          {stay.conflictWith && (
            <Link
              to={stayPath(stay.conflictWith.id)}
              className="mt-2 inline-block font-semibold text-red-800 underline underline-offset-2"
            >
              {t("dashboard.bookingCalendar.detail.conflictWith")}
            </Link>
          )}
        </div>
      </div>
    );
  }
  if (stay.kind === "import") {
    return (
      <p className={cn(box, "bg-slate-50 text-slate-800 ring-1 ring-slate-200")}>
        {t("dashboard.bookingCalendar.detail.imported", { channel })}
      </p>
    );
  }
  if (stay.status === "declined" || stay.status === "cancelled" || stay.status === "expired") {
    return (
      <p className={cn(box, "bg-slate-50 text-slate-800 ring-1 ring-slate-200")}>
        {t("dashboard.bookingCalendar.detail.closed", { status: statusWord(stay, t).toLowerCase() })}
      </p>
    );
  }
  return null;
}
