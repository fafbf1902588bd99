import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { AreaErrorContent } from "../../components/onboarding/area-error.tsx";
import { DomainPanel } from "../../components/onboarding/domain-panel.tsx";
import { matchesTranslator, useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/domain-setup";
import { domainPageAction, domainPageLoader } from "./domain-page.server.ts";

export const loader = (args: Route.LoaderArgs) => domainPageLoader(args);
export const action = (args: Route.ActionArgs) => domainPageAction(args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = matchesTranslator(matches);
  return [
    { title: t ? `${t("onboarding.domains.metaTitle")} | VayVista` : "VayVista" },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

/** /domain-setup: connecting the owner's own domain, on its own page. */
export default function DomainSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/dashboard"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t("onboarding.domains.toDashboard")}
      </Link>
      <h1 className="font-display text-3xl leading-tight font-semibold text-pine-950 md:text-4xl">
        {t("onboarding.domains.title")}
      </h1>
      <p className="mt-3 mb-8 max-w-3xl text-lg text-slate-700">
        {t("onboarding.domains.lead", { host: loaderData.page.host })}
      </p>
      <DomainPanel page={loaderData.page} actionData={actionData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorContent error={error} backTo="/domain-setup" />;
}
