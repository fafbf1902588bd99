import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import {
  editContentSection,
  expectSitePage,
  followLink,
  headFacts,
  mainMenu,
  offerLanguages,
  publishContent,
  siteOrigin,
  siteUrl,
  themeStrings,
  visitSitePage,
} from "../support/owner-site.ts";

const F = NL.dashboard.content.fields;

/**
 * A Dutch site that also speaks German: what the owner translated shows in German, what
 * they did not shows in Dutch rather than as a hole, and guests and search engines find each
 * page in the other language.
 */
test("an owner adds German: translated texts in German, the rest in Dutch, linked both ways", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // the owner's languages, two texts and publishing, then five pages of the site
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const theme = site.theme;
  const dutch = { tagline: "Slapen tussen de dennen, vijf minuten van zee.", welcome: "Welkom in ons boshuisje." };
  const german = { tagline: "Schlafen zwischen den Kiefern, fünf Minuten vom Meer." };

  await offerLanguages(page, [SITE_LANGUAGE_NAMES.de]);
  await editContentSection(page, "home", { [F.tagline.label]: dutch.tagline, [F.intro.label]: dutch.welcome });
  await editContentSection(page, "home", { [F.tagline.label]: german.tagline }, "de");
  await publishContent(page);

  const guest = (await newDevice()).page;
  const home = (lang: "nl" | "de") => siteUrl(origin, { page: "home" }, lang, "nl");
  const about = (lang: "nl" | "de") => siteUrl(origin, { page: "about" }, lang, "nl");

  await test.step("/de: the German tagline, the Dutch welcome text where there is no German one", async () => {
    await visitSitePage(guest, home("de"), { theme });
    await expect(guest.getByText(german.tagline).first()).toBeVisible();
    await expect(guest.getByText(dutch.tagline)).toHaveCount(0);
    await expect(guest.getByText(dutch.welcome)).toBeVisible();
    const head = await headFacts(guest);
    expect(head.lang).toBe("de");
    expect(head.alternates).toEqual({ nl: home("nl"), de: home("de"), "x-default": home("nl") });
  });

  await test.step("the language switch leads from /over-ons to /de/ueber-uns and back", async () => {
    await visitSitePage(guest, about("nl"), { theme });
    expect((await headFacts(guest)).lang).toBe("nl");
    const toGerman = guest.getByRole("link", { name: SITE_LANGUAGE_NAMES.de, exact: true }).first();
    expect(new URL(about("de")).pathname).toBe("/de/ueber-uns");
    await expectSitePage(guest, await followLink(guest, toGerman, about("de")), { theme });
    const head = await headFacts(guest);
    expect(head.lang).toBe("de");
    expect(head.alternates).toEqual({ nl: about("nl"), de: about("de"), "x-default": about("nl") });
    await expect(guest.locator("h1")).toBeVisible();
    // The German page's menu stays in German.
    const de = themeStrings("de");
    await expect(mainMenu(guest, de).getByRole("link", { name: de.nav.home, exact: true })).toHaveAttribute(
      "href",
      "/de",
    );
    const toDutch = guest.getByRole("link", { name: SITE_LANGUAGE_NAMES.nl, exact: true }).first();
    await expectSitePage(guest, await followLink(guest, toDutch, about("nl")), { theme, audit: false });
  });

  await test.step("a language the site does not offer is not there", async () => {
    await visitSitePage(guest, `${origin}/pl`, { theme, status: 404 });
    await expect(guest.locator("h1")).toHaveText(themeStrings("nl").notFound.title);
  });
});
