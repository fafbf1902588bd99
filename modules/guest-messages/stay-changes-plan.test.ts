import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every change of a stay re-plans its messages in its own transaction (docs/decisions/0024):
 * a file that writes the stays table calls planStayMessages, or is listed here with why it
 * needs not. A new way to change a stay fails this test until it does one or the other.
 */
const NEEDS_NO_PLANNING: Record<string, string> = {
  "modules/booking/create-block.ts": "an owner's block has no guest",
  "modules/booking/change-block.ts": "an owner's block has no guest",
  "modules/booking/update-stay-notes.ts": "the owner's notes change nothing a message says or when",
  "modules/calendar-sync/sync-feed.ts": "a channel's stays are not the owner's bookings: no rule writes to them",
  "modules/guests/erase-guest.ts": "an erased guest has no address; the sweeper skips their messages (no_address)",
  "modules/seed/demo-bookings.ts": "writes only the demo's blocks; its bookings are made through createBooking",
};

const root = path.resolve(import.meta.dirname, "../..");
const WRITES_STAYS = /\.(update|insert)\(stays\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    // Test builders write stays as a test needs them.
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(relative);
    return /\.ts$/.test(entry.name) && !/\.(test|testing)\.ts$/.test(entry.name) ? [relative] : [];
  });
}

describe("changes of a stay", () => {
  it("re-plan the stay's messages, or say why they need not", () => {
    const unplanned = sourceFiles("modules")
      .filter((file) => WRITES_STAYS.test(readFileSync(path.join(root, file), "utf8")))
      .filter((file) => !readFileSync(path.join(root, file), "utf8").includes("planStayMessages("))
      .filter((file) => !(file in NEEDS_NO_PLANNING));
    expect(unplanned).toEqual([]);
  });

  it("list only files that still write stays", () => {
    for (const file of Object.keys(NEEDS_NO_PLANNING))
      expect(readFileSync(path.join(root, file), "utf8")).toMatch(WRITES_STAYS);
  });
});
