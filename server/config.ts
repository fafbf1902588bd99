import { isIP } from "node:net";
import { z } from "zod";
import {
  CREDENTIAL_PATTERNS,
  type PaymentCredentialsFromEnv,
} from "../modules/payments/platform/platform-credentials.ts";
import { isLocalOriginUrl } from "../modules/sites/local-origin.ts";
import type { StorageSettings } from "../modules/storage/storage-backend-for.ts";

/**
 * The only place that reads process.env. Every setting has a local default so a fresh
 * clone starts with `npm start`; a bad value stops start-up with a message naming it.
 */
const port = z.coerce.number().int().min(0).max(65535);

/** `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`, the forms Resolver.setServers accepts. */
function isDnsServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return isIP(bracketed[1] ?? "") === 6 && validPort(bracketed[2]);
  const v4 = /^([\d.]+)(?::(\d{1,5}))?$/.exec(value);
  if (v4) return isIP(v4[1] ?? "") === 4 && validPort(v4[2]);
  return isIP(value) === 6;
}

function validPort(port: string | undefined): boolean {
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** `host`, `host:port`, `[ipv6]` or `[ipv6]:port`: an entry of FETCH_ALLOW_HOSTS. */
function isAllowHost(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  if (bracketed) return isIP(bracketed[1] ?? "") === 6 && validPort(bracketed[2]);
  const named = /^([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/.exec(value);
  return named !== null && validPort(named[2]);
}

function isSecretsKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, "base64").length === 32;
}

/** The made-up number local development shows the WhatsApp button with; never a public origin's. */
export const DEMO_WHATSAPP_PHONE = "31612345678";

/** An optional text setting: empty counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  /** The interface to listen on; when unset, loopback on a local origin and every interface otherwise (see withHost). */
  HOST: optionalText,
  APP_DOMAIN: z
    .string()
    .default("localhost")
    .transform((v) => v.trim().toLowerCase().replace(/\.$/, ""))
    .refine((v) => /^[a-z0-9.-]+$/.test(v) && !v.startsWith("."), {
      message: "must be a bare host name such as vayvista.nl (no scheme, port or path)",
    }),
  /** Absolute base URL for links in sitemaps and canonical tags; derived from APP_DOMAIN when unset. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || /^postgres(ql)?:\/\//.test(v), {
      message: "must start with postgres:// or postgresql://",
    })
    .transform((v) => (v ? v : undefined)),
  /**
   * The team's number behind the floating WhatsApp button. On a public origin it must be set
   * for the button to appear; only a local origin falls back to DEMO_WHATSAPP_PHONE (whatsappPhone()).
   */
  WHATSAPP_PHONE: optionalText
    .transform((v) => v?.replace(/[\s+()-]/g, ""))
    .refine((v) => v === undefined || /^\d{8,15}$/.test(v), {
      message: "must be an international phone number in digits, e.g. 31201234567",
    }),
  /**
   * What this instance does (docs/operations/instances.md): `all` serves requests and runs the
   * job workers and the job queue's maintenance; `web` only serves requests (it still queues
   * jobs); `worker` only runs jobs, and answers /healthz and /readyz. Several instances need Postgres.
   */
  ROLE: z.enum(["all", "web", "worker"]).default("all"),
  /** Connections this instance's Postgres pool may open (pg-boss shares them); see the connection budget in docs/operations/instances.md. */
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  /**
   * Postgres LISTEN, which keeps the instances' caches and owners' live calendars in step. `off`
   * where no session connection can be had (PgBouncer in transaction mode and no
   * DATABASE_SESSION_URL): caches then catch up within their TTLs, live calendars hear only their own instance.
   */
  DATABASE_LISTEN: z
    .enum(["on", "off", "true", "false", "1", "0"])
    .default("on")
    .transform((v) => v === "on" || v === "true" || v === "1"),
  /**
   * A connection straight to Postgres (or through PgBouncer in session mode) for what needs a
   * session of its own: LISTEN and the migration lock at start-up. Unset: DATABASE_URL.
   */
  DATABASE_SESSION_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || /^postgres(ql)?:\/\//.test(v), {
      message: "must start with postgres:// or postgresql://",
    })
    .transform((v) => (v ? v : undefined)),
  /** Tests only: integration tests also run against this Postgres server when set. */
  TEST_DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Behind a reverse proxy (Caddy) the client address comes from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Seconds a rendered marketing page is served from memory before it is rendered again. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Memory the page cache may hold, all compressed variants counted; the least recently used page goes first. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * The host owners point their custom domain at (CNAME); derived as sites.{APP_DOMAIN}
   * when unset, see platformHost().
   */
  PLATFORM_HOST: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim().toLowerCase().replace(/\.$/, "") : undefined))
    .refine((v) => v === undefined || /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(v), {
      message: "must be a bare host name such as sites.vayvista.nl",
    }),
  /**
   * DNS servers for checking custom domains, comma-separated `ip` or `ip:port`
   * (`[ipv6]:port`); empty means the system resolver.
   */
  DNS_RESOLVER: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((servers) => servers.every(isDnsServer), {
      message: "must be IP addresses with an optional port, e.g. 127.0.0.1:5353 or 1.1.1.1,9.9.9.9",
    }),
  /**
   * Hosts the outbound fetch of user-given URLs (calendar feeds, modules/net/safe-fetch.ts)
   * may reach although they are not public, comma-separated `host` or `host:port`
   * (`[::1]:8080` for IPv6): for tests and local development. Empty (the default) allows none.
   */
  FETCH_ALLOW_HOSTS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every(isAllowHost), {
      message: "must be host names or addresses with an optional port, e.g. 127.0.0.1:8080,localhost",
    }),
  /** How long one DNS query for a custom-domain check may take before it counts as failed. */
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(3000),
  /**
   * 32 random bytes in base64 that encrypt stored secrets (the SMTP password). Locally a
   * generated key is kept in DATA_DIR/secrets.key; on a public origin it must be set (server/secrets.ts).
   */
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isSecretsKey(v), {
      message: "must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`",
    }),
  /**
   * The embedded test provider (issue 16): owners' guests "pay" on its own page, where the
   * payer picks the outcome. On by itself where the origin is this machine; on a public
   * origin only when this is `on` (a staging site), never by accident.
   */
  PAYMENTS_TEST_PROVIDER: z.enum(["auto", "on", "off"]).default("auto"),
  /**
   * The platform's credentials at the payment providers (issue 16). Each one set here wins over
   * the same setting saved at /admin/settings/payments; unset, that one applies (paymentEnv()).
   * Stripe: the platform's secret key and its Connect webhook endpoint's signing secret.
   */
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || CREDENTIAL_PATTERNS.stripeSecretKey.test(v), {
    message: "must be the platform's Stripe secret key, sk_live_… or sk_test_… (a restricted rk_… key works too)",
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || CREDENTIAL_PATTERNS.stripeWebhookSecret.test(v),
    {
      message: "must be the signing secret of the Stripe Connect webhook endpoint, whsec_…",
    },
  ),
  /** Mollie Connect: the app's client id (app_…) and secret, and whether owners' payments are made in test mode. */
  MOLLIE_CLIENT_ID: optionalText.refine((v) => v === undefined || CREDENTIAL_PATTERNS.mollieClientId.test(v), {
    message: "must be the client id of the Mollie Connect app, app_…",
  }),
  MOLLIE_CLIENT_SECRET: optionalText.refine((v) => v === undefined || CREDENTIAL_PATTERNS.mollieClientSecret.test(v), {
    message: "must be the secret of the Mollie Connect app (one word, no spaces)",
  }),
  MOLLIE_TESTMODE: z
    .enum(["on", "off", "true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v === "on" || v === "true" || v === "1")),
  /**
   * The platform's own account, which owners' subscriptions are charged on (issue 17, ADR 0023):
   * the signing secret of the Stripe endpoint for the platform account's own events, and the
   * platform's Mollie API key (its mode is the key's: live_… or test_…).
   */
  STRIPE_PLATFORM_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || CREDENTIAL_PATTERNS.stripePlatformWebhookSecret.test(v),
    { message: "must be the signing secret of the Stripe webhook endpoint for the platform's own account, whsec_…" },
  ),
  MOLLIE_API_KEY: optionalText.refine((v) => v === undefined || CREDENTIAL_PATTERNS.mollieApiKey.test(v), {
    message: "must be the platform's Mollie API key, live_… or test_… (at least 30 letters and digits after it)",
  }),
  /**
   * Signs session cookies and encrypts two-factor secrets. Locally a generated secret is
   * kept in DATA_DIR/auth-secret; on a public origin it must be set (server/secrets.ts).
   */
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, {
      message: "must be at least 32 characters, e.g. the output of `openssl rand -base64 32`",
    }),
  /**
   * An S3-compatible store for uploaded files (modules/storage); without the S3_* settings
   * they are kept on local disk in {DATA_DIR}/storage. See storageSettings().
   */
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+\/?$/i.test(v), {
    message: "must be the store's origin, e.g. https://s3.eu-central-1.amazonaws.com (no path)",
  }),
  S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: "must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
  }),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /**
   * The bearer token Prometheus sends to read /metrics (`Authorization: Bearer …`); unset, the
   * endpoint does not exist (404). At least 24 characters, e.g. `openssl rand -hex 24`.
   */
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{24,512}$/.test(v), {
    message: "must be at least 24 printable characters without spaces, e.g. the output of `openssl rand -hex 24`",
  }),
  /**
   * On SIGTERM, how long requests under way may take to finish before their connections are
   * closed anyway (and, separately, how long running jobs get before they go back to the queue).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /** Bucket in the path (`{endpoint}/{bucket}/…`) instead of the host name: MinIO and most self-hosted stores. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * Backups (modules/backups, docs/operations/backups.md). BACKUP_KEY: 32 random bytes in base64
   * that encrypt every backup archive; locally a generated key is kept in DATA_DIR/backup.key
   * (outside the backup folder), on a public origin it must be set or backups fail (server/backup-settings.ts).
   */
  BACKUP_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isSecretsKey(v), {
      message: "must be 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`",
    }),
  /** The folder backups are written to; {DATA_DIR}/backups when unset (and no BACKUP_S3_* is set). */
  BACKUP_DIR: optionalText,
  /** A bucket of its own for backups (not S3_BUCKET): all four of endpoint, bucket and keys, or none. */
  BACKUP_S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/?#\s]+\/?$/i.test(v), {
    message: "must be the store's origin, e.g. https://s3.eu-central-1.amazonaws.com (no path)",
  }),
  BACKUP_S3_REGION: optionalText.transform((v) => v ?? "us-east-1"),
  BACKUP_S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: "must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
  }),
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  /** Folder inside the backup bucket, e.g. `vayvista/production`; empty for its top. */
  BACKUP_S3_PREFIX: optionalText.transform((v) => v?.replace(/^\/+|\/+$/g, "") ?? ""),
  BACKUP_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
});

