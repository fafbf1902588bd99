import { pdfText } from "../../../modules/billing/invoice-pdf-text.testing.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { field } from "../support/site.ts";
import { subscribeQuickly } from "../support/subscribe.ts";

const B = NL.admin.billing;

test("the admin finds a paying owner, reads their invoice, extends the subscription and refunds the last payment with a credit note the owner sees too", async ({
  page,
  adminPage,
}) => {
  const person = newPerson("Noor");
  await signUp(page, person);
  await expect(page).toHaveURL(/\/onboarding/);
  await subscribeQuickly(page, "paid", person.name);

  await adminPage.goto("/admin/owners");
  await expect(adminPage.getByRole("heading", { name: B.owners.figuresHeading })).toBeVisible();
  // The table on a wide screen: this owner's row says the subscription runs and leads to it.
  const row = adminPage.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText(/Volgende betaling: €\s?60,50/);
  await row.getByRole("link", { name: B.owners.manageOf.replace("{{name}}", person.name ?? "") }).click();
  await expect(
    adminPage.getByRole("heading", { level: 1, name: B.owner.title.replace("{{name}}", person.name ?? "") }),
  ).toBeVisible();
  await expect(adminPage.getByRole("main")).toContainText(B.states.active);
  await expectAccessible(adminPage, "/admin/owners/:ownerId");

  // The invoice as the admin downloads it: the same document the owner got.
  const invoiceLink = adminPage.getByRole("link", { name: /VV-\d{4}-\d{6} \(pdf\)/ });
  const number = ((await invoiceLink.textContent()) ?? "").match(/VV-\d{4}-\d{6}/)?.[0] ?? "";
  const pdf = await adminPage.request.get(`/admin/invoices/${number}.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = await pdfText(await pdf.body());
  expect(text).toContain(number);
  expect(text).toContain(person.name ?? "");
  expect(text).toMatch(/242,00/);
  // Another owner's invoice number, or a made-up one, is not there.
  expect((await adminPage.request.get("/admin/invoices/VV-1999-000001.pdf")).status()).toBe(404);

  // Ten days more: the next payment moves by as many days.
  const nextPayment = adminPage.getByRole("main").locator("dt", { hasText: B.owner.next }).locator("+ dd");
  const before = (await nextPayment.textContent()) ?? "";
  expect(before).toMatch(/€\s?60,50/);
  await field(adminPage, B.owner.extendDays).fill("400");
  await adminPage.getByRole("button", { name: B.owner.extendSubmit }).click();
  await expect(adminPage.getByText(B.errors.range.split("{{")[0] ?? "").first()).toBeVisible();
  await field(adminPage, B.owner.extendDays).fill("10");
  await adminPage.getByRole("button", { name: B.owner.extendSubmit }).click();
  await expect(adminPage.getByText(B.owner.extended.split("{{")[0] ?? "")).toBeVisible();
  await expect(nextPayment).not.toHaveText(before);

  // Refund the last payment (asked first): a credit note joins the invoices, and the subscription carries on.
  await adminPage.getByRole("button", { name: B.owner.refund }).click();
  await adminPage.getByRole("alertdialog").getByRole("button", { name: B.owner.refundConfirm }).click();
  await expect(adminPage.getByText(B.owner.refunded.split("{{")[0] ?? "").first()).toBeVisible();
  // The credit note is issued once the provider confirms the refund, in the background: the
  // page is read again until its list has one (the closed confirm dialog's text also says "creditnota").
  await expect(async () => {
    await adminPage.reload();
    await expect(adminPage.getByRole("main").getByText(new RegExp(`^${B.owner.creditNote} · `))).toBeVisible({
      timeout: 1_000,
    });
  }).toPass(IN_THE_BACKGROUND);
  await expect(adminPage.getByRole("main")).toContainText(B.states.active);

  await page.goto("/dashboard/account#billing");
  await expect(
    page.locator("#billing").getByRole("row").filter({ hasText: NL.dashboard.billing.kind.credit_note }),
  ).toBeVisible();
});
