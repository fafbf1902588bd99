import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { getEmailTemplate, listEmailTemplates, resetEmailTemplate, saveEmailTemplate } from "./email-templates.ts";
import { enqueueEmail } from "./enqueue-email.ts";
import { PAYMENT_GUEST_TEMPLATE_KEYS } from "./payment-template-keys.ts";
import { renderEmail, renderTemplateSource } from "./render-email.ts";
import { sampleData } from "./sample-data.ts";
import { previewEmail, validateTemplate } from "./template-editing.ts";
import { type EmailLang, PLACEHOLDERS, TEMPLATE_KEYS, type TemplateKey, templateLanguages } from "./template-keys.ts";
import { defaultTemplate } from "./templates/default-templates.ts";

/** The admin who edits the templates (audited). */
const ADMIN_ID = randomUUID();

describe("default templates", () => {
  // Each email in each of its languages: guest emails in German too.
  const cases: { key: TemplateKey; lang: EmailLang }[] = TEMPLATE_KEYS.flatMap((key) =>
    templateLanguages(key).map((lang) => ({ key, lang })),
  );

  it("has German for what guests of an owner's site receive, and for nothing else", () => {
    expect(cases.filter((c) => c.lang === "de").map((c) => c.key)).toEqual([
      "enquiry-confirmation",
      "booking-requested",
      "booking-confirmed",
      "booking-declined",
      "booking-expired",
      "booking-cancelled",
      "booking-changed",
      ...PAYMENT_GUEST_TEMPLATE_KEYS,
    ]);
    expect(templateLanguages("payment-owner-received")).toEqual(["nl", "en", "pl"]);
    expect(templateLanguages("booking-request-received")).toEqual(["nl", "en", "pl"]);
    expect(templateLanguages("enquiry-received")).toEqual(["nl", "en", "pl"]);
    expect(templateLanguages("enquiry-confirmation")).toEqual(["nl", "en", "de", "pl"]);
  });

  it.each(cases)("$key in $lang renders completely with sample data", async ({ key, lang }) => {
    const data = sampleData(key, lang);
    const email = await renderTemplateSource(defaultTemplate(key, lang), lang, data, key);

    expect(email.subject.length).toBeGreaterThan(5);
    for (const part of [email.subject, email.html, email.text]) {
      expect(part).not.toMatch(/\{\{|\{%|undefined|\[object/);
    }
    expect(email.html).toMatch(new RegExp(`^<!DOCTYPE html>\\s*<html lang="${lang}">`));
    expect(email.html).toContain("VayVista");
    // The link is a button, and the text part carries it in full. (Sample data has the
    // button's link as `url` in every email, also in those that name their links otherwise.)
    const url = String((data as { url?: unknown }).url);
    expect(email.html).toContain(`href="${url}"`);
    expect(email.html).toMatch(/background-color:#166145;"><a href=/);
    expect(email.text).toContain(url);
    for (const placeholder of PLACEHOLDERS[key]) {
      // A failed payment's `reminder` (1, 2, 3) chooses its words and is not shown itself.
      if (placeholder === "url" || placeholder === "time" || placeholder === "reminder") continue;
      const value = String((data as Record<string, unknown>)[placeholder]);
      expect(email.html).toContain(value);
      expect(email.text).toContain(value);
    }
    if ((PLACEHOLDERS[key] as readonly string[]).includes("time")) {
      const time = {
        nl: "12 maart 2026 om 14:05",
        en: "12 March 2026 at 14:05",
        de: "12. März 2026 um 14:05",
        pl: "12 marca 2026 14:05",
      }[lang];
      expect(email.text).toContain(time);
    }
  });

  it("uses plain tags only, so every paragraph gets the house style", async () => {
    for (const key of TEMPLATE_KEYS) {
      const email = await renderTemplateSource(defaultTemplate(key, "nl"), "nl", sampleData(key, "nl"), key);
      expect(email.html).not.toMatch(/<(p|h1|ul|li)>/);
    }
  });

  it("writes a guest email as from the owner's site, its footer naming the site's form, in German too", async () => {
    const data = { ...sampleData("enquiry-confirmation", "de"), url: "https://duinhuis.example/de" };
    const email = await renderTemplateSource(
      defaultTemplate("enquiry-confirmation", "de"),
      "de",
      data,
      "enquiry-confirmation",
    );
    expect(email.subject).toBe("Ihre Nachricht an Villa Zonneweide");
    // The site's name heads the email; the platform's tagline is not there.
    expect(email.html).toMatch(/color:#166145;">Villa Zonneweide<\/td>/);
    expect(email.text).toContain("Mit freundlichen Grüßen\nVilla Zonneweide");
    expect(email.text).toContain("im Kontaktformular der unten genannten Website eingegeben wurde");
    expect(email.text.trimEnd().endsWith("https://duinhuis.example")).toBe(true);
    expect(email.html).toContain(">duinhuis.example</a>");
    const dutch = await renderTemplateSource(
      defaultTemplate("enquiry-confirmation", "nl"),
      "nl",
      sampleData("enquiry-confirmation", "nl"),
      "enquiry-confirmation",
    );
    expect(dutch.text).not.toContain("je eigen boekingswebsite");
    expect(dutch.text).toContain("die VayVista voor de eigenaar host");
    // A platform email keeps VayVista on top and its tagline.
    const lead = await renderTemplateSource(
      defaultTemplate("lead-confirmation", "nl"),
      "nl",
      sampleData("lead-confirmation", "nl"),
      "lead-confirmation",
    );
    expect(lead.html).toMatch(/color:#166145;">VayVista<\/td>/);
    expect(lead.text).toContain("VayVista — je eigen boekingswebsite, zonder commissie.");
  });

  it("refuses a platform email in German, which only guest emails have", async () => {
    await expect(
      renderTemplateSource(defaultTemplate("welcome", "nl"), "de", sampleData("welcome", "en"), "welcome"),
    ).rejects.toThrow(/no version in de/);
    // @ts-expect-error: the type of a platform email's language has no German.
    expect(() => defaultTemplate("lead-confirmation", "de")).toThrow(/no version in de/);
  });
});

describe("template sandbox", () => {
  it("escapes values in HTML, also through raw, and keeps them as typed in the text part", async () => {
    const email = await renderTemplateSource(
      { subject: "Hallo {{ name }}", html: "<p>{{ name }} / {{ name | raw }}</p>", text: "Hallo {{ name }}" },
      "nl",
      { name: `<img src=x onerror="alert(1)"> & Zoon` },
    );
    expect(email.html).toContain("&lt;img src=x onerror=&#34;alert(1)&#34;&gt; &amp; Zoon / &lt;img");
    expect(email.html).not.toContain("<img");
    expect(email.text).toContain(`Hallo <img src=x onerror="alert(1)"> & Zoon`);
    expect(email.subject).toBe(`Hallo <img src=x onerror="alert(1)"> & Zoon`);
  });

  it("makes buttons and links only of web addresses", async () => {
    const email = await renderTemplateSource(
      { subject: "x", html: `{{ url | button: "Klik" }}<p>{{ url | link }}</p>`, text: "{{ url }}" },
      "nl",
      { url: "javascript:alert(1)" },
    );
    // No button at all, and the link filter shows the value as text, not as a link.
    expect(email.html).not.toContain("<a href");
    expect(email.html).toContain(">javascript:alert(1)</p>");
  });

  it("reads no files and sees no prototype properties", async () => {
    expect(await validateTemplate("{% include '/etc/passwd' %}", "html")).toEqual({
      ok: false,
      error: expect.stringMatching(/cannot be included/),
    });
    const email = await renderTemplateSource(
      { subject: "x{{ name.constructor }}{{ name.__proto__ }}", html: "<p>{{ url.constructor.name }}</p>", text: "-" },
      "en",
      { name: "Anna", url: "https://vayvista.nl/" },
    );
    expect(email.subject).toBe("x");
    expect(email.html).not.toContain("String");
  });

  it("explains broken templates in words an admin can act on", async () => {
    expect(await validateTemplate("<p>{{ name }}</p>", "html", "welcome")).toEqual({ ok: true });
    expect(await validateTemplate("{% if name %}Hoi", "html")).toEqual({
      ok: false,
      error: expect.stringMatching(/not closed, line:1/),
    });
    expect(await validateTemplate("{{ name | shout }}", "text")).toEqual({
      ok: false,
      error: expect.stringMatching(/undefined filter: shout/),
    });
    expect(await validateTemplate("Hoi {{ nmae }}", "subject", "welcome")).toEqual({
      ok: false,
      error: "unknown placeholder {{ nmae }}; this email has {{ name }}, {{ url }}",
    });
    expect(await validateTemplate("x".repeat(301), "subject")).toEqual({
      ok: false,
      error: expect.stringMatching(/too long: at most 300/),
    });
  });

  it("previews the default, or the parts being edited, with sample data", async () => {
    const preview = await previewEmail("site-live", "pl");
    expect(preview).toMatchObject({ ok: true, email: { subject: "Villa Zonneweide jest już online!" } });
    const edited = await previewEmail("site-live", "en", { subject: "Live: {{ siteName }}" });
    expect(edited).toMatchObject({ ok: true, email: { subject: "Live: Villa Zonneweide" } });
    expect(await previewEmail("site-live", "en", { html: "{% for %}" })).toMatchObject({ ok: false, part: "html" });
  });
});

describe.each(testBackends())("template overrides on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("uses an admin's version for its language only, until it is reset", async () => {
    const data = { name: "Eva & <Co>", url: "https://vayvista.nl/account" };
    const saved = await saveEmailTemplate(
      handle.db,
      {
        key: "welcome",
        lang: "nl",
        subject: "Welkom aan boord, {{ name }}",
        html: "<p>Beste {{ name }},</p>{{ url | button: 'Start' }}",
        text: "Beste {{ name }}, start hier: {{ url }}",
      },
      ADMIN_ID,
    );
    expect(saved).toEqual({ ok: true });

    const nl = await renderEmail(handle.db, "welcome", "nl", data);
    expect(nl.subject).toBe("Welkom aan boord, Eva & <Co>");
    expect(nl.html).toContain("Beste Eva &amp; &lt;Co&gt;,");
    expect(nl.text).toContain("Beste Eva & <Co>, start hier: https://vayvista.nl/account");
    expect((await renderEmail(handle.db, "welcome", "en", data)).subject).toBe("Welcome to VayVista, Eva & <Co>!");

    const { id } = await handle.db.transaction((tx) =>
      enqueueEmail(tx, { to: "eva@example.com", lang: "nl", template: "welcome", data }),
    );
    const [row] = await handle.db.select().from(emailOutbox);
    expect(row).toMatchObject({ id, subject: "Welkom aan boord, Eva & <Co>", status: "queued", toName: null });

    expect((await getEmailTemplate(handle.db, "welcome", "nl")).overridden).toBe(true);
    expect((await listEmailTemplates(handle.db)).filter((t) => t.overridden)).toMatchObject([
      { key: "welcome", lang: "nl" },
    ]);
    await resetEmailTemplate(handle.db, "welcome", "nl", ADMIN_ID);
    expect((await renderEmail(handle.db, "welcome", "nl", data)).subject).toBe("Welkom bij VayVista, Eva & <Co>!");
  });

  it("keeps an admin's German guest email apart from the other languages", async () => {
    const saved = await saveEmailTemplate(
      handle.db,
      {
        key: "enquiry-confirmation",
        lang: "de",
        subject: "Danke, {{ name }}!",
        html: "<p>Wir melden uns bald. {{ message }}</p>",
        text: "Wir melden uns bald. {{ message }}",
      },
      ADMIN_ID,
    );
    expect(saved).toEqual({ ok: true });
    const data = sampleData("enquiry-confirmation", "de");
    expect((await renderEmail(handle.db, "enquiry-confirmation", "de", data)).subject).toBe("Danke, Anna!");
    expect(
      (await renderEmail(handle.db, "enquiry-confirmation", "nl", sampleData("enquiry-confirmation", "nl"))).subject,
    ).toBe("Je bericht aan Villa Zonneweide");
    const listed = (await listEmailTemplates(handle.db)).filter((t) => t.key === "enquiry-confirmation");
    expect(listed.map((t) => [t.lang, t.overridden])).toEqual([
      ["nl", false],
      ["en", false],
      ["de", true],
      ["pl", false],
    ]);
    expect((await listEmailTemplates(handle.db)).some((t) => t.key === "welcome" && t.lang === "de")).toBe(false);
    // A German version of an email that has none is never stored.
    await expect(
      saveEmailTemplate(
        handle.db,
        // @ts-expect-error: welcome has no German version.
        { key: "welcome", lang: "de", subject: "Willkommen", html: "<p>x</p>", text: "x" },
        ADMIN_ID,
      ),
    ).rejects.toThrow(/no version in de/);
    await resetEmailTemplate(handle.db, "enquiry-confirmation", "de", ADMIN_ID);
    expect((await renderEmail(handle.db, "enquiry-confirmation", "de", data)).subject).toBe(
      "Ihre Nachricht an Villa Zonneweide",
    );
  });

  it("stores nothing when a part of the template is broken, and says which", async () => {
    const saved = await saveEmailTemplate(
      handle.db,
      {
        key: "password-reset",
        lang: "en",
        subject: "Reset for {{ name }",
        html: "<p>{{ url | button: 'Reset' }}</p>",
        text: "{{ link }}",
      },
      ADMIN_ID,
    );
    expect(saved).toEqual({
      ok: false,
      errors: {
        subject: expect.stringMatching(/not closed/),
        text: "unknown placeholder {{ link }}; this email has {{ name }}, {{ url }}",
      },
    });
    expect((await getEmailTemplate(handle.db, "password-reset", "en")).overridden).toBe(false);
  });

  it("stores nothing when the subject holds a line break or a part a NUL; the bodies keep their lines", async () => {
    const saved = await saveEmailTemplate(
      handle.db,
      {
        key: "password-reset",
        lang: "en",
        subject: "Reset\r\nBcc: everyone@example.com",
        html: "<p>{{ url }}\u0000</p>",
        text: "Hello {{ name }},\r\n\t{{ url }}",
      },
      ADMIN_ID,
    );
    expect(saved).toEqual({
      ok: false,
      errors: {
        subject: "the subject holds line breaks, tabs or other control characters, which an email cannot carry here",
        html: "the html holds control characters, which an email cannot carry here",
      },
    });
    expect((await getEmailTemplate(handle.db, "password-reset", "en")).overridden).toBe(false);
  });
});
