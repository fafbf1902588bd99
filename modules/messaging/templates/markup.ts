/**
 * Pieces of email markup written once for the HTML and the plain text: the same tags,
 * placeholders and Liquid conditions around each language's words, so an admin edits plain
 * tags and the two versions say the same.
 */

/** A line of a list: its label and value (placeholders), shown only when `when` is not blank. */
export type Item = { label: string; value: string; when?: string };

/** Markup of one part, in HTML and in plain text. */
export type Part = { html: string; text: string };

export function onlyIf(when: string | undefined, source: string): string {
  return when ? `{% if ${when} != blank %}${source}{% endif %}` : source;
}

/** A list of labelled values; the first item is always shown. */
export function list(items: readonly Item[]): Part {
  return {
    html: `<ul>${items.map((i) => onlyIf(i.when, `<li><strong>${i.label}:</strong> ${i.value}</li>`)).join("")}</ul>`,
    text: items.map((i, n) => onlyIf(i.when, `${n > 0 ? "\n" : ""}${i.label}: ${i.value}`)).join(""),
  };
}

/** A paragraph; in the plain text it is followed by a blank line (inside the condition, so none is left over). */
export function para(words: string, when?: string): Part {
  return { html: onlyIf(when, `<p>${words}</p>`), text: onlyIf(when, `${words}\n\n`) };
}

/** Either of two paragraphs, by whether `when` is blank. */
export function eitherPara(when: string, then: string, otherwise: string): Part {
  return {
    html: `{% if ${when} != blank %}<p>${then}</p>{% else %}<p>${otherwise}</p>{% endif %}`,
    text: `{% if ${when} != blank %}${then}{% else %}${otherwise}{% endif %}\n\n`,
  };
}

export function join(parts: readonly Part[]): Part {
  return { html: parts.map((p) => p.html).join("\n"), text: parts.map((p) => p.text).join("") };
}
