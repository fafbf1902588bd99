import { CLIENT_IP_HEADER } from "./client-ip-header.ts";

/**
 * The headers for an `auth.api.*` call made on behalf of a browser request: its cookies
 * and user agent, plus the visitor's address as the server saw it.
 */
export function authHeaders(request: Request | Headers, clientIp: string): Headers {
  const headers = new Headers(request instanceof Request ? request.headers : request);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}
