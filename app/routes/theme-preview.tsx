import { data } from "react-router";
import { siteUrl } from "../../modules/sites/site-url.ts";
import { PREVIEW_NAMES } from "../../modules/sites/themes.ts";
import { services } from "../context.ts";
import { useI18n } from "../i18n/i18n.tsx";
import type { Route } from "./+types/theme-preview";

/**
 * /theme-preview/{name} sends the browser to the same path on the theme's own subdomain
 * (modern-minimaal → modern-minimal), at the public origin's scheme and port.
 */
export function loader({ url, params, context }: Route.LoaderArgs) {
  const theme = PREVIEW_NAMES[params.preview];
  if (!theme) throw data(null, { status: 404 });
  const target = `${siteUrl({ subdomain: theme }, services(context))}${url.pathname}`;
  return { theme, target };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Redirecting to ${loaderData?.theme ?? ""} theme... | VayVista` },
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ httpEquiv: "refresh", content: `0;url=${loaderData.target}` } as const] : []),
];

export default function ThemePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-pine-50 p-8 text-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-pine-200 border-t-pine-700"
      />
      <h1 className="font-display text-2xl font-semibold text-pine-900" role="status">
        {t("themePreview.redirecting", { theme: loaderData.theme })}
      </h1>
      <a href={loaderData.target} className="text-pine-700 underline">
        {t("themePreview.manual")}
      </a>
    </main>
  );
}
