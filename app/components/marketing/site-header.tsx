import { ChevronDown, Menu, X } from "lucide-react";
import { Dialog, DropdownMenu } from "radix-ui";
import { Link, NavLink } from "react-router";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { useMenuState } from "../ui/use-menu-state.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { NAV_AFTER_SERVICES, NAV_BEFORE_SERVICES, SERVICE_PAGES } from "./nav-items.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium transition-colors hover:bg-pine-50 hover:text-pine-900",
    isActive ? "text-pine-900 bg-pine-50" : "text-slate-700",
  );

export function SiteHeader() {
  const { lang, t } = useI18n();
  const [open, setOpen] = useMenuState();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur">
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
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className="flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-pine-50 hover:text-pine-900 data-[state=open]:bg-pine-50">
                  {t("nav.services")}
                  <ChevronDown aria-hidden="true" className="h-4 w-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    align="start"
                    sideOffset={8}
                    className="z-50 min-w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
                  >
                    {SERVICE_PAGES.map((page) => (
                      <DropdownMenu.Item key={page} asChild>
                        <Link
                          to={pagePath(page, lang)}
                          className="block rounded-xl px-3 py-2.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-pine-50 data-[highlighted]:text-pine-900"
                        >
                          {t(`services.${page}`)}
                        </Link>
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
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
          <ButtonLink to={pagePath("consultation", lang)} size="md" className="whitespace-nowrap">
            {t("nav.consultation")}
          </ButtonLink>
        </div>

        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            className="rounded-full p-2 text-pine-900 hover:bg-pine-50 xl:hidden"
            aria-label={t("nav.openMenu")}
            data-testid="mobile-menu-button"
          >
            <Menu aria-hidden="true" className="h-6 w-6" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-pine-950/40 xl:hidden" />
            <Dialog.Content
              className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white p-6 shadow-2xl xl:hidden"
              aria-describedby={undefined}
            >
              <div className="flex items-center justify-between">
                <Dialog.Title className="font-display text-lg font-semibold text-pine-900">
                  {t("nav.main")}
                </Dialog.Title>
                <Dialog.Close className="rounded-full p-2 hover:bg-pine-50" aria-label={t("nav.closeMenu")}>
                  <X aria-hidden="true" className="h-6 w-6" />
                </Dialog.Close>
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
                <ButtonLink to={pagePath("consultation", lang)} size="lg" className="w-full">
                  {t("nav.consultation")}
                </ButtonLink>
                <LanguageSwitch />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
