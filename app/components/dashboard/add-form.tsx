import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { FieldKitProvider, fieldId } from "../forms/fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFormFeedback } from "./use-form-feedback.ts";

/**
 * The form beside a list that adds one more to it (a voucher, a review), posting intent
 * "create": a success is told (`words.added`) and the form starts empty again; a refusal
 * keeps what was typed (`values`) and says what to fix (`errors`, one message per field).
 */
export function AddForm({
  formId,
  labelledBy,
  result,
  errors,
  values,
  words,
  children,
}: {
  formId: string;
  /** The id of the heading above the form. */
  labelledBy: string;
  result: { ok: boolean } | undefined;
  errors: Record<string, string>;
  values: Record<string, string>;
  words: { added: string; summary: string; add: string; adding: string };
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const { summaryRef, formKey } = useFormFeedback(result, words.added);
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <Form method="post" key={formKey} noValidate aria-labelledby={labelledBy} className="space-y-5">
      <input type="hidden" name="intent" value="create" />
      {items.length > 0 && (
        <ErrorSummary ref={summaryRef} id={`${formId}-errors`} title={words.summary} items={items} />
      )}
      <FieldKitProvider value={{ formId, errors, values }}>{children}</FieldKitProvider>
      <SubmitButton pending={pending} label={words.add} pendingLabel={words.adding} />
    </Form>
  );
}
