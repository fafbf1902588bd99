import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { type Lead, listLeads } from "../../../modules/admin/list-leads.ts";
import { LEAD_KINDS, type LeadKind, PROPERTY_TYPES, TIME_SLOTS } from "../../../modules/leads/lead-choices.ts";
import { isLeadStatus, LEAD_STATUSES, type LeadStatus } from "../../../modules/leads/lead-statuses.ts";
import { updateLeadStatus } from "../../../modules/leads/update-lead-status.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { FilterBar } from "../../components/admin/filter-bar.tsx";
import { formatDateTime, formatDay } from "../../components/admin/format.ts";
import { AdminPageHeader, EmptyState } from "../../components/admin/page-header.tsx";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { type BadgeTone, StatusBadge } from "../../components/admin/status-badge.tsx";
import { type Feedback, useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/leads";
import { adminRequest, answer, formText } from "./access.server.ts";

const LEAD_TONES: Record<LeadStatus, BadgeTone> = { new: "blue", contacted: "amber", won: "green", lost: "grey" };

function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const params = new URL(request.url).searchParams;
  // An unknown filter value shows everything rather than failing: filters are typed by hand too.
  const status = params.get("status");
  const kind = params.get("kind");
  const filter = { status: isLeadStatus(status) ? status : undefined, kind: isLeadKind(kind) ? kind : undefined };
  // `before` comes from our own "older" link; anything but a lead's id is a malformed link (400).
  const before = params.get("before") ?? undefined;
  const page = await withIdCheck(() => listLeads(db, { ...filter, before }));
  return {
    title: t("admin.leads.title"),
    filter,
    firstPage: before === undefined,
    nextBefore: page.nextBefore,
    total: page.total,
    leads: page.leads,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user } = await adminRequest(request, context);
  const form = await readForm(request, { maxBytes: formLimit(100), lang });
  const leadId = uuidParam(form.get("leadId"));
  const status = formText(form, "status");
  if (!isLeadStatus(status)) return answer<Feedback>({ ok: false, message: t("admin.leads.invalidStatus") }, 400);
  const result = await withIdCheck(() => updateLeadStatus(db, { actorId: user.id, leadId, status }));
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return answer<Feedback>({ ok: false, message: t("admin.leads.invalidStatus") }, 400);
  }
  return answer<Feedback>({
    ok: true,
    message: t("admin.leads.statusSaved", { status: t(`admin.leads.status.${status}`) }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

function StatusForm({ lead }: { lead: Lead }) {
  const { t } = useI18n();
  const fetcher = useFetcher<Feedback>();
  useFeedbackToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  const id = `lead-status-${lead.id}`;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="leadId" value={lead.id} />
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-pine-950">
          {t("admin.leads.changeStatus")}
        </label>
        <select
          id={id}
          name="status"
          defaultValue={lead.status}
          key={lead.status}
          className="mt-1 block w-full rounded-xl border border-slate-400 bg-white px-3 py-2.5 sm:w-48"
        >
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.leads.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={pending} className={buttonClass("secondary", "md")}>
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {pending ? t("admin.common.saving") : t("admin.common.save")}
      </button>
    </fetcher.Form>
  );
}

function LeadCard({ lead }: { lead: Lead }) {
  const { t, lang } = useI18n();
  const timeSlot = (TIME_SLOTS as readonly string[]).includes(lead.timeSlot ?? "")
    ? t(`form.timeSlots.${lead.timeSlot as (typeof TIME_SLOTS)[number]}`)
    : lead.timeSlot;
  const propertyType = (PROPERTY_TYPES as readonly string[]).includes(lead.propertyType ?? "")
    ? t(`form.propertyTypes.${lead.propertyType as (typeof PROPERTY_TYPES)[number]}`)
    : lead.propertyType;
  return (
    <li id={`lead-${lead.id}`} className="scroll-mt-24 rounded-2xl border border-sand-200 bg-white shadow-sm">
      <details className="group">
        <summary className="grid cursor-pointer list-none gap-1 p-5 [&::-webkit-details-marker]:hidden sm:grid-cols-[1fr_auto] sm:items-center sm:gap-x-6">
          <h2 className="font-semibold text-pine-950 sm:col-start-1">
            {lead.name}
            <span className="font-normal text-slate-700"> · {t(`admin.leads.kind.${lead.kind}`)}</span>
          </h2>
          <span className="flex items-center gap-3 sm:col-start-2 sm:row-span-3 sm:row-start-1">
            <StatusBadge tone={LEAD_TONES[lead.status]}>{t(`admin.leads.status.${lead.status}`)}</StatusBadge>
            <span className="text-sm font-semibold text-pine-700 underline underline-offset-2">
              <span className="group-open:hidden">{t("admin.leads.showDetails")}</span>
              <span className="hidden group-open:inline">{t("admin.leads.hideDetails")}</span>
            </span>
          </span>
          <span className="block text-sm break-all text-slate-700 sm:col-start-1">
            {lead.email} · {formatDateTime(lead.createdAt, lang)}
          </span>
          {lead.subject && <span className="block text-sm text-ink sm:col-start-1">{lead.subject}</span>}
        </summary>
        <div className="border-t border-sand-200 p-5">
          <dl className="space-y-3">
            <Field label={t("admin.leads.received")}>{formatDateTime(lead.createdAt, lang)}</Field>
            <Field label={t("admin.leads.language")}>{t(`admin.languages.${lead.lang}`)}</Field>
            <Field label={t("form.name")}>{lead.name}</Field>
            <Field label={t("form.email")}>
              <a href={`mailto:${lead.email}`} className="text-pine-700 underline underline-offset-2">
                {lead.email}
              </a>
            </Field>
            {lead.phone && (
              <Field label={t("form.phone")}>
                <a
                  href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                  className="text-pine-700 underline underline-offset-2"
                >
                  {lead.phone}
                </a>
              </Field>
            )}
            {lead.subject && <Field label={t("form.subject")}>{lead.subject}</Field>}
            {lead.preferredDate && <Field label={t("form.preferredDate")}>{formatDay(lead.preferredDate, lang)}</Field>}
            {timeSlot && <Field label={t("form.timeSlot")}>{timeSlot}</Field>}
            {propertyType && <Field label={t("form.propertyType")}>{propertyType}</Field>}
            {lead.propertyLocation && <Field label={t("form.propertyLocation")}>{lead.propertyLocation}</Field>}
            {lead.unitCount !== null && <Field label={t("form.unitCount")}>{lead.unitCount}</Field>}
            {lead.message && <Field label={t("form.message")}>{lead.message}</Field>}
            <Field label={t("admin.leads.updated")}>{formatDateTime(lead.updatedAt, lang)}</Field>
          </dl>
          <div className="mt-5 border-t border-sand-200 pt-5">
            <StatusForm lead={lead} />
          </div>
        </div>
      </details>
    </li>
  );
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { leads, filter, total, firstPage, nextBefore } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.leads.title")} intro={t("admin.leads.intro")} />
      <FilterBar
        selects={[
          {
            name: "status",
            label: t("admin.leads.filterStatus"),
            value: filter.status ?? "",
            options: LEAD_STATUSES.map((s) => ({ value: s, label: t(`admin.leads.status.${s}`) })),
          },
          {
            name: "kind",
            label: t("admin.leads.filterKind"),
            value: filter.kind ?? "",
            options: LEAD_KINDS.map((k) => ({ value: k, label: t(`admin.leads.kind.${k}`) })),
          },
        ]}
      />
      <p className="mb-4 text-sm text-slate-700" role="status">
        {t("admin.leads.count", { count: total })}
      </p>
      {leads.length === 0 ? (
        <EmptyState title={t("admin.leads.empty")} body={t("admin.leads.emptyBody")} />
      ) : (
        <ul className="space-y-3">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      )}
      <PageLinks
        label={t("admin.leads.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        query={{ ...(filter.status ? { status: filter.status } : {}), ...(filter.kind ? { kind: filter.kind } : {}) }}
        labels={{ newest: t("admin.leads.newest"), older: t("admin.leads.older") }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
