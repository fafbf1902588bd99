import { type ReactNode, useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_DataRouterDataContext,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { langFromPath } from "../modules/i18n/languages.ts";
import { isSiteLang, type SiteLang } from "../modules/i18n/site-languages.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { BrandFontPreloads } from "./components/brand-font-preloads.tsx";
import { services } from "./context.ts";
import { bundleOf, I18nProvider, type UiBundle, useOptionalI18n } from "./i18n/use-i18n.tsx";
import { isHydrated, isSiteSurface } from "./lib/hydration.ts";
import type { RootData } from "./seo/page-meta.ts";

export function loader({ context }: Route.LoaderArgs): RootData {
  const { origin, whatsappPhone, enhanceScript } = services(context);
  return { origin, whatsappPhone, enhanceScript };
}

function langOf(value: unknown): SiteLang | null {
  const lang = (value as { lang?: unknown } | null | undefined)?.lang;
  return isSiteLang(lang) ? lang : null;
}

/**
 * What the routes of this page answered, most telling first: the data of a refusal (a loader
 * that refused the page has no loader data; what it threw is only in the router state, in
 * the context exported "UNSAFE_" that useRouteError reads), then loader data from the
 * deepest route up.
 */
function useRouteAnswers(): unknown[] {
  const matches = useMatches();
  const errors = useContext(UNSAFE_DataRouterDataContext)?.errors;
  const refusals = Object.values(errors ?? {}).map((error) => (isRouteErrorResponse(error) ? error.data : undefined));
  return [...refusals, ...[...matches].reverse().map((match) => match.loaderData)];
}

/**
 * The document's language: the signed-in app and the login screens speak the user's chosen
 * language (their loaders return `lang`, and so do refusals such as an owner's 403 in the
 * admin area); marketing pages the language of their path.
 */
function documentLang(answers: unknown[], pathname: string): SiteLang {
  for (const answer of answers) {
    const lang = langOf(answer);
    if (lang) return lang;
  }
  return langFromPath(pathname);
}

/**
 * The interface strings of a hydrated page: its surface's, in the user's language, which
 * the surface's layout loader returns (and what it throws carries), docs/decisions/0009.
 * Marketing pages provide all strings in their layout instead: they are rendered only on
 * the server.
 */
function surfaceStrings(answers: unknown[]): UiBundle | undefined {
  for (const answer of answers) {
    const ui = bundleOf(answer);
    if (ui) return ui;
  }
  return undefined;
}

/**
 * Whether this page loads React (app/lib/hydration.ts; if not, only its enhancement script)
 * and whether it is an owner's site, which shows its own identity instead of VayVista's.
 */
function usePageKind(): { hydrated: boolean; site: boolean } {
  const handles = useMatches().map((m) => m.handle);
  return { hydrated: isHydrated(handles), site: isSiteSurface(handles) };
}

export function Layout({ children }: { children: ReactNode }) {
  const answers = useRouteAnswers();
  const lang = documentLang(answers, useLocation().pathname);
  const ui = surfaceStrings(answers);
  const { hydrated, site } = usePageKind();
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        {/* An owner's site reaches under the iPhone's home indicator; its booking bar keeps clear of it (env(safe-area-inset-*)). */}
        <meta
          name="viewport"
          content={
            site ? "width=device-width, initial-scale=1, viewport-fit=cover" : "width=device-width, initial-scale=1"
          }
        />
        {!site && (
          <>
            <meta name="theme-color" content="#166145" />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            <link rel="manifest" href="/manifest.webmanifest" />
            <BrandFontPreloads />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {ui ? <I18nProvider ui={ui}>{children}</I18nProvider> : children}
        {hydrated ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          root?.enhanceScript && <script type="module" src={root.enhanceScript} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  // The service worker caches static assets and serves the offline page.
  useEffect(() => {
    navigator.serviceWorker?.register("/sw.js").catch(() => {});
  }, []);
  return <Outlet />;
}

/**
 * The last resort, for failures outside the marketing layout (which has its own, richer
 * error page). Spec §8 names this 'Unexpected Application Error!'. It speaks with the
 * strings that reached the page; where none did (the root itself failed), it says only that.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const i18n = useOptionalI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!i18n) {
    return (
      <main className="container-page flex min-h-screen flex-col items-center justify-center py-24 text-center">
        <h1 className="font-display text-4xl font-semibold">{notFound ? "404" : "Unexpected Application Error!"}</h1>
        <a className="mt-8 font-semibold text-pine-700 underline" href="/">
          VayVista
        </a>
      </main>
    );
  }
  const { lang, t } = i18n;
  return (
    <main className="container-page flex min-h-screen flex-col items-center justify-center py-24 text-center">
      <p className="text-sm font-semibold text-coral-600">{notFound ? "404" : "Unexpected Application Error!"}</p>
      <h1 className="mt-2 font-display text-4xl font-semibold">
        {notFound ? t("notFound.title") : t("serverError.title")}
      </h1>
      <p className="mt-4 max-w-xl text-slate-600">{notFound ? t("notFound.body") : t("serverError.body")}</p>
      <a className="mt-8 font-semibold text-pine-700 underline" href={lang === "nl" ? "/" : `/${lang}`}>
        {t("notFound.home")}
      </a>
    </main>
  );
}
