import type { ReactNode } from "react";
import { hhmm } from "../../../../modules/guest-messages/clock-time.ts";
import type { RuleView } from "../../../../modules/guest-messages/message-rules-store.ts";
import { SITE_LANGUAGE_NAMES, type SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { MESSAGE_TRIGGERS } from "../../../../modules/message-rules/message-triggers.ts";
import type { StayChannel } from "../../../../modules/message-rules/rule-conditions.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { CheckboxField, fieldId, SelectField, TextField, useFieldKit } from "../../forms/fields.tsx";

const F = "dashboard.messages.rules.fields";
/** As rule-conditions.ts lists them (not imported: it brings the schema library into the page's script). */
const STAY_CHANNELS: readonly StayChannel[] = ["direct", "phone", "imported"];
const NEW_RULE: Record<string, string> = {
  trigger: "before_arrival",
  days: "3",
  hours: "",
  at: "10:00",
  quiet: "on",
  quietFrom: "21:00",
  quietUntil: "09:00",
  paid: "any",
  late: "send",
  holdUntilPaid: "",
};

/** A rule as its form shows it; day counts are never negative there. */
export function ruleFormValues(rule: RuleView | undefined): Record<string, string> {
  if (!rule) return NEW_RULE;
  const n = (value: number | undefined) => (value === undefined ? "" : String(value));
  const c = rule.conditions;
  return {
    trigger: rule.trigger,
    days: String(Math.abs(rule.days)),
    hours: rule.hours ? String(rule.hours) : "",
    at: rule.atMinute === null ? "" : hhmm(rule.atMinute),
    quiet: rule.quietFrom === null ? "" : "on",
    quietFrom: rule.quietFrom === null ? "21:00" : hhmm(rule.quietFrom),
    quietUntil: rule.quietUntil === null ? "09:00" : hhmm(rule.quietUntil),
    nightsMin: n(c.nights?.min),
    nightsMax: n(c.nights?.max),
    guestsMin: n(c.guests?.min),
    guestsMax: n(c.guests?.max),
    leadMin: n(c.leadDays?.min),
    leadMax: n(c.leadDays?.max),
    paid: c.paidInFull === undefined ? "any" : c.paidInFull ? "paid" : "unpaid",
    late: rule.late,
    holdUntilPaid: rule.holdUntilPaid ? "on" : "",
    templateId: rule.templateId,
  };
}

/** A group of fields under a legend whose one problem (`errorFor`) it shows. */
function Group({
  legend,
  hint,
  errorFor,
  children,
}: {
  legend: string;
  hint?: string;
  errorFor?: string;
  children: ReactNode;
}) {
  const kit = useFieldKit();
  const id = fieldId(kit.formId, errorFor ?? legend.replace(/\W+/g, "-"));
  const error = errorFor ? kit.errors[errorFor] : undefined;
  const message = typeof error === "string" ? error : error?.[0];
  return (
    <fieldset
      id={errorFor ? id : undefined}
      tabIndex={errorFor ? -1 : undefined}
      aria-describedby={[hint ? `${id}-hint` : "", message ? `${id}-error` : ""].join(" ").trim() || undefined}
      className="space-y-3 rounded-xl border border-slate-200 p-4 outline-none"
    >
      <legend className="px-1 font-semibold text-pine-950">{legend}</legend>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-coral-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The fields of a rule: when (trigger, days, hours, time on the property's clock, quiet
 * hours), for which stays (conditions), late bookings, waiting for payment and the message.
 */
export function RuleFields({
  values,
  lists,
  templates,
  units,
  languages,
  timeZone,
}: {
  /** The rule's own values, or what was typed when the form was refused. */
  values: Record<string, string>;
  lists: { unitIds: string[]; channels: string[]; languages: string[] };
  templates: readonly { id: string; name: string }[];
  units: readonly { id: string; name: string }[];
  languages: readonly SiteLang[];
  timeZone: string;
}) {
  const { t } = useI18n();
  const kit = useFieldKit();
  const value = (name: string) => kit.values[name] ?? values[name] ?? "";
  const ticked = (list: keyof typeof lists, item: string) => lists[list].includes(item);
  return (
    <>
      <Group legend={t(`${F}.timing`)}>
        <SelectField
          name="trigger"
          label={t(`${F}.trigger`)}
          defaultValue={value("trigger")}
          options={MESSAGE_TRIGGERS.map((trigger) => ({
            value: trigger,
            label: t(`dashboard.messages.rules.triggers.${trigger}`),
          }))}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            type="number"
            name="days"
            label={t(`${F}.days`)}
            min={0}
            max={365}
            optional
            defaultValue={value("days")}
          />
          <TextField
            name="at"
            label={t(`${F}.at`)}
            optional
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            defaultValue={value("at")}
          />
          <TextField
            type="number"
            name="hours"
            label={t(`${F}.hours`)}
            min={0}
            max={72}
            optional
            defaultValue={value("hours")}
          />
        </div>
        <p className="text-sm text-slate-600">{t(`${F}.daysHint`)}</p>
        <p className="text-sm text-slate-600">{t(`${F}.atHint`, { zone: timeZone })}</p>
        <p className="text-sm text-slate-600">{t(`${F}.hoursHint`)}</p>
      </Group>

      <Group legend={t(`${F}.quiet`)} hint={t(`${F}.quietHint`)}>
        <CheckboxField name="quiet" label={t(`${F}.quietOn`)} defaultChecked={value("quiet") === "on"} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="quietFrom"
            label={t(`${F}.quietFrom`)}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            defaultValue={value("quietFrom")}
          />
          <TextField
            name="quietUntil"
            label={t(`${F}.quietUntil`)}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            defaultValue={value("quietUntil")}
          />
        </div>
      </Group>

      <Group legend={t(`${F}.conditions`)} hint={t(`${F}.conditionsHint`)}>
        {units.length > 1 && (
          <Group legend={t(`${F}.units`)} errorFor="unitIds">
            {units.map((unit) => (
              <CheckboxField
                key={unit.id}
                name="unitIds"
                value={unit.id}
                label={unit.name}
                defaultChecked={ticked("unitIds", unit.id)}
              />
            ))}
          </Group>
        )}
        <Group legend={t(`${F}.channels`)}>
          {STAY_CHANNELS.map((channel) => (
            <CheckboxField
              key={channel}
              name="channels"
              value={channel}
              label={t(`dashboard.messages.rules.channels.${channel}`)}
              defaultChecked={ticked("channels", channel)}
            />
          ))}
        </Group>
        {languages.length > 1 && (
          <Group legend={t(`${F}.languages`)}>
            {languages.map((lang) => (
              <CheckboxField
                key={lang}
                name="languages"
                value={lang}
                label={SITE_LANGUAGE_NAMES[lang]}
                defaultChecked={ticked("languages", lang)}
              />
            ))}
          </Group>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {(["nightsMin", "nightsMax", "guestsMin", "guestsMax", "leadMin", "leadMax"] as const).map((name) => (
            <TextField
              key={name}
              type="number"
              name={name}
              label={t(`${F}.${name}`)}
              min={0}
              max={1000}
              optional
              defaultValue={value(name)}
            />
          ))}
        </div>
        <SelectField
          name="paid"
          label={t(`${F}.paid`)}
          defaultValue={value("paid") || "any"}
          options={[
            { value: "any", label: t(`${F}.paidAny`) },
            { value: "paid", label: t(`${F}.paidPaid`) },
            { value: "unpaid", label: t(`${F}.paidUnpaid`) },
          ]}
        />
      </Group>

      <SelectField
        name="late"
        label={t(`${F}.late`)}
        defaultValue={value("late") || "send"}
        options={[
          { value: "send", label: t(`${F}.lateSend`) },
          { value: "skip", label: t(`${F}.lateSkip`) },
        ]}
      />
      <CheckboxField
        name="holdUntilPaid"
        label={t(`${F}.holdUntilPaid`)}
        defaultChecked={value("holdUntilPaid") === "on"}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="templateId"
          label={t(`${F}.templateId`)}
          defaultValue={value("templateId") || templates[0]?.id || "new"}
          options={[
            ...templates.map((template) => ({ value: template.id, label: template.name })),
            { value: "new", label: t(`${F}.templateNew`) },
          ]}
        />
        <TextField
          name="newTemplateName"
          label={t(`${F}.newTemplateName`)}
          hint={t(`${F}.newTemplateNameHint`)}
          optional
          maxLength={80}
          autoComplete="off"
          defaultValue={value("newTemplateName")}
        />
      </div>
    </>
  );
}
