import { ArrowRight, ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { SignOutButton } from "../account/sign-out-button.tsx";
import { LogoMark } from "../marketing/logo.tsx";
import { cn } from "../ui/cn.ts";
import { MenuSheet } from "../ui/menu-sheet.tsx";
import { useMenuState } from "../ui/use-menu-state.ts";
import { DASHBOARD_PATHS, dashboardNav } from "./nav-items.ts";
import { SiteStatusBadge } from "./status-badges.tsx";

export type ShellSite = { siteName: string; status: "active" | "inactive"; url: string };

type ShellProps = {
  /** Null for an account without a site yet: only the sections it has, and the way to get one. */
  site: ShellSite | null;
  role: "owner" | "admin";
  email: string;
  children: ReactNode;
};

/** Where an account without a site goes next: an owner finishes onboarding, an admin has the admin area. */
function useNextStep(role: ShellProps["role"]): { to: string; label: string } {
  const { t } = useI18n();
  return role === "admin"
    ? { to: "/admin", label: t("dashboard.nav.adminArea") }
    : { to: "/onboarding", label: t("dashboard.nav.finishSetup") };
}

/**
 * The frame of every dashboard page: on desktop a sidebar with the sections, on phones a
 * top bar whose menu button opens the same sections in a drawer. The header names the
 * site, links to it and signs out. Without a site, the menu holds only the account and
 * support, and the header leads to setting the site up.
 */
export function DashboardShell({ site, role, email, children }: ShellProps) {
  const { t } = useI18n();
  const next = useNextStep(role);
  return (
    <div className="min-h-screen bg-sand-50 lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("dashboard.nav.skipToContent")}
      </a>

      {/* The aside stretches to the page's full height with the background; its contents stay in view. */}
      <aside data-testid="dashboard-sidebar" className="hidden w-64 shrink-0 bg-pine-950 text-pine-50 lg:block">
        <div className="sticky top-0 flex h-dvh flex-col overflow-y-auto px-4 py-6">
          <HomeLink />
          <SectionNav className="mt-8" hasSite={site !== null} />
          {!site && (
            <Link
              to={next.to}
              className="mt-6 flex items-center gap-3 rounded-xl bg-pine-50 px-3 py-2.5 font-semibold text-pine-950 hover:bg-white"
            >
              <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0" />
              {next.label}
            </Link>
          )}
          <div className="mt-auto border-t border-pine-800 pt-4">
            <p className="truncate px-3 text-sm text-pine-200">{t("dashboard.header.signedInAs", { email })}</p>
            <SignOutButton className="mt-2 text-pine-50 hover:bg-pine-900" />
          </div>
        </div>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
          <div className="flex h-16 items-center gap-3 px-4 md:px-8">
            <MobileMenu email={email} hasSite={site !== null} next={site ? null : next} />
            {site ? (
              <>
                <div className="flex min-w-0 flex-1 items-center gap-2.5">
                  <p className="truncate font-display text-lg font-semibold text-pine-950">{site.siteName}</p>
                  <SiteStatusBadge status={site.status} />
                </div>
                <a
                  href={site.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-pine-800 ring-1 ring-pine-200 hover:bg-pine-50"
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only sm:not-sr-only">{t("dashboard.header.viewSite")}</span>
                  <span className="sr-only">{t("dashboard.header.newTab")}</span>
                </a>
              </>
            ) : (
              <>
                <p className="min-w-0 flex-1 truncate font-display text-lg font-semibold text-pine-950">
                  {role === "admin" ? t("dashboard.header.noSiteAdmin") : t("dashboard.header.noSite")}
                </p>
                <Link
                  to={next.to}
                  className="inline-flex shrink-0 items-center gap-2 rounded-full bg-pine-800 px-4 py-2 text-sm font-semibold text-white hover:bg-pine-900"
                >
                  {next.label}
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </>
            )}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none md:px-8 md:py-10">
          <div className="mx-auto max-w-5xl">{children}</div>
        </main>
      </div>
    </div>
  );
}

function HomeLink() {
  const { t } = useI18n();
  return (
    <Link to={DASHBOARD_PATHS.overview} aria-label={t("dashboard.nav.home")} className="flex items-center gap-2.5 px-2">
      <LogoMark className="h-8 w-8" />
      <span className="font-display text-xl font-semibold text-white">VayVista</span>
    </Link>
  );
}

function SectionNav({
  className,
  hasSite,
  onPhone = false,
}: {
  className?: string;
  hasSite: boolean;
  onPhone?: boolean;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("dashboard.nav.label")} className={className}>
      <ul className="space-y-1">
        {dashboardNav(hasSite).map(({ section, icon: Icon }) => (
          <li key={section}>
            <NavLink
              to={DASHBOARD_PATHS[section]}
              end={section === "overview"}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium transition-colors",
                  onPhone
                    ? isActive
                      ? "bg-pine-100 text-pine-950"
                      : "text-slate-800 hover:bg-pine-50"
                    : isActive
                      ? "bg-pine-800 text-white"
                      : "text-pine-100 hover:bg-pine-900 hover:text-white",
                )
              }
            >
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
              {t(`dashboard.nav.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileMenu({
  email,
  hasSite,
  next,
}: {
  email: string;
  hasSite: boolean;
  next: { to: string; label: string } | null;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useMenuState();
  return (
    <MenuSheet
      open={open}
      onOpenChange={setOpen}
      openLabel={t("dashboard.nav.openMenu")}
      buttonClassName="-ml-2 rounded-full p-2 text-pine-900 hover:bg-pine-50 lg:hidden"
      title={
        <>
          <LogoMark className="h-8 w-8" />
          {t("dashboard.nav.label")}
        </>
      }
      closeLabel={t("dashboard.nav.closeMenu")}
    >
      <SectionNav className="mt-6" hasSite={hasSite} onPhone />
      {next && (
        <Link
          to={next.to}
          className="mt-4 flex items-center gap-3 rounded-xl bg-pine-800 px-3 py-2.5 font-semibold text-white hover:bg-pine-900"
        >
          <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0" />
          {next.label}
        </Link>
      )}
      <div className="mt-auto border-t border-slate-200 pt-4">
        <p className="truncate px-3 text-sm text-slate-600">{t("dashboard.header.signedInAs", { email })}</p>
        <SignOutButton className="mt-2 text-slate-800 hover:bg-pine-50" />
      </div>
    </MenuSheet>
  );
}
