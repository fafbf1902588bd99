import { describe, expect, it } from "vitest";
import { checkFolderPrefix, checkObjectPath, findBucket, objectPathProblem } from "./object-path.ts";
import { StorageError } from "./storage.ts";

describe("object paths", () => {
  it.each([
    "a.avif",
    "0b0c7c1e-3f4a-4c51-9d2a-6d1e8f0a1b2c/3f4a/960.avif",
    "zomer 2025/terras & tuin (1).jpg",
    "żółw/ça-va/日本.webp",
    "..hidden/.config/a..b",
  ])("accepts %j", (path) => {
    expect(objectPathProblem("site-photos", path)).toBeNull();
    expect(checkObjectPath("site-photos", path)).toBe(path);
  });

  it.each([
    ["an empty path", "", /empty/],
    ["a leading slash", "/etc/passwd", /relative/],
    ["a parent segment", "a/../../etc/passwd", /\.\. segments/],
    ["a parent segment alone", "..", /\.\. segments/],
    ["a current-folder segment", "a/./b.avif", /\.\. segments/],
    ["a backslash", "a\\..\\b.avif", /backslash/],
    ["a NUL byte", "a\u0000.avif", /control/],
    ["a line break", "a\n.avif", /control/],
    ["DEL", "a\u007f.avif", /control/],
    ["an unpaired surrogate", "a\ud800.avif", /control/],
    ["an empty segment", "a//b.avif", /empty segments/],
    ["a trailing slash", "a/b/", /empty segments/],
    ["a name longer than 255 bytes", `${"ł".repeat(128)}.avif`, /255 bytes/],
    ["a key longer than S3's 1024 bytes", `${"a/".repeat(506)}bc`, /1012 bytes/],
  ])("refuses %s with a 400 saying why", (_why, path, reason) => {
    expect(objectPathProblem("site-photos", path)).toMatch(reason);
    try {
      checkObjectPath("site-photos", path);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StorageError);
      expect(error).toMatchObject({ status: 400, statusCode: "400", message: expect.stringMatching(/^Invalid key: /) });
    }
  });

  it("allows a path up to what the bucket's name leaves of S3's 1024-byte key", () => {
    const longest = `${"a/".repeat(505)}bc`; // 1012 bytes: "site-photos/" takes the other 12
    expect(Buffer.byteLength(longest)).toBe(1012);
    expect(objectPathProblem("site-photos", longest)).toBeNull();
  });

  it("reads a folder prefix with or without its trailing slash", () => {
    expect(checkFolderPrefix("site-photos", "")).toBe("");
    expect(checkFolderPrefix("site-photos", "a/b")).toBe("a/b/");
    expect(checkFolderPrefix("site-photos", "a/b/")).toBe("a/b/");
    expect(() => checkFolderPrefix("site-photos", "/")).toThrow(/Invalid prefix/);
    expect(() => checkFolderPrefix("site-photos", "a/../")).toThrow(/Invalid prefix/);
    expect(() => checkFolderPrefix("site-photos", "a//")).toThrow(/Invalid prefix/);
  });

  it("knows only the buckets there are", () => {
    expect(findBucket("site-photos").public).toBe(true);
    for (const name of ["avatars", "constructor", "__proto__", ""]) {
      expect(() => findBucket(name)).toThrow(expect.objectContaining({ status: 404, message: "Bucket not found" }));
    }
  });
});
