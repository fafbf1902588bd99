import type { LucideIcon } from "lucide-react";
import { BedDouble, LogIn, LogOut } from "lucide-react";
import { Link } from "react-router";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { listPath, stayPath } from "../booking-calendar/calendar-paths.ts";
import { formatMoney } from "../money/format-money.ts";
import { OverviewPanel } from "./overview-panel.tsx";
import type { HouseView, StayView } from "./overview-views.ts";

const CHANNELS: Record<string, string> = { airbnb: "Airbnb", booking: "Booking.com", vrbo: "Vrbo", google: "Google" };

/** Who the stay is: the guest's name, or for a channel's import its summary and the channel. */
export function useStayName() {
  const { t } = useI18n();
  return (stay: StayView) => {
    const via = t("dashboard.cockpit.today.viaChannel", { channel: CHANNELS[stay.source] ?? stay.source });
    if (stay.kind === "booking") return stay.guestName?.trim() || stay.reference || via;
    // A channel's summary ("Reserved") says little without the channel.
    const summary = stay.guestName?.trim() || stay.label?.trim();
    return summary ? `${summary} (${CHANNELS[stay.source] ?? stay.source})` : via;
  };
}

/** Today at the house: who arrives, who leaves and who is staying, each leading to their stay. */
export function TodayPanel({ house, currency }: { house: HouseView; currency: string }) {
  const { t, locale } = useI18n();
  const k = "dashboard.cockpit.today";
  return (
    <OverviewPanel
      id="today"
      title={
        <>
          {t(`${k}.heading`)}
          <span className="ml-2 text-base font-normal text-slate-600">{formatStayDate(house.today, locale)}</span>
        </>
      }
    >
      <div className="mt-4 grid gap-5 md:grid-cols-3">
        <StayColumn id="arrivals" icon={LogIn} title={t(`${k}.arrivals`)} empty={t(`${k}.noArrivals`)}>
          {house.arrivals.map((stay) => (
            <StayItem
              key={stay.stayId}
              stay={stay}
              currency={currency}
              detail={stay.arrivalTime ? t(`${k}.arrivesAt`, { time: stay.arrivalTime }) : null}
            />
          ))}
        </StayColumn>
        <StayColumn id="departures" icon={LogOut} title={t(`${k}.departures`)} empty={t(`${k}.noDepartures`)}>
          {house.departures.map((stay) => (
            <StayItem key={stay.stayId} stay={stay} currency={currency} detail={null} />
          ))}
        </StayColumn>
        <StayColumn id="staying" icon={BedDouble} title={t(`${k}.staying`)} empty={t(`${k}.noStaying`)}>
          {house.staying.map((stay) => (
            <StayItem
              key={stay.stayId}
              stay={stay}
              currency={currency}
              detail={t(`${k}.until`, {
                date: formatStayDate(stay.checkOut, locale, { weekday: "short", day: "numeric", month: "short" }),
              })}
            />
          ))}
        </StayColumn>
      </div>
      <Link
        to={listPath()}
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline-offset-2 hover:underline"
      >
        {t("dashboard.cockpit.ahead.all")}
      </Link>
    </OverviewPanel>
  );
}

function StayColumn({
  id,
  icon: Icon,
  title,
  empty,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <div data-today={id} className="min-w-0">
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        <Icon aria-hidden="true" className="h-4 w-4 text-pine-700" />
        {title}
        <span className="rounded-full bg-sand-100 px-2 text-xs text-pine-900">{children.length}</span>
      </h3>
      {children.length > 0 ? (
        <ul className="mt-2 space-y-2">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
    </div>
  );
}

function StayItem({ stay, currency, detail }: { stay: StayView; currency: string; detail: string | null }) {
  const { t, locale } = useI18n();
  const stayName = useStayName();
  const guests = stay.adults + stay.children;
  return (
    <li className="rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
      <Link
        to={stayPath(stay.stayId)}
        className="font-semibold break-words text-pine-900 underline-offset-2 hover:underline"
      >
        {stayName(stay)}
      </Link>
      <p className="mt-0.5 text-sm text-slate-700">
        {[stay.unitName, guests > 0 ? t("dashboard.cockpit.today.guests", { count: guests }) : null, detail]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {stay.money && <MoneyBadge money={stay.money} text={(cents) => formatMoney(cents, currency, locale)} />}
    </li>
  );
}

/** Paid, still to pay, or late: the stay's money in one word and an amount. */
export function MoneyBadge({
  money,
  text,
}: {
  money: { dueCents: number; overdue: boolean };
  text: (cents: number) => string;
}) {
  const { t } = useI18n();
  const k = "dashboard.cockpit.today";
  const label =
    money.dueCents === 0
      ? t(`${k}.paid`)
      : money.overdue
        ? t(`${k}.overdue`, { amount: text(money.dueCents) })
        : t(`${k}.due`, { amount: text(money.dueCents) });
  return (
    <span
      data-money={money.dueCents === 0 ? "paid" : money.overdue ? "overdue" : "due"}
      className={cn(
        "mt-1.5 inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
        money.dueCents === 0
          ? "bg-pine-100 text-pine-900"
          : money.overdue
            ? "bg-coral-600/10 text-coral-800"
            : "bg-sand-200 text-pine-950",
      )}
    >
      {label}
    </span>
  );
}
