import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { portraitPhoneJpeg } from "../../../modules/photos/testing.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { siteGet, siteOrigin, siteUrl } from "../support/owner-site.ts";
import { waitForHydration } from "../support/site.ts";

const P = NL.dashboard.photos;
const HEIC = readFileSync(new URL("../../../modules/photos/fixtures/sample.heic", import.meta.url));

/** The photo ids in the order the site's gallery shows them (each variant's address names its photo). */
async function galleryOrder(guest: Page): Promise<string[]> {
  const srcsets = await guest
    .locator('main picture source[type="image/avif"]')
    .evaluateAll((sources) => sources.map((s) => s.getAttribute("srcset") ?? ""));
  return srcsets.map((srcset) => /\/site-photos\/[^/]+\/([0-9a-f-]{36})\//.exec(srcset)?.[1] ?? srcset);
}

/** The first variant's absolute URL in a source's srcset. */
async function firstVariant(guest: Page, type: "image/avif" | "image/webp"): Promise<string> {
  const srcset = await guest.locator(`main picture source[type="${type}"]`).first().getAttribute("srcset");
  const first = srcset?.split(",")[0]?.trim().split(/\s+/)[0];
  if (!first) throw new Error(`no ${type} source in the gallery`);
  return new URL(first, guest.url()).href;
}

/** The site-wide group of the photo manager, in the order the owner sees it. */
function siteGroupIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-photo-group="site"] > [data-photo-id]')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.photoId ?? ""));
}

/** Waits for the photo manager's post of one intent to be answered. */
function photoAction(page: Page) {
  return page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/dashboard/content/photos"),
  );
}

test("an owner's photos reach the gallery as AVIF and WebP without location; order and deletions follow", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // two photos through the pipeline (one HEIC, decoded in WebAssembly)
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const gallery = siteUrl(siteOrigin(baseURL, site.subdomain), { page: "gallery" }, "nl", "nl");
  const guest = (await newDevice()).page;

  await page.goto("/dashboard/content/photos");
  const picker = page.locator("input[type=file]");
  await waitForHydration(picker);

  // The photos are held on their way until the owner has seen their progress (later ones pass).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/dashboard/content/photos/upload**", async (route) => {
    await held;
    await route.continue();
  });
  await picker.setInputFiles([
    { name: "strand.jpg", mimeType: "image/jpeg", buffer: await portraitPhoneJpeg(900, 600) },
    { name: "IMG_0042.heic", mimeType: "image/heic", buffer: HEIC },
  ]);
  for (const name of ["strand.jpg", "IMG_0042.heic"]) {
    await expect(page.getByRole("progressbar", { name: say(P.upload.progress, { name }) })).toBeVisible();
  }
  release();
  const done = page.locator('[data-upload-state="done"]');
  await expect(done).toHaveCount(2, IN_THE_BACKGROUND);
  await expect(done.filter({ hasText: P.upload.done })).toHaveCount(2);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.locator('[data-photo-group="site"] > [data-photo-id]')).toHaveCount(2);
  await expectAccessible(page, "/dashboard/content/photos");

  await test.step("the gallery shows both as AVIF and WebP, stripped of EXIF", async () => {
    await guest.goto(gallery);
    const pictures = guest.locator("main picture");
    await expect(pictures).toHaveCount(2);
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\.avif \d+w/);
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp \d+w/);
    }
    expect(await galleryOrder(guest)).toEqual(await siteGroupIds(page));

    for (const [type, format] of [
      ["image/avif", "heif"],
      ["image/webp", "webp"],
    ] as const) {
      const url = await firstVariant(guest, type);
      const response = await siteGet(guest.request, baseURL, url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      const bytes = await response.body();
      if (type === "image/avif") expect(bytes.subarray(4, 12).toString("latin1")).toBe("ftypavif");
      else
        expect([bytes.subarray(0, 4), bytes.subarray(8, 12)].map((b) => b.toString("latin1"))).toEqual([
          "RIFF",
          "WEBP",
        ]);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.exif, `EXIF in ${url}`).toBeUndefined();
      expect(metadata.xmp, `XMP in ${url}`).toBeUndefined();
      expect(bytes.includes("GPS"), `GPS in ${url}`).toBe(false);
    }
  });

  await test.step("a text file named .jpg is refused with the page's message", async () => {
    await picker.setInputFiles({
      name: "notities.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Boodschappen: brood, kaas"),
    });
    const refused = page.locator('[data-upload-state="failed"]').filter({ hasText: "notities.jpg" });
    await expect(refused).toContainText(P.errors.unsupported_type);
    await expect(page.locator('[data-photo-group="site"] > [data-photo-id]')).toHaveCount(2);
  });

  await test.step("moving the second photo forward with the keyboard changes the gallery's order", async () => {
    const [first, second] = await siteGroupIds(page);
    const forward = page.getByRole("button", { name: say(P.photo.earlier, { n: 2 }) });
    await forward.focus();
    const saved = photoAction(page);
    await page.keyboard.press("Enter");
    expect((await saved).ok()).toBe(true);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: say(P.announce.moved, { position: 1, total: 2, group: P.groups.site }) }),
    ).toBeAttached();
    // The announcement comes with the action's answer; the list follows with the page's fresh data.
    await expect.poll(() => siteGroupIds(page)).toEqual([second, first]);
    await guest.reload();
    expect(await galleryOrder(guest)).toEqual([second, first]);
  });

  await test.step("a deleted photo is gone from the site", async () => {
    const [gone, kept] = await siteGroupIds(page);
    const goneUrl = await firstVariant(guest, "image/avif");
    // "Verwijderen: Foto 1" (the button's parts are flex items: a space comes between them).
    const remove = new RegExp(`^${P.photo.remove}\\s*:\\s*${say(P.photo.label, { n: 1 })}$`);
    await page.getByRole("button", { name: remove }).click();
    const question = page.getByRole("alertdialog", { name: P.remove.title });
    await expect(question).toBeVisible();
    const deleted = photoAction(page);
    await question.getByRole("button", { name: P.remove.confirm, exact: true }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(question).toBeHidden();
    await expect(page.locator('[data-photo-group="site"] > [data-photo-id]')).toHaveCount(1);
    await guest.reload();
    expect(await galleryOrder(guest)).toEqual([kept]);
    expect(goneUrl).toContain(gone ?? "");
    expect((await siteGet(guest.request, baseURL, goneUrl)).status()).toBe(404);
  });
});
