import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingPlatformSettings } from "../../db/schema.ts";

/** The platform's default for how long a booking request holds its dates (admin settings; 48 before any are saved). */
export async function platformRequestHoldHours(db: Database): Promise<number> {
  const [row] = await db
    .select({ hours: bookingPlatformSettings.requestHoldHours })
    .from(bookingPlatformSettings)
    .where(eq(bookingPlatformSettings.id, 1))
    .limit(1);
  return row?.hours ?? 48;
}
