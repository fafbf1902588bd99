import { describe, expect, it } from "vitest";
import { PAYMENT_GUEST_TEMPLATE_KEYS, PAYMENT_OWNER_TEMPLATE_KEYS } from "../../payment-template-keys.ts";
import { renderTemplateSource } from "../../render-email.ts";
import { sampleData } from "../../sample-data.ts";
import { dePayment } from "./de.ts";
import { enPayment } from "./en.ts";
import { nlPayment } from "./nl.ts";
import { plPayment } from "./pl.ts";

const LANGUAGES = { nl: nlPayment, en: enPayment, de: dePayment, pl: plPayment };

/** The words between the tags of every paragraph, subheading and list line of the HTML (those without tags inside). */
function sentences(html: string): string[] {
  return [...html.matchAll(/<(p|h2|strong)>([^<{]+)<\/\1>/g)].map((m) => m[2] ?? "");
}

describe.each(Object.entries(LANGUAGES))("the payment emails in %s", (lang, language) => {
  const emails = Object.entries(language);

  it("has every guest email, and the owner's in the platform's languages only", () => {
    const owner = lang === "de" ? [] : PAYMENT_OWNER_TEMPLATE_KEYS;
    expect(Object.keys(language).sort()).toEqual([...PAYMENT_GUEST_TEMPLATE_KEYS, ...owner].sort());
  });

  it.each(emails)("%s says in its plain text all that its HTML says", (_key, email) => {
    const said = sentences(email.html);
    expect(said.length).toBeGreaterThan(3);
    for (const sentence of said) expect(email.text).toContain(sentence.replace(/:$/, ""));
  });

  it.each(emails)("%s greets and ends the same way in HTML and plain text, with its link", (_key, email) => {
    const greeting = email.html.match(/<p>([^<]+ \{\{ name \}\},)<\/p>/)?.[1];
    expect(greeting).toBeDefined();
    expect(email.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(email.text).toMatch(/\{\{ (url|bookingUrl) \}\}/);
    expect(email.html).toMatch(/\{\{ (url|bookingUrl) \| button: "[^"]+" \}\}/);
  });
});

describe("a guest's payment email", () => {
  it("leads to the guest's booking page, and to the site when the stay has none", async () => {
    const data = sampleData("payment-balance-due", "de");
    const email = await renderTemplateSource(enPayment["payment-balance-due"], "en", data, "payment-balance-due");
    expect(data.bookingUrl).toMatch(/^https:\/\/villa-zonneweide\.vayvista\.nl\/de\/meine-buchung\?b=/);
    expect(email.html).toContain(`href="${data.bookingUrl}" target="_blank" style="display:inline-block`);
    expect(email.text).toContain(`Pay now:\n${data.bookingUrl}`);
    const without = await renderTemplateSource(
      enPayment["payment-balance-due"],
      "en",
      { ...data, bookingUrl: "" },
      "payment-balance-due",
    );
    expect(without.html).not.toContain("my-booking");
    expect(without.html).toContain(">Visit the website</a>");
  });

  it("escapes the owner's reason for keeping a deposit, and keeps the subject on one line", async () => {
    const data = {
      ...sampleData("payment-deposit-claimed", "pl"),
      reason: '<img src=x onerror="alert(1)"> & "more"',
      siteName: "Trzy\r\nBcc: someone@example.com Smreki",
    };
    const email = await renderTemplateSource(
      plPayment["payment-deposit-claimed"],
      "pl",
      data,
      "payment-deposit-claimed",
    );
    expect(email.html).toContain("&lt;img src=x onerror=&#34;alert(1)&#34;&gt; &amp; &#34;more&#34;");
    expect(email.html).not.toContain("<img");
    expect(email.text).toContain('<img src=x onerror="alert(1)"> & "more"');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toBe("Informacja o kaucji za pobyt w Trzy Bcc: someone@example.com Smreki (VV-7K3P-9QXM)");
  });

  it("leaves out what nothing stands for: no rest of a deposit kept whole, no deadline when there is none", async () => {
    const claimed = await renderTemplateSource(
      nlPayment["payment-deposit-claimed"],
      "nl",
      { ...sampleData("payment-deposit-claimed", "nl"), returned: "" },
      "payment-deposit-claimed",
    );
    expect(claimed.text).not.toContain("De rest");
    const failed = await renderTemplateSource(
      nlPayment["payment-failed"],
      "nl",
      { ...sampleData("payment-failed", "nl"), deadline: "" },
      "payment-failed",
    );
    expect(failed.text).not.toContain("uiterlijk");
    const paid = await renderTemplateSource(
      nlPayment["payment-received"],
      "nl",
      { ...sampleData("payment-received", "nl"), stillDue: "", collection: "" },
      "payment-received",
    );
    expect(paid.text).toContain("Je verblijf is nu helemaal betaald.");
    expect(paid.text).not.toContain("Nog te betalen");
    expect(paid.text).not.toMatch(/\n\n\n/);
  });
});
