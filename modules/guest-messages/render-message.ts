import { renderPart } from "../messaging/liquid-sandbox.ts";
import type { Placeholder } from "./message-placeholders.ts";

export type MessageValues = Partial<Record<Placeholder, string>>;
export type RenderedMessage = { subject: string; html: string; text: string };

/** `{ "guest.first_name": "Jonas" }` as Liquid sees it: `{ guest: { first_name: "Jonas" } }`. */
function nested(values: MessageValues): Record<string, Record<string, string>> {
  const data: Record<string, Record<string, string>> = {};
  for (const [name, value] of Object.entries(values)) {
    const [group = "", key = ""] = name.split(".");
    data[group] ??= {};
    (data[group] as Record<string, string>)[key] = value ?? "";
  }
  return data;
}

const URL_IN_HTML = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escaped text with blank lines as paragraphs, line breaks kept, and web addresses as links. */
export function paragraphs(escaped: string): string {
  return escaped
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(
      (block) => `<p>${block.replace(URL_IN_HTML, (url) => `<a href="${url}">${url}</a>`).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
}

/**
 * An owner's message for one stay, rendered in the Liquid sandbox (docs/decisions/0024): the
 * values are data, escaped in the HTML part, and the subject is one line whatever a guest
 * typed into their name, so it can never break the email's headers.
 */
export async function renderMessage(
  template: { subject: string; body: string },
  values: MessageValues,
): Promise<RenderedMessage> {
  const data = nested(values);
  // Control characters (CR, LF, NUL…) become spaces: a header is one line of text.
  const subject = (await renderPart("subject", template.subject, data))
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  const text = (await renderPart("text", template.body, data)).replace(/\r\n?/g, "\n").trim();
  const html = paragraphs(await renderPart("html", template.body, data));
  return { subject, html, text };
}
