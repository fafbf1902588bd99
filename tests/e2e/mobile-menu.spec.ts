import { expect, type Page, test } from "@playwright/test";
import { decodedPath, pagePath, UI } from "./support/site.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const t = UI.nl;

/** Whether Chromium's accessibility tree, which screen readers read, has the menu button expanded. */
async function exposedExpanded(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: '[data-testid="mobile-menu-button"]',
  });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
}

test("the mobile menu opens, navigates and closes", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  // The desktop navigation and the closed menu's are in the page, both hidden at this width.
  const navs = header.locator(`nav[aria-label="${t.nav.main}"]`);
  await expect(navs).toHaveCount(2);
  await expect(navs.first()).toBeHidden();
  await expect(navs.last()).toBeHidden();

  const menuButton = header.getByRole("button", { name: t.nav.openMenu });
  await expect(menuButton).toBeVisible();
  const dialog = page.getByRole("dialog");
  // The button names the menu it opens and says whether it is open.
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  const controls = await menuButton.getAttribute("aria-controls");
  // A popover: the browser opens it, no script needed (the page is not hydrated).
  await menuButton.click();

  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveId(controls ?? "the button controls nothing");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("navigation", { name: t.nav.main })).toBeVisible();
  const languages = dialog.getByRole("navigation", { name: t.nav.language });
  await expect(languages).toBeVisible();
  await expect(languages.getByRole("link", { name: t.languageNames.en })).toBeVisible();
  await expect(languages.getByRole("link", { name: t.languageNames.pl })).toBeVisible();

  await dialog.getByRole("link", { name: t.nav.pricing, exact: true }).click();
  await expect(page).toHaveURL((url) => decodedPath(url) === pagePath("pricing", "nl"));
  await expect(dialog).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  await menuButton.click();
  await expect(dialog).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu still opens, and its button is read as expanded or collapsed", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("banner").getByRole("button", { name: t.nav.openMenu });
    // No script writes aria-expanded, so no fixed value can contradict the browser's own.
    await expect(menuButton).not.toHaveAttribute("aria-expanded");
    expect(await exposedExpanded(page)).toBe(false);
    await menuButton.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await exposedExpanded(page)).toBe(true);
  });
});

test("the mobile menu's language switch maps the page", async ({ page }) => {
  await page.goto(pagePath("pricing", "nl"));
  const menuButton = page.getByRole("banner").getByRole("button", { name: t.nav.openMenu });
  await menuButton.click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("navigation", { name: t.nav.language })
    .getByRole("link", { name: t.languageNames.en })
    .click();
  await expect(page).toHaveURL((url) => decodedPath(url) === pagePath("pricing", "en"));
  await expect(dialog).toBeHidden();
});
