import { isRouteErrorResponse, Link } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { refusalText } from "../../lib/refusal-text.ts";
import { buttonClass } from "../ui/button.tsx";
import { DASHBOARD_PATHS } from "./nav-items.ts";

/**
 * What a dashboard page shows when its loader or action refused: 404 (missing, or another
 * owner's), 400 (a malformed link), a refusal with its own words (413: too much sent) or
 * anything else. Rendered inside the dashboard shell.
 */
export function DashboardErrorContent({ error }: { error: unknown }) {
  const { t } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const own = refusalText(error);
  const [title, body] = own
    ? [own.title, own.message]
    : status === 404
      ? [t("dashboard.errors.notFoundTitle"), t("dashboard.errors.notFoundBody")]
      : status === 400
        ? [t("dashboard.errors.badRequestTitle"), t("dashboard.errors.badRequestBody")]
        : [t("dashboard.errors.genericTitle"), t("dashboard.errors.genericBody")];
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-coral-700">{status}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-pine-950">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{body}</p>
      <Link to={DASHBOARD_PATHS.overview} className={buttonClass("secondary", "md", "mt-6")}>
        {t("dashboard.errors.backToOverview")}
      </Link>
    </div>
  );
}
