import { describe, expect, it } from "vitest";
import { authInputHasControlCharacter } from "./auth-input-text.ts";

describe("control characters in a call to the authentication library", () => {
  it("finds one in any text of the body or query, nested or not, but a password", () => {
    expect(authInputHasControlCharacter({ email: "eigenaar@example.nl", name: "Eva de Vries" })).toBe(false);
    for (const bad of ["\u0000", "\u001b", "\n", "\u0085", "\u2028"]) {
      expect(authInputHasControlCharacter({ name: `Eva${bad}` })).toBe(true);
      expect(authInputHasControlCharacter({ token: `abc${bad}` })).toBe(true);
      expect(authInputHasControlCharacter({ data: { phoneNumber: `+31${bad}6` } })).toBe(true);
      expect(authInputHasControlCharacter({ ids: ["a", `b${bad}`] })).toBe(true);
    }
    // A password is only hashed: whatever it holds is the owner's own.
    expect(authInputHasControlCharacter({ password: "a\u0001b", newPassword: "\t", currentPassword: "x" })).toBe(false);
    expect(authInputHasControlCharacter({ rememberMe: true, n: 3, v: null })).toBe(false);
  });
});
