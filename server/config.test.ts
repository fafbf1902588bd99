import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEMO_WHATSAPP_PHONE,
  isLocalOrigin,
  loadConfig,
  paymentEnv,
  platformHost,
  publicOrigin,
  runsJobs,
  servesRequests,
  storageSettings,
  whatsappPhone,
} from "./config.ts";

describe("loadConfig", () => {
  it("starts with working defaults and no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, APP_DOMAIN: "localhost", DATA_DIR: "./data" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(publicOrigin(config)).toBe("http://localhost:3000");
  });

  it("runs everything in one instance unless ROLE splits the work, which needs a shared Postgres", () => {
    const single = loadConfig({});
    expect([single.ROLE, runsJobs(single), servesRequests(single), single.DB_POOL_MAX]).toEqual([
      "all",
      true,
      true,
      10,
    ]);
    expect(single.DATABASE_LISTEN).toBe(true);
    const postgres = { DATABASE_URL: "postgres://vayvista@db/vayvista" };
    const web = loadConfig({ ...postgres, ROLE: "web", DB_POOL_MAX: "25", DATABASE_LISTEN: "off" });
    expect([runsJobs(web), servesRequests(web), web.DB_POOL_MAX, web.DATABASE_LISTEN]).toEqual([
      false,
      true,
      25,
      false,
    ]);
    const worker = loadConfig({ ...postgres, ROLE: "worker" });
    expect([runsJobs(worker), servesRequests(worker)]).toEqual([true, false]);
    expect(() => loadConfig({ ROLE: "web" })).toThrow(/ROLE: is web, which needs a shared Postgres/);
    expect(() => loadConfig({ ...postgres, ROLE: "cron" })).toThrow(/ROLE/);
    expect(() => loadConfig({ ...postgres, DB_POOL_MAX: "1" })).toThrow(/DB_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_SESSION_URL: "postgres://db/vayvista" })).toThrow(/DATABASE_SESSION_URL/);
    expect(loadConfig({ ...postgres, DATABASE_SESSION_URL: "postgres://db:5432/vayvista" }).DATABASE_SESSION_URL).toBe(
      "postgres://db:5432/vayvista",
    );
  });

  it("names the setting when a value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_DOMAIN: "https://vayvista.nl/" })).toThrow(/APP_DOMAIN/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WHATSAPP_PHONE: "call me" })).toThrow(/WHATSAPP_PHONE/);
  });

  it("has no metrics endpoint unless a long enough METRICS_TOKEN is set, and gives requests 25 s on shutdown", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "  " }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "a1b2c3d4e5f6a7b8c9d0e1f2" }).METRICS_TOKEN).toBe("a1b2c3d4e5f6a7b8c9d0e1f2");
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: "has spaces in it but is long enough" })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(25);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: "60" }).SHUTDOWN_GRACE_SECONDS).toBe(60);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: "0" })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it("shows the WhatsApp button on a public origin only with the number it is given", () => {
    expect(whatsappPhone(loadConfig({ APP_DOMAIN: "vayvista.nl" }))).toBeUndefined();
    expect(whatsappPhone(loadConfig({ APP_DOMAIN: "vayvista.nl", WHATSAPP_PHONE: "" }))).toBeUndefined();
    expect(whatsappPhone(loadConfig({}))).toBe(DEMO_WHATSAPP_PHONE);
    expect(() => loadConfig({ APP_DOMAIN: "vayvista.nl", WHATSAPP_PHONE: DEMO_WHATSAPP_PHONE })).toThrow(
      /WHATSAPP_PHONE/,
    );
    expect(() => loadConfig({ PUBLIC_URL: "https://vayvista.nl", WHATSAPP_PHONE: "+31 6 1234 5678" })).toThrow(
      /WHATSAPP_PHONE: is the demo number/,
    );
  });

  it("normalises the app domain and the WhatsApp number", () => {
    const config = loadConfig({ APP_DOMAIN: "VayVista.NL.", WHATSAPP_PHONE: "+31 20 123 4567" });
    expect(config.APP_DOMAIN).toBe("vayvista.nl");
    expect(config.WHATSAPP_PHONE).toBe("31201234567");
    expect(whatsappPhone(config)).toBe("31201234567");
    expect(publicOrigin(config)).toBe("https://vayvista.nl");
  });

  it("points custom domains at sites.{APP_DOMAIN} unless PLATFORM_HOST says otherwise", () => {
    expect(platformHost(loadConfig({ APP_DOMAIN: "vayvista.nl" }))).toBe("sites.vayvista.nl");
    expect(platformHost(loadConfig({ PLATFORM_HOST: "Edge.VayVista-Hosting.net." }))).toBe("edge.vayvista-hosting.net");
    expect(() => loadConfig({ PLATFORM_HOST: "https://sites.vayvista.nl" })).toThrow(/PLATFORM_HOST/);
  });

  it("lets outbound fetches reach no private host unless FETCH_ALLOW_HOSTS names some", () => {
    expect(loadConfig({}).FETCH_ALLOW_HOSTS).toEqual([]);
    expect(loadConfig({ FETCH_ALLOW_HOSTS: "127.0.0.1:8080, LocalHost,[::1]:9000" }).FETCH_ALLOW_HOSTS).toEqual([
      "127.0.0.1:8080",
      "localhost",
      "[::1]:9000",
    ]);
    expect(() => loadConfig({ FETCH_ALLOW_HOSTS: "http://127.0.0.1:8080" })).toThrow(/FETCH_ALLOW_HOSTS/);
    expect(() => loadConfig({ FETCH_ALLOW_HOSTS: "127.0.0.1:99999" })).toThrow(/FETCH_ALLOW_HOSTS/);
  });

  it("refuses FETCH_ALLOW_HOSTS on a public origin, where an owner's feed URL could reach the machine's own services", () => {
    expect(() => loadConfig({ APP_DOMAIN: "vayvista.nl", FETCH_ALLOW_HOSTS: "127.0.0.1:8080" })).toThrow(
      /FETCH_ALLOW_HOSTS: is for tests and local development only/,
    );
    expect(() =>
      loadConfig({ APP_DOMAIN: "localhost", PUBLIC_URL: "https://staging.vayvista.nl", FETCH_ALLOW_HOSTS: "10.0.0.5" }),
    ).toThrow(/FETCH_ALLOW_HOSTS/);
    expect(loadConfig({ APP_DOMAIN: "vayvista.nl", FETCH_ALLOW_HOSTS: "" }).FETCH_ALLOW_HOSTS).toEqual([]);
    expect(
      loadConfig({ PUBLIC_URL: "https://localhost:8443", FETCH_ALLOW_HOSTS: "127.0.0.1" }).FETCH_ALLOW_HOSTS,
    ).toEqual(["127.0.0.1"]);
  });

  it("listens on loopback by default where the origin is local, on every interface where it is public", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig({ APP_DOMAIN: "vayvista.localhost" }).HOST).toBe("127.0.0.1");
    expect(loadConfig({ APP_DOMAIN: "vayvista.nl" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ PUBLIC_URL: "https://staging.vayvista.nl" }).HOST).toBe("0.0.0.0");
    // Set on purpose, it is kept (a container that publishes its port on this machine).
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(loadConfig({ APP_DOMAIN: "vayvista.nl", HOST: "10.0.0.7" }).HOST).toBe("10.0.0.7");
    expect(loadConfig({ HOST: " " }).HOST).toBe("127.0.0.1");
  });

  it("checks custom domains with the system resolver unless DNS_RESOLVER names servers", () => {
    expect(loadConfig({})).toMatchObject({ DNS_RESOLVER: [], DNS_TIMEOUT_MS: 3000 });
    expect(loadConfig({ DNS_RESOLVER: "127.0.0.1:5353, [::1]:53,9.9.9.9" }).DNS_RESOLVER).toEqual([
      "127.0.0.1:5353",
      "[::1]:53",
      "9.9.9.9",
    ]);
    expect(() => loadConfig({ DNS_RESOLVER: "dns.google" })).toThrow(/DNS_RESOLVER/);
    expect(() => loadConfig({ DNS_RESOLVER: "127.0.0.1:99999" })).toThrow(/DNS_RESOLVER/);
    expect(() => loadConfig({ DNS_TIMEOUT_MS: "0" })).toThrow(/DNS_TIMEOUT_MS/);
  });

  it("accepts a 32-byte base64 SECRETS_KEY and refuses anything weaker", () => {
    expect(loadConfig({}).SECRETS_KEY).toBeUndefined();
    const key = Buffer.alloc(32, 7).toString("base64");
    expect(loadConfig({ SECRETS_KEY: ` ${key} ` }).SECRETS_KEY).toBe(key);
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16, 7).toString("base64") })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ SECRETS_KEY: "correct horse battery staple" })).toThrow(/SECRETS_KEY/);
  });
});

