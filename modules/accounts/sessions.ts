import { and, desc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { session } from "../../db/schema.ts";
import { type AuthResult, authResult } from "./auth-result.ts";
import type { Auth } from "./create-auth.ts";

/** A signed-in browser as the account page lists it; never the token. */
export type SessionSummary = {
  id: string;
  createdAt: Date;
  /** Last time the session was refreshed (at most a day old while in use). */
  lastActiveAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
  /**
   * An administrator signed in as this person (impersonation): shown to them like any other
   * session, and ended the same way. Who the administrator was stays in the audit log.
   */
  byAdmin: boolean;
};

/** Where a sign-out reaches: this browser, every other one, or all of them. */
export type SignOutScope = "local" | "others" | "global";

export function isSignOutScope(value: unknown): value is SignOutScope {
  return value === "local" || value === "others" || value === "global";
}

/** The person's live sessions, newest first, the current one and any an administrator holds as them marked. */
export async function listSessions(db: Database, userId: string, currentSessionId: string): Promise<SessionSummary[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    lastActiveAt: row.updatedAt,
    expiresAt: row.expiresAt,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
    byAdmin: row.impersonatedBy !== null,
  }));
}

/**
 * Signs out with a scope: `local` ends this session, `others` every other one, `global`
 * all of them. The returned headers clear the cookie where this browser is signed out.
 */
export async function revokeSessions(
  auth: Auth,
  scope: SignOutScope,
  headers: Headers,
): Promise<AuthResult<{ success?: boolean; status?: boolean }>> {
  if (scope === "local") return authResult(() => auth.api.signOut({ headers, asResponse: true }));
  if (scope === "others") return authResult(() => auth.api.revokeOtherSessions({ headers, asResponse: true }));
  return authResult(() => auth.api.revokeSessions({ headers, asResponse: true }));
}

/** Ends one session of the signed-in person, chosen from listSessions by id. */
export async function revokeSession(
  auth: Auth,
  db: Database,
  input: { userId: string; sessionId: string },
  headers: Headers,
): Promise<AuthResult<{ status: boolean }>> {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, input.sessionId), eq(session.userId, input.userId)))
    .limit(1);
  if (!row) return { ok: false, status: 404, code: "SESSION_NOT_FOUND", headers: new Headers() };
  return authResult(() => auth.api.revokeSession({ body: { token: row.token }, headers, asResponse: true }));
}
