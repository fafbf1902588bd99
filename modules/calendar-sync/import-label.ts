/**
 * What an imported event is called in our calendar. A channel's SUMMARY can carry the
 * guest's name ("Reserved - Maria Kowalska", old Airbnb exports put the name and the
 * reservation code there) or the owner's private notes (Google), so only one of these
 * neutral words is kept; DESCRIPTION (reservation links, phone digits) is never read.
 */
export const IMPORT_LABELS = ["Reserved", "Not available", "Tentative"] as const;
export type ImportLabel = (typeof IMPORT_LABELS)[number];

const TENTATIVE = /\b(tentative|provisoire|provisional|voorlopig|optie|vorl[aä]ufig|wst[eę]pn)/i;
const UNAVAILABLE =
  /not available|unavailable|blocked|closed|busy|niet beschikbaar|geblokkeerd|bezet|indisponible|nicht verf[uü]gbar|niedost[eę]pn|zablokowan/i;

/** The neutral label of an event, from its SUMMARY and STATUS; tentative holds are told apart. */
export function importLabel(summary: string, status: string): ImportLabel {
  if (status.toUpperCase() === "TENTATIVE" || TENTATIVE.test(summary)) return "Tentative";
  if (UNAVAILABLE.test(summary)) return "Not available";
  return "Reserved";
}
