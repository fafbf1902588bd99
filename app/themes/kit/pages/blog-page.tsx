import { PostList } from "../blocks/post-list.tsx";
import { EmptyNote } from "../parts/empty-note.tsx";
import type { KitPageProps } from "../theme.ts";

/** The site's posts, newest first. */
export function BlogPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const { look, PageHeading } = theme;
  return (
    <>
      <PageHeading {...props} label={data.site.name} title={t.nav.blog} intro={t.blog.intro} />
      <div className={look.blog.body}>
        {data.site.posts.length === 0 ? (
          <EmptyNote look={look.empty}>{t.blog.empty}</EmptyNote>
        ) : (
          <PostList
            site={data.site}
            posts={data.site.posts}
            t={t}
            look={look.blog.post ?? look.post}
            sizes={look.blog.sizes}
          />
        )}
      </div>
    </>
  );
}
