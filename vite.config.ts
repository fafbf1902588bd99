import { createHash } from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, minify, type Plugin } from "vite";

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

const BOOKING_SCRIPT = "virtual:booking-script";
const BOOKING_ENTRY = "app/enhance/booking/booking.ts";

/** The booking widget's script as one minified ES module that imports nothing. */
async function bundleBookingScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: path.resolve(BOOKING_ENTRY), formats: ["es"], fileName: "booking" },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!("output" in output)) continue;
    const entry = output.output.find((file) => file.type === "chunk" && file.isEntry);
    // Library builds keep an ES module's whitespace; this one is for browsers only.
    if (entry && entry.type === "chunk") return (await minify("booking.js", entry.code)).code;
  }
  throw new Error(`${BOOKING_ENTRY} was not bundled`);
}

/**
 * The booking widget's script (docs/decisions/0015): a file of its own that the pages'
 * script imports only on pages with a widget. A dynamic import() that Vite bundles would
 * share its modules with the app's chunks and add Vite's preload helper to the pages' script,
 * a third file every page loads; so it is bundled on its own, self-contained, named by its
 * content (assets/booking-[hash].js), and the pages' script learns its URL from
 * `virtual:booking-script` (the source file itself under the development server).
 */
function bookingScript(): Plugin {
  let serving = false;
  return {
    name: "vayvista:booking-script",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === BOOKING_SCRIPT ? `\0${BOOKING_SCRIPT}` : undefined;
    },
    async load(id) {
      if (id !== `\0${BOOKING_SCRIPT}`) return undefined;
      if (serving) return `export default ${JSON.stringify(`/${BOOKING_ENTRY}`)};`;
      if (this.environment.name !== "client") return `export default "";`;
      const code = await bundleBookingScript();
      const fileName = `assets/booking-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pageEnhancements(), bookingScript()],
  resolve: { tsconfigPaths: true },
});
