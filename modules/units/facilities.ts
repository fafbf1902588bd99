/**
 * The facilities an owner can tick for a unit, in the groups guests scan them by. The keys
 * are stored (rental_units.facilities); labels and icons belong to the themes.
 */
export const FACILITY_GROUPS = {
  kitchen: ["dishwasher", "oven", "microwave", "coffeeMachine", "kettle", "fridge", "freezer", "stove", "toaster"],
  bathroom: ["shower", "bathtub", "hairdryer", "towels", "washingMachine", "dryer"],
  living: ["wifi", "tv", "fireplace", "heating", "airConditioning", "workspace", "boardGames", "bedLinen"],
  outdoor: ["garden", "terrace", "balcony", "bbq", "gardenFurniture", "hammock", "playground", "waterView"],
  wellness: ["sauna", "hotTub", "pool"],
  family: ["highChair", "babyCot", "toys", "stairGate", "petsAllowed"],
  accessibility: ["stepFreeEntrance", "groundFloorBedroom", "wideDoorways", "walkInShower"],
  parking: ["freeParking", "evCharger", "bikeStorage", "garage"],
  safety: ["smokeDetector", "carbonMonoxideDetector", "firstAidKit", "fireExtinguisher"],
} as const;

export type FacilityGroup = keyof typeof FACILITY_GROUPS;
export type Facility = (typeof FACILITY_GROUPS)[FacilityGroup][number];

export const FACILITY_GROUP_IDS = Object.keys(FACILITY_GROUPS) as FacilityGroup[];
export const FACILITIES: readonly Facility[] = FACILITY_GROUP_IDS.flatMap((group) => FACILITY_GROUPS[group]);

export function isFacility(value: unknown): value is Facility {
  return typeof value === "string" && (FACILITIES as readonly string[]).includes(value);
}

/** A unit's facilities by group, in catalogue order, leaving out empty groups and unknown keys. */
export function groupFacilities(keys: readonly string[]): { group: FacilityGroup; facilities: Facility[] }[] {
  const chosen = new Set(keys);
  return FACILITY_GROUP_IDS.map((group) => ({
    group,
    facilities: (FACILITY_GROUPS[group] as readonly Facility[]).filter((key) => chosen.has(key)),
  })).filter((entry) => entry.facilities.length > 0);
}
