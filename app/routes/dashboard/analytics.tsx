import { Monitor, Smartphone, Tablet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { siteStats } from "../../../modules/analytics/site-stats.ts";
import {
  DEFAULT_STATS_WINDOW,
  isStatsWindow,
  STATS_WINDOWS,
  type StatsWindow,
} from "../../../modules/analytics/stats-windows.ts";
import { isSiteLang } from "../../../modules/i18n/site-languages.ts";
import { VisitorsChart } from "../../components/dashboard/analytics/visitors-chart.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { cn } from "../../components/ui/cn.ts";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/analytics";

/** The window asked for in `?days=`: 7, 30 or 90, anything else the default (30). */
export function statsWindowOf(url: URL): StatsWindow {
  const days = Number(url.searchParams.get("days"));
  return isStatsWindow(days) ? days : DEFAULT_STATS_WINDOW;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { site } = await requireOwner(request, context, "site");
  return { stats: await siteStats(services(context).db, site.id, statsWindowOf(url)) };
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.analytics.title"));

type Row = { key: string; label: ReactNode; visitors: number; pageViews: number };

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { stats } = loaderData;
  const empty = stats.totals.pageViews === 0;

  return (
    <>
      <PageHeader title={t("dashboard.analytics.title")} intro={t("dashboard.analytics.intro")} />
      <WindowSwitch current={stats.window} />

      {empty ? (
        <Card className="mb-6 text-center">
          <h2 className="font-display text-xl font-semibold text-pine-950">{t("dashboard.analytics.empty.title")}</h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">{t("dashboard.analytics.empty.body")}</p>
        </Card>
      ) : (
        <>
          <Totals stats={stats} />
          <section aria-labelledby="per-day-heading" className="mb-6">
            <Card>
              <h2 id="per-day-heading" className="font-display text-xl font-semibold text-pine-950">
                {t("dashboard.analytics.chart.heading")}
              </h2>
              <div className="mt-4">
                <VisitorsChart
                  daily={stats.daily}
                  dateLabel={t("dashboard.analytics.chart.date")}
                  visitorsLabel={t("dashboard.analytics.totals.visitors")}
                  pageViewsLabel={t("dashboard.analytics.totals.pageViews")}
                  locale={locale}
                />
              </div>
              <DailyTable stats={stats} />
              <p className="mt-3 text-sm text-slate-600">{t("dashboard.analytics.timezone")}</p>
            </Card>
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <Ranking
              id="pages"
              heading={t("dashboard.analytics.pages.heading")}
              column={t("dashboard.analytics.pages.page")}
              emptyText={t("dashboard.analytics.pages.empty")}
              withPageViews
              rows={stats.topPages.map((p) => ({
                key: p.path,
                label: <span className="break-all">{p.path}</span>,
                ...p,
              }))}
            />
            <Ranking
              id="referrers"
              heading={t("dashboard.analytics.referrers.heading")}
              column={t("dashboard.analytics.referrers.source")}
              emptyText={t("dashboard.analytics.referrers.empty")}
              rows={stats.referrers.map((r) => ({
                key: r.host,
                label: <span className="break-all">{r.host}</span>,
                ...r,
              }))}
            />
            <Ranking
              id="languages"
              heading={t("dashboard.analytics.languages.heading")}
              column={t("dashboard.analytics.languages.language")}
              emptyText={t("dashboard.analytics.languages.empty")}
              note={
                stats.languages.some((l) => l.lang === "") ? t("dashboard.analytics.languages.mainNote") : undefined
              }
              rows={stats.languages.map((l) => ({
                key: l.lang || "main",
                // The site's main language has no prefix; which language that is lives in the
                // site's content, so it is named "main language" here.
                label:
                  l.lang === ""
                    ? t("dashboard.analytics.languages.main")
                    : isSiteLang(l.lang)
                      ? t(`dashboard.analytics.languages.names.${l.lang}`)
                      : l.lang,
                ...l,
              }))}
            />
            <Ranking
              id="devices"
              heading={t("dashboard.analytics.devices.heading")}
              column={t("dashboard.analytics.devices.device")}
              emptyText={t("dashboard.analytics.devices.empty")}
              rows={stats.devices.map((d) => ({
                key: d.device,
                label: <DeviceLabel device={d.device} />,
                ...d,
              }))}
            />
          </div>
        </>
      )}

      <p className="mt-8 max-w-3xl text-sm text-slate-600">{t("dashboard.analytics.privacy")}</p>
    </>
  );
}

/** Links to the three windows; the page is the same for each, with `?days=`. */
function WindowSwitch({ current }: { current: StatsWindow }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("dashboard.analytics.period")} className="mb-6">
      <ul className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {STATS_WINDOWS.map((days) => (
          <li key={days}>
            <Link
              to={`${DASHBOARD_PATHS.analytics}?days=${days}`}
              preventScrollReset
              aria-current={days === current ? "page" : undefined}
              className={cn(
                "block min-h-11 rounded-lg px-4 py-2.5 text-sm font-semibold whitespace-nowrap",
                days === current ? "bg-pine-900 text-white" : "text-pine-900 hover:bg-pine-50",
              )}
            >
              {t("dashboard.analytics.days", { count: days })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Totals({ stats }: { stats: Route.ComponentProps["loaderData"]["stats"] }) {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const perVisitor = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const { visitors, pageViews } = stats.totals;
  const figures = [
    { id: "visitors", label: t("dashboard.analytics.totals.visitors"), value: number.format(visitors) },
    { id: "pageViews", label: t("dashboard.analytics.totals.pageViews"), value: number.format(pageViews) },
    {
      id: "pagesPerVisitor",
      label: t("dashboard.analytics.totals.pagesPerVisitor"),
      value: perVisitor.format(visitors ? pageViews / visitors : 0),
    },
  ];
  return (
    <section aria-labelledby="totals-heading" className="mb-6">
      <h2 id="totals-heading" className="sr-only">
        {t("dashboard.analytics.totals.heading", { count: stats.window })}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-6">
        {figures.map((figure, i) => (
          <div
            key={figure.id}
            data-figure={figure.id}
            className={cn(
              "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6",
              i === 2 && "col-span-2 sm:col-span-1",
            )}
          >
            <dt className="text-sm font-semibold text-slate-600">{figure.label}</dt>
            <dd className="mt-1 font-display text-3xl font-semibold text-pine-950 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t("dashboard.analytics.totals.visitorsNote")}</p>
    </section>
  );
}

/** The chart's figures as a table: in the server's HTML and for screen readers. */
function DailyTable({ stats }: { stats: Route.ComponentProps["loaderData"]["stats"] }) {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const full = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  const caption = t("dashboard.analytics.chart.caption", {
    from: full.format(at(stats.from)),
    to: full.format(at(stats.to)),
  });
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-pine-800 underline-offset-2 hover:underline">
        {t("dashboard.analytics.chart.showTable")}
      </summary>
      {/* Scrolls on its own: focusable, so keyboards scroll it too. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
        tabIndex={0}
        aria-label={caption}
        className="mt-3 max-h-96 overflow-auto rounded-xl ring-1 ring-slate-200"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3 text-left font-semibold text-slate-700">
                {t("dashboard.analytics.chart.date")}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold text-slate-700">
                {t("dashboard.analytics.totals.visitors")}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold text-slate-700">
                {t("dashboard.analytics.totals.views")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {stats.daily.map((d) => (
              <tr key={d.day} data-day={d.day}>
                <th scope="row" className="px-2 py-1.5 sm:px-3 text-left font-normal whitespace-nowrap text-slate-800">
                  <time dateTime={d.day}>{date.format(at(d.day))}</time>
                </th>
                <td className="px-2 py-1.5 sm:px-3 text-right tabular-nums">{number.format(d.visitors)}</td>
                <td className="px-2 py-1.5 sm:px-3 text-right tabular-nums">{number.format(d.pageViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}

/** A top list as a table, each row with a bar for its share of the first row's visitors. */
function Ranking({
  id,
  heading,
  column,
  rows,
  emptyText,
  note,
  withPageViews = false,
}: {
  id: string;
  heading: string;
  column: string;
  rows: Row[];
  emptyText: string;
  note?: string | undefined;
  withPageViews?: boolean;
}) {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const most = Math.max(1, ...rows.map((r) => r.visitors));
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0" data-ranking={id}>
      <Card className="h-full">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-pine-950">
          {heading}
        </h2>
        {rows.length === 0 ? (
          <p className="mt-3 text-slate-700">{emptyText}</p>
        ) : (
          <table className="mt-4 w-full table-fixed text-sm" aria-labelledby={`${id}-heading`}>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="pb-2 text-left font-semibold">
                  {column}
                </th>
                <th scope="col" className="w-24 pb-2 pl-3 text-right font-semibold">
                  {t("dashboard.analytics.totals.visitors")}
                </th>
                {withPageViews && (
                  <th scope="col" className="hidden w-28 pb-2 pl-3 text-right font-semibold sm:table-cell">
                    {t("dashboard.analytics.totals.views")}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="align-top">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-800">
                    {row.label}
                    <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                      <div
                        className="h-full rounded-full bg-pine-500"
                        style={{ width: `${Math.max(2, (row.visitors / most) * 100)}%` }}
                      />
                    </div>
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{number.format(row.visitors)}</td>
                  {withPageViews && (
                    <td className="hidden py-1.5 text-right tabular-nums sm:table-cell">
                      {number.format(row.pageViews)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {note && rows.length > 0 && <p className="mt-3 text-sm text-slate-600">{note}</p>}
      </Card>
    </section>
  );
}

const DEVICE_ICONS = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;

function DeviceLabel({ device }: { device: keyof typeof DEVICE_ICONS }) {
  const { t } = useI18n();
  const Icon = DEVICE_ICONS[device];
  return (
    <span className="inline-flex items-center gap-2">
      <Icon aria-hidden="true" className="h-4 w-4 text-slate-500" />
      {t(`dashboard.analytics.devices.names.${device}`)}
    </span>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
