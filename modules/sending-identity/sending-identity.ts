import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteSendingIdentity } from "../../db/schema.ts";
import { asOneLine } from "../text/single-line.ts";

export type SendingIdentityRow = typeof siteSendingIdentity.$inferSelect;
export type SendingMode = SendingIdentityRow["mode"];

/** The purposes the secrets are bound to (secret-box.ts): a ciphertext never opens in another column. */
export const DKIM_KEY_PURPOSE = "site_sending_identity.dkim_private_key";
export const SMTP_PASSWORD_PURPOSE = "site_sending_identity.smtp_password";

/** The site's stored identity, or null: it never chose one, so it sends on our domain in its name. */
export async function sendingIdentityOf(db: Database, siteId: string): Promise<SendingIdentityRow | null> {
  const [row] = await db.select().from(siteSendingIdentity).where(eq(siteSendingIdentity.siteId, siteId)).limit(1);
  return row ?? null;
}

/** Writes some columns of the site's identity, creating its row on first use. */
export async function updateSendingIdentity(
  db: Database,
  siteId: string,
  values: Partial<Omit<SendingIdentityRow, "siteId" | "updatedAt">>,
  now = new Date(),
): Promise<void> {
  await db
    .insert(siteSendingIdentity)
    .values({ siteId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: siteSendingIdentity.siteId, set: { ...values, updatedAt: now } });
}

/** A name as it may stand in a From header: every control character (CR/LF above all) a space. */
export function headerSafeName(name: string): string {
  return asOneLine(name).replace(/\s+/g, " ").trim().slice(0, 100);
}
