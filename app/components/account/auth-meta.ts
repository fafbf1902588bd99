import type { MetaDescriptor } from "react-router";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { translator } from "../../i18n/i18n.tsx";

export type AuthScreen = "signIn" | "signUp" | "forgot" | "reset" | "twoFactor";
export type AuthPageMeta = { title: string; description: string };

/** An account screen's title and description in the visitor's language; loaders return them. */
export function authPageMeta(lang: Lang, screen: AuthScreen): AuthPageMeta {
  const t = translator(lang);
  return { title: `${t(`auth.meta.${screen}`)} | VayVista`, description: t("auth.meta.description") };
}

/** The head of an account screen: its title and description, never indexed; `extra` adds tags. */
export function authMeta(loaderData: AuthPageMeta | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  if (!loaderData) return [];
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    { name: "robots", content: "noindex, nofollow" },
    ...extra,
  ];
}
