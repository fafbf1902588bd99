import type { ReactNode } from "react";
import { Form, useFormAction, useNavigation } from "react-router";
import { SUPPORT_LIMITS, type SupportFieldErrors } from "../../../modules/support/support-limits.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { FieldKitProvider, fieldId, TextAreaField, TextField } from "../forms/fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { supportErrorMessages, supportLimitMessage } from "./support-errors.ts";
import { useFormFeedback } from "./use-form-feedback.ts";

/**
 * What the support actions answer; a refusal carries the typed values back, and the minutes
 * to wait when the owner wrote more than the hourly limit.
 */
export type SupportFormResult =
  | { ok: true }
  | { ok: false; errors: SupportFieldErrors; values: Record<string, string>; rateLimitedMinutes?: number };

/**
 * One support form: its error summary, fields and send button. Only this page's own post
 * shows as pending (the sign-out form in the shell posts elsewhere).
 */
function SupportForm({
  formId,
  kind,
  labelledBy,
  result,
  sentMessage,
  sendLabel,
  sendingLabel,
  children,
}: {
  formId: string;
  kind: "request" | "message";
  labelledBy: string;
  result: SupportFormResult | undefined;
  sentMessage: string;
  sendLabel: string;
  sendingLabel: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const formAction = useFormAction();
  const { summaryRef, formKey } = useFormFeedback(result, sentMessage);
  const failed = result && !result.ok ? result : undefined;
  const errors = supportErrorMessages(t, failed?.errors);
  const summary = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const limited = failed?.rateLimitedMinutes;
  const formProblem = limited === undefined ? undefined : supportLimitMessage(t, kind, limited);
  const pending = navigation.state === "submitting" && navigation.formAction === formAction;
  return (
    <Form method="post" key={formKey} noValidate aria-labelledby={labelledBy} className="space-y-5">
      {(summary.length > 0 || formProblem) && (
        <ErrorSummary
          ref={summaryRef}
          id={`${formId}-errors`}
          title={summary.length > 0 ? t("dashboard.support.formErrors") : undefined}
          formProblem={formProblem}
          items={summary}
        />
      )}
      <FieldKitProvider value={{ formId, errors, values: failed?.values ?? {} }}>{children}</FieldKitProvider>
      <SubmitButton pending={pending} label={sendLabel} pendingLabel={sendingLabel} />
    </Form>
  );
}

/** Subject and first message of a new request. */
export function NewRequestForm({ result }: { result: SupportFormResult | undefined }) {
  const { t } = useI18n();
  return (
    <SupportForm
      formId="support-new"
      kind="request"
      labelledBy="new-request-heading"
      result={result}
      sentMessage={t("dashboard.support.sent")}
      sendLabel={t("dashboard.support.send")}
      sendingLabel={t("dashboard.support.sending")}
    >
      <TextField
        name="subject"
        label={t("dashboard.support.subject")}
        hint={t("dashboard.support.subjectHint")}
        maxLength={SUPPORT_LIMITS.subject.max}
      />
      <TextAreaField
        name="message"
        label={t("dashboard.support.message")}
        hint={t("dashboard.support.messageHint")}
        rows={6}
        maxLength={SUPPORT_LIMITS.message.max}
      />
    </SupportForm>
  );
}

/** The owner's next message in a request. */
export function ReplyForm({ result }: { result: SupportFormResult | undefined }) {
  const { t } = useI18n();
  return (
    <SupportForm
      formId="support-reply"
      kind="message"
      labelledBy="reply-heading"
      result={result}
      sentMessage={t("dashboard.support.thread.sent")}
      sendLabel={t("dashboard.support.thread.send")}
      sendingLabel={t("dashboard.support.thread.sending")}
    >
      <TextAreaField
        name="body"
        label={t("dashboard.support.thread.reply")}
        rows={5}
        maxLength={SUPPORT_LIMITS.message.max}
      />
    </SupportForm>
  );
}
