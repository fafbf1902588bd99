import type { PostSummary, SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { longDate } from "../format.ts";
import { Photo } from "../photo.tsx";

export type PostLook = {
  list: string;
  item: string;
  photo: string;
  image: string;
  title: string;
  date: string;
  excerpt: string;
  more: string;
};

/** Posts as cards: cover, date, title (the link), excerpt. */
export function PostList({
  site,
  posts,
  t,
  look,
  sizes,
  headingLevel = 2,
}: {
  site: SiteView;
  posts: PostSummary[];
  t: ThemeStrings;
  look: PostLook;
  sizes: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={look.list}>
      {posts.map((post) => (
        <li key={post.slug} className={look.item}>
          {post.cover && (
            <Photo photo={{ ...post.cover, alt: "" }} sizes={sizes} className={look.photo} imgClassName={look.image} />
          )}
          <p className={look.date}>
            <time dateTime={post.publishedAt}>{longDate(post.publishedAt, site.lang)}</time>
          </p>
          <Heading className={look.title}>
            <a href={post.path}>{post.title}</a>
          </Heading>
          {post.excerpt && <p className={look.excerpt}>{post.excerpt}</p>}
          <a href={post.path} className={look.more}>
            {t.blog.readMore}
            <span className="sr-only">: {post.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
