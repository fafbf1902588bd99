import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The production build, started the way `npm run serve` starts it, on loopback with an
 * empty embedded database in a temporary directory (so it seeds the demo content), for the
 * benchmarks to measure once the demo owners' sites are prepared (their photos are processed
 * in the background for a minute, longer on a busy machine, and would otherwise be measured
 * with whatever runs meanwhile). `stop()` shuts it down and removes the directory.
 */
export const HOST = "127.0.0.1";
export const ROOT = path.resolve(import.meta.dirname, "../..");

export type ProductionServer = {
  port: number;
  /** http://localhost:{port}: the marketing host, as a browser on this machine uses it. */
  origin: string;
  process: ChildProcess;
  /** The directory the server's data lives in; removed by stop(). */
  dir: string;
  stop(): Promise<void>;
};

export function requireBuild(): void {
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    console.error("No production build found: run `npm run build` first.");
    process.exit(1);
  }
}

export async function startProductionServer(options: { nodeArgs?: string[] } = {}): Promise<ProductionServer> {
  requireBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), "vayvista-bench-"));
  // Last resort on an abrupt exit of the benchmark itself.
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const { port, child, stderr } = await spawnServer({
    env: { DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" },
    readyWithinMs: 180_000,
    ...(options.nodeArgs ? { nodeArgs: options.nodeArgs } : {}),
  });
  let stopping = false;
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`The server stopped unexpectedly (exit ${code}).\n${stderr()}`);
      process.exit(1);
    }
  });
  await demoOwnerSitesReady(port);
  return {
    port,
    origin: `http://localhost:${port}`,
    process: child,
    dir,
    async stop() {
      stopping = true;
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type SpawnedServer = {
  port: number;
  child: ChildProcess;
  /** What it has written to stderr so far. */
  stderr(): string;
};

/**
 * `server/main.ts` of the checkout at `root` (this one by default) in production mode on
 * loopback (APP_DOMAIN localhost), with `env` over those settings; resolves once /readyz
 * answers 200. Killed when the benchmark exits, however it exits.
 */
export async function spawnServer(options: {
  env: NodeJS.ProcessEnv;
  root?: string;
  nodeArgs?: string[];
  /** A message channel to the server (bench/support/memory-probe.ts). */
  ipc?: boolean;
  readyWithinMs?: number;
}): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "server/main.ts"], {
    cwd: options.root ?? ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST, APP_DOMAIN: "localhost", ...options.env },
    stdio: options.ipc ? ["ignore", "ignore", "pipe", "ipc"] : ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  process.on("exit", () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const readyWithinMs = options.readyWithinMs ?? 120_000;
  const until = Date.now() + readyWithinMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${stderr}`);
    const ready = await get(port, "/readyz").then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return { port, child, stderr: () => stderr };
    // Polling a process that is starting up: there is nothing to wait on but time.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the server on port ${port} did not become ready within ${readyWithinMs / 1000} s`);
}

/** SIGTERM, then SIGKILL when the process has not exited within ten seconds. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Fetched = { status: number; body: Buffer; headers: http.IncomingHttpHeaders };

/** One GET on loopback with the marketing host name, as a browser on localhost sends it. */
export function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: HOST, port, path: urlPath, headers: { host: `localhost:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }),
        );
      },
    );
    req.on("error", reject);
  });
}

/** The demo owners' sites, as the server's first start prepares them (modules/seed/demo-sites.ts). */
export const DEMO_OWNER_SITES = ["duinhuis-zeezicht", "trzy-smreki"] as const;

/**
 * Waits until the server has prepared the demo owners' sites, and answers each one's gallery
 * path. Until a site exists its host shows the marketing site, which has no theme; the
 * gallery joins its navigation once the seed has added the photos, the last of its work.
 */
export async function demoOwnerSitesReady(port: number, timeoutMs = 300_000): Promise<Map<string, string>> {
  const deadline = Date.now() + timeoutMs;
  const galleryLink = /data-theme=[\s\S]*href="(\/[^"]*(?:galerij|galeria|gallery|galerie))"/;
  const galleries = new Map<string, string>();
  for (const subdomain of DEMO_OWNER_SITES) {
    const home = async () => (await get(port, "/", { host: `${subdomain}.localhost:${port}` })).body.toString();
    let galleryPath = galleryLink.exec(await home())?.[1];
    while (!galleryPath) {
      if (Date.now() > deadline) throw new Error(`${subdomain}: the demo site did not appear`);
      // Polling the seed's work in another process: there is nothing to wait on but time.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      galleryPath = galleryLink.exec(await home())?.[1];
    }
    galleries.set(subdomain, decodeURI(galleryPath));
  }
  return galleries;
}
