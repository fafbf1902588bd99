import type { RouterContextProvider } from "react-router";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { getPlan, type Plan } from "../../../modules/plans/get-plan.ts";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";

/**
 * For a loader: the page's copy in the language of the requested path, with the plan's
 * prices and promises filled in, and the plan itself.
 */
export async function planContent<T>(
  url: URL,
  context: Readonly<RouterContextProvider>,
  byLang: Record<Lang, T>,
): Promise<{ lang: Lang; plan: Plan; content: T }> {
  const { lang } = pageOf(url);
  const plan = await getPlan(services(context).db);
  return { lang, plan, content: withPlanFigures(byLang[lang], plan, lang) };
}
