import type { APIRequestContext, Page } from "@playwright/test";
import { portraitPhoneJpeg } from "../../../modules/photos/testing.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { postPageView, siteOrigin } from "../support/owner-site.ts";

const A = NL.dashboard.analytics;
const ID = "[0-9a-f-]{36}";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
/** A post's text as the rich-text editor sends it. */
const BODY = JSON.stringify({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Van Bram" }] }],
});

/** A form posted as the browser posts it, answered with its status. */
async function post(request: APIRequestContext, path: string, form: Record<string, string>): Promise<number> {
  return (await request.post(path, { form, maxRedirects: 0 })).status();
}

/**
 * The first id (`pattern`'s group) in the attribute of the elements of `selector` on a page of
 * the owner, which is audited in the same visit.
 */
async function idOnPage(page: Page, path: string, selector: string, attribute: string, pattern: RegExp) {
  await page.goto(path);
  const values = await page
    .locator(selector)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ""), attribute);
  const id = values.map((value) => pattern.exec(value)?.[1]).find(Boolean);
  if (!id) throw new Error(`no id in ${selector}[${attribute}] on ${path}: ${values.join(", ")}`);
  await expectAccessible(page, path);
  return id;
}

test("another owner gets 404 for every unit, photo, review, enquiry and post of a site not theirs, and never its visitors", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // two owners with sites, one with something of every kind
  await signUp(page, newPerson("Anna"));
  const siteA = await finishOnboardingQuickly(page);
  const originA = siteOrigin(baseURL, siteA.subdomain);

  await test.step("owner A's site gets a photo, a review, a post, an enquiry and visitors", async () => {
    const upload = await page.request.post("/dashboard/content/photos/upload?to=site", {
      data: await portraitPhoneJpeg(600, 400),
      headers: { "content-type": "image/jpeg" },
    });
    expect(upload.status()).toBe(200);
    const review = { intent: "create", guestName: "Piet", stayMonth: "2025-06", rating: "4", body: "Fijn huis." };
    expect(
      await post(page.request, "/dashboard/reviews", { ...review, lang: "nl", source: "direct", unitId: "" }),
    ).toBe(200);
    expect(
      await post(page.request, "/dashboard/blog/new", { intent: "save", "title.nl": "Lente aan zee", "body.nl": "" }),
    ).toBe(302);

    const guest = await newDevice();
    const server = new URL(baseURL ?? "");
    const enquiry = await guest.context.request.post(`${server.origin}/contact`, {
      headers: { Host: new URL(originA).host },
      form: { name: "Gast van Anna", email: "gast@e2e.vayvista.test", message: "Is de week van Pasen vrij?" },
    });
    expect(enquiry.status()).toBe(200);
    const view = await postPageView(guest.context.request, baseURL, `${originA}/`, { userAgent: LAPTOP });
    expect(view.status()).toBe(200);
  });

  const ids = {
    unit: await idOnPage(
      page,
      "/dashboard/content/units",
      'a[href^="/dashboard/content/units/"]',
      "href",
      new RegExp(`/(${ID})$`),
    ),
    photo: await idOnPage(
      page,
      "/dashboard/content/photos",
      "[data-photo-id]",
      "data-photo-id",
      new RegExp(`^(${ID})$`),
    ),
    review: await idOnPage(page, "/dashboard/reviews", "[data-review]", "data-review", new RegExp(`^(${ID})$`)),
    enquiry: await idOnPage(page, "/dashboard/enquiries", 'li[id^="enquiry-"]', "id", new RegExp(`^enquiry-(${ID})$`)),
    post: await idOnPage(page, "/dashboard/blog", '[data-testid="posts"] a', "href", new RegExp(`/(${ID})$`)),
  };
  // The visit is written in a batch within half a second: A's page shows it once it is in.
  await expect(async () => {
    await page.goto("/dashboard/analytics");
    await expect(page.locator('[data-figure="pageViews"] dd')).toHaveText("1", { timeout: 1000 });
  }).toPass(IN_THE_BACKGROUND);
  await expectAccessible(page, "/dashboard/analytics");

  const b = await newDevice();
  await signUp(b.page, newPerson("Bram"));
  await finishOnboardingQuickly(b.page);
  const asB = b.page.request;

  await test.step("A's unit", async () => {
    const edit = await b.page.goto(`/dashboard/content/units/${ids.unit}`);
    expect(edit?.status()).toBe(404);
    await expect(b.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(b.page, "/dashboard/content/units/{A's unit} as B");
    expect(await post(asB, `/dashboard/content/units/${ids.unit}`, { intent: "save", name: "Van Bram" })).toBe(404);
    for (const intent of ["moveUp", "moveDown", "archive", "restore"]) {
      expect(await post(asB, "/dashboard/content/units", { intent, unitId: ids.unit }), intent).toBe(404);
    }
    const upload = await asB.post(`/dashboard/content/photos/upload?to=${ids.unit}`, {
      data: await portraitPhoneJpeg(600, 400),
      headers: { "content-type": "image/jpeg" },
    });
    expect(upload.status()).toBe(404);
  });

  await test.step("A's photo", async () => {
    const forms: Record<string, string>[] = [
      { intent: "delete" },
      { intent: "texts", "caption.nl": "Van Bram", "alt.nl": "" },
      { intent: "move", to: "other" },
      { intent: "cover", cover: "true" },
      { intent: "reorder" },
    ];
    for (const form of forms) {
      expect(await post(asB, "/dashboard/content/photos", { ...form, photoId: ids.photo }), form.intent).toBe(404);
    }
  });

  await test.step("A's review", async () => {
    const forms: Record<string, string>[] = [
      { intent: "visibility", visible: "false" },
      { intent: "reply", reply: "Van Bram" },
      { intent: "delete" },
      {
        intent: "update",
        guestName: "Bram",
        stayMonth: "2025-06",
        rating: "1",
        body: "Slecht.",
        lang: "nl",
        source: "direct",
        unitId: "",
      },
    ];
    for (const form of forms) {
      expect(await post(asB, "/dashboard/reviews", { ...form, reviewId: ids.review }), form.intent).toBe(404);
    }
  });

  await test.step("A's enquiry", async () => {
    for (const status of ["handled", "new"]) {
      expect(await post(asB, "/dashboard/enquiries", { enquiryId: ids.enquiry, status }), status).toBe(404);
    }
  });

  await test.step("A's post", async () => {
    expect((await b.page.goto(`/dashboard/blog/${ids.post}`))?.status()).toBe(404);
    expect(
      await post(asB, `/dashboard/blog/${ids.post}`, { intent: "publish", "title.nl": "Van Bram", "body.nl": BODY }),
    ).toBe(404);
    expect(await post(asB, `/dashboard/blog/${ids.post}`, { intent: "delete" })).toBe(404);
  });

  await test.step("B's visitors page shows B's site only", async () => {
    for (const days of [7, 30, 90]) {
      await b.page.goto(`/dashboard/analytics?days=${days}`);
      await expect(b.page.getByRole("heading", { level: 2, name: A.empty.title })).toBeVisible();
      await expect(b.page.locator("[data-figure]")).toHaveCount(0);
    }
    await expectAccessible(b.page, "/dashboard/analytics (empty)");
  });

  await test.step("A's things are as they were", async () => {
    await page.goto("/dashboard/content/photos");
    await expect(page.locator(`[data-photo-id="${ids.photo}"]`)).toHaveCount(1);
    await page.goto("/dashboard/reviews");
    await expect(page.locator(`[data-review="${ids.review}"]`)).not.toContainText(NL.dashboard.reviews.hidden);
    await page.goto("/dashboard/enquiries");
    await expect(page.locator(`#enquiry-${ids.enquiry}`)).toHaveAttribute("data-status", "new");
    await page.goto(`/dashboard/blog/${ids.post}`);
    await expect(page.getByLabel(NL.dashboard.blog.fields.title).first()).toHaveValue("Lente aan zee");
  });
});
