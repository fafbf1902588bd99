import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { HONEYPOT_FIELD, type LeadError, type LeadFieldErrors } from "../../../modules/leads/lead-schemas.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FieldKitProvider, fieldId, HoneypotField } from "./fields.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** What a lead form's action answers (see lead-action.server.ts). */
export type LeadActionData =
  | { ok: true }
  | { ok: false; errors: LeadFieldErrors; values: Record<string, string>; formError?: LeadError };

/**
 * A contact or consultation form on a marketing page, which is not hydrated: a plain HTML
 * form that posts to the page's action. The server checks everything and answers with the
 * page again, showing each problem beside its field and in a summary at the top (which
 * receives focus), with everything the visitor typed filled back in; once the request is
 * in, the form gives way to a confirmation. app/enhance/pages.ts adds the busy state.
 */
export function LeadForm({
  id,
  actionData,
  submitLabel,
  labels,
  success,
  children,
}: {
  id: string;
  actionData: LeadActionData | undefined;
  submitLabel: string;
  /** Field name → label, so the error summary names each field. */
  labels: Record<string, string>;
  success: { title: string; body: string; again?: string };
  children: ReactNode;
}) {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();

  if (actionData?.ok) {
    return (
      <div
        data-testid="lead-success"
        className="rounded-3xl bg-pine-50 p-8 text-center ring-1 ring-pine-200 md:p-12"
        role="status"
      >
        <CircleCheck aria-hidden="true" className="mx-auto h-12 w-12 text-pine-600" />
        <h2
          tabIndex={-1}
          data-focus-on-load
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

  const failed = actionData && !actionData.ok ? actionData : undefined;
  const message = (e: LeadError) => t(e.key, { ...e.params });
  const fieldErrors = Object.fromEntries(Object.entries(failed?.errors ?? {}).map(([name, e]) => [name, message(e)]));
  const summaryItems = Object.entries(fieldErrors).map(([name, text]) => ({
    fieldId: fieldId(id, name),
    message: labels[name] ? `${labels[name]}: ${text}` : text,
  }));
  const formError = failed?.formError && message(failed.formError);

  return (
    <form method="post" id={id} noValidate data-enhance="busy" className="relative">
      {(summaryItems.length > 0 || formError) && (
        <ErrorSummary id={`${id}-summary`} formProblem={formError} items={summaryItems} focusOnLoad />
      )}
      <FieldKitProvider value={{ formId: id, errors: fieldErrors, values: failed?.values ?? {} }}>
        <div className="grid gap-6 sm:grid-cols-2">{children}</div>
        <HoneypotField name={HONEYPOT_FIELD} label={t("form.honeypot")} />
      </FieldKitProvider>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={false} label={submitLabel} pendingLabel={t("form.sending")} />
        <p className="text-sm text-slate-600">
          {t("form.privacyNote")}{" "}
          <Link to={pagePath("privacy", lang)} className="font-medium text-pine-700 underline underline-offset-2">
            {t("form.privacyLink")}
          </Link>
        </p>
      </div>
    </form>
  );
}
