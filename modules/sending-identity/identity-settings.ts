import { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { DnsLookup } from "../domains/dns-lookup.ts";
import { normalizeDomain } from "../domains/normalize-domain.ts";
import { encryptSecret } from "../messaging/secret-box.ts";
import { SMTP_SECURITY } from "../messaging/smtp-security.ts";
import { oneLine } from "../text/text-checks.ts";
import { checkSendingDomain, type SendingDomainCheck } from "./check-sending-domain.ts";
import { generateDkimKey } from "./dkim-key.ts";
import {
  DKIM_KEY_PURPOSE,
  type SendingMode,
  SMTP_PASSWORD_PURPOSE,
  sendingIdentityOf,
  updateSendingIdentity,
} from "./sending-identity.ts";

/** A field the owner filled in wrongly, as the code the page words beside it. */
export type IdentityFieldError = "required" | "invalid" | "tooLong" | "ours";
export type IdentityFieldErrors = Partial<Record<string, IdentityFieldError>>;
export type IdentitySaved = { ok: true } | { ok: false; errors: IdentityFieldErrors };

const line = (max: number) => z.string().trim().check(oneLine("invalid")).max(max, { error: "tooLong" });

function fieldErrors(error: z.ZodError): IdentityFieldErrors {
  const errors: IdentityFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const code = (["required", "invalid", "tooLong"] as const).find((c) => c === issue.message) ?? "invalid";
    errors[field] ??= code;
  }
  return errors;
}

/** The name guests see in From (empty: the site's name), and which identity the site uses. */
export async function saveSenderName(db: Database, siteId: string, fromName: string): Promise<IdentitySaved> {
  const parsed = line(100).safeParse(fromName);
  if (!parsed.success) return { ok: false, errors: { fromName: fieldErrors(parsed.error).form ?? "invalid" } };
  await updateSendingIdentity(db, siteId, { fromName: parsed.data || null });
  return { ok: true };
}

/** Back to our domain in the owner's name; the owner's domain and server stay stored for later. */
export async function choosePlatformSending(db: Database, siteId: string): Promise<void> {
  await updateSendingIdentity(db, siteId, { mode: "platform" });
}

const localPartSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: "required" })
  .max(64, { error: "tooLong" })
  .regex(/^[a-z0-9](?:[a-z0-9._+-]*[a-z0-9])?$/, { error: "invalid" });

/**
 * The owner's own domain: a new DKIM key (its private half only encrypted), records to add,
 * not yet used for sending. The same domain keeps its key (a record already added stays
 * right); another domain gets a fresh one.
 */
export async function startOwnDomain(
  db: Database,
  key: Buffer,
  siteId: string,
  input: { domain: string; localPart: string },
  ours: { appDomain: string; platformHost: string },
): Promise<IdentitySaved> {
  const errors: IdentityFieldErrors = {};
  const normalized = normalizeDomain(input.domain ?? "", ours);
  if (!normalized.ok)
    errors.domain = input.domain?.trim() ? (normalized.reason === "reserved" ? "ours" : "invalid") : "required";
  const local = localPartSchema.safeParse(input.localPart ?? "");
  if (!local.success) errors.localPart = fieldErrors(local.error).form ?? "invalid";
  if (!normalized.ok || !local.success) return { ok: false, errors };
  const current = await sendingIdentityOf(db, siteId);
  if (current?.domain === normalized.domain && current.dkimPrivateKeyEncrypted) {
    await updateSendingIdentity(db, siteId, { mode: "domain", localPart: local.data });
    return { ok: true };
  }
  const dkim = generateDkimKey();
  await updateSendingIdentity(db, siteId, {
    mode: "domain",
    domain: normalized.domain,
    localPart: local.data,
    dkimSelector: dkim.selector,
    dkimPublicKey: dkim.publicKey,
    dkimPrivateKeyEncrypted: encryptSecret(dkim.privateKeyPem, key, DKIM_KEY_PURPOSE),
    domainStatus: "pending",
    domainVerifiedAt: null,
    domainCheckedAt: null,
    domainProblem: null,
  });
  return { ok: true };
}

