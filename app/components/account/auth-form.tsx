import { LoaderCircle } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { buttonClass } from "../ui/button.tsx";
import type { FormProblems, Message } from "./auth-messages.ts";

type AuthFormState = {
  id: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
  /** Changes with every answer, so password inputs start empty again. */
  attempt: string;
};

const AuthFormContext = createContext<AuthFormState>({ id: "auth", errors: {}, values: {}, attempt: "" });

export function useAuthForm(): AuthFormState {
  return useContext(AuthFormContext);
}

/** Translates a Message; its key is built at run time, so it is looked up untyped. */
export function useSay(): (message: Message) => string {
  const { t } = useI18n();
  const lookUp = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  return (message) => lookUp(message.key, message.params);
}

export function authFieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/**
 * One account form: posts to the page's action with its `intent`, shows the problems the
 * action found beside each field and in a focused summary on top, and keeps what was
 * typed (never a password: the server does not send it back).
 */
export function AuthForm({
  id,
  intent,
  problems,
  values,
  attempt,
  labels,
  submitLabel,
  children,
}: {
  id: string;
  intent: string;
  problems?: FormProblems;
  values?: Record<string, string>;
  attempt?: string;
  /** Field name → label, so the summary names each field. */
  labels: Record<string, string>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const say = useSay();
  const errors = Object.fromEntries(
    Object.entries(problems?.fields ?? {}).map(([name, list]) => [name, list.map(say)]),
  );
  // One line per field in the summary; a weak password may break several rules at once.
  const items = Object.entries(errors).map(([name, list]) => ({
    fieldId: authFieldId(id, name),
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
      {hasProblems && (
        <ErrorSummary
          ref={summaryRef}
          id={`${id}-summary`}
          title={items.length > 0 ? t("form.errorSummary", { count: items.length }) : (formMessage ?? "")}
          message={items.length > 0 ? formMessage : undefined}
          items={items}
        />
      )}
      <AuthFormContext.Provider value={{ id, errors, values: values ?? {}, attempt: attempt ?? "" }}>
        <div className="space-y-5">{children}</div>
      </AuthFormContext.Provider>
      <button type="submit" disabled={pending} className={buttonClass("primary", "lg", "mt-7 w-full")}>
        {pending && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
        <span>{pending ? t("form.sending") : submitLabel}</span>
      </button>
    </Form>
  );
}
