import { ArrowRight, Globe, Inbox, LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { countOverview } from "../../../modules/admin/count-overview.ts";
import { listAudit } from "../../../modules/audit/list-audit.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { AuditEntryItem } from "../../components/admin/audit-entry.tsx";
import { AdminPageHeader, EmptyState, Panel } from "../../components/admin/page-header.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/overview";
import { adminRequest } from "./access.server.ts";
import { withActorNames } from "./audit-rows.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const [counts, audit] = await Promise.all([countOverview(db), listAudit(db, { limit: 5 })]);
  return {
    title: t("admin.overview.title"),
    counts,
    recent: await withActorNames(db, audit.entries),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

function Counter({
  to,
  icon,
  value,
  label,
  hint,
}: {
  to: string;
  icon: ReactNode;
  value: number;
  label: string;
  hint: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-5 shadow-sm transition-colors hover:border-pine-400"
      >
        <span className="flex items-center justify-between text-pine-700">
          {icon}
          <ArrowRight aria-hidden="true" className="h-5 w-5 transition-transform group-hover:translate-x-0.5" />
        </span>
        <span className="mt-4 font-display text-4xl font-semibold text-pine-950">{value}</span>
        <span className="mt-1 font-semibold text-pine-950">{label}</span>
        <span className="mt-1 text-sm text-slate-700">{hint}</span>
      </Link>
    </li>
  );
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { counts, recent } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.overview.title")} intro={t("admin.overview.intro")} />
      <h2 className="sr-only">{t("admin.overview.countersHeading")}</h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        <Counter
          to="/admin/leads?status=new"
          icon={<Inbox aria-hidden="true" className="h-6 w-6" />}
          value={counts.newLeads}
          label={t("admin.overview.newLeads", { count: counts.newLeads })}
          hint={t("admin.overview.newLeadsHint")}
        />
        <Counter
          to="/admin/support?status=open"
          icon={<LifeBuoy aria-hidden="true" className="h-6 w-6" />}
          value={counts.openSupport}
          label={t("admin.overview.openSupport", { count: counts.openSupport })}
          hint={t("admin.overview.openSupportHint")}
        />
        <Counter
          to="/admin/owners"
          icon={<Globe aria-hidden="true" className="h-6 w-6" />}
          value={counts.activeSites}
          label={t("admin.overview.activeSites", { count: counts.activeSites })}
          hint={t("admin.overview.activeSitesHint", { count: counts.owners })}
        />
      </ul>

      <Panel className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.overview.recentHeading")}</h2>
          <Link to="/admin/audit" className="font-semibold text-pine-700 underline underline-offset-4">
            {t("admin.overview.allActivity")}
          </Link>
        </div>
        {recent.length > 0 ? (
          <ul className="mt-2">
            {recent.map((row) => (
              <AuditEntryItem key={row.id} row={row} />
            ))}
          </ul>
        ) : (
          <div className="mt-4">
            <EmptyState title={t("admin.audit.empty")} />
          </div>
        )}
      </Panel>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
