import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guests } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { hasStrayControlCharacter } from "../text/multi-line.ts";
import { GUEST_NOTES_MAX } from "./guest-limits.ts";

export type UpdateGuestNotesResult =
  | { ok: true }
  | { ok: false; reason: "not-found" | "erased" | "too-long" | "control-character" };

/**
 * The owner's own notes on a guest of the site (the guest never sees them), trimmed; ""
 * clears them. Tabs and line breaks are kept; another control character is refused. An erased guest takes no new notes: what was erased stays erased.
 */
export async function updateGuestNotes(
  db: Database,
  siteId: string,
  guestId: string,
  notes: string,
): Promise<UpdateGuestNotesResult> {
  assertUuid(siteId, "siteId");
  assertUuid(guestId, "guestId");
  const text = notes.trim();
  if (text.length > GUEST_NOTES_MAX) return { ok: false, reason: "too-long" };
  if (hasStrayControlCharacter(text)) return { ok: false, reason: "control-character" };
  const mine = and(eq(guests.siteId, siteId), eq(guests.id, guestId));
  // Not erased is part of the update itself: an erasure at the same moment wins.
  const updated = await db
    .update(guests)
    .set({ notes: text, updatedAt: new Date() })
    .where(and(mine, isNull(guests.erasedAt)))
    .returning({ id: guests.id });
  if (updated.length > 0) return { ok: true };
  const [guest] = await db.select({ id: guests.id }).from(guests).where(mine);
  return { ok: false, reason: guest ? "erased" : "not-found" };
}
