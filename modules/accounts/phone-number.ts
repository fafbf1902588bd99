/** E.164: a plus, a country code and up to 15 digits in all, e.g. +31612345678. */
const E164 = /^\+[1-9]\d{7,14}$/;

export function isE164(value: string): boolean {
  return E164.test(value);
}

/**
 * A phone number as people type it, in E.164, or null when it cannot be one. Spaces,
 * dashes, dots and brackets go; 00 becomes +; a number starting with a single 0 is read
 * as Dutch (06 12345678 → +31612345678), since that is how Dutch owners write theirs.
 */
export function normalizePhoneNumber(input: string): string | null {
  let v = input.trim().replace(/[\s().-]/g, "");
  if (v.startsWith("00")) v = `+${v.slice(2)}`;
  else if (/^0[1-9]\d{8}$/.test(v)) v = `+31${v.slice(1)}`;
  return isE164(v) ? v : null;
}
