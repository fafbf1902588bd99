import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** The brand faces' Latin files (text and headings of the first screen), the same files app.css names. */
const BRAND_FONT_FILES = [interLatin, frauncesLatin] as const;

/**
 * Asks for the marketing site's and the dashboard's faces with the page itself, so the first
 * screen is drawn in them instead of swapping them in after the stylesheet is read. Latin
 * Extended (ł, ą, ő…) is left to the browser: it comes only where such a letter is on the page.
 */
export function BrandFontPreloads() {
  return BRAND_FONT_FILES.map((href) => (
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ));
}
