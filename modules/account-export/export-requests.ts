import { and, desc, eq, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { accountExports, storageObjects, user } from "../../db/schema.ts";
import { dayText } from "../accounts/account-deletion.ts";
import { isLang, type Lang } from "../i18n/languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import type { Storage } from "../storage/storage.ts";
import { ARCHIVE_BUCKET, ArchiveWriter, newArchiveKey, removeArchive } from "./chunked-archive.ts";
import { exportDownloadPath } from "./export-paths.ts";
import { writeOwnerArchive } from "./write-owner-archive.ts";

/** How long a made archive can be downloaded. */
export const EXPORT_KEEP_DAYS = 7;
/** An archive still "being made" after this long was left by a stopped process: it failed. */
export const EXPORT_STALE_MINUTES = 60;

export type AccountExportRow = typeof accountExports.$inferSelect;

/** What the account page shows of the owner's latest archive. */
export type ExportView =
  | { state: "requested" | "running"; requestedAt: Date }
  | { state: "ready"; id: string; requestedAt: Date; finishedAt: Date; expiresAt: Date; sizeBytes: number }
  | { state: "failed"; requestedAt: Date }
  | null;

/**
 * The owner asks for an archive. At most one waits or is being made per owner (the partial
 * unique index), so a second click while one is under way is refused, not queued.
 */
export async function requestExport(
  db: Database,
  userId: string,
  lang: Lang,
  now = new Date(),
): Promise<{ ok: true; id: string } | { ok: false; reason: "under-way" }> {
  assertUuid(userId, "userId");
  try {
    const [row] = await db
      .insert(accountExports)
      .values({ userId, lang, requestedAt: now })
      .returning({ id: accountExports.id });
    if (!row) throw new Error("account_exports insert returned no row");
    return { ok: true, id: row.id };
  } catch (error) {
    if (isUniqueViolation(error, "account_exports_one_open_per_owner")) return { ok: false, reason: "under-way" };
    throw error;
  }
}

/** The owner's latest archive as the account page shows it; an expired one is as none. */
export async function latestExport(db: Database, userId: string, now = new Date()): Promise<ExportView> {
  assertUuid(userId, "userId");
  const [row] = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.requestedAt))
    .limit(1);
  if (!row) return null;
  if (row.state === "requested" || row.state === "running") return { state: row.state, requestedAt: row.requestedAt };
  if (row.state === "failed") return { state: "failed", requestedAt: row.requestedAt };
  if (row.state === "ready" && row.finishedAt && row.expiresAt && row.expiresAt > now) {
    return {
      state: "ready",
      id: row.id,
      requestedAt: row.requestedAt,
      finishedAt: row.finishedAt,
      expiresAt: row.expiresAt,
      sizeBytes: row.sizeBytes ?? 0,
    };
  }
  return null;
}

/** A ready, unexpired archive of this owner; null for anyone else's, whatever the id. */
export async function downloadableExport(
  db: Database,
  userId: string,
  id: string,
  now = new Date(),
): Promise<AccountExportRow | null> {
  assertUuid(userId, "userId");
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId), eq(accountExports.state, "ready")));
  if (!row?.storageKey || !row.expiresAt || row.expiresAt <= now) return null;
  return row;
}

