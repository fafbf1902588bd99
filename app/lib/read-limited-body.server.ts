/**
 * Bodies up to this size are read in one go when their length is declared: Node's parser
 * delivers exactly the declared bytes, and @hono/node-server then reads them straight from
 * the socket without a web stream (forms, the booking API). Larger ones are streamed into
 * one buffer of the declared size, so a 20 MB photo takes 20 MB, not a copy per step.
 */
const AT_ONCE_BYTES = 64 * 1024;

/**
 * The body of a request, or null when it is larger than `maxBytes`: refused by its declared
 * Content-Length before a byte is read, or, sent in chunks without one, as soon as the count
 * of bytes actually received passes the limit (the rest is never read). Every reader of a
 * request body in the app goes through here (forms, the booking API, photo uploads), each
 * with its own limit; each answers its own 413. (The tracking beacon, answered before the
 * app, reads its own: server/http/read-node-body.ts.)
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const header = request.headers.get("content-length");
  const declared = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  if (declared !== null && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return null;
  }
  if (declared !== null && declared <= AT_ONCE_BYTES) return new Uint8Array(await request.arrayBuffer());
  if (!request.body) return new Uint8Array();

  const reader = request.body.getReader();
  const sized = declared !== null ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > (sized?.byteLength ?? maxBytes)) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (sized) sized.set(value, received);
    else chunks.push(value);
    received += value.byteLength;
  }
  if (sized) return sized.subarray(0, received);
  const body = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
