import { ArrowLeft, Info } from "lucide-react";
import { data, Link } from "react-router";
import { addOwnerMessage } from "../../../modules/support/add-owner-message.ts";
import { getOwnerSupportRequest } from "../../../modules/support/owner-support-requests.ts";
import { SUPPORT_LIMITS } from "../../../modules/support/support-limits.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDateTime } from "../../components/dashboard/format-date.ts";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { SupportStatusBadge } from "../../components/dashboard/status-badges.tsx";
import { ReplyForm, type SupportFormResult } from "../../components/dashboard/support-forms.tsx";
import { cn } from "../../components/ui/cn.ts";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam } from "../../lib/refusals.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/support-request";
import { supportRefusal } from "./support-refusal.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireOwner(request, context, "optional");
  const requestId = uuidParam(params.requestId);
  const thread = await getOwnerSupportRequest(services(context).db, user.id, requestId);
  if (!thread) notFound();
  return {
    request: { subject: thread.subject, status: thread.status, createdAt: thread.createdAt },
    // The team's individual accounts stay private: a message says only who wrote it.
    messages: thread.messages.map((m) => ({
      id: m.id,
      fromOwner: m.authorRole === "owner",
      body: m.body,
      at: m.createdAt,
    })),
  };
}

/** The owner writes in their own request; another owner's is answered like a missing one. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireOwner(request, context, "optional");
  const requestId = uuidParam(params.requestId);
  const form = await readForm(request, { maxBytes: formLimit(SUPPORT_LIMITS.message.max), lang: user.lang });
  const body = String(form.get("body") ?? "");
  const { db, origin, clientIp } = services(context);
  const result = await addOwnerMessage(db, { ownerId: user.id, requestId, body, origin, ip: clientIp });
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return supportRefusal(result, { body });
  }
  return data<SupportFormResult>({ ok: true });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) => loaderData?.request.subject ?? t("dashboard.support.title"));

export default function SupportRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { request, messages } = loaderData;
  return (
    <>
      <PageHeader title={request.subject}>
        <Link
          to={DASHBOARD_PATHS.support}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.support.thread.back")}
        </Link>
      </PageHeader>
      <div className="-mt-4 mb-8 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <SupportStatusBadge status={request.status} />
        <span>{t("dashboard.support.thread.opened", { date: formatDateTime(request.createdAt, locale) })}</span>
      </div>

      <section aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="sr-only">
          {t("dashboard.support.thread.messagesHeading")}
        </h2>
        <ol className="space-y-4" data-testid="support-messages">
          {messages.map((m) => (
            <li key={m.id} className={cn("flex", m.fromOwner ? "justify-end" : "justify-start")}>
              <article
                className={cn(
                  "w-full max-w-2xl rounded-2xl p-4 shadow-sm ring-1 md:p-5",
                  m.fromOwner ? "bg-pine-50 ring-pine-100" : "bg-white ring-slate-200",
                )}
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className={cn("font-semibold", m.fromOwner ? "text-pine-900" : "text-coral-700")}>
                    {m.fromOwner ? t("dashboard.support.thread.you") : t("dashboard.support.thread.team")}
                  </span>
                  <time dateTime={new Date(m.at).toISOString()} className="text-slate-600">
                    {formatDateTime(m.at, locale)}
                  </time>
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap text-ink">{m.body}</p>
              </article>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="reply-heading" className="mt-8">
        <Card>
          <h2 id="reply-heading" className="font-display text-xl font-semibold text-pine-950">
            {t("dashboard.support.thread.replyHeading")}
          </h2>
          {request.status === "closed" && (
            <p className="mt-3 flex gap-2 rounded-xl bg-sand-100 p-3 text-sm text-ink">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {t("dashboard.support.thread.closedNote")}
            </p>
          )}
          <div className="mt-5">
            <ReplyForm result={actionData} />
          </div>
        </Card>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
