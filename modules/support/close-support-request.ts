import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportRequests } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type SupportRequest, supportRequestColumns } from "./support-views.ts";

export type CloseSupportRequestResult = { ok: true; request: SupportRequest } | { ok: false; reason: "not-found" };

/** An admin closes a request (audited); closing a closed one changes nothing. */
export async function closeSupportRequest(
  db: Database,
  opts: { actorId: string; requestId: string },
): Promise<CloseSupportRequestResult> {
  assertUuid(opts.actorId, "actorId");
  assertUuid(opts.requestId, "requestId");
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(supportRequestColumns)
      .from(supportRequests)
      .where(eq(supportRequests.id, opts.requestId))
      .for("update");
    if (!current) return { ok: false as const, reason: "not-found" as const };
    if (current.status === "closed") return { ok: true as const, request: current };
    const [request] = await tx
      .update(supportRequests)
      .set({ status: "closed", updatedAt: new Date() })
      .where(eq(supportRequests.id, current.id))
      .returning(supportRequestColumns);
    if (!request) throw new Error("support request vanished");
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: "support.close",
      targetType: "support_request",
      targetId: request.id,
      details: { before: current.status, after: "closed" },
    });
    return { ok: true as const, request };
  });
}
