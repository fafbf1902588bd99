import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { SITE_DEMOS } from "../content/site-demos/index.ts";
import { openDatabase } from "../db/client.ts";
import { createAuth } from "../modules/accounts/create-auth.ts";
import { lastSuccessfulBackupAt } from "../modules/backups/backup-alerts.ts";
import { createDnsLookup } from "../modules/domains/dns-lookup.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { seedDemoAccounts } from "../modules/seed/demo-accounts.ts";
import { seedDemoOwnerSites } from "../modules/seed/demo-sites.ts";
import { seedDemoSubscriptions } from "../modules/seed/demo-subscriptions.ts";
import { seedIfEmpty } from "../modules/seed/seed.ts";
import { sendingSpfInclude } from "../modules/sending-identity/dkim-key.ts";
import { siteUrl } from "../modules/sites/site-url.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { createServerApp } from "./app.ts";
import { queueAuthEmails } from "./auth/auth-mail.ts";
import { BackupKeyMissing, resolveBackupKey } from "./backup-settings.ts";
import { listenForBackupRequests } from "./backup-socket.ts";
import {
  type Config,
  ConfigError,
  isLocalOrigin,
  loadConfig,
  paymentEnv,
  publicOrigin,
  runsJobs,
  servesRequests,
  testProviderAllowed,
} from "./config.ts";
import { builtEnhanceScript, DEV_ENHANCE_SCRIPT } from "./http/enhance-script.ts";
import { reactRouterHandler } from "./http/react-router-handler.ts";
import { wakeAccountExports } from "./jobs/account-data-worker.ts";
import { queueBackup, startBackupWorker } from "./jobs/backup-worker.ts";
import { wakePaymentWorker } from "./jobs/payment-worker.ts";
import { startJobQueue, stopJobQueue } from "./jobs/start-job-queue.ts";
import { startJobWorkers } from "./jobs/start-job-workers.ts";
import { shutDownGracefully } from "./lifecycle/graceful-shutdown.ts";
import { ServerLifecycle } from "./lifecycle/server-lifecycle.ts";
import { createLogger } from "./logger.ts";
import { createServerMetrics } from "./metrics/server-metrics.ts";
import { createPaymentPlatform } from "./payments/payment-platform.ts";
import { createPaymentServices } from "./payments/payment-services.ts";
import { startBookingEventRelay } from "./realtime/booking-event-relay.ts";
import { openClusterChannel } from "./realtime/cluster-channel.ts";
import { resolveAuthSecret, resolveSecretsKey } from "./secrets.ts";
import { openStorage } from "./storage.ts";
import { workerHealthListener } from "./worker-health.ts";

const dev = process.argv.includes("--dev");

let config: Config;
let authSecret: string;
try {
  config = loadConfig();
  authSecret = resolveAuthSecret(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = createLogger(config.LOG_LEVEL);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: config.DB_POOL_MAX,
  sessionUrl: config.DATABASE_SESSION_URL,
});
log.info({ database: database.kind, role: config.ROLE }, "database ready, migrations applied");
if (await seedIfEmpty(database.db)) log.info("fresh database: demo content seeded");
let secretsKey: Buffer;
try {
  secretsKey = resolveSecretsKey(config);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  await database.close();
  process.exit(1);
}
// The process-wide services, made once here like the database and handed to the routes (the
// load context), the booking API and the workers: no module keeps one of its own, so the
// router's server build (which bundles its own copy of every module) shares them too.
const bookingEvents = new BookingEventBus();
const photoQueue = new PhotoQueue();
// Started and draining: /readyz reads it, SIGTERM drains through it (server/lifecycle).
const lifecycle = new ServerLifecycle();
const boss = await startJobQueue(database, log, { maintenance: runsJobs(config) });
// The instances keep in step through Postgres (LISTEN/NOTIFY): owners' live calendars hear of
// bookings made through any instance, and cache clears reach every instance.
const cluster = await openClusterChannel(
  database.raw,
  { listen: config.DATABASE_LISTEN, sessionUrl: config.DATABASE_SESSION_URL },
  log,
);
// The Prometheus registry /metrics answers with (METRICS_TOKEN).
const metrics = createServerMetrics({ db: database.db, boss, lastBackupAt: () => lastSuccessfulBackupAt(database.db) });
const bookingEventRelay = startBookingEventRelay(cluster, bookingEvents, log);
// Uploaded files and invoices' PDFs: local disk under DATA_DIR, or an S3-compatible store (S3_*).
const storage = openStorage(config, database.db);
// Online payments: the providers' webhooks are settled by a job (server/jobs/payment-worker.ts).
const payments = createPaymentServices({
  db: database.db,
  addressing: { origin: publicOrigin(config), appDomain: config.APP_DOMAIN },
  bookingEvents,
  secretsKey,
  platform: createPaymentPlatform({
    db: database.db,
    secretsKey,
    env: paymentEnv(config),
    testProvider: testProviderAllowed(config),
    origin: publicOrigin(config),
    onUnreadable: (fields) =>
      log.error(
        { fields },
        "saved payment credentials do not open with SECRETS_KEY: enter them again in the admin area",
      ),
  }),
  wake: wakePaymentWorker(boss),
});
// The job workers, on instances that run jobs (ROLE all or worker: server/jobs/start-job-workers.ts).
const jobWorkers = runsJobs(config)
  ? await startJobWorkers({
      database,
      config,
      log,
      boss,
      secretsKey,
      storage,
      bookingEvents,
      payments,
      addressing: { origin: publicOrigin(config), appDomain: config.APP_DOMAIN },
      dns: createDnsLookup({ servers: config.DNS_RESOLVER, timeoutMs: config.DNS_TIMEOUT_MS }),
      spfInclude: sendingSpfInclude(config.APP_DOMAIN),
    })
  : null;
