/**
 * What a one-line text (a name, a label) may not hold: C0 controls (NUL, tab and the line
 * breaks among them), DEL, C1 controls (NEL among them) and the Unicode line and paragraph
 * separators. Written into another format they end a line: an iCalendar property, an email
 * header, a CSV cell.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_RUNS = /[\p{Cc}\u2028\u2029]+/gu;

/** Whether a typed one-line text holds a character it may not: refused where it is typed. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** A text saved before such characters were refused, made one line: each run of them is one space. */
export function asOneLine(value: string): string {
  return value.replace(CONTROL_RUNS, " ");
}