/** Together they move stored files from local disk to an S3-compatible store: all or none. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** A backup bucket needs these together. */
const BACKUP_S3_REQUIRED = [
  "BACKUP_S3_ENDPOINT",
  "BACKUP_S3_BUCKET",
  "BACKUP_S3_ACCESS_KEY_ID",
  "BACKUP_S3_SECRET_ACCESS_KEY",
] as const;

/** `A`, `A and B`, `A, B and C`. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The settings, with the rules that span several of them. */
const checkedSchema = schema
  .superRefine((env, ctx) => {
    // Reaching the machine's own or the local network's services is for tests and local
    // development; on a public origin an owner's feed URL could reach them.
    if (env.FETCH_ALLOW_HOSTS.length > 0 && !isLocalOriginUrl(publicOrigin(env))) {
      ctx.addIssue({
        code: "custom",
        path: ["FETCH_ALLOW_HOSTS"],
        message: `is for tests and local development only: on a public origin (${publicOrigin(env)}) user-given URLs may reach public addresses only, so leave it unset`,
      });
    }
    if (env.WHATSAPP_PHONE === DEMO_WHATSAPP_PHONE && !isLocalOriginUrl(publicOrigin(env))) {
      ctx.addIssue({
        code: "custom",
        path: ["WHATSAPP_PHONE"],
        message: `is the demo number, which nobody answers: on a public origin (${publicOrigin(env)}) set the team's own number, or leave it unset for no WhatsApp button`,
      });
    }
    if (env.ROLE !== "all" && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["ROLE"],
        message: `is ${env.ROLE}, which needs a shared Postgres (DATABASE_URL): on the embedded database one process does everything, so leave it at all`,
      });
    }
    if (env.DATABASE_SESSION_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_SESSION_URL"],
        message: "is for Postgres behind PgBouncer: set DATABASE_URL too, or leave it unset",
      });
    }
    const backupGiven = BACKUP_S3_REQUIRED.filter((name) => env[name] !== undefined);
    if (backupGiven.length > 0 && backupGiven.length < BACKUP_S3_REQUIRED.length) {
      for (const name of BACKUP_S3_REQUIRED.filter((n) => env[n] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `must be set too: a backup bucket needs all of ${listed(BACKUP_S3_REQUIRED)} (set none of them to keep backups in a folder)`,
        });
      }
    }
    if (env.BACKUP_S3_BUCKET && env.BACKUP_S3_BUCKET === env.S3_BUCKET && env.BACKUP_S3_ENDPOINT === env.S3_ENDPOINT) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_S3_BUCKET"],
        message:
          "must be a bucket of its own, not the one the stored files are in (S3_BUCKET): a backup must outlive the bucket it backs up",
      });
    }
    const given = S3_REQUIRED.filter((name) => env[name] !== undefined);
    if (given.length === 0 || given.length === S3_REQUIRED.length) return;
    for (const name of S3_REQUIRED) {
      if (env[name] !== undefined) continue;
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: `must be set too: ${listed(given)} ${given.length === 1 ? "is" : "are"} set, and S3 storage needs all of ${listed(S3_REQUIRED)} (set none of them to keep files on local disk)`,
      });
    }
  })
  .transform(withHost);

