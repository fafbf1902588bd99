import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { getOutboxEmail } from "../../../modules/messaging/outbox-queries.ts";
import { resendEmail } from "../../../modules/messaging/resend-email.ts";
import { withHiddenLinkNotice } from "../../../modules/messaging/secret-link.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { ConfirmAction } from "../../components/admin/confirm-action.tsx";
import { EmailStatusBadge } from "../../components/admin/email-status-badge.tsx";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, Panel } from "../../components/admin/page-header.tsx";
import { templateNameKey } from "../../components/admin/template-names.ts";
import type { Feedback } from "../../components/admin/use-feedback-toast.ts";
import { EmailPreviewFrame } from "../../components/email-preview-frame.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { notFound, uuidParam } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/email";
import { adminRequest, answer } from "./access.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const found = await getOutboxEmail(db, uuidParam(params.emailId));
  if (!found) notFound();
  // A single-use link kept out of the stored copy shows as a notice, not as its stand-in.
  const email = withHiddenLinkNotice(found, t("admin.emails.linkHidden"));
  return { title: `${email.subject} · ${t("admin.emails.title")}`, email };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, t, user, secretsKey } = await adminRequest(request, context);
  const emailId = uuidParam(params.emailId);
  const result = await resendEmail(db, emailId, secretsKey, user.id);
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    const message = result.reason === "link-gone" ? t("admin.emails.linkGone") : t("admin.emails.stillPending");
    return answer<Feedback>({ ok: false, message }, 409);
  }
  return answer<Feedback & { copyId: string }>({ ok: true, message: t("admin.emails.resent"), copyId: result.id });
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

export default function AdminEmail({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { email } = loaderData;
  const canResend = email.resendRefusal === null;
  const templateName = templateNameKey(email.templateKey);
  return (
    <>
      <Link
        to="/admin/settings/emails"
        className="mb-4 inline-flex items-center gap-1 font-semibold text-pine-700 underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t("admin.emails.back")}
      </Link>
      <AdminPageHeader
        title={email.subject}
        actions={
          canResend && (
            <ConfirmAction
              label={t("admin.emails.resend")}
              title={t("admin.emails.resendTitle")}
              description={t("admin.emails.resendBody", { to: email.toAddress })}
              confirmLabel={t("admin.emails.resendConfirm")}
              fields={{ intent: "resend" }}
            />
          )
        }
      />
      <Panel>
        <h2 className="sr-only">{t("admin.emails.detailsHeading")}</h2>
        <dl className="space-y-3">
          <Row label={t("admin.emails.statusLabel")}>
            <EmailStatusBadge status={email.status} />
          </Row>
          <Row label={t("admin.emails.recipient")}>
            {email.toName ? `${email.toName} <${email.toAddress}>` : email.toAddress}
          </Row>
          <Row label={t("admin.emails.language")}>{t(`admin.languages.${email.lang}`)}</Row>
          <Row label={t("admin.emails.template")}>{templateName ? t(templateName) : email.templateKey}</Row>
          <Row label={t("admin.emails.queuedAt")}>{formatDateTime(email.createdAt, lang)}</Row>
          {email.sentAt && <Row label={t("admin.emails.sentAt")}>{formatDateTime(email.sentAt, lang)}</Row>}
          {email.attachInvoiceId && (
            <Row label={t("admin.emails.attachment")}>
              {email.attachment ?? <span className="text-slate-700">{t("admin.emails.attachmentGone")}</span>}
            </Row>
          )}
          <Row label={t("admin.emails.attemptsLabel")}>{email.attempts}</Row>
          {email.lastError && (
            <Row label={t("admin.emails.error")}>
              <span className="font-mono text-sm text-coral-700">{email.lastError}</span>
            </Row>
          )}
          {email.resendRefusal === "link-gone" && (
            <Row label={t("admin.emails.resend")}>
              <span className="text-slate-700">{t("admin.emails.linkGone")}</span>
            </Row>
          )}
          {email.resendOf && (
            <Row label={t("admin.emails.resendOf")}>
              <Link
                to={`/admin/settings/emails/${email.resendOf}`}
                className="font-semibold text-pine-700 underline underline-offset-2"
              >
                {t("admin.emails.viewOriginal")}
              </Link>
            </Row>
          )}
        </dl>
      </Panel>

      <h2 className="mt-8 mb-3 font-display text-xl font-semibold text-pine-950">{t("admin.emails.preview")}</h2>
      <EmailPreviewFrame title={t("admin.emails.previewFrame", { subject: email.subject })} html={email.html} />
      <details className="mt-6 rounded-2xl border border-sand-200 bg-white p-5">
        <summary className="cursor-pointer font-semibold text-pine-950">{t("admin.emails.textVersion")}</summary>
        <pre className="mt-4 overflow-x-auto font-mono text-sm whitespace-pre-wrap text-ink">{email.text}</pre>
      </details>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
