import { ChevronDown, Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { pagePath, SERVICE_PAGES } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES } from "./nav-items.ts";
import { WhatsAppHeaderLink } from "./whatsapp-button.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium transition-colors hover:bg-pine-50 hover:text-pine-900",
    isActive ? "text-pine-900 bg-pine-50" : "text-slate-700",
  );

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The marketing header, complete without a script (the pages are not hydrated): the
 * services menu is a <details> disclosure, the phone menu a popover that the browser opens,
 * closes on Escape or a tap outside, and keeps in the top layer (and exposes its button as
 * expanded or not). app/enhance/pages.ts only makes the disclosure close like a menu and
 * writes the menu button's aria-expanded.
 */
export function SiteHeader() {
  const { lang, t } = useI18n();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={pagePath("home", lang)} aria-label="VayVista home" className="shrink-0">
          <Logo />
        </Link>

        <nav aria-label={t("nav.main")} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {NAV_BEFORE_SERVICES.map((page) => (
              <li key={page}>
                <NavLink to={pagePath(page, lang)} end className={linkClass}>
                  {t(`nav.${page}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <details data-menu className="relative">
                <summary className="flex cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-pine-50 hover:text-pine-900 in-open:bg-pine-50 [&::-webkit-details-marker]:hidden">
                  {t("nav.services")}
                  <ChevronDown aria-hidden="true" className="h-4 w-4" />
                </summary>
                <ul className="absolute top-full left-0 z-50 mt-2 min-w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
                  {SERVICE_PAGES.map((page) => (
                    <li key={page}>
                      <NavLink
                        to={pagePath(page, lang)}
                        className="block rounded-xl px-3 py-2.5 text-sm text-slate-700 hover:bg-pine-50 hover:text-pine-900 aria-[current=page]:bg-pine-50 aria-[current=page]:text-pine-900"
                      >
                        {t(`services.${page}`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            {NAV_AFTER_SERVICES.map((page) => (
              <li key={page}>
                <NavLink to={pagePath(page, lang)} className={linkClass}>
                  {t(`nav.${page}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 xl:flex">
          <LanguageSwitch />
          <ButtonLink to={pagePath("checkout", lang)} size="md" className="whitespace-nowrap">
            {t("common.startNow")}
          </ButtonLink>
        </div>

        <WhatsAppHeaderLink />
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-controls={MOBILE_MENU_ID}
          className="rounded-full p-2 text-pine-900 hover:bg-pine-50 xl:hidden"
          aria-label={t("nav.openMenu")}
          data-testid="mobile-menu-button"
        >
          <Menu aria-hidden="true" className="h-6 w-6" />
        </button>
        <div
          id={MOBILE_MENU_ID}
          popover="auto"
          role="dialog"
          aria-label={t("nav.main")}
          className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm flex-col overflow-y-auto border-0 bg-white p-6 text-ink shadow-2xl backdrop:bg-pine-950/40 open:flex"
        >
          <div className="flex items-center justify-between">
            <p className="font-display text-lg font-semibold text-pine-900">{t("nav.main")}</p>
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              popoverTargetAction="hide"
              className="rounded-full p-2 hover:bg-pine-50"
              aria-label={t("nav.closeMenu")}
            >
              <X aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
          <nav aria-label={t("nav.main")} className="mt-6">
            <ul className="space-y-1">
              {NAV_BEFORE_SERVICES.map((page) => (
                <li key={page}>
                  <NavLink
                    to={pagePath(page, lang)}
                    end
                    className="block rounded-xl px-3 py-3 text-base font-medium hover:bg-pine-50"
                  >
                    {t(`nav.${page}`)}
                  </NavLink>
                </li>
              ))}
              <li className="px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-500">
                {t("nav.services")}
              </li>
              {SERVICE_PAGES.map((page) => (
                <li key={page}>
                  <NavLink
                    to={pagePath(page, lang)}
                    className="block rounded-xl px-3 py-2.5 pl-6 text-base hover:bg-pine-50"
                  >
                    {t(`services.${page}`)}
                  </NavLink>
                </li>
              ))}
              <li aria-hidden="true" className="my-3 border-t border-slate-200" />
              {NAV_AFTER_SERVICES.map((page) => (
                <li key={page}>
                  <NavLink
                    to={pagePath(page, lang)}
                    className="block rounded-xl px-3 py-3 text-base font-medium hover:bg-pine-50"
                  >
                    {t(`nav.${page}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 space-y-5">
            <ButtonLink to={pagePath("checkout", lang)} size="lg" className="w-full">
              {t("common.startNow")}
            </ButtonLink>
            <ButtonLink to={pagePath("consultation", lang)} size="lg" variant="ghost" className="w-full">
              {t("nav.consultation")}
            </ButtonLink>
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
