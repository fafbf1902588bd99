import { data } from "react-router";
import type { Lang } from "../../modules/i18n/languages.ts";
import { resources } from "../i18n/ui/resources.ts";
import type { RefusalText } from "./refusal-text.ts";

/**
 * Refuses the request with 413: the visitor sent more than is accepted. The refusal carries
 * its words (app/i18n/ui: tooLarge), in `lang`, and the area's error page shows them; the
 * server's own 413 page says the same (server/http/error-pages.ts).
 */
export function tooLarge(lang: Lang): never {
  const { title, message } = resources[lang].tooLarge;
  throw data<RefusalText>({ reason: "too-large", lang, title, message }, { status: 413 });
}
