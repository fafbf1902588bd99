import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { PRICE_FIELD } from "../../../app/components/onboarding/step-form-input.ts";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import type { OnboardingStep } from "../../../modules/onboarding/onboarding-steps.ts";
import type { ThemeName } from "../../../modules/sites/themes.ts";
import { NL, say } from "./auth-flows.ts";
import { IN_THE_BACKGROUND } from "./hang-guards.ts";
import { field, waitForHydration } from "./site.ts";
import { subscribeQuickly } from "./subscribe.ts";

export type SiteAnswers = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  guests: string;
  bedrooms: string;
  bathrooms: string;
  theme: ThemeName;
  subdomain: string;
  description: string;
  price: string;
};

/** Answers for a new site with a web address nobody has taken yet. */
export function newSiteAnswers(): SiteAnswers {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Boshuisje De Specht ${id}`,
    address: "Dorpsstraat 12",
    postalCode: "4301 AB",
    city: "Zierikzee",
    guests: "4",
    bedrooms: "2",
    bathrooms: "1",
    theme: "warm-cozy",
    subdomain: `specht-${id}`,
    description: "Een knus boshuisje aan de rand van het dorp, met een houtkachel en een grote tuin vol vogels.",
    price: "125",
  };
}

const O = NL.onboarding;

/** The wizard's current step, by the heading the owner reads. */
async function expectStep(page: Page, step: OnboardingStep | "review") {
  await expect(page.getByRole("heading", { level: 2, name: O.steps[step].title })).toBeVisible();
}

/** Picks a choice card: the whole card is the label of a visually hidden radio button. */
async function chooseCard(page: Page, name: string) {
  const radio = page.getByRole("radio", { name });
  await page.locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

async function saveAndContinue(page: Page, next: OnboardingStep | "review") {
  await page.getByRole("button", { name: O.wizard.next }).click();
  await expectStep(page, next);
}

/**
 * Walks through every step of /onboarding as an owner does and puts the site online, then
 * the photo step (with `photo`, or skipped); ends on /dashboard?welcome=1. `atEachStep` runs on every step once it is shown (e.g. axe-core).
 */
export async function completeOnboarding(
  page: Page,
  site: SiteAnswers,
  atEachStep: (step: OnboardingStep | "review") => Promise<void> = async () => {},
  /** A photo for the wizard's photo step; without one the step is skipped. */
  photo?: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await test.step("onboarding wizard", async () => {
    if (!page.url().endsWith("/onboarding")) await page.goto("/onboarding");
    await expectStep(page, "property");
    await waitForHydration(page.getByRole("button", { name: O.wizard.next }));
    await atEachStep("property");
    await field(page, O.fields.name).fill(site.name);
    await chooseCard(page, NL.form.propertyTypes.holidayHome);
    await saveAndContinue(page, "location");

    await atEachStep("location");
    await field(page, O.fields.address).fill(site.address);
    await field(page, O.fields.postalCode).fill(site.postalCode);
    await field(page, O.fields.city).fill(site.city);
    await expect(field(page, O.fields.country)).toHaveValue("NL");
    await saveAndContinue(page, "capacity");

    await atEachStep("capacity");
    await field(page, O.fields.guests).fill(site.guests);
    await field(page, O.fields.bedrooms).fill(site.bedrooms);
    await field(page, O.fields.bathrooms).fill(site.bathrooms);
    await saveAndContinue(page, "theme");

    await atEachStep("theme");
    const themeName = THEME_DISPLAY_NAMES.nl[site.theme];
    await chooseCard(page, themeName);
    await saveAndContinue(page, "subdomain");

    await atEachStep("subdomain");
    const address = field(page, O.fields.subdomain);
    await address.fill(site.subdomain);
    const host = `${site.subdomain}.localhost`;
    await expect(page.getByRole("status").filter({ hasText: say(O.subdomain.available, { host }) })).toBeVisible();
    await saveAndContinue(page, "description");

    await atEachStep("description");
    await field(page, O.fields.description).fill(site.description);
    await saveAndContinue(page, "price");

    await atEachStep("price");
    await field(page, O.fields.price).fill(site.price);
    await saveAndContinue(page, "review");

    await atEachStep("review");
    await expect(page.getByText(host, { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: O.review.finish }).click();
    // The photo step, once the site exists: a photo through the dashboard's own upload, or none.
    await expect(page).toHaveURL(/\/dashboard\/welcome$/);
    await expect(page.getByRole("heading", { level: 1, name: NL.dashboard.photos.welcome.title })).toBeVisible();
    if (photo) {
      const picker = page.locator("input[type=file]");
      await waitForHydration(picker);
      await picker.setInputFiles(photo);
      await expect(page.locator("[data-photo-id]")).toHaveCount(1, IN_THE_BACKGROUND);
      await page.getByRole("link", { name: NL.dashboard.photos.welcome.continue }).click();
    } else {
      await page.getByRole("link", { name: NL.dashboard.photos.welcome.skip }).click();
    }
    await expect(page).toHaveURL(/\/dashboard\?welcome=1$/);
    await expect(page.getByRole("status").filter({ hasText: NL.dashboard.overview.welcomeTitle })).toBeVisible();
  });
}

/**
 * Quick set-up for tests about what comes after the wizard: the same answers the wizard's
 * forms post, sent step by step with the owner's cookies, then "put my website online".
 */
export async function finishOnboardingQuickly(
  page: Page,
  site: SiteAnswers = newSiteAnswers(),
  /** How the owner subscribes (null: subscribed already). */
  card: "paid" | "paid_declines_later" | null = "paid",
): Promise<SiteAnswers> {
  const steps: Record<string, string>[] = [
    { step: "property", name: site.name, type: "holidayHome" },
    { step: "location", address: site.address, postalCode: site.postalCode, city: site.city, country: "NL" },
    { step: "capacity", guests: site.guests, bedrooms: site.bedrooms, bathrooms: site.bathrooms },
    { step: "theme", theme: site.theme },
    { step: "subdomain", subdomain: site.subdomain },
    { step: "description", description: site.description },
    { step: "price", [PRICE_FIELD]: site.price },
    { intent: "finish" },
  ];
  for (const form of steps) {
    const response = await page.request.post("/onboarding", { form });
    expect(response.ok(), `onboarding ${form.step ?? form.intent}: HTTP ${response.status()}`).toBe(true);
  }
  // Subscribed, so guests see the site (a wizard's site waits for its owner's subscription).
  if (card) await subscribeQuickly(page, card);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  return site;
}
