import { describe, expect, it } from "vitest";
import { maskIp } from "./mask-ip.ts";

describe("maskIp", () => {
  it("hides the household's part of the address", () => {
    expect(maskIp("203.0.113.10", "nl")).toBe("203.0.113.*");
    expect(maskIp("::ffff:198.51.100.7", "en")).toBe("198.51.100.*");
    expect(maskIp("2001:db8:85a3:8d3:1319:8a2e:370:7348", "en")).toBe("2001:db8:85a3:*");
    expect(maskIp("2001:0db8::1", "en")).toBe("2001:db8:0:*");
    expect(maskIp("::1", "en")).toBe("0:0:0:*");
  });

  it("says unknown for anything that is not an address", () => {
    expect(maskIp("unknown", "nl")).toBe("onbekend");
    expect(maskIp(undefined, "pl")).toBe("nieznany");
    expect(maskIp("203.0.113.10, 10.0.0.1", "en")).toBe("unknown");
  });
});
