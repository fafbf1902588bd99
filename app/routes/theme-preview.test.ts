import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppServices, appContext } from "../context.ts";
import { loader } from "./theme-preview.tsx";

function preview(address: string, name: string) {
  const context = new RouterContextProvider();
  context.set(appContext, { origin: "https://vayvista.nl", appDomain: "vayvista.nl" } as AppServices);
  const url = new URL(address);
  return loader({ url, params: { preview: name }, context, request: new Request(url), pattern: "" } as never);
}

describe("theme preview", () => {
  it("sends the browser to the theme's subdomain at the configured origin, not the host it asked", () => {
    expect(preview("http://10.0.0.5:3000/theme-preview/modern-minimaal", "modern-minimaal").target).toBe(
      "https://modern-minimal.vayvista.nl/",
    );
  });

  it("opens the demo in the visitor's language, German included, and in Dutch for anything else", () => {
    expect(preview("https://vayvista.nl/theme-preview/modern-minimaal?lang=en", "modern-minimaal").target).toBe(
      "https://modern-minimal.vayvista.nl/en",
    );
    expect(preview("https://vayvista.nl/theme-preview/nature-rustic?lang=pl", "nature-rustic").target).toBe(
      "https://nature-rustic.vayvista.nl/",
    );
    expect(preview("https://vayvista.nl/theme-preview/nature-rustic?lang=nl", "nature-rustic").target).toBe(
      "https://nature-rustic.vayvista.nl/nl",
    );
    expect(preview("https://vayvista.nl/theme-preview/modern-minimaal?lang=de", "modern-minimaal").target).toBe(
      "https://modern-minimal.vayvista.nl/de",
    );
    expect(preview("https://vayvista.nl/theme-preview/modern-minimaal?lang=%3Cx%3E", "modern-minimaal").target).toBe(
      "https://modern-minimal.vayvista.nl/",
    );
  });
});
