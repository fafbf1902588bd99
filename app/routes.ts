import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "../modules/i18n/languages.ts";
import { PAGE_ALIASES, PAGE_IDS, type PageId, pagePath } from "../modules/i18n/route-table.ts";
import {
  MOLLIE_CALLBACK_PATH,
  PAYMENT_SETTINGS_PATH,
  STRIPE_REFRESH_PATH,
  STRIPE_RETURN_PATH,
} from "../modules/payments/platform/connect-paths.ts";
import { SITE_ROUTE_PREFIX } from "./site/site-route-prefix.ts";

/** The route module that renders each marketing page; one module serves all three languages. */
const PAGE_MODULES: Record<PageId, string> = {
  home: "routes/marketing/home.tsx",
  howItWorks: "routes/marketing/how-it-works.tsx",
  pricing: "routes/marketing/pricing.tsx",
  themes: "routes/marketing/themes.tsx",
  demo: "routes/marketing/demo.tsx",
  whyVayvista: "routes/marketing/why-vayvista.tsx",
  websiteDevelopment: "routes/marketing/service.tsx",
  bookingSystem: "routes/marketing/service.tsx",
  calendarSync: "routes/marketing/service.tsx",
  photography: "routes/marketing/service.tsx",
  seo: "routes/marketing/service.tsx",
  maintenance: "routes/marketing/service.tsx",
  customerStories: "routes/marketing/customer-stories.tsx",
  about: "routes/marketing/about.tsx",
  faq: "routes/marketing/faq.tsx",
  contact: "routes/marketing/contact.tsx",
  consultation: "routes/marketing/consultation.tsx",
  customWork: "routes/marketing/custom-work.tsx",
  logo: "routes/marketing/logo.tsx",
  blog: "routes/marketing/blog-index.tsx",
  terms: "routes/marketing/legal.tsx",
  privacy: "routes/marketing/legal.tsx",
  cookies: "routes/marketing/legal.tsx",
  disclaimer: "routes/marketing/legal.tsx",
  checkout: "routes/marketing/checkout.tsx",
  checkoutSuccess: "routes/marketing/checkout-success.tsx",
  checkoutCancelled: "routes/marketing/checkout-cancelled.tsx",
};

const pages = PAGE_IDS.flatMap((page) =>
  LANGUAGES.map((lang) => route(pagePath(page, lang), PAGE_MODULES[page], { id: `${page}.${lang}` })),
);
const aliases = PAGE_ALIASES.map((a) =>
  route(a.path, PAGE_MODULES[a.page], { id: `${a.page}.${a.lang}.alias${a.path}` }),
);
const blogPosts = LANGUAGES.map((lang) =>
  route(`${pagePath("blog", lang)}/:slug`, "routes/marketing/blog-post.tsx", { id: `blogPost.${lang}` }),
);

