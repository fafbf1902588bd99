import { Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { StayDate } from "../../../../modules/dates/stay-date.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { FieldKitProvider, fieldId } from "../../forms/fields.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Badge } from "../badge.tsx";
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
  onDelete,
}: {
  voucher: VoucherView;
  units: readonly VoucherUnit[];
  today: StayDate;
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
          <p className="mt-0.5 font-semibold text-slate-800">{discountText(t, locale, voucher)}</p>
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
            <button type="button" onClick={() => setEditing(true)} className={buttonClass("ghost", "md")}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t("dashboard.vouchers.edit")}
            </button>
            <toggle.Form method="post">
              <input type="hidden" name="intent" value="active" />
              <input type="hidden" name="voucherId" value={voucher.id} />
              <input type="hidden" name="active" value={active ? "false" : "true"} />
              <button type="submit" className={buttonClass("ghost", "md")}>
                {active ? (
                  <PowerOff aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Power aria-hidden="true" className="h-4 w-4" />
                )}
                {active ? t("dashboard.vouchers.deactivate") : t("dashboard.vouchers.activate")}
              </button>
            </toggle.Form>
            <button type="button" onClick={() => onDelete(voucher)} className={buttonClass("ghost", "md")}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t("dashboard.vouchers.remove.button")}
            </button>
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
  const formId = `voucher-${voucher.id}`;
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const errors = voucherErrorMessages(t, failed?.errors);
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const summary = useRef<HTMLDivElement>(null);
  useAnswer(fetcher.data, fetcher.state === "idle", (answer) => {
    if (!answer.ok) summary.current?.focus();
  });
  const headingId = `${formId}-edit-heading`;
  return (
    <fetcher.Form method="post" noValidate aria-labelledby={headingId} className="mt-4 space-y-5">
      <h4 id={headingId} className="sr-only">
        {t("dashboard.vouchers.editHeading", { code: voucher.code })}
      </h4>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="voucherId" value={voucher.id} />
      {items.length > 0 && (
        <ErrorSummary ref={summary} id={`${formId}-errors`} title={t("dashboard.vouchers.formErrors")} items={items} />
      )}
      <FieldKitProvider value={{ formId, errors, values: failed?.values ?? {} }}>
        <VoucherFields voucher={voucher} units={units} checkedUnits={failed?.unitIds} />
      </FieldKitProvider>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={fetcher.state !== "idle"}
          label={t("dashboard.vouchers.save")}
          pendingLabel={t("dashboard.vouchers.saving")}
          tone="secondary"
          size="md"
        />
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "md")}>
          {t("dashboard.vouchers.cancel")}
        </button>
      </div>
    </fetcher.Form>
  );
}
