import { readFile } from "node:fs/promises";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { fillDetails } from "../support/booking-pages.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import { siteOrigin, themeStrings, visitSitePage } from "../support/owner-site.ts";
import { field, waitForHydration } from "../support/site.ts";

const V = NL.dashboard.vouchers;
const G = NL.dashboard.guests;

test("a single-use voucher takes its discount off the first guest's booking and is refused to the next", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // a site set up, a voucher made, two guests on the booking page, pages audited
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page, { ...newSiteAnswers(), theme: "fresh-coastal" });
  const nl = themeStrings("nl");
  const today = todayIn("Europe/Amsterdam", new Date());
  const origin = siteOrigin(baseURL, site.subdomain);
  const bookingPage = (checkIn: string, nights: number) =>
    `${origin}/boeken?${new URLSearchParams({ checkIn, checkOut: addDays(checkIn, nights), adults: "2" })}`;

  await test.step("the owner makes a code for one booking, 10 % off", async () => {
    await page.goto("/dashboard/vouchers");
    const form = page.getByRole("form", { name: V.addHeading });
    const add = form.getByRole("button", { name: V.add });
    await waitForHydration(add);
    await field(form, V.fields.code).fill("WELKOM10");
    await field(form, V.fields.kind).selectOption({ label: V.kinds.percent });
    await field(form, V.fields.amount).fill("10");
    await field(form, V.fields.maxUses).fill("1");
    await add.click();
    await expect(page.getByText(V.added)).toBeVisible();
    const card = page.locator('[data-voucher="WELKOM10"]');
    await expect(card).toContainText(say(V.discount.percent, { amount: "10" }));
    await expect(card).toContainText(say(V.usage.usedOf, { count: "0", max: "1" }));
  });

  const guest = (await newDevice()).page;

  await test.step("the first guest types it in lower case: the price drops by 10 % and the booking keeps it", async () => {
    await visitSitePage(guest, bookingPage(addDays(today, 30), 3), { theme: "fresh-coastal" });
    await guest.getByText(nl.booking.widget.voucherToggle).click();
    await field(guest, nl.booking.widget.voucher).fill("welkom10");
    await guest.keyboard.press("Tab");
    const price = guest.locator("[data-quote]");
    await expect(price.getByText(nl.booking.quote.voucher.replace("{code}", "WELKOM10"))).toBeVisible();
    // 3 nights of € 125, less 10 %.
    await expect(price).toContainText(/−\s€\s37,50/);
    await expectAccessible(guest, "the booking page with a voucher");
    await fillDetails(guest, nl, { name: "Fleur Bos", email: "fleur@example.nl", country: "NL" });
    await guest.getByRole("button", { name: nl.booking.page.submitRequest }).click();
    const done = guest.getByRole("region", { name: nl.booking.confirmation.requestTitle });
    await expect(done).toBeFocused();
    await expect(done.getByText(nl.booking.quote.voucher.replace("{code}", "WELKOM10"))).toBeVisible();
  });

  await test.step("the next guest is told it has been used, beside the field, before sending anything", async () => {
    const next = (await newDevice()).page;
    await visitSitePage(next, bookingPage(addDays(today, 50), 4), { theme: "fresh-coastal" });
    await next.getByText(nl.booking.widget.voucherToggle).click();
    const code = field(next, nl.booking.widget.voucher);
    await code.fill("WELKOM10");
    await next.keyboard.press("Tab");
    const usedUp = "Deze kortingscode is al het maximale aantal keren gebruikt.";
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAccessibleDescription(usedUp);
    await expectAccessible(next, "the booking page with a used-up voucher");
  });

  await test.step("the owner sees it used up", async () => {
    await page.reload();
    const card = page.locator('[data-voucher="WELKOM10"]');
    await expect(card).toContainText(say(V.usage.usedOf, { count: "1", max: "1" }));
    await expect(card).toContainText(V.status.usedUp);
  });

  await test.step("the guest is in the owner's guest book: found by name, exported, and erased on request", async () => {
    await page.goto("/dashboard/guests");
    await page.getByLabel(G.search.label).fill("fleur");
    await page.getByRole("button", { name: G.search.button }).click();
    await expect(page.getByText(say(G.found_one, { count: "1", search: "fleur" }))).toBeVisible();
    await expectAccessible(page, "/dashboard/guests (a search)");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: G.export }).click();
    const csv = await readFile((await (await download).path()) ?? "", "utf8");
    expect(csv).toContain("fleur@example.nl");

    await page.getByRole("link", { name: /Fleur Bos/ }).click();
    await expect(page.getByText(G.detail.voucher.replace("{{code}}", "WELKOM10"))).toBeVisible();
    await page.getByRole("button", { name: G.erase.button }).click();
    const dialog = page.getByRole("alertdialog", { name: G.erase.title });
    await dialog.getByRole("button", { name: G.erase.confirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: G.erased })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Deze gast is gewist op / })).toBeVisible();
    await expect(page.getByText("fleur@example.nl")).toHaveCount(0);
    await expectAccessible(page, "an erased guest's page");
  });
});
