/**
 * The check every home of words runs in its test (app/i18n/ui, app/themes/strings,
 * modules/messaging/templates): the languages of one home hold the same keys, no value is
 * empty, every language names the same placeholders in a text, and a count has every plural
 * form its language uses. The first language given is the reference the others are read
 * against; the problems come back as lines that name the language and the key.
 *
 * What it reads: texts; lists (the same length in every language); functions (the same
 * number of parameters); counts, either as i18next keys (`nights_one`, `nights_other`) or
 * as an object of plural forms (`{ one, few, many, other }`). Placeholders are `{{name}}`
 * (i18next), `{{ name }}` (Liquid, filters after it allowed) and `{name}`.
 */

const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
type PluralForm = (typeof PLURAL_FORMS)[number];

type Leaf =
  | { kind: "text"; value: string }
  | { kind: "count"; forms: Partial<Record<PluralForm, string>> }
  | { kind: "function"; arity: number }
  | { kind: "list"; length: number };

/** A path inside a list: `months[3]`, `steps[0].title`. */
const ITEM = /\[\d+\]/;

const SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

function isPluralObject(value: object): value is Partial<Record<PluralForm, string>> {
  const keys = Object.keys(value);
  return (
    keys.includes("other") &&
    keys.every((key) => (PLURAL_FORMS as readonly string[]).includes(key)) &&
    Object.values(value).every((form) => typeof form === "string" || form === undefined)
  );
}

/** Every leaf of one language's words by its dotted path; i18next's plural keys joined into one count. */
function leaves(words: unknown): Map<string, Leaf> {
  const found = new Map<string, Leaf>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") {
      const plural = SUFFIX.exec(path);
      if (plural?.[1] && plural[2]) {
        const at = plural[1];
        const leaf = found.get(at);
        const forms = leaf?.kind === "count" ? leaf.forms : {};
        forms[plural[2] as PluralForm] = value;
        found.set(at, { kind: "count", forms });
      } else found.set(path, { kind: "text", value });
    } else if (typeof value === "function") {
      found.set(path, { kind: "function", arity: value.length });
    } else if (Array.isArray(value)) {
      found.set(path, { kind: "list", length: value.length });
      value.forEach((item, i) => {
        walk(item, `${path}[${i}]`);
      });
    } else if (value && typeof value === "object") {
      if (path && isPluralObject(value)) {
        found.set(path, { kind: "count", forms: { ...value } });
        return;
      }
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else {
      found.set(path, { kind: "text", value: String(value) });
    }
  };
  walk(words, "");
  return found;
}

const PLACEHOLDER = /\{\{-?\s*(\w+)|(?<!\{)\{(\w+)\}(?!\})/g;

/** The placeholders a text names, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? m[2] ?? ""))].sort();
}

function textsOf(leaf: Leaf): string[] {
  if (leaf.kind === "text") return [leaf.value];
  if (leaf.kind === "count") return Object.values(leaf.forms).filter((form): form is string => form !== undefined);
  return [];
}

function describe(leaf: Leaf): string {
  return leaf.kind === "function" ? `a function of ${leaf.arity}` : leaf.kind === "list" ? "a list" : `a ${leaf.kind}`;
}

/** The plural forms a language's numbers take (Intl.PluralRules: nl, en and de one/other; pl one/few/many/other). */
function formsOf(lang: string): readonly string[] {
  return new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
}

/**
 * What is wrong with one home's words: `languages` maps each language code (also used for its
 * plural rules) to that language's words; the first is the reference. An empty list: nothing.
 */
export function wordProblems(languages: Record<string, unknown>): string[] {
  const [reference, ...others] = Object.entries(languages).map(([lang, words]) => ({ lang, words: leaves(words) }));
  if (!reference) return ["no languages"];
  const problems: string[] = [];
  for (const { lang, words } of [reference, ...others]) {
    for (const [path, leaf] of words) {
      for (const text of textsOf(leaf)) {
        if (text.trim() === "") problems.push(`${lang}: ${path} is empty`);
      }
      if (leaf.kind === "count") {
        const missing = formsOf(lang).filter((form) => leaf.forms[form as PluralForm] === undefined);
        if (missing.length > 0) problems.push(`${lang}: ${path} has no plural form ${missing.join(", ")}`);
      }
    }
  }
  for (const { lang, words } of others) {
    for (const [path, theirs] of reference.words) {
      const mine = words.get(path);
      if (!mine) {
        // A shorter list is said once, by its length.
        if (!ITEM.test(path)) problems.push(`${lang}: ${path} is missing`);
        continue;
      }
      if (describe(mine) !== describe(theirs)) {
        problems.push(`${lang}: ${path} is ${describe(mine)}, ${reference.lang} has ${describe(theirs)}`);
        continue;
      }
      if (mine.kind === "list" && theirs.kind === "list" && mine.length !== theirs.length) {
        problems.push(`${lang}: ${path} has ${mine.length} items, ${reference.lang} ${theirs.length}`);
      }
      const ours = placeholdersOf(textsOf(theirs).join(" ")).join(", ");
      const said = placeholdersOf(textsOf(mine).join(" ")).join(", ");
      if (ours !== said) {
        problems.push(`${lang}: ${path} names {${said}}, ${reference.lang} names {${ours}}`);
      }
    }
    for (const path of words.keys()) {
      if (!reference.words.has(path) && !ITEM.test(path)) problems.push(`${lang}: ${path} is not in ${reference.lang}`);
    }
  }
  return problems;
}
