import { Download, Mail, Phone, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { Badge } from "../../components/dashboard/badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDay } from "../../components/dashboard/guests/guest-format.ts";
import { formatMoney } from "../../components/dashboard/money/format-money.ts";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/guests";
import { loadGuests } from "./guests/guests.server.ts";

export const loader = (args: Route.LoaderArgs) => loadGuests(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.guests.title"));

type GuestRow = Route.ComponentProps["loaderData"]["guests"][number];
type Currency = Route.ComponentProps["loaderData"]["currency"];

export default function Guests({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { guests, search, total, firstPage, nextBefore } = loaderData;
  return (
    <>
      <PageHeader title={t("dashboard.guests.title")} intro={t("dashboard.guests.intro")} />
      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <Form method="get" role="search" className="flex w-full max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor="guest-search" className="block font-semibold text-pine-950">
              {t("dashboard.guests.search.label")}
            </label>
            <input
              id="guest-search"
              type="search"
              name="q"
              defaultValue={search}
              maxLength={100}
              autoComplete="off"
              className="mt-2 block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-ink shadow-sm hover:border-pine-600 focus:border-pine-700"
            />
          </div>
          <button type="submit" className={buttonClass("secondary", "md", "min-h-12")}>
            <Search aria-hidden="true" className="h-4 w-4" />
            {t("dashboard.guests.search.button")}
          </button>
        </Form>
        <div className="max-w-sm">
          {/* A file, not a page: the browser downloads it. */}
          <a href={`${DASHBOARD_PATHS.guests}/export.csv`} download className={buttonClass("ghost", "md")}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t("dashboard.guests.export")}
          </a>
          <p className="mt-2 text-sm text-slate-600">{t("dashboard.guests.exportHint")}</p>
        </div>
      </div>
      <p role="status" className="mb-4 text-sm text-slate-700">
        {search ? t("dashboard.guests.found", { count: total, search }) : t("dashboard.guests.count", { count: total })}
        {search && (
          <>
            {" · "}
            <Link to={DASHBOARD_PATHS.guests} className="font-semibold text-pine-800 underline underline-offset-2">
              {t("dashboard.guests.search.showAll")}
            </Link>
          </>
        )}
      </p>
      {guests.length === 0 ? (
        <Card className="text-center">
          <h2 className="font-display text-xl font-semibold text-pine-950">
            {t(search ? "dashboard.guests.empty.search.title" : "dashboard.guests.empty.all.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            {search ? t("dashboard.guests.empty.search.body", { search }) : t("dashboard.guests.empty.all.body")}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="guests">
          {guests.map((guest) => (
            <GuestItem key={guest.id} guest={guest} currency={loaderData.currency} />
          ))}
        </ul>
      )}
      <PageLinks
        label={t("dashboard.guests.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        query={search ? { q: search } : {}}
        labels={{ newest: t("dashboard.guests.newest"), older: t("dashboard.guests.older") }}
      />
    </>
  );
}

function GuestItem({ guest, currency }: { guest: GuestRow; currency: Currency }) {
  const { t, locale } = useI18n();
  const erased = guest.erasedAt !== null;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const stats = [
    t("dashboard.guests.stays", { count: guest.stays }),
    t("dashboard.guests.nights", { count: guest.nights }),
    `${t("dashboard.guests.columns.spent")} ${money(guest.spentCents)}`,
  ];
  if (guest.lastStay) stats.push(`${t("dashboard.guests.columns.lastStay")} ${formatDay(guest.lastStay, locale)}`);
  if (guest.enquiries > 0) stats.push(t("dashboard.guests.enquiries", { count: guest.enquiries }));
  const owes = (guest.money?.outstandingCents ?? 0) > 0;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-guest={guest.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 font-semibold break-words text-pine-950">
          <Link
            to={`${DASHBOARD_PATHS.guests}/${guest.id}`}
            className="underline decoration-pine-200 underline-offset-4 hover:decoration-pine-700"
          >
            {erased ? t("dashboard.guests.erased") : guest.name}
          </Link>
        </h2>
        <span className="flex flex-wrap gap-2">
          <Badge tone="slate">{t(`dashboard.guests.languages.${guest.lang}`)}</Badge>
          {guest.marketingConsent && <Badge tone="green">{t("dashboard.guests.marketing.yes")}</Badge>}
        </span>
      </div>
      {!erased && (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {guest.email && (
            <span className="flex min-w-0 items-center gap-1.5 break-all">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              {guest.email}
            </span>
          )}
          {guest.phone && (
            <span className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0" />
              {guest.phone}
            </span>
          )}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">{stats.join(" · ")}</p>
      {guest.money && (
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm" data-money>
          <span className="text-slate-700">
            {t("dashboard.guests.columns.paid")} <span className="tabular-nums">{money(guest.money.paidCents)}</span>
          </span>
          <span className={owes ? "font-semibold text-coral-700" : "text-slate-700"}>
            {t("dashboard.guests.columns.outstanding")}{" "}
            <span className="tabular-nums">{money(guest.money.outstandingCents)}</span>
          </span>
        </p>
      )}
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
