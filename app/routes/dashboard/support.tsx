import { ChevronRight } from "lucide-react";
import { data, Link } from "react-router";
import { openSupportRequest } from "../../../modules/support/open-support-request.ts";
import { listOwnerSupportRequests } from "../../../modules/support/owner-support-requests.ts";
import { SUPPORT_LIMITS } from "../../../modules/support/support-limits.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDateTime } from "../../components/dashboard/format-date.ts";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { SupportStatusBadge } from "../../components/dashboard/status-badges.tsx";
import { NewRequestForm, type SupportFormResult } from "../../components/dashboard/support-forms.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/support";
import { supportRefusal } from "./support-refusal.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireOwner(request, context, "optional");
  const requests = await listOwnerSupportRequests(services(context).db, user.id);
  return {
    requests: requests.map((r) => ({ id: r.id, subject: r.subject, status: r.status, updatedAt: r.updatedAt })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireOwner(request, context, "optional");
  // A new request: its subject and first message at their longest.
  const maxBytes = formLimit(SUPPORT_LIMITS.subject.max + SUPPORT_LIMITS.message.max);
  const form = await readForm(request, { maxBytes, lang: user.lang });
  const subject = String(form.get("subject") ?? "");
  const message = String(form.get("message") ?? "");
  const { db, origin, clientIp } = services(context);
  const result = await openSupportRequest(db, { ownerId: user.id, subject, message, origin, ip: clientIp });
  if (!result.ok) return supportRefusal(result, { subject, message });
  return data<SupportFormResult>({ ok: true });
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.support.title"));

export default function Support({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { requests } = loaderData;
  return (
    <>
      <PageHeader title={t("dashboard.support.title")} intro={t("dashboard.support.intro")} />
      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="requests-heading" className="min-w-0 lg:order-2 lg:col-span-3">
          <Card>
            <h2 id="requests-heading" className="font-display text-xl font-semibold text-pine-950">
              {t("dashboard.support.listHeading")}
            </h2>
            {requests.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("dashboard.support.empty")}</p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200" data-testid="support-requests">
                {requests.map((r) => (
                  <li key={r.id}>
                    <Link
                      to={`${DASHBOARD_PATHS.support}/${r.id}`}
                      className="group -mx-2 flex items-center gap-3 rounded-xl px-2 py-3.5 hover:bg-pine-50"
                    >
                      <div className="min-w-0 flex-1">
                        <p className="truncate font-semibold text-pine-950 group-hover:underline">{r.subject}</p>
                        <p className="mt-0.5 text-sm text-slate-600">
                          {t("dashboard.support.updated", { date: formatDateTime(r.updatedAt, locale) })}
                        </p>
                      </div>
                      <SupportStatusBadge status={r.status} />
                      <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </section>
        <section aria-labelledby="new-request-heading" className="min-w-0 lg:order-1 lg:col-span-2">
          <Card>
            <h2 id="new-request-heading" className="mb-5 font-display text-xl font-semibold text-pine-950">
              {t("dashboard.support.newHeading")}
            </h2>
            <NewRequestForm result={actionData} />
          </Card>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
