import sharp from "sharp";
import { SITE_DEMOS, THEME_DEMOS } from "../../../app/site/theme-demos.ts";
import { SITE_LANGUAGE_NAMES, textIn } from "../../../modules/i18n/site-languages.ts";
import type { SitePageId } from "../../../modules/i18n/site-route-table.ts";
import { THEME_NAMES } from "../../../modules/sites/themes.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import {
  addReview,
  editContentSection,
  type HeadFacts,
  headFacts,
  offerLanguages,
  publishContent,
  siteGet,
  siteOrigin,
  siteUrl,
  visitSitePage,
} from "../support/owner-site.ts";

type JsonLd = Record<string, unknown> & { "@type"?: string };

/** The site's own structured data: the lodging, whatever else the page adds. */
function lodging(head: HeadFacts, type: string): JsonLd | undefined {
  return (head.jsonLd as JsonLd[]).find((item) => item["@type"] === type);
}

/** The image a search engine or a chat app shows for the page: on the site, and there. */
async function expectShareImage(
  head: HeadFacts,
  origin: string,
  request: Parameters<typeof siteGet>[0],
  baseURL?: string,
) {
  expect(head.ogImage, "og:image").not.toBeNull();
  expect(head.ogImage ?? "").toMatch(new RegExp(`^${origin}/`));
  const image = await siteGet(request, baseURL, head.ogImage ?? "");
  expect(image.status(), `og:image ${head.ogImage}`).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
}

test("a theme demo with several places: its own titles, canonical links, share image and a LodgingBusiness", async ({
  page,
  request,
  baseURL,
}) => {
  const theme = THEME_NAMES.find((name) => SITE_DEMOS[THEME_DEMOS[name]].units.length > 1);
  if (!theme) throw new Error("no theme shows a demo with several places to stay");
  const demo = SITE_DEMOS[THEME_DEMOS[theme]];
  const main = demo.doc.languages.main;
  const text = (value: Parameters<typeof textIn>[0]) => textIn(value, main, main);
  const origin = siteOrigin(baseURL, theme);

  await visitSitePage(page, siteUrl(origin, { page: "home" }, main, main), { theme });
  const home = await headFacts(page);
  // The demo's content writes a title and description for search engines for every page.
  expect(home.title).toBe(text(demo.doc.seo.home?.title));
  expect(home.description).toBe(text(demo.doc.seo.home?.description));
  expect(home.canonical).toEqual([`${origin}/`]);
  await expectShareImage(home, origin, request, baseURL);

  const data = lodging(home, "LodgingBusiness");
  expect(data, `a LodgingBusiness among ${JSON.stringify(home.jsonLd)}`).toBeDefined();
  const { contact } = demo.doc;
  expect(data).toMatchObject({
    name: demo.name,
    url: `${origin}/`,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.street,
      postalCode: contact.postalCode,
      addressLocality: contact.city,
      addressCountry: contact.country,
    },
    aggregateRating: { "@type": "AggregateRating", reviewCount: demo.reviews.length },
  });
  expect(data?.containsPlace).toHaveLength(demo.units.length);
  const ratings = demo.reviews.map((r) => r.rating);
  const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  const rating = data?.aggregateRating as { ratingValue?: number } | undefined;
  expect(rating?.ratingValue).toBeCloseTo(average, 1);

  await visitSitePage(page, siteUrl(origin, { page: "about" }, main, main), { theme });
  const about = await headFacts(page);
  expect(about.title).toBe(text(demo.doc.seo.about?.title));
  expect(about.description).toBe(text(demo.doc.seo.about?.description));
  expect(about.canonical).toEqual([siteUrl(origin, { page: "about" }, main, main)]);
});

const F = NL.dashboard.content.fields;

/** A month a while ago, as the review form's month field takes it. */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 7);
}

test("an owner's site: title and description from its texts, sitemap and robots.txt, a VacationRental rated 4.5 from 2 reviews", async ({
  page,
  newDevice,
  request,
  baseURL,
}) => {
  test.slow(); // an owner's whole set-up: languages, texts, a photo, two reviews
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const texts = {
    tagline: "Een houten huis in de duinen, vijf minuten van zee.",
    intro: "Ons huisje staat aan de rand van het dorp, met een grote tuin en een houtkachel voor koude avonden.",
  };

  await offerLanguages(page, [SITE_LANGUAGE_NAMES.de]);
  await editContentSection(page, "home", { [F.tagline.label]: texts.tagline, [F.intro.label]: texts.intro });
  await publishContent(page);

  await test.step("a photo: the site gets a share image", async () => {
    const before = await (await siteGet(request, baseURL, `${origin}/`)).text();
    expect(before, "no share image without a photo").not.toContain('property="og:image"');
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#4a7a8c" } })
      .jpeg()
      .toBuffer();
    // As the photo manager sends a file: its bytes as the body.
    const upload = await page.request.post("/dashboard/content/photos/upload?to=site", {
      headers: { "Content-Type": "image/jpeg" },
      data: photo,
    });
    expect(upload.status(), await upload.text()).toBe(200);
  });

  await addReview(page, { guestName: "Familie de Vries", month: monthsAgo(3), rating: 4, body: "Heerlijk rustig." });
  await addReview(page, { guestName: "Anna uit Keulen", month: monthsAgo(2), rating: 5, body: "Wunderbar, danke!" });

  const guest = (await newDevice()).page;
  await test.step("the home page as a search engine reads it", async () => {
    await visitSitePage(guest, `${origin}/`, { theme: site.theme });
    const head = await headFacts(guest);
    expect(head.title).toBe(`${site.name} · ${texts.tagline}`);
    expect(head.description).toBe(texts.intro);
    expect(head.canonical).toEqual([`${origin}/`]);
    await expectShareImage(head, origin, request, baseURL);

    const data = lodging(head, "VacationRental");
    expect(data, `a VacationRental among ${JSON.stringify(head.jsonLd)}`).toBeDefined();
    expect(data).toMatchObject({
      name: site.name,
      url: `${origin}/`,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address,
        postalCode: site.postalCode,
        addressLocality: site.city,
        addressCountry: "NL",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
    });
  });

  await test.step("sitemap.xml lists the pages with something on them, in Dutch and German", async () => {
    const response = await siteGet(request, baseURL, `${origin}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // No places or posts yet: those pages are not in the menu, nor in the sitemap. The site's
    // one holiday home is booked on the booking page.
    const pages: SitePageId[] = ["home", "about", "facilities", "gallery", "book", "contact"];
    const expected = pages.flatMap((id) =>
      (["nl", "de"] as const).map((lang) => siteUrl(origin, { page: id }, lang, "nl")),
    );
    expect(locs.sort()).toEqual(expected.sort());
  });

  await test.step("robots.txt names the sitemap", async () => {
    const response = await siteGet(request, baseURL, `${origin}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
