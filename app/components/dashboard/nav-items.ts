import { Globe, LayoutDashboard, LifeBuoy, type LucideIcon, Palette, UserRound } from "lucide-react";

/** The dashboard's sections and where they live; the only places the menu links to. */
export const DASHBOARD_PATHS = {
  overview: "/dashboard",
  domains: "/dashboard/domeinen",
  theme: "/dashboard/theme",
  account: "/dashboard/account",
  support: "/dashboard/support",
} as const;

export type DashboardSection = keyof typeof DASHBOARD_PATHS;

/** POST signs this browser out and lands on /login (app/routes/account/logout.tsx). */
export const SIGN_OUT_PATH = "/logout";

export const DASHBOARD_NAV: readonly { section: DashboardSection; icon: LucideIcon }[] = [
  { section: "overview", icon: LayoutDashboard },
  { section: "domains", icon: Globe },
  { section: "theme", icon: Palette },
  { section: "account", icon: UserRound },
  { section: "support", icon: LifeBuoy },
];
