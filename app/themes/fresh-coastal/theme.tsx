import nunitoSansLatin from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import quicksandLatin from "@fontsource-variable/quicksand/files/quicksand-latin-wght-normal.woff2?url";
import { defineTheme } from "../kit/define-theme.tsx";
import { homeLook } from "./home.tsx";
import { look } from "./look.tsx";
import { PageHeading } from "./sections.tsx";
import { fc } from "./tokens.ts";

/**
 * Fresh coastal: a beach house on a bright day. White and pale sand, sea mist and deep-sea
 * ink, the owner's sea-coloured accent; a rounded display face, a header floating like a
 * capsule, pill buttons, photos with generous round corners and soft shadows, waves between
 * the bands, a horizon with a low sun, and a footer where the page runs into the sea.
 */
export const FreshCoastal = defineTheme({
  frame: `relative min-h-screen ${fc.ground} antialiased selection:bg-(--accent) selection:text-white [&_:focus-visible]:outline-2 [&_:focus-visible]:outline-offset-2 [&_:focus-visible]:outline-(--accent)`,
  // Latin only: the Latin Extended files follow when a page needs them. Both pairs use Nunito Sans.
  fonts: (site) => [nunitoSansLatin, ...(site.options.fontPair === "quicksand-nunito-sans" ? [quicksandLatin] : [])],
  look: { ...look, home: homeLook },
  PageHeading,
});
