import { hasControlCharacter } from "../text/single-line.ts";

/** How deep a body is looked into: better-auth's bodies are flat, with one level of `data` at most. */
const MAX_DEPTH = 4;

/**
 * Whether a call to the authentication library carries a control character in any text
 * but a password (NUL among them, which Postgres refuses in a query: a token holding one
 * was a 500). Every such text is one line (a name, an address, a phone number, a token, a
 * code, a link), so none may hold one; a password is never stored or shown, only hashed.
 */
export function authInputHasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasControlCharacter(value);
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return false;
  const entries = Array.isArray(value) ? value.map((item) => ["", item] as const) : Object.entries(value);
  return entries.some(([key, item]) => !/password/i.test(key) && authInputHasControlCharacter(item, depth + 1));
}
