import { Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { BOOKING_CALENDAR_PATH } from "../../components/dashboard/booking-calendar/calendar-paths.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDay } from "../../components/dashboard/guests/guest-format.ts";
import { formatMoney } from "../../components/dashboard/money/format-money.ts";
import { PAYMENTS_EXPORT_PATH } from "../../components/dashboard/money/payments-paths.ts";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { FieldKitProvider, fieldId, TextField } from "../../components/forms/fields.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/payments";
import { loadPayments } from "./payments/payments.server.ts";

export const loader = (args: Route.LoaderArgs) => loadPayments(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.money.page.title"));

type Data = Route.ComponentProps["loaderData"];
type Shown = Extract<Data, { ok: true }>;

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const k = "dashboard.money.page";
  const { values, timeZone } = loaderData;
  const errors = loaderData.ok ? {} : { [loaderData.error.field]: loaderData.error.message };
  // A refused period: the summary takes the focus, so a screen reader says why at once.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!loaderData.ok) summary.current?.focus();
  }, [loaderData]);
  return (
    <>
      <PageHeader
        title={t(`${k}.title`)}
        intro={t(`${k}.intro`)}
        back={{ to: DASHBOARD_PATHS.overview, label: t(`${k}.back`) }}
      />
      {!loaderData.ok && (
        <ErrorSummary
          ref={summary}
          id="period-errors"
          title={t(`${k}.errorTitle`)}
          items={[{ fieldId: fieldId("period", loaderData.error.field), message: loaderData.error.message }]}
        />
      )}
      <Card className="mb-6">
        {/* The period's days come back as typed, so a refused period can be corrected. */}
        <FieldKitProvider value={{ formId: "period", errors, values }}>
          <Form method="get" key={`${values.from}/${values.to}`} aria-label={t(`${k}.period`)}>
            <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
              <TextField type="date" name="from" label={t(`${k}.from`)} />
              <TextField type="date" name="to" label={t(`${k}.to`)} />
              <button type="submit" className={buttonClass("secondary", "md", "min-h-12 sm:mt-8")}>
                {t(`${k}.show`)}
              </button>
            </div>
            <p className="mt-3 text-sm text-slate-600">{t(`${k}.timeZone`, { timeZone })}</p>
          </Form>
        </FieldKitProvider>
      </Card>
      {loaderData.ok && <PeriodPayments data={loaderData} />}
    </>
  );
}

function PeriodPayments({ data }: { data: Shown }) {
  const { t, locale } = useI18n();
  const k = "dashboard.money.page";
  const money = (cents: number) => formatMoney(cents, data.currency, locale);
  const { totals, period } = data;
  const download = `${PAYMENTS_EXPORT_PATH}?${new URLSearchParams(period)}`;
  return (
    <section aria-labelledby="period-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="period-heading" className="font-display text-xl font-semibold text-pine-950">
            {formatDay(period.from, locale)} – {formatDay(period.to, locale)}
          </h2>
          <p role="status" className="mt-1 text-sm text-slate-700">
            {t(`${k}.count`, { count: totals.count })}
          </p>
        </div>
        <div className="max-w-sm">
          {/* A file, not a page: the browser downloads it. */}
          <a href={download} download className={buttonClass("primary", "md")}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t(`${k}.download`)}
          </a>
        </div>
      </div>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t(`${k}.downloadHint`)}</p>
      <dl className="mb-6 grid gap-2 sm:grid-cols-3 sm:gap-3">
        {(
          [
            ["received", totals.receivedCents],
            // Money that went back, with its minus (never a "-0").
            ["refunded", totals.refundedCents === 0 ? 0 : -totals.refundedCents],
            ["net", totals.netCents],
          ] as const
        ).map(([key, cents]) => (
          <div
            key={key}
            className="flex items-baseline justify-between gap-3 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 sm:block sm:p-4"
          >
            <dt className="text-sm font-semibold text-slate-600">{t(`${k}.${key}`)}</dt>
            <dd className="font-display text-lg font-semibold whitespace-nowrap text-pine-950 tabular-nums sm:mt-1 sm:text-2xl">
              {money(cents)}
            </dd>
          </div>
        ))}
      </dl>
      {totals.count === 0 ? (
        <Card className="text-center">
          <p className="text-slate-700">{t(`${k}.empty`)}</p>
        </Card>
      ) : (
        <>
          {totals.count > data.payments.length && (
            <p className="mb-3 text-sm text-slate-700">
              {t(`${k}.shownFirst`, { shown: data.payments.length, count: totals.count })}
            </p>
          )}
          <ul aria-label={t(`${k}.listLabel`)} className="space-y-2" data-testid="payments">
            {data.payments.map((payment) => (
              <li
                key={payment.id}
                data-payment={payment.id}
                className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <span className="min-w-0 flex-1 basis-56">
                  <Link
                    to={`${BOOKING_CALENDAR_PATH}/stays/${payment.stayId}`}
                    className="font-semibold break-words text-pine-950 underline decoration-pine-200 underline-offset-4 hover:decoration-pine-700"
                  >
                    {payment.guestName || payment.reference}
                  </Link>
                  <span className="block text-sm whitespace-nowrap text-slate-600 sm:ml-2 sm:inline">
                    {payment.reference}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {[formatDay(payment.on, locale), t(`dashboard.money.kinds.${payment.kind}`), payment.method]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
                <span
                  className={cn(
                    "font-semibold whitespace-nowrap tabular-nums",
                    payment.amountCents < 0 ? "text-coral-700" : "text-ink",
                  )}
                >
                  {money(payment.amountCents)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
