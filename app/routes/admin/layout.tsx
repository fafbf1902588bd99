import { useEffect } from "react";
import { Outlet } from "react-router";
import { AdminLayoutError } from "../../components/admin/admin-error.tsx";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { I18nProvider } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/layout";
import { requireAdminSession } from "./access.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdminSession(request, context);
  return { user: { name: user.name, lang: user.lang } };
}

/** Admin pages are personal and change all the time: never stored by browsers, proxies or the page cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { lang, name } = loaderData.user;
  // The root layout takes the language from the path (Dutch for /admin); the admin area
  // speaks the admin's own language, so the document says so while it is shown.
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [lang]);
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
