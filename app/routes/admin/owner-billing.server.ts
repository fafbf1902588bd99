import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { user } from "../../../db/schema.ts";
import { notFound, uuidParam } from "../../lib/refusals.server.ts";

/** The owner an admin's billing page is about: a malformed id is 400, an id that is no owner's 404. */
export async function ownerOfPage(db: Database, ownerId: string | undefined) {
  const id = uuidParam(ownerId);
  const [owner] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(eq(user.id, id), eq(user.role, "owner")));
  if (!owner) notFound();
  return owner;
}
