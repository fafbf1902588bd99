import type { QueueResult } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { createServerMetrics } from "./server-metrics.ts";

describe.each(testBackends())("the metrics registry on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("shows every job queue's jobs by state, and the last backup once a provider is wired", async () => {
    const metrics = createServerMetrics({
      db: handle.db,
      processMetrics: false,
      boss: {
        getQueues: async () =>
          [{ name: "email-send", queuedCount: 4, activeCount: 1, failedCount: 2 }] as unknown as QueueResult[],
      },
      lastBackupAt: async () => new Date("2026-11-29T02:00:00Z"),
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('vayvista_job_queue_jobs{queue="email-send",state="queued"} 4');
    expect(text).toContain('vayvista_job_queue_jobs{queue="email-send",state="active"} 1');
    expect(text).toContain('vayvista_job_queue_jobs{queue="email-send",state="failed"} 2');
    expect(text).toContain("vayvista_last_backup_timestamp_seconds 1795917600");
    // Every route group is there from the start, so a quiet part reads as zero.
    expect(text).toContain('vayvista_http_request_duration_seconds_count{group="admin",status="2xx"} 0');
  });

  it("still answers when the database cannot be read, and says so", async () => {
    const metrics = createServerMetrics({
      db: handle.db,
      processMetrics: false,
      lastBackupAt: async () => {
        throw new Error("backup store away");
      },
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain("vayvista_database_figures_up 0");
    expect(text).not.toMatch(/^vayvista_bookings\{/m);
    expect(text).toContain("vayvista_page_cache_hits_total 0");
  });
});
