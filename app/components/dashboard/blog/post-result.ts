import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import type { RichDoc } from "../../../../modules/rich-text/rich-doc.ts";
import type { PostFieldErrors, PostIntent } from "../../../../modules/site-blog/post-limits.ts";
import type { PostState } from "../../../../modules/site-blog/post-state.ts";

/** What the post page's action answers (a new post is answered with a redirect to its page). */
export type PostActionResult =
  | { ok: true; intent: PostIntent; state: PostState; publishAt: string | null }
  | { ok: false; errors: PostFieldErrors; values: Record<string, string> };

/** A photo to choose as the cover, with its smallest variants. */
export type CoverPhotoOption = {
  id: string;
  src: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
};

/** A post as its edit page shows it. */
export type PostView = {
  id: string;
  slug: string;
  title: Partial<Record<SiteLang, string>>;
  excerpt: Partial<Record<SiteLang, string>>;
  body: Partial<Record<SiteLang, RichDoc>>;
  coverPhotoId: string | null;
  state: PostState;
  /** ISO moment, for display. */
  publishAt: string | null;
  /** The same in Dutch time for the date-time field (YYYY-MM-DDTHH:mm), or "". */
  publishAtLocal: string;
  /** Where guests read it, when they can. */
  liveUrl: string | null;
};