/**
 * HOST, when unset: loopback where the origin is this machine, since a local origin relaxes
 * rules a public one keeps (demo accounts, the admin area without two-step verification);
 * every interface otherwise, where the proxy in front reaches the instance.
 */
function withHost<T extends z.output<typeof schema>>(env: T): T & { HOST: string } {
  return { ...env, HOST: env.HOST ?? (isLocalOriginUrl(publicOrigin(env)) ? "127.0.0.1" : "0.0.0.0") };
}

export type Config = z.output<typeof checkedSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = checkedSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The public origin for absolute links, e.g. http://localhost:3000 or https://vayvista.nl. */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL" | "APP_DOMAIN" | "PORT">): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, "");
  const local = config.APP_DOMAIN === "localhost" || config.APP_DOMAIN.endsWith(".localhost");
  return local ? `http://${config.APP_DOMAIN}:${config.PORT}` : `https://${config.APP_DOMAIN}`;
}

/** Where owners point their custom domains: PLATFORM_HOST, or sites.{APP_DOMAIN}. */
export function platformHost(config: Config): string {
  return config.PLATFORM_HOST ?? `sites.${config.APP_DOMAIN}`;
}

/** Whether the public origin is this machine (localhost), where local defaults are safe. */
export function isLocalOrigin(config: Config): boolean {
  return isLocalOriginUrl(publicOrigin(config));
}

