/**
 * What guests see of a post: nothing (a draft, or scheduled for later) or the post (published,
 * or scheduled and its time has come, as livePosts reads it).
 */
export type PostState = "draft" | "scheduled" | "live";

export function postState(
  post: { status: "draft" | "scheduled" | "published"; publishAt: Date | string | null },
  now: Date = new Date(),
): PostState {
  if (post.status === "draft" || post.publishAt === null) return "draft";
  return new Date(post.publishAt).getTime() <= now.getTime() ? "live" : "scheduled";
}
