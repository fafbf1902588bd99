import { ChevronRight, Paperclip } from "lucide-react";
import { Link } from "react-router";
import { listOutboxEmails, type OutboxStatus } from "../../../modules/messaging/outbox-queries.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { EmailStatusBadge } from "../../components/admin/email-status-badge.tsx";
import { FilterBar } from "../../components/admin/filter-bar.tsx";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, EmptyState } from "../../components/admin/page-header.tsx";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { templateNameKey } from "../../components/admin/template-names.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { withIdCheck } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/emails";
import { adminRequest } from "./access.server.ts";

const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const satisfies readonly OutboxStatus[];
function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const params = new URL(request.url).searchParams;
  const rawStatus = params.get("status");
  const status = isOutboxStatus(rawStatus) ? rawStatus : undefined;
  const before = params.get("before") ?? undefined;
  // `before` comes from our own "older" link; anything but an email's id is a malformed link (400).
  const page = await withIdCheck(() => listOutboxEmails(db, { status, before }));
  return {
    title: t("admin.emails.title"),
    status: status ?? "",
    firstPage: before === undefined,
    emails: page.emails,
    nextBefore: page.nextBefore,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { emails, status, nextBefore, firstPage } = loaderData;
  const templateLabel = (key: string) => {
    const name = templateNameKey(key);
    return name ? t(name) : key;
  };
  return (
    <>
      <AdminPageHeader title={t("admin.emails.title")} intro={t("admin.emails.intro")} />
      <FilterBar
        selects={[
          {
            name: "status",
            label: t("admin.emails.filterStatus"),
            value: status,
            options: OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`admin.emails.status.${s}`) })),
          },
        ]}
      />
      {emails.length === 0 ? (
        <EmptyState title={t("admin.emails.empty")} body={t("admin.emails.emptyBody")} />
      ) : (
        <ul className="space-y-3">
          {emails.map((e) => (
            <li key={e.id}>
              <Link
                to={`/admin/settings/emails/${e.id}`}
                className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm transition-colors hover:border-pine-400"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words text-pine-950">{e.subject}</span>
                    <EmailStatusBadge status={e.status} />
                  </span>
                  <span className="mt-1 block text-sm break-all text-slate-700">
                    {t("admin.emails.to", { to: e.toName ? `${e.toName} <${e.toAddress}>` : e.toAddress })}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {formatDateTime(e.sentAt ?? e.createdAt, lang)} · {templateLabel(e.templateKey)} ·{" "}
                    {e.lang.toUpperCase()}
                    {e.attempts > 1 && ` · ${t("admin.emails.attempts", { count: e.attempts })}`}
                  </span>
                  {e.attachInvoiceId && (
                    <span className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                      <Paperclip aria-hidden="true" className="h-4 w-4" />
                      {t("admin.emails.withAttachment")}
                    </span>
                  )}
                  {e.lastError && e.status !== "sent" && (
                    <span className="mt-1 block text-sm break-words text-coral-700">{e.lastError}</span>
                  )}
                </span>
                <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-pine-700" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t("admin.emails.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        query={status ? { status } : {}}
        labels={{ newest: t("admin.emails.newest"), older: t("admin.emails.older") }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
