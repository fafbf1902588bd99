import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { resolveAuthSecret } from "./auth-secret.ts";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "vv-auth-secret-"));

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when it is set", () => {
    const secret = "s".repeat(40);
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: secret, APP_DOMAIN: "vayvista.nl" }))).toBe(secret);
  });

  it("locally generates a secret once, keeps it in DATA_DIR with mode 0600 and reuses it", () => {
    const dir = tempDir();
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
    expect(() => resolveAuthSecret(loadConfig({ DATA_DIR: dir }))).toThrow(/auth-secret/);
  });

  it("refuses to start on a public origin without AUTH_SECRET", () => {
    const config = loadConfig({ APP_DOMAIN: "vayvista.nl", DATA_DIR: tempDir() });
    expect(() => resolveAuthSecret(config)).toThrow(ConfigError);
    expect(() => resolveAuthSecret(config)).toThrow(/AUTH_SECRET/);
  });
});
