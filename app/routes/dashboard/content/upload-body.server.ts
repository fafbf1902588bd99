/**
 * The body of a request, counting the bytes actually received (a chunked body without
 * Content-Length too): null as soon as it passes `maxBytes`, having stopped reading. With a
 * Content-Length the bytes land in one buffer of that size, so a 20 MB photo takes 20 MB.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const sized = Number.isInteger(declared) && declared >= 0 ? new Uint8Array(declared) : null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.byteLength > maxBytes || (sized && received + value.byteLength > sized.byteLength)) {
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
