import http from "node:http";

/**
 * One request over node:http to a server on this machine, answered as a fetch Response
 * (body as sent: a compressed variant stays compressed). Unlike fetch(), it may set the Host
 * header, which decides the site. A ReadableStream body is sent in chunks, without a length.
 */
export function requestThrough(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | ReadableStream<Uint8Array> } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const method = init.method ?? "GET";
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
        }
        const status = res.statusCode ?? 0;
        const empty = method === "HEAD" || status === 204 || status === 304;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    const { body } = init;
    if (body === undefined || typeof body === "string") {
      req.end(body);
      return;
    }
    (async () => {
      for await (const chunk of body) if (!req.write(chunk)) await new Promise((go) => req.once("drain", go));
      req.end();
    })().catch(reject);
  });
}
