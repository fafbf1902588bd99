import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES, type SiteLang, type SiteText } from "../../modules/i18n/site-languages.ts";
import { SITE_PAGE_IDS } from "../../modules/i18n/site-route-table.ts";
import { REVIEW_LANGS, REVIEW_SOURCES } from "../../modules/reviews/review-sources.ts";
import { plainText, type RichDoc, richDocSchema } from "../../modules/rich-text/rich-doc.ts";
import { DEMO_BOOKINGS } from "../../modules/seed/content/demo-bookings.ts";
import { DEMO_PEOPLE } from "../../modules/seed/demo-accounts.ts";
import { DEMO_SUBSCRIBERS } from "../../modules/seed/demo-subscriptions.ts";
import { siteContentDocSchema, siteLanguages } from "../../modules/site-content/site-content-doc.ts";
import type { DemoPicture, DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { slugify } from "../../modules/text/slugify.ts";
import { unitInputSchema } from "../../modules/units/unit-schema.ts";
import { SITE_DEMOS } from "./index.ts";

const PICTURES = path.resolve(import.meta.dirname, "../../public/site-demo");
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function pictures(fixture: DemoSiteFixture): { where: string; picture: DemoPicture }[] {
  return [
    { where: "hero", picture: fixture.hero },
    { where: "hostPhoto", picture: fixture.hostPhoto },
    ...fixture.units.flatMap((u) => [
      { where: `unit ${u.slug} cover`, picture: u.cover },
      ...u.photos.map((picture, i) => ({ where: `unit ${u.slug} photo ${i}`, picture })),
    ]),
    ...fixture.gallery.map((picture, i) => ({ where: `gallery ${i}`, picture })),
    ...fixture.posts.map((p) => ({ where: `post ${p.slug} cover`, picture: p.cover })),
  ];
}

/** Every plain text a guest can read, named by where it is. */
function texts(fixture: DemoSiteFixture): { where: string; text: SiteText }[] {
  const { doc } = fixture;
  return [
    { where: "tagline", text: doc.tagline },
    { where: "intro", text: doc.intro },
    { where: "about.title", text: doc.about.title },
    { where: "surroundings.intro", text: doc.surroundings.intro },
    ...doc.surroundings.places.flatMap((p, i) => [
      { where: `place ${i} name`, text: p.name },
      { where: `place ${i} description`, text: p.description },
    ]),
    ...SITE_PAGE_IDS.flatMap((page) => [
      { where: `seo.${page}.title`, text: doc.seo[page]?.title ?? {} },
      { where: `seo.${page}.description`, text: doc.seo[page]?.description ?? {} },
    ]),
    ...fixture.units.flatMap((u) => [
      { where: `unit ${u.slug} name`, text: u.unit.name },
      { where: `unit ${u.slug} shortDescription`, text: u.unit.shortDescription },
      { where: `unit ${u.slug} houseRules`, text: u.unit.houseRules },
    ]),
    ...pictures(fixture).flatMap(({ where, picture }) => [
      { where: `${where} alt`, text: picture.alt },
      ...(picture.caption ? [{ where: `${where} caption`, text: picture.caption }] : []),
    ]),
    ...fixture.posts.flatMap((p) => [
      { where: `post ${p.slug} title`, text: p.title },
      { where: `post ${p.slug} excerpt`, text: p.excerpt },
    ]),
  ];
}

function richTexts(fixture: DemoSiteFixture): { where: string; docs: Partial<Record<SiteLang, RichDoc>> }[] {
  return [
    { where: "about.story", docs: fixture.doc.about.story },
    ...fixture.units.map((u) => ({ where: `unit ${u.slug} longDescription`, docs: u.unit.longDescription })),
    ...fixture.posts.map((p) => ({ where: `post ${p.slug} body`, docs: p.body })),
  ];
}

/** What the gallery page shows: the site's pictures, then each unit's. */
function galleryFiles(fixture: DemoSiteFixture): string[] {
  return [...fixture.gallery, ...fixture.units.flatMap((u) => u.photos)].map((p) => p.file);
}

function duplicates(values: string[]): string[] {
  return values.filter((value, i) => values.indexOf(value) !== i);
}

describe.each(Object.entries(SITE_DEMOS))("site demo %s", (_key, fixture: DemoSiteFixture) => {
  const offered = siteLanguages(fixture.doc);

  it("is a content document the editor accepts", () => {
    const stored = {
      ...fixture.doc,
      heroPhotoId: null,
      about: { ...fixture.doc.about, hostPhotoId: null },
    };
    const parsed = siteContentDocSchema.safeParse(stored);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(fixture.doc.themes).toEqual({});
  });

  it("has units the unit form accepts, each at the slug its main-language name gives", () => {
    for (const demo of fixture.units) {
      const parsed = unitInputSchema.safeParse({ ...demo.unit, coverPhotoId: null });
      expect(parsed.error?.issues ?? [], demo.slug).toEqual([]);
      expect(demo.slug).toBe(slugify(demo.unit.name[fixture.doc.languages.main] ?? ""));
      expect(demo.unit.facilities.length, demo.slug).toBeGreaterThanOrEqual(10);
      expect(demo.unit.facilities.length, demo.slug).toBeLessThanOrEqual(25);
    }
  });

  it("offers its main language once, besides others", () => {
    const { main, others } = fixture.doc.languages;
    expect(others).not.toContain(main);
    expect(duplicates(others)).toEqual([]);
    expect(offered[0]).toBe(main);
  });

  it("writes every text in every site language, so each one the site offers reads in full", () => {
    expect(offered.every((lang) => (SITE_LANGUAGES as readonly string[]).includes(lang))).toBe(true);
    const missing = [
      ...texts(fixture).flatMap(({ where, text }) =>
        SITE_LANGUAGES.filter((lang) => !text[lang]?.trim()).map((lang) => `${where} [${lang}]`),
      ),
      ...richTexts(fixture).flatMap(({ where, docs }) =>
        SITE_LANGUAGES.filter((lang) => plainText(docs[lang]) === "").map((lang) => `${where} [${lang}]`),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it("has a complete home page: tagline, intro, story, host, places, contact, SEO for every page", () => {
    expect(fixture.doc.about.hostNames).not.toBe("");
    expect(fixture.doc.surroundings.places.length).toBeGreaterThanOrEqual(6);
    expect(fixture.doc.surroundings.places.length).toBeLessThanOrEqual(8);
    expect(Object.keys(fixture.doc.seo).sort()).toEqual([...SITE_PAGE_IDS].sort());
    expect(fixture.doc.contact.email).toMatch(/@[a-z0-9-]+\.test$/);
    expect(fixture.doc.contact.mapUrl).toMatch(/^https:\/\//);
    expect(Object.keys(fixture.doc.social).length).toBeGreaterThanOrEqual(2);
    expect(duplicates(fixture.doc.surroundings.places.map((p) => p.id))).toEqual([]);
  });

  it("draws every picture from a file in public/site-demo/", () => {
    const missing = [...new Set(pictures(fixture).map(({ picture }) => picture.file))].filter(
      (file) => !existsSync(path.join(PICTURES, `${file}.svg`)),
    );
    expect(missing).toEqual([]);
  });

  it("shows 6 to 10 site pictures, and no picture twice in the gallery", () => {
    expect(fixture.gallery.length).toBeGreaterThanOrEqual(6);
    expect(fixture.gallery.length).toBeLessThanOrEqual(10);
    expect(duplicates(galleryFiles(fixture))).toEqual([]);
  });

  it("has unique, valid slugs for units and posts", () => {
    const units = fixture.units.map((u) => u.slug);
    const posts = fixture.posts.map((p) => p.slug);
    for (const slug of [...units, ...posts]) expect(slug).toMatch(SLUG);
    expect(duplicates(units)).toEqual([]);
    expect(duplicates(posts)).toEqual([]);
  });

  it("has 6 to 10 reviews with ratings 1 to 5 and stays in 2025 or 2026, dated the first of the month", () => {
    const unitSlugs = fixture.units.map((u) => u.slug);
    expect(fixture.reviews.length).toBeGreaterThanOrEqual(6);
    expect(fixture.reviews.length).toBeLessThanOrEqual(10);
    for (const review of fixture.reviews) {
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5, review.guestName).toBe(true);
      expect(review.stayMonth).toMatch(/^202[56]-(0[1-9]|1[0-2])-01$/);
      expect(REVIEW_LANGS).toContain(review.lang);
      expect(REVIEW_SOURCES).toContain(review.source);
      expect(review.body.trim()).not.toBe("");
      if (fixture.units.length > 1) expect(unitSlugs, review.guestName).toContain(review.unit);
      else expect(review.unit).toBeUndefined();
    }
    // Guests of several countries and several booking channels, as on a real site.
    expect(new Set(fixture.reviews.map((r) => r.lang)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(fixture.reviews.map((r) => r.source)).size).toBeGreaterThanOrEqual(3);
  });

  it("has 2 or 3 posts, published 3 to 120 days ago, with bodies the editor accepts", () => {
    expect(fixture.posts.length).toBeGreaterThanOrEqual(2);
    expect(fixture.posts.length).toBeLessThanOrEqual(3);
    for (const post of fixture.posts) {
      expect(post.daysAgo, post.slug).toBeGreaterThanOrEqual(3);
      expect(post.daysAgo, post.slug).toBeLessThanOrEqual(120);
      for (const [lang, body] of Object.entries(post.body)) {
        expect(richDocSchema.safeParse(body).error?.issues ?? [], `${post.slug} [${lang}]`).toEqual([]);
        expect(body.content.length, `${post.slug} [${lang}]`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe("site demos", () => {
  it("are the six demo sites, one for each theme, each with its own place ids", () => {
    expect(Object.keys(SITE_DEMOS).sort()).toEqual(["city", "coast", "estate", "forest", "lake", "mountains"]);
    const ids = Object.values(SITE_DEMOS).flatMap((f: DemoSiteFixture) => f.doc.surroundings.places.map((p) => p.id));
    expect(duplicates(ids)).toEqual([]);
  });
});

describe("the demo data's one story", () => {
  it("gives the Polish demo owner one surname: account, billing, bank account and site", () => {
    const account = DEMO_PEOPLE.find((p) => p.email === "piotr@vayvista.test")?.name;
    const billing = DEMO_SUBSCRIBERS.find((s) => s.email === "piotr@vayvista.test")?.billing;
    expect(account).toBe("Piotr Chowaniec");
    expect([billing?.name, DEMO_BOOKINGS.mountains.bank.holder]).toEqual([account, account]);
    expect(billing?.company).toContain(account);
    expect(SITE_DEMOS.mountains.doc.about.hostNames).toMatch(/ Chowaniec$/);
  });

  it("measures distances in kilometres in English too, as the other languages do", () => {
    const inMiles = Object.values(SITE_DEMOS).flatMap((fixture) =>
      texts(fixture)
        .filter(({ text }) => /\b(?:a|one|two|three|four|five|\d+) miles?\b/i.test(text.en ?? ""))
        .map(({ where }) => `${fixture.name}: ${where}`),
    );
    expect(inMiles).toEqual([]);
  });
});
