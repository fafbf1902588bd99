import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { listSupportRequests } from "../../../modules/support/admin-support-requests.ts";
import { SUPPORT_STATUSES, type SupportStatus } from "../../../modules/support/support-status.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { FilterBar } from "../../components/admin/filter-bar.tsx";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, EmptyState } from "../../components/admin/page-header.tsx";
import { PageLinks } from "../../components/admin/page-links.tsx";
import { SupportStatusBadge } from "../../components/admin/support-status-badge.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { withIdCheck } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/support";
import { adminRequest } from "./access.server.ts";

function isSupportStatus(value: unknown): value is SupportStatus {
  return typeof value === "string" && (SUPPORT_STATUSES as readonly string[]).includes(value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const params = new URL(request.url).searchParams;
  const raw = params.get("status");
  const status = isSupportStatus(raw) ? raw : undefined;
  // `before` comes from our own "older" link; anything but a request's id is a malformed link (400).
  const before = params.get("before") ?? undefined;
  const page = await withIdCheck(() => listSupportRequests(db, { status, before }));
  return {
    title: t("admin.support.title"),
    status: status ?? "",
    firstPage: before === undefined,
    nextBefore: page.nextBefore,
    total: page.total,
    requests: page.requests,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { requests, status, total, firstPage, nextBefore } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.support.title")} intro={t("admin.support.intro")} />
      <FilterBar
        selects={[
          {
            name: "status",
            label: t("admin.support.filterStatus"),
            value: status,
            options: SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`admin.support.status.${s}`) })),
          },
        ]}
      />
      <p className="mb-4 text-sm text-slate-700" role="status">
        {t("admin.support.count", { count: total })}
      </p>
      {requests.length === 0 ? (
        <EmptyState title={t("admin.support.empty")} body={t("admin.support.emptyBody")} />
      ) : (
        <ul className="space-y-3">
          {requests.map((r) => (
            <li key={r.id}>
              <Link
                to={`/admin/support/${r.id}`}
                className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm transition-colors hover:border-pine-400"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-pine-950">{r.subject}</span>
                    <SupportStatusBadge status={r.status} />
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {[r.ownerName, r.siteName].filter(Boolean).join(" · ")}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {t("admin.support.messages", { count: r.messageCount })} ·{" "}
                    {t("admin.support.lastActivity", { time: formatDateTime(r.lastMessageAt ?? r.updatedAt, lang) })}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-pine-700" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t("admin.support.pages")}
        firstPage={firstPage}
        nextBefore={nextBefore}
        query={status ? { status } : {}}
        labels={{ newest: t("admin.support.newest"), older: t("admin.support.older") }}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
