import { ArrowRight, Info, Plus } from "lucide-react";
import { Link } from "react-router";
import { servicesContent } from "../../../content/services/index.ts";
import type { ServiceIconName } from "../../../content/services/types.ts";
import { type PageId, pagePath, SERVICE_PAGES, type ServicePage } from "../../../modules/i18n/route-table.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { CheckList } from "../../components/marketing/check-list.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { faqPageJsonLd } from "../../components/marketing/faq/faq-json-ld.ts";
import { QuestionList } from "../../components/marketing/faq/question-list.tsx";
import { HeadedSection } from "../../components/marketing/headed-section.tsx";
import { HeroActions } from "../../components/marketing/hero-actions.tsx";
import { Panel } from "../../components/marketing/panel.tsx";
import { serviceJsonLd } from "../../components/marketing/service-json-ld.ts";
import { ServiceIcon } from "../../components/marketing/services/service-icon.tsx";
import { ServiceVisual } from "../../components/marketing/services/service-visual.tsx";
import { StepList } from "../../components/marketing/services/step-list.tsx";
import { StepNumber } from "../../components/marketing/step-number.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { PageHero, Section, SectionHeading } from "../../components/ui/section.tsx";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import { marketingMeta, pageAlternates, rootData } from "../../seo/page-meta.ts";
import type { Route } from "./+types/service";

function isServicePage(page: PageId | "blogPost"): page is ServicePage {
  return (SERVICE_PAGES as readonly string[]).includes(page);
}

/** The icon on the cards that link to a service from its related services. */
const SERVICE_ICONS: Record<ServicePage, ServiceIconName> = {
  websiteDevelopment: "layout",
  bookingSystem: "calendarCheck",
  calendarSync: "calendarSync",
  photography: "camera",
  seo: "search",
  maintenance: "server",
};

/** One module, six pages: the page id from the route table picks the copy. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { page, lang } = pageOf(url);
  if (!isServicePage(page)) throw new Response("Not Found", { status: 404 });
  const all = withPlanFigures(servicesContent[lang], await getPlan(services(context).db), lang);
  const content = all.pages[page];
  return {
    lang,
    page,
    title: content.meta.title,
    description: content.meta.description,
    labels: all.labels,
    content,
    related: content.related.map((p) => ({ page: p, summary: all.pages[p].summary })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang, page, title, description, content } = loaderData;
  const { origin } = rootData(matches);
  return marketingMeta({
    matches,
    lang,
    title,
    description,
    alternates: pageAlternates(page),
    jsonLd: [
      serviceJsonLd({
        name: content.hero.eyebrow,
        description,
        origin,
        lang,
        serviceType: content.hero.eyebrow,
        areaServed: ["NL", "BE", "GB", "IE", "PL"],
      }),
      faqPageJsonLd(content.faq, lang),
    ],
  });
};

export default function ServicePageView({ loaderData }: Route.ComponentProps) {
  const { content, labels, related } = loaderData;
  const { lang, t } = useI18n();
  const { hero, problem, solution, steps, spotlight, plan, faq, cta } = content;

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <HeroActions />
      </PageHero>

      <Section tone="sand" labelledBy="problem-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.25fr] lg:gap-16">
          <SectionHeading
            id="problem-title"
            eyebrow={problem.eyebrow}
            title={problem.title}
            intro={problem.intro}
            align="left"
          />
          <ul className="space-y-4">
            {problem.points.map((point, index) => (
              <li
                key={point.title}
                className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200 md:p-6"
              >
                <StepNumber n={index + 1} tone="soft" className="h-9 w-9 font-display text-lg" />
                <div>
                  <h3 className="text-lg font-semibold text-pine-950">{point.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-slate-700">{point.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section labelledBy="solution-title">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading
            id="solution-title"
            eyebrow={solution.eyebrow}
            title={solution.title}
            intro={solution.intro}
            align="left"
          />
          <div className="mb-10 md:mb-14">
            <ServiceVisual visual={solution.visual} />
          </div>
        </div>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {solution.features.map((feature) => (
            <li key={feature.title} className="flex gap-4">
              <ServiceIcon name={feature.icon} />
              <div>
                <h3 className="text-lg font-semibold text-pine-950">{feature.title}</h3>
                <p className="mt-1.5 leading-relaxed text-slate-600">{feature.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <HeadedSection id="steps-title" tone="pine" heading={steps}>
        <StepList items={steps.items} stepLabel={labels.stepLabel} invert />
      </HeadedSection>

      {spotlight && (
        <HeadedSection id="spotlight-title" heading={spotlight}>
          <ul
            className={cn(
              "grid gap-5 sm:grid-cols-2",
              spotlight.items.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-2",
            )}
          >
            {spotlight.items.map((item) => (
              <li key={item.title} className="rounded-2xl border-l-4 border-pine-600 bg-sand-50 p-6">
                <h3 className="text-lg font-semibold text-pine-950">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{item.body}</p>
              </li>
            ))}
          </ul>
          {spotlight.footnote && (
            <p className="mx-auto mt-8 flex max-w-3xl gap-3 rounded-2xl bg-pine-50 p-5 text-pine-900 ring-1 ring-pine-100">
              <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pine-700" />
              <span>
                {spotlight.footnote}
                {spotlight.footnoteLink && (
                  <>
                    {" "}
                    <Link
                      to={pagePath(spotlight.footnoteLink, lang)}
                      className="inline-flex items-center gap-1 font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-950"
                    >
                      {t(`services.${spotlight.footnoteLink}`)}
                      <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </Link>
                  </>
                )}
              </span>
            </p>
          )}
        </HeadedSection>
      )}

      <HeadedSection id="plan-title" tone="sand" heading={plan}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel tone="white" title={labels.includedTitle}>
            <CheckList className="mt-6 space-y-3.5" mark="badge" items={plan.included} />
            <ButtonLink to={pagePath("pricing", lang)} variant="secondary" className="mt-8">
              {t("common.viewPricing")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
          </Panel>
          <Panel tone="dashed" title={labels.extrasTitle}>
            <ul className="mt-6 space-y-5">
              {plan.extras.map((extra) => (
                <li key={extra.title} className="flex gap-3">
                  <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-coral-600/10 text-coral-700">
                    <Plus aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={3} />
                  </span>
                  <span>
                    <span className="block font-semibold text-pine-950">{extra.title}</span>
                    <span className="mt-1 block leading-relaxed text-slate-700">{extra.body}</span>
                  </span>
                </li>
              ))}
            </ul>
            <ButtonLink to={pagePath("customWork", lang)} variant="ghost" className="mt-8">
              {t("footer.customWork")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </ButtonLink>
          </Panel>
        </div>
      </HeadedSection>

      <Section labelledBy="faq-title">
        <SectionHeading id="faq-title" eyebrow={labels.faqEyebrow} title={labels.faqTitle} />
        <QuestionList items={faq} />
      </Section>

      <Section tone="sand" labelledBy="related-title">
        <SectionHeading id="related-title" eyebrow={labels.relatedEyebrow} title={labels.relatedTitle} />
        <ul className="grid gap-5 md:grid-cols-3">
          {related.map((item) => (
            <li key={item.page}>
              <Link
                to={pagePath(item.page, lang)}
                className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-pine-300"
              >
                <ServiceIcon name={SERVICE_ICONS[item.page]} />
                <h3 className="mt-4 text-lg font-semibold text-pine-950 group-hover:text-pine-700">
                  {t(`services.${item.page}`)}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-600">{item.summary}</p>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-700">
                  {labels.readMore}
                  <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={cta.title} body={cta.body} />
    </>
  );
}
