import { Outlet } from "react-router";
import { siteUrl } from "../../../modules/sites/site-url.ts";
import { billingNotice } from "../../../modules/subscriptions/billing-notice.ts";
import { refreshOpenPayments } from "../../../modules/subscriptions/refresh-open-payments.ts";
import { BillingBanner } from "../../components/dashboard/billing-banner.tsx";
import { LiveBookings } from "../../components/dashboard/booking-calendar/live-bookings.tsx";
import { DashboardShell } from "../../components/dashboard/dashboard-shell.tsx";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { AppToaster } from "../../components/ui/toaster.tsx";
import { services } from "../../context.ts";
import { withSurfaceStrings } from "../../i18n/surface-strings.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  return withSurfaceStrings("dashboard", services(context).log, async () => {
    // The pages below that need a site send a site-less owner to onboarding themselves.
    const { user, site } = await requireOwner(request, context, "optional");
    // Back from the provider's page (paying what was due): the payment is read again first, so
    // the banner shows what happened (the account page's loader, run beside this one, does the
    // same for its billing section; settling twice changes nothing twice).
    await refreshOpenPayments(services(context).db, services(context).payments, user.id);
    const billing = await billingNotice(services(context).db, user.id, site);
    // Online only while guests can see it: not before the owner subscribes, nor while suspended.
    const hidden = billing?.kind === "preview" || billing?.kind === "suspended";
    return {
      billing,
      lang: user.lang,
      email: user.email,
      role: user.role,
      site: site && {
        siteName: site.siteName,
        status: hidden ? ("inactive" as const) : site.status,
        url: siteUrl(site, services(context)),
      },
    };
  });
}

/** Signed-in pages are personal: never stored by browsers or proxies. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DashboardShell site={loaderData.site} role={loaderData.role} email={loaderData.email}>
        {loaderData.billing && <BillingBanner notice={loaderData.billing} />}
        {/* New bookings arrive live on every page of an owner with a site (spec §3, §9). */}
        <LiveBookings enabled={loaderData.site !== null}>
          <Outlet />
        </LiveBookings>
      </DashboardShell>
      {/* Spec §9: at most 3 toasts, 4000 ms, 14 px apart. */}
      <AppToaster />
    </>
  );
}

/** The layout's own data failed: no shell to draw, only the message (in Dutch, the default). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="container-page py-16">
      <DashboardErrorContent error={error} />
    </main>
  );
}
