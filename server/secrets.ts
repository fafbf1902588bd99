import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Config, ConfigError, isLocalOrigin } from "./config.ts";

/**
 * The server's two secrets: AUTH_SECRET signs sessions and encrypts two-factor secrets,
 * SECRETS_KEY encrypts the secrets stored in the database (the SMTP password). Each is used
 * as configured when set (config.ts checks its form). Unset on a local origin, each is
 * generated once into DATA_DIR (mode 0600), so a fresh clone needs no setup and sessions
 * and stored secrets survive a restart. Unset on a public origin, the server refuses to
 * start: every instance needs the same secret, and a lost file would sign everybody out or
 * leave the stored secrets unreadable; it belongs in the secret store, not beside the data.
 */
/** A kind of secret: how one is made, and why a text is none. */
export type SecretKind = {
  generate(): string;
  /** Why a file's text is no such secret, or null when it is one. */
  problem(text: string): string | null;
};

type KeptSecret = SecretKind & {
  setting: "AUTH_SECRET" | "SECRETS_KEY";
  /** Its file in DATA_DIR. */
  file: string;
};

/** 32 random bytes in base64: SECRETS_KEY's form, and the backup key's. */
export const BASE64_KEY: SecretKind = {
  generate: () => randomBytes(32).toString("base64"),
  problem: (text) => (Buffer.from(text, "base64").length !== 32 ? "no 32-byte base64 key" : null),
};

const AUTH_SECRET: KeptSecret = {
  setting: "AUTH_SECRET",
  file: "auth-secret",
  generate: () => randomBytes(32).toString("base64url"),
  problem: (text) => (text.length < 32 ? "no valid secret (under 32 characters)" : null),
};

const SECRETS_KEY: KeptSecret = { ...BASE64_KEY, setting: "SECRETS_KEY", file: "secrets.key" };

export function resolveAuthSecret(config: Config): string {
  return config.AUTH_SECRET ?? keptSecret(config, AUTH_SECRET);
}

export function resolveSecretsKey(config: Config): Buffer {
  return Buffer.from(config.SECRETS_KEY ?? keptSecret(config, SECRETS_KEY), "base64");
}

/** The secret kept in DATA_DIR, made on first use; refused on a public origin. */
function keptSecret(config: Config, secret: KeptSecret): string {
  if (!isLocalOrigin(config)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${secret.setting}: required when the site is served on a public domain; generate one with \`openssl rand -base64 32\` and keep it in your secret store`,
    );
  }
  return fileSecret(path.resolve(config.DATA_DIR, secret.file), secret);
}

/**
 * The secret in `file`, made there on first use (mode 0600). A file that holds no such secret
 * is a ConfigError: it is never replaced, since what it encrypted would be lost with it.
 */
export function fileSecret(file: string, secret: SecretKind): string {
  const existing = readSecret(file, secret);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const made = secret.generate();
  try {
    // "wx": never overwrite a secret another process has just written; use theirs.
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readSecret(file, secret) ?? made;
    throw error;
  }
  chmodSync(file, 0o600);
  return made;
}

function readSecret(file: string, secret: SecretKind): string | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const problem = secret.problem(text);
  if (problem) throw new ConfigError(`${file} holds ${problem}; delete it to have a new one made`);
  return text;
}
