import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { type Surface, uiBundle } from "../../app/i18n/surface-strings.server.ts";
import { I18nProvider } from "../../app/i18n/use-i18n.tsx";
import type { Lang } from "../../modules/i18n/languages.ts";

export type PageToRender = {
  /** The route's path, with its parameters: `/dashboard/guests/:guestId`. */
  path: string;
  /** The route's id, under which its data arrives. */
  id: string;
  /** The route module's default export. */
  Component: unknown;
  lang: Lang;
  loaderData: unknown;
  /** What the route's action answered, for a page showing a form sent back. */
  actionData?: unknown;
  /** The address visited, where `path` has parameters; `path` itself by default. */
  url?: string;
  /** Whose strings the page is given; the dashboard's by default. */
  surface?: Surface;
};

/**
 * A page of the signed-in app as the server renders it: its route alone, hydrated with the
 * loader's data (and an action's answer), given only the strings its surface carries in
 * `lang`, as the layout gives them, so a key the surface lacks shows as the bare key here too.
 * Without React's text separators (`<!-- -->`), so sentences read as the browser shows them.
 */
export function renderPage(page: PageToRender): string {
  const { path, id, lang, actionData } = page;
  const Stub = createRoutesStub([{ path, id, Component: page.Component as never }]);
  return renderToString(
    <I18nProvider ui={uiBundle(lang, page.surface ?? "dashboard")}>
      <Stub
        initialEntries={[page.url ?? path]}
        hydrationData={{
          loaderData: { [id]: page.loaderData },
          ...(actionData === undefined ? {} : { actionData: { [id]: actionData } }),
        }}
      />
    </I18nProvider>,
  ).replaceAll("<!-- -->", "");
}

/** The words of rendered HTML: tags become spaces, apostrophes are unescaped, runs of space one. */
export function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}
