import { CircleCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import {
  formValues,
  HONEYPOT_FIELD,
  type LeadError,
  type LeadFieldErrors,
} from "../../../modules/leads/lead-schemas.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FieldKitProvider, fieldId, HoneypotField } from "./fields.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** What a lead form's action answers (see lead-action.server.ts). */
export type LeadActionData =
  | { ok: true }
  | { ok: false; errors: LeadFieldErrors; values: Record<string, string>; formError?: LeadError };

/**
 * A contact or consultation form: posts to the page's action, checks the input with the
 * same schema first (the server stays the authority), shows problems beside each field
 * and in a focused summary at the top, keeps what the visitor typed, and replaces itself
 * with a confirmation (and a toast) once the request is in.
 */
export function LeadForm({
  id,
  actionData,
  validate,
  submitLabel,
  labels,
  success,
  children,
}: {
  id: string;
  actionData: LeadActionData | undefined;
  /** The shared schema, run in the browser before posting. */
  validate: (values: Record<string, unknown>) => LeadFieldErrors | null;
  submitLabel: string;
  /** Field name → label, so the error summary names each field. */
  labels: Record<string, string>;
  success: { title: string; body: string; toast: string; again?: string };
  children: ReactNode;
}) {
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [clientErrors, setClientErrors] = useState<LeadFieldErrors | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errors = clientErrors ?? failed?.errors;
  const formError = clientErrors ? undefined : failed?.formError;
  const message = (e: LeadError) => t(e.key, { ...e.params });

  // Move focus to the summary whenever a new set of problems is shown.
  useEffect(() => {
    if ((errors && Object.keys(errors).length > 0) || formError) summaryRef.current?.focus();
  }, [errors, formError]);

  useEffect(() => {
    if (actionData?.ok) {
      toast.success(success.toast);
      successRef.current?.focus();
    }
  }, [actionData, success.toast]);

  if (actionData?.ok) {
    return (
      <div
        data-testid="lead-success"
        className="rounded-3xl bg-pine-50 p-8 text-center ring-1 ring-pine-200 md:p-12"
        role="status"
      >
        <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-pine-600" />
        <h2
          ref={successRef}
          tabIndex={-1}
          className="mt-4 font-display text-2xl font-semibold text-pine-950 outline-none md:text-3xl"
        >
          {success.title}
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-lg text-slate-700">{success.body}</p>
        {success.again && (
          <Link
            to={pathname}
            className="mt-6 inline-block font-semibold text-pine-700 underline underline-offset-4 hover:text-pine-900"
          >
            {success.again}
          </Link>
        )}
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(formValues(new FormData(event.currentTarget)));
    if (found && Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
    } else {
      setClientErrors(null);
    }
  };

  const fieldErrors = Object.fromEntries(Object.entries(errors ?? {}).map(([name, e]) => [name, message(e)]));
  const summaryItems = Object.entries(fieldErrors).map(([name, text]) => ({
    fieldId: fieldId(id, name),
    message: labels[name] ? `${labels[name]}: ${text}` : text,
  }));

  return (
    <Form method="post" id={id} noValidate onSubmit={onSubmit} className="relative" aria-busy={pending || undefined}>
      {(summaryItems.length > 0 || formError) && (
        <ErrorSummary
          ref={summaryRef}
          id={`${id}-summary`}
          formProblem={formError && message(formError)}
          items={summaryItems}
        />
      )}
      <FieldKitProvider value={{ formId: id, errors: fieldErrors, values: failed?.values ?? {} }}>
        <div className="grid gap-6 sm:grid-cols-2">{children}</div>
        <HoneypotField name={HONEYPOT_FIELD} label={t("form.honeypot")} />
      </FieldKitProvider>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={pending} label={submitLabel} pendingLabel={t("form.sending")} />
        <p className="text-sm text-slate-600">
          {t("form.privacyNote")}{" "}
          <Link to={pagePath("privacy", lang)} className="font-medium text-pine-700 underline underline-offset-2">
            {t("form.privacyLink")}
          </Link>
        </p>
      </div>
    </Form>
  );
}
