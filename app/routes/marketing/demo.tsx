import { Gift } from "lucide-react";
import { demoContent } from "../../../content/demo/index.ts";
import { DEMO_STOPS } from "../../../content/demo/types.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { CheckList } from "../../components/marketing/check-list.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { IconCallout } from "../../components/marketing/icon-callout.tsx";
import { DashboardFrame } from "../../components/marketing/mockups/dashboard-frame.tsx";
import { SCREENS } from "../../components/marketing/mockups/dashboard-screens.tsx";
import { fill } from "../../components/marketing/mockups/sample-format.ts";
import { plainPageMeta } from "../../components/marketing/plain-page-meta.ts";
import { planContent } from "../../components/marketing/plan-content.ts";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHero } from "../../components/ui/section.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/demo";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, content } = await planContent(url, context, demoContent);
  return { lang, title: content.meta.title, description: content.meta.description, content };
}

export const meta: Route.MetaFunction = plainPageMeta("demo");

const anchor = (stop: string) => `stop-${stop}`;

export default function Demo({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { lang, t } = useI18n();
  const { dashboard } = content;
  const total = DEMO_STOPS.length;
  return (
    <>
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />

      <div className="container-page pb-16 md:pb-24 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby="toc-title" className="mb-12 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
          <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
            {content.tocTitle}
          </h2>
          <ol className="mt-4 grid gap-1.5 sm:grid-cols-2 lg:grid-cols-1">
            {DEMO_STOPS.map((stop, i) => (
              <li key={stop}>
                <a
                  href={`#${anchor(stop)}`}
                  className="flex items-center gap-3 rounded-xl px-3 py-2 text-slate-700 ring-1 ring-slate-200 hover:bg-pine-50 hover:text-pine-900 lg:ring-0"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-pine-100 text-xs font-semibold text-pine-800"
                  >
                    {i + 1}
                  </span>
                  {dashboard.nav[stop]}
                </a>
              </li>
            ))}
          </ol>
          <ButtonLink to={pagePath("consultation", lang)} className="mt-6 hidden w-full lg:flex">
            {t("common.bookCall")}
          </ButtonLink>
        </nav>

        <div>
          {DEMO_STOPS.map((stop, i) => {
            const copy = content.stops[stop];
            const Screen = SCREENS[stop];
            return (
              <section
                key={stop}
                id={anchor(stop)}
                aria-labelledby={`${anchor(stop)}-title`}
                className="scroll-mt-24 border-t border-slate-200 py-12 first:border-t-0 first:pt-0 md:py-16"
              >
                <p className="text-sm font-semibold tracking-wider text-coral-600 uppercase">
                  {fill(content.stopLabel, { n: i + 1, total })}
                </p>
                <h2
                  id={`${anchor(stop)}-title`}
                  className="mt-2 font-display text-3xl leading-tight font-semibold text-pine-950"
                >
                  {copy.title}
                </h2>
                <div className="mt-4 grid gap-6 xl:grid-cols-[1.3fr_1fr] xl:gap-10">
                  <p className="text-lg leading-relaxed text-slate-600">{copy.body}</p>
                  <CheckList className="space-y-2" mark="circle" items={copy.points} />
                </div>
                <div className="mt-8 rounded-3xl bg-gradient-to-br from-sand-100 to-pine-50 p-3 md:p-6">
                  <DashboardFrame labels={dashboard} active={stop} label={copy.screenLabel}>
                    <Screen labels={dashboard} lang={lang} />
                  </DashboardFrame>
                </div>
              </section>
            );
          })}

          <IconCallout
            icon={Gift}
            title={content.closing.title}
            body={content.closing.body}
            headingLevel={2}
            className="mt-4"
          />
        </div>
      </div>

      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
