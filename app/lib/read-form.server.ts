import type { Lang } from "../../modules/i18n/languages.ts";
import { tooLarge } from "./too-large.server.ts";

/**
 * The most an honest form with `chars` characters of text can send: a browser
 * percent-encodes every byte of a non-ASCII character, so a character may take nine bytes,
 * and the field names and short fields get 4 KiB besides.
 */
export function formLimit(chars: number): number {
  return chars * 9 + 4096;
}

/**
 * Reads the form an action was sent, counting the bytes actually received against the
 * form's own limit (a chunked body without Content-Length too; the server caps every
 * request at 1 MiB the same way). Past `maxBytes` it stops reading and answers 413 with a
 * message in `lang`, before anything is parsed, let alone saved. A post without a form body
 * (a bare POST /logout) reads as an empty form.
 */
export async function readForm(request: Request, opts: { maxBytes: number; lang: Lang }): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? 0) > opts.maxBytes) tooLarge(opts.lang);
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > opts.maxBytes) {
      await reader.cancel().catch(() => {});
      tooLarge(opts.lang);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  const type = request.headers.get("content-type") ?? "";
  return new Response(body, { headers: { "content-type": type } }).formData().catch(() => new FormData());
}
