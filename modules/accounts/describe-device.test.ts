import { describe, expect, it } from "vitest";
import { deviceParts } from "./describe-device.ts";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
};

describe("deviceParts", () => {
  it("names browser and system the way owners know them", () => {
    expect(deviceParts(UA.chromeWindows)).toEqual({ browser: "Chrome", system: "Windows" });
    expect(deviceParts(UA.edgeWindows)).toEqual({ browser: "Edge", system: "Windows" });
    expect(deviceParts(UA.safariIphone)).toEqual({ browser: "Safari", system: "iOS" });
    expect(deviceParts(UA.chromeIphone)).toEqual({ browser: "Chrome", system: "iOS" });
    expect(deviceParts(UA.firefoxAndroid)).toEqual({ browser: "Firefox", system: "Android" });
    expect(deviceParts(UA.samsungAndroid)).toEqual({ browser: "Samsung Internet", system: "Android" });
    expect(deviceParts(UA.safariMac)).toEqual({ browser: "Safari", system: "macOS" });
    expect(deviceParts(UA.firefoxLinux)).toEqual({ browser: "Firefox", system: "Linux" });
    expect(deviceParts(UA.ipad)).toEqual({ browser: "Safari", system: "iPadOS" });
  });

  it("says what it does not know, and never repeats the header's own text", () => {
    expect(deviceParts("curl/8.5.0")).toEqual({ browser: null, system: null });
    expect(deviceParts(null)).toEqual({ browser: null, system: null });
    expect(deviceParts("Something (Windows) <script>")).toEqual({ browser: null, system: "Windows" });
  });
});
