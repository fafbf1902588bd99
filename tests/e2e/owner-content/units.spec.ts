import type { Page } from "@playwright/test";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { siteOrigin, themeStrings } from "../support/owner-site.ts";
import { field, waitForHydration } from "../support/site.ts";

const U = NL.dashboard.content.units;
const t = themeStrings("nl");

type Place = {
  name: string;
  type: string;
  guests: number;
  bedrooms: number;
  facilities: string[];
};

/** Fills the unit form (new or stored) and saves it. */
async function fillUnit(page: Page, place: Partial<Place>) {
  const form = page.locator("form#unit-form");
  if (place.name !== undefined) await field(form, U.fields.name.label).fill(place.name);
  if (place.type) await field(form, U.fields.type.label).selectOption({ label: place.type });
  if (place.guests !== undefined) await field(form, U.fields.maxGuests.label).fill(String(place.guests));
  if (place.bedrooms !== undefined) await field(form, U.fields.bedrooms.label).fill(String(place.bedrooms));
  for (const facility of place.facilities ?? [])
    await form.getByRole("checkbox", { name: facility, exact: true }).check();
}

/** A control named by its action and, for screen readers, the place it acts on ("Archiveren: Blokhut"). */
function about(action: string, name: string): RegExp {
  return new RegExp(`^${action}\\s*:\\s*${name}$`);
}

/** The part of the site's home that lists the places. */
function unitsOnHome(guest: Page) {
  return guest.getByRole("region", { name: t.home.units });
}

/** The names of the places the site's home lists, in its order. */
function homeUnits(guest: Page) {
  return unitsOnHome(guest).getByRole("heading", { level: 3 });
}

/** Waits for the unit list's post (a move or an archive) to be answered. */
function listAction(page: Page) {
  return page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/dashboard/content/units"),
  );
}

test("an owner's places to stay each get a page on the site, in the owner's order, until archived", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // three units written, four site pages visited, reordered and archived
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const guest = (await newDevice()).page;
  const house: Place = {
    name: site.name,
    type: t.unitTypes.holidayHome,
    guests: Number(site.guests),
    bedrooms: Number(site.bedrooms),
    facilities: [t.facilities.fireplace, t.facilities.garden],
  };
  const chalet: Place = {
    name: "Chalet De Boomklever",
    type: t.unitTypes.chalet,
    guests: 2,
    bedrooms: 1,
    facilities: [t.facilities.sauna, t.facilities.wifi],
  };
  const cabin: Place = {
    name: "Blokhut De Vos",
    type: t.unitTypes.cabin,
    guests: 6,
    bedrooms: 3,
    facilities: [t.facilities.bbq, t.facilities.petsAllowed, t.facilities.babyCot],
  };

  await test.step("the house from the onboarding gets its facilities", async () => {
    await page.goto("/dashboard/content/units");
    await page.getByRole("link", { name: about(U.edit, house.name) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(U.editTitle, { name: house.name }));
    const save = page.getByRole("button", { name: U.save });
    await waitForHydration(save);
    await fillUnit(page, { facilities: house.facilities });
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: U.saved })).toBeVisible();
    await expectAccessible(page, "/dashboard/content/units/{id}");
  });

  for (const [index, place] of [chalet, cabin].entries()) {
    await test.step(`adding ${place.name}`, async () => {
      await page.goto("/dashboard/content/units/new");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(U.newTitle);
      const add = page.locator("form#unit-form").getByRole("button", { name: U.add });
      await waitForHydration(add);
      await fillUnit(page, place);
      if (index === 0) await expectAccessible(page, "/dashboard/content/units/new");
      await add.click();
      await expect(page).toHaveURL(/\/dashboard\/content\/units\/[0-9a-f-]{36}$/);
      await expect(page.getByText(U.created)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say(U.editTitle, { name: place.name }));
    });
  }

  await test.step("the site's home lists all three, each with a page of its own", async () => {
    await guest.goto(`${origin}/`);
    await expect(homeUnits(guest)).toHaveText([house.name, chalet.name, cabin.name]);
    for (const place of [house, chalet, cabin]) {
      await unitsOnHome(guest).getByRole("link", { name: place.name, exact: true }).click();
      await expect(guest).toHaveURL(new RegExp(`^${origin}/accommodaties/[a-z0-9-]+$`));
      await expect(guest.locator("h1")).toHaveText(place.name);
      const main = guest.getByRole("main");
      await expect(main.getByText(place.type, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(t.capacity.guests(place.guests), { exact: true }).first()).toBeVisible();
      await expect(main.getByText(t.capacity.bedrooms(place.bedrooms), { exact: true }).first()).toBeVisible();
      const facilities = main.getByRole("region", { name: t.unit.facilities });
      for (const facility of place.facilities)
        await expect(facilities.getByText(facility, { exact: true })).toBeVisible();
      await guest.goBack();
    }
  });

  await test.step("the owner's order is the site's order", async () => {
    await page.goto("/dashboard/content/units");
    const down = page.getByRole("button", { name: say(U.moveDown, { name: house.name }) });
    await waitForHydration(down);
    await expectAccessible(page, "/dashboard/content/units");
    await down.focus();
    const moved = listAction(page);
    await page.keyboard.press("Enter");
    expect((await moved).ok()).toBe(true);
    await expect(
      page.getByRole("status").filter({ hasText: say(U.moved, { name: house.name, position: 2, total: 3 }) }),
    ).toBeAttached();
    await guest.reload();
    await expect(homeUnits(guest)).toHaveText([chalet.name, house.name, cabin.name]);
  });

  await test.step("an archived place leaves the site", async () => {
    const cabinPage = await unitsOnHome(guest)
      .getByRole("link", { name: cabin.name, exact: true })
      .getAttribute("href");
    await page.getByRole("button", { name: about(U.archive, cabin.name) }).click();
    await expect(
      page.getByRole("status").filter({ hasText: say(U.archivedDone, { name: cabin.name }) }),
    ).toBeAttached();
    await expect(page.getByRole("listitem").filter({ hasText: cabin.name }).getByText(U.archived)).toBeVisible();
    await guest.reload();
    await expect(homeUnits(guest)).toHaveText([chalet.name, house.name]);
    const gone = await guest.goto(new URL(cabinPage ?? "", `${origin}/`).href);
    expect(gone?.status()).toBe(404);
  });

  await test.step("asking about a place opens the contact form with that place chosen", async () => {
    await guest.goto(`${origin}/`);
    await unitsOnHome(guest).getByRole("link", { name: chalet.name, exact: true }).click();
    await expect(guest.locator("h1")).toHaveText(chalet.name);
    await guest.getByRole("link", { name: t.unit.enquire }).first().click();
    await expect(guest).toHaveURL(/\/contact\?unit=/);
    const choice = field(guest, t.contact.form.unit);
    await expect(choice.locator("option:checked")).toHaveText(chalet.name);
    await expect(choice.locator("option")).toHaveText([t.contact.form.anyUnit, chalet.name, house.name]);
  });
});
