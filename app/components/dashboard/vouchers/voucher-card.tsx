import { Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { StayDate } from "../../../../modules/dates/stay-date.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { Badge } from "../badge.tsx";
import { ActionButton, PostButton } from "../card-actions.tsx";
import { CardForm } from "../card-form.tsx";
import { useAnswer } from "../use-answer.ts";
import { VoucherFields } from "./voucher-fields.tsx";
import type { VoucherActionResult, VoucherUnit, VoucherView } from "./voucher-result.ts";
import { discountText, type VoucherState, voucherErrorMessages, voucherRules, voucherState } from "./voucher-text.ts";

const TONES: Record<VoucherState, "green" | "amber" | "slate" | "coral"> = {
  active: "green",
  upcoming: "amber",
  inactive: "slate",
  usedUp: "slate",
  expired: "slate",
};

/**
 * One voucher in the owner's list: its discount, state, uses and conditions, and editing,
 * switching off or on and deleting it. Each change posts on its own (a fetcher per form),
 * so the rest of the page stays as it is; deleting asks first, on the page (`onDelete`).
 */
export function VoucherCard({
  voucher,
  units,
  today,
  currency,
  onDelete,
}: {
  voucher: VoucherView;
  units: readonly VoucherUnit[];
  today: StayDate;
  currency: SiteCurrency;
  onDelete: (voucher: VoucherView) => void;
}) {
  const { t, locale } = useI18n();
  const [editing, setEditing] = useState(false);
  const edit = useFetcher<VoucherActionResult>();
  const toggle = useFetcher<VoucherActionResult>();
  const headingId = `voucher-${voucher.id}-code`;

  useAnswer(edit.data, edit.state === "idle", (answer) => {
    if (!answer.ok) return;
    toast.success(t("dashboard.vouchers.saved"));
    setEditing(false);
  });
  useAnswer(toggle.data, toggle.state === "idle", (answer) => {
    if (!answer.ok) toast.error(t("dashboard.vouchers.failed"));
    else
      toast.success(
        t(answer.active ? "dashboard.vouchers.activated" : "dashboard.vouchers.deactivated", { code: voucher.code }),
      );
  });

  // Shown at once, before the server has answered.
  const pendingActive = toggle.formData?.get("active");
  const active = typeof pendingActive === "string" ? pendingActive === "true" : voucher.active;
  const state = voucherState({ ...voucher, active }, today);
  const usage =
    voucher.maxUses === null
      ? t("dashboard.vouchers.usage.used", { count: voucher.uses })
      : t("dashboard.vouchers.usage.usedOf", { count: voucher.uses, max: voucher.maxUses });

  return (
    <article aria-labelledby={headingId} className="py-5" data-voucher={voucher.code}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-mono text-lg font-semibold tracking-wide break-all text-pine-950">
            {voucher.code}
          </h3>
          <p className="mt-0.5 font-semibold text-slate-800">{discountText(t, locale, voucher, currency)}</p>
        </div>
        <Badge tone={TONES[state]} className="mt-1">
          {t(`dashboard.vouchers.status.${state}`)}
        </Badge>
      </div>
      {editing ? (
        <VoucherEditForm voucher={voucher} units={units} fetcher={edit} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <li className="font-medium text-slate-700">{usage}</li>
            {voucherRules(t, locale, voucher, units).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-2">
            <ActionButton icon={<Pencil aria-hidden="true" className="h-4 w-4" />} onClick={() => setEditing(true)}>
              {t("dashboard.vouchers.edit")}
            </ActionButton>
            <PostButton
              fetcher={toggle}
              fields={{ intent: "active", voucherId: voucher.id, active: active ? "false" : "true" }}
            >
              {active ? (
                <PowerOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Power aria-hidden="true" className="h-4 w-4" />
              )}
              {active ? t("dashboard.vouchers.deactivate") : t("dashboard.vouchers.activate")}
            </PostButton>
            <ActionButton icon={<Trash2 aria-hidden="true" className="h-4 w-4" />} onClick={() => onDelete(voucher)}>
              {t("dashboard.vouchers.remove.button")}
            </ActionButton>
          </div>
        </>
      )}
    </article>
  );
}

type VoucherFetcher = ReturnType<typeof useFetcher<VoucherActionResult>>;

function VoucherEditForm({
  voucher,
  units,
  fetcher,
  onCancel,
}: {
  voucher: VoucherView;
  units: readonly VoucherUnit[];
  fetcher: VoucherFetcher;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <CardForm
      fetcher={fetcher}
      formId={`voucher-${voucher.id}`}
      fields={{ intent: "update", voucherId: voucher.id }}
      heading={t("dashboard.vouchers.editHeading", { code: voucher.code })}
      errors={voucherErrorMessages(t, failed?.errors)}
      values={failed?.values ?? {}}
      words={{
        summary: t("dashboard.vouchers.formErrors"),
        save: t("dashboard.vouchers.save"),
        saving: t("dashboard.vouchers.saving"),
        cancel: t("dashboard.vouchers.cancel"),
      }}
      onCancel={onCancel}
    >
      <VoucherFields voucher={voucher} units={units} checkedUnits={failed?.unitIds} />
    </CardForm>
  );
}
