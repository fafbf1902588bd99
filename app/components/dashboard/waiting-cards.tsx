import { CalendarClock, Inbox } from "lucide-react";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { BOOKING_CALENDAR_PATH } from "./booking-calendar/calendar-paths.ts";
import { DASHBOARD_PATHS } from "./nav-items.ts";
import { WaitingCard } from "./waiting-card.tsx";

/** The overview's line about guests' enquiries: how many wait for an answer, and the way to them. */
export function NewEnquiriesCard({ count }: { count: number }) {
  const { t } = useI18n();
  return (
    <WaitingCard
      id="enquiries"
      icon={Inbox}
      count={count}
      heading={t("dashboard.enquiries.overview.heading")}
      text={count > 0 ? t("dashboard.enquiries.overview.new", { count }) : t("dashboard.enquiries.overview.none")}
      action={t("dashboard.enquiries.overview.action")}
      to={count > 0 ? `${DASHBOARD_PATHS.enquiries}?status=new` : DASHBOARD_PATHS.enquiries}
    />
  );
}

/** The overview's line about booking requests: how many wait for the owner's answer before their hold runs out. */
export function OpenRequestsCard({ count }: { count: number }) {
  const { t } = useI18n();
  const k = "dashboard.bookingCalendar.overview";
  return (
    <WaitingCard
      id="requests"
      icon={CalendarClock}
      count={count}
      heading={t(`${k}.heading`)}
      text={count > 0 ? t(`${k}.waiting`, { count }) : t(`${k}.none`)}
      action={count > 0 ? t(`${k}.answer`) : t(`${k}.open`)}
      to={count > 0 ? `${BOOKING_CALENDAR_PATH}?view=list&status=request` : BOOKING_CALENDAR_PATH}
    />
  );
}
