import monoLatin from "@fontsource/space-mono/files/space-mono-latin-400-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import groteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import type { CSSProperties } from "react";
import { defineTheme } from "../kit/define-theme.tsx";
import { MONO } from "../kit/fonts.ts";
import { homeLook } from "./home.tsx";
import { look } from "./look.tsx";
import { Footer, PageHeading } from "./parts.tsx";
import { uh } from "./tokens.ts";
import { UnitPage } from "./unit-page.tsx";

/**
 * Urban hip: a city loft after dark. Near-black, off-white, one bright accent; huge upper-case
 * grotesk, mono labels, numbered sections on an asymmetric grid, hard-edged photos that turn
 * from grey to colour under the pointer, a strip of words sliding by.
 */
export const UrbanHip = defineTheme({
  frame: `min-h-screen ${uh.ground} antialiased [color-scheme:dark] selection:bg-(--accent) selection:text-[#0e0e0e] [&_:focus-visible]:rounded-none [&_:focus-visible]:outline-(--accent)`,
  // Space Mono for the small labels, whichever font pair the owner chose.
  frameStyle: { "--font-mono": MONO } as CSSProperties,
  // The huge name's face and the labels'; Latin only: the Latin Extended files follow when a page needs them.
  fonts: (site) => [groteskLatin, monoLatin, ...(site.options.fontPair === "space-inter" ? [interLatin] : [])],
  look: { ...look, home: homeLook },
  Footer,
  PageHeading,
  pages: { unit: UnitPage },
});
