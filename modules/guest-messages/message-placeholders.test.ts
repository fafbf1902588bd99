import { describe, expect, it } from "vitest";
import { checkMessageTemplate, missingValues } from "./message-placeholders.ts";

describe("an owner's message template", () => {
  it("names the placeholders it uses", () => {
    expect(
      checkMessageTemplate(
        "Hoi {{ guest.first_name }}, de code is {{ unit.check_in_instructions }}. {{ guest.first_name }}",
      ),
    ).toEqual({ ok: true, placeholders: ["guest.first_name", "unit.check_in_instructions"] });
    expect(checkMessageTemplate("{% if stay.amount_due %}Nog te betalen: {{ stay.amount_due }}{% endif %}")).toEqual({
      ok: true,
      placeholders: ["stay.amount_due"],
    });
  });

  it("is refused with the names it does not know, or where it does not parse", () => {
    expect(checkMessageTemplate("{{ guest.password }} {{ stay.door_code }}")).toEqual({
      ok: false,
      reason: "unknown",
      names: ["guest.password", "stay.door_code"],
    });
    expect(checkMessageTemplate("{{ guest.name | no_such_filter }}")).toMatchObject({ ok: false, reason: "syntax" });
    expect(checkMessageTemplate("{% if guest.name %}unclosed")).toMatchObject({ ok: false, reason: "syntax" });
    // 5 MB is refused by the sandbox's parse limit, not read.
    expect(checkMessageTemplate("{{ guest.name }}".repeat(350_000))).toMatchObject({ ok: false, reason: "syntax" });
  });

  it("waits for a door code or an address that is not there yet, not for what may be empty", () => {
    expect(
      missingValues(["guest.first_name", "unit.check_in_instructions", "site.address", "stay.arrival_time"], {
        "guest.first_name": "Jonas",
        "unit.check_in_instructions": "  ",
      }),
    ).toEqual(["unit.check_in_instructions", "site.address"]);
  });
});
