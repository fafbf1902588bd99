import type { Lang } from "../../../modules/i18n/languages.ts";
import type { AuthPageMeta, AuthScreen } from "../../components/account/auth-meta.ts";
import { translator } from "../../i18n/i18n.tsx";

/** An account screen's title and description in the visitor's language; loaders return them. */
export function authPageMeta(lang: Lang, screen: AuthScreen): AuthPageMeta {
  const t = translator(lang);
  return { title: `${t(`auth.meta.${screen}`)} | VayVista`, description: t("auth.meta.description") };
}
