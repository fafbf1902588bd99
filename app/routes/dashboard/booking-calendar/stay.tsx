import { monthPath } from "../../../components/dashboard/booking-calendar/calendar-paths.ts";
import { StatusBadge } from "../../../components/dashboard/booking-calendar/status-badge.tsx";
import { StayActions } from "../../../components/dashboard/booking-calendar/stay-actions.tsx";
import { StayAnswers } from "../../../components/dashboard/booking-calendar/stay-answers.tsx";
import { GuestCard, PriceCard, StayCard } from "../../../components/dashboard/booking-calendar/stay-cards.tsx";
import {
  ChangeBlockCard,
  ChangeBookingCard,
} from "../../../components/dashboard/booking-calendar/stay-change-forms.tsx";
import { LookSwatch } from "../../../components/dashboard/booking-calendar/stay-legend.tsx";
import { stayLook } from "../../../components/dashboard/booking-calendar/stay-look.ts";
import { StayMessagesCard } from "../../../components/dashboard/booking-calendar/stay-messages-card.tsx";
import { StayMoneyCard } from "../../../components/dashboard/booking-calendar/stay-money-card.tsx";
import { StayNotesCard } from "../../../components/dashboard/booking-calendar/stay-notes-card.tsx";
import { StayNotices } from "../../../components/dashboard/booking-calendar/stay-notices.tsx";
import type { StayView } from "../../../components/dashboard/booking-calendar/stay-page-data.ts";
import { statusWord, stayName } from "../../../components/dashboard/booking-calendar/stay-words.ts";
import { dashboardMeta } from "../../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../../components/dashboard/error-content.tsx";
import { PageHeader } from "../../../components/dashboard/page-header.tsx";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import type { Route } from "./+types/stay";
import { changeStay, loadStay } from "./stay.server.ts";

export const loader = (args: Route.LoaderArgs) => loadStay(args);
export const action = (args: Route.ActionArgs) => changeStay(args);

/** The page's title: whose booking or request, a block, or the channel of an import. */
function useStayTitle(stay: StayView): string {
  const { t } = useI18n();
  const name = stayName({ ...stay, guestName: stay.guest.name }, t);
  if (stay.kind === "block") return t("dashboard.bookingCalendar.detail.titleBlock");
  if (stay.kind === "import") {
    return t("dashboard.bookingCalendar.detail.titleImport", {
      channel: t(`dashboard.bookingCalendar.sources.${stay.source}`),
    });
  }
  return stay.status === "request" && stay.holdFor === "decision"
    ? t("dashboard.bookingCalendar.detail.titleRequest", { name })
    : t("dashboard.bookingCalendar.detail.titleBooking", { name });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.bookingCalendar.title"));

/**
 * One stay of the owner's site: what it is and what to know first, what can be done with
 * it while it is still to come, the stay, its guest and price, the owner's notes, and the
 * forms that change it. Its parts live beside the calendar's in
 * app/components/dashboard/booking-calendar/stay-*.tsx.
 */
export default function StayPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { stay, today } = loaderData;
  const title = useStayTitle(stay);
  const look = stayLook(stay);
  const upcoming = stay.checkOut > today;
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: monthPath(stay.checkIn.slice(0, 7)), label: t("dashboard.bookingCalendar.detail.back") }}
      />
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3">
        <StatusBadge status={stay.status} kind={stay.kind}>
          {statusWord(stay, t)}
        </StatusBadge>
        <span className="inline-flex items-center gap-2 text-sm text-slate-800">
          <LookSwatch look={look} />
          {t(`dashboard.bookingCalendar.legend.${look}`)}
        </span>
      </div>
      <StayAnswers stay={stay} />
      <StayNotices data={loaderData} />
      {upcoming && <StayActions data={loaderData} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <StayCard data={loaderData} />
        {stay.kind === "booking" && <GuestCard stay={stay} />}
        {stay.kind === "booking" && <PriceCard stay={stay} />}
        {loaderData.money && <StayMoneyCard stay={stay} money={loaderData.money} timeZone={loaderData.timeZone} />}
        <StayNotesCard stay={stay} />
      </div>
      <StayMessagesCard data={loaderData} />
      {upcoming && stay.kind === "booking" && (stay.status === "confirmed" || stay.status === "request") && (
        <ChangeBookingCard data={loaderData} />
      )}
      {upcoming && stay.kind === "block" && stay.status === "confirmed" && <ChangeBlockCard data={loaderData} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
