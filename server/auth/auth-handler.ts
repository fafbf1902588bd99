import { authHeaders } from "../../modules/accounts/auth-headers.ts";
import type { Auth } from "../../modules/accounts/create-auth.ts";

/**
 * better-auth's HTTP endpoints under /api/auth/* (the verification link, and clients that
 * talk to the API directly). The visitor's address is the one the server determined,
 * written over whatever the client sent in the same header.
 */
export function authRequestHandler(auth: Auth) {
  return (request: Request, clientIp: string): Promise<Response> => {
    const forwarded = new Request(request, { headers: authHeaders(request, clientIp) });
    return auth.handler(forwarded);
  };
}
