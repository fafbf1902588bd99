import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import type { RichDoc } from "../../../../modules/rich-text/rich-doc.ts";
import type { Facility, FacilityGroup } from "../../../../modules/units/facilities.ts";
import type { UnitType } from "../../../../modules/units/unit-types.ts";
import type { FormAnswer } from "../../account/intent-form.tsx";
import type { PhotoChoiceView } from "../content/photo-picker.tsx";

/** One place to stay in the owner's list, in the owner's language. */
export type UnitListItem = {
  id: string;
  name: string;
  /** Its kind and how many it sleeps, e.g. "Chalet · 4 guests · 2 bedrooms". */
  summary: string;
  archived: boolean;
  thumb: string | null;
  /** Its page on the website, while it is shown there and the site has several places. */
  liveUrl: string | null;
};

export type UnitListData = { units: UnitListItem[] };

export const UNIT_LIST_INTENTS = ["moveUp", "moveDown", "archive", "restore"] as const;
export type UnitListIntent = (typeof UNIT_LIST_INTENTS)[number];

/** What the list's action answered about one change. */
export type UnitListAnswer =
  | { ok: true; intent: UnitListIntent; unitId: string }
  | { ok: false; intent: UnitListIntent | null; unitId: string | null; reason: "invalid" | "not-found" | "lastActive" };

/** The texts of one language, as the form shows them. */
export type UnitTextsView = {
  name: string;
  shortDescription: string;
  houseRules: string;
  checkInInstructions: string;
  longDescription: RichDoc | undefined;
};

/** What is the same in every language; edited in the main language only. */
export type UnitDetailsView = {
  type: UnitType;
  maxGuests: string;
  bedrooms: string;
  beds: string;
  bathrooms: string;
  sizeM2: string;
  checkInFrom: string;
  checkInUntil: string;
  checkOutUntil: string;
  facilities: Facility[];
  coverPhotoId: string;
};

/** Facility and unit-type names in the owner's language (the themes' own words, ADR 0009). */
export type UnitLabels = {
  types: { value: UnitType; label: string }[];
  groups: { group: FacilityGroup; label: string; facilities: { key: Facility; label: string }[] }[];
};

/** The longest texts and the bounds of the numbers (the server's, unit-schema.ts: zod stays off the page). */
export type UnitFormLimits = {
  name: number;
  shortDescription: number;
  houseRules: number;
  checkInInstructions: number;
  numbers: { name: "maxGuests" | "bedrooms" | "beds" | "bathrooms" | "sizeM2"; min: number; max: number }[];
};

export type UnitFormData = {
  /** null: a new place, created on save. */
  unitId: string | null;
  /** Its name in the main language, for the title. */
  title: string;
  lang: SiteLang;
  mainLang: SiteLang;
  languages: SiteLang[];
  texts: UnitTextsView;
  /** The main language's texts beside a translation. */
  reference: {
    name: string;
    shortDescription: string;
    houseRules: string;
    checkInInstructions: string;
    longDescription: string;
  } | null;
  /** null while translating: only the texts are shown. */
  details: UnitDetailsView | null;
  labels: UnitLabels | null;
  photos: PhotoChoiceView[];
  limits: UnitFormLimits;
};

/** The form's answer: what was typed comes back on a refusal, the ticked facilities too. */
export type UnitFormAnswer = { ok: true } | ({ ok: false; facilities?: string[] } & FormAnswer);
