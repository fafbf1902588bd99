/**
 * At most `max` tasks per key (a remote host) at once in this process. pg-boss's group
 * concurrency spreads jobs over instances, but workers that fetch jobs at the same moment can
 * both see a free slot: this keeps the promise to a channel's server exact within each
 * instance. A task that finds no free slot is not started (nor queued): the caller hands its
 * work back, so a busy host never holds a worker another host's feed could use.
 */
export type HostLimiter = {
  /** Starts `task` in a slot of `key` taken at once; null when all of `key`'s slots are taken. */
  tryRun<T>(key: string, task: () => Promise<T>): Promise<T> | null;
  /** Tasks running for `key` now. */
  active(key: string): number;
};

export function createHostLimiter(max: number): HostLimiter {
  const running = new Map<string, number>();

  function release(key: string): void {
    const left = (running.get(key) ?? 1) - 1;
    if (left > 0) running.set(key, left);
    else running.delete(key);
  }

  async function inSlot<T>(key: string, task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      release(key);
    }
  }

  return {
    tryRun<T>(key: string, task: () => Promise<T>): Promise<T> | null {
      const taken = running.get(key) ?? 0;
      if (taken >= max) return null;
      // Taken before anything is awaited: two callers in one tick never both get the last slot.
      running.set(key, taken + 1);
      return inSlot(key, task);
    },
    active(key: string): number {
      return running.get(key) ?? 0;
    },
  };
}
