import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, SecretUnreadableError } from "./secret-box.ts";
import { resolveSecretsKey, SecretsKeyError } from "./secrets-key.ts";

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

describe("resolveSecretsKey", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vv-secrets-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const local = { NODE_ENV: "production", APP_DOMAIN: "localhost" };

  it("generates a key once into DATA_DIR, readable only by its owner", () => {
    const DATA_DIR = path.join(tempDir(), "data");
    const first = resolveSecretsKey({ ...local, DATA_DIR });
    expect(first).toHaveLength(32);
    const file = path.join(DATA_DIR, "secrets.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64").equals(first)).toBe(true);
    expect(resolveSecretsKey({ ...local, DATA_DIR }).equals(first)).toBe(true);
  });

  it("uses SECRETS_KEY when given, and writes no file", () => {
    const DATA_DIR = tempDir();
    const key = randomBytes(32);
    expect(resolveSecretsKey({ ...local, DATA_DIR, SECRETS_KEY: key.toString("base64") }).equals(key)).toBe(true);
    expect(() => statSync(path.join(DATA_DIR, "secrets.key"))).toThrow();
  });

  it("refuses to start a production server on a public domain without SECRETS_KEY", () => {
    const DATA_DIR = tempDir();
    expect(() => resolveSecretsKey({ NODE_ENV: "production", APP_DOMAIN: "vayvista.nl", DATA_DIR })).toThrow(
      SecretsKeyError,
    );
    expect(() => resolveSecretsKey({ NODE_ENV: "production", APP_DOMAIN: "vayvista.nl", DATA_DIR })).toThrow(
      /SECRETS_KEY is not set.*openssl rand -base64 32/,
    );
    expect(resolveSecretsKey({ NODE_ENV: "development", APP_DOMAIN: "vayvista.nl", DATA_DIR })).toHaveLength(32);
  });
});
