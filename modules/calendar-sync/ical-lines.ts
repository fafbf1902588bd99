/** One content line of an iCalendar file: `NAME;PARAM=value:VALUE`, names upper-cased. */
export type ContentLine = { name: string; params: Record<string, string>; value: string };

/** A line that is not a content line at all; JSON or HTML glued into a feed is one. */
export type ForeignLine = { foreign: string };

const NAME = /^[A-Za-z0-9-]+$/;

const LINE_BREAK = /\r\n?|\n/g;

/**
 * The logical lines of a feed, one at a time (the caller paces a long feed): CRLF, LF or CR
 * endings, a line folded at any octet (also in the middle of a word) joined again, a
 * byte-order mark dropped.
 */
export function* unfoldLines(text: string): Generator<string> {
  const breaks = new RegExp(LINE_BREAK);
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let current: string | null = null;
  breaks.lastIndex = start;
  for (;;) {
    const found = breaks.exec(text);
    const line = text.slice(start, found ? found.index : text.length);
    if (current !== null && (line.startsWith(" ") || line.startsWith("\t"))) current += line.slice(1);
    else {
      if (current !== null) yield current;
      current = line;
    }
    if (!found) break;
    start = found.index + found[0].length;
  }
  if (current !== null) yield current;
}

/**
 * Reads one logical line, leniently: a parameter value in quotes may hold `:` and `;`, and a
 * quote that is never closed (`TZID="W. Europe Standard Time:2027…`, seen in Outlook
 * exports) ends at the next colon instead of swallowing the value. Returns null for an
 * empty line, a ForeignLine for text that is no content line.
 */
export function parseContentLine(line: string): ContentLine | ForeignLine | null {
  if (line.trim() === "") return null;
  let i = 0;
  while (i < line.length && line[i] !== ";" && line[i] !== ":") i++;
  const name = line.slice(0, i);
  if (i >= line.length || !NAME.test(name)) return { foreign: line };
  const params: Record<string, string> = {};
  while (line[i] === ";") {
    i++;
    const eq = line.indexOf("=", i);
    if (eq < 0) return { foreign: line };
    const key = line.slice(i, eq).trim().toUpperCase();
    i = eq + 1;
    let value = "";
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      const colon = line.indexOf(":", i + 1);
      if (close >= 0 && (colon < 0 || close < colon || quotedColonAllowed(line, close))) {
        value = line.slice(i + 1, close);
        i = close + 1;
        // Anything between the closing quote and the next separator belongs to no one.
        while (i < line.length && line[i] !== ";" && line[i] !== ":" && line[i] !== ",") i++;
      } else {
        // Unclosed quote: the value ends where the property value starts.
        const end = colon < 0 ? line.length : colon;
        value = line.slice(i + 1, end);
        i = end;
      }
    } else {
      const start = i;
      while (i < line.length && line[i] !== ";" && line[i] !== ":") i++;
      value = line.slice(start, i);
    }
    // A list of values (MEMBER="a","b") keeps its first; no property we read uses more.
    while (line[i] === ",") {
      i++;
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        i = close < 0 ? line.length : close + 1;
      } else {
        while (i < line.length && line[i] !== ";" && line[i] !== ":" && line[i] !== ",") i++;
      }
    }
    if (key) params[key] = value;
  }
  if (line[i] !== ":") return { foreign: line };
  return { name: name.toUpperCase(), params, value: line.slice(i + 1) };
}

/** A closing quote after a colon still closes the value when a separator follows it. */
function quotedColonAllowed(line: string, close: number): boolean {
  const next = line[close + 1];
  return next === ":" || next === ";" || next === ",";
}

/** TEXT value escapes: `\\`, `\;`, `\,`, `\n`/`\N`; an unknown escape keeps its character. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])|\\(.)/g, (_m, known: string | undefined, other: string | undefined) => {
    if (known === "n" || known === "N") return "\n";
    return known ?? other ?? "";
  });
}

/** What a content line may be long, in octets, its line break not counted (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;

const LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g;
/** TEXT holds no control character but HTAB (§3.3.11), and we write none: a tab is a space. */
const OTHER_CONTROLS = /\p{Cc}/gu;

/**
 * A TEXT value as RFC 5545 §3.3.11 writes it: `\` `;` `,` escaped, each line break (CRLF,
 * LF, CR, NEL and the Unicode line and paragraph separators) as `\n`, a tab as a space,
 * every other control character left out. Whatever it is given, the value stays one line.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(LINE_BREAKS, "\\n")
    .replace(/\t/g, " ")
    .replace(OTHER_CONTROLS, "");
}

/**
 * One content line, folded (§3.1): at most MAX_LINE_OCTETS octets of UTF-8 per line, each
 * continuation starting with a space, never between the octets of one character. Ends in CRLF.
 */
export function contentLine(name: string, value: string): string {
  const line = `${name}:${value}`;
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return `${line}\r\n`;
  let out = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      out += "\r\n ";
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return `${out}\r\n`;
}
