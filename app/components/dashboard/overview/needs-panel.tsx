import type { LucideIcon } from "lucide-react";
import { BadgeEuro, CalendarClock, CalendarX2, CircleCheck, Inbox, MailX, Receipt, RefreshCwOff } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { CALENDAR_FEEDS_PATH, listPath, stayPath } from "../booking-calendar/calendar-paths.ts";
import { formatDateTime } from "../format-date.ts";
import { DASHBOARD_PATHS } from "../nav-items.ts";
import { OverviewPanel } from "./overview-panel.tsx";
import type { NeedsView } from "./overview-views.ts";

const BILLING_PATH = `${DASHBOARD_PATHS.account}#billing`;

type Need = {
  id: string;
  icon: LucideIcon;
  text: string;
  hint?: string | undefined;
  action: string;
  to: string;
  urgent: boolean;
};

/**
 * What waits for the owner, most pressing first: requests (with the first deadline), guests'
 * enquiries, overlaps with a channel, calendars that stopped syncing, failed payments and
 * emails, and the subscription when it needs them. Each leads to where it is dealt with.
 */
export function NeedsPanel({ needs }: { needs: NeedsView }) {
  const { t, locale } = useI18n();
  const k = "dashboard.cockpit.needs";
  const list: Need[] = [];
  if (needs.requests.count > 0)
    list.push({
      id: "requests",
      icon: CalendarClock,
      text: t("dashboard.bookingCalendar.overview.waiting", { count: needs.requests.count }),
      hint: needs.requests.firstDeadline
        ? t(`${k}.requestDeadline`, { when: formatDateTime(needs.requests.firstDeadline, locale) })
        : undefined,
      action: t("dashboard.bookingCalendar.overview.answer"),
      to: listPath({ status: "request" }),
      urgent: true,
    });
  if (needs.newEnquiries > 0)
    list.push({
      id: "enquiries",
      icon: Inbox,
      text: t("dashboard.enquiries.overview.new", { count: needs.newEnquiries }),
      action: t("dashboard.enquiries.overview.action"),
      to: `${DASHBOARD_PATHS.enquiries}?status=new`,
      urgent: true,
    });
  if (needs.conflicts > 0)
    list.push({
      id: "conflicts",
      icon: CalendarX2,
      text: t(`${k}.conflicts`, { count: needs.conflicts }),
      action: t("dashboard.bookingCalendar.overview.open"),
      to: listPath({ status: "conflict" }),
      urgent: true,
    });
  if (needs.unhealthyFeeds > 0)
    list.push({
      id: "feeds",
      icon: RefreshCwOff,
      text: t(`${k}.feeds`, { count: needs.unhealthyFeeds }),
      action: t("dashboard.calendarFeeds.title"),
      to: CALENDAR_FEEDS_PATH,
      urgent: true,
    });
  if (needs.failedPayments.count > 0)
    list.push({
      id: "payments",
      icon: BadgeEuro,
      text: t(`${k}.failedPayments`, { count: needs.failedPayments.count }),
      action: t("dashboard.money.page.title"),
      // One failed payment: its stay; several: the bookings to come.
      to:
        needs.failedPayments.count === 1 && needs.failedPayments.stayIds[0]
          ? stayPath(needs.failedPayments.stayIds[0])
          : listPath(),
      urgent: true,
    });
  if (needs.failedEmails > 0)
    list.push({
      id: "emails",
      icon: MailX,
      text: t(`${k}.failedEmails`, { count: needs.failedEmails }),
      hint: t(`${k}.failedEmailsHint`),
      action: t("dashboard.nav.guests"),
      to: DASHBOARD_PATHS.guests,
      urgent: true,
    });
  const billingTrouble = needs.subscription !== "active" && needs.subscription !== "trialing";
  list.push({
    id: "subscription",
    icon: Receipt,
    text: t(`${k}.subscription.${needs.subscription}`),
    action: t(`${k}.subscriptionAction`),
    to: BILLING_PATH,
    urgent: billingTrouble,
  });
  const clear = list.every((need) => !need.urgent);
  return (
    <OverviewPanel id="needs" title={t(`${k}.heading`)}>
      {clear && (
        <p className="mt-3 flex gap-2 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pine-600" />
          {t(`${k}.allClear`)}
        </p>
      )}
      <ul className="mt-3 space-y-3">
        {list.map((need) => (
          <li
            key={need.id}
            data-need={need.id}
            className={cn(
              "flex gap-3 rounded-xl p-3 ring-1",
              need.urgent ? "bg-coral-600/5 ring-coral-600/30" : "bg-sand-50 ring-sand-200",
            )}
          >
            <need.icon
              aria-hidden="true"
              className={cn("mt-0.5 h-5 w-5 shrink-0", need.urgent ? "text-coral-700" : "text-pine-700")}
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-pine-950">{need.text}</p>
              {need.hint && <p className="text-sm text-slate-700">{need.hint}</p>}
              <Link
                to={need.to}
                className="inline-flex min-h-9 items-center text-sm font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-950"
              >
                {need.action}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </OverviewPanel>
  );
}
