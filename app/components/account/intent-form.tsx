import { type ReactNode, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { FieldKitProvider, fieldId } from "../forms/fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { cn } from "../ui/cn.ts";
import type { FormProblems, Message } from "./auth-messages.ts";

/** What the page's action answered about this form. */
export type FormAnswer = {
  problems?: FormProblems;
  /** What was typed, to fill in again (never a password). */
  values?: Record<string, string>;
  /** Changes with every answer, so secret fields start empty again. */
  attempt?: string;
};

/** Translates a Message; its key is built at run time, so it is looked up untyped. */
export function useSay(): (message: Message) => string {
  const { t } = useI18n();
  const lookUp = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  return (message) => lookUp(message.key, message.params);
}

/** Whether this intent (and, if given, one field's value) is being sent right now. */
export function usePending(intent: string, field?: { name: string; value: string }): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || navigation.formData?.get("intent") !== intent) return false;
  return !field || navigation.formData.get(field.name) === field.value;
}

/**
 * One account form (the /login screens, the dashboard's account page): posts to the
 * page's action with its `intent`, shows the problems the action found beside each field
 * and in a focused summary on top, and keeps what was typed.
 */
export function IntentForm({
  id,
  intent,
  answer,
  labels,
  hidden,
  submitLabel,
  pendingLabel,
  layout = "card",
  tone,
  children,
}: {
  id: string;
  intent: string;
  answer?: FormAnswer;
  /** Field name → label, so the summary names each field. */
  labels: Record<string, string>;
  hidden?: Record<string, string>;
  submitLabel: string;
  pendingLabel?: string;
  /** card: a wide button under the fields; section: a compact one on the account page. */
  layout?: "card" | "section";
  tone?: "primary" | "secondary";
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const say = useSay();
  const summaryRef = useRef<HTMLDivElement>(null);
  const pending = usePending(intent);
  const problems = answer?.problems;
  const attempt = answer?.attempt;
  const errors = Object.fromEntries(
    Object.entries(problems?.fields ?? {}).map(([name, list]) => [name, list.map(say)]),
  );
  // One line per field in the summary; a weak password may break several rules at once.
  const items = Object.entries(errors).map(([name, list]) => ({
    fieldId: fieldId(id, name),
    message: labels[name] ? `${labels[name]}: ${list.join(" ")}` : list.join(" "),
  }));
  const formMessage = problems?.form ? say(problems.form) : undefined;
  const hasProblems = items.length > 0 || formMessage !== undefined;

  useEffect(() => {
    if (hasProblems && attempt) summaryRef.current?.focus();
  }, [hasProblems, attempt]);

  return (
    <Form method="post" id={id} noValidate aria-busy={pending || undefined}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hasProblems && <ErrorSummary ref={summaryRef} id={`${id}-summary`} formProblem={formMessage} items={items} />}
      {children && (
        <FieldKitProvider value={{ formId: id, errors, values: answer?.values ?? {}, attempt }}>
          <div className="space-y-5">{children}</div>
        </FieldKitProvider>
      )}
      <SubmitButton
        pending={pending}
        label={submitLabel}
        pendingLabel={pendingLabel ?? t("form.sending")}
        {...(layout === "card"
          ? { tone: tone ?? "primary", size: "lg", className: "mt-7 w-full" }
          : {
              tone: tone ?? "secondary",
              size: "md",
              className: cn("w-full sm:w-auto", children ? "mt-6" : undefined),
            })}
      />
    </Form>
  );
}
