import { expect, type Locator, type Page } from "@playwright/test";

/*
 * A toast goes after four seconds of the page's clock, and on a busy machine four seconds
 * can pass before the test has looked, or while it checks what else the page shows. So the
 * test holds the page's clock (Playwright's fake timers, which otherwise run as usual) from
 * before the toast can appear until it has done with it, and moves it on meanwhile in steps
 * of 50 ms only until the toast shows (toasts are drawn in a timer): the toast's own four
 * seconds never start running while the test looks.
 */

const installed = new WeakSet<Page>();

/** Holds the page's clock from now on; time stands still there until `letClockRun`. */
export async function holdClock(page: Page): Promise<void> {
  if (!installed.has(page)) {
    await page.clock.install();
    installed.add(page);
  }
  // The clock is held at a moment just ahead of the page's time: a moment that has passed
  // by the time the page hears of it (a busy machine) is refused, and a later one is tried.
  for (let ahead = 100; ; ahead *= 2) {
    const at = (await page.evaluate(() => Date.now())) + ahead;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (!String(error).includes("to the past") || ahead >= 60_000) throw error;
    }
  }
}

/** Moves the held clock on in small steps until `toast` shows, then holds it there. */
export async function untilShown(page: Page, toast: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(toast).toBeVisible({ timeout: 100 });
  }).toPass({ intervals: [0] });
}

/** Lets the page's clock run as usual again. */
export async function letClockRun(page: Page): Promise<void> {
  await page.clock.resume();
}

/**
 * Does `act` (a save, a publish) and checks that it is answered with `toast`; `whileShown`
 * checks more while the toast is held in view (where it lies).
 */
export async function expectToast(
  page: Page,
  toast: Locator,
  act: () => Promise<void>,
  whileShown?: () => Promise<void>,
): Promise<void> {
  await holdClock(page);
  await act();
  await untilShown(page, toast);
  await whileShown?.();
  await letClockRun(page);
}