// Daily backups at the admin's hour and the weekly restore drill (modules/backups).
const backups = runsJobs(config) ? await startBackupWorker({ database, config, log, boss }) : null;
try {
  resolveBackupKey(config);
} catch (error) {
  if (!(error instanceof BackupKeyMissing)) throw error;
  log.warn(error.message);
}
// `npm run backup` on the embedded database asks this process (PGlite is open here only).
const backupSocket =
  backups && database.kind === "pglite" ? await listenForBackupRequests(config.DATA_DIR, backups, log) : null;
const auth = createAuth({
  db: database.db,
  secret: authSecret,
  origin: publicOrigin(config),
  sendEmail: queueAuthEmails(database.db, isLocalOrigin(config) ? null : secretsKey),
  log,
});
let demoSitesWanted = false;
if (isLocalOrigin(config)) {
  // Local default only: demo sign-ins, printed once on the first start. (In the message
  // text on purpose: pino redacts fields named "password".)
  const accounts = await seedDemoAccounts(database.db, auth);
  for (const account of accounts ?? []) {
    log.info(`demo ${account.role} account: ${account.email} / ${account.password} (shown once)`);
  }
  demoSitesWanted = accounts !== null;
  // Their subscriptions to VayVista, paid on the test provider, with invoices.
  if (accounts) await seedDemoSubscriptions(database.db, payments, payments.sendTestNotice);
}

let build: ServerBuild | (() => Promise<ServerBuild>);
let clientDir: string | undefined;
let enhanceScript = DEV_ENHANCE_SCRIPT;
let vite: import("vite").ViteDevServer | undefined;
if (dev) {
  const { createServer } = await import("vite");
  vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const server = vite;
  build = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const buildDir = path.resolve("build");
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) {
    log.fatal(`no build at ${entry}: run "npm run build" first (npm start does this for you)`);
    process.exit(1);
  }
  build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  clientDir = path.relative(process.cwd(), path.join(buildDir, "client"));
  enhanceScript = builtEnhanceScript(clientDir);
}

const { listener, tracking } = createServerApp({
  config,
  storage,
  database,
  log,
  auth,
  secretsKey,
  bookingEvents,
  photoQueue,
  handlePage: reactRouterHandler(build, dev ? "development" : "production"),
  cachePages: !dev,
  clientDir,
  enhanceScript,
  payments,
  metrics,
  lifecycle,
  wakeAccountExports: wakeAccountExports(boss),
  cluster,
  backups: { backUpNow: () => queueBackup(boss) },
});
// Every worker above has started: /readyz may say ready.
lifecycle.markJobQueueStarted();

// In development Vite answers for its own modules before the server sees the request.
const devServer = vite;
// A worker-only instance answers health checks only (ROLE=worker).
const serveListener = servesRequests(config) ? listener : workerHealthListener(database);
const server = createServer(
  devServer ? (req, res) => devServer.middlewares(req, res, () => serveListener(req, res)) : serveListener,
).listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  log.info({ url: `http://${config.APP_DOMAIN}:${port}` }, "VayVista is listening");
});

// The demo owners' finished sites come once the server is up: their photos go through the
// photo pipeline like uploads, which takes a minute on the first start.
if (demoSitesWanted) {
  log.info("preparing the demo owners' finished sites (their photos are processed like uploads: about a minute)");
  const addressing = { origin: publicOrigin(config), appDomain: config.APP_DOMAIN };
  seedDemoOwnerSites(database.db, { storage, photoQueue }, SITE_DEMOS).then(
    (sites) => {
      for (const site of sites) log.info({ site: siteUrl(site, addressing) }, "demo site ready");
    },
    (error: unknown) => log.error({ err: error }, "demo sites not prepared"),
  );
}

let stopping = false;
/** SIGTERM (a deploy) or Ctrl-C: drain gracefully (server/lifecycle/graceful-shutdown.ts), then exit. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, "shutting down: draining");
  await shutDownGracefully({
    lifecycle,
    server,
    graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
    log,
    stopWorkers: async () => {
      await Promise.all([jobWorkers?.stop(), backups?.stop()]);
    },
    stopJobQueue: (timeoutMs) => stopJobQueue(boss, timeoutMs),
    closeRest: async () => {
      await vite?.close();
      await tracking.close();
      backupSocket?.close();
      await bookingEventRelay?.stop();
      await cluster?.stop();
      await database.close();
    },
  });
  log.info("stopped");
  process.exit(0);
}
// In development, React Router's type watcher starts a Vite server of its own, which exits the
// process on SIGTERM at once (code 143); the drain below closes Vite itself, so that goes.
if (dev) process.removeAllListeners("SIGTERM");
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
