import { defineTheme } from "../kit/define-theme.tsx";
import { look } from "./look.tsx";
import { Footer } from "./parts.tsx";

/** Modern minimal: a gallery-like calm, one typeface, hairlines and big square photos. */
export const ModernMinimal = defineTheme({
  frame: "min-h-screen bg-white text-neutral-900",
  look,
  Footer,
});
