import bitterLatinExt from "@fontsource-variable/bitter/files/bitter-latin-ext-wght-normal.woff2?url";
import bitterLatin from "@fontsource-variable/bitter/files/bitter-latin-wght-normal.woff2?url";
import loraLatinExt from "@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2?url";
import loraLatin from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import sourceLatinExt from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2?url";
import sourceLatin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import { defineTheme } from "../kit/define-theme.tsx";
import { homeLook } from "./home.tsx";
import { look } from "./look.tsx";
import { PageHeading } from "./parts.tsx";
import { nr } from "./tokens.ts";

/**
 * Nature rustic: a cabin in the woods, a farm stay. Grainy paper, bands of forest and bark,
 * a sturdy slab serif, titles on wooden signs and trail markers, stitched seams, small drawn
 * pines, photos as tilted prints with white borders; the owner's earthy accent on buttons
 * and links.
 */
export const NatureRustic = defineTheme({
  frame: `min-h-screen overflow-x-clip ${nr.paper} ${nr.ink} antialiased selection:bg-(--accent) selection:text-white [&_:focus-visible]:outline-(--accent)`,
  // The heading and body faces; Latin Extended too for Polish, whose letters need it.
  fonts: (site) => {
    const [heading, headingExt] =
      site.options.fontPair === "lora-source" ? [loraLatin, loraLatinExt] : [bitterLatin, bitterLatinExt];
    return [heading, sourceLatin, ...(site.lang === "pl" ? [headingExt, sourceLatinExt] : [])];
  },
  look: { ...look, home: homeLook },
  PageHeading,
});
