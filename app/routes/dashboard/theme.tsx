import { ArrowUpRight } from "lucide-react";
import { useCallback, useState } from "react";
import { data, Link } from "react-router";
import { themesContent } from "../../../content/themes/index.ts";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { displayHost, siteUrl } from "../../../modules/sites/site-url.ts";
import { isThemeName, previewName, THEME_NAMES, type ThemeName } from "../../../modules/sites/themes.ts";
import { switchTheme } from "../../../modules/sites/update-site.ts";
import { Badge } from "../../components/dashboard/badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { ThemeSwitchDialog, type ThemeSwitchResult } from "../../components/dashboard/theme-switch-dialog.tsx";
import { ThemeMockup } from "../../components/marketing/mockups/theme-mockup.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { services } from "../../context.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import { siteChanged } from "../../lib/site-changed.server.ts";
import type { Route } from "./+types/theme";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const content = themesContent[user.lang];
  return {
    siteName: site.siteName,
    host: displayHost(siteUrl(site, services(context))),
    current: site.themeName,
    themes: THEME_NAMES.map((theme) => ({
      theme,
      tagline: content.themes[theme].tagline,
      suits: content.themes[theme].suits,
    })),
    mockup: content.mockup,
  };
}

/** Switches the owner's own site (never one named in the form) and tells the host lookup. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const theme = (await readForm(request, { maxBytes: formLimit(100), lang: user.lang })).get("theme");
  if (!isThemeName(theme)) return data<ThemeSwitchResult>({ ok: false }, { status: 400 });
  const result = await switchTheme(db, {
    ownerId: user.id,
    siteId: site.id,
    theme,
    onSiteChanged: siteChanged(context, site.id),
  });
  if (!result.ok) return data<ThemeSwitchResult>({ ok: false }, { status: result.reason === "not-found" ? 404 : 400 });
  return data<ThemeSwitchResult>({ ok: true, theme: result.site.themeName });
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.theme.title"));

export default function ThemePage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const names = THEME_DISPLAY_NAMES[lang];
  const { current, siteName, host, mockup } = loaderData;
  const [confirming, setConfirming] = useState<ThemeName | null>(null);
  const close = useCallback(() => setConfirming(null), []);
  const currentTheme = loaderData.themes.find((item) => item.theme === current);

  return (
    <>
      <PageHeader title={t("dashboard.theme.title")} intro={t("dashboard.theme.intro")} />

      {currentTheme && (
        <section aria-labelledby="current-theme-heading" className="mb-10">
          <Card className="grid items-center gap-6 md:grid-cols-2 [&>*]:min-w-0">
            <div>
              <h2 id="current-theme-heading" className="text-sm font-semibold tracking-wider text-coral-700 uppercase">
                {t("dashboard.theme.current")}
              </h2>
              <p className="mt-2 font-display text-3xl font-semibold text-pine-950" data-testid="current-theme">
                {names[currentTheme.theme]}
              </p>
              <p className="mt-1 text-slate-700">{currentTheme.tagline}</p>
              <p className="mt-4 text-slate-700">
                {t("dashboard.theme.currentBody", { siteName, theme: names[currentTheme.theme] })}
              </p>
              <div className="mt-5 flex flex-wrap items-center gap-3">
                <Link to={`/dashboard/theme-editor/${currentTheme.theme}`} className={buttonClass("secondary", "md")}>
                  {t("dashboard.theme.edit")}
                </Link>
                <DemoLink theme={currentTheme.theme} name={names[currentTheme.theme]} />
              </div>
            </div>
            <ThemeMockup
              theme={currentTheme.theme}
              siteName={siteName}
              domain={host}
              tagline={currentTheme.tagline}
              labels={mockup}
            />
          </Card>
        </section>
      )}

      <section aria-labelledby="all-themes-heading">
        <h2 id="all-themes-heading" className="font-display text-2xl font-semibold text-pine-950">
          {t("dashboard.theme.allHeading")}
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.themes.map(({ theme, tagline, suits }) => {
            const isCurrent = theme === current;
            return (
              <li
                key={theme}
                className={cn(
                  "flex min-w-0 flex-col rounded-2xl bg-white p-4 shadow-sm ring-1",
                  isCurrent ? "ring-2 ring-pine-600" : "ring-slate-200",
                )}
              >
                <ThemeMockup
                  theme={theme}
                  siteName={siteName}
                  domain={host}
                  tagline={tagline}
                  labels={mockup}
                  size="sm"
                />
                <div className="mt-4 flex items-start justify-between gap-2">
                  <h3 className="font-display text-lg font-semibold text-pine-950">{names[theme]}</h3>
                  {isCurrent && (
                    <Badge tone="green" className="mt-1">
                      {t("dashboard.theme.current")}
                    </Badge>
                  )}
                </div>
                <p className="text-sm font-medium text-slate-700">{tagline}</p>
                <p className="mt-2 flex-1 text-sm text-slate-600">{suits}</p>
                <div className="mt-4 flex flex-wrap items-center gap-2">
                  {!isCurrent && (
                    <button
                      type="button"
                      onClick={() => setConfirming(theme)}
                      className={buttonClass("secondary", "md")}
                      data-testid={`choose-${theme}`}
                    >
                      {t("dashboard.theme.choose")}
                      <span className="sr-only">: {names[theme]}</span>
                    </button>
                  )}
                  <Link
                    to={`/dashboard/theme-editor/${theme}`}
                    className="text-sm font-semibold text-pine-800 underline"
                  >
                    {t("dashboard.theme.tryWithMyContent")}
                    <span className="sr-only">: {names[theme]}</span>
                  </Link>
                  <DemoLink theme={theme} name={names[theme]} />
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <ThemeSwitchDialog theme={confirming} names={names} onClose={close} />
    </>
  );
}

/** The theme's live demo site, in a new tab. */
function DemoLink({ theme, name, className }: { theme: ThemeName; name: string; className?: string }) {
  const { t } = useI18n();
  return (
    <a
      href={`/theme-preview/${previewName(theme)}`}
      target="_blank"
      rel="noopener"
      className={buttonClass("ghost", "md", className)}
    >
      {t("dashboard.theme.demo")}
      <span className="sr-only">
        : {name} {t("dashboard.header.newTab")}
      </span>
      <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
    </a>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
