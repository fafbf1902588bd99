import { Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { ISO_WEEKDAYS } from "../../../../modules/dates/stay-date.ts";
import {
  BOOKING_MODES,
  RATE_PLAN_LIMITS as L,
  TOURIST_TAX_KINDS,
} from "../../../../modules/pricing/rate-plan-choices.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { IntentForm } from "../../account/intent-form.tsx";
import { FieldShell, fieldId, SelectField } from "../../forms/fields.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ExampleQuote } from "./example-quote.tsx";
import { PaymentGroup } from "./payment-group.tsx";
import {
  CHOICE_SCOPE,
  Group,
  GroupProblem,
  MoneyField,
  PercentField,
  PricingCurrency,
  RadioCards,
  ShownWhen,
  WeekdayBoxes,
  WholeField,
} from "./pricing-fields.tsx";
import {
  type DiscountRow,
  discountFieldName,
  discountInputName,
  newRowKey,
  PRICING_FORM_ID,
  type PricingField,
  pricingValuesFrom,
  readPricingValues,
  type SeasonPart,
  type SeasonRow,
  seasonFieldName,
  seasonInputName,
} from "./pricing-form.ts";
import type { PricingAnswer, PricingPageData } from "./pricing-views.ts";

const EMPTY_SEASON: Omit<SeasonRow, "key"> = {
  name: "",
  from: "",
  until: "",
  nightly: "",
  minNights: "",
  priority: "",
};

/** After a row is added, its first field gets the focus. */
function useFocusAfterAdd() {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    document.getElementById(pending.current)?.focus();
    pending.current = null;
  });
  return (id: string) => {
    pending.current = id;
  };
}

/**
 * Every rule of one unit's rate plan in one form, with an example stay beside it priced as the
 * owner types (the form is read in the browser the way the server reads it). A refused form
 * comes back with every value as typed and each problem beside its field.
 */
