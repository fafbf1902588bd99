import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, SecretUnreadableError } from "./secret-box.ts";

describe("encryptSecret", () => {
  const key = randomBytes(32);

  it("round-trips, with a fresh nonce every time", () => {
    const a = encryptSecret("wachtwoord", key, "smtp");
    const b = encryptSecret("wachtwoord", key, "smtp");
    expect(a).not.toBe(b);
    expect(a).not.toContain("wachtwoord");
    expect(decryptSecret(a, key, "smtp")).toBe("wachtwoord");
  });

  it("refuses another key, another purpose and any tampering", () => {
    const sealed = encryptSecret("wachtwoord", key, "smtp");
    expect(() => decryptSecret(sealed, randomBytes(32), "smtp")).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(sealed, key, "payments")).toThrow(SecretUnreadableError);
    const [v, iv, tag, data] = sealed.split(":");
    const flipped = Buffer.from(data ?? "", "base64");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSecret([v, iv, tag, flipped.toString("base64")].join(":"), key, "smtp")).toThrow(
      SecretUnreadableError,
    );
  });
});
