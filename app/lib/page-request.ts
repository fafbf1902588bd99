import type { Lang } from "../../modules/i18n/languages.ts";
import { matchPagePath, type PageId } from "../../modules/i18n/route-table.ts";

/**
 * Which page and language a loader is serving, read from the route table. Takes the
 * loader's `url` argument: `request.url` ends in `.data` when the browser fetches page
 * data for a client-side navigation.
 */
export function pageOf(url: URL): { page: PageId | "blogPost"; lang: Lang } {
  const match = matchPagePath(url.pathname);
  if (!match) throw new Response("Not Found", { status: 404 });
  return { page: match.page, lang: match.lang };
}
