import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Cooperative pacing of work that grows with outside input (reading a channel's feed): every
 * `every` units of work the event loop gets a turn (requests, timers, other jobs run), and
 * work whose signal has been aborted (its job's time is up) stops there with the signal's
 * reason. Chosen over a worker thread by measuring (ADR 0017): the work is bounded per feed
 * and costs milliseconds, less than starting a worker that must load the reader's modules.
 */
export class Pace {
  private units = 0;
  private readonly every: number;
  private readonly signal: AbortSignal | undefined;

  constructor(options: { signal?: AbortSignal; every?: number } = {}) {
    this.signal = options.signal;
    this.every = options.every ?? 1000;
  }

  /** Stops at once when the work's time is up. */
  check(): void {
    this.signal?.throwIfAborted();
  }

  /**
   * Counts `units` of work done; true when a chunk is full and the work must let the loop
   * turn: `if (pace.tick()) await pace.turn();` (an await on every unit would cost more than
   * the unit).
   */
  tick(units = 1): boolean {
    this.units += units;
    return this.units >= this.every;
  }

  /** Lets the event loop turn, then stops if the work's time is up. */
  async turn(): Promise<void> {
    this.units = 0;
    await nextTurn();
    this.check();
  }
}

/** Whether an error is the stop of work whose signal was aborted (its time was up). */
export function isStopped(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && error === signal.reason;
}
