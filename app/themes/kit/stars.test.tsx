import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { themeStrings } from "../strings/index.ts";
import { Stars } from "./stars.tsx";

function label(rating: number, lang: SiteLang): string | undefined {
  const html = renderToStaticMarkup(<Stars rating={rating} lang={lang} t={themeStrings(lang)} />);
  return html.match(/aria-label="([^"]*)"/)?.[1];
}

describe("a site's stars", () => {
  it("say the stars drawn in the page's language", () => {
    expect(label(4.5, "nl")).toBe("4,5 van 5 sterren");
    expect(label(4.5, "en")).toBe("4.5 out of 5 stars");
    expect(label(4.5, "de")).toBe("4,5 von 5 Sternen");
    expect(label(4.5, "pl")).toBe("4,5 na 5 gwiazdek");
  });

  it("say a whole number of stars without a decimal, as rounded for the drawing", () => {
    expect(label(4, "nl")).toBe("4 van 5 sterren");
    expect(label(4.24, "en")).toBe("4 out of 5 stars");
    expect(label(4.8, "de")).toBe("5 von 5 Sternen");
    expect(label(4.3, "pl")).toBe("4,5 na 5 gwiazdek");
  });
});
