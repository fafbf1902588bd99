import { describe, expect, it } from "vitest";
import { bookingNetworkKey, guestEmailKey } from "./booking-limits.ts";

describe("whom the booking limits count", () => {
  it("counts a guest's address in lower case and without a +tag, keeping dots and other providers' mailboxes apart", () => {
    expect(guestEmailKey(" Jonas+Urlaub+2027@Example.DE ")).toBe("jonas@example.de");
    expect(guestEmailKey("jonas@example.de")).toBe("jonas@example.de");
    expect(guestEmailKey("jo.nas@example.de")).toBe("jo.nas@example.de");
    expect(guestEmailKey("+tag@example.de")).toBe("+tag@example.de");
  });

  it("counts a network per site, IPv6 by its /64, never as the address itself", () => {
    const site = "0b8f2f4e-8c3a-4d2b-9a63-2f0f4f7f1a10";
    const key = bookingNetworkKey(site, "2001:db8:1:2::1");
    expect(bookingNetworkKey(site, "2001:db8:1:2:ffff::9")).toBe(key);
    expect(bookingNetworkKey(site, "2001:db8:1:3::1")).not.toBe(key);
    expect(bookingNetworkKey("5c1d0c1e-0f0b-4f7e-8d8c-1b1e1f1a1b1c", "2001:db8:1:2::1")).not.toBe(key);
    expect(key).not.toContain("2001");
  });
});
