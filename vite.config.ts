import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Marketing pages and owner sites are not hydrated (docs/decisions/0008, 0013); their one
 * small script, app/enhance/pages.ts, is built as an entry of its own
 * (assets/enhance-[hash].js), which the server finds in the build and the pages link to.
 */
function pageEnhancements(): Plugin {
  return {
    name: "vayvista:page-enhancements",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      this.emitFile({ type: "chunk", id: path.resolve("app/enhance/pages.ts"), name: "enhance" });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pageEnhancements()],
  resolve: { tsconfigPaths: true },
});
