/** What kind of place a unit is; the site shows it in the guest's language. */
export const UNIT_TYPES = [
  "holidayHome",
  "apartment",
  "room",
  "studio",
  "chalet",
  "bungalow",
  "cabin",
  "villa",
  "tinyHouse",
  "other",
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export function isUnitType(value: unknown): value is UnitType {
  return typeof value === "string" && (UNIT_TYPES as readonly string[]).includes(value);
}

/** The onboarding wizard's property type as a unit type (a B&B's first unit is a room). */
export function unitTypeOfProperty(propertyType: string): UnitType {
  if (propertyType === "bnb") return "room";
  return isUnitType(propertyType) ? propertyType : "other";
}
