import { Check, Copy, Link2, RefreshCw, ShieldCheck, Upload } from "lucide-react";
import type { ReactNode } from "react";
import type { DashboardLabels } from "../../../../content/demo/types.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { THEME_NAMES } from "../../../../modules/sites/themes.ts";
import { cn } from "../../ui/cn.ts";
import { Kpi, Panel, StatusPill } from "./dashboard-frame.tsx";
import {
  BALANCE_WEEKS,
  BLOCKED_DAYS,
  BOOKINGS,
  bookingOnNight,
  bookingTotal,
  byGuest,
  CLEANING_CENTS,
  DEPOSIT_PCT,
  DIRECT_REVENUE_CENTS,
  DIRECT_SHARE,
  MONTH,
  NIGHTLY_CENTS,
  occupancy,
  PAYMENTS,
  PET_CENTS,
  paymentAmount,
  REQUESTS_30_DAYS,
  type SampleBooking,
  SOURCE_SHARES,
  type Source,
  TOURIST_TAX_CENTS,
  VISITORS_30_DAYS,
  VISITORS_PER_MONTH,
  YEAR,
} from "./dashboard-sample.ts";
import { HolidayScene, ThemeScene } from "./holiday-scene.tsx";
import {
  dateRange,
  day,
  euros,
  fill,
  longDate,
  monthGrid,
  monthName,
  number,
  percent,
  shortDate,
  shortMonth,
  weekdayNames,
} from "./sample-format.ts";
import { THEME_LOOKS } from "./theme-looks.ts";

type ScreenProps = { labels: DashboardLabels; lang: Lang };

const SOURCE_STYLE: Record<Source, string> = {
  direct: "bg-pine-100 text-pine-900 ring-pine-300",
  airbnb: "bg-rose-100 text-rose-900 ring-rose-300",
  booking: "bg-sky-100 text-sky-900 ring-sky-300",
};

function sourceName(labels: DashboardLabels, source: Source): string {
  return source === "direct" ? labels.direct : source === "airbnb" ? "Airbnb" : "Booking.com";
}

function stay(lang: Lang, b: SampleBooking): string {
  return dateRange(lang, day(YEAR, ...b.from), day(YEAR, ...b.to));
}

function SourceTag({ labels, source }: { labels: DashboardLabels; source: Source }) {
  return (
    <span className={cn("inline-block rounded-md px-1.5 py-0.5 text-[10px] font-medium ring-1", SOURCE_STYLE[source])}>
      {sourceName(labels, source)}
    </span>
  );
}

