import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key.ts";

describe("addressKey", () => {
  it("counts an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).not.toBe(addressKey("203.0.113.7"));
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(addressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one /64 as one client, however it is written", () => {
    const key = addressKey("2001:db8:0:0:1::1");
    expect(key).toBe("2001:db8:0:0::/64");
    for (const same of [
      "2001:DB8::2",
      "2001:0db8:0000:0000:ffff:ffff:ffff:ffff",
      "2001:db8::1:2:3:4",
      "2001:db8::203.0.113.7",
      "2001:db8::1%eth0",
    ]) {
      expect([same, addressKey(same)]).toEqual([same, key]);
    }
  });

  it("tells different /64 networks apart", () => {
    expect(addressKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8:0:1::1")).not.toBe(addressKey("2001:db8::1"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("keeps anything it cannot read as it is", () => {
    for (const odd of ["unknown", "", "2001:db8::g", "1.2.3", "01.2.3.4", "::ffff:1.2.3.4.5"]) {
      expect(addressKey(odd)).toBe(odd);
    }
  });
});
