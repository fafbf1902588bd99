import type { z } from "zod";

/**
 * One message for one form field: an i18n KEY (the zod issue's message) and the numbers it
 * interpolates. Shared by the owner and admin forms (onboarding, support, plan), like
 * leadErrors is for the marketing forms.
 */
export type FieldError<K extends string = string> = { key: K; params?: Record<string, number> };
/** Field name (dotted for nested fields, e.g. "promotion.nl") → its first problem. */
export type FieldErrors<K extends string = string> = Record<string, FieldError<K>>;

function numericParams(params: Record<string, unknown> | undefined): Record<string, number> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((e): e is [string, number] => typeof e[1] === "number");
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function issueParams(issue: z.core.$ZodIssue): Record<string, number> | undefined {
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  if (issue.code === "custom") return numericParams(issue.params);
  return undefined;
}

/**
 * The first issue per field. Length limits carry {max} or {min} from the issue itself;
 * refinements carry the params they were declared with (e.g. {min, max} for a range).
 * A message that is not one of `keys` (zod's own text) becomes `fallback`, the "required"
 * key, which takes no parameters (an empty text is "too small" to zod).
 */
export function fieldErrors<K extends string>(
  issues: readonly z.core.$ZodIssue[],
  keys: readonly K[],
  fallback: K,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "form";
    if (errors[field]) continue;
    const key = (keys as readonly string[]).includes(issue.message) ? (issue.message as K) : fallback;
    const params = key === fallback ? undefined : issueParams(issue);
    errors[field] = params ? { key, params } : { key };
  }
  return errors;
}
