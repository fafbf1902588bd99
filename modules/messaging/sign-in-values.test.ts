import { describe, expect, it } from "vitest";
import { addressText, deviceText } from "./sign-in-values.ts";

describe("a sign-in's device and address in an email", () => {
  it("names the browser on its system in the reader's language", () => {
    expect(deviceText({ browser: "Chrome", system: "Windows" }, "nl")).toBe("Chrome op Windows");
    expect(deviceText({ browser: "Samsung Internet", system: "Android" }, "en")).toBe("Samsung Internet on Android");
    expect(deviceText({ browser: "Safari", system: "iOS" }, "pl")).toBe("Safari w systemie iOS");
  });

  it("says what it does not know", () => {
    expect(deviceText({ browser: null, system: "Windows" }, "en")).toBe("A browser on Windows");
    expect(deviceText({ browser: "Firefox", system: null }, "nl")).toBe("Firefox");
    expect(deviceText({ browser: null, system: null }, "nl")).toBe("Onbekend apparaat");
    expect(deviceText({ browser: null, system: null }, "pl")).toBe("Nieznane urządzenie");
    expect(addressText(null, "nl")).toBe("onbekend");
    expect(addressText("203.0.113.x", "pl")).toBe("203.0.113.x");
  });
});
