import {
  DEPOSIT_COLLECTIONS,
  RATE_PLAN_LIMITS as L,
  PAYMENT_TERMS_KINDS,
} from "../../../../modules/pricing/rate-plan-choices.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { CheckboxField } from "../../forms/fields.tsx";
import { Group, MoneyField, RadioCards, ShownWhen, WholeField } from "./pricing-fields.tsx";
import type { PricingField } from "./pricing-form.ts";

/**
 * What a guest pays online and when (in full, or a first share and the balance before
 * arrival), and the security deposit: its amount and how it is taken. `returnDays` is the
 * form's current reading of the days after check-out, which the deposit's choices name.
 */
export function PaymentGroup({ fields, returnDays }: { fields: Record<PricingField, string>; returnDays: number }) {
  const { t } = useI18n();
  const label = (name: PricingField) => t(`dashboard.pricing.fields.${name}`);
  return (
    <Group legend={t("dashboard.pricing.groups.payment")}>
      <RadioCards
        name="paymentTerms"
        legend={label("paymentTerms")}
        hint={t("dashboard.pricing.fields.paymentTermsHint")}
        options={PAYMENT_TERMS_KINDS.map((kind) => ({
          value: kind,
          label: t(`dashboard.pricing.fields.paymentTermsKinds.${kind}`),
        }))}
        checked={fields.paymentTerms}
      />
      <ShownWhen choice="split">
        <div className="grid gap-5 sm:grid-cols-2">
          <WholeField
            name="firstPercent"
            label={label("firstPercent")}
            min={L.firstPercent.min}
            max={L.firstPercent.max}
            defaultValue={fields.firstPercent}
          />
          <WholeField
            name="balanceDaysBefore"
            label={label("balanceDaysBefore")}
            min={L.balanceDaysBefore.min}
            max={L.balanceDaysBefore.max}
            defaultValue={fields.balanceDaysBefore}
          />
        </div>
        <p className="mt-3 text-sm text-slate-600">{t("dashboard.pricing.fields.splitHint")}</p>
        <div className="mt-5 space-y-3 border-t border-slate-200 pt-5">
          <CheckboxField
            name="cancelUnpaid"
            label={label("cancelUnpaid")}
            defaultChecked={fields.cancelUnpaid !== ""}
          />
          <ShownWhen choice="cancelUnpaid">
            <div className="grid gap-5 sm:grid-cols-2">
              <WholeField
                name="cancelUnpaidGraceDays"
                label={label("cancelUnpaidGraceDays")}
                hint={t("dashboard.pricing.fields.cancelUnpaidGraceDaysHint")}
                min={L.cancelUnpaidGraceDays.min}
                max={L.cancelUnpaidGraceDays.max}
                defaultValue={fields.cancelUnpaidGraceDays}
              />
            </div>
          </ShownWhen>
          <p className="text-sm text-slate-600">{t("dashboard.pricing.fields.cancelUnpaidHint")}</p>
        </div>
      </ShownWhen>

      <div className="grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2">
        <MoneyField
          name="deposit"
          label={label("deposit")}
          hint={t("dashboard.pricing.fields.depositHint")}
          optional
          defaultValue={fields.deposit}
        />
      </div>
      <RadioCards
        name="depositCollection"
        legend={label("depositCollection")}
        options={DEPOSIT_COLLECTIONS.map((way) => ({
          value: way,
          label: t(`dashboard.pricing.fields.depositCollections.${way}`),
          description:
            way === "owner"
              ? t("dashboard.pricing.fields.depositCollectionTexts.owner")
              : t(`dashboard.pricing.fields.depositCollectionTexts.${way}`, { count: returnDays }),
        }))}
        checked={fields.depositCollection}
      />
      <ShownWhen choice="depositOnline">
        <div className="grid gap-5 sm:grid-cols-2">
          <WholeField
            name="depositReturnDays"
            label={label("depositReturnDays")}
            hint={t("dashboard.pricing.fields.depositReturnDaysHint")}
            min={L.depositReturnDays.min}
            max={L.depositReturnDays.max}
            defaultValue={fields.depositReturnDays}
          />
        </div>
      </ShownWhen>
    </Group>
  );
}
