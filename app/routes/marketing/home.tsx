import { demoContent } from "../../../content/demo/index.ts";
import { homeContent } from "../../../content/home/index.ts";
import { themesContent } from "../../../content/themes/index.ts";
import { LOCALES } from "../../../modules/i18n/languages.ts";
import { absoluteUrl, pagePath } from "../../../modules/i18n/route-table.ts";
import { listTestimonials } from "../../../modules/marketing/testimonials.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { HomeFeatures } from "../../components/marketing/home/features.tsx";
import { HomeHero } from "../../components/marketing/home/hero.tsx";
import { HomePricing } from "../../components/marketing/home/pricing-section.tsx";
import { HomeStatistics } from "../../components/marketing/home/statistics.tsx";
import { HomeSteps } from "../../components/marketing/home/steps-section.tsx";
import { HomeTestimonials } from "../../components/marketing/home/testimonials.tsx";
import { HomeThemesDemo } from "../../components/marketing/home/themes-demo.tsx";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import { marketingMeta, pageAlternates, rootData } from "../../seo/page-meta.ts";
import type { Route } from "./+types/home";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const { db } = services(context);
  const [plan, testimonials] = await Promise.all([getPlan(db), listTestimonials(db, lang)]);
  const content = withPlanFigures(homeContent[lang], plan, lang);
  const { themes, mockup } = themesContent[lang];
  return {
    lang,
    title: content.meta.title,
    description: content.meta.description,
    content,
    plan,
    testimonials,
    themes: { themes, mockup },
    dashboard: demoContent[lang].dashboard,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { origin } = rootData(matches);
  return marketingMeta({
    matches,
    lang: loaderData.lang,
    title: loaderData.title,
    description: loaderData.description,
    alternates: pageAlternates("home"),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "VayVista",
        url: absoluteUrl(origin, pagePath("home", loaderData.lang)),
        inLanguage: LOCALES[loaderData.lang],
        description: loaderData.description,
      },
    ],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, plan, testimonials, themes, dashboard } = loaderData;
  return (
    <>
      <HomeHero content={content.hero} />
      <HomeFeatures content={content.features} />
      <HomePricing content={content.pricing} plan={plan} />
      <HomeSteps content={content.steps} />
      <div data-testid="cta">
        <CtaBand title={content.cta.title} body={content.cta.body} />
      </div>
      <HomeThemesDemo content={content.themesDemo} themes={themes} dashboard={dashboard} />
      <HomeTestimonials content={content.testimonials} testimonials={testimonials} />
      <HomeStatistics content={content.statistics} />
    </>
  );
}
