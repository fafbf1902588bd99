// The queue's states alone, without the database: the admin page's script lists them as filters.

export const QUEUE_STATES = ["failed", "held", "planned", "sent", "skipped"] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** What needs a look comes first: failures, then held messages, then what is still to go. */
export const OPEN_STATES: readonly QueueState[] = ["failed", "held", "planned"];

export function isQueueState(value: unknown): value is QueueState {
  return typeof value === "string" && (QUEUE_STATES as readonly string[]).includes(value);
}
