import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isLocalOriginUrl } from "../sites/local-origin.ts";

/** The settings resolveSecretsKey reads; server/config.ts's Config has them all. */
export type SecretsKeySettings = {
  SECRETS_KEY?: string | undefined;
  DATA_DIR: string;
  NODE_ENV: string;
  APP_DOMAIN: string;
  PUBLIC_URL?: string | undefined;
};

export class SecretsKeyError extends Error {}

function servesPublicOrigin(settings: SecretsKeySettings): boolean {
  return !isLocalOriginUrl(settings.PUBLIC_URL ?? `http://${settings.APP_DOMAIN}`);
}

/**
 * The key that encrypts stored secrets. SECRETS_KEY when set. Otherwise, on this machine,
 * a key generated once into {DATA_DIR}/secrets.key (mode 0600), so a fresh clone needs no
 * setup. A production server on a public domain must be given SECRETS_KEY: every instance
 * needs the same key, and it belongs in the secret store, not beside the data.
 */
export function resolveSecretsKey(settings: SecretsKeySettings): Buffer {
  if (settings.SECRETS_KEY) return Buffer.from(settings.SECRETS_KEY, "base64");
  if (settings.NODE_ENV === "production" && servesPublicOrigin(settings)) {
    throw new SecretsKeyError(
      "SECRETS_KEY is not set. In production every instance needs the same key to read the secrets stored " +
        "in the database (such as the SMTP password). Generate one with `openssl rand -base64 32`, keep it in " +
        "your secret store and set SECRETS_KEY.",
    );
  }
  const file = path.resolve(settings.DATA_DIR, "secrets.key");
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": never overwrite a key another process has just written.
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) {
    throw new SecretsKeyError(`${file} does not hold a 32-byte base64 key; remove it to have a new one generated`);
  }
  return key;
}
