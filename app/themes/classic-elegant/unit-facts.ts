import type { UnitView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";

/**
 * A unit's capacity as short phrases ("4 guests", "2 bedrooms", "115 m²"), leaving out what
 * it has none of: a studio has no bedroom to count.
 */
export function unitFacts(unit: UnitView, t: ThemeStrings, { brief = false } = {}): string[] {
  const facts = [
    t.capacity.guests(unit.maxGuests),
    unit.bedrooms > 0 ? t.capacity.bedrooms(unit.bedrooms) : null,
    brief || unit.beds <= 0 ? null : t.capacity.beds(unit.beds),
    brief || unit.bathrooms <= 0 ? null : t.capacity.bathrooms(unit.bathrooms),
    unit.sizeM2 ? t.capacity.size(unit.sizeM2) : null,
  ];
  return facts.filter((fact): fact is string => fact !== null);
}
