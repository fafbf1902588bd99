/**
 * Loaded into a benchmarked server with `--import` (and `--expose-gc`): answers "memory" on
 * the IPC channel with the process's memory after a full collection, so what is measured is
 * what the server keeps, not garbage it has not collected yet.
 */
process.on("message", (message) => {
  if (message !== "memory") return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.(process.memoryUsage());
});
// The channel must not keep a server alive that is told to stop.
process.channel?.unref();
