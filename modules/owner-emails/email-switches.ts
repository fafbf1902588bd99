import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { platformEmailSwitches } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { isSwitchableEmail } from "./platform-emails.ts";

/** Which of `keys` are switched on; an email without a stored switch is on. */
export async function emailsSwitchedOn(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const stored = await db
    .select({ email: platformEmailSwitches.email, enabled: platformEmailSwitches.enabled })
    .from(platformEmailSwitches)
    .where(inArray(platformEmailSwitches.email, [...keys]));
  const off = new Set(stored.filter((s) => !s.enabled).map((s) => s.email));
  return new Set(keys.filter((k) => !off.has(k)));
}

export class LockedEmailError extends Error {
  constructor(key: string) {
    super(`the email ${key} cannot be switched off`);
  }
}

/**
 * Switches a scheduled email on or off, audit-logged in the same transaction. A locked
 * (transactional) email is refused; switching to what it already is records nothing.
 */
export async function setEmailSwitch(
  db: Database,
  input: { email: string; enabled: boolean; actorId: string },
): Promise<{ changed: boolean }> {
  if (!isSwitchableEmail(input.email)) throw new LockedEmailError(input.email);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ enabled: platformEmailSwitches.enabled })
      .from(platformEmailSwitches)
      .where(eq(platformEmailSwitches.email, input.email))
      .for("update");
    const wasOn = before?.enabled ?? true;
    if (wasOn === input.enabled) return { changed: false };
    await tx
      .insert(platformEmailSwitches)
      .values({ email: input.email, enabled: input.enabled, updatedBy: input.actorId })
      .onConflictDoUpdate({
        target: platformEmailSwitches.email,
        set: { enabled: input.enabled, updatedBy: input.actorId, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "scheduled_email.switch",
      targetType: "scheduled_email",
      targetId: input.email,
      details: { before: wasOn, after: input.enabled },
    });
    return { changed: true };
  });
}
