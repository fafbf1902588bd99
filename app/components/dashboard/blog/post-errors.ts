import type { TFunction } from "i18next";
import type { PostFieldErrors } from "../../../../modules/site-blog/post-limits.ts";

/** Field name → its problem in the owner's language. */
export function postErrorMessages(t: TFunction, errors: PostFieldErrors | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors ?? {})) {
    out[field] = t(`dashboard.blog.errors.${error.key}`, error.params ?? {});
  }
  return out;
}
