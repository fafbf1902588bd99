import { ArrowUpRight } from "lucide-react";
import type { ThemeMockupLabels } from "../../../content/themes/types.ts";
import type { ThemeName } from "../../../modules/sites/themes.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { ThemeMockup } from "../marketing/mockups/theme-mockup.tsx";
import type { StepProps } from "./basic-steps.tsx";
import { ChoiceCard, ChoiceGroup } from "./choice-cards.tsx";
import { StepForm, useErrorTexts } from "./step-form.tsx";

/** A theme to choose, with the address of its live demo on its own subdomain. */
export type ThemeChoice = { theme: ThemeName; name: string; tagline: string; demoUrl: string };

/**
 * The six themes as cards, each a miniature of the owner's own site (their property's
 * name, their web address) in that theme, with a link to its full demo in a new tab.
 */
export function ThemeStep({
  errors,
  values,
  themes,
  mockupLabels,
  siteName,
  domain,
}: StepProps & {
  themes: readonly ThemeChoice[];
  mockupLabels: ThemeMockupLabels;
  siteName: string;
  domain: string;
}) {
  const { t } = useI18n();
  const texts = useErrorTexts(errors);
  const labels = { theme: t("onboarding.fields.theme") };
  return (
    <StepForm step="theme" errors={errors} values={values} labels={labels}>
      <ChoiceGroup name="theme" legend={labels.theme} error={texts.theme} className="sm:grid-cols-2 xl:grid-cols-3">
        {themes.map((choice, i) => (
          <ChoiceCard
            key={choice.theme}
            name="theme"
            value={choice.theme}
            checked={values.theme === choice.theme}
            first={i === 0}
            chosenLabel={t("onboarding.theme.chosen")}
            after={
              <a
                href={choice.demoUrl}
                target="_blank"
                rel="noopener"
                className="mt-2 inline-flex items-center gap-1.5 self-start rounded-full px-2 py-1 text-sm font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900"
              >
                {t("onboarding.theme.demo")}
                <span className="sr-only">
                  : {choice.name} {t("onboarding.theme.newTab")}
                </span>
                <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
              </a>
            }
          >
            <ThemeMockup
              theme={choice.theme}
              siteName={siteName}
              domain={domain}
              tagline={choice.tagline}
              labels={mockupLabels}
              size="sm"
            />
            <span className="mt-3 font-display text-lg font-semibold text-pine-950">{choice.name}</span>
            <span className="text-sm text-slate-700">{choice.tagline}</span>
          </ChoiceCard>
        ))}
      </ChoiceGroup>
    </StepForm>
  );
}
