import { type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { toast } from "sonner";
import type { Lang } from "../../../modules/i18n/languages.ts";
import type { OnboardingData } from "../../../modules/onboarding/onboarding-schemas.ts";
import type { OnboardingStep } from "../../../modules/onboarding/onboarding-steps.ts";
import { firstIncompleteStep } from "../../../modules/onboarding/onboarding-steps.ts";
import { subdomainHost } from "../../../modules/sites/site-url.ts";
import { AreaErrorContent } from "../../components/onboarding/area-error.tsx";
import {
  CapacityStep,
  DescriptionStep,
  LocationStep,
  PriceStep,
  PropertyStep,
  type StepProps,
} from "../../components/onboarding/basic-steps.tsx";
import { centsToEuroInput } from "../../components/onboarding/euro-amount.ts";
import { ReviewStep } from "../../components/onboarding/review-step.tsx";
import { PRICE_FIELD } from "../../components/onboarding/step-form-input.ts";
import { SubdomainStep } from "../../components/onboarding/subdomain-step.tsx";
import { suggestSubdomain } from "../../components/onboarding/suggest-subdomain.ts";
import { ThemeStep } from "../../components/onboarding/theme-step.tsx";
import { WizardProgress } from "../../components/onboarding/wizard-progress.tsx";
import { matchesTranslator, useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/wizard";
import { wizardAction, wizardLoader } from "./wizard.server.ts";

export const loader = (args: Route.LoaderArgs) => wizardLoader(args);
export const action = (args: Route.ActionArgs) => wizardAction(args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesTranslator(matches);
  return [
    { title: t ? `${t("onboarding.wizard.metaTitle")} | VayVista` : "VayVista" },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** What a step's form shows: the saved answer as text, or a sensible first value. */
function savedValues(step: OnboardingStep, data: OnboardingData, lang: Lang): Record<string, string> {
  switch (step) {
    case "property":
      return { name: data.property?.name ?? "", type: data.property?.type ?? "" };
    case "location":
      return {
        address: data.location?.address ?? "",
        postalCode: data.location?.postalCode ?? "",
        city: data.location?.city ?? "",
        country: data.location?.country ?? (lang === "nl" ? "NL" : lang === "pl" ? "PL" : ""),
      };
    case "capacity":
      return {
        guests: data.capacity ? String(data.capacity.guests) : "",
        bedrooms: data.capacity ? String(data.capacity.bedrooms) : "",
        bathrooms: data.capacity ? String(data.capacity.bathrooms) : "",
      };
    case "theme":
      return { theme: data.theme?.theme ?? "" };
    case "subdomain":
      return { subdomain: data.subdomain?.subdomain ?? suggestSubdomain(data.property?.name ?? "") };
    case "description":
      return { description: data.description?.description ?? "" };
    case "price":
      return {
        [PRICE_FIELD]: data.price ? centsToEuroInput(data.price.basePriceCents, lang) : "",
        // A Polish owner most likely prices in złoty; anyone can choose the other.
        currency: data.price?.currency ?? (lang === "pl" ? "PLN" : "EUR"),
      };
  }
}

/** A toast once a step was saved and the wizard moved on. */
function useSavedToast(step: string) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const submitted = useRef(false);
  const previousStep = useRef(step);
  useEffect(() => {
    if (navigation.state === "submitting") submitted.current = true;
    if (navigation.state !== "idle") return;
    if (submitted.current && previousStep.current !== step) toast.success(t("onboarding.wizard.saved"));
    submitted.current = false;
    previousStep.current = step;
  }, [navigation.state, step, t]);
}

export default function Wizard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { lang, data, appDomain } = loaderData;
  // A refused post shows the step it was for, with what was typed.
  const step = actionData?.step ?? loaderData.step;
  useSavedToast(step);

  let content: ReactNode;
  if (step === "review") {
    const complete = firstIncompleteStep(data) === null;
    content = complete ? (
      <ReviewStep
        answers={data as Required<OnboardingData>}
        themes={loaderData.themes}
        mockupLabels={loaderData.mockupLabels}
        appDomain={appDomain}
      />
    ) : null;
  } else {
    const props: StepProps = {
      errors: actionData?.step === step ? actionData.errors : undefined,
      values: actionData?.step === step ? actionData.values : savedValues(step, data, lang),
    };
    const siteName = data.property?.name ?? "";
    const forms: Record<OnboardingStep, ReactNode> = {
      property: <PropertyStep {...props} />,
      location: <LocationStep {...props} />,
      capacity: <CapacityStep {...props} />,
      theme: (
        <ThemeStep
          {...props}
          themes={loaderData.themes}
          mockupLabels={loaderData.mockupLabels}
          siteName={siteName}
          domain={subdomainHost(data.subdomain?.subdomain ?? suggestSubdomain(siteName), appDomain)}
        />
      ),
      subdomain: <SubdomainStep {...props} appDomain={appDomain} />,
      description: <DescriptionStep {...props} />,
      price: <PriceStep {...props} />,
    };
    content = forms[step];
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
      <div className="lg:col-span-2">
        <h1 className="font-display text-3xl leading-tight font-semibold text-pine-950 md:text-4xl">
          {t("onboarding.wizard.title")}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("onboarding.wizard.lead")}</p>
      </div>
      <aside className="lg:sticky lg:top-8 lg:self-start">
        <WizardProgress shown={step} data={data} percent={loaderData.progressPercent} />
      </aside>
      {/* The key gives every step a fresh form, filled from its own answers. */}
      <div key={`${step}:${actionData ? "refused" : "saved"}`}>{content}</div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorContent error={error} backTo="/onboarding" />;
}
