import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { langFromPath } from "../../../modules/i18n/languages.ts";
import { NotFoundContent, ServerErrorContent } from "../../components/marketing/error-content.tsx";
import { SiteFooter } from "../../components/marketing/site-footer.tsx";
import { SiteHeader } from "../../components/marketing/site-header.tsx";
import { WhatsAppButton } from "../../components/marketing/whatsapp-button.tsx";
import { allStrings, translator } from "../../i18n/i18n.tsx";
import { I18nProvider } from "../../i18n/use-i18n.tsx";
import type { RouteHandle } from "../../lib/hydration.ts";
import { refusalText } from "../../lib/refusal-text.ts";
import type { Route } from "./+types/layout";

/**
 * Marketing pages are complete as HTML: they load no React, only the small script in
 * app/enhance/pages.ts (docs/decisions/0008).
 */
export const handle: RouteHandle = { hydrate: false };

/** The header, footer and chat button around every page, and the strings of the page's language. */
function Chrome({ children }: { children: ReactNode }) {
  return (
    // Rendered only on the server, so all strings of the language are at hand (docs/decisions/0009).
    <I18nProvider ui={allStrings(langFromPath(useLocation().pathname))}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <WhatsAppButton />
    </I18nProvider>
  );
}

/**
 * Only used when a page below failed (its own meta is not called then): the not-found or
 * error page still gets a title in the visitor's language and is kept out of search.
 */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const t = translator(langFromPath(location.pathname));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? t("notFound.title") : t("serverError.title")} | VayVista` },
    { name: "description", content: notFound ? t("notFound.metaDescription") : t("serverError.body") },
    { name: "robots", content: "noindex" },
  ];
};

export default function MarketingLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const own = refusalText(error);
  if (own) {
    // A refusal with its own words in the visitor's language (413: a form sent too much).
    return (
      <Chrome>
        <div className="container-page flex flex-col items-center py-24 text-center md:py-32">
          <p className="font-display text-7xl font-semibold text-pine-600">{own.status}</p>
          <h1 className="mt-4 font-display text-4xl font-semibold text-pine-950">{own.title}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-600">{own.message}</p>
        </div>
      </Chrome>
    );
  }
  return <Chrome>{notFound ? <NotFoundContent /> : <ServerErrorContent />}</Chrome>;
}
