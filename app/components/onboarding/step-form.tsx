import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { OnboardingStep } from "../../../modules/onboarding/onboarding-steps.ts";
import { ONBOARDING_STEPS } from "../../../modules/onboarding/onboarding-steps.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { FieldKitProvider, fieldId } from "../forms/fields.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { buttonClass } from "../ui/button.tsx";
import { type WizardErrors, wizardErrorText } from "./wizard-errors.ts";
import { stepHref } from "./wizard-progress.tsx";

export const STEP_FORM_ID = "wizard-step";

/** Translated problems per field, for the fields and the summary. */
export function useErrorTexts(errors: WizardErrors | undefined, currency?: string): Record<string, string> {
  const { t, locale } = useI18n();
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([name, e]) => [name, wizardErrorText(t, locale, e, currency)]),
  );
}

/**
 * One question of the wizard: its heading, the fields, "previous step" and "save and
 * continue". Posts the step's name with its fields to the wizard's own action, which
 * checks them (the browser carries no schemas, docs/decisions/0009); shows the problems
 * beside each field and in a focused summary, and keeps what the owner typed.
 */
export function StepForm({
  step,
  errors,
  values,
  labels,
  children,
}: {
  step: OnboardingStep;
  /** The server's answer to the last post of this step. */
  errors: WizardErrors | undefined;
  values: Record<string, string>;
  /** Field name → label, so the summary names each field. */
  labels: Record<string, string>;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("step") === step;
  const summaryRef = useRef<HTMLDivElement>(null);
  const texts = useErrorTexts(errors, values.currency);
  const { form: formError, ...fieldTexts } = texts;

  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) summaryRef.current?.focus();
  }, [errors]);

  const previous = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) - 1];
  const summaryItems = Object.entries(fieldTexts).map(([name, text]) => ({
    fieldId: fieldId(STEP_FORM_ID, name),
    message: labels[name] ? `${labels[name]}: ${text}` : text,
  }));

  return (
    <section aria-labelledby="step-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
      <h2 id="step-title" className="font-display text-2xl font-semibold text-pine-950 md:text-3xl">
        {t(`onboarding.steps.${step}.title`)}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t(`onboarding.steps.${step}.intro`)}</p>

      <Form method="post" id={STEP_FORM_ID} noValidate className="mt-6" aria-busy={pending || undefined}>
        {(summaryItems.length > 0 || formError) && (
          <ErrorSummary ref={summaryRef} id={`${STEP_FORM_ID}-summary`} formProblem={formError} items={summaryItems} />
        )}
        <input type="hidden" name="step" value={step} />
        <FieldKitProvider value={{ formId: STEP_FORM_ID, errors: fieldTexts, values }}>{children}</FieldKitProvider>

        <div className="mt-8 flex flex-col-reverse gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {previous ? (
            <Link to={stepHref(previous)} className={buttonClass("ghost", "lg", "w-full sm:w-auto")}>
              <ArrowLeft aria-hidden="true" className="h-5 w-5" />
              {t("onboarding.wizard.back")}
            </Link>
          ) : (
            <p className="text-sm text-slate-600">{t("onboarding.wizard.savedNote")}</p>
          )}
          <SubmitButton
            pending={pending}
            label={t("onboarding.wizard.next")}
            pendingLabel={t("onboarding.wizard.saving")}
          />
        </div>
      </Form>
    </section>
  );
}
