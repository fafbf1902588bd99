import type { TFunction } from "i18next";
import { matchesTranslator } from "../../i18n/use-i18n.tsx";

type Match = { id: string; loaderData?: unknown } | undefined;

/**
 * Title and robots tags of a dashboard page: private pages are never indexed. The title is
 * in the owner's language, from the strings the dashboard layout's data carries (meta runs
 * in the browser too, which has no others).
 */
export function dashboardMeta(matches: readonly Match[], title: (t: TFunction) => string) {
  const t = matchesTranslator(matches);
  return [{ title: t ? `${title(t)} | VayVista` : "VayVista" }, { name: "robots", content: "noindex, nofollow" }];
}
