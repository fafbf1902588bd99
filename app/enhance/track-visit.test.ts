import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SITE_ID } from "../../modules/analytics/default-site-id.ts";
import { trackVisits } from "./track-visit.ts";

/** Just enough of a browser page for the tracker: document, window events, fetch. */
function fakePage(options: { readyState?: DocumentReadyState; siteMeta?: string; fetch?: typeof fetch } = {}) {
  const windowListeners = new Map<string, () => void>();
  const documentListeners = new Map<string, () => void>();
  const posts: { url: string; init: RequestInit }[] = [];
  const page = {
    readyState: options.readyState ?? "complete",
    visibilityState: "visible" as DocumentVisibilityState,
    referrer: "https://www.google.com/",
    querySelector: (selector: string) =>
      selector === 'meta[name="vayvista-site"]' && options.siteMeta ? { content: options.siteMeta } : null,
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
    removeEventListener: (type: string) => documentListeners.delete(type),
  };
  vi.stubGlobal("document", page);
  vi.stubGlobal("location", { href: "https://villazon.nl/galerij" });
  vi.stubGlobal("navigator", { userAgent: "Mozilla/5.0 (iPhone) Mobile Safari" });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => windowListeners.set(type, listener));
  vi.stubGlobal("removeEventListener", (type: string) => windowListeners.delete(type));
  vi.stubGlobal(
    "fetch",
    options.fetch ??
      (async (url: string, init: RequestInit) => {
        posts.push({ url, init });
        return new Response(JSON.stringify({ site_id: "x" }));
      }),
  );
  return { page, windowListeners, documentListeners, posts };
}

/** Lets the fetch promise chain run to its end. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("trackVisits in the browser", () => {
  beforeEach(() => {
    vi.spyOn(console, "debug").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts the page once it has loaded, with keepalive and the spec's fields", async () => {
    const page = fakePage({ siteMeta: "3f0c8a52-4a40-4d8e-9d55-0a6b8e0f1c11" });
    trackVisits();
    await settle();
    expect(page.posts).toHaveLength(1);
    const [post] = page.posts;
    expect(post?.url).toBe("/api/track-visitor");
    expect(post?.init).toMatchObject({ method: "POST", keepalive: true });
    expect(JSON.parse(String(post?.init.body))).toEqual({
      user_agent: "Mozilla/5.0 (iPhone) Mobile Safari",
      page_url: "https://villazon.nl/galerij",
      referrer: "https://www.google.com/",
      ip_address: null,
      site_id: "3f0c8a52-4a40-4d8e-9d55-0a6b8e0f1c11",
    });
  });

  it("waits for the load event on a page still loading, and uses the default site id without the meta tag", async () => {
    const page = fakePage({ readyState: "interactive" });
    trackVisits("/track");
    await settle();
    expect(page.posts).toHaveLength(0);
    page.windowListeners.get("load")?.();
    await settle();
    expect(page.posts.map((p) => p.url)).toEqual(["/track"]);
    expect(JSON.parse(String(page.posts[0]?.init.body)).site_id).toBe(DEFAULT_SITE_ID);
  });

  it("posts again when the tab becomes visible, not when it is hidden, and stops when asked", async () => {
    const page = fakePage();
    const stop = trackVisits();
    page.page.visibilityState = "hidden";
    page.documentListeners.get("visibilitychange")?.();
    page.page.visibilityState = "visible";
    page.documentListeners.get("visibilitychange")?.();
    await settle();
    expect(page.posts).toHaveLength(2);
    stop();
    expect(page.documentListeners.has("visibilitychange")).toBe(false);
  });

  it("never lets a failure reach the page", async () => {
    fakePage({
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(() => trackVisits()).not.toThrow();
    await settle();
    expect(console.debug).toHaveBeenCalledOnce();

    fakePage({ fetch: async () => new Response("nope", { status: 500 }) });
    expect(() => trackVisits()).not.toThrow();
    await settle();
  });
});
