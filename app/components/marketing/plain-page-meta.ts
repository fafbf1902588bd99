import type { Lang } from "../../../modules/i18n/languages.ts";
import type { PageId } from "../../../modules/i18n/route-table.ts";
import { marketingMeta, pageAlternates } from "../../seo/page-meta.ts";

type MetaArgs = {
  loaderData?: { lang: Lang; title: string; description: string; page?: PageId };
  matches: Parameters<typeof marketingMeta>[0]["matches"];
};

/**
 * The meta function of a page whose meta are just its title and description (from the
 * loader) and its alternates in the other languages. Without `page`, the loader's `page`
 * says which page it is (a module that serves several pages).
 */
export function plainPageMeta(page?: PageId, options: { noindex?: boolean } = {}) {
  return ({ loaderData, matches }: MetaArgs) => {
    if (!loaderData) return [];
    const id = page ?? loaderData.page;
    if (!id) throw new Error("plainPageMeta needs the page: as an argument or from the loader");
    return marketingMeta({
      matches,
      lang: loaderData.lang,
      title: loaderData.title,
      description: loaderData.description,
      alternates: pageAlternates(id),
      ...options,
    });
  };
}
