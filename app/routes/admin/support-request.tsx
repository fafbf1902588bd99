import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { peopleNames } from "../../../modules/accounts/people-names.ts";
import { getOwnerSite } from "../../../modules/sites/update-site.ts";
import { getSupportRequest } from "../../../modules/support/admin-support-requests.ts";
import { closeSupportRequest } from "../../../modules/support/close-support-request.ts";
import { replyToSupportRequest } from "../../../modules/support/reply-to-support-request.ts";
import { SUPPORT_LIMITS } from "../../../modules/support/support-limits.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { ConfirmAction } from "../../components/admin/confirm-action.tsx";
import { fieldErrorTexts } from "../../components/admin/field-error-text.ts";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, Panel } from "../../components/admin/page-header.tsx";
import { SupportStatusBadge } from "../../components/admin/support-status-badge.tsx";
import { useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { FieldKitProvider, TextAreaField } from "../../components/forms/fields.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/support-request";
import { adminRequest, answer, formText } from "./access.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const requestId = uuidParam(params.requestId);
  const thread = await withIdCheck(() => getSupportRequest(db, requestId));
  if (!thread) notFound();
  const [names, owned] = await Promise.all([
    peopleNames(db, [thread.ownerId, ...thread.messages.map((m) => m.authorId)]),
    getOwnerSite(db, thread.ownerId),
  ]);
  return {
    title: `${thread.subject} · ${t("admin.support.title")}`,
    thread,
    names,
    owner: {
      name: names[thread.ownerId]?.name ?? null,
      email: names[thread.ownerId]?.email ?? null,
      site: owned ? { name: owned.site.siteName, subdomain: owned.site.subdomain } : null,
    },
  };
}

type ReplyActionData = { ok: boolean; message: string; errors?: Record<string, string>; values?: { body: string } };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, lang, user, origin } = await adminRequest(request, context);
  const requestId = uuidParam(params.requestId);
  const form = await readForm(request, { maxBytes: formLimit(SUPPORT_LIMITS.message.max), lang });
  const intent = formText(form, "intent");
  if (intent === "close") {
    const result = await withIdCheck(() => closeSupportRequest(db, { actorId: user.id, requestId }));
    if (!result.ok) notFound();
    return answer<ReplyActionData>({ ok: true, message: t("admin.support.closed") });
  }
  if (intent !== "reply") return answer<ReplyActionData>({ ok: false, message: t("admin.errorPage.invalidBody") }, 400);
  const body = formText(form, "body");
  const result = await withIdCheck(() => replyToSupportRequest(db, { actorId: user.id, requestId, body, origin }));
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return answer<ReplyActionData>(
      {
        ok: false,
        message: t("admin.common.checkFields"),
        errors: fieldErrorTexts(result.errors, t),
        values: { body },
      },
      422,
    );
  }
  return answer<ReplyActionData>({ ok: true, message: t("admin.support.replied") });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

export default function AdminSupportRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { thread, names, owner } = loaderData;
  const navigation = useNavigation();
  const replying = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const formRef = useRef<HTMLFormElement>(null);
  useFeedbackToast(actionData);
  // After a reply is stored the field empties; on an error it keeps what was typed.
  useEffect(() => {
    if (actionData?.ok) formRef.current?.reset();
  }, [actionData]);
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};

  return (
    <>
      <Link
        to="/admin/support"
        className="mb-4 inline-flex items-center gap-1 font-semibold text-pine-700 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t("admin.support.back")}
      </Link>
      <AdminPageHeader
        title={thread.subject}
        actions={
          thread.status !== "closed" && (
            <ConfirmAction
              label={t("admin.support.close")}
              title={t("admin.support.closeTitle")}
              description={t("admin.support.closeBody")}
              confirmLabel={t("admin.support.closeConfirm")}
              fields={{ intent: "close" }}
            />
          )
        }
      />
      <Panel className="mb-6">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-slate-700">{t("admin.support.statusLabel")}</dt>
            <dd className="mt-1">
              <SupportStatusBadge status={thread.status} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("admin.support.owner")}</dt>
            <dd className="mt-1 break-all">
              {owner.name ?? t("admin.support.unknownOwner")}
              {owner.email && (
                <>
                  {" · "}
                  <a href={`mailto:${owner.email}`} className="text-pine-700 underline underline-offset-2">
                    {owner.email}
                  </a>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-700">{t("admin.support.site")}</dt>
            <dd className="mt-1">{owner.site ? `${owner.site.name} (${owner.site.subdomain})` : "—"}</dd>
          </div>
        </dl>
      </Panel>

      <h2 className="mb-3 font-display text-xl font-semibold text-pine-950">{t("admin.support.conversation")}</h2>
      <ol className="space-y-4">
        {thread.messages.map((m) => {
          const fromTeam = m.authorRole === "admin";
          return (
            <li
              key={m.id}
              className={cn(
                "max-w-3xl rounded-2xl border p-5",
                fromTeam ? "ml-auto border-pine-200 bg-pine-50" : "border-sand-200 bg-white",
              )}
            >
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-pine-950">
                  {names[m.authorId]?.name ?? (fromTeam ? t("admin.support.team") : t("admin.support.unknownOwner"))}
                </span>
                {" · "}
                {fromTeam ? t("admin.support.fromTeam") : t("admin.support.fromOwner")}
                {" · "}
                <time dateTime={new Date(m.createdAt).toISOString()}>{formatDateTime(m.createdAt, lang)}</time>
              </p>
              <p className="mt-2 break-words whitespace-pre-line text-ink">{m.body}</p>
            </li>
          );
        })}
      </ol>

      <Panel className="mt-8">
        <h2 className="font-display text-xl font-semibold text-pine-950">{t("admin.support.replyHeading")}</h2>
        <p className="mt-1 text-sm text-slate-700">{t("admin.support.replyHint")}</p>
        <Form method="post" ref={formRef} className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="reply" />
          <FieldKitProvider value={{ formId: "support-reply", errors, values }}>
            <TextAreaField
              name="body"
              label={t("admin.support.replyLabel")}
              rows={6}
              maxLength={SUPPORT_LIMITS.message.max}
            />
          </FieldKitProvider>
          <SubmitButton pending={replying} label={t("admin.support.send")} pendingLabel={t("admin.common.sending")} />
        </Form>
      </Panel>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
