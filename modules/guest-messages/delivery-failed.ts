import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { scheduledMessages } from "../../db/schema.ts";
import { tellOwnerMessageFailed } from "./owner-notices.ts";

/**
 * A guest message's email failed for good (the outbox's last retry): its place on the stay's
 * timeline says so, and the owner is told in their language, once. Nothing for an email that
 * is no guest message.
 */
export async function noteGuestMessageFailed(db: Database, outboxId: string, error: string, origin: string) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(scheduledMessages)
      .set({ state: "failed", reason: "delivery", updatedAt: new Date() })
      .where(eq(scheduledMessages.outboxId, outboxId))
      .returning({ id: scheduledMessages.id });
    if (failed) await tellOwnerMessageFailed(tx, failed.id, error, origin);
  });
}
