import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { themeStrings } from "../../strings/index.ts";
import { demoSite, first } from "../theme.testing.tsx";
import { heroPhotos } from "./hero-photos.ts";
import { HeroWords, type HeroWordsLook } from "./hero-words.tsx";

const look: HeroWordsLook = {
  welcome: "welcome",
  name: "name",
  tagline: "tagline",
  calls: { row: "calls", book: "book", second: "second" },
};

describe("a hero's words", () => {
  const t = themeStrings("en");

  it("name the site in the h1 and call to book, then to the units on a site with several, else to the hosts' story", () => {
    const several = demoSite("modern-minimal", "forest", "en");
    expect(several.units.length).toBeGreaterThan(1);
    const html = renderToStaticMarkup(<HeroWords site={several} t={t} look={look} />);
    expect(html).toContain(`<h1 class="name">${several.name}</h1>`);
    expect(html).toContain(`href="${several.paths.book}" class="book">${t.home.checkAvailability}</a>`);
    expect(html).toContain(`href="#units-heading" class="second">${t.home.units}</a>`);

    const one = { ...several, units: [first(several.units)] };
    const single = renderToStaticMarkup(<HeroWords site={one} t={t} look={look} />);
    expect(single).toContain(`href="${one.paths.about}" class="second">${t.home.about}</a>`);
  });

  it("leave out the tagline the owner did not write, and the second call a look does not have", () => {
    const site = { ...demoSite("modern-minimal", "coast", "en"), tagline: "" };
    const html = renderToStaticMarkup(
      <HeroWords site={site} t={t} look={{ ...look, calls: { row: "calls", book: "book" } }} />,
    );
    expect(html).not.toContain('class="tagline"');
    expect(html).not.toContain('class="second"');
  });
});

describe("a hero's photos", () => {
  const site = demoSite("warm-cozy", "coast", "en", { heroLayout: "collage" });
  const hero = site.hero;
  if (!hero) throw new Error("the demo has no hero photo");
  const other = site.gallery.find((p) => p.src !== hero.src);
  if (!other) throw new Error("the demo's gallery has no other photo");

  it("show each picture once, the hero photo first, on the layout of several photos", () => {
    const gallery = [hero, other, { ...other, id: "again" }];
    expect(heroPhotos({ ...site, gallery }, "collage", 2).map((p) => p.src)).toEqual([hero.src, other.src]);
    expect(heroPhotos({ ...site, gallery }, "collage", 3)).toEqual([hero]);
  });

  it("show the hero photo alone on another layout, and none without it", () => {
    expect(heroPhotos(site, "grid", 1)).toEqual([hero]);
    expect(heroPhotos({ ...site, hero: null }, "collage", 1)).toEqual([]);
  });
});
