import type { MetaDescriptor } from "react-router";

export type AuthScreen = "signIn" | "signUp" | "forgot" | "reset" | "twoFactor";
/** An account screen's title and description, which its loader returns (routes/account/auth-page-meta.server.ts). */
export type AuthPageMeta = { title: string; description: string };

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
