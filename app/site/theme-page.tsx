import { isRouteErrorResponse } from "react-router";
import { THEMES } from "../themes/index.ts";
import type { SitePageData } from "../themes/kit/page-data.ts";
import { themeStrings } from "../themes/strings/index.ts";

/** A page of a site in its theme, with the theme's words in the page's language. */
export function ThemePage({ data }: { data: SitePageData }) {
  const Theme = THEMES[data.site.theme];
  return <Theme data={data} t={themeStrings(data.site.lang)} />;
}

/**
 * What a site route shows when its loader refused: the theme's own not-found page (404, in
 * the language of the path); a failure without a site to draw gets the plain last-resort
 * page (spec §8).
 */
export function SiteErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && (error.data as SitePageData | null)?.site) {
    return <ThemePage data={error.data as SitePageData} />;
  }
  return (
    <main className="flex min-h-screen items-center justify-center p-8 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
    </main>
  );
}
