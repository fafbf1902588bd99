import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { smtpSettings } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { oneLine } from "../text/text-checks.ts";
import { decryptSecret, encryptSecret } from "./secret-box.ts";
import { SMTP_SECURITY, type SmtpSecurity } from "./smtp-security.ts";

/** What the admin form sends. An empty or missing password keeps the stored one. */
export type SmtpSettingsInput = {
  host: string;
  port: number | string;
  security: SmtpSecurity;
  username?: string | null;
  password?: string | null;
  fromAddress: string;
  fromName: string;
};

/** The settings as the admin area may show them: never the password, only whether there is one. */
export type SmtpSettingsDisplay = {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  hasPassword: boolean;
  fromAddress: string;
  fromName: string;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The settings as the sender needs them, password decrypted. Stays inside this module's callers. */
export type SmtpSettings = {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  password: string | null;
  fromAddress: string;
  fromName: string;
};

export type SmtpFieldError = "required" | "invalid" | "tooLong";
export type SmtpFieldErrors = Partial<Record<keyof SmtpSettingsInput, SmtpFieldError>>;
export type SaveSmtpSettingsResult = { ok: true } | { ok: false; errors: SmtpFieldErrors };

const PASSWORD_PURPOSE = "smtp_settings.password";
/** A host, a user name or a sender's name: one line, no control character (they end an SMTP command or header). */
const line = (max: number) =>
  z.string({ error: "required" }).trim().check(oneLine("invalid")).max(max, { error: "tooLong" });

const inputSchema = z.object({
  host: line(253)
    .min(1, { error: "required" })
    .refine((v) => /^[A-Za-z0-9.:[\]-]+$/.test(v), { error: "invalid" }),
  port: z.coerce.number({ error: "invalid" }).int({ error: "invalid" }).min(1, { error: "invalid" }).max(65535, {
    error: "invalid",
  }),
  security: z.enum(SMTP_SECURITY, { error: "invalid" }),
  username: line(254).nullish(),
  password: z.string().max(1000, { error: "tooLong" }).nullish(),
  fromAddress: z.email({ error: "invalid" }).max(254, { error: "tooLong" }),
  fromName: line(100).min(1, { error: "required" }),
});

function parseSmtpInput(
  input: SmtpSettingsInput,
): { ok: true; values: z.infer<typeof inputSchema> } | { ok: false; errors: SmtpFieldErrors } {
  const parsed = inputSchema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: SmtpFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SmtpSettingsInput;
    errors[field] ??= (["required", "invalid", "tooLong"] as const).find((c) => c === issue.message) ?? "invalid";
  }
  return { ok: false, errors };
}

/**
 * An admin (`actorId`) checks and stores the platform's SMTP server. The password is
 * encrypted with `key`. Audited in the same transaction, with what was saved: never the
 * password, only whether a new one was given.
 */
export async function saveSmtpSettings(
  db: Database,
  input: SmtpSettingsInput,
  key: Buffer,
  actorId: string,
): Promise<SaveSmtpSettingsResult> {
  assertUuid(actorId, "actorId");
  const parsed = parseSmtpInput(input);
  if (!parsed.ok) return parsed;
  const { values } = parsed;
  const username = values.username ? values.username : null;
  const row = {
    host: values.host,
    port: values.port,
    security: values.security,
    username,
    fromAddress: values.fromAddress,
    fromName: values.fromName,
    updatedAt: new Date(),
    updatedBy: actorId,
  };
  // Empty password field: keep what is stored. Without a username there is nothing to log in with.
  const password = values.password ? { passwordEncrypted: encryptSecret(values.password, key, PASSWORD_PURPOSE) } : {};
  const noLogin = username ? {} : { passwordEncrypted: null };
  await db.transaction(async (tx) => {
    await tx
      .insert(smtpSettings)
      .values({ id: 1, ...row, passwordEncrypted: null, ...password, ...noLogin })
      .onConflictDoUpdate({ target: smtpSettings.id, set: { ...row, ...password, ...noLogin } });
    const { updatedAt: _, updatedBy: __, ...saved } = row;
    await recordAudit(tx, {
      actorId,
      action: "smtp.update",
      targetType: "smtp",
      targetId: null,
      details: { ...saved, passwordChanged: Boolean(values.password) },
    });
  });
  return { ok: true };
}

export async function getSmtpSettingsForDisplay(db: Database): Promise<SmtpSettingsDisplay | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1)).limit(1);
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    hasPassword: row.passwordEncrypted !== null,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** Removes the SMTP server: emails wait in the outbox again until one is configured. */
export async function deleteSmtpSettings(db: Database): Promise<void> {
  await db.delete(smtpSettings).where(eq(smtpSettings.id, 1));
}

export async function hasSmtpSettings(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: smtpSettings.id }).from(smtpSettings).limit(1);
  return row !== undefined;
}

/**
 * The settings with the password decrypted, or null when no server is configured.
 * Throws SecretUnreadableError when SECRETS_KEY changed since the password was saved.
 */
export async function loadSmtpSettings(db: Database, key: Buffer): Promise<SmtpSettings | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1)).limit(1);
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.passwordEncrypted ? decryptSecret(row.passwordEncrypted, key, PASSWORD_PURPOSE) : null,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
  };
}

/** Fills an unsaved form's empty password from the stored settings (for a test email before saving). */
export async function resolveSmtpInput(
  db: Database,
  input: SmtpSettingsInput,
  key: Buffer,
): Promise<{ ok: true; settings: SmtpSettings } | { ok: false; errors: SmtpFieldErrors }> {
  const parsed = parseSmtpInput(input);
  if (!parsed.ok) return parsed;
  const { values } = parsed;
  const stored = values.password ? null : await loadSmtpSettings(db, key);
  return {
    ok: true,
    settings: {
      host: values.host,
      port: values.port,
      security: values.security,
      username: values.username || null,
      password: values.password || stored?.password || null,
      fromAddress: values.fromAddress,
      fromName: values.fromName,
    },
  };
}
