import {
  BookUser,
  CalendarDays,
  ChartLine,
  FileText,
  Globe,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mails,
  Newspaper,
  Palette,
  Settings,
  Star,
  Tag,
  TicketPercent,
  UserRound,
} from "lucide-react";

/** The dashboard's sections and where they live; the only places the menu links to. */
export const DASHBOARD_PATHS = {
  overview: "/dashboard",
  bookingCalendar: "/dashboard/booking-calendar",
  content: "/dashboard/content",
  pricing: "/dashboard/pricing",
  enquiries: "/dashboard/enquiries",
  guests: "/dashboard/guests",
  email: "/dashboard/email",
  vouchers: "/dashboard/vouchers",
  analytics: "/dashboard/analytics",
  reviews: "/dashboard/reviews",
  blog: "/dashboard/blog",
  domains: "/dashboard/domeinen",
  theme: "/dashboard/theme",
  settings: "/dashboard/settings",
  account: "/dashboard/account",
  support: "/dashboard/support",
} as const;

export type DashboardSection = keyof typeof DASHBOARD_PATHS;

const DASHBOARD_NAV: readonly { section: DashboardSection; icon: LucideIcon }[] = [
  { section: "overview", icon: LayoutDashboard },
  { section: "bookingCalendar", icon: CalendarDays },
  { section: "content", icon: FileText },
  { section: "pricing", icon: Tag },
  { section: "enquiries", icon: Inbox },
  { section: "guests", icon: BookUser },
  { section: "email", icon: Mails },
  { section: "vouchers", icon: TicketPercent },
  { section: "analytics", icon: ChartLine },
  { section: "reviews", icon: Star },
  { section: "blog", icon: Newspaper },
  { section: "domains", icon: Globe },
  { section: "theme", icon: Palette },
  { section: "settings", icon: Settings },
  { section: "account", icon: UserRound },
  { section: "support", icon: LifeBuoy },
];

/**
 * What an account without a site has (an owner who has not finished onboarding): the pages
 * whose loaders ask requireOwner for the site as "optional".
 */
const SITELESS_SECTIONS: readonly DashboardSection[] = ["account", "support"];

/** The menu: every section with a site, only the site-less ones without. */
export function dashboardNav(hasSite: boolean) {
  return hasSite ? DASHBOARD_NAV : DASHBOARD_NAV.filter((item) => SITELESS_SECTIONS.includes(item.section));
}
