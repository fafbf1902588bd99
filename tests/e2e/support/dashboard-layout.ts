import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Checks of the dashboard's frame a user sees wrong at once: a sidebar whose dark background
 * stops half-way down a long page, a select that cuts its text, a toast over the top bar.
 */

/** The sidebar's background runs from the top of the page to its bottom, however long it is. */
export async function expectSidebarFullHeight(page: Page): Promise<void> {
  const sidebar = page.getByTestId("dashboard-sidebar");
  await expect(sidebar).toBeVisible();
  const { sidebarHeight, pageHeight, viewport } = await sidebar.evaluate((aside) => ({
    sidebarHeight: aside.getBoundingClientRect().height,
    pageHeight: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
  expect(pageHeight, "a page longer than the window").toBeGreaterThan(viewport * 2);
  expect(sidebarHeight).toBeGreaterThanOrEqual(pageHeight);
}

/** Every visible select has room for the whole text of each of its options, in its own font. */
export async function expectSelectsFit(page: Page, where: string): Promise<void> {
  const cut = await page.locator("select:visible").evaluateAll((selects) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    return (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return [...select.options]
        .filter((option) => context.measureText(option.text).width > room)
        .map((option) => `${select.name}: "${option.text}" in ${Math.round(room)} px`);
    });
  });
  expect(cut, `options cut on ${where}`).toEqual([]);
}

/** `toast` shows below the top bar, never over the site's name and status in it. */
export async function expectBelowTopBar(page: Page, toast: Locator): Promise<void> {
  const shown = await toast.boundingBox();
  const bar = await page.getByRole("banner").boundingBox();
  if (!shown || !bar) throw new Error("toast or top bar not drawn");
  expect(shown.y, "the toast's top against the top bar's bottom").toBeGreaterThanOrEqual(bar.y + bar.height);
}
