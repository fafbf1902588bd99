/** The fields of the forms for a booking entered by hand and for blocked dates, as typed. */
export const BOOKING_FIELDS = [
  "unitId",
  "checkIn",
  "checkOut",
  "adults",
  "children",
  "guestName",
  "guestPhone",
  "guestEmail",
  "lang",
  "total",
  "notes",
] as const;
export const BLOCK_FIELDS = ["unitId", "checkIn", "checkOut", "label", "notes"] as const;

/**
 * What the new-stay form's action answers when it refuses (a success goes to the new stay's
 * page): a message for the form and one per field in the owner's language, with what was typed.
 */
export type NewStayResult = {
  ok: false;
  message: string;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};
