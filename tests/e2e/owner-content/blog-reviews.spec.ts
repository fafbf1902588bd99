import type { Page } from "@playwright/test";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { addReview, siteOrigin, themeStrings } from "../support/owner-site.ts";
import { field, waitForHydration } from "../support/site.ts";
import { expectToast } from "../support/toasts.ts";

const B = NL.dashboard.blog;
const R = NL.dashboard.reviews;
const ED = NL.dashboard.editor;
const t = themeStrings("nl");

/** Opens the form for a new post, with its title typed and the rich-text editor ready. */
async function newPost(page: Page, title: string) {
  await page.goto("/dashboard/blog/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(B.newTitle);
  const editor = page.locator('[data-rich-text-editor="body.nl"]');
  await expect(editor).toBeVisible();
  await field(page, B.fields.title).fill(title);
  return editor;
}

test("a post written with the rich-text editor is on the site's blog once published; one planned for tomorrow is not", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // an owner with a site, two posts, the blog visited
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const guest = (await newDevice()).page;
  const title = "Wandelen door de duinen in de herfst";
  const heading = "De mooiste route";
  const link = { text: "Natuurmonumenten", href: "https://www.natuurmonumenten.nl/duinen" };

  await test.step("writing and publishing a post", async () => {
    const editor = await newPost(page, title);
    await expectAccessible(page, "/dashboard/blog/new");
    await editor.click();
    const toolbar = page.getByRole("toolbar", { name: ED.toolbar });
    await toolbar.getByRole("button", { name: ED.heading2, exact: true }).click();
    await page.keyboard.type(heading);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Neem ");
    await page.keyboard.press("Control+B");
    await page.keyboard.type("altijd water");
    await page.keyboard.press("Control+B");
    await page.keyboard.type(" mee: in de duinen is geen kraan.");
    await page.keyboard.press("Enter");
    await page.keyboard.type(link.text);
    await page.keyboard.press("Shift+Home");
    await toolbar.getByRole("button", { name: ED.link, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: ED.linkDialog.title });
    await dialog.getByLabel(ED.linkDialog.address).fill(link.href);
    await dialog.getByRole("button", { name: ED.linkDialog.save }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(editor.locator("strong")).toHaveText("altijd water");
    await expect(editor.getByRole("link", { name: link.text })).toHaveAttribute("href", link.href);

    await expectToast(page, page.getByText(B.toasts.published), () =>
      page.getByRole("button", { name: B.actions.publish }).click(),
    );
    await expect(page).toHaveURL(/\/dashboard\/blog\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(B.editTitle);
    await expectAccessible(page, "/dashboard/blog/{id}");
  });

  await test.step("a post planned for tomorrow", async () => {
    await newPost(page, "Kerstmarkt in het dorp");
    await page.locator('[data-rich-text-editor="body.nl"]').click();
    await page.keyboard.type("Elk jaar in december staat het plein vol kraampjes.");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await field(page, B.fields.publishAt).fill(`${tomorrow}T12:00`);
    await page.getByRole("button", { name: B.actions.schedule }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog\/[0-9a-f-]{36}$/);
    await expect(page.getByText(B.states.scheduled, { exact: true }).first()).toBeVisible();
  });

  await test.step("the dashboard lists both, the site only the published one", async () => {
    await page.goto("/dashboard/blog");
    const posts = page.getByTestId("posts");
    await expect(posts.getByRole("link", { name: title })).toContainText(B.states.live);
    await expect(posts.getByRole("link", { name: "Kerstmarkt in het dorp" })).toContainText(B.states.scheduled);
    await expectAccessible(page, "/dashboard/blog");

    await guest.goto(`${origin}/blog`);
    const onSite = guest.getByRole("main").getByRole("link", { name: title });
    await expect(onSite.first()).toBeVisible();
    await expect(guest.getByText("Kerstmarkt in het dorp")).toHaveCount(0);
    await onSite.first().click();
    await expect(guest).toHaveURL(new RegExp(`^${origin}/blog/[a-z0-9-]+$`));
    await expect(guest.locator("h1")).toHaveText(title);
    const article = guest.getByRole("main");
    await expect(article.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(article.locator("strong").filter({ hasText: "altijd water" })).toBeVisible();
    await expect(article.getByRole("link", { name: link.text })).toHaveAttribute("href", link.href);
    const planned = await guest.goto(`${origin}/blog/kerstmarkt-in-het-dorp`);
    expect(planned?.status()).toBe(404);
  });
});

test("a review the owner adds, answers, hides and shows again appears and disappears on the site's home", async ({
  page,
  newDevice,
  baseURL,
}) => {
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const home = `${siteOrigin(baseURL, site.subdomain)}/`;
  const guest = (await newDevice()).page;
  const review = {
    guestName: "Familie de Vries",
    month: "2025-08",
    rating: 5,
    body: "Heerlijk geslapen, de kinderen wilden niet meer naar huis.",
  };
  const reply = "Dank jullie wel, tot volgend jaar!";
  const onHome = () => guest.getByRole("region", { name: t.home.reviews });

  await addReview(page, review);
  const card = page.getByRole("article", { name: review.guestName });
  await guest.goto(home);
  await expect(onHome().getByText(review.body)).toBeVisible();
  await expect(onHome().getByText(review.guestName)).toBeVisible();

  await card.getByRole("button", { name: R.reply.add }).click();
  await field(card, say(R.reply.label, { name: review.guestName })).fill(reply);
  await expectAccessible(page, "/dashboard/reviews");
  await expectToast(page, page.getByText(R.reply.saved), () =>
    card.getByRole("button", { name: R.reply.save }).click(),
  );
  await expect(card.getByText(reply)).toBeVisible();

  const hide = card.getByRole("button", { name: R.hide });
  await waitForHydration(hide);
  await hide.click();
  await expect(page.getByText(R.hiddenToast)).toBeVisible();
  await expect(card.getByText(R.hidden, { exact: true })).toBeVisible();
  await guest.reload();
  await expect(guest.getByText(review.body)).toHaveCount(0);
  await expect(onHome()).toHaveCount(0);

  await card.getByRole("button", { name: R.show }).click();
  await expect(page.getByText(R.shownToast)).toBeVisible();
  await guest.reload();
  await expect(onHome().getByText(review.body)).toBeVisible();
  const answer = onHome().getByRole("listitem").filter({ hasText: review.body });
  await expect(answer.getByText(t.reviews.reply, { exact: true })).toBeVisible();
  await expect(answer.getByText(reply)).toBeVisible();
});
