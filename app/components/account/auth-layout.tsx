import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { Logo } from "../marketing/logo.tsx";
import { AuthLanguageSwitch } from "./auth-language-switch.tsx";

/**
 * The frame of the account screens: the logo and a language switch above one centred
 * card, no marketing header or footer. The language is the visitor's choice (a cookie),
 * not the path; the account layout's loader gives the strings in it.
 */
export function AuthLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div lang={lang} className="flex min-h-screen flex-col bg-sand-50">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-6 pb-4 sm:pt-10">
        {/* Marketing pages are plain documents (docs/decisions/0008): links there load one. */}
        <Link reloadDocument to={pagePath("home", lang)} aria-label={t("auth.home")} className="rounded-lg">
          <Logo />
        </Link>
        <AuthLanguageSwitch />
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-12">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">{children}</div>
      </main>
      <footer className="mx-auto w-full max-w-md px-4 pb-8 text-center text-sm text-slate-700">
        <Link
          reloadDocument
          to={pagePath("privacy", lang)}
          className="underline underline-offset-2 hover:text-pine-900"
        >
          {t("footer.privacy")}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link reloadDocument to={pagePath("terms", lang)} className="underline underline-offset-2 hover:text-pine-900">
          {t("footer.terms")}
        </Link>
      </footer>
    </div>
  );
}

/** The card's heading and a sentence under it. */
export function AuthHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-6">
      <h1 className="font-display text-2xl font-semibold text-pine-950 sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
    </div>
  );
}

/** The links inside the card. */
export const authLinkClass = "font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900";

/** A line under the card's form leading to another screen: "No account yet? Create one". */
export function AuthFootnote({ before, link, to }: { before?: string; link: string; to: string }) {
  return (
    <p className="mt-6 text-center text-slate-700">
      {before && `${before} `}
      <Link to={to} className={authLinkClass}>
        {link}
      </Link>
    </p>
  );
}
