import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BackupKeyMissing, resolveBackupKey } from "./backup-settings.ts";
import { loadConfig } from "./config.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-backup-key-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the backup key", () => {
  it("is BACKUP_KEY when it is set", () => {
    const key = randomBytes(32);
    const config = loadConfig({ BACKUP_KEY: key.toString("base64"), APP_DOMAIN: "vayvista.nl" });
    expect(resolveBackupKey(config).equals(key)).toBe(true);
  });

  it("is made once on this machine, kept in DATA_DIR with mode 0600 and used again", () => {
    const dir = path.join(tempDir(), "data");
    const first = resolveBackupKey(loadConfig({ DATA_DIR: dir }));
    expect(first.length).toBe(32);
    const file = path.join(dir, "backup.key");
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64").equals(first)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveBackupKey(loadConfig({ DATA_DIR: dir })).equals(first)).toBe(true);
  });

  it("is missing, which stops backups and not the server, on a public domain without BACKUP_KEY", () => {
    const config = loadConfig({ APP_DOMAIN: "vayvista.nl", DATA_DIR: tempDir() });
    expect(() => resolveBackupKey(config)).toThrow(BackupKeyMissing);
    expect(() => resolveBackupKey(config)).toThrow(/BACKUP_KEY is not set/);
  });

  it("is missing when the backups would hold it, and when its file holds no key (which is kept)", () => {
    const dir = tempDir();
    expect(() => resolveBackupKey(loadConfig({ DATA_DIR: dir, BACKUP_DIR: dir }))).toThrow(/BACKUP_DIR contains/);
    writeFileSync(path.join(dir, "backup.key"), "not a key\n");
    expect(() => resolveBackupKey(loadConfig({ DATA_DIR: dir }))).toThrow(BackupKeyMissing);
    expect(() => resolveBackupKey(loadConfig({ DATA_DIR: dir }))).toThrow(/backup\.key holds no 32-byte base64 key/);
    expect(readFileSync(path.join(dir, "backup.key"), "utf8")).toBe("not a key\n");
  });
});
