import type { Database } from "../../../db/client.ts";
import { stays } from "../../../db/schema.ts";

/**
 * An Airbnb event stored as a conflict with the stay `conflictWith` (as syncFeed stores one
 * whose nights a booking or block of ours holds); returns its id.
 */
export async function insertConflict(
  db: Database,
  row: {
    siteId: string;
    unitId: string;
    feedId: string;
    uid: string;
    checkIn: string;
    checkOut: string;
    conflictWith: string | undefined;
    label?: string;
    at?: Date;
  },
): Promise<string> {
  const [inserted] = await db
    .insert(stays)
    .values({
      siteId: row.siteId,
      unitId: row.unitId,
      kind: "import",
      status: "conflict",
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      source: "airbnb",
      feedId: row.feedId,
      externalUid: row.uid,
      label: row.label,
      conflictWith: row.conflictWith,
      ...(row.at ? { createdAt: row.at, updatedAt: row.at } : {}),
    })
    .returning({ id: stays.id });
  if (!inserted) throw new Error("conflict not inserted");
  return inserted.id;
}
