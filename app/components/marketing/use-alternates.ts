import { useLocation, useMatches } from "react-router";
import { LANGUAGES, type Lang, langPrefix } from "../../../modules/i18n/languages.ts";
import { matchPagePath, pagePath } from "../../../modules/i18n/route-table.ts";

/**
 * Where the language switch leads: the same page in each language. A page whose loader
 * knows better (a blog post and its translations) returns `alternates` in its data.
 */
export function useAlternates(): Record<Lang, string> {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (const m of [...matches].reverse()) {
    const data = m.loaderData as { alternates?: Partial<Record<Lang, string>> } | undefined;
    if (data?.alternates) {
      return Object.fromEntries(LANGUAGES.map((l) => [l, data.alternates?.[l] ?? pagePath("blog", l)])) as Record<
        Lang,
        string
      >;
    }
  }
  const match = matchPagePath(pathname);
  if (match && match.page !== "blogPost") {
    const page = match.page;
    return Object.fromEntries(LANGUAGES.map((l) => [l, pagePath(page, l)])) as Record<Lang, string>;
  }
  return Object.fromEntries(LANGUAGES.map((l) => [l, langPrefix(l) || "/"])) as Record<Lang, string>;
}
