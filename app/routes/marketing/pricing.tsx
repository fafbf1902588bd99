import { ArrowRight } from "lucide-react";
import { pricingContent } from "../../../content/pricing/index.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { ArrowLink } from "../../components/marketing/arrow-link.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { faqPageJsonLd } from "../../components/marketing/faq/faq-json-ld.ts";
import { QuestionList } from "../../components/marketing/faq/question-list.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { PlanCard } from "../../components/marketing/plan-card.tsx";
import { planContent } from "../../components/marketing/plan-content.ts";
import { commissionComparison } from "../../components/marketing/pricing/commission-comparison.ts";
import { CostComparisonTable } from "../../components/marketing/pricing/cost-comparison-table.tsx";
import { ExtrasList } from "../../components/marketing/pricing/extras-list.tsx";
import { GuaranteePanel } from "../../components/marketing/pricing/guarantee-panel.tsx";
import { IncludedList } from "../../components/marketing/pricing/included-list.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { marketingMeta, pageAlternates } from "../../seo/page-meta.ts";
import type { Route } from "./+types/pricing";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, plan, content } = await planContent(url, context, pricingContent);
  const comparison = commissionComparison(plan, lang);
  content.comparison.breakEven = content.comparison.breakEven.replace("{breakEven}", comparison.breakEven);
  return {
    lang,
    plan,
    content,
    comparison: comparison.rows,
    title: content.metaTitle,
    description: content.metaDescription,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { plan, content } = loaderData;
  return marketingMeta({
    matches,
    lang: loaderData.lang,
    title: loaderData.title,
    description: loaderData.description,
    alternates: pageAlternates("pricing"),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: "VayVista",
        description: loaderData.description,
        offers: {
          "@type": "Offer",
          priceCurrency: plan.currency,
          price: (plan.monthlyFeeCents / 100).toFixed(2),
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: (plan.monthlyFeeCents / 100).toFixed(2),
            priceCurrency: plan.currency,
            unitCode: "MON",
            valueAddedTaxIncluded: false,
          },
        },
      },
      faqPageJsonLd(content.faq.items, loaderData.lang),
    ],
  });
};

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { lang, plan, content, comparison } = loaderData;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />

      <Section labelledBy="pricing-plan-title" className="pt-4 md:pt-8">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div className="max-w-xl">
            <h2 id="pricing-plan-title" className="font-display text-3xl font-semibold text-pine-950 md:text-4xl">
              {content.plan.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{content.plan.intro}</p>
            <p className="mt-6 text-slate-700">{content.comparison.breakEven}</p>
            <ArrowLink to={pagePath("consultation", lang)} className="mt-6">
              {content.plan.consultationLink}
            </ArrowLink>
          </div>
          <div data-testid="pricing-plan" className={plan.promotion ? "pt-4" : undefined}>
            <PlanCard
              plan={plan}
              features={content.plan.features}
              action={
                <ButtonLink to={pagePath("checkout", lang)} size="lg" className="w-full">
                  {content.plan.cta}
                  <ArrowRight aria-hidden="true" className="h-5 w-5" />
                </ButtonLink>
              }
            />
          </div>
        </div>
      </Section>

      <HeadedSection id="pricing-included" tone="sand" heading={content.included}>
        <IncludedList groups={content.included.groups} />
      </HeadedSection>

      <Section>
        <GuaranteePanel
          title={content.guarantee.title}
          paragraphs={content.guarantee.paragraphs}
          points={content.guarantee.points}
        />
      </Section>

      <HeadedSection id="pricing-comparison" tone="sand" heading={content.comparison}>
        <CostComparisonTable
          caption={content.comparison.caption}
          headers={content.comparison.headers}
          rows={comparison}
          breakEven={content.comparison.breakEven}
          note={content.comparison.note}
        />
      </HeadedSection>

      <HeadedSection id="pricing-extras" heading={content.extras}>
        <ExtrasList lang={lang} items={content.extras.items} priceOnRequest={content.extras.priceOnRequest} />
      </HeadedSection>

      <HeadedSection id="pricing-faq" tone="sand" heading={content.faq}>
        <QuestionList items={content.faq.items} />
      </HeadedSection>

      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
