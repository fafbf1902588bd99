import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next-path.ts";

describe("safeNextPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeNextPath("/dashboard?x=1#y")).toBe("/dashboard?x=1#y");
    expect(safeNextPath("/dashboard/account")).toBe("/dashboard/account");
    expect(safeNextPath("/dashboard/support?status=open")).toBe("/dashboard/support?status=open");
  });

  it.each([
    ["a tab the browser drops (%09 decoded)", "/\t/evil.example"],
    ["a newline (%0A decoded)", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a NUL", "/dashboard\u0000"],
    ["DEL", "/dashboard\u007f"],
    ["a control character at the start", "\t//evil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash the browser reads as a slash", "/\\evil.example"],
    ["a backslash further on", "/dashboard\\..\\..\\evil"],
    ["an absolute URL", "https://evil.example"],
    ["an absolute URL to the same scheme", "http://next.invalid/dashboard"],
    ["a script URL", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["a path that normalises to //host", "/..//evil.example"],
    ["an encoded dot-dot that normalises to //host", "/%2e%2e//evil.example"],
    ["the login page itself", "/login?next=/x"],
    ["an empty value", ""],
  ])("refuses %s", (_name, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it("refuses a missing value", () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });

  it("answers with a value a Location header accepts", () => {
    const path = safeNextPath("/zoeken naar/één?q=a b");
    expect(path).toBe("/zoeken%20naar/%C3%A9%C3%A9n?q=a%20b");
    expect(() => new Headers({ Location: path ?? "" })).not.toThrow();
  });
});
