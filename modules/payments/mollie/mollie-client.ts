import { createMollieClient, type MollieClient } from "@mollie/api-client";

/** The official client (`@mollie/api-client`), as one owner's connected account, or the platform's own, sees it. */
export type { MollieClient };

export const MOLLIE_API_ENDPOINT = "https://api.mollie.com:443/v2/";
/** A call (the client's own two retries after a 5xx included) that takes longer is given up. */
export const MOLLIE_TIMEOUT_MS = 10_000;

/**
 * Whose Mollie account the client acts on: an owner's, by their OAuth access token (Mollie
 * Connect, `access_…`, decrypted just before use), in live or test mode; or the platform's own,
 * by its API key (`live_…` / `test_…`), which is bound to one profile and one mode.
 */
export type MollieCredential = { accessToken: string; testmode: boolean } | { apiKey: string };

export type MollieClientOptions = MollieCredential & {
  /** Another API root (the tests' fake Mollie); it must speak HTTPS, as the client's agent only does. */
  apiEndpoint?: string;
  timeoutMs?: number;
};

/** Mollie did not answer within the time given: the call may or may not have been made, so it is repeated with the same key. */
export class MollieTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Mollie did not answer within ${timeoutMs} ms`);
    this.name = "MollieTimeoutError";
  }
}

/**
 * The client for one owner, or for the platform. An OAuth token is not bound to a mode the way
 * an API key is: Mollie takes live mode unless each call says `testmode: true` (as a body field
 * or a query parameter), so in test mode the client adds it to every call that accepts it. An
 * API key's calls name neither a mode nor a profile: Mollie refuses both with a key.
 *
 * The official client has no timeout of its own (it waits as long as the socket stays open),
 * so every call it makes is given up after `timeoutMs` with a `MollieTimeoutError`. Its request
 * cannot be aborted from outside: it ends when the server answers or closes the connection.
 */
export function mollieClient(options: MollieClientOptions): MollieClient {
  const apiEndpoint = options.apiEndpoint ?? MOLLIE_API_ENDPOINT;
  const client =
    "apiKey" in options
      ? createMollieClient({ apiKey: options.apiKey, apiEndpoint })
      : createMollieClient({
          accessToken: options.accessToken,
          apiEndpoint,
          ...(options.testmode ? { parameterDefaults: { testmode: true } } : {}),
        });
  return withDeadline(client, options.timeoutMs ?? MOLLIE_TIMEOUT_MS);
}

/** Every binder method that returns a promise (all the calls made here do) settles within `timeoutMs`. */
function withDeadline(client: MollieClient, timeoutMs: number): MollieClient {
  return new Proxy(client, {
    get(target, name, receiver) {
      const binder: unknown = Reflect.get(target, name, receiver);
      if (typeof binder !== "object" || binder === null) return binder;
      return new Proxy(binder, {
        get(binderTarget, method) {
          const call: unknown = Reflect.get(binderTarget, method);
          if (typeof call !== "function") return call;
          return (...args: unknown[]) => {
            const result: unknown = call.apply(binderTarget, args);
            return result instanceof Promise ? settleWithin(result, timeoutMs) : result;
          };
        },
      });
    },
  });
}

function settleWithin<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MollieTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
