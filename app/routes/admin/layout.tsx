import { isRouteErrorResponse, Outlet } from "react-router";
import { AdminLayoutError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { services } from "../../context.ts";
import { withSurfaceStrings } from "../../i18n/surface-strings.server.ts";
import { bundleOf, bundleTranslator } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/layout";
import { requireAdminSession } from "./access.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return withSurfaceStrings("admin", services(context).log, async () => {
    const { user } = await requireAdminSession(request, context);
    return { lang: user.lang, user: { name: user.name, lang: user.lang } };
  });
}

/** Admin pages are personal and change all the time: never stored by browsers, proxies or the page cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ error }) => {
  // Only a refusal (an owner, or an admin without two-step verification) ends up here
  // without a page below to name the title.
  if (isRouteErrorResponse(error) && error.status === 403) {
    // The refusal carries the admin strings in the person's language (withSurfaceStrings).
    const ui = bundleOf(error.data);
    const reason = (error.data as { reason?: unknown } | null)?.reason;
    const t = ui && bundleTranslator(ui);
    return adminMeta(t?.(reason === "two-factor-required" ? "admin.twoFactorRequired.title" : "admin.noAccess.title"));
  }
  return [{ name: "robots", content: "noindex, nofollow" }];
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell userName={loaderData.user.name}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminLayoutError />;
}
