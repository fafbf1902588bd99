/**
 * Just enough MIME for tests: unfolded headers with RFC 2047 words decoded, the text and
 * HTML parts of a multipart message with quoted-printable or base64 undone, and its
 * attachments as bytes.
 */
export type ParsedMail = {
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; bytes: Buffer };

function splitHeadersAndBody(raw: string): { head: string; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  return at < 0 ? { head: raw, body: "" } : { head: raw.slice(0, at), body: raw.slice(at + 4) };
}

function decodeWords(value: string): string {
  // Adjacent encoded words are one run of bytes (a character may be split between them).
  const joined = value.replace(/(\?=)\s+(=\?)/g, "$1$2");
  return joined.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , enc, text] of run.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
      if (enc === undefined || text === undefined) continue;
      bytes.push(enc.toUpperCase() === "B" ? Buffer.from(text, "base64") : qpBytes(text.replace(/_/g, " "), false));
    }
    return Buffer.concat(bytes).toString("utf8");
  });
}

function qpBytes(text: string, softBreaks = true): Buffer {
  const input = softBreaks ? text.replace(/=\r?\n/g, "") : text;
  const out: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      out.push(...Buffer.from(input[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(out);
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBytes(body: string, encoding: string | undefined): Buffer {
  const enc = (encoding ?? "7bit").toLowerCase();
  if (enc === "quoted-printable") return qpBytes(body);
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  return Buffer.from(body, "utf8");
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHeadersAndBody(raw);
  const headers = parseHeaders(head);
  const parts: Record<string, string> = {};
  const attachments: MailAttachment[] = [];
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith("--")) break;
        const inner = splitHeadersAndBody(chunk.replace(/^\r\n/, ""));
        collect(parseHeaders(inner.head), inner.body.replace(/\r\n$/, ""));
      }
      return;
    }
    const bytes = decodeBytes(partBody, partHeaders["content-transfer-encoding"]);
    const disposition = partHeaders["content-disposition"] ?? "";
    if (/^attachment\b/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? "";
      attachments.push({ filename, contentType: type.split(";")[0]?.trim() ?? type, bytes });
      return;
    }
    const kind = type.toLowerCase().startsWith("text/html") ? "html" : "text";
    parts[kind] ??= bytes.toString("utf8");
  };
  collect(headers, body);
  return {
    headers,
    subject: headers.subject ?? "",
    messageId: headers["message-id"] ?? "",
    text: parts.text ?? "",
    html: parts.html ?? "",
    attachments,
  };
}
