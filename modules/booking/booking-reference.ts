import { randomInt } from "node:crypto";

/** Crockford's base 32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The reference a guest and the owner use for a booking (VV-7K3P-9QXM): 40 random bits, so
 * guessing another guest's is hopeless; unique in the database (stays_reference_key).
 */
export function newBookingReference(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `VV-${code.slice(0, 4)}-${code.slice(4)}`;
}