export type VerifySendingDomainResult =
  | { ok: true; check: SendingDomainCheck }
  | { ok: false; reason: "no-domain" }
  | { ok: false; reason: "records"; check: SendingDomainCheck };

/**
 * Looks the owner's records up now: with the DKIM key in place the site sends as its domain
 * from the next email on; without, it keeps (or falls back to) our domain, and the problem is
 * kept for the page. A verified domain whose DNS does not answer stays verified (a resolver's
 * bad minute is not the owner's record gone).
 */
export async function verifySendingDomain(
  db: Database,
  dns: DnsLookup,
  siteId: string,
  spfInclude: string,
  now = new Date(),
): Promise<VerifySendingDomainResult> {
  const identity = await sendingIdentityOf(db, siteId);
  if (!identity?.domain || !identity.dkimSelector || !identity.dkimPublicKey) return { ok: false, reason: "no-domain" };
  const check = await checkSendingDomain(dns, {
    domain: identity.domain,
    selector: identity.dkimSelector,
    publicKey: identity.dkimPublicKey,
    spfInclude,
  });
  if (check.dkim === "ok") {
    await updateSendingIdentity(
      db,
      siteId,
      {
        mode: "domain",
        domainStatus: "verified",
        domainVerifiedAt: identity.domainStatus === "verified" ? identity.domainVerifiedAt : now,
        domainCheckedAt: now,
        domainProblem: null,
      },
      now,
    );
    return { ok: true, check };
  }
  const transient = check.dkim === "dns-timeout" || check.dkim === "dns-failed";
  await updateSendingIdentity(
    db,
    siteId,
    {
      domainStatus: identity.domainStatus === "verified" && !transient ? "lapsed" : identity.domainStatus,
      domainCheckedAt: now,
      domainProblem: check.dkim,
    },
    now,
  );
  return { ok: false, reason: "records", check };
}

const smtpSchema = z.object({
  host: line(253)
    .min(1, { error: "required" })
    .refine((v) => /^[A-Za-z0-9.:[\]-]+$/.test(v), { error: "invalid" }),
  port: z.coerce.number({ error: "invalid" }).int({ error: "invalid" }).min(1, { error: "invalid" }).max(65535, {
    error: "invalid",
  }),
  security: z.enum(SMTP_SECURITY, { error: "invalid" }),
  username: line(254),
  password: z.string().max(1000, { error: "tooLong" }),
  fromAddress: z.email({ error: "invalid" }).max(254, { error: "tooLong" }),
});

export type OwnSmtpInput = {
  host: string;
  port: string;
  security: string;
  username: string;
  /** Empty keeps the stored password. */
  password: string;
  fromAddress: string;
};

/** The owner's own SMTP server, from the next guest email on; the password is stored only encrypted. */
export async function saveOwnSmtp(
  db: Database,
  key: Buffer,
  siteId: string,
  input: OwnSmtpInput,
): Promise<IdentitySaved> {
  const parsed = smtpSchema.safeParse({ ...input, fromAddress: input.fromAddress?.trim() });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { host, port, security, username, password, fromAddress } = parsed.data;
  await updateSendingIdentity(db, siteId, {
    mode: "smtp",
    smtpHost: host,
    smtpPort: port,
    smtpSecurity: security,
    smtpUsername: username || null,
    smtpFromAddress: fromAddress,
    // No user name, nothing to log in with; an empty password field keeps the stored one.
    ...(username
      ? password
        ? { smtpPasswordEncrypted: encryptSecret(password, key, SMTP_PASSWORD_PURPOSE) }
        : {}
      : { smtpPasswordEncrypted: null }),
  });
  return { ok: true };
}

export type { SendingMode };
