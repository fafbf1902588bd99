import { isRouteErrorResponse, Outlet } from "react-router";
import { AuthHeading, AuthLayout } from "../../components/account/auth-layout.tsx";
import { services } from "../../context.ts";
import { withSurfaceStrings } from "../../i18n/surface-strings.server.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { refusalText } from "../../lib/refusal-text.ts";
import type { Route } from "./+types/layout";
import { accountLang } from "./account-request.server.ts";

/** The account screens' strings, in the language chosen on them (a cookie). */
export function loader({ request, context }: Route.LoaderArgs) {
  return withSurfaceStrings("account", services(context).log, () => ({ lang: accountLang(request) }));
}

export default function AccountLayout() {
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
