import { z } from "zod";
import { SITE_LANGUAGES, type SiteLang } from "../i18n/site-languages.ts";

/** How a stay came in: the owner's site, entered by the owner (phone, email), or a channel's calendar. */
export const STAY_CHANNELS = ["direct", "phone", "imported"] as const;
export type StayChannel = (typeof STAY_CHANNELS)[number];

/** The channel a stay's `source` column names: `direct`, `manual`, or the channel of an import. */
export function stayChannel(source: string): StayChannel {
  if (source === "direct") return "direct";
  return source === "manual" ? "phone" : "imported";
}

const range = z
  .object({ min: z.int().min(0).max(1000).optional(), max: z.int().min(0).max(1000).optional() })
  .strict()
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, { message: "min_above_max" });

/**
 * Which stays a rule is for; a condition left out holds for every stay. Stored as JSON and
 * read back through this schema, so a row edited by hand cannot make a rule match by accident.
 */
export const ruleConditionsSchema = z
  .object({
    unitIds: z.array(z.uuid()).max(200).optional(),
    channels: z.array(z.enum(STAY_CHANNELS)).max(STAY_CHANNELS.length).optional(),
    nights: range.optional(),
    guests: range.optional(),
    languages: z.array(z.enum(SITE_LANGUAGES)).max(SITE_LANGUAGES.length).optional(),
    /** true: only once everything due is paid; false: only while something is still open. */
    paidInFull: z.boolean().optional(),
    /** Days between the booking and the arrival. */
    leadDays: range.optional(),
  })
  .strict();
export type RuleConditions = z.infer<typeof ruleConditionsSchema>;

/** What the conditions are checked against: the stay as it is when its message is due. */
export type StayFacts = {
  unitId: string;
  channel: StayChannel;
  nights: number;
  guests: number;
  lang: SiteLang;
  paidInFull: boolean;
  leadDays: number;
};

type Range = { min?: number | undefined; max?: number | undefined };
const within = (value: number, r: Range | undefined) =>
  !r || ((r.min === undefined || value >= r.min) && (r.max === undefined || value <= r.max));
const among = <T>(value: T, list: readonly T[] | undefined) => !list || list.length === 0 || list.includes(value);

/** The first condition a stay fails, so a skipped message can say why; null when all hold. */
export function failedCondition(conditions: RuleConditions, stay: StayFacts): keyof RuleConditions | null {
  if (!among(stay.unitId, conditions.unitIds)) return "unitIds";
  if (!among(stay.channel, conditions.channels)) return "channels";
  if (!within(stay.nights, conditions.nights)) return "nights";
  if (!within(stay.guests, conditions.guests)) return "guests";
  if (!among(stay.lang, conditions.languages)) return "languages";
  if (conditions.paidInFull !== undefined && conditions.paidInFull !== stay.paidInFull) return "paidInFull";
  if (!within(stay.leadDays, conditions.leadDays)) return "leadDays";
  return null;
}
