import type { ReactNode } from "react";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { CheckboxField, FieldKitProvider, TextField } from "../../forms/fields.tsx";
import { currencySign } from "../money/format-money.ts";
import { Card } from "../page-header.tsx";
import { stayFieldKit, useStayFetcher } from "./stay-fetchers.ts";
import { GuestMessageField, problemItems, SaveButton, UnitChoice } from "./stay-form-parts.tsx";
import type { StayPageData } from "./stay-page-data.ts";
import { BLOCK_CHANGE_FIELDS, CHANGE_FIELDS } from "./stay-result.ts";

/**
 * A change of the stay, folded until the owner opens it (or the server refused it): the
 * intent's heading and intro, its fields, refusals beside them and in a summary.
 */
function ChangeForm({
  stayId,
  intent,
  fields,
  children,
}: {
  stayId: string;
  intent: "change" | "changeBlock";
  fields: readonly string[];
  children: ReactNode;
}) {
  const { t } = useI18n();
  const fetcher = useStayFetcher(stayId, intent);
  const k = `dashboard.bookingCalendar.detail.${intent}` as const;
  const failed = fetcher.data && !fetcher.data.ok && fetcher.data.intent === intent ? fetcher.data : undefined;
  const items = failed ? problemItems(`stay-${intent}`, fields, failed.errors) : [];
  return (
    <Card className="mt-6">
      <details open={failed !== undefined}>
        <summary className="cursor-pointer font-display text-xl font-semibold text-pine-950">
          {t(`${k}.heading`)}
        </summary>
        <p className="mt-2 text-slate-700">{t(`${k}.intro`)}</p>
        <fetcher.Form method="post" noValidate className="mt-5">
          <input type="hidden" name="intent" value={intent} />
          {failed && <ErrorSummary id={`stay-${intent}-errors`} formProblem={failed.message} items={items} />}
          <FieldKitProvider value={stayFieldKit(intent, failed)}>
            <div className="grid gap-5 sm:grid-cols-2">{children}</div>
          </FieldKitProvider>
          <div className="mt-5">
            <SaveButton intent={intent} busy={fetcher.state !== "idle"} />
          </div>
        </fetcher.Form>
      </details>
    </Card>
  );
}

/** A field's label of the stay forms. */
function useFormWords() {
  const { t } = useI18n();
  return (key: string) => t(`dashboard.bookingCalendar.form.${key}` as "dashboard.bookingCalendar.form.unit");
}

/** New dates, unit or guests: re-quoted and re-checked on the server; refusals beside their fields. */
export function ChangeBookingCard({ data }: { data: StayPageData }) {
  const { t, locale } = useI18n();
  const f = useFormWords();
  const { stay, units } = data;
  return (
    <ChangeForm stayId={stay.id} intent="change" fields={CHANGE_FIELDS}>
      <TextField name="checkIn" type="date" label={f("checkIn")} defaultValue={stay.checkIn} />
      <TextField name="checkOut" type="date" label={f("checkOut")} defaultValue={stay.checkOut} />
      <UnitChoice units={units} unitId={stay.unit.id} label={f("unit")} />
      <TextField name="adults" type="number" min={1} label={f("adults")} defaultValue={String(stay.adults)} />
      <TextField name="children" type="number" min={0} label={f("children")} defaultValue={String(stay.children)} />
      <TextField
        name="total"
        label={t("dashboard.bookingCalendar.form.total", currencySign(stay.currency, locale))}
        hint={t("dashboard.bookingCalendar.form.totalHint")}
        optional
        maxLength={20}
        className="sm:col-span-2"
      />
      {stay.guest.email && (
        <div className="sm:col-span-2">
          <GuestMessageField />
        </div>
      )}
      <div className="sm:col-span-2">
        <CheckboxField name="overrideRules" label={f("override")} />
      </div>
    </ChangeForm>
  );
}

/** Other nights, another unit or a new label for a block: the nights re-checked on the server; refusals beside their fields. */
export function ChangeBlockCard({ data }: { data: StayPageData }) {
  const { t } = useI18n();
  const f = useFormWords();
  const { stay, units } = data;
  return (
    <ChangeForm stayId={stay.id} intent="changeBlock" fields={BLOCK_CHANGE_FIELDS}>
      <UnitChoice units={units} unitId={stay.unit.id} label={f("unit")} />
      <TextField name="checkIn" type="date" label={f("checkIn")} defaultValue={stay.checkIn} />
      <TextField name="checkOut" type="date" label={f("checkOut")} defaultValue={stay.checkOut} />
      <TextField
        name="label"
        label={f("label")}
        hint={t("dashboard.bookingCalendar.form.labelHint")}
        optional
        maxLength={80}
        defaultValue={stay.label ?? ""}
        className="sm:col-span-2"
      />
    </ChangeForm>
  );
}
