import { describe, expect, it } from "vitest";
import { describeDevice, maskIp } from "./session-device.ts";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
};

describe("describeDevice", () => {
  it("names the browser and system people would recognise", () => {
    expect(describeDevice(UA.chromeWindows)).toEqual({ browser: "Chrome", os: "Windows" });
    expect(describeDevice(UA.edgeWindows)).toEqual({ browser: "Edge", os: "Windows" });
    expect(describeDevice(UA.safariIphone)).toEqual({ browser: "Safari", os: "iOS" });
    expect(describeDevice(UA.chromeIphone)).toEqual({ browser: "Chrome", os: "iOS" });
    expect(describeDevice(UA.safariMac)).toEqual({ browser: "Safari", os: "macOS" });
    expect(describeDevice(UA.firefoxLinux)).toEqual({ browser: "Firefox", os: "Linux" });
    expect(describeDevice(UA.samsungAndroid)).toEqual({ browser: "Samsung Internet", os: "Android" });
    expect(describeDevice(UA.chromeAndroid)).toEqual({ browser: "Chrome", os: "Android" });
  });

  it("admits what it does not know", () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
    expect(describeDevice("curl/8.5.0")).toEqual({ browser: null, os: null });
  });
});

describe("maskIp", () => {
  it("hides the last part of an address", () => {
    expect(maskIp("203.0.113.57")).toBe("203.0.113.x");
    expect(maskIp("::ffff:198.51.100.4")).toBe("198.51.100.x");
    expect(maskIp("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:…");
    expect(maskIp("2001:db8::1")).toBe("2001:db8:…");
  });

  it("shows nothing for a missing or unreadable address", () => {
    expect(maskIp(null)).toBeNull();
    expect(maskIp("")).toBeNull();
    expect(maskIp("unknown")).toBeNull();
  });
});
