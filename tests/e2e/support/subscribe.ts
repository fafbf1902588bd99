import { expect, type Page } from "@playwright/test";

/**
 * A signed-in owner subscribes the quick way, as the checkout's form and the test provider's
 * page post (tests/e2e/owner/checkout.spec.ts walks the pages): the billing details of a Dutch
 * consumer, paid by card (`paid_declines_later`: its renewals will be declined), then the success page, which reads the payment again, so their site
 * is live for guests when this returns.
 */
export async function subscribeQuickly(
  page: Page,
  outcome: "paid" | "paid_declines_later" = "paid",
  name = "Test Eigenaar",
): Promise<void> {
  const checkout = await page.request.post("/checkout", {
    form: { name, street: "Duinweg 4", postalCode: "2042 AB", city: "Zandvoort", country: "NL" },
    maxRedirects: 0,
  });
  expect(checkout.status(), await checkout.text().catch(() => "")).toBe(303);
  const provider = new URL(checkout.headers().location ?? "", page.url() || "http://localhost");
  const paid = await page.request.post(provider.pathname, {
    form: { method: "card", outcome },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const success = await page.request.get(paid.headers().location ?? "");
  expect(success.ok()).toBe(true);
}
