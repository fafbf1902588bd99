/**
 * Amounts and percentages as owners type them: "125", "89,50", "89.50", "1.250,00",
 * "1,250.00", "€ 125,-", "12,5 %". Money comes out in integer cents, a percentage with at most
 * two decimals; anything else (letters, negative numbers, three decimals) is null.
 */

const SPACES = /[\s\u00a0\u202f]/g;
const MAX_TEXT = 20;

/** Whole units and hundredths from a number written with "," or "." as the decimal sign and the other (or the same) for thousands. */
function hundredths(text: string): number | null {
  if (text.length === 0 || text.length > MAX_TEXT) return null;
  // "125,-" and "125.-": whole euros, as Dutch price tags write them.
  const whole = /^(.*[0-9])[.,]-$/.exec(text);
  const body = whole ? (whole[1] ?? "") : text;
  if (!/^[0-9][0-9.,]*$/.test(body)) return null;
  const lastComma = body.lastIndexOf(",");
  const lastDot = body.lastIndexOf(".");
  let integer = body;
  let fraction = "";
  const last = Math.max(lastComma, lastDot);
  if (last >= 0) {
    const after = body.slice(last + 1);
    const sign = body[last];
    const bothSigns = lastComma >= 0 && lastDot >= 0;
    const repeated = body.indexOf(sign ?? "") !== last;
    // One sign, once, with one or two digits after it: the decimal sign. Otherwise groups of thousands.
    if (bothSigns || (!repeated && after.length !== 3)) {
      if (after.length < 1 || after.length > 2 || whole) return null;
      integer = body.slice(0, last);
      fraction = after;
    }
  }
  const groups = integer.split(/[.,]/);
  if (groups.length > 1) {
    if (new Set(integer.replace(/[0-9]/g, "")).size > 1) return null;
    const [first, ...rest] = groups;
    if (!first || first.length > 3 || rest.some((g) => g.length !== 3)) return null;
  }
  const digits = groups.join("");
  if (!/^[0-9]+$/.test(digits) || !/^[0-9]*$/.test(fraction)) return null;
  const value = Number(digits) * 100 + Number(fraction.padEnd(2, "0") || "0");
  return Number.isSafeInteger(value) ? value : null;
}

/** Cents from an amount in euros as typed; null when it is not one. */
export function parseEuroAmount(text: string): number | null {
  const cleaned = text.replace(SPACES, "").replace(/^€|€$|^EUR|EUR$/gi, "");
  return hundredths(cleaned);
}

/** A percentage as typed ("12,5", "12.5 %"), with at most two decimals; null when it is not one. */
export function parsePercentText(text: string): number | null {
  const cleaned = text.replace(SPACES, "").replace(/%$/, "");
  // A percentage has no thousands: "1.250" is not one.
  if (/[.,][0-9]{3}/.test(cleaned)) return null;
  const value = hundredths(cleaned);
  return value === null ? null : value / 100;
}

/** Cents as an owner would type them back: "125" or "89,50" (with "." in English). */
export function euroAmountText(cents: number, decimalSign: "," | "."): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros}${decimalSign}${String(rest).padStart(2, "0")}`;
}

/** A percentage as typed: "10" or "12,5". */
export function percentText(percent: number, decimalSign: "," | "."): string {
  return String(Math.round(percent * 100) / 100).replace(".", decimalSign);
}
