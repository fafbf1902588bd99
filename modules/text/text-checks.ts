import { z } from "zod";
import { hasStrayControlCharacter } from "./multi-line.ts";
import { hasControlCharacter } from "./single-line.ts";

/**
 * The one way a schema refuses control characters in text it takes, with the message its
 * surface words (an i18n key, or the API's code): a one-line text (a name, a phone number,
 * a code, a slug) holds none, line breaks and tabs included; a text of several lines (a
 * message, a description, notes) may hold tabs and line breaks, nothing else. Put the check
 * after `trim()` and before the length checks, which it spares:
 *
 *   z.string().trim().check(oneLine(E.oneLine)).min(1, E.required).max(120, E.tooLong)
 *
 * What is refused never reaches the database (Postgres answers a NUL with an error) or a
 * format it is written into (a line break ends an iCalendar property or an email header).
 */
export function oneLine(error: string) {
  return z.refine<string>((value) => !hasControlCharacter(value), { error, abort: true });
}

/** The check for a text of several lines: tabs and line breaks are kept, other control characters refused. */
export function multiLine(error: string) {
  return z.refine<string>((value) => !hasStrayControlCharacter(value), { error, abort: true });
}