export function PricingEditor({ data, answer }: { data: PricingPageData; answer: PricingAnswer | undefined }) {
  const { t } = useI18n();
  const failed = answer && !answer.ok && answer.intent === "save" ? answer : undefined;
  const values = failed?.values ?? data.values;
  const { fields } = values;
  const [seasons, setSeasons] = useState(values.seasons);
  const [discounts, setDiscounts] = useState(values.discounts);
  const [live, setLive] = useState(() => readPricingValues(values, data.plan));
  const focusLater = useFocusAfterAdd();

  const recompute = useCallback(() => {
    const form = document.getElementById(PRICING_FORM_ID);
    if (form instanceof HTMLFormElement) setLive(readPricingValues(pricingValuesFrom(new FormData(form)), data.plan));
  }, [data.plan]);
  // A row added or removed changes the plan too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are what changes the form
  useEffect(recompute, [recompute, seasons, discounts]);

  const label = (name: PricingField) => t(`dashboard.pricing.fields.${name}`);
  const seasonLabel = (part: SeasonPart) => t(`dashboard.pricing.season.${part}`);
  const labels: Record<string, string> = {
    ...Object.fromEntries(Object.keys(fields).map((name) => [name, label(name as PricingField)])),
    seasons: t("dashboard.pricing.groups.seasons"),
    discounts: t("dashboard.pricing.fields.lengthOfStay"),
    checkInDays: t("dashboard.pricing.fields.checkInDays"),
    checkOutDays: t("dashboard.pricing.fields.checkOutDays"),
  };
  seasons.forEach((row, i) => {
    const heading = t("dashboard.pricing.season.heading", { number: i + 1 });
    for (const part of Object.keys(EMPTY_SEASON) as SeasonPart[]) {
      labels[seasonFieldName(row.key, part)] = `${heading}, ${seasonLabel(part)}`;
    }
  });
  for (const row of discounts) {
    labels[discountFieldName(row.key, "nights")] = t("dashboard.pricing.fields.discountNights");
    labels[discountFieldName(row.key, "percent")] = t("dashboard.pricing.fields.discountPercent");
  }
  const days = ISO_WEEKDAYS.map((d) => ({ value: String(d), label: t(`dashboard.pricing.weekdays.${d}`) }));

  const addSeason = () => {
    const key = newRowKey(seasons.map((s) => s.key));
    setSeasons([...seasons, { key, ...EMPTY_SEASON }]);
    focusLater(fieldId(PRICING_FORM_ID, seasonFieldName(key, "name")));
  };
  const addDiscount = () => {
    const key = newRowKey(discounts.map((d) => d.key));
    setDiscounts([...discounts, { key, nights: "", percent: "" }]);
    focusLater(fieldId(PRICING_FORM_ID, discountFieldName(key, "nights")));
  };

  return (
    <PricingCurrency.Provider value={data.currency}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {/* Typing anywhere in the form prices the example again. */}
          <div onInput={recompute} onChange={recompute} className={CHOICE_SCOPE}>
            <IntentForm
              id={PRICING_FORM_ID}
              intent="save"
              answer={
                failed
                  ? { problems: failed.problems, values: failed.values.fields, attempt: failed.attempt }
                  : undefined
              }
              labels={labels}
              hidden={{ unitId: data.unitId }}
              submitLabel={t("dashboard.pricing.save")}
              pendingLabel={t("dashboard.pricing.saving")}
              layout="section"
              tone="primary"
            >
              <Group legend={t("dashboard.pricing.groups.nightly")}>
                <div className="grid gap-5 sm:grid-cols-2">
                  <MoneyField
                    name="baseNightly"
                    label={label("baseNightly")}
                    hint={t("dashboard.pricing.fields.baseNightlyHint")}
                    defaultValue={fields.baseNightly}
                  />
                  <MoneyField
                    name="weekendNightly"
                    label={label("weekendNightly")}
                    hint={t("dashboard.pricing.fields.weekendNightlyHint")}
                    optional
                    defaultValue={fields.weekendNightly}
                  />
                </div>
              </Group>

              <Group legend={t("dashboard.pricing.groups.seasons")} id={fieldId(PRICING_FORM_ID, "seasons")}>
                <GroupProblem name="seasons" />
                {seasons.length === 0 && <p className="text-slate-700">{t("dashboard.pricing.season.empty")}</p>}
                {seasons.map((row, i) => (
                  <SeasonRowFields
                    key={row.key}
                    row={row}
                    number={i + 1}
                    onRemove={() => setSeasons(seasons.filter((s) => s.key !== row.key))}
                  />
                ))}
                <button type="button" onClick={addSeason} className={buttonClass("ghost", "md")}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t("dashboard.pricing.season.add")}
                </button>
              </Group>

              <Group legend={t("dashboard.pricing.groups.stay")}>
                <div className="grid gap-5 sm:grid-cols-2">
                  <WholeField
                    name="minNights"
                    label={label("minNights")}
                    min={1}
                    max={L.nights}
                    defaultValue={fields.minNights}
                  />
                  <WholeField
                    name="maxNights"
                    label={label("maxNights")}
                    min={1}
                    max={L.nights}
                    defaultValue={fields.maxNights}
                  />
                </div>
                <WeekdayBoxes
                  name="checkInDays"
                  legend={t("dashboard.pricing.fields.checkInDays")}
                  hint={t("dashboard.pricing.fields.daysHint")}
                  days={days}
                  checked={values.checkInDays}
                />
                <WeekdayBoxes
                  name="checkOutDays"
                  legend={t("dashboard.pricing.fields.checkOutDays")}
                  hint={t("dashboard.pricing.fields.daysHint")}
                  days={days}
                  checked={values.checkOutDays}
                />
                <div className="grid gap-5 sm:grid-cols-2">
                  <WholeField
                    name="leadTimeDays"
                    label={label("leadTimeDays")}
                    hint={t("dashboard.pricing.fields.leadTimeDaysHint")}
                    min={0}
                    max={L.leadTimeDays}
                    defaultValue={fields.leadTimeDays}
                  />
                  <WholeField
                    name="bookingWindowDays"
                    label={label("bookingWindowDays")}
                    hint={t("dashboard.pricing.fields.bookingWindowDaysHint")}
                    min={1}
                    max={L.bookingWindowDays}
                    defaultValue={fields.bookingWindowDays}
                  />
                </div>
              </Group>

              <Group legend={t("dashboard.pricing.groups.fees")}>
                <div className="grid gap-5 sm:grid-cols-2">
                  <MoneyField
                    name="cleaningFee"
                    label={label("cleaningFee")}
                    optional
                    defaultValue={fields.cleaningFee}
                  />
                </div>
                <div className="grid gap-5 sm:grid-cols-2">
                  <WholeField
                    name="extraGuestAbove"
                    label={label("extraGuestAbove")}
                    hint={t("dashboard.pricing.fields.extraGuestAboveHint")}
                    optional
                    min={1}
                    max={L.guests}
                    defaultValue={fields.extraGuestAbove}
                  />
                  <MoneyField
                    name="extraGuestFee"
                    label={label("extraGuestFee")}
                    optional
                    defaultValue={fields.extraGuestFee}
                  />
                </div>
                {/* The select has a row of its own: its choices are longer than half the form. */}
                <div className="grid gap-5 sm:grid-cols-2">
                  <div className="sm:col-span-2">
                    <SelectField
                      name="touristTaxKind"
                      label={label("touristTaxKind")}
                      hint={t("dashboard.pricing.fields.touristTaxKindHint")}
                      defaultValue={fields.touristTaxKind}
                      options={TOURIST_TAX_KINDS.map((kind) => ({
                        value: kind,
                        label: t(`dashboard.pricing.fields.touristTaxKinds.${kind}`),
                      }))}
                    />
                  </div>
                  {/* Both stay in the form, so switching back finds what was typed. */}
                  <ShownWhen choice="perPersonTax">
                    <MoneyField
                      name="touristTaxAmount"
                      label={label("touristTaxAmount")}
                      defaultValue={fields.touristTaxAmount}
                    />
                  </ShownWhen>
                  <ShownWhen choice="percentTax">
                    <PercentField
                      name="touristTaxPercent"
                      label={label("touristTaxPercent")}
                      defaultValue={fields.touristTaxPercent}
                    />
                  </ShownWhen>
                </div>
              </Group>

              <Group legend={t("dashboard.pricing.groups.discounts")}>
                <div id={fieldId(PRICING_FORM_ID, "discounts")} tabIndex={-1} className="space-y-3">
                  <p className="font-semibold text-pine-950">{t("dashboard.pricing.fields.lengthOfStay")}</p>
                  <p className="text-sm text-slate-600">{t("dashboard.pricing.fields.lengthOfStayHint")}</p>
                  <GroupProblem name="discounts" />
                  {discounts.map((row) => (
                    <DiscountRowFields
                      key={row.key}
                      row={row}
                      onRemove={() => setDiscounts(discounts.filter((d) => d.key !== row.key))}
                    />
                  ))}
                  <button type="button" onClick={addDiscount} className={buttonClass("ghost", "md")}>
                    <Plus aria-hidden="true" className="size-4" />
                    {t("dashboard.pricing.fields.addDiscount")}
                  </button>
                </div>
                <BookingTimeDiscount rule="lastMinute" minDays={0} fields={fields} />
                <BookingTimeDiscount rule="earlyBooking" minDays={1} fields={fields} />
              </Group>

              <Group legend={t("dashboard.pricing.groups.booking")}>
                <RadioCards
                  name="bookingMode"
                  legend={label("bookingMode")}
                  options={BOOKING_MODES.map((m) => ({
                    value: m,
                    label: t(`dashboard.pricing.fields.bookingModes.${m}`),
                  }))}
                  checked={fields.bookingMode}
                />
                <ShownWhen choice="request">
                  <WholeField
                    name="requestHoldHours"
                    label={label("requestHoldHours")}
                    hint={t("dashboard.pricing.fields.requestHoldHoursHint", { hours: data.platformHoldHours })}
                    optional
                    min={L.requestHoldHours.min}
                    max={L.requestHoldHours.max}
                    defaultValue={fields.requestHoldHours}
                  />
                </ShownWhen>
                <RadioCards
                  name="cancellationPolicy"
                  legend={label("cancellationPolicy")}
                  hint={t("dashboard.pricing.fields.cancellationPolicyHint")}
                  options={data.policies.map((p) => ({ value: p.value, label: p.name, description: p.text }))}
                  checked={fields.cancellationPolicy}
                />
              </Group>

              <PaymentGroup fields={fields} returnDays={live.plan.depositReturnDays} />
            </IntentForm>
          </div>
        </div>
        <div className="min-w-0">
          <ExampleQuote
            plan={live.plan}
            maxGuests={data.maxGuests}
            today={data.today}
            hasProblems={Object.keys(live.problems).length > 0}
            currency={data.currency}
          />
        </div>
      </div>
    </PricingCurrency.Provider>
  );
}

