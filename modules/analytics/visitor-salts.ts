import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { visitorSalts } from "../../db/schema.ts";
import { addDays } from "./utc-day.ts";

/**
 * The random salt of each UTC day's visitor hashes (visitor-hash.ts). The first instance
 * that needs a day's salt creates it (insert … on conflict do nothing, then read the one
 * that won), so every instance hashes a visitor the same way. Salts older than yesterday
 * are deleted then: with them goes any way to link a day's hashes to an address. Yesterday's
 * stays for a view that arrives just after midnight with yesterday's date.
 */
export class VisitorSalts {
  private readonly db: Database;
  private current: { day: string; salt: Promise<Buffer> } | null = null;

  constructor(db: Database) {
    this.db = db;
  }

  /** The salt of `day` (`YYYY-MM-DD`), from memory after the first look-up of the day. */
  saltFor(day: string): Promise<Buffer> {
    if (this.current?.day === day) return this.current.salt;
    const salt = this.load(day);
    this.current = { day, salt };
    // A failed look-up is not kept: the next view tries again.
    salt.catch(() => {
      if (this.current?.salt === salt) this.current = null;
    });
    return salt;
  }

  private async load(day: string): Promise<Buffer> {
    await this.db
      .insert(visitorSalts)
      .values({ day, salt: randomBytes(32) })
      .onConflictDoNothing();
    const [row] = await this.db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
    if (!row) throw new Error(`no visitor salt for ${day}`);
    await this.db.delete(visitorSalts).where(lt(visitorSalts.day, addDays(day, -1)));
    return Buffer.from(row.salt);
  }
}
