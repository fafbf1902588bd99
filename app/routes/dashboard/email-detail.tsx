import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "../../components/dashboard/badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { emailMoment } from "../../components/dashboard/email/email-moment.ts";
import { entryName, stateTone } from "../../components/dashboard/email/email-words.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { EmailPreviewFrame } from "../../components/email-preview-frame.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/email-detail";
import { loadEmailDetail, resendFromLog } from "./email/email-log.server.ts";

export const loader = (args: Route.LoaderArgs) => loadEmailDetail(args);
export const action = (args: Route.ActionArgs) => resendFromLog(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) => `${loaderData?.email.subject ?? ""} · ${t("dashboard.email.title")}`);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** One email to a guest as it was sent: its facts, the HTML in a sandbox, the plain text, and "send again". */
export default function EmailDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { email, timeZone } = loaderData;
  const d = "dashboard.email.detail";
  const busy = useNavigation().state === "submitting";
  const state = email.status === "queued" || email.status === "sending" ? "sending" : email.status;
  const to = email.toName ? `${email.toName} <${email.toAddress}>` : email.toAddress;
  return (
    <>
      <PageHeader title={email.subject} back={{ to: DASHBOARD_PATHS.email, label: t(`${d}.back`) }} />
      <Card>
        <h2 className="sr-only">{t(`${d}.heading`)}</h2>
        <dl className="space-y-3">
          <Row label={t(`${d}.status`)}>
            <Badge tone={stateTone(state)}>{t(`dashboard.email.states.${state}`)}</Badge>
          </Row>
          <Row label={t(`${d}.to`)}>{to}</Row>
          <Row label={t(`${d}.kind`)}>{entryName(email, t)}</Row>
          <Row label={t(`${d}.language`)}>{t(`${d}.languages.${email.lang}`)}</Row>
          {email.stayId && email.reference && (
            <Row label={t(`${d}.stay`)}>
              <Link
                to={`${DASHBOARD_PATHS.bookingCalendar}/stays/${email.stayId}`}
                className="font-semibold text-pine-800 underline underline-offset-2"
              >
                {email.guestName ? `${email.reference} · ${email.guestName}` : email.reference}
              </Link>
            </Row>
          )}
          <Row label={t(`${d}.queuedAt`)}>{emailMoment(email.createdAt, locale, timeZone)}</Row>
          {email.sentAt && <Row label={t(`${d}.sentAt`)}>{emailMoment(email.sentAt, locale, timeZone)}</Row>}
          {email.attempts > 1 && <Row label={t(`${d}.attempts`)}>{email.attempts}</Row>}
          {email.lastError && (
            <Row label={t(`${d}.error`)}>
              <span className="font-mono text-sm text-coral-700">{email.lastError}</span>
            </Row>
          )}
          {email.resendOf && (
            <Row label={t(`${d}.resendOf`)}>
              <Link
                to={`${DASHBOARD_PATHS.email}/${email.resendOf}`}
                className="font-semibold text-pine-800 underline underline-offset-2"
              >
                {t(`${d}.viewOriginal`)}
              </Link>
            </Row>
          )}
        </dl>
        {email.canResend && (
          <Form method="post" className="mt-6 border-t border-slate-200 pt-5">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" disabled={busy} className={buttonClass("secondary", "md")}>
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              {t(`${d}.resend`)}
            </button>
            <p className="mt-2 text-sm text-slate-700">{t(`${d}.resendHint`, { to: email.toAddress })}</p>
          </Form>
        )}
        {actionData && !actionData.ok && (
          <p role="alert" className="mt-4 font-semibold text-coral-700">
            {actionData.message}
          </p>
        )}
      </Card>

      <h2 className="mt-8 mb-3 font-display text-xl font-semibold text-pine-950">{t(`${d}.preview`)}</h2>
      <EmailPreviewFrame title={t(`${d}.previewFrame`, { subject: email.subject })} html={email.html} />
      <details className="mt-6 rounded-2xl border border-sand-200 bg-white p-5" open>
        <summary className="cursor-pointer font-semibold text-pine-950">{t(`${d}.textVersion`)}</summary>
        <pre className="mt-4 overflow-x-auto font-mono text-sm whitespace-pre-wrap text-ink">{email.text}</pre>
      </details>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
