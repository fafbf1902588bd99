import type { Lang } from "../../modules/i18n/languages.ts";
import { matchPagePath, type PageId } from "../../modules/i18n/route-table.ts";

/** Which page and language a loader is serving, read from the route table. */
export function pageOf(request: Request): { page: PageId | "blogPost"; lang: Lang } {
  const match = matchPagePath(new URL(request.url).pathname);
  if (!match) throw new Response("Not Found", { status: 404 });
  return { page: match.page, lang: match.lang };
}
