import {
  Archive,
  CalendarClock,
  CreditCard,
  FileText,
  Images,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Mail,
  MailCheck,
  ScrollText,
  Server,
  Tag,
  Users,
} from "lucide-react";

export type AdminNavItem = {
  to: string;
  label:
    | "admin.nav.overview"
    | "admin.nav.owners"
    | "admin.nav.leads"
    | "admin.nav.support"
    | "admin.nav.plan"
    | "admin.nav.audit"
    | "admin.nav.smtp"
    | "admin.nav.emails"
    | "admin.nav.templates"
    | "admin.nav.scheduledEmails"
    | "admin.nav.bookingCalendar"
    | "admin.nav.photos"
    | "admin.nav.payments"
    | "admin.nav.backups";
  icon: LucideIcon;
  /** Only the exact path counts as current (the overview would otherwise match every page). */
  end?: boolean;
};

export const ADMIN_NAV: { heading: "admin.nav.manage" | "admin.nav.settings"; items: AdminNavItem[] }[] = [
  {
    heading: "admin.nav.manage",
    items: [
      { to: "/admin", label: "admin.nav.overview", icon: LayoutDashboard, end: true },
      { to: "/admin/owners", label: "admin.nav.owners", icon: Users },
      { to: "/admin/leads", label: "admin.nav.leads", icon: Inbox },
      { to: "/admin/support", label: "admin.nav.support", icon: LifeBuoy },
      { to: "/admin/plan", label: "admin.nav.plan", icon: Tag },
      { to: "/admin/audit", label: "admin.nav.audit", icon: ScrollText },
    ],
  },
  {
    heading: "admin.nav.settings",
    items: [
      { to: "/admin/settings/booking-calendar", label: "admin.nav.bookingCalendar", icon: CalendarClock },
      { to: "/admin/settings/photos", label: "admin.nav.photos", icon: Images },
      { to: "/admin/settings/payments", label: "admin.nav.payments", icon: CreditCard },
      { to: "/admin/settings/smtp", label: "admin.nav.smtp", icon: Server },
      { to: "/admin/settings/emails", label: "admin.nav.emails", icon: Mail },
      { to: "/admin/settings/templates", label: "admin.nav.templates", icon: FileText },
      { to: "/admin/settings/scheduled-emails", label: "admin.nav.scheduledEmails", icon: MailCheck },
      { to: "/admin/settings/backups", label: "admin.nav.backups", icon: Archive },
    ],
  },
];
