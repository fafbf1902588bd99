import { defineTheme } from "../kit/define-theme.tsx";
import { homeLook } from "./home.tsx";
import { look } from "./look.tsx";
import { PageHeading } from "./parts.tsx";
import { wc } from "./tokens.ts";

/**
 * Warm cozy: a cottage at the edge of the woods. Cream paper and oat bands joined by soft
 * waves, a soft serif, photos in rounded frames, arches and a collage, notes pinned with tape,
 * a scalloped footer the colour of bark; the owner's accent warms it all.
 */
export const WarmCozy = defineTheme({
  frame: `min-h-screen ${wc.ground} antialiased selection:bg-(--accent) selection:text-white [&_:focus-visible]:outline-(--accent)`,
  look: { ...look, home: homeLook },
  PageHeading,
});
