import { isLang, type Lang } from "../../../modules/i18n/languages.ts";
import { translator } from "../../i18n/i18n.tsx";

/** The route id of the dashboard layout, whose data carries the owner's language. */
export const DASHBOARD_LAYOUT_ID = "dashboard";

type Match = { id: string; loaderData?: unknown } | undefined;

/** The owner's language from the layout's data; Dutch when it failed to load. */
export function dashboardLang(matches: readonly Match[]): Lang {
  const data = matches.find((m) => m?.id === DASHBOARD_LAYOUT_ID)?.loaderData;
  const lang = data && typeof data === "object" && "lang" in data ? data.lang : undefined;
  return isLang(lang) ? lang : "nl";
}

/** Title and robots tags of a dashboard page: private pages are never indexed. */
export function dashboardMeta(matches: readonly Match[], title: (t: ReturnType<typeof translator>) => string) {
  const t = translator(dashboardLang(matches));
  return [{ title: `${title(t)} | VayVista` }, { name: "robots", content: "noindex, nofollow" }];
}
