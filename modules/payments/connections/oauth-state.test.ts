import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkOAuthState, makeOAuthState, STATE_LIFETIME_MS } from "./oauth-state.ts";

const KEY = randomBytes(32);
const OWNER = { sessionId: "session-of-sanne", siteId: "6f1c3c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f" };
const NOW = new Date("2026-11-28T12:00:00Z");

describe("the state of an OAuth round trip", () => {
  it("comes back good for the session and site that made it, within half an hour", () => {
    const state = makeOAuthState(KEY, OWNER, NOW);
    expect(state).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
    expect(checkOAuthState(KEY, OWNER, state, NOW)).toBe(true);
    expect(checkOAuthState(KEY, OWNER, state, new Date(NOW.getTime() + STATE_LIFETIME_MS - 1000))).toBe(true);
    expect(checkOAuthState(KEY, OWNER, state, new Date(NOW.getTime() + STATE_LIFETIME_MS + 1000))).toBe(false);
  });

  it("is refused for another session, another site, another key, or a changed character", () => {
    const state = makeOAuthState(KEY, OWNER, NOW);
    expect(checkOAuthState(KEY, { ...OWNER, sessionId: "session-of-piotr" }, state, NOW)).toBe(false);
    expect(checkOAuthState(KEY, { ...OWNER, siteId: "7f1c3c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f" }, state, NOW)).toBe(false);
    expect(checkOAuthState(randomBytes(32), OWNER, state, NOW)).toBe(false);
    const [issued, nonce, mac] = state.split(".");
    expect(checkOAuthState(KEY, OWNER, `${issued}.${nonce}x.${mac}`, NOW)).toBe(false);
    // A later time written in: the MAC covers it.
    const later = (Number.parseInt(issued ?? "", 36) + 600).toString(36);
    expect(checkOAuthState(KEY, OWNER, `${later}.${nonce}.${mac}`, NOW)).toBe(false);
  });

  it("is refused with its last character changed, also where base64url would read the same bytes", () => {
    const state = makeOAuthState(KEY, OWNER, NOW);
    const head = state.slice(0, -1);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const others = [...alphabet].filter((c) => c !== state.at(-1)).map((c) => `${head}${c}`);
    // A 32-byte MAC ends in a character with two spare bits: three other spellings decode alike.
    const sameBytes = others.filter((s) =>
      Buffer.from(s.split(".")[2] ?? "", "base64url").equals(Buffer.from(state.split(".")[2] ?? "", "base64url")),
    );
    expect(sameBytes).toHaveLength(3);
    for (const changed of others) expect(checkOAuthState(KEY, OWNER, changed, NOW), changed).toBe(false);
  });

  it("is refused when it is not one at all, without throwing", () => {
    for (const junk of ["", "a.b", "a.b.c.d", "zz.n.m", `${"x".repeat(300)}`, "🙂.🙂.🙂"]) {
      expect(checkOAuthState(KEY, OWNER, junk, NOW)).toBe(false);
    }
  });

  it("is new every time, so one cannot be guessed from another", () => {
    expect(makeOAuthState(KEY, OWNER, NOW)).not.toBe(makeOAuthState(KEY, OWNER, NOW));
  });
});
