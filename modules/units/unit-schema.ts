import { z } from "zod";
import { SITE_LANGUAGES, type SiteLang, type SiteText } from "../i18n/site-languages.ts";
import { type RichDoc, richDocSchema } from "../rich-text/rich-doc.ts";
import { asOneLine } from "../text/single-line.ts";
import { multiLine } from "../text/text-checks.ts";
import { FACILITIES, type Facility } from "./facilities.ts";
import { UNIT_TYPES } from "./unit-types.ts";

export const UNIT_LIMITS = {
  name: 80,
  shortDescription: 300,
  houseRules: 2_000,
  checkInInstructions: 2_000,
  guests: 500,
  rooms: 200,
  beds: 500,
  sizeM2: 30_000,
} as const;

const lang = z.enum(SITE_LANGUAGES);
/** A description or the house rules: tabs and line breaks, no other control character (the form refuses them beside the field). */
const text = (max: number) =>
  z.partialRecord(lang, z.string().trim().check(multiLine("controls")).max(max)).default({}) as z.ZodType<
    SiteText,
    SiteText | undefined
  >;
/** A name is one line whatever reached the module: the form refuses control characters, a name saved before keeps its words. */
const line = (max: number) =>
  z.partialRecord(lang, z.string().trim().max(max).transform(asOneLine)).default({}) as z.ZodType<
    SiteText,
    SiteText | undefined
  >;
const time = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "time");

/** A unit as the owner edits it. The name in the site's main language is required (checked by the caller). */
export const unitInputSchema = z.object({
  name: line(UNIT_LIMITS.name),
  type: z.enum(UNIT_TYPES),
  shortDescription: text(UNIT_LIMITS.shortDescription),
  longDescription: z.partialRecord(lang, richDocSchema).default({}) as z.ZodType<
    Partial<Record<SiteLang, RichDoc>>,
    Partial<Record<SiteLang, RichDoc>> | undefined
  >,
  houseRules: text(UNIT_LIMITS.houseRules),
  /** Private (a door code, the wifi): never on the public pages, only on a paid booking's guest page. */
  checkInInstructions: text(UNIT_LIMITS.checkInInstructions),
  maxGuests: z.number().int().min(1).max(UNIT_LIMITS.guests),
  bedrooms: z.number().int().min(0).max(UNIT_LIMITS.rooms),
  beds: z.number().int().min(0).max(UNIT_LIMITS.beds),
  bathrooms: z.number().int().min(0).max(UNIT_LIMITS.rooms),
  sizeM2: z.number().int().min(1).max(UNIT_LIMITS.sizeM2).nullable().default(null),
  facilities: z
    .array(z.enum(FACILITIES as [Facility, ...Facility[]]))
    .max(FACILITIES.length)
    .default([])
    .transform((keys) => [...new Set(keys)]),
  checkInFrom: time.default("15:00"),
  checkInUntil: time.default("20:00"),
  checkOutUntil: time.default("10:00"),
  coverPhotoId: z.uuid().nullable().default(null),
});

export type UnitInput = z.infer<typeof unitInputSchema>;
