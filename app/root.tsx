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
import { isLang, type Lang, langFromPath } from "../modules/i18n/languages.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { services } from "./context.ts";
import { I18nProvider, translator } from "./i18n/i18n.tsx";
import { isHydrated } from "./lib/hydration.ts";
import type { RootData } from "./seo/page-meta.ts";

export function loader({ context }: Route.LoaderArgs): RootData {
  const { origin, whatsappPhone, enhanceScript } = services(context);
  return { origin, whatsappPhone, enhanceScript };
}

/** Whether this page loads React (app/lib/hydration.ts); if not, only the enhancement script. */
function useHydrated(): boolean {
  return isHydrated(useMatches().map((m) => m.handle));
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

function langOf(value: unknown): Lang | null {
  const lang = (value as { lang?: unknown } | null | undefined)?.lang;
  return isLang(lang) ? lang : null;
}

/**
 * The document's language: the signed-in app and the login screens speak the user's chosen
 * language (their loaders return `lang`, and so do refusals such as an owner's 403 in the
 * admin area); marketing pages the language of their path.
 */
function useDocumentLang(): Lang {
  const matches = useMatches();
  const { pathname } = useLocation();
  // A loader that refused the page has no loader data; its thrown data is only in the
  // router state. The context is exported "UNSAFE_" but is what useRouteError reads.
  const errors = useContext(UNSAFE_DataRouterDataContext)?.errors;
  for (const error of Object.values(errors ?? {})) {
    const lang = isRouteErrorResponse(error) ? langOf(error.data) : null;
    if (lang) return lang;
  }
  for (const match of [...matches].reverse()) {
    const lang = langOf(match.loaderData);
    if (lang) return lang;
  }
  return langFromPath(pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useDocumentLang();
  const hydrated = useHydrated();
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166145" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <I18nProvider lang={lang}>{children}</I18nProvider>
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
 * error page). Spec §8 names this 'Unexpected Application Error!'.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langFromPath(useLocation().pathname);
  const t = translator(lang);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
