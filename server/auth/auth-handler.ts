import { authHeaders } from "../../modules/accounts/auth-headers.ts";
import type { Auth } from "../../modules/accounts/create-auth.ts";

/**
 * The authentication library's admin endpoints (its admin plugin: list users, set a role,
 * impersonate, set a password, ban, remove …). Over HTTP they would let an admin's session
 * past the admin area's two-step rule and its audit log, so they answer nobody: the admin
 * area calls what it needs on the server (auth.api), behind both. Matched on the decoded,
 * case-folded path with repeated slashes collapsed, so no spelling of it gets through.
 */
export function isAuthAdminPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /^\/api\/auth\/admin(?:[/?#.]|$)/i.test(decoded.replace(/\/{2,}/g, "/"));
}

const NOT_HERE = { status: 404, headers: { "Cache-Control": "no-store" } } as const;

/**
 * better-auth's HTTP endpoints under /api/auth/* (the verification link, and clients that
 * talk to the API directly), less its admin endpoints (isAuthAdminPath), which answer 404.
 * The visitor's address is the one the server determined, written over whatever the client
 * sent in the same header.
 */
export function authRequestHandler(auth: Auth) {
  return async (request: Request, clientIp: string): Promise<Response> => {
    if (isAuthAdminPath(new URL(request.url).pathname)) return Response.json({ code: "NOT_FOUND" }, NOT_HERE);
    const forwarded = new Request(request, { headers: authHeaders(request, clientIp) });
    return auth.handler(forwarded);
  };
}
