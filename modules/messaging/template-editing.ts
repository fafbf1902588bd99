import { hasStrayControlCharacter } from "../text/multi-line.ts";
import { hasControlCharacter } from "../text/single-line.ts";
import { engineFor, renderPart, TemplateError } from "./liquid-sandbox.ts";
import { type RenderedEmail, renderTemplateSource } from "./render-email.ts";
import { sampleData } from "./sample-data.ts";
import {
  PLACEHOLDERS,
  type TemplateKey,
  type TemplateLang,
  type TemplatePart,
  type TemplateSource,
} from "./template-keys.ts";
import { defaultTemplate } from "./templates/default-templates.ts";

export type TemplateCheck = { ok: true } | { ok: false; error: string };

/**
 * Checks one part of a template for the admin editor: control characters (the subject is
 * one line, an email header; the bodies keep tabs and line breaks), size, syntax, unknown
 * filters and, when the template is named, placeholders it does not have (a typo would
 * silently render as nothing). Returns a readable error instead of throwing.
 */
export async function validateTemplate(
  source: string,
  part: TemplatePart = "html",
  key?: TemplateKey,
): Promise<TemplateCheck> {
  if (part === "subject" ? hasControlCharacter(source) : hasStrayControlCharacter(source)) {
    const what = part === "subject" ? "line breaks, tabs or other control characters" : "control characters";
    return { ok: false, error: `the ${part} holds ${what}, which an email cannot carry here` };
  }
  try {
    await renderPart(part, source, stringValues(sampleData(key ?? "new-sign-in", "en")));
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, error: error.message };
    throw error;
  }
  if (key) {
    const known: readonly string[] = PLACEHOLDERS[key];
    const unknown = engineFor(part)
      .globalVariablesSync(source)
      .filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      const list = unknown.map((name) => `{{ ${name} }}`).join(", ");
      const available = known.map((name) => `{{ ${name} }}`).join(", ");
      return { ok: false, error: `unknown placeholder ${list}; this email has ${available}` };
    }
  }
  return { ok: true };
}

function stringValues(data: object): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : String(v)]));
}

export type PreviewResult = { ok: true; email: RenderedEmail } | { ok: false; part: TemplatePart; error: string };

/**
 * Renders a template with sample data, for the editor's preview: the built-in default, or
 * the parts being edited (`source`) with the default filling in any part not given.
 */
export async function previewEmail<K extends TemplateKey>(
  key: K,
  lang: TemplateLang<K>,
  source?: Partial<TemplateSource>,
): Promise<PreviewResult> {
  const fallback = defaultTemplate(key, lang);
  const full: TemplateSource = {
    subject: source?.subject ?? fallback.subject,
    html: source?.html ?? fallback.html,
    text: source?.text ?? fallback.text,
  };
  try {
    return { ok: true, email: await renderTemplateSource(full, lang, sampleData(key, lang), key) };
  } catch (error) {
    if (error instanceof TemplateError) return { ok: false, part: error.part, error: error.message };
    throw error;
  }
}
