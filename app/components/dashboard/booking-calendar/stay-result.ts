/**
 * What the stay page's action answers (app/routes/dashboard/booking-calendar/stay.server.ts),
 * in a file of its own so the page's script knows the shape without the server code.
 * Refusals come in the owner's language: a message for the whole form and one per field,
 * with what was typed.
 */
export const STAY_INTENTS = [
  "accept",
  "decline",
  "cancel",
  "change",
  "notes",
  "removeBlock",
  "changeBlock",
  "recordPayment",
  "claimDeposit",
  "releaseDeposit",
  "sendMessageNow",
  "skipMessage",
  "writeGuest",
] as const;
export type StayIntent = (typeof STAY_INTENTS)[number];

/** The fields of the owner's own message to the guest, in the form's order. */
export const WRITE_FIELDS = ["subject", "text"] as const;

/** The fields of the change form, as the owner typed them. */
export const CHANGE_FIELDS = ["checkIn", "checkOut", "unitId", "adults", "children"] as const;

/** The fields of a block's change form, in its order. */
export const BLOCK_CHANGE_FIELDS = ["unitId", "checkIn", "checkOut", "label"] as const;

export type StayActionResult =
  | {
      ok: true;
      intent: StayIntent;
      totalCents?: number;
      name?: string;
      toPay?: boolean;
      /** What "send now" came to (sent, held or skipped with `reason`, or moved with the stay). */
      outcome?: "sent" | "held" | "skipped" | "moved";
      reason?: string | null;
    }
  | {
      ok: false;
      intent: StayIntent | null;
      message: string;
      errors: Partial<Record<string, string>>;
      values: Partial<Record<string, string>>;
    };
