import type { HomeContent } from "../../../../content/home/types.ts";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ArrowLink } from "../arrow-link.tsx";
import { HeadedSection } from "../headed-section.tsx";
import { StepNumber } from "../step-number.tsx";

export function HomeSteps({ content }: { content: HomeContent["steps"] }) {
  const { lang } = useI18n();
  return (
    <div data-testid="how-it-works">
      <HeadedSection id="steps-title" heading={content}>
        <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          <span
            aria-hidden="true"
            className="absolute top-6 right-[12%] left-[12%] hidden h-px bg-gradient-to-r from-pine-200 via-pine-300 to-pine-200 lg:block"
          />
          {content.items.map((step, i) => (
            <li key={step.title} className="relative text-center">
              <StepNumber
                n={i + 1}
                className="relative mx-auto h-12 w-12 font-display text-lg shadow-md ring-8 ring-white"
              />
              <h3 className="mt-5 font-display text-lg font-semibold text-pine-950">{step.title}</h3>
              <p className="mx-auto mt-2 max-w-xs text-[15px] leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
        <p className="mt-12 text-center">
          <ArrowLink to={pagePath("howItWorks", lang)}>{content.link}</ArrowLink>
        </p>
      </HeadedSection>
    </div>
  );
}
