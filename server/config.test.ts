import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicOrigin } from "./config.ts";

describe("loadConfig", () => {
  it("starts with working defaults and no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, APP_DOMAIN: "localhost", DATA_DIR: "./data" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(publicOrigin(config)).toBe("http://localhost:3000");
  });

  it("names the setting when a value is bad", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_DOMAIN: "https://vayvista.nl/" })).toThrow(/APP_DOMAIN/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WHATSAPP_PHONE: "call me" })).toThrow(/WHATSAPP_PHONE/);
  });

  it("normalises the app domain and the WhatsApp number", () => {
    const config = loadConfig({ APP_DOMAIN: "VayVista.NL.", WHATSAPP_PHONE: "+31 6 1234 5678" });
    expect(config.APP_DOMAIN).toBe("vayvista.nl");
    expect(config.WHATSAPP_PHONE).toBe("31612345678");
    expect(publicOrigin(config)).toBe("https://vayvista.nl");
  });
});
