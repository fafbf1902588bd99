import { data } from "react-router";
import { InvalidIdError, isUuid } from "../../modules/ids/uuid.ts";

/** Why a loader or action refused, for the error boundary of its area. */
export type Refusal = { reason: "invalid-id" | "not-found" };

/** Nothing there, or someone else's: answered alike, so no one learns what others have. */
export function notFound(): never {
  throw data<Refusal>({ reason: "not-found" }, { status: 404 });
}

/** A malformed id from the URL or a form: the caller's mistake, 400, before any query. */
export function invalidId(): never {
  throw data<Refusal>({ reason: "invalid-id" }, { status: 400 });
}

/** The uuid in a URL parameter or form field, or a 400. */
export function uuidParam(value: unknown): string {
  if (!isUuid(value)) invalidId();
  return value;
}

/** Runs a module call; an InvalidIdError it raises becomes a 400 instead of a 500. */
export async function withIdCheck<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof InvalidIdError) invalidId();
    throw error;
  }
}
