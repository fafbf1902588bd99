import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { resolveAuthSecret, resolveSecretsKey } from "./secrets.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-secrets-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when it is set", () => {
    const secret = "s".repeat(40);
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: secret, APP_DOMAIN: "vayvista.nl" }))).toBe(secret);
  });

  it("locally generates a secret once, keeps it in DATA_DIR with mode 0600 and reuses it", () => {
    const dir = path.join(tempDir(), "data");
    const first = resolveAuthSecret(loadConfig({ DATA_DIR: dir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
  });

  it("stops with a message when the secret file holds no real secret", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "auth-secret"), "short\n");
    expect(() => resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toThrow(ConfigError);
    expect(() => resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toThrow(/auth-secret/);
  });

  it("refuses to start on a public origin without AUTH_SECRET", () => {
    const config = loadConfig({ APP_DOMAIN: "vayvista.nl", DATA_DIR: tempDir() });
    expect(() => resolveAuthSecret(config)).toThrow(ConfigError);
    expect(() => resolveAuthSecret(config)).toThrow(/AUTH_SECRET.*openssl rand -base64 32/);
  });
});

describe("resolveSecretsKey", () => {
  it("generates a key once into DATA_DIR, readable only by its owner", () => {
    const dir = path.join(tempDir(), "data");
    const first = resolveSecretsKey(loadConfig({ DATA_DIR: dir }));
    expect(first).toHaveLength(32);
    const file = path.join(dir, "secrets.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64").equals(first)).toBe(true);
    expect(resolveSecretsKey(loadConfig({ DATA_DIR: dir })).equals(first)).toBe(true);
  });

  it("uses SECRETS_KEY when given, and writes no file", () => {
    const dir = tempDir();
    const key = randomBytes(32);
    expect(resolveSecretsKey(loadConfig({ DATA_DIR: dir, SECRETS_KEY: key.toString("base64") })).equals(key)).toBe(
      true,
    );
    expect(() => statSync(path.join(dir, "secrets.key"))).toThrow();
  });

  it("stops with a message when the key file holds no 32-byte key", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "secrets.key"), "dGVu\n");
    expect(() => resolveSecretsKey(loadConfig({ DATA_DIR: dir }))).toThrow(/secrets\.key holds no 32-byte base64 key/);
  });

  it("refuses to start on a public origin without SECRETS_KEY, in any mode", () => {
    for (const NODE_ENV of ["production", "development"]) {
      const config = loadConfig({ NODE_ENV, APP_DOMAIN: "vayvista.nl", DATA_DIR: tempDir() });
      expect(() => resolveSecretsKey(config)).toThrow(ConfigError);
      expect(() => resolveSecretsKey(config)).toThrow(/SECRETS_KEY.*openssl rand -base64 32/);
    }
  });
});
