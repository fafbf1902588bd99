import loraLatinExt from "@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2?url";
import loraLatin from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import playfairLatinExt from "@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2?url";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import sourceLatinExt from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2?url";
import sourceLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import { defineTheme } from "../kit/define-theme.tsx";
import { homeLook } from "./home.tsx";
import { look } from "./look.tsx";
import { Footer, PageHeading } from "./parts.tsx";
import { ce } from "./tokens.ts";
import { unitLook } from "./unit-look.tsx";

/**
 * Classic elegant: a boutique hotel in a country house. Ivory grounds, a deep accent, a
 * high-contrast serif with old-style figures, spaced capitals, centred symmetric pages, thin
 * double rules and a drawn flourish, photos matted and framed like prints.
 */
export const ClassicElegant = defineTheme({
  frame: `min-h-screen ${ce.ground} antialiased selection:bg-(--accent) selection:text-[#fbf8f1] [&_:focus-visible]:rounded-none [&_:focus-visible]:outline-2 [&_:focus-visible]:outline-(--accent)`,
  // The display and body faces; Latin Extended too for Polish, whose letters need it.
  fonts: (site) => {
    const [body, bodyExt] =
      site.options.fontPair === "playfair-source" ? [sourceLatin, sourceLatinExt] : [loraLatin, loraLatinExt];
    return [playfairLatin, body, ...(site.lang === "pl" ? [playfairLatinExt, bodyExt] : [])];
  },
  look: { ...look, home: homeLook, unit: unitLook },
  Footer,
  PageHeading,
});
