import type { IncomingMessage } from "node:http";

/** A request's header as one string (repeated ones joined), or null: what Headers.get gives a fetch Request. */
export function nodeHeader(req: IncomingMessage) {
  return (name: string): string | null => {
    const value = req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
}
