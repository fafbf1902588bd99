import { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Outlet } from "react-router";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import { SignOutButton } from "../../components/account/sign-out-button.tsx";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Logo } from "../../components/marketing/logo.tsx";
import { AreaErrorContent } from "../../components/onboarding/area-error.tsx";
import { AppToaster } from "../../components/ui/toaster.tsx";
import { services } from "../../context.ts";
import { withSurfaceStrings } from "../../i18n/surface-strings.server.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/layout";

/** The route id of this layout, whose data carries the owner's language. */
export const ONBOARDING_LAYOUT_ID = "onboarding";

export async function loader({ request, context }: Route.LoaderArgs) {
  return withSurfaceStrings("onboarding", services(context).log, async () => {
    const { user } = await requireOwner(request, context, "setup");
    return { lang: user.lang, email: user.email };
  });
}

/** Signed-in pages are personal: never stored by browsers or proxies. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

function Chrome({ email, children }: { email?: string; children: ReactNode }) {
  const { lang, t } = useI18n();
  return (
    <div className="min-h-screen bg-sand-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t("onboarding.area.skipToContent")}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          {/* Marketing pages are plain documents (docs/decisions/0008): links there load one. */}
          <Link reloadDocument to={pagePath("home", lang)} aria-label={t("onboarding.area.home")} className="shrink-0">
            <Logo />
          </Link>
          {email && (
            <div className="flex min-w-0 items-center gap-1 sm:gap-3">
              <p className="hidden truncate text-sm text-slate-600 md:block">
                {t("onboarding.area.signedInAs", { email })}
              </p>
              {/* Account settings and support work before the site exists. */}
              <Link
                to={DASHBOARD_PATHS.account}
                className="inline-flex shrink-0 items-center gap-2 rounded-xl px-3 py-2.5 font-medium text-slate-800 hover:bg-pine-50"
              >
                <UserRound aria-hidden="true" className="h-5 w-5" />
                <span className="sr-only sm:not-sr-only">{t("onboarding.area.account")}</span>
              </Link>
              <div className="shrink-0">
                <SignOutButton className="text-slate-800 hover:bg-pine-50" />
              </div>
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page py-8 outline-none md:py-12">
        {children}
      </main>
      {/* Spec §9: at most 3 toasts, 4000 ms, 14 px apart. */}
      <AppToaster />
    </div>
  );
}

export default function OnboardingLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Chrome email={loaderData.email}>
      <Outlet />
    </Chrome>
  );
}

/** The layout's own data failed: the frame in Dutch (the default) with the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      <AreaErrorContent error={error} backTo="/onboarding" />
    </Chrome>
  );
}
