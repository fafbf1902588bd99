import { data } from "react-router";
import { DEFAULT_LANG, isLang, type Lang } from "../../modules/i18n/languages.ts";
import type { AppServices } from "../context.ts";
import { resources, type UiStrings } from "./ui/resources.ts";
import type { UiBundle } from "./use-i18n.tsx";

const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;
type PluralBase<K extends string> = K extends `${infer Base}_${(typeof PLURAL_SUFFIXES)[number]}` ? Base : K;

/** A part of the interface strings: a namespace, a group in it or one text (plural forms together). */
export type UiPath<T = UiStrings, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string | readonly string[]
    ? `${Prefix}${PluralBase<K>}`
    : `${Prefix}${K}` | UiPath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** What the last-resort error page (app/root.tsx) says; every surface carries it. */
const ERROR_PAGE: readonly UiPath[] = [
  "notFound.title",
  "notFound.body",
  "notFound.home",
  "serverError.title",
  "serverError.body",
];

/**
 * The strings each hydrated surface of the signed-in app is given, in the user's language:
 * its own texts and the few shared ones it shows. app/i18n/surface-strings.test.ts checks
 * that every key the surface's code names is here.
 */
export const SURFACE_STRINGS = {
  /** /login, /login/reset, /login/two-factor */
  account: [
    ...ERROR_PAGE,
    "auth",
    "errors.required",
    "errors.tooLong",
    "errors.oneLine",
    "errors.email",
    "errors.phone",
    "form.sending",
    "form.optional",
    "form.errorSummary",
    "nav.language",
    "footer.privacy",
    "footer.terms",
    "languageNames",
  ],
  /** /onboarding, /domain-setup */
  onboarding: [
    ...ERROR_PAGE,
    "onboarding",
    "auth.signOut",
    "form.propertyTypes",
    "form.sending",
    "form.optional",
    "form.errorSummary",
    "languageNames",
  ],
  /** /dashboard/* (its custom-domain page shares the onboarding's domain texts) */
  dashboard: [
    ...ERROR_PAGE,
    "dashboard",
    "onboarding.domains",
    "onboarding.theme.newTab",
    "auth.signOut",
    "auth.errors",
    "auth.weakPassword",
    "auth.fields",
    "errors.required",
    "errors.tooLong",
    "errors.oneLine",
    "errors.choice",
    "errors.email",
    "errors.phone",
    "form.sending",
    "form.optional",
    "form.errorSummary",
    "languageNames",
  ],
  /** /admin/* */
  admin: [
    ...ERROR_PAGE,
    "admin",
    "form",
    "errors",
    "auth.fields.showPassword",
    "auth.fields.hidePassword",
    "auth.fields.passwordHint",
  ],
} satisfies Record<string, readonly UiPath[]>;

export type Surface = keyof typeof SURFACE_STRINGS;

type Tree = Record<string, unknown>;

/** The part of `source` at `path`, copied into `target`: a subtree, or a text with its plural forms. */
function copyPath(source: Tree, target: Tree, path: string): void {
  const segments = path.split(".");
  const last = segments.pop() ?? "";
  let from: unknown = source;
  let to = target;
  for (const segment of segments) {
    from = (from as Tree | undefined)?.[segment];
    to[segment] ??= {};
    to = to[segment] as Tree;
  }
  const names = [last, ...PLURAL_SUFFIXES.map((suffix) => `${last}_${suffix}`)];
  let found = false;
  for (const name of names) {
    const value = (from as Tree | undefined)?.[name];
    if (value === undefined) continue;
    to[name] = typeof value === "object" ? structuredClone(value) : value;
    found = true;
  }
  if (!found) throw new Error(`No interface strings at "${path}"`);
}

const bundles = new Map<string, UiBundle>();

function pick(lang: Lang, name: string, paths: readonly UiPath[]): UiBundle {
  const key = `${name}:${lang}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    const strings: Tree = {};
    for (const path of paths) copyPath(resources[lang], strings, path);
    bundle = { lang, strings };
    bundles.set(key, bundle);
  }
  return bundle;
}

/** The strings of a surface in one language, made once and shared by every request. */
export function uiBundle(lang: Lang, surface: Surface): UiBundle {
  return pick(lang, surface, SURFACE_STRINGS[surface]);
}

/** Only the last-resort error page's strings: for a refusal outside every surface. */
export function errorPageStrings(lang: Lang): UiBundle {
  return pick(lang, "error-page", ERROR_PAGE);
}

type ThrownData = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isThrownData(error: unknown): error is ThrownData {
  return (error as ThrownData | null)?.type === "DataWithResponseInit";
}

/**
 * Runs the loader of a surface's layout and adds its strings in the user's language (`ui`),
 * which the document provides to every component below (app/root.tsx). What the loader
 * throws carries them too, so the layout's error page can speak: a refusal whose data names
 * the language (an owner in the admin area) in that language, anything unexpected is logged
 * and answered with a 500 in the default language. Redirects pass through.
 */
export async function withSurfaceStrings<T extends { lang: Lang }>(
  surface: Surface,
  log: AppServices["log"],
  load: () => Promise<T> | T,
): Promise<T & { ui: UiBundle }> {
  let loaded: T;
  try {
    loaded = await load();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isThrownData(error)) {
      const thrown = (error.data ?? {}) as { lang?: unknown };
      const lang = isLang(thrown.lang) ? thrown.lang : DEFAULT_LANG;
      throw data({ ...thrown, ui: uiBundle(lang, surface) }, error.init ?? undefined);
    }
    log.error({ err: error }, `${surface} layout failed`);
    throw data({ ui: uiBundle(DEFAULT_LANG, surface) }, { status: 500 });
  }
  return { ...loaded, ui: uiBundle(loaded.lang, surface) };
}
