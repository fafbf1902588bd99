import pino, { type Logger } from "pino";

/** A logger whose lines the test reads (as parsed JSON). */
export function capturingLogger(): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: "debug", base: undefined }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}
