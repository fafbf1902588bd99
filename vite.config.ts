import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Marketing pages are not hydrated (docs/decisions/0008); their one small script,
 * app/enhance/marketing.ts, is built as an entry of its own (assets/enhance-[hash].js),
 * which the server finds in the build and the pages link to.
 */
function marketingEnhancements(): Plugin {
  return {
    name: "vayvista:marketing-enhancements",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      this.emitFile({ type: "chunk", id: path.resolve("app/enhance/marketing.ts"), name: "enhance" });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), marketingEnhancements()],
  resolve: { tsconfigPaths: true },
});
