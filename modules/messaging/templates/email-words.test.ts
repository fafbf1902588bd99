import { describe, expect, it } from "vitest";
import { wordProblems } from "../../i18n/word-check.testing.ts";
import { GUEST_TEMPLATE_KEYS } from "../template-keys.ts";
import { DEFAULT_TEMPLATES, GUEST_LANGUAGE_TEMPLATES } from "./default-templates.ts";

/**
 * The home of every word of the emails: the platform's own in Dutch (the reference), English
 * and Polish, and what guests of owners' sites receive in German too.
 */
describe("the emails' words", () => {
  it("has every email in every language, none empty, with the same placeholders", () => {
    expect(wordProblems(DEFAULT_TEMPLATES)).toEqual([]);
  });

  it("has every guest email, its values' words and its samples in German, with the same placeholders as in Dutch", () => {
    const { nl } = DEFAULT_TEMPLATES;
    const guestEmails = Object.fromEntries(GUEST_TEMPLATE_KEYS.map((key) => [key, nl.templates[key]]));
    const dutch = {
      layout: { guestReason: nl.layout.guestReason },
      templates: guestEmails,
      values: { booking: nl.values.booking, enquiry: nl.values.enquiry, payment: nl.values.payment },
      samples: { enquiry: nl.samples.enquiry, booking: nl.samples.booking, payment: nl.samples.payment },
    };
    expect(wordProblems({ nl: dutch, de: GUEST_LANGUAGE_TEMPLATES.de })).toEqual([]);
  });
});
