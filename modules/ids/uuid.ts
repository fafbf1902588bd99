/**
 * Ids arrive from URLs and forms. A malformed one is the caller's mistake (HTTP 400), not a
 * missing row (404) and not a database error (500, which Postgres would raise when a
 * non-uuid meets a uuid column), so every function checks its ids before querying.
 */
export class InvalidIdError extends Error {
  readonly param: string;

  constructor(param: string) {
    super(`${param} is not a valid id`);
    this.name = "InvalidIdError";
    this.param = param;
  }
}

// Any version: better-auth, gen_random_uuid() and tests all produce this shape.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Throws InvalidIdError naming `param` unless `value` is a uuid. */
export function assertUuid(value: unknown, param: string): asserts value is string {
  if (!isUuid(value)) throw new InvalidIdError(param);
}
