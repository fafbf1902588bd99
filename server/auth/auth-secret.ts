import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Config, ConfigError, isLocalOrigin } from "../config.ts";

/**
 * AUTH_SECRET when set. Without it a local instance generates one on first start and
 * keeps it in {DATA_DIR}/auth-secret (mode 0600), so sessions survive restarts; an
 * instance on a public origin refuses to start, since several instances must share one
 * secret and a lost file would sign everybody out.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (!isLocalOrigin(config)) {
    throw new ConfigError(
      "Invalid configuration:\n  AUTH_SECRET: required when the site is served on a public domain; generate one with `openssl rand -base64 32`",
    );
  }
  const file = path.resolve(config.DATA_DIR, "auth-secret");
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readSecret(file) ?? secret;
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const value = readFileSync(file, "utf8").trim();
    if (value.length < 32) throw new ConfigError(`${file} holds no valid secret (under 32 characters); delete it`);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
