import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const TETHER = path.join(import.meta.dirname, "tether.ts");
/** Lines of output kept to explain a helper that ended or never got ready. */
const KEPT_LINES = 40;

export type HelperOptions = {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** An IPC channel to the command (a Node program), for `send` and `onMessage`. */
  ipc?: boolean;
};

export type HelperProcess = {
  /** Resolves once a line of the helper's output passes `test`; rejects if it ends first. */
  ready(test: (line: string) => boolean): Promise<void>;
  /** Resolves with the exit code once the helper has ended, whoever ended it. */
  readonly exited: Promise<number | null>;
  /** The last lines it wrote (stdout and stderr), for error messages. */
  output(): string;
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): () => void;
  /** Ends the helper and everything it started (see tether.ts) and waits until it has. */
  stop(): Promise<void>;
};

/**
 * Starts a process a test needs (a server of its own, Caddy) through tests/support/tether.ts,
 * so it never outlives the test's process: stopped by `stop()` in a fixture's teardown, and
 * by the tether when the test's process dies without that. Its output is always read (a
 * full pipe would stall it) and the last lines are kept.
 */
export function startHelper(command: string, args: readonly string[], options: HelperOptions): HelperProcess {
  const tether: ChildProcess = spawn(process.execPath, [TETHER, command, ...args], {
    env: options.env,
    cwd: options.cwd,
    stdio: ["pipe", "pipe", "pipe", ...(options.ipc ? (["ipc"] as const) : [])],
  });
  // The tether may be gone when it is stopped: a closed pipe is no error then.
  tether.stdin?.on("error", () => {});
  const lines: string[] = [];
  const watchers = new Set<(line: string) => void>();
  for (const stream of [tether.stdout, tether.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      for (const watch of watchers) watch(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    tether.once("exit", (code) => resolve(code));
    tether.once("error", () => resolve(null));
  });
  const output = () => lines.join("\n");

  return {
    exited,
    output,
    ready(test) {
      return new Promise((resolve, reject) => {
        const watch = (line: string) => {
          if (!test(line)) return;
          watchers.delete(watch);
          resolve();
        };
        watchers.add(watch);
        exited.then((code) => {
          if (!watchers.delete(watch)) return;
          reject(new Error(`${command} ended (${code}) before it was ready:\n${output()}`));
        });
      });
    },
    send(message) {
      tether.send?.(message as never);
    },
    onMessage(listener) {
      tether.on("message", listener);
      return () => tether.off("message", listener);
    },
    async stop() {
      // Closing the tether's input is its signal to end the command's process group.
      tether.stdin?.end();
      await exited;
    },
  };
}

/** Runs a command to its end through the tether (a set-up script); throws with its output if it fails. */
export async function runHelper(command: string, args: readonly string[], options: HelperOptions): Promise<void> {
  const helper = startHelper(command, args, options);
  const code = await helper.exited;
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (${code}):\n${helper.output()}`);
}
