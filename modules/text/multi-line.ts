/**
 * What a text of several lines (a message, a description, notes) may not hold: every
 * control character but tab and the line breaks LF and CR (a form sends CRLF): NUL, which
 * Postgres refuses in any text, the other C0 controls, DEL and the C1 controls. Nobody types
 * them; they come from a script, or from a copy out of another program.
 */
const STRAY_CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** Whether a typed text of several lines holds a character it may not: refused where it is typed. */
export function hasStrayControlCharacter(value: string): boolean {
  return STRAY_CONTROL.test(value);
}