/**
 * The number behind the WhatsApp button, or undefined for no button: WHATSAPP_PHONE, else the
 * demo number where the origin is this machine, so a public site never shows a number nobody answers.
 */
export function whatsappPhone(config: Config): string | undefined {
  return config.WHATSAPP_PHONE ?? (isLocalOrigin(config) ? DEMO_WHATSAPP_PHONE : undefined);
}

/** Where stored files go: an S3-compatible store when S3_* is set, else {DATA_DIR}/storage. */
export function storageSettings(config: Config): StorageSettings {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  const s3 =
    S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? {
          endpoint: S3_ENDPOINT,
          region: config.S3_REGION,
          bucket: S3_BUCKET,
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        }
      : null;
  return { dataDir: config.DATA_DIR, s3 };
}

/** Whether this instance runs the job workers and the job queue's maintenance (ROLE all or worker). */
export function runsJobs(config: Pick<Config, "ROLE">): boolean {
  return config.ROLE !== "web";
}

/** Whether this instance serves the site and the app (ROLE all or web); a worker answers health checks only. */
export function servesRequests(config: Pick<Config, "ROLE">): boolean {
  return config.ROLE !== "worker";
}

/** Whether the test provider may be connected and paid with (PAYMENTS_TEST_PROVIDER). */
export function testProviderAllowed(config: Config): boolean {
  if (config.PAYMENTS_TEST_PROVIDER === "off") return false;
  return config.PAYMENTS_TEST_PROVIDER === "on" || isLocalOriginUrl(publicOrigin(config));
}

/** The payment providers' credentials set in the environment; what is unset here comes from the admin's settings. */
export function paymentEnv(config: Config): PaymentCredentialsFromEnv {
  return {
    stripeSecretKey: config.STRIPE_SECRET_KEY,
    stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET,
    mollieClientId: config.MOLLIE_CLIENT_ID,
    mollieClientSecret: config.MOLLIE_CLIENT_SECRET,
    mollieTestmode: config.MOLLIE_TESTMODE,
    stripePlatformWebhookSecret: config.STRIPE_PLATFORM_WEBHOOK_SECRET,
    mollieApiKey: config.MOLLIE_API_KEY,
  };
}
