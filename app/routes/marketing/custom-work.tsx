import { ArrowRight } from "lucide-react";
import { customWorkContent } from "../../../content/custom-work/index.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { CheckList } from "../../components/marketing/check-list.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { faqPageJsonLd } from "../../components/marketing/faq/faq-json-ld.ts";
import { QuestionList } from "../../components/marketing/faq/question-list.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { HeroActions } from "../../components/marketing/hero-actions.tsx";
import { NumberedSteps } from "../../components/marketing/numbered-steps.tsx";
import { Panel } from "../../components/marketing/panel.tsx";
import { planContent } from "../../components/marketing/plan-content.ts";
import { serviceJsonLd } from "../../components/marketing/service-json-ld.ts";
import { ServiceIcon } from "../../components/marketing/services/service-icon.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHero, Section, SectionHeading } from "../../components/ui/section.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { marketingMeta, pageAlternates, rootData } from "../../seo/page-meta.ts";
import type { Route } from "./+types/custom-work";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, content } = await planContent(url, context, customWorkContent);
  return { lang, title: content.meta.title, description: content.meta.description, content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang, title, description, content } = loaderData;
  const { origin } = rootData(matches);
  return marketingMeta({
    matches,
    lang,
    title,
    description,
    alternates: pageAlternates("customWork"),
    jsonLd: [
      serviceJsonLd({ name: content.hero.eyebrow, description, origin, lang }),
      faqPageJsonLd(content.faq.items, lang),
    ],
  });
};

export default function CustomWorkPage({ loaderData }: Route.ComponentProps) {
  const { hero, fit, offerings, quoting, process, faq, cta } = loaderData.content;
  const { lang, t } = useI18n();

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <HeroActions />
      </PageHero>

      <HeadedSection id="fit-title" heading={fit}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel tone="sand" title={fit.planTitle}>
            <CheckList className="mt-6 space-y-3.5" mark="badge" items={fit.plan} />
          </Panel>
          <Panel tone="pine" title={fit.customTitle}>
            <ul className="mt-6 space-y-3.5">
              {fit.custom.map((item) => (
                <li key={item} className="flex gap-3 text-pine-50">
                  <ArrowRight aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-coral-500" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </HeadedSection>

      <HeadedSection id="offerings-title" tone="sand" heading={offerings}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {offerings.items.map((item, index) => (
            <li
              key={item.title}
              className={
                index < 3
                  ? "flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 lg:col-span-2"
                  : "flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
              }
            >
              <ServiceIcon name={item.icon} />
              <h3 className="mt-5 text-xl font-semibold text-pine-950">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.body}</p>
              <CheckList
                className="mt-5 space-y-2 border-t border-slate-100 pt-5"
                mark="circle"
                size="sm"
                items={item.examples}
              />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="quoting-title" tone="pine" heading={quoting}>
        <ul className="grid gap-6 md:grid-cols-3">
          {quoting.items.map((item) => (
            <li key={item.title} className="rounded-2xl bg-pine-800/60 p-7 ring-1 ring-pine-700">
              <ServiceIcon name={item.icon} className="bg-white text-pine-800 ring-0" />
              <h3 className="mt-5 text-xl font-semibold text-white">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-pine-100">{item.body}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white/10 p-5 text-center text-pine-50 ring-1 ring-white/15">
          {quoting.note}
        </p>
      </HeadedSection>

      <Section labelledBy="process-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
          <div>
            <SectionHeading
              id="process-title"
              eyebrow={process.eyebrow}
              title={process.title}
              intro={process.intro}
              align="left"
            />
            <ButtonLink to={pagePath("consultation", lang)} variant="secondary" size="lg">
              {t("common.bookCall")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
          </div>
          <NumberedSteps steps={process.steps} stepLabel={process.stepLabel} connected />
        </div>
      </Section>

      <HeadedSection id="faq-title" tone="sand" heading={faq}>
        <QuestionList items={faq.items} />
      </HeadedSection>

      <CtaBand title={cta.title} body={cta.body} />
    </>
  );
}
