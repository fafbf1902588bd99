import { isRouteErrorResponse, Outlet } from "react-router";
import { isLang } from "../../../modules/i18n/languages.ts";
import { AdminLayoutError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { I18nProvider, translator } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/layout";
import { requireAdminSession } from "./access.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdminSession(request, context);
  return { lang: user.lang, user: { name: user.name, lang: user.lang } };
}

/** Admin pages are personal and change all the time: never stored by browsers, proxies or the page cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ error }) => {
  // Only a refusal (an owner, or an admin without two-step verification) ends up here
  // without a page below to name the title.
  if (isRouteErrorResponse(error) && error.status === 403) {
    const { lang, reason } = (error.data as { lang?: unknown; reason?: unknown } | null) ?? {};
    const t = translator(isLang(lang) ? lang : "nl");
    return adminMeta(t(reason === "two-factor-required" ? "admin.twoFactorRequired.title" : "admin.noAccess.title"));
  }
  return [{ name: "robots", content: "noindex, nofollow" }];
};

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { lang, name } = loaderData.user;
  return (
    <I18nProvider lang={lang}>
      <AdminShell userName={name}>
        <Outlet />
      </AdminShell>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  return <AdminLayoutError />;
}
