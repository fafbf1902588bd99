import { describe, expect, it } from "vitest";
import { DEFAULT_MESSAGES } from "../message-rules/default-messages.ts";
import { renderMessage } from "./render-message.ts";
import { type PreviewFacts, sampleMessageValues } from "./sample-message-values.ts";

const facts: PreviewFacts = {
  siteName: "Duinhuis Egmond",
  siteUrl: "https://duinhuis.vayvista.nl",
  address: "Boulevard 7, 1931 AB Egmond aan Zee",
  route: "",
  unit: {
    name: "Duinhuis",
    checkInFrom: "15:00",
    checkInUntil: "20:00",
    checkOutUntil: "10:00",
    checkInInstructions: "",
    houseRules: "Niet roken in huis.",
  },
  owner: { name: "Sanne de Vries", email: "sanne@example.nl", phone: "+31 6 12345678" },
  today: "2026-11-29",
};

describe("the sample stay a message is previewed with", () => {
  it("uses the owner's real unit and address, and sample text marked as such for what is missing", async () => {
    const { values, samples } = sampleMessageValues(facts, "de");
    expect(samples).toEqual(["unit.check_in_instructions", "site.route"]);
    const rendered = await renderMessage(DEFAULT_MESSAGES.arrival_info.de, values);
    expect(rendered.text).toContain("Jonas");
    expect(rendered.text).toContain("Boulevard 7, 1931 AB Egmond aan Zee");
    expect(rendered.text).toContain("(Beispiel");
    expect(rendered.text).not.toMatch(/\{\{|\}\}/);
  });

  it("dates the stay three weeks ahead, in the language's own words", () => {
    expect(sampleMessageValues(facts, "nl").values["stay.check_in"]).toBe("zondag 20 december 2026");
    expect(sampleMessageValues(facts, "de").values["stay.nights"]).toBe("4 Nächte");
    expect(sampleMessageValues(facts, "pl").values["guest.name"]).toBe("Jonas Weber");
  });
});
