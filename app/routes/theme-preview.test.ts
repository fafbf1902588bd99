import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppServices, appContext } from "../context.ts";
import { loader } from "./theme-preview.tsx";

describe("theme preview", () => {
  it("sends the browser to the theme's subdomain at the configured origin, not the host it asked", () => {
    const context = new RouterContextProvider();
    context.set(appContext, { origin: "https://vayvista.nl", appDomain: "vayvista.nl" } as AppServices);
    const url = new URL("http://10.0.0.5:3000/theme-preview/modern-minimaal");
    const found = loader({
      url,
      params: { preview: "modern-minimaal" },
      context,
      request: new Request(url),
      pattern: "",
    } as never);
    expect(found.target).toBe("https://modern-minimal.vayvista.nl/theme-preview/modern-minimaal");
  });
});
