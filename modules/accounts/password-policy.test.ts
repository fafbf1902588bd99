import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords.ts";
import { PASSWORD_MAX_LENGTH, passwordProblems } from "./password-policy.ts";

describe("passwordProblems", () => {
  it("accepts a long passphrase without any composition rules", () => {
    expect(passwordProblems("zeilboot op het ijsselmeer")).toEqual([]);
    expect(passwordProblems("onlylowercaseletters")).toEqual([]);
  });

  it("wants at least 10 characters, counting an emoji as one", () => {
    expect(passwordProblems("kort-9tek")).toEqual(["too_short"]);
    expect("zeilboot🌊".length).toBe(10);
    expect(passwordProblems("zeilboot🌊")).toEqual(["too_short"]);
    expect(passwordProblems("zeilboten🌊")).toEqual([]);
  });

  it("allows 64 and 128 characters, not 129", () => {
    expect(passwordProblems("a-b".repeat(22).slice(0, 64))).toEqual([]);
    expect(passwordProblems("qz".repeat(64))).toEqual([]);
    expect(passwordProblems(`${"qz".repeat(64)}x`)).toEqual(["too_long"]);
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
  });

  it("refuses the commonest passwords whatever their case, also with digits tacked on", () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    expect(passwordProblems("1234567890")).toEqual(["common"]);
    expect(passwordProblems("QwertyUiop")).toEqual(["common"]);
    expect(passwordProblems("Password2024!")).toEqual(["common"]);
    expect(passwordProblems("VayVista12345")).toEqual(["common"]);
  });

  it("refuses a password that contains the local part of the email, ignoring case", () => {
    expect(passwordProblems("xx-AnneMarie-2026", { email: "annemarie@example.nl" })).toEqual(["contains_email"]);
    expect(passwordProblems("zeilboot-jo-2026", { email: "jo@example.nl" })).toEqual([]);
  });

  it("lists every reason at once", () => {
    expect(passwordProblems("welkom", { email: "welkom@example.nl" })).toEqual([
      "too_short",
      "common",
      "contains_email",
    ]);
  });
});
