/**
 * Letters that no Unicode decomposition turns into ASCII, written as people of their
 * language spell them without the letter: Straße → strasse, Łódź → lodz, Ærø → aero.
 */
const SPELLED_OUT: Record<string, string> = {
  ß: "ss",
  ł: "l",
  æ: "ae",
  ø: "o",
  œ: "oe",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};
const SPELLED_OUT_LETTERS = new RegExp(`[${Object.keys(SPELLED_OUT).join("")}]`, "g");

/**
 * A slug from a name, for a URL path or a host name: lower-case ASCII letters and digits,
 * words joined by single hyphens, none at either end, at most `maxLength` characters. Accents
 * go (é → e, ą → a, ü → u), letters without a decomposition are spelled out (ß → ss, ł → l),
 * anything else separates words. Empty when the name has no letter or digit.
 */
export function slugify(name: string, maxLength = 60): string {
  return name
    .toLowerCase()
    .replace(SPELLED_OUT_LETTERS, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}
