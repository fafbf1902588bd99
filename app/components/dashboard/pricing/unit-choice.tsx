import { Link } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { IntentForm } from "../../account/intent-form.tsx";
import { SelectField } from "../../forms/fields.tsx";
import { cn } from "../../ui/cn.ts";
import type { PricingAnswer, PricingUnitOption } from "./pricing-views.ts";

/** The site's places to stay, the one whose prices are shown marked. */
export function UnitPicker({ units, current }: { units: PricingUnitOption[]; current: string }) {
  const { t } = useI18n();
  return (
    <nav aria-labelledby="unit-picker" className="mb-6">
      <p id="unit-picker" className="font-semibold text-pine-950">
        {t("dashboard.pricing.unitPicker")}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("dashboard.pricing.unitPickerHint")}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {units.map((unit) => (
          <li key={unit.id}>
            <Link
              to={`?unit=${unit.id}`}
              aria-current={unit.id === current ? "page" : undefined}
              className={cn(
                "inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1",
                unit.id === current
                  ? "bg-pine-700 text-white ring-pine-700"
                  : "bg-white text-pine-900 ring-slate-300 hover:ring-pine-500",
              )}
            >
              {unit.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Takes over every price and rule of another of the site's places into the one shown. */
export function CopyPrices({
  units,
  current,
  currentName,
  answer,
}: {
  units: PricingUnitOption[];
  current: string;
  currentName: string;
  answer: Extract<PricingAnswer, { ok: false; intent: "copy" }> | undefined;
}) {
  const { t } = useI18n();
  const others = units.filter((u) => u.id !== current).map((u) => ({ value: u.id, label: u.name }));
  return (
    <details className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" open={answer !== undefined}>
      <summary className="cursor-pointer font-semibold text-pine-900">{t("dashboard.pricing.copy.heading")}</summary>
      <p className="mt-3 text-slate-700">{t("dashboard.pricing.copy.intro", { unit: currentName })}</p>
      <div className="mt-4">
        <IntentForm
          id="pricing-copy"
          intent="copy"
          answer={answer ? { problems: answer.problems, attempt: answer.attempt } : undefined}
          labels={{ fromUnitId: t("dashboard.pricing.copy.from") }}
          hidden={{ unitId: current }}
          submitLabel={t("dashboard.pricing.copy.button")}
          pendingLabel={t("dashboard.pricing.copy.pending")}
          layout="section"
        >
          <SelectField name="fromUnitId" label={t("dashboard.pricing.copy.from")} options={others} />
        </IntentForm>
      </div>
    </details>
  );
}
