import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingPlatformSettings } from "../../db/schema.ts";

/** The platform's calendar sync settings (admin booking-calendar settings), with the columns' defaults before any are saved. */
export type CalendarSyncSettings = { importIntervalMinutes: number; maxFeedsPerUnit: number };

export async function calendarSyncSettings(db: Database): Promise<CalendarSyncSettings> {
  const [row] = await db
    .select({
      importIntervalMinutes: bookingPlatformSettings.importIntervalMinutes,
      maxFeedsPerUnit: bookingPlatformSettings.maxFeedsPerUnit,
    })
    .from(bookingPlatformSettings)
    .where(eq(bookingPlatformSettings.id, 1))
    .limit(1);
  return row ?? { importIntervalMinutes: 15, maxFeedsPerUnit: 10 };
}
