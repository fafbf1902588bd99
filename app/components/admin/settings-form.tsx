import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { FieldKitProvider } from "../forms/fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFeedbackToast } from "./use-feedback-toast.ts";

/** What an admin settings page's action answers: the outcome in words, each field's problem, the values to show. */
export type SettingsAnswer = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

/**
 * The form of an admin settings page (the plan, the booking calendar's defaults): its answer
 * is told with a toast and beside the save button; a refusal keeps what was typed with each
 * problem beside its field, a success shows the values as saved.
 */
export function SettingsForm({
  formId,
  answer,
  saved,
  saveLabel,
  intent,
  toast = true,
  children,
}: {
  formId: string;
  answer: SettingsAnswer | undefined;
  /** The values as stored, until an answer brings others. */
  saved: Record<string, string>;
  saveLabel: string;
  /** Sent as the `intent` field, for a page with more than one form; only its own submission shows as pending. */
  intent?: string;
  /** False where the page already toasts every answer of its action. */
  toast?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  useFeedbackToast(toast ? answer : undefined);
  const values = answer?.values ?? saved;
  const pending =
    navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <Form method="post" noValidate key={answer?.ok ? JSON.stringify(values) : formId}>
      {intent !== undefined && <input type="hidden" name="intent" value={intent} />}
      <FieldKitProvider value={{ formId, errors: answer?.errors ?? {}, values }}>{children}</FieldKitProvider>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton pending={pending} label={saveLabel} pendingLabel={t("admin.common.saving")} />
        {answer && (
          <p role="status" className={answer.ok ? "font-medium text-pine-800" : "font-medium text-coral-700"}>
            {answer.message}
          </p>
        )}
      </div>
    </Form>
  );
}
