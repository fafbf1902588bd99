import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets at rest (the SMTP password) as AES-256-GCM with SECRETS_KEY: `v1:{iv}:{tag}:{data}`
 * in base64. `purpose` is bound in as associated data, so a ciphertext copied into another
 * column does not decrypt there.
 */
export function encryptSecret(plain: string, key: Buffer, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data].map((p) => (typeof p === "string" ? p : p.toString("base64"))).join(":");
}

export class SecretUnreadableError extends Error {}

export function decryptSecret(stored: string, key: Buffer, purpose: string): string {
  const [version, iv, tag, data] = stored.split(":");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new SecretUnreadableError("unknown secret format");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretUnreadableError("the secret does not decrypt with this SECRETS_KEY");
  }
}
