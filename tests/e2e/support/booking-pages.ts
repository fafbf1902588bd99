import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import type { ThemeStrings } from "./owner-site.ts";
import { field } from "./site.ts";

/** The booking widget on a page, by its heading. */
export function widget(page: Page, t: ThemeStrings): Locator {
  return page.getByRole("region", { name: t.booking.widget.heading });
}

/** The date picker, once open. */
export function calendar(page: Page, t: ThemeStrings): Locator {
  return page.getByRole("dialog", { name: t.booking.calendar.title });
}

/** A day of the open calendar, turning to its month first (with the calendar's own button). */
export async function day(page: Page, t: ThemeStrings, date: string): Promise<Locator> {
  const dialog = calendar(page, t);
  const button = dialog.locator(`button[data-date="${date}"]`);
  for (let turns = 0; turns < 24 && (await button.count()) === 0; turns++) {
    await dialog.getByRole("button", { name: t.booking.calendar.next }).click();
  }
  await expect(button).toBeVisible();
  return button;
}

/** The booking page's details, filled in as a guest does. */
export async function fillDetails(
  page: Page,
  t: ThemeStrings,
  guest: { name: string; email: string; country: string },
) {
  const p = t.booking.page;
  await field(page, p.name).fill(guest.name);
  await field(page, p.email).fill(guest.email);
  await field(page, p.phone).fill("+49 170 1234567");
  await field(page, p.country).selectOption(guest.country);
  await page.getByRole("checkbox", { name: p.acceptCancellation }).check();
}
