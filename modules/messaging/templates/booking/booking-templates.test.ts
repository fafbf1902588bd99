import { describe, expect, it } from "vitest";
import { deBooking } from "./de.ts";
import { enBooking } from "./en.ts";
import { nlBooking } from "./nl.ts";
import { plBooking } from "./pl.ts";

const LANGUAGES = { nl: nlBooking, en: enBooking, de: deBooking, pl: plBooking };

/** The words between the tags of every paragraph and subheading of the HTML (those without tags inside). */
function sentences(html: string): string[] {
  return [...html.matchAll(/<(p|h2)>([^<]+)<\/\1>/g)].map((m) => m[2] ?? "");
}

describe.each(Object.entries(LANGUAGES))("the booking emails in %s", (_lang, language) => {
  const emails = Object.entries(language.templates);

  it.each(emails)("%s says in its plain text all that its HTML says", (_key, email) => {
    const said = sentences(email.html);
    expect(said.length).toBeGreaterThan(2);
    for (const sentence of said) expect(email.text).toContain(sentence);
  });

  it.each(emails)("%s greets and ends the same way in HTML and plain text", (_key, email) => {
    const greeting = email.html.match(/<p>([^<]+ \{\{ name \}\},)<\/p>/)?.[1];
    expect(greeting).toBeDefined();
    expect(email.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(email.text).toMatch(/\{\{ url \}\}/);
    expect(email.html).toMatch(/\{\{ url \| button: "[^"]+" \}\}/);
  });
});
