import type { SiteLang, SiteText } from "../../../../modules/i18n/site-languages.ts";
import type { RichDoc } from "../../../../modules/rich-text/rich-doc.ts";
import { hasStrayControlCharacter } from "../../../../modules/text/multi-line.ts";
import { hasControlCharacter } from "../../../../modules/text/single-line.ts";
import { type Facility, isFacility } from "../../../../modules/units/facilities.ts";
import { UNIT_LIMITS, type UnitInput } from "../../../../modules/units/unit-schema.ts";
import { isUnitType } from "../../../../modules/units/unit-types.ts";
import type { RentalUnit } from "../../../../modules/units/units.ts";
import type { FormProblems, Message } from "../../../components/account/auth-messages.ts";
import { readRichTextField } from "../../../lib/rich-text-field.server.ts";

/** The plain texts a unit has per language, with their longest length. */
const TEXTS = {
  name: UNIT_LIMITS.name,
  shortDescription: UNIT_LIMITS.shortDescription,
  houseRules: UNIT_LIMITS.houseRules,
  checkInInstructions: UNIT_LIMITS.checkInInstructions,
} as const;
type TextField = keyof typeof TEXTS;

/** Whole numbers and their bounds (unit-schema.ts); the floor area may stay empty. */
export const UNIT_NUMBERS = {
  maxGuests: { min: 1, max: UNIT_LIMITS.guests },
  bedrooms: { min: 0, max: UNIT_LIMITS.rooms },
  beds: { min: 0, max: UNIT_LIMITS.beds },
  bathrooms: { min: 0, max: UNIT_LIMITS.rooms },
  sizeM2: { min: 1, max: UNIT_LIMITS.sizeM2 },
} as const;
type NumberField = keyof typeof UNIT_NUMBERS;

const TIMES = ["checkInFrom", "checkInUntil", "checkOutUntil"] as const;
/** A time input sends HH:MM (HH:MM:SS when it offers seconds); the seconds are dropped. */
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/;
const WHOLE = /^[0-9]{1,6}$/;

export type UnitFormRead =
  | { ok: true; unit: UnitInput }
  | { ok: false; problems: FormProblems; values: Record<string, string>; facilities: string[] };

/** `text` with `lang` set to `value`; an empty value removes the language (the site then shows the main one). */
function withText<T>(text: Partial<Record<SiteLang, T>>, lang: SiteLang, value: T | undefined) {
  const next = { ...text };
  if (value === undefined) delete next[lang];
  else next[lang] = value;
  return next;
}

/** What a new unit starts with in the form. */
export const NEW_UNIT: UnitInput = {
  name: {},
  type: "holidayHome",
  shortDescription: {},
  longDescription: {},
  houseRules: {},
  checkInInstructions: {},
  maxGuests: 2,
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  sizeM2: null,
  facilities: [],
  checkInFrom: "15:00",
  checkInUntil: "20:00",
  checkOutUntil: "10:00",
  coverPhotoId: null,
};

/** What of a stored unit the owner edits. */
function inputOf(unit: RentalUnit): UnitInput {
  const { id: _id, siteId: _siteId, slug: _slug, position: _position, status: _status, ...input } = unit;
  return input;
}

/**
 * A unit's form, sent in one language, as the unit to store. In the main language every field
 * is read and the name is required; in a translation only that language's texts, and all the
 * rest stays as stored. Other languages' texts are never touched. A refusal names each field's
 * problem and gives back what was typed.
 */
export function readUnitForm(
  form: FormData,
  input: { lang: SiteLang; mainLang: SiteLang; stored: RentalUnit | null; photoIds: ReadonlySet<string> },
): UnitFormRead {
  const { lang, mainLang, stored } = input;
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const problems: Record<string, Message[]> = {};
  const refuse = (name: string, message: Message) => {
    problems[name] = [message];
  };
  const base: UnitInput = stored ? inputOf(stored) : NEW_UNIT;
  const unit: UnitInput = { ...base };

  for (const name of Object.keys(TEXTS) as TextField[]) {
    const value = field(name).trim();
    if (value.length > TEXTS[name])
      refuse(name, { key: "dashboard.content.errors.tooLong", params: { max: TEXTS[name] } });
    else if (name === "name" && hasControlCharacter(value)) refuse(name, { key: "dashboard.content.errors.oneLine" });
    else if (hasStrayControlCharacter(value)) refuse(name, { key: "dashboard.content.errors.controls" });
    unit[name] = withText<string>(base[name] as SiteText, lang, value || undefined);
  }
  if (lang === mainLang && !unit.name[mainLang]) refuse("name", { key: "dashboard.content.units.errors.required" });
  const rich = readRichTextField(form.get("longDescription"));
  if (rich.ok) unit.longDescription = withText<RichDoc>(base.longDescription, lang, rich.doc);
  else refuse("longDescription", { key: "dashboard.content.errors.rich" });

  const facilities = form.getAll("facilities").filter((v): v is string => typeof v === "string");
  if (lang === mainLang) {
    const type = field("type");
    if (isUnitType(type)) unit.type = type;
    else refuse("type", { key: "dashboard.content.units.errors.choice" });

    for (const name of Object.keys(UNIT_NUMBERS) as NumberField[]) {
      const { min, max } = UNIT_NUMBERS[name];
      const raw = field(name).trim();
      if (name === "sizeM2" && raw === "") {
        unit.sizeM2 = null;
        continue;
      }
      const n = WHOLE.test(raw) ? Number(raw) : Number.NaN;
      if (Number.isInteger(n) && n >= min && n <= max) unit[name] = n;
      else refuse(name, { key: "dashboard.content.units.errors.number", params: { min, max } });
    }

    for (const name of TIMES) {
      const raw = field(name).trim();
      if (TIME.test(raw)) unit[name] = raw.slice(0, 5);
      else refuse(name, { key: "dashboard.content.units.errors.time" });
    }

    if (facilities.every(isFacility)) unit.facilities = [...new Set<Facility>(facilities)];
    else refuse("facilities", { key: "dashboard.content.units.errors.choice" });

    const cover = field("coverPhotoId");
    if (cover === "") unit.coverPhotoId = null;
    else if (input.photoIds.has(cover)) unit.coverPhotoId = cover;
    else refuse("coverPhotoId", { key: "dashboard.content.errors.photo" });
  }

  if (Object.keys(problems).length === 0) return { ok: true, unit };
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== "intent" && name !== "facilities") values[name] = value;
  }
  return { ok: false, problems: { fields: problems }, values, facilities };
}
