export const GUEST_INTENTS = ["notes", "erase"] as const;
export type GuestIntent = (typeof GUEST_INTENTS)[number];

/** A problem with the notes form, in dashboard.guests.errors. */
export type GuestNotesError = { key: "tooLong"; params: { max: number } } | { key: "erased" } | { key: "controls" };

/** What the guest page's action answers; a refused note comes back with what was typed. */
export type GuestActionResult =
  | { ok: true; intent: GuestIntent }
  | { ok: false; intent: GuestIntent | null; errors: { notes?: GuestNotesError }; values: { notes?: string } };
