import http from "node:http";
import { expect, test } from "@playwright/test";

/**
 * The HTTP behaviour of the production server with the real renderer: the page cache and its
 * compressed variants, HEAD, the CSP, path normalisation and body limits. (server/app.test.ts
 * checks the same rules with a stub renderer; a stub hides what only real pages do, such as
 * the nonce React Router puts on its tags.)
 */

test("HEAD answers with GET's headers and never blanks the page for the next visitor", async ({ request }) => {
  // The oldest Polish article: no other test asks for it, so the HEAD meets a cold cache.
  const index = await (await request.get("/pl/blog")).text();
  const path = [...index.matchAll(/href="(\/pl\/blog\/[^"#?]+)"/g)].at(-1)?.[1];
  expect(path).toBeTruthy();
  const head = await request.head(path ?? "", { headers: { "accept-encoding": "br" } });
  expect(head.status()).toBe(200);
  expect(head.headers()["content-encoding"]).toBe("br");
  expect(await head.text()).toBe("");
  const page = await request.get(path ?? "", { headers: { "accept-encoding": "br" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["content-length"]).toBe(head.headers()["content-length"]);
  expect(await page.text()).toContain("</html>");
});

test("a marketing page is rendered once and then served from memory, brotli or gzip as accepted", async ({
  request,
}) => {
  const first = await request.get("/en/faq", { headers: { "accept-encoding": "br" } });
  const again = await request.get("/en/faq?utm_campaign=spring&gclid=x", { headers: { "accept-encoding": "br" } });
  expect(again.headers().age, "served from the cache, campaign parameters ignored").toMatch(/^\d+$/);
  expect(again.headers()["content-encoding"]).toBe("br");
  expect(again.headers().vary).toBe("Accept-Encoding");
  expect(await again.text()).toBe(await first.text());
  const gzip = await request.get("/en/faq", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toBe(await first.text());
});

test("every response gets a fresh CSP nonce; a hydrated page's inline scripts carry it", async ({ request }) => {
  const nonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  const a = await request.get("/en/pricing");
  const b = await request.get("/en/pricing");
  expect(nonce(a.headers()["content-security-policy"])).not.toBe(nonce(b.headers()["content-security-policy"]));
  expect(await b.text(), "a marketing page has no inline script to authorise").not.toContain("nonce=");

  const login = await request.get("/login");
  const html = await login.text();
  const own = nonce(login.headers()["content-security-policy"]);
  expect(own).toBeTruthy();
  const inline = html.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g) ?? [];
  expect(inline.length).toBeGreaterThan(0);
  for (const tag of inline) expect(tag).toContain(`nonce="${own}"`);
});

test("built assets are served precompressed and cached for good", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const script = /src="(\/assets\/enhance-[\w-]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? "", { headers: { "accept-encoding": "br, gzip" } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()["content-encoding"]).toBe("br");
  expect(asset.headers()["cache-control"]).toContain("immutable");
});

test("a trailing slash redirects to the one form of the path", async ({ request }) => {
  const response = await request.get("/en/pricing/?plan=1", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/en/pricing?plan=1");
});

test("a chunked body over the limit is refused with 413 in the visitor's language, nothing read", async ({
  baseURL,
}) => {
  const url = new URL("/en/contact", baseURL);
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: url.origin } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    // The server may answer and close before every chunk is written.
    req.on("error", (error) => (String(error).includes("EPIPE") ? undefined : reject(error)));
    const chunk = `message=${"a".repeat(64 * 1024)}&`;
    for (let i = 0; i < 20; i++) req.write(chunk);
    req.end();
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain('lang="en"');
  expect(answer.body).toContain("Too much at once");
});
