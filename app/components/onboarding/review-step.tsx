import { Rocket } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { ThemeMockupLabels } from "../../../content/themes/types.ts";
import type { OnboardingStepData } from "../../../modules/onboarding/onboarding-schemas.ts";
import type { OnboardingStep } from "../../../modules/onboarding/onboarding-steps.ts";
import { subdomainHost } from "../../../modules/sites/site-url.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { ThemeMockup } from "../marketing/mockups/theme-mockup.tsx";
import type { ThemeChoice } from "./theme-step.tsx";
import { stepHref } from "./wizard-progress.tsx";

function Answer({ step, children }: { step: OnboardingStep; children: ReactNode }) {
  const { t } = useI18n();
  const label = t(`onboarding.steps.${step}.label`);
  return (
    <div className="flex flex-col gap-1 py-4 sm:flex-row sm:items-start sm:gap-6">
      <dt className="font-semibold text-pine-950 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 flex-1 text-slate-800">{children}</dd>
      <dd className="sm:shrink-0">
        <Link
          to={stepHref(step)}
          className="text-sm font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900"
        >
          {t("onboarding.review.change")}
          <span className="sr-only"> ({label})</span>
        </Link>
      </dd>
    </div>
  );
}

/**
 * Every answer with a link to change it, a miniature of the site in the chosen theme, and
 * the button that creates the site.
 */
export function ReviewStep({
  answers,
  themes,
  mockupLabels,
  appDomain,
}: {
  answers: OnboardingStepData;
  themes: readonly ThemeChoice[];
  mockupLabels: ThemeMockupLabels;
  appDomain: string;
}) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "finish";
  const { property, location, capacity, theme, subdomain, description, price } = answers;
  const host = subdomainHost(subdomain.subdomain, appDomain);
  const chosen = themes.find((c) => c.theme === theme.theme);
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(location.country) ?? location.country;
  const nightly = new Intl.NumberFormat(locale, { style: "currency", currency: price.currency }).format(
    price.basePriceCents / 100,
  );

  return (
    <section aria-labelledby="step-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
      <h2 id="step-title" className="font-display text-2xl font-semibold text-pine-950 md:text-3xl">
        {t("onboarding.steps.review.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t("onboarding.steps.review.intro")}</p>

      <div className="mt-6 grid gap-8 2xl:grid-cols-[1fr_22rem]">
        <dl className="divide-y divide-slate-200 border-y border-slate-200">
          <Answer step="property">
            <span className="font-medium">{property.name}</span> · {t(`form.propertyTypes.${property.type}`)}
          </Answer>
          <Answer step="location">
            {location.address}, {location.postalCode} {location.city}, {country}
          </Answer>
          <Answer step="capacity">
            {[
              t("onboarding.review.guests", { count: capacity.guests }),
              t("onboarding.review.bedrooms", { count: capacity.bedrooms }),
              t("onboarding.review.bathrooms", { count: capacity.bathrooms }),
            ].join(" · ")}
          </Answer>
          <Answer step="theme">{chosen?.name ?? theme.theme}</Answer>
          <Answer step="subdomain">
            <span className="font-mono break-all">{host}</span>
          </Answer>
          <Answer step="description">
            <span className="whitespace-pre-line">{description.description}</span>
          </Answer>
          <Answer step="price">{t("onboarding.review.perNight", { price: nightly })}</Answer>
        </dl>

        <div className="min-w-0">
          <h3 className="text-sm font-semibold tracking-wider text-slate-700 uppercase">
            {t("onboarding.review.preview")}
          </h3>
          <ThemeMockup
            theme={theme.theme}
            siteName={property.name}
            domain={host}
            tagline={chosen?.tagline ?? ""}
            labels={mockupLabels}
            className="mt-3 max-w-md"
          />
        </div>
      </div>

      <div className="mt-8 rounded-2xl bg-pine-50 p-5 ring-1 ring-pine-200 md:p-6">
        <h3 className="flex items-center gap-2 font-display text-xl font-semibold text-pine-950">
          <Rocket aria-hidden="true" className="h-5 w-5 text-pine-700" />
          {t("onboarding.review.finishTitle")}
        </h3>
        <p className="mt-2 text-slate-800">{t("onboarding.review.finishBody", { host })}</p>
        <Form method="post" className="mt-5" aria-busy={pending || undefined}>
          <input type="hidden" name="intent" value="finish" />
          <SubmitButton
            pending={pending}
            label={t("onboarding.review.finish")}
            pendingLabel={t("onboarding.review.finishing")}
          />
        </Form>
      </div>
    </section>
  );
}
