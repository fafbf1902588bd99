import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { isUuid } from "../ids/uuid.ts";
import { hasStrayControlCharacter } from "../text/multi-line.ts";

/** The longest note an owner keeps on one stay. */
export const STAY_NOTES_MAX = 5000;

export type UpdateStayNotesResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "too-long"; max: number }
  | { ok: false; reason: "control-character" };

/**
 * The owner's own notes on a stay of their site (a booking, block or imported event), for
 * themselves only: no guest ever sees them. Replaces what was there; empty clears them.
 * Tabs and line breaks are kept; another control character is refused.
 */
export async function updateStayNotes(
  db: Database,
  siteId: string,
  stayId: string,
  notes: string,
  now: Date = new Date(),
): Promise<UpdateStayNotesResult> {
  const text = notes.trim();
  if (text.length > STAY_NOTES_MAX) return { ok: false, reason: "too-long", max: STAY_NOTES_MAX };
  if (hasStrayControlCharacter(text)) return { ok: false, reason: "control-character" };
  if (!isUuid(stayId)) return { ok: false, reason: "not-found" };
  const updated = await db
    .update(stays)
    .set({ notes: text, updatedAt: now })
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
    .returning({ id: stays.id });
  return updated.length > 0 ? { ok: true } : { ok: false, reason: "not-found" };
}
