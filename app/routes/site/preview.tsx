import { data, isRouteErrorResponse } from "react-router";
import { loadSiteContent } from "../../../modules/site-content/site-content-store.ts";
import { isThemeName } from "../../../modules/sites/themes.ts";
import { previewBase } from "../../components/dashboard/theme-editor/editor-pages.ts";
import { services } from "../../context.ts";
import type { RouteHandle } from "../../lib/hydration.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import { ownerSource, sitePage } from "../../site/load-site-page.server.ts";
import { siteMeta } from "../../site/site-meta.ts";
import { SiteErrorPage, ThemePage } from "../../site/theme-page.tsx";
import type { SitePageData } from "../../themes/kit/page-data.ts";
import type { Route } from "./+types/preview";

/**
 * The owner's site in a theme, with the draft (what publishing would show): drawn exactly as
 * the site is, with its links leading to the other pages of the preview. Only for the owner,
 * never cached, never indexed.
 */
export const handle: RouteHandle = { hydrate: false, surface: "site" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { site } = await requireOwner(request, context, "site");
  if (!isThemeName(params.theme)) throw data(null, { status: 404 });
  const { draft } = await loadSiteContent(services(context).db, site.id);
  const source = ownerSource(context, { site, theme: params.theme, doc: draft, base: previewBase(params.theme) });
  const page = await sitePage(source, `/${params["*"] ?? ""}`, null);
  return data(page, { headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const fromError = isRouteErrorResponse(error) ? (error.data as SitePageData | null) : null;
  return [...siteMeta(loaderData ?? fromError ?? undefined), { name: "robots", content: "noindex, nofollow" }];
};

export default function Preview({ loaderData }: Route.ComponentProps) {
  return <ThemePage data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteErrorPage error={error} />;
}