describe("AUTH_SECRET", () => {
  it("is optional, and refuses a secret too short to be safe", () => {
    expect(loadConfig({}).AUTH_SECRET).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: "" }).AUTH_SECRET).toBeUndefined();
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ AUTH_SECRET: "x".repeat(32) }).AUTH_SECRET).toBe("x".repeat(32));
  });

  it("reads the payment providers' platform credentials, leaving unset what the admin's settings then give", () => {
    expect(paymentEnv(loadConfig({}))).toEqual({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      mollieClientId: undefined,
      mollieClientSecret: undefined,
      mollieTestmode: undefined,
      stripePlatformWebhookSecret: undefined,
      mollieApiKey: undefined,
    });
    const config = loadConfig({
      STRIPE_SECRET_KEY: " sk_live_51Platform0123 ",
      STRIPE_WEBHOOK_SECRET: "whsec_Endpoint0123",
      MOLLIE_CLIENT_ID: "app_Platform01",
      MOLLIE_CLIENT_SECRET: "the-app-secret-01",
      MOLLIE_TESTMODE: "off",
      STRIPE_PLATFORM_WEBHOOK_SECRET: "whsec_PlatformEndpoint0123",
      MOLLIE_API_KEY: " live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM ",
    });
    expect(paymentEnv(config)).toEqual({
      stripeSecretKey: "sk_live_51Platform0123",
      stripeWebhookSecret: "whsec_Endpoint0123",
      mollieClientId: "app_Platform01",
      mollieClientSecret: "the-app-secret-01",
      mollieTestmode: false,
      stripePlatformWebhookSecret: "whsec_PlatformEndpoint0123",
      mollieApiKey: "live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM",
    });
    expect(paymentEnv(loadConfig({ MOLLIE_TESTMODE: "on" })).mollieTestmode).toBe(true);
  });

  it("names a payment credential put in the wrong variable, never showing its value", () => {
    const swapped = () => loadConfig({ STRIPE_SECRET_KEY: "whsec_Endpoint0123" });
    expect(swapped).toThrow(/STRIPE_SECRET_KEY/);
    expect(swapped).not.toThrow(/whsec_Endpoint0123/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "sk_live_51Platform0123" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ MOLLIE_CLIENT_ID: "org_123456" })).toThrow(/MOLLIE_CLIENT_ID/);
    expect(() => loadConfig({ MOLLIE_TESTMODE: "maybe" })).toThrow(/MOLLIE_TESTMODE/);
    // An owner's OAuth token, or the Connect app's secret, is not the platform's API key.
    const token = () => loadConfig({ MOLLIE_API_KEY: "access_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM" });
    expect(token).toThrow(/MOLLIE_API_KEY/);
    expect(token).not.toThrow(/dHar4XY7/);
    expect(() => loadConfig({ MOLLIE_API_KEY: "test_tooShort0123" })).toThrow(/MOLLIE_API_KEY/);
    expect(() => loadConfig({ STRIPE_PLATFORM_WEBHOOK_SECRET: "sk_live_51Platform0123" })).toThrow(
      /STRIPE_PLATFORM_WEBHOOK_SECRET/,
    );
  });

  it("tells a local origin from a public one", () => {
    expect(isLocalOrigin(loadConfig({}))).toBe(true);
    expect(isLocalOrigin(loadConfig({ APP_DOMAIN: "vayvista.localhost" }))).toBe(true);
    expect(isLocalOrigin(loadConfig({ APP_DOMAIN: "vayvista.nl" }))).toBe(false);
    expect(isLocalOrigin(loadConfig({ PUBLIC_URL: "https://staging.vayvista.nl" }))).toBe(false);
  });
});

