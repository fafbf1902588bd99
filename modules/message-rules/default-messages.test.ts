import { describe, expect, it } from "vitest";
import { checkMessageTemplate } from "../guest-messages/message-placeholders.ts";
import { SITE_LANGUAGES } from "../i18n/site-languages.ts";
import { DEFAULT_MESSAGES } from "./default-messages.ts";
import { DEFAULT_RULES } from "./default-rules.ts";

describe("the messages every owner starts with", () => {
  it("exist for each default rule in all four site languages, and pass the check an owner's edit must pass", () => {
    for (const rule of DEFAULT_RULES) {
      if (!rule.key) throw new Error("a default rule has a key");
      for (const lang of SITE_LANGUAGES) {
        const text = DEFAULT_MESSAGES[rule.key][lang];
        expect(checkMessageTemplate(text.subject), `${rule.key} ${lang} subject`).toMatchObject({ ok: true });
        expect(checkMessageTemplate(text.body), `${rule.key} ${lang} body`).toMatchObject({ ok: true });
      }
    }
  });

  it("give the arrival information the door and the address, so it waits until both are known", () => {
    for (const lang of SITE_LANGUAGES) {
      const check = checkMessageTemplate(DEFAULT_MESSAGES.arrival_info[lang].body);
      expect(check.ok && check.placeholders).toEqual(
        expect.arrayContaining(["unit.check_in_instructions", "site.address"]),
      );
    }
  });
});
