import { describe, expect, it } from "vitest";
import {
  describeAgent,
  describePageView,
  deviceClass,
  isBotAgent,
  pathLang,
  referrerHost,
  viewPath,
} from "./describe-page-view.ts";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  firefoxTablet: "Mozilla/5.0 (Android 13; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
};

describe("what a page view keeps", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(deviceClass(UA.iphone)).toBe("mobile");
    expect(deviceClass(UA.androidPhone)).toBe("mobile");
    expect(deviceClass(UA.androidTablet)).toBe("tablet");
    expect(deviceClass(UA.firefoxTablet)).toBe("tablet");
    expect(deviceClass(UA.ipad)).toBe("tablet");
    expect(deviceClass(UA.windows)).toBe("desktop");
    expect(deviceClass(UA.mac)).toBe("desktop");
    expect(deviceClass("")).toBe("desktop");
  });

  it("counts crawlers, link previews, headless browsers and a missing user agent as bots", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
      "curl/8.5.0",
      "",
      "   ",
      null,
    ]) {
      expect(isBotAgent(ua), String(ua)).toBe(true);
    }
    for (const ua of Object.values(UA)) expect(isBotAgent(ua), ua).toBe(false);
  });

  it("remembers what it found for a user agent", () => {
    expect(describeAgent(UA.iphone)).toEqual({ bot: false, device: "mobile" });
    expect(describeAgent(UA.iphone)).toBe(describeAgent(UA.iphone));
    expect(describeAgent("Googlebot/2.1")).toMatchObject({ bot: true });
    expect(describeAgent(null)).toMatchObject({ bot: true });
    // However many different ones arrive, the answers stay right.
    for (let n = 0; n < 5000; n++) describeAgent(`${UA.windows} ${n}`);
    expect(describeAgent(UA.ipad)).toEqual({ bot: false, device: "tablet" });
  });

  it("keeps only the referring site's host, and nothing for direct visits or the site's own pages", () => {
    expect(referrerHost("https://www.google.com/search?q=vakantiehuis+cadzand", "villa-zon.vayvista.nl")).toBe(
      "google.com",
    );
    expect(referrerHost("https://www.airbnb.nl/rooms/123?guest=anna", "villazon.nl")).toBe("airbnb.nl");
    expect(referrerHost("https://l.facebook.com/l.php?u=x", "villazon.nl")).toBe("facebook.com");
    expect(referrerHost("https://L.Instagram.com:443/", "villazon.nl")).toBe("instagram.com");
    expect(referrerHost("", "villazon.nl")).toBe("");
    expect(referrerHost(null, "villazon.nl")).toBe("");
    expect(referrerHost("https://villazon.nl/galerij", "villazon.nl")).toBe("");
    expect(referrerHost("https://www.villazon.nl/", "villazon.nl:443")).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", "villazon.nl")).toBe("");
    expect(referrerHost("not a url", "villazon.nl")).toBe("");
  });

  it("drops query string, fragment and trailing slash from the path, and caps it", () => {
    expect(viewPath(new URL("https://villazon.nl/?utm_source=mail&email=anna@example.nl"))).toBe("/");
    expect(viewPath(new URL("https://villazon.nl/de/galerie/#foto-3"))).toBe("/de/galerie");
    expect(viewPath(new URL("https://villazon.nl//"))).toBe("/");
    expect(viewPath(new URL(`https://villazon.nl/${"a".repeat(600)}`))).toHaveLength(512);
  });

  it("takes the language from the path's prefix, and none for the main language", () => {
    expect(pathLang("/")).toBe("");
    expect(pathLang("/over-ons")).toBe("");
    expect(pathLang("/de")).toBe("de");
    expect(pathLang("/en/about-us")).toBe("en");
    expect(pathLang("/pl/kontakt")).toBe("pl");
    expect(pathLang("/nl/over-ons")).toBe("nl");
    expect(pathLang("/fr/contact")).toBe("");
    expect(pathLang("/english")).toBe("");
  });

  it("puts it together for one view", () => {
    expect(
      describePageView(new URL("https://villazon.nl/de/umgebung?x=1"), "https://www.google.de/", UA.androidPhone),
    ).toEqual({ path: "/de/umgebung", lang: "de", referrer: "google.de", device: "mobile" });
  });
});
