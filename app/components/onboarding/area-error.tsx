import { isRouteErrorResponse, Link } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { refusalText } from "../../lib/refusal-text.ts";
import { buttonClass } from "../ui/button.tsx";

/**
 * What an onboarding or domain page shows when its loader or action refused: 404 (missing,
 * or another owner's), 400 (a malformed id), a refusal with its own words (413: too much
 * sent) or anything else.
 */
export function AreaErrorContent({ error, backTo }: { error: unknown; backTo: string }) {
  const { t } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const own = refusalText(error);
  const [title, body] = own
    ? [own.title, own.message]
    : status === 404
      ? [t("onboarding.area.notFoundTitle"), t("onboarding.area.notFoundBody")]
      : status === 400
        ? [t("onboarding.area.badRequestTitle"), t("onboarding.area.badRequestBody")]
        : [t("onboarding.area.genericTitle"), t("onboarding.area.genericBody")];
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-coral-700">{status}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-pine-950">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{body}</p>
      <Link reloadDocument to={backTo} className={buttonClass("secondary", "md", "mt-6")}>
        {t("onboarding.area.backToStart")}
      </Link>
    </div>
  );
}
