import { type RichDoc, richDocSchema } from "../../modules/rich-text/rich-doc.ts";
import { trimRichDoc } from "../components/dashboard/rich-text-value.ts";

export type RichTextField = { ok: true; doc: RichDoc | undefined } | { ok: false };

/**
 * A rich-text editor's hidden input as the document to store: undefined when nothing was
 * written (no field, "" or only empty paragraphs), `ok: false` for anything the allow-list
 * refuses (not JSON, an unknown node, a javascript: link, past the limits). The editor only
 * sends documents that pass, so a refusal means a forged or damaged form.
 */
export function readRichTextField(value: FormDataEntryValue | null): RichTextField {
  if (value === null || value === "") return { ok: true, doc: undefined };
  if (typeof value !== "string") return { ok: false };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { ok: false };
  }
  const parsed = richDocSchema.safeParse(json);
  if (!parsed.success) return { ok: false };
  // The schema kept only what it knows; empty paragraphs at the end go, as in the editor.
  return { ok: true, doc: trimRichDoc(parsed.data) };
}
