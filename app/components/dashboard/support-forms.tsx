import { Form, useFormAction, useNavigation } from "react-router";
import { SUPPORT_LIMITS, type SupportFieldErrors } from "../../../modules/support/support-schemas.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { FieldKitProvider, fieldId, TextAreaField, TextField } from "../forms/fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { supportErrorMessages } from "./support-errors.ts";
import { useFormFeedback } from "./use-form-feedback.ts";

/** What the support actions answer; a refusal carries the typed values back. */
export type SupportFormResult =
  | { ok: true }
  | { ok: false; errors: SupportFieldErrors; values: Record<string, string> };

function useSupportForm(formId: string, result: SupportFormResult | undefined, successMessage: string) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const formAction = useFormAction();
  const { summaryRef, formKey } = useFormFeedback(result, successMessage);
  const failed = result && !result.ok ? result : undefined;
  const errors = supportErrorMessages(t, failed?.errors);
  const kit = { formId, errors, values: failed?.values ?? {} };
  const summary = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  // Only this page's own form: the sign-out form in the shell posts elsewhere.
  const pending = navigation.state === "submitting" && navigation.formAction === formAction;
  return { kit, summary, summaryRef, formKey, pending };
}

/** Subject and first message of a new request. */
export function NewRequestForm({ result }: { result: SupportFormResult | undefined }) {
  const { t } = useI18n();
  const form = useSupportForm("support-new", result, t("dashboard.support.sent"));
  return (
    <Form method="post" key={form.formKey} noValidate aria-labelledby="new-request-heading" className="space-y-5">
      {form.summary.length > 0 && (
        <ErrorSummary
          ref={form.summaryRef}
          id="support-new-errors"
          title={t("dashboard.support.formErrors")}
          items={form.summary}
        />
      )}
      <FieldKitProvider value={form.kit}>
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
      </FieldKitProvider>
      <SubmitButton
        pending={form.pending}
        label={t("dashboard.support.send")}
        pendingLabel={t("dashboard.support.sending")}
      />
    </Form>
  );
}

/** The owner's next message in a request. */
export function ReplyForm({ result }: { result: SupportFormResult | undefined }) {
  const { t } = useI18n();
  const form = useSupportForm("support-reply", result, t("dashboard.support.thread.sent"));
  return (
    <Form method="post" key={form.formKey} noValidate aria-labelledby="reply-heading" className="space-y-5">
      {form.summary.length > 0 && (
        <ErrorSummary
          ref={form.summaryRef}
          id="support-reply-errors"
          title={t("dashboard.support.formErrors")}
          items={form.summary}
        />
      )}
      <FieldKitProvider value={form.kit}>
        <TextAreaField
          name="body"
          label={t("dashboard.support.thread.reply")}
          rows={5}
          maxLength={SUPPORT_LIMITS.message.max}
        />
      </FieldKitProvider>
      <SubmitButton
        pending={form.pending}
        label={t("dashboard.support.thread.send")}
        pendingLabel={t("dashboard.support.thread.sending")}
      />
    </Form>
  );
}
