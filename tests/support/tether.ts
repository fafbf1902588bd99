/**
 * node tests/support/tether.ts <command> [argument …]
 *
 * Runs a process a test needs (a server of its own, Caddy) and ties its life to the test's
 * (helper-process.ts starts it). The command runs in a process group of its own, which the
 * tether ends, TERM first and KILL after a grace period, as soon as its standard input
 * closes: when the test stops the helper, and also when the test's process dies in any way,
 * killed outright included, since the system then closes that pipe. So a test that fails,
 * times out or is killed leaves nothing running. Messages over the tether's IPC channel,
 * when it has one, are relayed to the command and back. The tether exits as the command does.
 * Why: docs/decisions/0019-tests-hold-on-a-loaded-machine.md.
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";

/** How long the command may take to shut down cleanly before it is killed. */
const GRACE_MS = 10_000;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node tests/support/tether.ts <command> [argument …]");
  process.exit(2);
}

const relay = typeof process.send === "function";
const child = spawn(command, args, {
  detached: true,
  stdio: ["ignore", "inherit", "inherit", ...(relay ? (["ipc"] as const) : [])],
});

function signalGroup(signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

let ending = false;
function end() {
  if (ending) return;
  ending = true;
  signalGroup("SIGTERM");
  setTimeout(() => signalGroup("SIGKILL"), GRACE_MS).unref();
}

child.on("error", (error) => {
  console.error(`tether: ${command} did not start: ${error.message}`);
  process.exit(127);
});
child.on("exit", (code, signal) => {
  // Whatever the command started in its group goes with it.
  signalGroup("SIGKILL");
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});

process.stdin.on("close", end);
process.stdin.on("end", end);
process.stdin.resume();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, end);

if (relay) {
  process.on("message", (message) => child.send(message as never));
  child.on("message", (message) => process.send?.(message));
  process.on("disconnect", end);
}
