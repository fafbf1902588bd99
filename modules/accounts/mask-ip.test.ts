import { describe, expect, it } from "vitest";
import { maskIp } from "./mask-ip.ts";

describe("maskIp", () => {
  it("hides the household's part of the address", () => {
    expect(maskIp("203.0.113.10")).toBe("203.0.113.x");
    expect(maskIp("::ffff:198.51.100.7")).toBe("198.51.100.x");
    expect(maskIp("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:…");
    expect(maskIp("2001:0DB8::1")).toBe("2001:db8:0:…");
    expect(maskIp("::1")).toBe("0:0:0:…");
  });

  it("gives null for anything that is not an address", () => {
    expect(maskIp("unknown")).toBeNull();
    expect(maskIp(undefined)).toBeNull();
    expect(maskIp("203.0.113.10, 10.0.0.1")).toBeNull();
  });
});
