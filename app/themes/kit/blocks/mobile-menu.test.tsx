import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { themeStrings } from "../../strings/index.ts";
import { SiteMenu } from "./mobile-menu.tsx";

describe("an owner site's phone menu", () => {
  it("has a button that names the menu it opens, without a fixed aria-expanded the browser's own state could contradict", () => {
    const html = renderToStaticMarkup(
      <SiteMenu t={themeStrings("nl")} look={{ button: "b", panel: "p" }}>
        <a href="/">Home</a>
      </SiteMenu>,
    );
    const opener = html.match(/<button[^>]*>/)?.[0] ?? "";
    const panelId = html.match(/<div id="([^"]+)" popover/)?.[1];
    expect(panelId).toBeTruthy();
    expect(opener).toContain(`aria-controls="${panelId}"`);
    expect(opener).toContain(`popoverTarget="${panelId}"`);
    expect(opener).not.toContain("aria-expanded");
  });
});
