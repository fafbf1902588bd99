import { csvField } from "../guests/guests-csv.ts";

/**
 * CSV for the archive, by the same rules as the guest book's and payments' downloads
 * (modules/guests/guests-csv.ts): RFC 4180 (commas, CRLF, a field quoted when it holds a
 * comma, quote or line break, quotes doubled), a byte order mark for Excel, and text that a
 * spreadsheet would run as a formula (= + - @, tab, CR) prefixed with an apostrophe, since
 * guests type their own names and messages. Here cells may also be empty or yes/no.
 */
export type CsvCell = string | number | boolean | null | undefined;

/** One cell: empty for no value, true/false for a yes/no, otherwise as csvField writes it. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number" && !Number.isFinite(value)) return "";
  return csvField(value);
}

/** A whole file as csvDocument writes one: the header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
