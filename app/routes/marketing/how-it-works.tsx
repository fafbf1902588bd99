import { Clock, ListChecks, UserRound } from "lucide-react";
import { howItWorksContent } from "../../../content/how-it-works/index.ts";
import { LOCALES } from "../../../modules/i18n/languages.ts";
import { CheckList } from "../../components/marketing/check-list.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { QuestionList } from "../../components/marketing/faq/question-list.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { HeroActions } from "../../components/marketing/hero-actions.tsx";
import { LogoMark } from "../../components/marketing/logo.tsx";
import { fill } from "../../components/marketing/mockups/sample-format.ts";
import { planContent } from "../../components/marketing/plan-content.ts";
import { StepNumber } from "../../components/marketing/step-number.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { marketingMeta, pageAlternates } from "../../seo/page-meta.ts";
import type { Route } from "./+types/how-it-works";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, content } = await planContent(url, context, howItWorksContent);
  return { lang, title: content.meta.title, description: content.meta.description, content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { content, lang } = loaderData;
  return marketingMeta({
    matches,
    lang,
    title: loaderData.title,
    description: loaderData.description,
    alternates: pageAlternates("howItWorks"),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: content.hero.title,
        description: loaderData.description,
        inLanguage: LOCALES[lang],
        step: content.steps.items.map((step, i) => ({
          "@type": "HowToStep",
          position: i + 1,
          name: step.title,
          text: step.body,
        })),
      },
    ],
  });
};

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { steps } = content;
  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead}>
        <HeroActions next="demo" />
      </PageHero>

      <div className="container-page -mt-2 pb-4">
        <dl className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-3">
          {content.highlights.map((h) => (
            <div
              key={h.label}
              className="flex flex-col-reverse justify-end rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <dt className="mt-1 text-slate-600">{h.label}</dt>
              <dd className="font-display text-3xl font-semibold text-pine-800">{h.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <HeadedSection id="steps-title" heading={steps}>
        <ol className="mx-auto max-w-5xl space-y-8">
          {steps.items.map((step, i) => (
            <li
              key={step.title}
              className="relative grid gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:grid-cols-[auto_1fr] md:gap-8 md:p-10"
            >
              <StepNumber n={i + 1} square className="h-14 w-14 font-display text-2xl" />
              <div>
                <p className="text-sm font-semibold tracking-wider text-coral-600 uppercase">
                  {fill(steps.stepLabel, { n: i + 1 })}
                </p>
                <h3 className="mt-1 font-display text-2xl font-semibold text-pine-950">{step.title}</h3>
                <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-600">{step.body}</p>
                <div className="mt-6 grid gap-4 md:grid-cols-2">
                  <div className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
                    <h4 className="flex items-center gap-2 font-semibold text-pine-950">
                      <UserRound aria-hidden="true" className="h-5 w-5 text-coral-600" />
                      {steps.youLabel}
                    </h4>
                    <CheckList className="mt-3 space-y-2" mark="circle" tone="coral" items={step.you} />
                  </div>
                  <div className="rounded-2xl bg-pine-50 p-5 ring-1 ring-pine-100">
                    <h4 className="flex items-center gap-2 font-semibold text-pine-950">
                      <LogoMark className="h-5 w-5" />
                      {steps.weLabel}
                    </h4>
                    <CheckList className="mt-3 space-y-2" mark="circle" items={step.we} />
                  </div>
                </div>
                <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-slate-100 px-4 py-1.5 text-sm text-slate-700">
                  <Clock aria-hidden="true" className="h-4 w-4 text-pine-700" />
                  <span className="font-semibold">{steps.timeLabel}:</span> {step.time}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <Section tone="sand" labelledBy="prepare-title">
        <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[1fr_1.2fr] md:items-start">
          <div>
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-white text-pine-700 shadow-sm ring-1 ring-sand-200">
              <ListChecks aria-hidden="true" className="h-6 w-6" />
            </span>
            <h2 id="prepare-title" className="mt-5 font-display text-3xl font-semibold text-pine-950">
              {content.prepare.title}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{content.prepare.intro}</p>
          </div>
          <CheckList
            className="space-y-3"
            mark="circle"
            itemClassName="rounded-2xl bg-white p-4 ring-1 ring-sand-200"
            items={content.prepare.items}
          />
        </div>
      </Section>

      <HeadedSection id="after-launch-title" heading={content.afterLaunch}>
        <QuestionList items={content.afterLaunch.items} openFirst />
      </HeadedSection>

      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