function Table({ head, rows, className }: { head: string[]; rows: ReactNode[][]; className?: string }) {
  return (
    <table className={cn("w-full text-left", className)}>
      <thead>
        <tr className="text-[10px] text-slate-600 uppercase">
          {head.map((h, i) => (
            <th key={h} className={cn("pb-1.5 font-medium", i > 0 && "pl-2", i === head.length - 1 && "text-right")}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static sample rows
          <tr key={r} className="border-t border-slate-100">
            {cells.map((c, i) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: static sample cells
                key={i}
                className={cn("py-1.5 align-middle", i > 0 && "pl-2", i === cells.length - 1 && "text-right")}
              >
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OverviewScreen({ labels, lang }: ScreenProps) {
  const l = labels.overview;
  const upcoming = ["Sanne", "Thomas", "Emma"].map(byGuest);
  const julyArrivals = BOOKINGS.filter((b) => b.from[0] === MONTH);
  const revenue = julyArrivals.reduce((sum, b) => sum + bookingTotal(b), 0);
  return (
    <div className="space-y-3">
      <div>
        <p className="font-display text-base font-semibold text-pine-950 @2xl:text-lg">
          {fill(l.greeting, { name: labels.ownerName })}
        </p>
        <p className="text-slate-600">{l.subtitle}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 @3xl:grid-cols-4">
        <Kpi label={l.occupancy} value={percent(lang, occupancy())} note={l.thisMonth} />
        <Kpi label={l.revenue} value={euros(lang, revenue)} note={fill(l.vsLastYear, { value: "+12%" })} />
        <Kpi label={l.arrivals} value={String(upcoming.length)} note={l.comingWeeks} />
        <Kpi label={l.directShare} value={percent(lang, DIRECT_SHARE)} note={fill(l.vsLastYear, { value: "+9%" })} />
      </div>
      <Panel title={l.upcoming}>
        <Table
          head={[l.colGuest, l.colDates, l.colSource, l.colAmount]}
          rows={upcoming.map((b) => [
            <span key="g" className="font-medium text-pine-950">
              {b.guest}
            </span>,
            stay(lang, b),
            <SourceTag key="s" labels={labels} source={b.source} />,
            <span key="a" className="font-medium">
              {euros(lang, bookingTotal(b))}
            </span>,
          ])}
        />
      </Panel>
    </div>
  );
}

export function CalendarScreen({ labels, lang }: ScreenProps) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-display text-base font-semibold text-pine-950 capitalize">
          {monthName(lang, MONTH)}{" "}
          <span className="font-sans text-xs font-normal text-slate-600 normal-case">
            · {fill(labels.calendar.occupancy, { value: percent(lang, occupancy()) })}
          </span>
        </p>
        <span className="rounded-lg bg-white px-2.5 py-1 font-medium text-pine-800 ring-1 ring-slate-200">
          {labels.calendar.blockDates}
        </span>
      </div>
      <div className="grid grid-cols-7 gap-1">
        {weekdayNames(lang).map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: narrow weekday names repeat
          <span key={i} className="pb-0.5 text-center text-[10px] font-medium text-slate-600">
            {w}
          </span>
        ))}
        {monthGrid(YEAR, MONTH).map((d, i) => {
          if (d === null) {
            // biome-ignore lint/suspicious/noArrayIndexKey: blank leading cells
            return <span key={`b${i}`} />;
          }
          const b = bookingOnNight(d);
          const blocked = BLOCKED_DAYS.includes(d);
          const arrival = b && (b.from[0] !== MONTH ? d === 1 : b.from[1] === d);
          return (
            <span
              key={d}
              className={cn(
                "flex h-9 flex-col justify-between rounded-md p-1 ring-1 @2xl:h-11",
                b
                  ? SOURCE_STYLE[b.source]
                  : blocked
                    ? "bg-slate-200 text-slate-700 ring-slate-300"
                    : "bg-white ring-slate-200",
              )}
            >
              <span className="text-[10px] leading-none">{d}</span>
              {arrival && (
                <span className="truncate text-[9px] leading-none font-semibold @2xl:text-[10px]">{b.guest}</span>
              )}
              {blocked && <span className="truncate text-[9px] leading-none">{labels.calendar.ownUse}</span>}
            </span>
          );
        })}
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-[10px] text-slate-700">
        {(["direct", "airbnb", "booking"] as const).map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span className={cn("h-2.5 w-2.5 rounded-sm ring-1", SOURCE_STYLE[s])} />
            {sourceName(labels, s)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span className="h-2.5 w-2.5 rounded-sm bg-slate-200 ring-1 ring-slate-300" />
          {labels.blocked}
        </li>
      </ul>
    </div>
  );
}

const SEASONS = [
  { from: [1, 6], to: [3, 31], cents: 11_500, min: 2 },
  { from: [4, 1], to: [6, 30], cents: 13_500, min: 3 },
  { from: [7, 1], to: [8, 31], cents: NIGHTLY_CENTS, min: 4 },
  { from: [9, 1], to: [12, 17], cents: 12_500, min: 2 },
  { from: [12, 18], to: [1, 5], cents: 18_500, min: 5 },
] as const;

export function PricingScreen({ labels, lang }: ScreenProps) {
  const l = labels.pricing;
  return (
    <div className="grid gap-3 @3xl:grid-cols-5">
      <Panel title={l.seasonsTitle} className="@3xl:col-span-3">
        <Table
          head={[l.colSeason, l.colPeriod, l.colMinNights, l.colNightly]}
          rows={SEASONS.map((s, i) => [
            <span key="n" className={cn("font-medium", i === 2 ? "text-coral-700" : "text-pine-950")}>
              {l.seasons[i]}
            </span>,
            `${shortDate(lang, day(YEAR, s.from[0], s.from[1]))} – ${shortDate(lang, day(YEAR, s.to[0], s.to[1]))}`,
            s.min,
            <span key="p" className="font-semibold">
              {euros(lang, s.cents)}
            </span>,
          ])}
        />
      </Panel>
      <div className="space-y-3 @3xl:col-span-2">
        <Panel title={l.extrasTitle}>
          <ul className="space-y-1.5">
            {[
              [l.cleaning, euros(lang, CLEANING_CENTS), l.perStay],
              [l.touristTax, euros(lang, TOURIST_TAX_CENTS), l.perPersonNight],
              [l.pet, euros(lang, PET_CENTS), l.perStay],
            ].map(([name, price, unit]) => (
              <li key={name} className="flex items-baseline justify-between gap-2">
                <span>{name}</span>
                <span className="text-right whitespace-nowrap">
                  <span className="font-semibold">{price}</span> <span className="text-slate-600">{unit}</span>
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={l.discountsTitle}>
          <ul className="space-y-1.5">
            {[fill(l.weekDiscount, { pct: "10%" }), fill(l.lastMinute, { pct: "15%", days: 7 })].map((d) => (
              <li key={d} className="flex items-center gap-1.5">
                <Check className="h-3.5 w-3.5 shrink-0 text-pine-600" />
                {d}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}

export function GuestsScreen({ labels, lang }: ScreenProps) {
  const l = labels.guests;
  const sanne = byGuest("Sanne");
  return (
    <div className="grid gap-3 @3xl:grid-cols-2">
      <div className="space-y-3">
        <Panel title={l.emailsTitle}>
          <ul className="space-y-2">
            {l.emails.map((e) => (
              <li key={e.name} className="flex items-center justify-between gap-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-pine-950">{e.name}</span>
                  <span className="block truncate text-[10px] text-slate-600">{e.when}</span>
                </span>
                <span className="flex shrink-0 items-center gap-1.5 text-[10px] text-pine-800">
                  {labels.on}
                  <span className="relative h-4 w-7 rounded-full bg-pine-600">
                    <span className="absolute top-0.5 right-0.5 h-3 w-3 rounded-full bg-white" />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={l.guestTitle}>
          <div className="flex items-center gap-2.5">
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-sand-200 font-semibold text-pine-950">
              S
            </span>
            <span className="min-w-0">
              <span className="block font-medium text-pine-950">Sanne de Vries</span>
              <span className="block text-[10px] text-slate-600">
                {stay(lang, sanne)} · {sanne.persons} {labels.persons} · {fill(l.stays, { count: 3 })}
              </span>
            </span>
            <span className="ml-auto">
              <StatusPill tone="green">{l.returning}</StatusPill>
            </span>
          </div>
        </Panel>
      </div>
      <Panel title={l.previewTitle}>
        <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <p className="border-b border-slate-200 pb-2 font-semibold text-pine-950">{l.subject}</p>
          <p className="mt-2">{fill(l.greeting, { name: sanne.guest })}</p>
          <p className="mt-1.5 text-slate-700">{fill(l.body, { date: longDate(lang, day(YEAR, ...sanne.from)) })}</p>
          <ul className="mt-2 space-y-1">
            {l.lines.map((line) => (
              <li key={line} className="flex gap-1.5 text-slate-700">
                <Check className="mt-0.5 h-3 w-3 shrink-0 text-pine-600" />
                {line}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-slate-700">{fill(l.signoff, { owner: labels.ownerName })}</p>
        </div>
      </Panel>
    </div>
  );
}

export function SyncScreen({ labels, lang }: ScreenProps) {
  const l = labels.sync;
  const thomas = byGuest("Thomas");
  const sanne = byGuest("Sanne");
  const log = [
    ["10:42", fill(l.logImported, { source: "Booking.com", dates: stay(lang, thomas) })],
    ["10:27", fill(l.logNoChanges, { source: "Airbnb" })],
    ["09:15", fill(l.logExported, { name: sanne.guest, dates: stay(lang, sanne) })],
  ] as const;
  return (
    <div className="grid gap-3 @3xl:grid-cols-2">
      <div className="space-y-3">
        <Panel title={l.connectionsTitle}>
          <ul className="space-y-2">
            {(
              [
                ["Airbnb", 4, "bg-rose-500"],
                ["Booking.com", 2, "bg-sky-600"],
              ] as const
            ).map(([name, minutes, dot]) => (
              <li key={name} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 p-2">
                <span className="flex min-w-0 items-center gap-2">
                  <span className={cn("h-2.5 w-2.5 shrink-0 rounded-full", dot)} />
                  <span className="min-w-0">
                    <span className="block font-medium text-pine-950">{name}</span>
                    <span className="block truncate text-[10px] text-slate-600">
                      iCal · {fill(l.lastSync, { minutes })}
                    </span>
                  </span>
                </span>
                <StatusPill tone="green">{l.connected}</StatusPill>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={l.exportTitle}>
          <p className="text-slate-600">{l.exportHelp}</p>
          <div className="mt-2 flex items-center gap-2">
            <span className="flex min-w-0 flex-1 items-center gap-1.5 truncate rounded-md bg-slate-50 px-2 py-1.5 font-mono text-[10px] ring-1 ring-slate-200">
              <Link2 className="h-3 w-3 shrink-0 text-slate-600" />
              {labels.domain}/ical/7f3a92c.ics
            </span>
            <span className="flex items-center gap-1 rounded-md bg-pine-700 px-2 py-1.5 font-medium text-white">
              <Copy className="h-3 w-3" />
              {l.copy}
            </span>
          </div>
        </Panel>
      </div>
      <Panel title={l.logTitle}>
        <ol className="space-y-2.5">
          {log.map(([time, text]) => (
            <li key={time} className="flex gap-2">
              <RefreshCw className="mt-0.5 h-3 w-3 shrink-0 text-pine-600" />
              <span>
                <span className="font-mono text-[10px] text-slate-600">{time}</span>
                <span className="block text-slate-800">{text}</span>
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-3 flex items-center gap-1.5 rounded-lg bg-pine-50 p-2 font-medium text-pine-800">
          <ShieldCheck className="h-3.5 w-3.5 shrink-0" />
          {l.conflicts}
        </p>
      </Panel>
    </div>
  );
}

export function PaymentsScreen({ labels, lang }: ScreenProps) {
  const l = labels.payments;
  const received = PAYMENTS.filter((p) => p.date[0] === MONTH).reduce((s, p) => s + paymentAmount(p), 0);
  const noor = byGuest("Noor");
  const outstanding = bookingTotal(noor) - paymentAmount(PAYMENTS[1]);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <Kpi label={l.received} value={euros(lang, received)} note={labels.overview.thisMonth} />
        <Kpi label={l.outstanding} value={euros(lang, outstanding)} />
      </div>
      <p className="flex items-center gap-1.5 rounded-lg bg-white p-2 text-slate-700 ring-1 ring-slate-200">
        <Check className="h-3.5 w-3.5 shrink-0 text-pine-600" />
        {fill(l.schedule, { pct: `${DEPOSIT_PCT}%`, weeks: BALANCE_WEEKS })}
      </p>
      <Panel title={l.transactionsTitle}>
        <Table
          head={[l.colDate, l.colGuest, l.colMethod, l.colStatus, l.colAmount]}
          rows={PAYMENTS.map((p) => [
            shortDate(lang, day(YEAR, p.date[0], p.date[1])),
            <span key="g" className="font-medium text-pine-950">
              {p.guest}
            </span>,
            p.method,
            <StatusPill key="s" tone={p.kind === "deposit" ? "amber" : "green"}>
              {p.kind === "deposit" ? labels.statusDeposit : labels.statusPaid}
            </StatusPill>,
            <span key="a" className="font-semibold">
              {euros(lang, paymentAmount(p))}
            </span>,
          ])}
        />
      </Panel>
    </div>
  );
}

export function WebsiteScreen({ labels }: ScreenProps) {
  const l = labels.website;
  const look = THEME_LOOKS["fresh-coastal"];
  const photos = [
    ...(["fresh-coastal", "warm-cozy", "nature-rustic", "modern-minimal"] as const).map((t) => THEME_LOOKS[t]),
    { sky: "#dff1f5", land: "#a7d3de", accent: "#0f3b4c" },
  ];
  return (
    <div className="grid gap-3 @3xl:grid-cols-2">
      <Panel>
        <div className="space-y-2.5">
          <div>
            <p className="text-[10px] font-medium text-slate-600 uppercase">{l.fieldTitle}</p>
            <p className="mt-1 rounded-md bg-white px-2 py-1.5 ring-1 ring-pine-500">{labels.propertyName}</p>
          </div>
          <div>
            <p className="text-[10px] font-medium text-slate-600 uppercase">{l.fieldIntro}</p>
            <p className="mt-1 rounded-md bg-white px-2 py-1.5 leading-snug text-slate-700 ring-1 ring-slate-200">
              {l.introValue}
            </p>
          </div>
          <div>
            <p className="text-[10px] font-medium text-slate-600 uppercase">{l.fieldPhotos}</p>
            <div className="mt-1 grid grid-cols-6 gap-1">
              {photos.map(({ sky, land, accent }) => (
                <span key={sky} className="h-8 overflow-hidden rounded">
                  <HolidayScene sky={sky} land={land} accent={accent} />
                </span>
              ))}
              <span className="flex h-8 items-center justify-center rounded border border-dashed border-slate-400 text-slate-600">
                <Upload className="h-3 w-3" />
              </span>
            </div>
          </div>
          <div>
            <p className="text-[10px] font-medium text-slate-600 uppercase">{l.fieldTheme}</p>
            <div className="mt-1 flex gap-1.5">
              {THEME_NAMES.map((t) => (
                <span
                  key={t}
                  className={cn(
                    "h-5 w-5 rounded-full ring-2 ring-offset-1",
                    t === "fresh-coastal" ? "ring-pine-600" : "ring-transparent",
                  )}
                  style={{
                    background: `linear-gradient(135deg, ${THEME_LOOKS[t].palette[0]} 0 45%, ${THEME_LOOKS[t].accent} 45%)`,
                  }}
                />
              ))}
            </div>
          </div>
          <div className="flex items-center justify-between gap-2 pt-1">
            <span className="flex items-center gap-1 text-[10px] text-pine-800">
              <Check className="h-3 w-3" />
              {l.saved}
            </span>
            <span className="rounded-lg bg-coral-600 px-2.5 py-1.5 font-semibold text-white">{l.publish}</span>
          </div>
        </div>
      </Panel>
      <Panel title={l.livePreview}>
        <div className="overflow-hidden rounded-lg ring-1 ring-slate-200" style={{ background: look.background }}>
          <div className="h-24 @2xl:h-28">
            <ThemeScene theme="fresh-coastal" />
          </div>
          <div className="p-2.5" style={{ color: look.text }}>
            <p className="text-[10px] font-semibold uppercase" style={{ color: look.accent }}>
              {l.tagline}
            </p>
            <p className="font-display text-sm font-semibold">{labels.propertyName}</p>
            <p className="mt-1 line-clamp-2 text-[10px]" style={{ color: look.muted }}>
              {l.introValue}
            </p>
            <span
              className="mt-2 inline-block rounded-full px-3 py-1 text-[10px] font-semibold"
              style={{ background: look.accent, color: look.onAccent }}
            >
              {l.book}
            </span>
          </div>
        </div>
      </Panel>
    </div>
  );
}

export function AnalyticsScreen({ labels, lang }: ScreenProps) {
  const l = labels.analytics;
  const max = Math.max(...VISITORS_PER_MONTH);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2 @3xl:grid-cols-4">
        <Kpi label={l.visitors} value={number(lang, VISITORS_30_DAYS)} note={l.last30Days} />
        <Kpi label={l.requests} value={String(REQUESTS_30_DAYS)} note={l.last30Days} />
        <Kpi label={l.conversion} value={percent(lang, REQUESTS_30_DAYS / VISITORS_30_DAYS, 1)} note={l.last30Days} />
        <Kpi label={l.directRevenue} value={euros(lang, DIRECT_REVENUE_CENTS)} note={l.thisYear} />
      </div>
      <div className="grid gap-3 @3xl:grid-cols-5">
        <Panel title={l.perMonth} className="@3xl:col-span-3">
          <div className="flex h-28 items-end gap-1">
            {VISITORS_PER_MONTH.map((v, i) => (
              <span key={shortMonth(lang, i + 1)} className="flex h-full flex-1 flex-col justify-end gap-1">
                <span
                  className={cn("rounded-t-sm", i === MONTH - 1 ? "bg-coral-600" : "bg-pine-500")}
                  style={{ height: `${Math.round((v / max) * 100)}%` }}
                />
                <span className="truncate text-center text-[9px] text-slate-600">{shortMonth(lang, i + 1)}</span>
              </span>
            ))}
          </div>
        </Panel>
        <Panel title={l.sourcesTitle} className="@3xl:col-span-2">
          <ul className="space-y-2">
            {l.sources.map((s, i) => (
              <li key={s}>
                <span className="flex justify-between">
                  <span>{s}</span>
                  <span className="font-semibold">{percent(lang, SOURCE_SHARES[i] ?? 0)}</span>
                </span>
                <span className="mt-0.5 block h-1.5 rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-pine-600"
                    style={{ width: `${(SOURCE_SHARES[i] ?? 0) * 100}%` }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}

export const SCREENS = {
  overview: OverviewScreen,
  calendar: CalendarScreen,
  pricing: PricingScreen,
  guests: GuestsScreen,
  sync: SyncScreen,
  payments: PaymentsScreen,
  website: WebsiteScreen,
  analytics: AnalyticsScreen,
} as const;
