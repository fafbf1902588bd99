import type { IncomingMessage } from "node:http";

/**
 * The body of a request as node:http gives it, or null when it is larger than `maxBytes`:
 * refused by its declared Content-Length before a byte is read, or, sent in chunks without
 * one, as soon as the bytes received pass the limit (the rest is never kept). For the
 * answers given at node:http's door (track-visitor-door.ts); the app reads bodies through
 * app/lib/read-limited-body.server.ts. Rejects when the client goes away before the end.
 */
export function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  // Node's parser has already refused a Content-Length that is not a number.
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBytes) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const settle = (outcome: () => void) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBytes) return settle(() => resolve(null));
      chunks.push(chunk);
    };
    const onEnd = () => settle(() => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(new Error("the request ended before its body did")));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}
