import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { SUBDOMAIN_LENGTH } from "../../../modules/sites/subdomain-rules.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { fieldId } from "../forms/fields.tsx";
import { cn } from "../ui/cn.ts";
import type { StepProps } from "./basic-steps.tsx";
import { STEP_FORM_ID, StepForm, useErrorTexts } from "./step-form.tsx";
import { type SubdomainCheckState, useSubdomainCheck } from "./use-subdomain-check.ts";

function Availability({ state }: { state: SubdomainCheckState }) {
  const { t } = useI18n();
  if (state.status === "idle") return null;
  if (state.status === "checking") {
    return (
      <span className="flex items-center gap-1.5 text-slate-700">
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        {t("onboarding.subdomain.checking")}
      </span>
    );
  }
  if (state.status === "failed") return <span className="text-slate-700">{t("onboarding.subdomain.failed")}</span>;
  const { result } = state;
  if (result.ok) {
    return (
      <span className="flex items-center gap-1.5 font-medium text-pine-800">
        <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t("onboarding.subdomain.available", { host: result.host })}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1.5 font-medium text-coral-700">
      <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t(`onboarding.subdomain.${result.reason}`, { host: result.host, ...SUBDOMAIN_LENGTH })}
    </span>
  );
}

/**
 * The web address: the name, with `.{appDomain}` after it, and a live line saying whether
 * it is free (checked on the server while the owner types; saving checks again).
 */
export function SubdomainStep({ errors, values, appDomain }: StepProps & { appDomain: string }) {
  const { t } = useI18n();
  const texts = useErrorTexts(errors);
  const [name, setName] = useState(values.subdomain ?? "");
  const check = useSubdomainCheck(name);
  const id = fieldId(STEP_FORM_ID, "subdomain");
  const error = texts.subdomain;
  const labels = { subdomain: t("onboarding.fields.subdomain") };
  return (
    <StepForm step="subdomain" errors={errors} values={values} labels={labels}>
      <label htmlFor={id} className="block font-semibold text-pine-950">
        {labels.subdomain}
      </label>
      <div
        className={cn(
          "mt-2 flex max-w-xl items-stretch overflow-hidden rounded-xl border bg-white shadow-sm focus-within:border-pine-700 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-coral-600",
          error ? "border-coral-600 ring-1 ring-coral-600" : "border-slate-400 hover:border-pine-600",
        )}
      >
        <input
          id={id}
          name="subdomain"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-status`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
          className="min-w-0 flex-1 px-4 py-3 text-base text-ink outline-none"
        />
        <span className="flex items-center bg-sand-100 px-3 text-slate-700">.{appDomain}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {t("onboarding.fields.subdomainHint", { ...SUBDOMAIN_LENGTH })}
      </p>
      <p id={`${id}-status`} role="status" className="mt-2 min-h-6 text-sm">
        <Availability state={check} />
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-2 flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </StepForm>
  );
}
