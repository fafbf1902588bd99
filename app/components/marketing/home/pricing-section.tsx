import { X } from "lucide-react";
import type { HomeContent } from "../../../../content/home/types.ts";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import type { Plan } from "../../../../modules/plans/get-plan.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Section, SectionHeading } from "../../ui/section.tsx";
import { ArrowLink } from "../arrow-link.tsx";
import { PlanCard } from "../plan-card.tsx";

export function HomePricing({ content, plan }: { content: HomeContent["pricing"]; plan: Plan }) {
  const { lang, t } = useI18n();
  return (
    <div data-testid="pricing">
      <Section tone="sand" labelledBy="pricing-title">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="pricing-title"
              align="left"
              eyebrow={content.eyebrow}
              title={content.title}
              intro={content.intro}
            />
            <h3 className="font-display text-lg font-semibold text-pine-950">{content.notPaying.title}</h3>
            <ul className="mt-4 space-y-3">
              {content.notPaying.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-slate-700">
                  <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-coral-600/10 text-coral-700">
                    <X aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
            <ArrowLink to={pagePath("pricing", lang)} className="mt-8">
              {content.pricingLink}
            </ArrowLink>
          </div>
          <PlanCard
            plan={plan}
            features={[...content.included]}
            action={
              <>
                <ButtonLink to={pagePath("checkout", lang)} size="lg" className="w-full">
                  {t("common.startNow")}
                </ButtonLink>
                <ArrowLink to={pagePath("consultation", lang)} className="mt-4 w-full justify-center">
                  {t("common.bookCall")}
                </ArrowLink>
              </>
            }
          />
        </div>
      </Section>
    </div>
  );
}
