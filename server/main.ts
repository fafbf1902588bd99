import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../db/client.ts";
import { seedIfEmpty } from "../db/seed/seed.ts";
import { createServerApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { reactRouterHandler } from "./http/react-router-handler.ts";
import { startMessagingWorker } from "./jobs/messaging-worker.ts";
import { createLogger } from "./logger.ts";

const dev = process.argv.includes("--dev");

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = createLogger(config.LOG_LEVEL);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
log.info({ database: database.kind }, "database ready, migrations applied");
if (await seedIfEmpty(database.db)) log.info("fresh database: demo content seeded");
const messaging = await startMessagingWorker({ database, config, log });

let build: ServerBuild | (() => Promise<ServerBuild>);
let clientDir: string | undefined;
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
}

const { app } = createServerApp({
  config,
  database,
  log,
  handlePage: reactRouterHandler(build, dev ? "development" : "production"),
  cachePages: !dev,
  clientDir,
});

const server = serve(
  {
    fetch: app.fetch,
    port: config.PORT,
    hostname: config.HOST,
  },
  (info) => log.info({ url: `http://${config.APP_DOMAIN}:${info.port}` }, "VayVista is listening"),
);

if (vite) {
  // In development Vite answers for its own modules before Hono sees the request.
  const listeners = server.listeners("request") as ((req: unknown, res: unknown) => void)[];
  server.removeAllListeners("request");
  const devServer = vite;
  server.on("request", (req, res) => {
    devServer.middlewares(req, res, () => {
      for (const l of listeners) l(req, res);
    });
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  server.close();
  await vite?.close();
  await messaging.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