/** A route's path as React Router writes it: without the leading slash. */
const path = (absolute: string) => absolute.replace(/^\//, "");

/** The signed-in app; each area keeps its routes in its own list. */
const accountRoutes: RouteConfig = [
  layout("routes/account/layout.tsx", { id: "account" }, [
    layout("routes/account/screens.tsx", { id: "account.screens" }, [
      route("login", "routes/account/login.tsx"),
      route("login/reset", "routes/account/login-reset.tsx"),
      route("login/two-factor", "routes/account/login-two-factor.tsx"),
    ]),
  ]),
  route("logout", "routes/account/logout.tsx"),
];
const onboardingRoutes: RouteConfig = [
  layout("routes/onboarding/layout.tsx", { id: "onboarding" }, [
    route("onboarding", "routes/onboarding/wizard.tsx", { id: "onboarding.wizard" }),
    route("domain-setup", "routes/onboarding/domain-setup.tsx", { id: "onboarding.domainSetup" }),
  ]),
  route("onboarding/subdomain-check", "routes/onboarding/subdomain-check.ts", { id: "onboarding.subdomainCheck" }),
];
const dashboardRoutes: RouteConfig = [
  layout("routes/dashboard/layout.tsx", { id: "dashboard" }, [
    route("dashboard", "routes/dashboard/overview.tsx", { id: "dashboard.overview" }),
    route("dashboard/content", "routes/dashboard/content.tsx", { id: "dashboard.content" }),
    // The wizard's photo step, once the site exists.
    route("dashboard/welcome", "routes/dashboard/welcome-photos.tsx", { id: "dashboard.welcomePhotos" }),
    route("dashboard/content/photos", "routes/dashboard/content/photos.tsx", { id: "dashboard.contentPhotos" }),
    // One photo per request, up to 20 MB (server/app.ts lets only this path past its 1 MiB limit).
    route("dashboard/content/photos/upload", "routes/dashboard/content/photos-upload.ts", {
      id: "dashboard.contentPhotosUpload",
    }),
    route("dashboard/content/units", "routes/dashboard/units.tsx", { id: "dashboard.contentUnits" }),
    // /dashboard/content/units/new adds a place to stay.
    route("dashboard/content/units/:unitId", "routes/dashboard/unit-edit.tsx", { id: "dashboard.contentUnit" }),
    route("dashboard/content/:section", "routes/dashboard/content-section.tsx", { id: "dashboard.contentSection" }),
    // Rates and booking rules per unit (?unit= picks one of the site's units).
    route("dashboard/pricing", "routes/dashboard/pricing.tsx", { id: "dashboard.pricing" }),
    // The property's time zone and the owner's bank details for guests who pay by transfer.
    route("dashboard/booking-settings", "routes/dashboard/booking-settings.tsx", { id: "dashboard.bookingSettings" }),
    // The site's settings: online payments (issue 16), and where the providers send the owner back.
    route(path(PAYMENT_SETTINGS_PATH), "routes/dashboard/settings.tsx", { id: "dashboard.settings" }),
    route(path(STRIPE_RETURN_PATH), "routes/dashboard/settings/stripe-return.tsx", { id: "dashboard.stripeReturn" }),
    route(path(STRIPE_REFRESH_PATH), "routes/dashboard/settings/stripe-refresh.tsx", { id: "dashboard.stripeRefresh" }),
    route(path(MOLLIE_CALLBACK_PATH), "routes/dashboard/settings/mollie-callback.tsx", {
      id: "dashboard.mollieCallback",
    }),
    // The guests' automatic messages (issue 19): when they go out, and their words.
    route("dashboard/settings/scheduled-emails", "routes/dashboard/scheduled-emails.tsx", {
      id: "dashboard.scheduledEmails",
    }),
    route("dashboard/settings/email-templates", "routes/dashboard/email-templates.tsx", {
      id: "dashboard.emailTemplates",
    }),
    route("dashboard/email-templates", "routes/dashboard/email-templates-redirect.tsx", {
      id: "dashboard.emailTemplatesAlias",
    }),
    route("dashboard/theme", "routes/dashboard/theme.tsx", { id: "dashboard.theme" }),
    route("dashboard/theme-editor/:theme", "routes/dashboard/theme-editor.tsx", { id: "dashboard.themeEditor" }),
    route("dashboard/theme-editor/:theme/:page", "routes/dashboard/theme-editor.tsx", {
      id: "dashboard.themeEditorPage",
    }),
    // ?view=list shows the list, ?month=YYYY-MM another month.
    route("dashboard/booking-calendar", "routes/dashboard/booking-calendar.tsx", { id: "dashboard.bookingCalendar" }),
    // ?kind=booking enters a booking taken by phone, ?kind=block blocks dates.
    route("dashboard/booking-calendar/new", "routes/dashboard/booking-calendar/new-stay.tsx", {
      id: "dashboard.bookingCalendarNew",
    }),
    route("dashboard/booking-calendar/stays/:stayId", "routes/dashboard/booking-calendar/stay.tsx", {
      id: "dashboard.bookingCalendarStay",
    }),
    // The channels' calendars: export links to paste, imported feeds to add, sync and remove.
    route("dashboard/booking-calendar/feeds", "routes/dashboard/booking-calendar/feeds.tsx", {
      id: "dashboard.calendarFeeds",
    }),
    route("dashboard/enquiries", "routes/dashboard/enquiries.tsx", { id: "dashboard.enquiries" }),
    route("dashboard/guests", "routes/dashboard/guests.tsx", { id: "dashboard.guests" }),
    route("dashboard/guests/export.csv", "routes/dashboard/guests/export.ts", { id: "dashboard.guestsExport" }),
    route("dashboard/guests/:guestId", "routes/dashboard/guest.tsx", { id: "dashboard.guest" }),
    // Every email to the site's guests and the messages still to go (?stay=reference&state=, ?before= pages).
    route("dashboard/email", "routes/dashboard/email.tsx", { id: "dashboard.email" }),
    route("dashboard/email/:emailId", "routes/dashboard/email-detail.tsx", { id: "dashboard.emailDetail" }),
    // The guests' payments and refunds in a period (?from=&to=, default last month), and their CSV.
    route("dashboard/payments", "routes/dashboard/payments.tsx", { id: "dashboard.payments" }),
    route("dashboard/payments/export.csv", "routes/dashboard/payments/export.ts", { id: "dashboard.paymentsExport" }),
    route("dashboard/vouchers", "routes/dashboard/vouchers.tsx", { id: "dashboard.vouchers" }),
    route("dashboard/analytics", "routes/dashboard/analytics.tsx", { id: "dashboard.analytics" }),
    route("dashboard/reviews", "routes/dashboard/reviews.tsx", { id: "dashboard.reviews" }),
    route("dashboard/blog", "routes/dashboard/blog.tsx", { id: "dashboard.blog" }),
    // /dashboard/blog/new writes a new post.
    route("dashboard/blog/:postId", "routes/dashboard/blog-post.tsx", { id: "dashboard.blogPost" }),
    route("dashboard/support", "routes/dashboard/support.tsx", { id: "dashboard.support" }),
    route("dashboard/support/:requestId", "routes/dashboard/support-request.tsx", { id: "dashboard.supportRequest" }),
    route("dashboard/account", "routes/dashboard/account.tsx", { id: "dashboard.account" }),
    route("dashboard/account/export", "routes/dashboard/account/export.ts", { id: "dashboard.accountExport" }),
    route("dashboard/account/exports/:id", "routes/dashboard/account/export-download.ts", {
      id: "dashboard.accountExportDownload",
    }),
    route("dashboard/account/invoices/:file", "routes/dashboard/account/invoice-pdf.ts", {
      id: "dashboard.accountInvoice",
    }),
    // The custom-domain page is shared with /domain-setup, so its module lives with onboarding.
    route("dashboard/domeinen", "routes/onboarding/dashboard-domains.tsx", { id: "dashboard.domains" }),
    // Any other /dashboard/... address: a 404 inside the dashboard, not the marketing site's.
    route("dashboard/*", "routes/dashboard/not-found.tsx", { id: "dashboard.notFound" }),
  ]),
];
const adminRoutes: RouteConfig = [
  layout("routes/admin/layout.tsx", { id: "admin" }, [
    route("admin", "routes/admin/overview.tsx", { id: "admin.overview" }),
    route("admin/owners", "routes/admin/owners.tsx", { id: "admin.owners" }),
    route("admin/owners/:ownerId", "routes/admin/owner-billing.tsx", { id: "admin.ownerBilling" }),
    route("admin/invoices/:file", "routes/admin/invoice-pdf.ts", { id: "admin.invoice" }),
    route("admin/leads", "routes/admin/leads.tsx", { id: "admin.leads" }),
    route("admin/support", "routes/admin/support.tsx", { id: "admin.support" }),
    route("admin/support/:requestId", "routes/admin/support-request.tsx", { id: "admin.supportRequest" }),
    route("admin/audit", "routes/admin/audit.tsx", { id: "admin.audit" }),
    route("admin/plan", "routes/admin/plan.tsx", { id: "admin.plan" }),
    route("admin/pricing", "routes/admin/pricing-redirect.tsx", { id: "admin.pricing" }),
    route("admin/settings/booking-calendar", "routes/admin/booking-calendar.tsx", { id: "admin.bookingCalendar" }),
    route("admin/settings/photos", "routes/admin/photos.tsx", { id: "admin.photos" }),
    route("admin/settings/payments", "routes/admin/payments.tsx", { id: "admin.payments" }),
    route("admin/settings/smtp", "routes/admin/smtp.tsx", { id: "admin.smtp" }),
    route("admin/settings/emails", "routes/admin/emails.tsx", { id: "admin.emails" }),
    route("admin/settings/emails/:emailId", "routes/admin/email.tsx", { id: "admin.email" }),
    route("admin/settings/templates", "routes/admin/templates.tsx", { id: "admin.templates" }),
    route("admin/settings/templates/:key/:lang", "routes/admin/template.tsx", { id: "admin.template" }),
    route("admin/settings/scheduled-emails", "routes/admin/scheduled-emails.tsx", { id: "admin.scheduledEmails" }),
    route("admin/settings/backups", "routes/admin/backups.tsx", { id: "admin.backups" }),
    // Any other /admin/... address: a 404 inside the admin frame, not the marketing site's.
    route("admin/*", "routes/admin/not-found.tsx", { id: "admin.notFound" }),
  ]),
];

export default [
  ...accountRoutes,
  ...onboardingRoutes,
  ...dashboardRoutes,
  ...adminRoutes,
  layout("routes/marketing/layout.tsx", [
    ...pages,
    ...aliases,
    ...blogPosts,
    route("*", "routes/marketing/not-found.tsx", { id: "notFound" }),
  ]),
  route("theme-preview/:preview", "routes/theme-preview.tsx"),
  // Owner sites and theme demos: the server sends their hosts' requests here (server/app.ts).
  route(`${SITE_ROUTE_PREFIX.slice(1)}/*`, "routes/site/page.tsx", { id: "site" }),
  // The theme editor's preview: the owner's draft in a theme, outside the dashboard's frame.
  route("dashboard/theme-editor/:theme/preview/*", "routes/site/preview.tsx", { id: "site.preview" }),
] satisfies RouteConfig;
