import { describe, expect, it } from "vitest";
import { renderTemplateSource } from "../../render-email.ts";
import { sampleData } from "../../sample-data.ts";
import { SUBSCRIPTION_TEMPLATE_KEYS, type SubscriptionTemplateKey } from "../../subscription-template-keys.ts";
import { enSubscription } from "./en.ts";
import { nlSubscription } from "./nl.ts";
import { plSubscription } from "./pl.ts";

const LANGUAGES = { nl: nlSubscription, en: enSubscription, pl: plSubscription };
type Lang = keyof typeof LANGUAGES;

/** The words between the tags of every paragraph and list label of the HTML (those without tags or placeholders inside). */
function sentences(html: string): string[] {
  return [...html.matchAll(/<(p|strong)>([^<{]+)<\/\1>/g)].map((m) => m[2] ?? "");
}

function render<K extends SubscriptionTemplateKey>(key: K, lang: Lang, changes: Record<string, string> = {}) {
  return renderTemplateSource(LANGUAGES[lang][key], lang, { ...sampleData(key, lang), ...changes }, key);
}

describe.each(Object.entries(LANGUAGES))("the subscription emails in %s", (_lang, language) => {
  const emails = Object.entries(language);

  it("has every subscription email", () => {
    expect(Object.keys(language).sort()).toEqual([...SUBSCRIPTION_TEMPLATE_KEYS].sort());
  });

  it.each(emails)("%s says in its plain text all that its HTML says", (_key, email) => {
    const said = sentences(email.html);
    expect(said.length).toBeGreaterThan(0);
    for (const sentence of said) expect(email.text).toContain(sentence);
  });

  it.each(emails)("%s greets the same way in HTML and plain text and has one button", (_key, email) => {
    const greeting = email.html.match(/<p>([^<]+ \{\{ name \}\},)<\/p>/)?.[1];
    expect(greeting).toBeDefined();
    expect(email.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(email.html.match(/\| button: /g)).toHaveLength(1);
  });
});

describe("a subscription email", () => {
  it.each(["nl", "en", "pl"] as const)("in %s grows firmer with each reminder of a failed payment", async (lang) => {
    const [first, second, third] = await Promise.all(
      ["1", "2", "3"].map((reminder) => render("subscription-payment-failed", lang, { reminder })),
    );
    if (!first || !second || !third) throw new Error("three reminders expected");
    expect(new Set([first.subject, second.subject, third.subject]).size).toBe(3);
    const suspendOn = sampleData("subscription-payment-failed", lang).suspendOn;
    // The last one names the day the site goes offline in its subject; every one in its body.
    expect(third.subject).toContain(suspendOn);
    for (const email of [first, second, third]) expect(email.text).toContain(suspendOn);
    // "Already paid? Ignore this" only once some time has passed since the failure.
    expect(second.text.split("\n\n").length).toBe(first.text.split("\n\n").length + 1);
    expect(third.text.split("\n\n").length).toBe(second.text.split("\n\n").length);
  });

  it("says what a failed payment means in English, from the first reminder to the last", async () => {
    const first = await render("subscription-payment-failed", "en", { reminder: "1" });
    const third = await render("subscription-payment-failed", "en", { reminder: "3" });
    expect(first.subject).toBe("Your VayVista payment did not go through");
    expect(first.text).toContain("Your website stays online for now.");
    expect(first.text).not.toContain("ignore this email");
    expect(third.subject).toBe("Final reminder: your website goes offline on Thursday, 11 February 2027");
    expect(third.text).toContain("This is our final reminder.");
    expect(third.html).toContain('href="https://vayvista.nl/dashboard/account/pay"');
  });

  it("mentions a refund and a credit note only when there are any", async () => {
    const refunded = await render("subscription-cancelled", "nl");
    const { refunded: amount } = sampleData("subscription-cancelled", "nl");
    expect(refunded.text).toContain(`betalen we ${amount} terug`);
    expect(refunded.text).toContain("Creditnota VV-2026-000049 zit als pdf bij deze e-mail.");
    const ended = await render("subscription-cancelled", "nl", { refunded: "", creditNoteNumber: "" });
    expect(ended.text).not.toContain("terug");
    expect(ended.text).not.toContain("Creditnota");
    expect(ended.text).toContain("Je website gaat op zaterdag 5 december 2026 offline voor gasten.");
    expect(ended.text).not.toMatch(/\n\n\n/);
  });

  it("lists what was paid and what comes next when it starts, and links the billing section", async () => {
    const email = await render("subscription-started", "en");
    expect(email.subject).toBe("Your VayVista subscription is active (invoice VV-2026-000042)");
    expect(email.text).toContain(
      "Paid today: €242.00\nInvoice: VV-2026-000042\nNext payment: €60.50 on Monday, 28 December 2026",
    );
    expect(email.text).toContain("Cancel by Monday, 28 December 2026 and we refund everything you paid");
    expect(email.html).toContain('href="https://vayvista.nl/dashboard"');
    expect(email.html).toContain('href="https://vayvista.nl/dashboard/account#billing"');
  });

  it("escapes what it is given, and keeps the subject on one line", async () => {
    const email = await render("subscription-renewed", "pl", {
      name: '<img src=x onerror="alert(1)">',
      invoiceNumber: "VV-1\r\nBcc: someone@example.com",
    });
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("&lt;img src=x onerror=&#34;alert(1)&#34;&gt;");
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it("leaves out a link that is not a web address", async () => {
    const email = await render("subscription-suspended", "en", { payUrl: "javascript:alert(1)" });
    expect(email.html).not.toContain("javascript:");
  });
});
