import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * pg_dump and pg_restore for the server's major version: `/usr/lib/postgresql/{major}/bin`
 * (Debian and Ubuntu keep one folder per version), else the one on PATH when it is at least
 * that version (a newer pg_dump reads an older server; an older one refuses a newer server).
 */
export type PostgresTool = "pg_dump" | "pg_restore";

export async function findPostgresTool(tool: PostgresTool, serverMajor: number): Promise<string> {
  const exact = `/usr/lib/postgresql/${serverMajor}/bin/${tool}`;
  if (existsSync(exact)) return exact;
  const candidates = [tool, ...installedVersions().map((v) => `/usr/lib/postgresql/${v}/bin/${tool}`)];
  for (const candidate of candidates) {
    const major = await toolMajor(candidate);
    if (major !== null && major >= serverMajor) return candidate;
  }
  throw new Error(
    `no ${tool} for PostgreSQL ${serverMajor} or newer: install the PostgreSQL ${serverMajor} client tools (e.g. apt install postgresql-client-${serverMajor})`,
  );
}

function installedVersions(): number[] {
  try {
    return readdirSync("/usr/lib/postgresql")
      .map(Number)
      .filter((v) => Number.isInteger(v))
      .sort((a, b) => b - a);
  } catch {
    return [];
  }
}

async function toolMajor(command: string): Promise<number | null> {
  try {
    const { stdout } = await run(command, ["--version"], {});
    const m = /\s(\d+)(?:\.\d+)?/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The connection as libpq's environment variables rather than a URL argument: a password in
 * the command line would show in every process listing.
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, "")) || "localhost",
    PGPORT: url.port || "5432",
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, "")) || "postgres",
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const host = url.searchParams.get("host");
  if (host) env.PGHOST = host;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Only what the tools need from our environment: PATH, locale, home (for .pgpass). */
function toolEnvironment(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const keep = ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "PGSSLROOTCERT", "PGPASSFILE"];
  const env: NodeJS.ProcessEnv = {};
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name];
  return { ...env, ...extra };
}

/** The last lines a tool wrote to stderr, kept for the error message. */
const KEPT_STDERR = 4000;

export function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: toolEnvironment(env), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout = (stdout + d.toString()).slice(-KEPT_STDERR);
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-KEPT_STDERR);
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim() || stdout.trim()}`));
    });
  });
}
