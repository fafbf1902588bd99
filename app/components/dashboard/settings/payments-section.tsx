import { useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import type { PaymentSettingsView } from "../../../../modules/payments/connections/payment-settings.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Card } from "../page-header.tsx";
import { BankTransferForm } from "./bank-transfer-form.tsx";
import { PaymentConnection } from "./payment-connection.tsx";
import { PaymentNoticePanel } from "./payment-notice.tsx";
import { ProviderChoices } from "./provider-choices.tsx";
import type { PaymentNotice } from "./settings-view.ts";

/**
 * Online payments on the settings page: what is connected and what guests are offered, the
 * providers the owner may connect, bank transfer beside them, and disconnecting (asked first;
 * past payments stay in the ledger).
 */
export function PaymentsSection({ view, notice }: { view: PaymentSettingsView; notice: PaymentNotice | null }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const sent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const pendingIntent = typeof sent === "string" ? sent : null;
  const { connection } = view;
  const inUse = connection !== null && connection.state !== "disconnected";
  const currency = t(`dashboard.settings.payments.currencies.${view.currency}`);
  const anyConnectable = Object.values(view.connectable).some(Boolean);
  return (
    <section aria-labelledby="payments-heading">
      <Card>
        <h2 id="payments-heading" className="font-display text-xl font-semibold text-pine-950">
          {t("dashboard.settings.payments.heading")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("dashboard.settings.payments.intro")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("dashboard.settings.payments.currency", { currency })}</p>
        <div className="mt-5 space-y-6">
          {notice && <PaymentNoticePanel notice={notice} />}
          {connection ? (
            <PaymentConnection
              connection={connection}
              currency={view.currency}
              mollieTestmode={view.mollieTestmode}
              pendingIntent={pendingIntent}
              onDisconnect={() => setConfirming(true)}
            />
          ) : (
            <p className="text-slate-700">{t("dashboard.settings.payments.statusBody.none")}</p>
          )}
          <ProviderChoices
            connectable={view.connectable}
            heading={t(inUse ? "dashboard.settings.payments.chooseOther" : "dashboard.settings.payments.choose")}
            pendingIntent={pendingIntent}
          />
          {!inUse && !anyConnectable && (
            <p className="text-slate-700">{t("dashboard.settings.payments.noneAvailable")}</p>
          )}
          {inUse && <BankTransferForm on={view.bankTransfer} pending={pendingIntent === "bank-transfer"} />}
        </div>
      </Card>
      {connection && (
        <ConfirmDialog
          open={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            submit({ intent: "disconnect" }, { method: "post" });
            setConfirming(false);
          }}
          busy={pendingIntent === "disconnect"}
          title={t("dashboard.settings.payments.disconnectTitle", {
            provider: t(`dashboard.settings.payments.providers.${connection.provider}`),
          })}
          description={t("dashboard.settings.payments.disconnectBody")}
          cancelLabel={t("dashboard.settings.payments.cancel")}
          confirmLabel={t("dashboard.settings.payments.disconnectConfirm")}
          busyLabel={t("dashboard.settings.payments.disconnecting")}
        />
      )}
    </section>
  );
}
