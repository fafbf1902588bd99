import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { PostList, type PostLook } from "./post-list.tsx";

/** The two latest posts as cards under a home page section's heading. */
export function LatestPosts({
  site,
  t,
  look,
  sizes,
}: {
  site: SiteView;
  t: ThemeStrings;
  look: PostLook;
  sizes: string;
}) {
  return <PostList site={site} posts={site.posts.slice(0, 2)} t={t} look={look} sizes={sizes} headingLevel={3} />;
}
