import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentPlatformSettings } from "../../../db/schema.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { assertUuid } from "../../ids/uuid.ts";
import { decryptSecret, encryptSecret } from "../../messaging/secret-box.ts";
import {
  CREDENTIAL_FIELDS,
  CREDENTIAL_PATTERNS,
  type CredentialField,
  type StoredCredentials,
} from "./platform-credentials.ts";

/**
 * The credentials the admin saves at /admin/settings/payments: each sealed with SECRETS_KEY
 * (its column named in the sealing, so a value copied into another column does not open
 * there) and never shown again: the page learns only whether each is set.
 */

/** What the admin's form sends: an empty field keeps what is saved, `clear` removes it. */
export type PlatformSettingsInput = Partial<Record<CredentialField, string>> & {
  mollieTestmode: boolean;
  clear?: CredentialField[];
};

export type PlatformSettingsErrors = Partial<Record<CredentialField, "invalid">>;

export type PlatformSettingsDisplay = {
  saved: Record<CredentialField, boolean>;
  mollieTestmode: boolean;
  updatedAt: Date | null;
};

const COLUMNS = {
  stripeSecretKey: "stripeSecretKeySealed",
  stripeWebhookSecret: "stripeWebhookSecretSealed",
  mollieClientId: "mollieClientIdSealed",
  mollieClientSecret: "mollieClientSecretSealed",
  stripePlatformWebhookSecret: "stripePlatformWebhookSecretSealed",
  mollieApiKey: "mollieApiKeySealed",
} as const satisfies Record<CredentialField, keyof typeof paymentPlatformSettings.$inferSelect>;

const purpose = (field: CredentialField) => `payment_platform_settings.${COLUMNS[field]}`;

/** Checks the typed values; nothing is saved when one is refused. */
export function checkPlatformSettings(input: PlatformSettingsInput): PlatformSettingsErrors {
  const errors: PlatformSettingsErrors = {};
  for (const field of CREDENTIAL_FIELDS) {
    const value = input[field]?.trim();
    if (value && !CREDENTIAL_PATTERNS[field].test(value)) errors[field] = "invalid";
  }
  return errors;
}

/** Saves what was typed (sealed), keeps what was left empty, removes what `clear` names; audited without any value. */
export async function savePlatformSettings(
  db: Database,
  input: PlatformSettingsInput,
  key: Buffer,
  actorId: string,
): Promise<{ ok: true } | { ok: false; errors: PlatformSettingsErrors }> {
  assertUuid(actorId, "actorId");
  const errors = checkPlatformSettings(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const changes: Partial<typeof paymentPlatformSettings.$inferInsert> = {};
  const changed: CredentialField[] = [];
  for (const field of CREDENTIAL_FIELDS) {
    const value = input[field]?.trim();
    if (value) changes[COLUMNS[field]] = encryptSecret(value, key, purpose(field));
    else if (input.clear?.includes(field)) changes[COLUMNS[field]] = null;
    else continue;
    changed.push(field);
  }
  const row = { ...changes, mollieTestmode: input.mollieTestmode, updatedAt: new Date(), updatedBy: actorId };
  await db.transaction(async (tx) => {
    await tx
      .insert(paymentPlatformSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: paymentPlatformSettings.id, set: row });
    await recordAudit(tx, {
      actorId,
      action: "payment_platform.update",
      targetType: "payment_platform",
      targetId: null,
      details: { changed, mollieTestmode: input.mollieTestmode },
    });
  });
  return { ok: true };
}

export async function platformSettingsForDisplay(db: Database): Promise<PlatformSettingsDisplay> {
  const [row] = await db.select().from(paymentPlatformSettings).where(eq(paymentPlatformSettings.id, 1));
  const saved = Object.fromEntries(CREDENTIAL_FIELDS.map((f) => [f, Boolean(row?.[COLUMNS[f]])])) as Record<
    CredentialField,
    boolean
  >;
  return { saved, mollieTestmode: row?.mollieTestmode ?? false, updatedAt: row?.updatedAt ?? null };
}

/**
 * The saved credentials, decrypted. One that no longer opens (SECRETS_KEY changed since it
 * was saved) counts as not set, and is named in `unreadable` for the log and the admin.
 */
export async function loadStoredCredentials(
  db: Database,
  key: Buffer,
): Promise<{ credentials: StoredCredentials; unreadable: CredentialField[] }> {
  const [row] = await db.select().from(paymentPlatformSettings).where(eq(paymentPlatformSettings.id, 1));
  const credentials: StoredCredentials = { mollieTestmode: row?.mollieTestmode ?? false };
  const unreadable: CredentialField[] = [];
  for (const field of CREDENTIAL_FIELDS) {
    const sealed = row?.[COLUMNS[field]];
    if (!sealed) continue;
    try {
      credentials[field] = decryptSecret(sealed, key, purpose(field));
    } catch {
      unreadable.push(field);
    }
  }
  return { credentials, unreadable };
}
