import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { Logo } from "../marketing/logo.tsx";
import { cn } from "../ui/cn.ts";
import { MenuSheet } from "../ui/menu-sheet.tsx";
import { AppToaster } from "../ui/toaster.tsx";
import { useMenuState } from "../ui/use-menu-state.ts";
import { ADMIN_NAV } from "./admin-nav.ts";

/** Who is signed in, and the way out (POST /logout ends this browser's session). */
function SignedIn({ userName }: { userName: string }) {
  const { t } = useI18n();
  return (
    <div className="mt-auto space-y-2 px-3 pt-6">
      <p className="text-sm text-slate-700">{t("admin.shell.signedInAs", { name: userName })}</p>
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="inline-flex items-center gap-2 text-sm font-semibold text-pine-800 underline underline-offset-4 hover:text-pine-950"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {t("admin.shell.signOut")}
        </button>
      </Form>
    </div>
  );
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      {ADMIN_NAV.map((group) => (
        <div key={group.heading}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-600">{t(group.heading)}</p>
          <ul className="mt-2 space-y-1">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      "flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors",
                      isActive ? "bg-pine-700 text-white" : "text-pine-950 hover:bg-pine-50",
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The admin area's frame: a sidebar on wide screens, a top bar with a menu sheet on phones.
 * The toaster lives here so every admin page can confirm what it did.
 */
export function AdminShell({ userName, children }: { userName: string; children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useMenuState();

  return (
    <div className="min-h-screen bg-sand-50 lg:flex">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("admin.shell.skip")}
      </a>

      <header className="sticky top-0 z-40 flex items-center justify-between border-b border-sand-200 bg-white px-4 py-3 lg:hidden">
        <Link to="/admin">
          <Logo />
          <span className="sr-only">{t("admin.shell.home")}</span>
        </Link>
        <MenuSheet
          open={open}
          onOpenChange={setOpen}
          openLabel={t("admin.shell.openMenu")}
          buttonText={t("admin.shell.menu")}
          buttonClassName="flex items-center gap-2 rounded-full px-3 py-2 font-semibold text-pine-900 ring-1 ring-pine-200 hover:bg-pine-50"
          title={t("admin.shell.title")}
          closeLabel={t("admin.shell.closeMenu")}
        >
          <nav aria-label={t("admin.shell.title")} className="mt-6">
            <NavList onNavigate={() => setOpen(false)} />
          </nav>
          <SignedIn userName={userName} />
        </MenuSheet>
      </header>

      <aside className="hidden w-72 shrink-0 flex-col border-r border-sand-200 bg-white px-4 py-6 lg:sticky lg:top-0 lg:flex lg:h-screen lg:overflow-y-auto">
        <Link to="/admin" className="px-3">
          <Logo />
          <span className="sr-only">{t("admin.shell.home")}</span>
        </Link>
        <p className="mt-1 px-3 text-sm font-semibold text-coral-700">{t("admin.shell.title")}</p>
        <nav aria-label={t("admin.shell.title")} className="mt-8">
          <NavList />
        </nav>
        <SignedIn userName={userName} />
      </aside>

      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-10">{children}</div>
      </main>
      <AppToaster />
    </div>
  );
}
