/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break, quotes doubled), made safe to open in a spreadsheet: a
 * text cell that starts with = + - @, a tab or a carriage return is read there as a formula
 * (CSV injection), so it gets a leading apostrophe, which spreadsheets show as plain text.
 * Guests type their own names and messages, so every text cell is treated as hostile.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** Starts a spreadsheet reads as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers and booleans as they are, text guarded and quoted when it must be. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * A whole file: the header row, then one row per record. Starts with a byte order mark so
 * spreadsheet programs read the UTF-8 (accents, Polish letters) right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
