import { Filter } from "lucide-react";
import { Form, Link } from "react-router";
import { LOG_STATES } from "../../../modules/guest-messages/log-states.ts";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { Badge } from "../../components/dashboard/badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { emailMoment } from "../../components/dashboard/email/email-moment.ts";
import { entryName, reasonWords, stateTone } from "../../components/dashboard/email/email-words.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/email";
import { loadEmailLog } from "./email/email-log.server.ts";

export const loader = (args: Route.LoaderArgs) => loadEmailLog(args);

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.email.title"));

type Entry = Route.ComponentProps["loaderData"]["entries"][number];

const inputClass =
  "mt-2 block w-full rounded-xl border border-slate-400 bg-white h-12 px-4 text-base text-ink shadow-sm hover:border-pine-600 focus:border-pine-700";

/** Every email to the owner's guests, and the messages still to go, newest first. */
export default function EmailLog({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { entries, reference, state, firstPage, nextBefore } = loaderData;
  const filtered = reference !== "" || state !== null;
  const query: Record<string, string> = {};
  if (reference) query.stay = reference;
  if (state) query.state = state;
  return (
    <>
      <PageHeader title={t("dashboard.email.title")} intro={t("dashboard.email.intro")} />
      <Form
        method="get"
        role="search"
        aria-label={t("dashboard.email.filter.label")}
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="sm:w-56">
          <label htmlFor="email-stay" className="block font-semibold text-pine-950">
            {t("dashboard.email.filter.reference")}
          </label>
          <input
            id="email-stay"
            name="stay"
            defaultValue={reference}
            maxLength={40}
            autoComplete="off"
            placeholder={t("dashboard.email.filter.referenceHint")}
            className={inputClass}
          />
        </div>
        <div className="sm:w-56">
          <label htmlFor="email-state" className="block font-semibold text-pine-950">
            {t("dashboard.email.filter.state")}
          </label>
          <select id="email-state" name="state" defaultValue={state ?? ""} className={inputClass}>
            <option value="">{t("dashboard.email.filter.allStates")}</option>
            {LOG_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`dashboard.email.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary", "md", "min-h-12")}>
          <Filter aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.email.filter.apply")}
        </button>
        {filtered && (
          <Link to={DASHBOARD_PATHS.email} className={buttonClass("ghost", "md", "min-h-12")}>
            {t("dashboard.email.filter.clear")}
          </Link>
        )}
      </Form>
      {entries.length === 0 ? (
        <Card className="text-center">
          <h2 className="font-display text-xl font-semibold text-pine-950">
            {t(filtered ? "dashboard.email.empty.filteredTitle" : "dashboard.email.empty.allTitle")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            {t(filtered ? "dashboard.email.empty.filteredBody" : "dashboard.email.empty.allBody")}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="email-log">
          {entries.map((entry) => (
            <LogItem key={entry.id} entry={entry} timeZone={loaderData.timeZone} />
          ))}
        </ul>
      )}
      <PageLinks
        label={t("dashboard.email.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        query={query}
        labels={{ newest: t("dashboard.email.newest"), older: t("dashboard.email.older") }}
      />
    </>
  );
}

function LogItem({ entry, timeZone }: { entry: Entry; timeZone: string }) {
  const { t, locale } = useI18n();
  const name = entryName(entry, t);
  const when = emailMoment(entry.at, locale, timeZone);
  const to = entry.toName
    ? `${entry.toName} <${entry.toAddress ?? ""}>`
    : (entry.toAddress ?? t("dashboard.email.noAddress"));
  const reason =
    entry.kind === "email"
      ? entry.reason && t("dashboard.email.serverAnswer", { error: entry.reason })
      : reasonWords(entry.reason, t);
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-entry={entry.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 font-semibold break-words text-pine-950">
          {entry.kind === "email" ? (
            <Link
              to={`${DASHBOARD_PATHS.email}/${entry.id}`}
              className="underline decoration-pine-200 underline-offset-4 hover:decoration-pine-700"
            >
              {entry.subject}
            </Link>
          ) : (
            name
          )}
        </h2>
        <Badge tone={stateTone(entry.state)}>{t(`dashboard.email.states.${entry.state}`)}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-800">{t("dashboard.email.columns.when")}</dt>
        <dd>
          {entry.kind === "scheduled" && entry.state === "scheduled"
            ? t("dashboard.email.scheduledFor", { when })
            : when}
        </dd>
        <dt className="font-semibold text-slate-800">{t("dashboard.email.columns.to")}</dt>
        <dd className="break-all">{to}</dd>
        {entry.kind === "email" && (
          <>
            <dt className="font-semibold text-slate-800">{t("dashboard.email.columns.what")}</dt>
            <dd>{name}</dd>
          </>
        )}
        {entry.stayId && entry.reference && (
          <>
            <dt className="font-semibold text-slate-800">{t("dashboard.email.columns.stay")}</dt>
            <dd>
              <Link
                to={`${DASHBOARD_PATHS.bookingCalendar}/stays/${entry.stayId}`}
                aria-label={t("dashboard.email.openStay", { reference: entry.reference })}
                className="font-semibold text-pine-800 underline underline-offset-2"
              >
                {entry.reference}
              </Link>
            </dd>
          </>
        )}
      </dl>
      {reason && (
        <p
          className={
            entry.state === "failed" || entry.state === "sending"
              ? "mt-2 text-sm text-coral-700"
              : "mt-2 text-sm text-slate-800"
          }
        >
          {entry.kind === "email" ? reason : `${t(`dashboard.email.states.${entry.state}`)}: ${reason}`}
        </p>
      )}
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
