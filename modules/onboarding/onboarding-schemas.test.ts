import { describe, expect, it } from "vitest";
import { EXAMPLE_ANSWERS } from "./example-answers.ts";
import { ONBOARDING_SCHEMAS, parseOnboardingStep, readOnboardingData } from "./onboarding-schemas.ts";
import { firstIncompleteStep, ONBOARDING_FIELDS, ONBOARDING_STEPS } from "./onboarding-steps.ts";

describe("onboarding step schemas", () => {
  it("accepts what a form sends and normalises it", () => {
    expect(parseOnboardingStep("location", EXAMPLE_ANSWERS.location)).toEqual({
      success: true,
      data: { address: "Duinweg 12", postalCode: "1791 AB", city: "Den Burg", country: "NL" },
    });
    expect(parseOnboardingStep("capacity", { guests: 6, bedrooms: "0", bathrooms: " 1 " })).toEqual({
      success: true,
      data: { guests: 6, bedrooms: 0, bathrooms: 1 },
    });
    expect(parseOnboardingStep("price", { basePriceCents: "12500" })).toEqual({
      success: true,
      data: { basePriceCents: 12500, currency: "EUR" },
    });
  });

  it("reports i18n keys with the numbers the message needs", () => {
    expect(parseOnboardingStep("property", { name: " ", type: "castle" })).toEqual({
      success: false,
      errors: { name: { key: "onboarding.errors.required" }, type: { key: "onboarding.errors.choice" } },
    });
    expect(parseOnboardingStep("capacity", { guests: "51", bedrooms: "-1", bathrooms: "2.5" })).toEqual({
      success: false,
      errors: {
        guests: { key: "onboarding.errors.range", params: { min: 1, max: 50 } },
        bedrooms: { key: "onboarding.errors.number" },
        bathrooms: { key: "onboarding.errors.number" },
      },
    });
    expect(parseOnboardingStep("description", { description: "Te kort." })).toEqual({
      success: false,
      errors: { description: { key: "onboarding.errors.tooShort", params: { min: 20 } } },
    });
    expect(parseOnboardingStep("description", { description: "x".repeat(1001) })).toMatchObject({
      errors: { description: { key: "onboarding.errors.tooLong", params: { max: 1000 } } },
    });
  });

  it("refuses a name or address of more than one line, or with a control character, beside its field", () => {
    for (const name of ["Villa\nZon", "Villa\r\nEND:VCALENDAR", "Villa\u0000Zon", "Villa\u2028Zon", "Villa\u0085Zon"]) {
      expect([name, parseOnboardingStep("property", { name, type: "holidayHome" })]).toEqual([
        name,
        { success: false, errors: { name: { key: "onboarding.errors.oneLine" } } },
      ]);
    }
    expect(parseOnboardingStep("location", { ...EXAMPLE_ANSWERS.location, city: "Den\tBurg" })).toMatchObject({
      errors: { city: { key: "onboarding.errors.oneLine" } },
    });
    // Line breaks around the name are trimmed away, as spaces are; a longer description keeps its lines.
    expect(parseOnboardingStep("property", { name: " Villa Zon\n", type: "holidayHome" })).toMatchObject({
      success: true,
      data: { name: "Villa Zon" },
    });
    expect(
      parseOnboardingStep("description", { description: "Een huis aan zee.\nMet een tuin en een fijne bank." }),
    ).toMatchObject({ success: true });
  });

  it("refuses a NUL or another control character in the description, which may hold tabs and line breaks", () => {
    for (const description of ["Een huis aan zee.\u0000 Met een tuin.", "Een huis aan zee.\u001b[2J Met een tuin."]) {
      expect(parseOnboardingStep("description", { description })).toEqual({
        success: false,
        errors: { description: { key: "onboarding.errors.controls" } },
      });
    }
    expect(parseOnboardingStep("subdomain", { subdomain: "villa\u0000zon" })).toMatchObject({
      errors: { subdomain: { key: "onboarding.errors.oneLine" } },
    });
  });

  it("keeps the nightly price between 10 and 10,000, in euros or złoty only", () => {
    const priceError = (input: Record<string, unknown>) => {
      const r = parseOnboardingStep("price", input);
      return r.success ? null : r.errors;
    };
    expect(priceError({ basePriceCents: "999" })).toEqual({
      basePriceCents: { key: "onboarding.errors.priceRange", params: { min: 1000, max: 1000000 } },
    });
    expect(priceError({ basePriceCents: 1000 })).toBeNull();
    expect(priceError({ basePriceCents: 1_000_000 })).toBeNull();
    expect(priceError({ basePriceCents: 1_000_001 })).not.toBeNull();
    expect(parseOnboardingStep("price", { basePriceCents: "45000", currency: "PLN" })).toEqual({
      success: true,
      data: { basePriceCents: 45000, currency: "PLN" },
    });
    expect(priceError({ basePriceCents: "12500", currency: "USD" })).toEqual({
      currency: { key: "onboarding.errors.choice" },
    });
  });

  it("knows real country codes and refuses the rest", () => {
    const countryError = (country: string) => {
      const r = parseOnboardingStep("location", { ...EXAMPLE_ANSWERS.location, country });
      return r.success ? null : r.errors.country?.key;
    };
    expect(countryError("be")).toBeNull();
    expect(countryError("PL")).toBeNull();
    expect(countryError("UK")).toBe("onboarding.errors.country");
    expect(countryError("XX")).toBe("onboarding.errors.country");
    expect(countryError("NLD")).toBe("onboarding.errors.tooLong");
  });

  it("has exactly the fields the wizard's forms send (ONBOARDING_FIELDS, read in the browser)", () => {
    for (const step of ONBOARDING_STEPS) {
      expect([step, Object.keys(ONBOARDING_SCHEMAS[step].shape)]).toEqual([step, [...ONBOARDING_FIELDS[step]]]);
    }
  });

  it("drops saved answers that no longer pass their step and finds the first gap", () => {
    const data = readOnboardingData({
      property: { name: "Villa Zon", type: "holidayHome" },
      location: { address: "Duinweg 12", postalCode: "1791 AB", city: "Den Burg", country: "ZZ" },
      theme: { theme: "warm-cozy" },
    });
    expect(Object.keys(data)).toEqual(["property", "theme"]);
    expect(firstIncompleteStep(data)).toBe("location");
    expect(readOnboardingData(null)).toEqual({});
  });
});
