import { isRouteErrorResponse, Outlet } from "react-router";
import { AuthHeading, AuthLayout } from "../../components/account/auth-layout.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { refusalText } from "../../lib/refusal-text.ts";
import type { Route } from "./+types/screens";

/**
 * The account screens, below the layout that loads their strings. Their error page lives
 * here and not in that layout: a refused form post (too large, say) is rendered with only
 * the loaders above the route that shows the error, so the strings must come from above.
 */
export default function AccountScreens() {
  return <Outlet />;
}

/** A screen failed: the account frame with the error page's words, in the screen's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { lang, t } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const own = refusalText(error);
  return (
    <AuthLayout lang={lang}>
      <AuthHeading
        title={own?.title ?? (notFound ? t("notFound.title") : t("serverError.title"))}
        intro={own?.message ?? (notFound ? t("notFound.body") : t("serverError.body"))}
      />
    </AuthLayout>
  );
}
