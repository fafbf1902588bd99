/**
 * What a better-auth call answered, without exceptions: the JSON body on success, or the
 * error code (with the password reasons or the wait, when there are any). `headers` are
 * the response headers to pass on to the browser: they carry the cookies.
 */
export type AuthSuccess<T> = { ok: true; data: T; headers: Headers };
export type AuthFailure = {
  ok: false;
  status: number;
  code: string;
  /** weak_password: the rules the password broke. */
  reasons?: string[];
  /** TOO_MANY_ATTEMPTS: seconds until another try is counted. */
  retryAfterSeconds?: number;
  headers: Headers;
};
export type AuthResult<T> = AuthSuccess<T> | AuthFailure;

type ErrorBody = { code?: unknown; reasons?: unknown; retryAfterSeconds?: unknown } | null | undefined;

function failure(status: number, body: ErrorBody, headers: Headers): AuthFailure {
  const result: AuthFailure = {
    ok: false,
    status,
    code: typeof body?.code === "string" ? body.code : "UNKNOWN",
    headers,
  };
  if (Array.isArray(body?.reasons)) result.reasons = body.reasons.filter((r): r is string => typeof r === "string");
  if (typeof body?.retryAfterSeconds === "number") result.retryAfterSeconds = body.retryAfterSeconds;
  return result;
}

/** better-auth's APIError, recognised by shape so pages need not import better-auth. */
function isApiError(error: unknown): error is { statusCode: number; body?: ErrorBody; headers?: HeadersInit } {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === "number";
}

/**
 * Runs an `auth.api.*` call made with `asResponse: true`. Errors thrown before the
 * endpoint (our hooks) and error responses both become an AuthFailure.
 */
export async function authResult<T>(call: () => Promise<Response>): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    if (isApiError(error)) return failure(error.statusCode, error.body, new Headers(error.headers));
    throw error;
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as T, headers: response.headers };
  return failure(response.status, body as ErrorBody, response.headers);
}

/** Only the Set-Cookie lines of a response, to merge into a page's own response. */
export function cookieHeaders(...sources: Headers[]): Headers {
  const out = new Headers();
  for (const source of sources) for (const cookie of source.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}
