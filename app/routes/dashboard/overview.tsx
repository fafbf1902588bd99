import { ArrowRight, CircleCheck, CircleDashed, ExternalLink, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { displayHost } from "../../../modules/sites/site-url.ts";
import { isThemeName } from "../../../modules/sites/themes.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { PaymentsCard } from "../../components/dashboard/money/payments-card.tsx";
import type { NextStep } from "../../components/dashboard/next-steps.ts";
import { AheadPanel } from "../../components/dashboard/overview/ahead-panel.tsx";
import { NeedsPanel } from "../../components/dashboard/overview/needs-panel.tsx";
import { OccupancyPanel } from "../../components/dashboard/overview/occupancy-panel.tsx";
import { RevenuePanel } from "../../components/dashboard/overview/revenue-panel.tsx";
import { TodayPanel } from "../../components/dashboard/overview/today-panel.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { SiteStatusBadge } from "../../components/dashboard/status-badges.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/overview";
import { loadOverview } from "./overview.server.ts";

export async function loader(args: Route.LoaderArgs) {
  return loadOverview(args);
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.overview.title"));

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { site, steps, welcome } = loaderData;
  const themeName = isThemeName(site.themeName) ? THEME_DISPLAY_NAMES[lang][site.themeName] : site.themeName;
  const firstName = loaderData.name.trim().split(/\s+/)[0] ?? "";
  // A new owner (nothing booked yet) finishes the site first; after that the cockpit leads.
  const { house } = loaderData;
  const booked = house.arrivals.length + house.departures.length + house.staying.length + house.ahead.length > 0;
  const stepsFirst = !steps.every((step) => step.done) && (!booked || welcome);
  const siteAndSteps = <SiteAndSteps loaderData={loaderData} themeName={themeName} />;
  return (
    <>
      <PageHeader
        title={firstName ? t("dashboard.overview.greeting", { name: firstName }) : t("dashboard.overview.title")}
        intro={t("dashboard.overview.intro")}
      />

      {welcome && (
        <div role="status" className="mb-8 flex gap-4 rounded-2xl bg-pine-900 p-5 text-white md:p-6">
          <PartyPopper aria-hidden="true" className="h-7 w-7 shrink-0 text-sand-200" />
          <div>
            <p className="font-display text-xl font-semibold">{t("dashboard.overview.welcomeTitle")}</p>
            <p className="mt-1 text-pine-50">{t("dashboard.overview.welcomeBody", { siteName: site.siteName })}</p>
          </div>
        </div>
      )}

      {stepsFirst && siteAndSteps}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TodayPanel house={loaderData.house} currency={loaderData.currency} />
        </div>
        <NeedsPanel needs={loaderData.needs} />
      </div>
      <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
        <OccupancyPanel months={loaderData.months} currency={loaderData.currency} />
        <RevenuePanel revenue={loaderData.revenue} currency={loaderData.currency} today={loaderData.house.today} />
      </div>
      <div className="mt-6">
        {loaderData.paymentsDue && <PaymentsCard due={loaderData.paymentsDue} />}
        <AheadPanel ahead={loaderData.house.ahead} />
      </div>

      {!stepsFirst && <div className="mt-6">{siteAndSteps}</div>}
    </>
  );
}

/** The site's card and the steps to finish it: first on the page until every step is done. */
function SiteAndSteps({
  loaderData,
  themeName,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  themeName: string;
}) {
  const { t } = useI18n();
  const { site, links, steps } = loaderData;
  return (
    <div className="mb-6 grid items-start gap-6 lg:grid-cols-5">
      <section aria-labelledby="site-heading" className="min-w-0 lg:col-span-2">
        <Card>
          <div className="flex items-center justify-between gap-3">
            <h2 id="site-heading" className="font-display text-xl font-semibold text-pine-950">
              {t("dashboard.overview.site.heading")}
            </h2>
            <SiteStatusBadge status={site.status === "active" ? "active" : "inactive"} />
          </div>
          <p className="mt-3 text-slate-700">{t(`dashboard.overview.site.${site.status}Body`)}</p>
          <dl className="mt-5 space-y-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-600">{t("dashboard.overview.site.address")}</dt>
              <dd className="mt-0.5">
                <SiteLink url={links.subdomainUrl} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">{t("dashboard.overview.site.customDomain")}</dt>
              <dd className="mt-0.5">
                {links.customDomainUrl ? (
                  <SiteLink url={links.customDomainUrl} />
                ) : (
                  <span className="text-slate-700">{t("dashboard.overview.site.noCustomDomain")}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">{t("dashboard.overview.site.theme")}</dt>
              <dd className="mt-0.5 text-base text-ink">{themeName}</dd>
            </div>
          </dl>
        </Card>
      </section>

      <section aria-labelledby="steps-heading" className="min-w-0 lg:col-span-3">
        <Card>
          <StepsHeading steps={steps} />
          <ol className="mt-5 space-y-3">
            {steps.map((step) => (
              <StepItem
                key={step.id}
                step={step}
                params={{ theme: themeName, email: loaderData.email, domain: site.customDomain ?? "" }}
              />
            ))}
          </ol>
        </Card>
      </section>
    </div>
  );
}

function SiteLink({ url }: { url: string }) {
  const { t } = useI18n();
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 font-semibold break-all text-pine-800 underline underline-offset-2 hover:text-pine-950"
    >
      {displayHost(url)}
      <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="sr-only">{t("dashboard.header.newTab")}</span>
    </a>
  );
}

function StepsHeading({ steps }: { steps: NextStep[] }) {
  const { t } = useI18n();
  const done = steps.filter((s) => s.done).length;
  const allDone = done === steps.length;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="steps-heading" className="font-display text-xl font-semibold text-pine-950">
          {t("dashboard.overview.steps.heading")}
        </h2>
        <p className="text-sm font-semibold text-pine-800">
          {t("dashboard.overview.steps.progress", { done, total: steps.length })}
        </p>
      </div>
      <div
        aria-hidden="true"
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        title={t("dashboard.overview.steps.progress", { done, total: steps.length })}
      >
        <div className="h-full rounded-full bg-pine-600" style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <p className="mt-3 text-slate-700">
        {allDone ? t("dashboard.overview.steps.allDone") : t("dashboard.overview.steps.intro")}
      </p>
    </>
  );
}

function StepItem({ step, params }: { step: NextStep; params: { theme: string; email: string; domain: string } }) {
  const { t } = useI18n();
  const Icon = step.done ? CircleCheck : CircleDashed;
  return (
    <li
      data-step={step.id}
      data-done={step.done}
      className={cn(
        "flex gap-3 rounded-xl p-4 ring-1",
        step.done ? "bg-pine-50 ring-pine-100" : "bg-white ring-slate-200",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 h-6 w-6 shrink-0", step.done ? "text-pine-600" : "text-slate-500")}
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-pine-950">
          {t(`dashboard.overview.steps.${step.id}.title`)}
          <span className="sr-only">
            {" "}
            ({step.done ? t("dashboard.overview.steps.done") : t("dashboard.overview.steps.todo")})
          </span>
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {step.done
            ? t(`dashboard.overview.steps.${step.id}.done`, params)
            : t(`dashboard.overview.steps.${step.id}.todo`, params)}
        </p>
        <Link
          to={step.to}
          className={cn(
            "mt-2 inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-2 hover:underline",
            step.done ? "text-pine-800" : "text-coral-700",
          )}
        >
          {t(`dashboard.overview.steps.${step.id}.action`)}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
