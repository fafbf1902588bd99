import { describe, expect, it } from "vitest";
import { isLocalName, isPublicAddress } from "./public-address.ts";

describe("isPublicAddress", () => {
  it.each([
    "0.0.0.0",
    "0.1.2.3",
    "10.1.2.3",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.255.0.9",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "192.0.2.5",
    "198.18.0.1",
    "224.0.0.251",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1",
    "2001:0:4136:e378::1",
    "2001:db8::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "not-an-address",
    "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "93.184.216.34",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.32.0.1",
    "[2606:4700:4700::1111]",
    "2a00:1450:400e:80f::200e",
    "::ffff:93.184.216.34",
  ])("lets %s through", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("isLocalName", () => {
  it("knows localhost in every spelling", () => {
    for (const name of ["localhost", "LOCALHOST", "localhost.", "feeds.localhost", "localhost.localdomain"]) {
      expect(isLocalName(name)).toBe(true);
    }
    expect(isLocalName("localhost.example.com")).toBe(false);
    expect(isLocalName("calendar.airbnb.com")).toBe(false);
  });
});
