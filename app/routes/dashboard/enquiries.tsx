import { CalendarDays, ChevronDown, LoaderCircle, Mail, MessageSquare, Phone, Users } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { ENQUIRY_STATUSES, type EnquiryStatus, isEnquiryStatus } from "../../../modules/enquiries/enquiry-statuses.ts";
import { countNewEnquiries, listEnquiries } from "../../../modules/enquiries/list-enquiries.ts";
import { replyMailto } from "../../../modules/enquiries/reply-mailto.ts";
import { setEnquiryStatus } from "../../../modules/enquiries/set-enquiry-status.ts";
import { textIn } from "../../../modules/i18n/site-languages.ts";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { Badge } from "../../components/dashboard/badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDateTime } from "../../components/dashboard/format-date.ts";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../lib/refusals.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/enquiries";

const FILTERS = ["all", ...ENQUIRY_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

/** The list asked for in `?status=`: new or handled; anything else shows them all. */
export function enquiryFilterOf(url: URL): Filter {
  const status = url.searchParams.get("status");
  return isEnquiryStatus(status) ? status : "all";
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const filter = enquiryFilterOf(url);
  // `before` comes from our own "older" link; anything but an enquiry's id is a malformed link (400).
  const before = url.searchParams.get("before") ?? undefined;
  const [page, newCount] = await Promise.all([
    withIdCheck(() => listEnquiries(db, site.id, { status: filter === "all" ? undefined : filter, before })),
    countNewEnquiries(db, site.id),
  ]);
  return {
    filter,
    firstPage: before === undefined,
    nextBefore: page.nextBefore,
    total: page.total,
    newCount,
    enquiries: page.enquiries.map(({ unit, ...enquiry }) => ({
      ...enquiry,
      // The unit's name in the owner's language where it has one, else in the guest's.
      unit: unit ? textIn(unit.name, user.lang, enquiry.lang) : null,
      replyUrl: replyMailto(enquiry, site.siteName),
    })),
  };
}

export type EnquiryActionData = { ok: true; status: EnquiryStatus; name: string } | { ok: false };

/** Marks one of the owner's enquiries handled or new; another owner's is answered like a missing one. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const form = await readForm(request, { maxBytes: formLimit(100), lang: user.lang });
  const enquiryId = uuidParam(form.get("enquiryId"));
  const status = form.get("status");
  if (!isEnquiryStatus(status)) return data<EnquiryActionData>({ ok: false }, { status: 400 });
  const result = await setEnquiryStatus(services(context).db, { siteId: site.id, enquiryId, status });
  if (!result.ok) notFound();
  return data<EnquiryActionData>({ ok: true, status: result.enquiry.status, name: result.enquiry.name });
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.enquiries.title"));

type EnquiryRow = Route.ComponentProps["loaderData"]["enquiries"][number];

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { enquiries, filter, total, newCount, firstPage, nextBefore } = loaderData;
  return (
    <>
      <PageHeader title={t("dashboard.enquiries.title")} intro={t("dashboard.enquiries.intro")} />
      <FilterSwitch current={filter} newCount={newCount} />
      <p role="status" className="mb-4 text-sm text-slate-700">
        {t("dashboard.enquiries.count", { count: total })}
      </p>
      {enquiries.length === 0 ? (
        <Card className="text-center">
          <h2 className="font-display text-xl font-semibold text-pine-950">
            {t(`dashboard.enquiries.empty.${filter}.title`)}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-slate-700">{t(`dashboard.enquiries.empty.${filter}.body`)}</p>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="enquiries">
          {enquiries.map((enquiry) => (
            <EnquiryItem key={enquiry.id} enquiry={enquiry} />
          ))}
        </ul>
      )}
      <PageLinks
        label={t("dashboard.enquiries.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        query={filter === "all" ? {} : { status: filter }}
        labels={{ newest: t("dashboard.enquiries.newest"), older: t("dashboard.enquiries.older") }}
      />
    </>
  );
}

/** Links to the three lists; the page is the same for each, with `?status=`. */
function FilterSwitch({ current, newCount }: { current: Filter; newCount: number }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("dashboard.enquiries.filter.label")} className="mb-6">
      <ul className="inline-flex flex-wrap rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={filter === "all" ? DASHBOARD_PATHS.enquiries : `${DASHBOARD_PATHS.enquiries}?status=${filter}`}
              preventScrollReset
              aria-current={filter === current ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold whitespace-nowrap",
                filter === current ? "bg-pine-900 text-white" : "text-pine-900 hover:bg-pine-50",
              )}
            >
              {t(`dashboard.enquiries.filter.${filter}`)}
              {filter === "new" && newCount > 0 && (
                <span className="rounded-full bg-coral-600 px-2 py-0.5 text-xs text-white tabular-nums">
                  {newCount}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A day stored as "YYYY-MM-DD", in the owner's language, never shifted by a time zone. */
function formatDay(day: string, locale: string, style: "medium" | "full" = "medium"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

function nightsBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The stay in one line: dates (and nights) and guests, as far as the guest said. */
function StaySummary({ enquiry }: { enquiry: EnquiryRow }) {
  const { t, locale } = useI18n();
  const { checkIn, checkOut, guests } = enquiry;
  const parts: string[] = [];
  if (checkIn && checkOut) {
    parts.push(
      `${t("dashboard.enquiries.stay", { from: formatDay(checkIn, locale), to: formatDay(checkOut, locale) })} (${t(
        "dashboard.enquiries.nights",
        { count: nightsBetween(checkIn, checkOut) },
      )})`,
    );
  } else if (checkIn || checkOut) {
    parts.push(formatDay(checkIn ?? checkOut ?? "", locale));
  }
  if (guests !== null) parts.push(t("dashboard.enquiries.guests", { count: guests }));
  if (enquiry.unit) parts.push(enquiry.unit);
  if (parts.length === 0) return null;
  return (
    <span className="flex items-center gap-1.5 text-sm text-slate-700 sm:col-span-2">
      <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0" />
      {parts.join(" · ")}
    </span>
  );
}

function Field({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="flex items-center gap-1.5 text-sm font-semibold text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function EnquiryItem({ enquiry }: { enquiry: EnquiryRow }) {
  const { t, locale } = useI18n();
  const isNew = enquiry.status === "new";
  const notGiven = <span className="text-slate-600">{t("dashboard.enquiries.notGiven")}</span>;
  const link = "font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-950";
  return (
    <li
      id={`enquiry-${enquiry.id}`}
      data-status={enquiry.status}
      className={cn(
        "scroll-mt-24 rounded-2xl bg-white shadow-sm ring-1",
        isNew ? "border-l-4 border-coral-600 ring-coral-600/30" : "ring-slate-200",
      )}
    >
      <details className="group">
        <summary className="grid cursor-pointer list-none gap-1.5 p-5 sm:grid-cols-[1fr_auto] sm:gap-x-6 [&::-webkit-details-marker]:hidden">
          <h2 className="min-w-0 font-semibold break-words text-pine-950">{enquiry.name}</h2>
          <span className="flex items-center gap-3 sm:col-start-2 sm:row-start-1">
            <Badge tone={isNew ? "coral" : "slate"}>{t(`dashboard.enquiries.status.${enquiry.status}`)}</Badge>
            <span className="text-sm whitespace-nowrap text-slate-600">
              {formatDateTime(enquiry.createdAt, locale)}
            </span>
          </span>
          <StaySummary enquiry={enquiry} />
          <span className="line-clamp-2 text-slate-800 group-open:hidden sm:col-span-2">{enquiry.message}</span>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-pine-800 sm:col-span-2">
            <span className="group-open:hidden">{t("dashboard.enquiries.read")}</span>
            <span className="hidden group-open:inline">{t("dashboard.enquiries.close")}</span>
            <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
          </span>
        </summary>
        <div className="border-t border-slate-200 p-5">
          <p className="mb-5 rounded-xl bg-sand-50 p-4 whitespace-pre-line text-ink ring-1 ring-sand-200">
            <span className="sr-only">{t("dashboard.enquiries.fields.message")}: </span>
            {enquiry.message}
          </p>
          <dl className="space-y-3">
            <Field label={t("dashboard.enquiries.fields.email")} icon={<Mail aria-hidden="true" className="h-4 w-4" />}>
              <a href={`mailto:${enquiry.email}`} className={cn(link, "break-all")}>
                {enquiry.email}
              </a>
            </Field>
            <Field
              label={t("dashboard.enquiries.fields.phone")}
              icon={<Phone aria-hidden="true" className="h-4 w-4" />}
            >
              {enquiry.phone ? (
                <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`} className={link}>
                  {enquiry.phone}
                </a>
              ) : (
                notGiven
              )}
            </Field>
            <Field label={t("dashboard.enquiries.fields.arrival")}>
              {enquiry.checkIn ? formatDay(enquiry.checkIn, locale, "full") : notGiven}
            </Field>
            <Field label={t("dashboard.enquiries.fields.departure")}>
              {enquiry.checkOut ? formatDay(enquiry.checkOut, locale, "full") : notGiven}
            </Field>
            <Field
              label={t("dashboard.enquiries.fields.guests")}
              icon={<Users aria-hidden="true" className="h-4 w-4" />}
            >
              {enquiry.guests ?? notGiven}
            </Field>
            <Field label={t("dashboard.enquiries.fields.unit")}>{enquiry.unit ?? notGiven}</Field>
            <Field
              label={t("dashboard.enquiries.fields.language")}
              icon={<MessageSquare aria-hidden="true" className="h-4 w-4" />}
            >
              {t(`dashboard.enquiries.languages.${enquiry.lang}`)}
            </Field>
            <Field label={t("dashboard.enquiries.fields.received")}>{formatDateTime(enquiry.createdAt, locale)}</Field>
            {enquiry.handledAt && (
              <Field label={t("dashboard.enquiries.fields.handledAt")}>
                {formatDateTime(enquiry.handledAt, locale)}
              </Field>
            )}
          </dl>
          <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
            <a
              href={enquiry.replyUrl}
              className={buttonClass("secondary", "md")}
              aria-describedby={`reply-${enquiry.id}`}
            >
              <Mail aria-hidden="true" className="h-4 w-4" />
              {t("dashboard.enquiries.reply")}
            </a>
            <StatusForm enquiry={enquiry} />
          </div>
          <p id={`reply-${enquiry.id}`} className="mt-3 text-sm text-slate-600">
            {t("dashboard.enquiries.replyHint")}
          </p>
        </div>
      </details>
    </li>
  );
}

/** "Mark as handled" on a new enquiry, "mark as new" on a handled one; the answer is told with a toast. */
function StatusForm({ enquiry }: { enquiry: EnquiryRow }) {
  const { t } = useI18n();
  const fetcher = useFetcher<EnquiryActionData>();
  const pending = fetcher.state !== "idle";
  const next: EnquiryStatus = enquiry.status === "new" ? "handled" : "new";
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer?.ok) return;
    const key = answer.status === "handled" ? "dashboard.enquiries.markedHandled" : "dashboard.enquiries.markedNew";
    toast.success(t(key, { name: answer.name }));
  }, [fetcher.data, t]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="enquiryId" value={enquiry.id} />
      <input type="hidden" name="status" value={next} />
      <button type="submit" disabled={pending} className={buttonClass("ghost", "md", "w-full sm:w-auto")}>
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {next === "handled" ? t("dashboard.enquiries.markHandled") : t("dashboard.enquiries.markNew")}
      </button>
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