describe("storage settings", () => {
  const s3 = {
    S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
    S3_BUCKET: "vayvista-media",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    S3_SECRET_ACCESS_KEY: "secret-example",
  };

  it("keeps files on local disk in DATA_DIR when no S3 store is set", () => {
    expect(storageSettings(loadConfig({ DATA_DIR: "/srv/vayvista" }))).toEqual({ dataDir: "/srv/vayvista", s3: null });
    expect(storageSettings(loadConfig({ S3_ENDPOINT: "", S3_REGION: "eu-west-1" })).s3).toBeNull();
  });

  it("uses the S3 store when endpoint, bucket and keys are all set", () => {
    expect(storageSettings(loadConfig(s3)).s3).toEqual({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      region: "us-east-1",
      bucket: "vayvista-media",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret-example",
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...s3,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "local",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(storageSettings(minio).s3).toMatchObject({ region: "local", forcePathStyle: true });
  });

  it("names every S3 setting that is missing when only some are set, and never shows the secret", () => {
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    const attempt = () => loadConfig(partial);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_ACCESS_KEY_ID: must be set/);
    expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY: must be set/);
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: "secret-example" })).toThrow(/S3_ENDPOINT: must be set/);
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: "secret-example" })).not.toThrow(/secret-example/);
  });

  it("refuses an endpoint with a path, a bucket name S3 would refuse and a bad path-style flag", () => {
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "s3.amazonaws.com" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: "https://s3.example.com/bucket" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: "My_Bucket" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