/** Takes the oldest waiting request for this process; two instances never take the same. */
export async function claimNextExport(db: Database, now = new Date()): Promise<AccountExportRow | null> {
  const [row] = await db
    .update(accountExports)
    .set({ state: "running", startedAt: now })
    .where(
      eq(
        accountExports.id,
        sql`(select ${accountExports.id} from ${accountExports} where ${accountExports.state} = 'requested' order by ${accountExports.requestedAt} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Makes a claimed archive: written to storage part by part, then marked ready with its
 * expiry and the owner emailed the link, in one transaction. On any failure the parts
 * written so far are removed and the request is marked failed (the page offers a retry).
 */
export async function makeExport(
  db: Database,
  storage: Storage,
  row: AccountExportRow,
  opts: { origin: string; now?: () => Date },
): Promise<"ready" | "failed"> {
  const now = opts.now ?? (() => new Date());
  const lang: Lang = isLang(row.lang) ? row.lang : "nl";
  const archive = new ArchiveWriter(storage, newArchiveKey(row.userId), now());
  try {
    // Known before the first part is written, so the sweep can clear up after a crash.
    await db.update(accountExports).set({ storageKey: archive.key }).where(eq(accountExports.id, row.id));
    await writeOwnerArchive(db, storage, archive, { userId: row.userId, lang, now: now() });
    const { parts, size } = await archive.finish();
    const finishedAt = now();
    const expiresAt = new Date(finishedAt.getTime() + EXPORT_KEEP_DAYS * 86_400_000);
    await db.transaction(async (tx) => {
      const [person] = await tx.select().from(user).where(eq(user.id, row.userId));
      if (!person) throw new Error("the account is gone");
      const [updated] = await tx
        .update(accountExports)
        .set({ state: "ready", storageKey: archive.key, parts, sizeBytes: size, finishedAt, expiresAt })
        .where(and(eq(accountExports.id, row.id), eq(accountExports.state, "running")))
        .returning({ id: accountExports.id });
      if (!updated) throw new Error("the request was taken over");
      await enqueueEmail(tx, {
        to: { address: person.email, name: person.name },
        lang,
        template: "account-export-ready",
        userId: person.id,
        data: {
          name: person.name,
          expiresOn: dayText(expiresAt, lang),
          url: `${opts.origin}${exportDownloadPath(row.id)}`,
        },
      });
    });
    return "ready";
  } catch (error) {
    await archive.discard().catch(() => undefined);
    await db
      .update(accountExports)
      .set({ state: "failed", finishedAt: now(), error: error instanceof Error ? error.message : String(error) })
      .where(and(eq(accountExports.id, row.id), eq(accountExports.state, "running")));
    return "failed";
  }
}

/**
 * The daily sweep: archives past their expiry are removed from storage (the row stays,
 * marked expired, as the record of the request), and requests left "being made" by a stopped
 * process are marked failed so their owner can try again.
 */
export async function sweepExports(
  db: Database,
  storage: Storage,
  now = new Date(),
): Promise<{ expired: number; abandoned: number }> {
  const due = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.state, "ready"), lte(accountExports.expiresAt, now)));
  for (const row of due) {
    if (row.storageKey) await removeArchive(storage, row.storageKey, row.parts);
    await db
      .update(accountExports)
      .set({ state: "expired", storageKey: null })
      .where(and(eq(accountExports.id, row.id), eq(accountExports.state, "ready")));
  }
  const abandoned = await db
    .update(accountExports)
    .set({ state: "failed", finishedAt: now, error: "abandoned: the process making it stopped" })
    .where(
      and(
        eq(accountExports.state, "running"),
        lt(accountExports.startedAt, new Date(now.getTime() - EXPORT_STALE_MINUTES * 60_000)),
      ),
    )
    .returning({ id: accountExports.id, storageKey: accountExports.storageKey });
  for (const row of abandoned) {
    if (row.storageKey) await removeArchiveFolder(db, storage, row.storageKey);
  }
  return { expired: due.length, abandoned: abandoned.length };
}

/** Every part stored under an archive's folder, however many were written before a crash. */
async function removeArchiveFolder(db: Database, storage: Storage, key: string): Promise<void> {
  const rows = await db
    .select({ path: storageObjects.path })
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, ARCHIVE_BUCKET), sql`${storageObjects.path} like ${`${key}/%`}`));
  const paths = rows.map((r) => r.path);
  for (let i = 0; i < paths.length; i += 1000) await storage.remove(ARCHIVE_BUCKET, paths.slice(i, i + 1000));
}
