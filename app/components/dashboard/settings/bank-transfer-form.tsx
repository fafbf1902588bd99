import { Form } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";

/** Whether guests may also pay by bank transfer beside paying online (payment_accounts.bank_transfer). */
export function BankTransferForm({ on, pending }: { on: boolean; pending: boolean }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="border-t border-slate-200 pt-5">
      <h3 className="font-display text-lg font-semibold text-pine-950">
        {t("dashboard.settings.payments.bankTransfer.heading")}
      </h3>
      <div className="mt-3 flex gap-3">
        <input
          id="bank-transfer"
          type="checkbox"
          name="bankTransfer"
          defaultChecked={on}
          aria-describedby="bank-transfer-hint"
          className="mt-1 h-5 w-5 shrink-0 accent-pine-700"
        />
        <div>
          <label htmlFor="bank-transfer" className="font-semibold text-slate-800">
            {t("dashboard.settings.payments.bankTransfer.label")}
          </label>
          <p id="bank-transfer-hint" className="text-sm text-slate-600">
            {t("dashboard.settings.payments.bankTransfer.hint")}
          </p>
        </div>
      </div>
      <input type="hidden" name="intent" value="bank-transfer" />
      <div className="mt-4">
        <SubmitButton
          pending={pending}
          size="md"
          tone="secondary"
          label={t("dashboard.settings.payments.bankTransfer.save")}
          pendingLabel={t("dashboard.settings.payments.bankTransfer.saving")}
        />
      </div>
    </Form>
  );
}
