import { Outlet } from "react-router";
import { services } from "../../context.ts";
import { withSurfaceStrings } from "../../i18n/surface-strings.server.ts";
import type { Route } from "./+types/layout";
import { accountLang } from "./account-request.server.ts";

/**
 * The account screens' strings, in the language chosen on them (a cookie). Their error page
 * is one level down (screens.tsx), so that it always has them.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return withSurfaceStrings("account", services(context).log, () => ({ lang: accountLang(request) }));
}

export default function AccountLayout() {
  return <Outlet />;
}
