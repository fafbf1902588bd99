import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { VOUCHER_KINDS, VOUCHER_LIMITS } from "../../../../modules/vouchers/voucher-limits.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { CheckboxField, fieldId, SelectField, TextField, useFieldKit } from "../../forms/fields.tsx";
import type { VoucherUnit, VoucherView } from "./voucher-result.ts";
import { amountInputText } from "./voucher-text.ts";

/**
 * A group of fields under a legend: a window of two days (whose fields show their own
 * problems), or the units, whose one problem the group shows (`errorFor`); the error summary
 * links to the group by that field's id.
 */
function Group({
  errorFor,
  legend,
  hint,
  children,
}: {
  errorFor?: string;
  legend: string;
  hint: string;
  children: ReactNode;
}) {
  const kit = useFieldKit();
  const ownId = useId();
  const id = errorFor ? fieldId(kit.formId, errorFor) : ownId;
  const error = errorFor ? kit.errors[errorFor] : undefined;
  const message = typeof error === "string" ? error : error?.[0];
  return (
    <fieldset
      id={id}
      tabIndex={errorFor ? -1 : undefined}
      aria-describedby={message ? `${id}-error ${id}-hint` : `${id}-hint`}
      className="space-y-3 outline-none"
    >
      <legend className="font-semibold text-pine-950">{legend}</legend>
      {children}
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {message && (
        <p id={`${id}-error`} className="flex gap-1.5 text-sm font-medium text-coral-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </fieldset>
  );
}

/**
 * The fields of a voucher, empty or filled with one to edit (after a refusal, with what was
 * typed). Which units it applies to is asked only on a site with more than one.
 */
export function VoucherFields({
  voucher,
  units,
  checkedUnits,
}: {
  voucher?: VoucherView;
  units: readonly VoucherUnit[];
  /** The units ticked when the form was refused; else the voucher's own. */
  checkedUnits?: readonly string[];
}) {
  const { t, locale } = useI18n();
  const checked = new Set(checkedUnits ?? voucher?.unitIds ?? []);
  const choosable = units.filter((u) => !u.archived || checked.has(u.id));
  const number = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return (
    <>
      <TextField
        name="code"
        label={t("dashboard.vouchers.fields.code")}
        hint={t("dashboard.vouchers.fields.codeHint")}
        maxLength={VOUCHER_LIMITS.codeMax}
        autoComplete="off"
        defaultValue={voucher?.code}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="kind"
          label={t("dashboard.vouchers.fields.kind")}
          defaultValue={voucher?.kind ?? "percent"}
          options={VOUCHER_KINDS.map((kind) => ({ value: kind, label: t(`dashboard.vouchers.kinds.${kind}`) }))}
        />
        <TextField
          name="amount"
          label={t("dashboard.vouchers.fields.amount")}
          hint={t("dashboard.vouchers.fields.amountHint")}
          inputMode="text"
          maxLength={20}
          autoComplete="off"
          defaultValue={voucher ? amountInputText(voucher, locale) : undefined}
        />
      </div>
      <Group legend={t("dashboard.vouchers.fields.bookWindow")} hint={t("dashboard.vouchers.fields.windowHint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            name="bookFrom"
            label={t("dashboard.vouchers.fields.from")}
            optional
            defaultValue={voucher?.bookFrom ?? ""}
          />
          <TextField
            type="date"
            name="bookUntil"
            label={t("dashboard.vouchers.fields.until")}
            optional
            defaultValue={voucher?.bookUntil ?? ""}
          />
        </div>
      </Group>
      <Group legend={t("dashboard.vouchers.fields.stayWindow")} hint={t("dashboard.vouchers.fields.stayHint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            name="stayFrom"
            label={t("dashboard.vouchers.fields.from")}
            optional
            defaultValue={voucher?.stayFrom ?? ""}
          />
          <TextField
            type="date"
            name="stayUntil"
            label={t("dashboard.vouchers.fields.until")}
            optional
            defaultValue={voucher?.stayUntil ?? ""}
          />
        </div>
      </Group>
      <TextField
        type="number"
        name="minNights"
        label={t("dashboard.vouchers.fields.minNights")}
        min={1}
        max={VOUCHER_LIMITS.minNightsMax}
        defaultValue={number(voucher?.minNights ?? 1)}
      />
      {choosable.length > 1 && (
        <Group
          errorFor="unitIds"
          legend={t("dashboard.vouchers.fields.units")}
          hint={t("dashboard.vouchers.fields.unitsHint")}
        >
          {choosable.map((unit) => (
            <CheckboxField
              key={unit.id}
              name="unitIds"
              value={unit.id}
              label={unit.name}
              defaultChecked={checked.has(unit.id)}
            />
          ))}
        </Group>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          type="number"
          name="maxUses"
          label={t("dashboard.vouchers.fields.maxUses")}
          hint={t("dashboard.vouchers.fields.maxUsesHint")}
          optional
          min={1}
          max={VOUCHER_LIMITS.maxUses}
          defaultValue={number(voucher?.maxUses)}
        />
        <TextField
          type="number"
          name="maxUsesPerEmail"
          label={t("dashboard.vouchers.fields.maxUsesPerEmail")}
          hint={t("dashboard.vouchers.fields.maxUsesPerEmailHint")}
          optional
          min={1}
          max={VOUCHER_LIMITS.maxUsesPerEmail}
          defaultValue={number(voucher?.maxUsesPerEmail)}
        />
      </div>
    </>
  );
}
