import { Settings } from "lucide-react";
import { useState } from "react";
import { Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { BOOKING_SETTINGS_PATH } from "../../components/dashboard/booking-settings/booking-settings-view.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { PageHeader } from "../../components/dashboard/page-header.tsx";
import { PricingEditor } from "../../components/dashboard/pricing/pricing-editor.tsx";
import { CopyPrices, UnitPicker } from "../../components/dashboard/pricing/unit-choice.tsx";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { readForm } from "../../lib/read-form.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/pricing";
import { PRICING_FORM_BYTES, pricingAction, pricingPage } from "./pricing/pricing-page.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request; a unit of another site is missing.
  const { user, site } = await requireOwner(request, context, "site");
  const askedUnit = new URL(request.url).searchParams.get("unit");
  return pricingPage(context, { site, lang: user.lang, askedUnit });
}

/** Saves a unit's prices and rules, or copies another unit's (pricing-page.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const form = await readForm(request, { maxBytes: PRICING_FORM_BYTES, lang: user.lang });
  return pricingAction(context, { site, form });
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.pricing.title"));

export default function Pricing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  // Each stored change starts the form again from what was stored (amounts as the page writes them).
  const [version, setVersion] = useState(0);
  useAnswer(actionData, navigation.state === "idle", (answer) => {
    if (!answer.ok) return;
    toast.success(
      answer.intent === "copy" ? t("dashboard.pricing.copy.done", { unit: answer.from }) : t("dashboard.pricing.saved"),
    );
    setVersion((v) => v + 1);
  });
  const several = loaderData.units.length > 1;
  return (
    <>
      <PageHeader title={t("dashboard.pricing.title")} intro={t("dashboard.pricing.intro")} />
      {/* The property's time zone counts the lead time and booking window set here. */}
      <p className="-mt-5 mb-6">
        <Link
          to={BOOKING_SETTINGS_PATH}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-pine-800 underline-offset-4 hover:underline"
        >
          <Settings aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.bookingSettings.link")}
        </Link>
      </p>
      {several && <UnitPicker units={loaderData.units} current={loaderData.unitId} />}
      {several && (
        <CopyPrices
          key={`copy-${loaderData.unitId}-${version}`}
          units={loaderData.units}
          current={loaderData.unitId}
          currentName={loaderData.unitName}
          answer={actionData?.intent === "copy" && !actionData.ok ? actionData : undefined}
        />
      )}
      <PricingEditor
        key={`${loaderData.unitId}-${version}`}
        data={loaderData}
        answer={actionData?.intent === "save" ? actionData : undefined}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
