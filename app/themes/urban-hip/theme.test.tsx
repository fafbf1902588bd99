import { describe, expect, it } from "vitest";
import { count, demoSite, expectHas, renderPage, spoken } from "../kit/theme.testing.tsx";
import { marqueeRun } from "./marquee.tsx";
import { fittedSize } from "./tokens.ts";

/** What urban hip draws its own way (the contract every theme keeps: kit/theme-contract.test.tsx). */
describe("urban hip theme", () => {
  const site = demoSite("urban-hip", "forest", "en");

  it("marks the page the visitor is on in the menu, numbered like the headings", () => {
    const html = renderPage(site, { page: "gallery" });
    const gallery = site.nav.findIndex((l) => l.page === "gallery") + 1;
    expect(
      new RegExp(`aria-current="page"[^>]*><span aria-hidden="true"[^>]*>0${gallery}</span>Gallery`).test(html),
    ).toBe(true);
    expectHas(spoken(html), `0${gallery} / `);
  });

  it("leads the home page to the contact page, the places and the photos, with the reviews' average", () => {
    const html = renderPage(site, { page: "home" });
    expectHas(html, `href="${site.paths.contact}"`);
    for (const unit of site.units) expectHas(html, `href="${unit.path}"`);
    expectHas(html, `href="${site.paths.gallery}"`);
    expectHas(spoken(html), `out of 5 from ${site.reviews.count} reviews`);
  });

  it("sets the bold hero over the photo and the grid hero as three photos beside the name", () => {
    const bold = renderPage(demoSite("urban-hip", "forest", "nl", { heroLayout: "bold" }), { page: "home" });
    const grid = renderPage(demoSite("urban-hip", "forest", "nl", { heroLayout: "grid" }), { page: "home" });
    const heroPhotos = (html: string) => count(html.slice(0, html.indexOf("</section>")), /<img /g);
    expect(heroPhotos(bold)).toBe(1);
    expect(heroPhotos(grid)).toBe(3);
    expect(grid.indexOf("<h1")).toBeLessThan(grid.indexOf("<img"));
  });

  it("sets the photos in greyscale by default and in colour where the owner chose it", () => {
    const frame = (html: string) => html.match(/<div data-theme=[^>]*>/)?.[0] ?? "";
    const grey = renderPage(site, { page: "gallery" });
    const colour = renderPage(demoSite("urban-hip", "forest", "en", { photoTone: "colour" }), { page: "gallery" });
    expectHas(frame(grey), 'data-photos="greyscale"');
    expectHas(frame(colour), 'data-photos="colour"');
    // The grey filter applies only inside a greyscale frame.
    expectHas(grey, "[[data-photos=greyscale]_&amp;]:grayscale");
    expect(grey.includes(" [@media(hover:hover)]:grayscale ")).toBe(false);
  });

  it("hides the sliding strip from screen readers and lets it stand still for those who ask", () => {
    const html = renderPage(site, { page: "home" });
    expect(/<div aria-hidden="true" class="[^"]*overflow-hidden[^"]*">/.test(html)).toBe(true);
    expectHas(html, "motion-safe:animate-[uh-marquee");
  });
});

describe("fittedSize", () => {
  it("sets a short name larger than a long one, within the bounds", () => {
    expect(fittedSize("Loft 22", 90, 2.75, 13)).toBe("clamp(2.75rem, 30.00vw, 13rem)");
    expect(fittedSize("Hertenspoor", 90, 2.75, 13)).toBe("clamp(2.75rem, 13.64vw, 13rem)");
  });
});

describe("marqueeRun", () => {
  it("repeats the words, each once per round, until a run is long enough to loop without a gap", () => {
    const run = marqueeRun(["Loft", "Studio", "Loft", " "], 40);
    expect(run.startsWith("Loft  /  Studio  /  Loft  /  Studio")).toBe(true);
    expect(run.length).toBeGreaterThanOrEqual(40);
  });
});
