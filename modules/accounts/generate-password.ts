import { randomInt } from "node:crypto";

/** No 0/O, 1/l/I: the password may be read aloud or copied from a log by hand. */
const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A random password of four groups of five, e.g. `k7Rmq-2bWxe-…` (about 117 bits). */
export function generatePassword(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}
