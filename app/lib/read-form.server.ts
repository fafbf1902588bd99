import type { Lang } from "../../modules/i18n/languages.ts";
import { readLimitedBody } from "./read-limited-body.server.ts";
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
 * form's own limit (read-limited-body.server.ts; the server caps every request at 1 MiB the
 * same way). Past `maxBytes` it stops reading and answers 413 with a message in `lang`,
 * before anything is parsed, let alone saved. A post without a form body (a bare POST
 * /logout) reads as an empty form.
 */
export async function readForm(request: Request, opts: { maxBytes: number; lang: Lang }): Promise<FormData> {
  const body = await readLimitedBody(request, opts.maxBytes);
  if (!body) tooLarge(opts.lang);
  const type = request.headers.get("content-type") ?? "";
  return new Response(body, { headers: { "content-type": type } }).formData().catch(() => new FormData());
}