/**
 * A discount by when the stay is booked (last minute: at most so many days before; early:
 * at least so many days before): its days and its percentage side by side, under its name.
 */
function BookingTimeDiscount({
  rule,
  minDays,
  fields,
}: {
  rule: "lastMinute" | "earlyBooking";
  minDays: number;
  fields: Record<PricingField, string>;
}) {
  const { t } = useI18n();
  const label = (name: PricingField) => t(`dashboard.pricing.fields.${name}`);
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold text-pine-950">{t(`dashboard.pricing.fields.${rule}`)}</legend>
      <p className="mt-1 text-sm text-slate-600">{t(`dashboard.pricing.fields.${rule}Hint`)}</p>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">
        <WholeField
          name={`${rule}Days`}
          label={label(`${rule}Days`)}
          optional
          min={minDays}
          max={L.discountDays}
          defaultValue={fields[`${rule}Days`]}
        />
        <PercentField
          name={`${rule}Percent`}
          label={label(`${rule}Percent`)}
          optional
          defaultValue={fields[`${rule}Percent`]}
        />
      </div>
    </fieldset>
  );
}

function SeasonRowFields({ row, number, onRemove }: { row: SeasonRow; number: number; onRemove: () => void }) {
  const { t } = useI18n();
  const name = (part: SeasonPart) => seasonFieldName(row.key, part);
  const label = (part: SeasonPart) => t(`dashboard.pricing.season.${part}`);
  const heading = t("dashboard.pricing.season.heading", { number });
  return (
    <div className="rounded-xl bg-sand-50 p-4 ring-1 ring-slate-200" data-season={row.key}>
      <input type="hidden" name="seasonKey" value={row.key} />
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="font-semibold text-pine-950">{heading}</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={
            row.name.trim()
              ? t("dashboard.pricing.season.remove", { name: row.name.trim() })
              : t("dashboard.pricing.season.removeUnnamed")
          }
          className={buttonClass("ghost", "md", "px-3")}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell
          name={name("name")}
          label={label("name")}
          hint={t("dashboard.pricing.season.nameHint")}
          defaultValue={row.name}
          className="sm:col-span-2"
          control={(props) => <input {...props} name={seasonInputName("name")} type="text" maxLength={L.seasonName} />}
        />
        {(["from", "until"] as const).map((part) => (
          <FieldShell
            key={part}
            name={name(part)}
            label={label(part)}
            defaultValue={row[part]}
            control={(props) => <input {...props} name={seasonInputName(part)} type="date" />}
          />
        ))}
        <MoneyField
          name={name("nightly")}
          inputName={seasonInputName("nightly")}
          label={label("nightly")}
          defaultValue={row.nightly}
        />
        <WholeField
          name={name("minNights")}
          inputName={seasonInputName("minNights")}
          label={label("minNights")}
          hint={t("dashboard.pricing.season.minNightsHint")}
          optional
          min={1}
          max={L.nights}
          defaultValue={row.minNights}
        />
        <WholeField
          name={name("priority")}
          inputName={seasonInputName("priority")}
          label={label("priority")}
          hint={t("dashboard.pricing.season.priorityHint")}
          optional
          min={0}
          max={L.seasonPriority}
          defaultValue={row.priority}
          className="sm:col-span-2"
        />
      </div>
    </div>
  );
}

function DiscountRowFields({ row, onRemove }: { row: DiscountRow; onRemove: () => void }) {
  const { t } = useI18n();
  return (
    <div className="flex items-end gap-3" data-discount={row.key}>
      <input type="hidden" name="discountKey" value={row.key} />
      <WholeField
        name={discountFieldName(row.key, "nights")}
        inputName={discountInputName("nights")}
        label={t("dashboard.pricing.fields.discountNights")}
        min={2}
        max={L.nights}
        defaultValue={row.nights}
        className="flex-1"
      />
      <PercentField
        name={discountFieldName(row.key, "percent")}
        inputName={discountInputName("percent")}
        label={t("dashboard.pricing.fields.discountPercent")}
        defaultValue={row.percent}
        className="flex-1"
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label={
          row.nights.trim()
            ? t("dashboard.pricing.fields.removeDiscount", { nights: row.nights.trim() })
            : t("dashboard.pricing.fields.removeEmptyDiscount")
        }
        className={buttonClass("ghost", "md", "mb-1 px-3")}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
