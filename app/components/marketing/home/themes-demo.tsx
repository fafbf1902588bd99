import { Link } from "react-router";
import { type DashboardLabels, DEMO_STOPS } from "../../../../content/demo/types.ts";
import type { HomeContent } from "../../../../content/home/types.ts";
import { THEME_DISPLAY_NAMES } from "../../../../content/themes/names.ts";
import type { ThemesContent } from "../../../../content/themes/types.ts";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import { THEME_NAMES } from "../../../../modules/sites/themes.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { ArrowLink } from "../arrow-link.tsx";
import { HeadedSection } from "../headed-section.tsx";
import { DashboardFrame } from "../mockups/dashboard-frame.tsx";
import { OverviewScreen } from "../mockups/dashboard-screens.tsx";
import { ThemeMockup } from "../mockups/theme-mockup.tsx";

export type HomeThemes = Pick<ThemesContent, "themes" | "mockup">;

/** Six theme miniatures and the dashboard overview, each leading to its own page. */
export function HomeThemesDemo({
  content,
  themes,
  dashboard,
}: {
  content: HomeContent["themesDemo"];
  themes: HomeThemes;
  dashboard: DashboardLabels;
}) {
  const { lang } = useI18n();
  const themesPath = pagePath("themes", lang);
  return (
    <div data-testid="themes-demo">
      <HeadedSection id="themes-demo-title" tone="sand" heading={content}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              {THEME_NAMES.map((theme) => {
                const copy = themes.themes[theme];
                return (
                  <li key={theme}>
                    <Link to={`${themesPath}#${theme}`} className="group block rounded-xl">
                      <ThemeMockup
                        theme={theme}
                        siteName={copy.sample.name}
                        domain={copy.sample.domain}
                        tagline={copy.sample.tagline}
                        labels={themes.mockup}
                        size="sm"
                        className="transition-transform group-hover:-translate-y-1"
                      />
                      <span className="mt-2 block text-center text-sm font-medium text-slate-700 group-hover:text-pine-800">
                        {THEME_DISPLAY_NAMES[lang][theme]}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <h3 className="mt-8 font-display text-xl font-semibold text-pine-950">{content.themes.title}</h3>
            <p className="mt-2 text-slate-600">{content.themes.body}</p>
            <p className="mt-5">
              <ArrowLink to={themesPath}>{content.themes.link}</ArrowLink>
            </p>
          </div>
          <div className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
            <Link to={pagePath("demo", lang)} tabIndex={-1} aria-hidden="true" className="block">
              <DashboardFrame labels={dashboard} active="overview" label={content.demo.screenLabel}>
                <OverviewScreen labels={dashboard} lang={lang} />
              </DashboardFrame>
            </Link>
            <h3 className="mt-8 font-display text-xl font-semibold text-pine-950">{content.demo.title}</h3>
            <p className="mt-2 text-slate-600">{content.demo.body}</p>
            <ul className="mt-5 flex flex-wrap gap-2">
              {DEMO_STOPS.map((stop) => (
                <li key={stop} className="rounded-full bg-pine-50 px-3 py-1 text-sm text-pine-800 ring-1 ring-pine-100">
                  {dashboard.nav[stop]}
                </li>
              ))}
            </ul>
            <p className="mt-6">
              <ArrowLink to={pagePath("demo", lang)}>{content.demo.link}</ArrowLink>
            </p>
          </div>
        </div>
      </HeadedSection>
    </div>
  );
}
