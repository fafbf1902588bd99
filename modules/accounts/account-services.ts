import { isLang, type Lang } from "../i18n/languages.ts";
import { authHeaders } from "./auth-headers.ts";
import type { Auth } from "./create-auth.ts";
import { type PasswordProblem, passwordProblems } from "./password-policy.ts";

/** The signed-in person as loaders and actions see them. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: "owner" | "admin";
  lang: Lang;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  twoFactorEnabled: boolean;
};

export type SignedInSession = {
  user: SessionUser;
  session: { id: string; createdAt: Date; expiresAt: Date };
};

/**
 * Accounts for one request, in the load context (`services(context).accounts`):
 * - `getSession(request)`: the signed-in person, or null;
 * - `requireUser(request)`: the same, or a redirect to /login?next=… for visitors;
 * - `requireAdmin(request)`: an admin, a 403 for owners, the redirect for visitors;
 * - `headersFor(request)`: headers for an `auth.api.*` call made for this request;
 * - `passwordProblems(password, email)`: the password rules, checked here on the server so
 *   the list of common passwords stays out of the page bundle.
 * A session in use is renewed once a day; the renewed cookie lands in `responseCookies`,
 * which the server adds to whatever the page answers.
 */
export type AccountServices = {
  auth: Auth;
  getSession(request: Request): Promise<SignedInSession | null>;
  requireUser(request: Request): Promise<SignedInSession>;
  requireAdmin(request: Request): Promise<SignedInSession>;
  headersFor(request: Request): Headers;
  passwordProblems(password: string, email?: string): PasswordProblem[];
  responseCookies: Headers;
};

/** The page a request is for: React Router's data requests end in `.data`. */
export function pagePathOf(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname.replace(/\.data$/, "");
  if (pathname === "/_root") pathname = "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export function loginRedirect(request: Request): Response {
  const next = pagePathOf(request);
  const location = next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`;
  return new Response(null, { status: 302, headers: { Location: location } });
}

function toSessionUser(raw: Record<string, unknown>): SessionUser {
  return {
    id: String(raw.id),
    name: String(raw.name ?? ""),
    email: String(raw.email ?? ""),
    emailVerified: raw.emailVerified === true,
    role: raw.role === "admin" ? "admin" : "owner",
    lang: isLang(raw.lang) ? raw.lang : "nl",
    phoneNumber: typeof raw.phoneNumber === "string" ? raw.phoneNumber : null,
    phoneNumberVerified: raw.phoneNumberVerified === true,
    twoFactorEnabled: raw.twoFactorEnabled === true,
  };
}

export function accountServicesFor(auth: Auth, clientIp: string): AccountServices {
  const responseCookies = new Headers();
  const lookups = new Map<string, Promise<SignedInSession | null>>();

  const headersFor = (request: Request) => authHeaders(request, clientIp);

  async function lookUp(request: Request): Promise<SignedInSession | null> {
    const { headers, response } = await auth.api.getSession({ headers: headersFor(request), returnHeaders: true });
    for (const cookie of headers?.getSetCookie() ?? []) responseCookies.append("Set-Cookie", cookie);
    if (!response) return null;
    const { session } = response;
    return {
      user: toSessionUser(response.user as unknown as Record<string, unknown>),
      session: { id: session.id, createdAt: new Date(session.createdAt), expiresAt: new Date(session.expiresAt) },
    };
  }

  // Loaders of one page run side by side; they share one lookup.
  function getSession(request: Request): Promise<SignedInSession | null> {
    const key = request.headers.get("cookie") ?? "";
    let lookup = lookups.get(key);
    if (!lookup) {
      lookup = lookUp(request);
      lookups.set(key, lookup);
    }
    return lookup;
  }

  async function requireUser(request: Request): Promise<SignedInSession> {
    const found = await getSession(request);
    if (!found) throw loginRedirect(request);
    return found;
  }

  async function requireAdmin(request: Request): Promise<SignedInSession> {
    const found = await requireUser(request);
    if (found.user.role !== "admin") throw new Response("Forbidden", { status: 403 });
    return found;
  }

  return {
    auth,
    getSession,
    requireUser,
    requireAdmin,
    headersFor,
    passwordProblems: (password, email) => passwordProblems(password, { email }),
    responseCookies,
  };
}

/** The page's response with the renewed session cookie added (a new Response if needed). */
export function withSessionCookies(response: Response, cookies: Headers): Response {
  const lines = cookies.getSetCookie();
  if (lines.length === 0) return response;
  const copy = new Response(response.body, response);
  for (const line of lines) copy.headers.append("Set-Cookie", line);
  return copy;
}
