import { z } from "zod";
import { SITE_LANGUAGES } from "../i18n/site-languages.ts";
import { isUuid } from "../ids/uuid.ts";
import { dayBounds, MESSAGE_TRIGGERS, type MessageTrigger } from "../message-rules/message-triggers.ts";
import { type RuleConditions, ruleConditionsSchema, STAY_CHANNELS } from "../message-rules/rule-conditions.ts";
import { type FieldErrors, fieldErrors } from "../onboarding/field-errors.ts";
import { minuteOf } from "./clock-time.ts";

/** The problems the rule form can have; each is a text in the dashboard's words. */
export const RULE_ERROR_KEYS = [
  "required",
  "choice",
  "wholeNumber",
  "days",
  "time",
  "hoursWithTime",
  "rangeOrder",
  "unit",
  "template",
  "templateName",
] as const;
export type RuleErrorKey = (typeof RULE_ERROR_KEYS)[number];
export type RuleFieldErrors = FieldErrors<RuleErrorKey>;

/** A rule as the owner sets it up, checked: what message-rules-store.ts stores. */
export type RuleInput = {
  trigger: MessageTrigger;
  /** Signed as the trigger counts: before arrival is negative. */
  days: number;
  hours: number;
  atMinute: number | null;
  quietFrom: number | null;
  quietUntil: number | null;
  conditions: RuleConditions;
  late: "send" | "skip";
  holdUntilPaid: boolean;
  /** An existing template of the site, or the name of a new one. */
  template: { id: string } | { newName: string };
};

/** The ticked boxes of the form, as lists. */
export type RuleLists = { unitIds: string[]; channels: string[]; languages: string[] };

/** Whether the form's day count runs back from the anchor (shown as "3 days before"). */
export function countsBack(trigger: MessageTrigger): boolean {
  return dayBounds(trigger).max < 0;
}

/** The day count the form shows and takes: never negative, whichever way the trigger counts. */
export function formDayBounds(trigger: MessageTrigger): { min: number; max: number } {
  const { min, max } = dayBounds(trigger);
  return countsBack(trigger) ? { min: -max, max: -min } : { min, max };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const trimmed = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? "");

function count(min: number, max: number) {
  return trimmed.pipe(
    z
      .string()
      .refine((value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max), {
        error: "wholeNumber",
        params: { min, max },
      }),
  );
}
const time = trimmed.pipe(z.string().refine((value) => value === "" || TIME.test(value), "time"));
const optionalNumber = (value: string) => (value === "" ? undefined : Number(value));

const schema = z
  .object({
    trigger: z.enum(MESSAGE_TRIGGERS, { error: "choice" }),
    days: count(0, 365),
    hours: count(0, 72),
    at: time,
    // Tick boxes: "on" when ticked, absent otherwise.
    quiet: trimmed,
    quietFrom: time,
    quietUntil: time,
    nightsMin: count(0, 1000),
    nightsMax: count(0, 1000),
    guestsMin: count(0, 1000),
    guestsMax: count(0, 1000),
    leadMin: count(0, 1000),
    leadMax: count(0, 1000),
    paid: z.enum(["any", "paid", "unpaid"], { error: "choice" }),
    late: z.enum(["send", "skip"], { error: "choice" }),
    holdUntilPaid: trimmed,
    templateId: trimmed,
    newTemplateName: trimmed.pipe(z.string().max(80, { error: "templateName" })),
    unitIds: z.array(z.string()).max(200),
    channels: z.array(z.enum(STAY_CHANNELS, { error: "choice" })).max(STAY_CHANNELS.length),
    languages: z.array(z.enum(SITE_LANGUAGES, { error: "choice" })).max(SITE_LANGUAGES.length),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: RuleErrorKey, params?: Record<string, number>) =>
      ctx.addIssue({ code: "custom", path: [path], message, params });
    const bounds = formDayBounds(form.trigger);
    const days = form.days === "" ? 0 : Number(form.days);
    if (days < bounds.min || days > bounds.max) issue("days", "days", bounds);
    if (form.at !== "" && form.hours !== "" && Number(form.hours) > 0) issue("hours", "hoursWithTime");
    if (form.quiet === "on") {
      if (form.quietFrom === "") issue("quietFrom", "time");
      if (form.quietUntil === "") issue("quietUntil", "time");
    }
    for (const [min, max] of [
      ["nightsMin", "nightsMax"],
      ["guestsMin", "guestsMax"],
      ["leadMin", "leadMax"],
    ] as const) {
      if (form[min] !== "" && form[max] !== "" && Number(form[min]) > Number(form[max])) issue(max, "rangeOrder");
    }
    if (form.templateId === "new") {
      if (form.newTemplateName === "") issue("newTemplateName", "templateName");
    } else if (!isUuid(form.templateId)) issue("templateId", "template");
    if (form.unitIds.some((id) => !isUuid(id))) issue("unitIds", "unit");
  });

export type ParsedRule = { success: true; data: RuleInput } | { success: false; errors: RuleFieldErrors };

/**
 * The rule form, checked (issue 19 §1): a trigger, a day count in the direction the trigger
 * counts, hours only where no time of day is given, times as HH:MM on the property's clock,
 * conditions as rule-conditions.ts stores them. Unit and template ids are checked against
 * the owner's site by the store, not here.
 */
export function parseRuleInput(form: Record<string, string>, lists: RuleLists): ParsedRule {
  const parsed = schema.safeParse({ ...form, ...lists });
  if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues, RULE_ERROR_KEYS, "required") };
  const f = parsed.data;
  const days = f.days === "" ? 0 : Number(f.days);
  const range = (min: string, max: string) =>
    min === "" && max === "" ? undefined : { min: optionalNumber(min), max: optionalNumber(max) };
  const conditions = ruleConditionsSchema.parse(
    Object.fromEntries(
      Object.entries({
        unitIds: f.unitIds.length ? [...new Set(f.unitIds)] : undefined,
        channels: f.channels.length ? [...new Set(f.channels)] : undefined,
        languages: f.languages.length ? [...new Set(f.languages)] : undefined,
        nights: range(f.nightsMin, f.nightsMax),
        guests: range(f.guestsMin, f.guestsMax),
        leadDays: range(f.leadMin, f.leadMax),
        paidInFull: f.paid === "any" ? undefined : f.paid === "paid",
      }).filter(([, value]) => value !== undefined),
    ),
  );
  const at = f.at === "" ? null : minuteOf(f.at);
  return {
    success: true,
    data: {
      trigger: f.trigger,
      days: countsBack(f.trigger) ? -days : days,
      hours: at === null && f.hours !== "" ? Number(f.hours) : 0,
      atMinute: at,
      quietFrom: f.quiet === "on" ? minuteOf(f.quietFrom) : null,
      quietUntil: f.quiet === "on" ? minuteOf(f.quietUntil) : null,
      conditions,
      late: f.late,
      holdUntilPaid: f.holdUntilPaid === "on",
      template: f.templateId === "new" ? { newName: f.newTemplateName } : { id: f.templateId },
    },
  };
}

/** The single-value fields of the rule form, as the page sends them and gets them back after a refusal. */
export const RULE_FIELDS = [
  "trigger",
  "days",
  "hours",
  "at",
  "quiet",
  "quietFrom",
  "quietUntil",
  "nightsMin",
  "nightsMax",
  "guestsMin",
  "guestsMax",
  "leadMin",
  "leadMax",
  "paid",
  "late",
  "holdUntilPaid",
  "templateId",
  "newTemplateName",
] as const;
