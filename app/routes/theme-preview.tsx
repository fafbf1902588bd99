import { data } from "react-router";
import { DEFAULT_LANG, isLang } from "../../modules/i18n/languages.ts";
import { isSiteLang } from "../../modules/i18n/site-languages.ts";
import { siteUrl } from "../../modules/sites/site-url.ts";
import { PREVIEW_NAMES } from "../../modules/sites/themes.ts";
import { services } from "../context.ts";
import { translator } from "../i18n/i18n.tsx";
import { errorPageStrings } from "../i18n/surface-strings.server.ts";
import type { RouteHandle } from "../lib/hydration.ts";
import { themeDemoHome } from "../site/theme-demos.ts";
import type { Route } from "./+types/theme-preview";

/** Complete as HTML (a refresh and a link): rendered only on the server, like the marketing pages. */
export const handle: RouteHandle = { hydrate: false };

/**
 * /theme-preview/{name}?lang={lang} sends the browser to the theme's own subdomain
 * (modern-minimaal → modern-minimal), at the public origin's scheme and port, to its demo's
 * home page in the visitor's language (the marketing page's, which links here with it);
 * without a known language, in Dutch.
 */
export function loader({ url, params, context }: Route.LoaderArgs) {
  const theme = PREVIEW_NAMES[params.preview];
  if (!theme) throw data({ ui: errorPageStrings(DEFAULT_LANG) }, { status: 404 });
  const asked = url.searchParams.get("lang");
  const lang = isSiteLang(asked) ? asked : DEFAULT_LANG;
  const target = `${siteUrl({ subdomain: theme }, services(context))}${themeDemoHome(theme, lang)}`;
  return { theme, target, lang: isLang(lang) ? lang : DEFAULT_LANG };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Redirecting to ${loaderData?.theme ?? ""} theme... | VayVista` },
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ httpEquiv: "refresh", content: `0;url=${loaderData.target}` } as const] : []),
];

export default function ThemePreview({ loaderData }: Route.ComponentProps) {
  const t = translator(loaderData.lang);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-pine-50 p-8 text-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-pine-200 border-t-pine-700"
      />
      <h1 className="font-display text-2xl font-semibold text-pine-900" role="status">
        {t("themePreview.redirecting", { theme: loaderData.theme })}
      </h1>
      <a href={loaderData.target} className="text-pine-700 underline">
        {t("themePreview.manual")}
      </a>
    </main>
  );
}
