import { longDate } from "../format.ts";
import { RichText } from "../rich-text.tsx";
import type { KitPageProps } from "../theme.ts";

/** A post: its title and date, its cover, its excerpt and body. */
export function BlogPostPage({ theme, ...props }: KitPageProps) {
  const { data, t } = props;
  const post = data.post;
  const look = theme.look.blogPost;
  if (!post) return null;
  const back = (
    <a href={data.site.paths.blog} className={look.back}>
      {look.backIcon}
      {t.blog.back}
    </a>
  );
  const date = (
    <p className={look.date}>
      {typeof look.dateIcon === "function" ? look.dateIcon(data.site) : look.dateIcon}
      {t.blog.published} <time dateTime={post.publishedAt}>{longDate(post.publishedAt, data.site.lang)}</time>
    </p>
  );
  const cover = post.cover && look.coverPhoto(post.cover);
  const body = post.body && (
    <RichText
      doc={post.body}
      className={
        look.proseAfterExcerpt === undefined
          ? look.prose
          : `${look.prose} ${post.excerpt ? look.proseAfterExcerpt : ""}`
      }
    />
  );
  const Head = look.headAsDiv ? "div" : "header";
  const head = (
    <Head className={typeof look.head === "string" ? look.head : look.head(post.cover !== null)}>
      <p className={look.backRow}>{back}</p>
      {look.dateFirst && date}
      <h1 className={look.title}>{post.title}</h1>
      {look.afterTitle}
      {!look.dateFirst && date}
    </Head>
  );
  return (
    <article className={look.article}>
      {look.headWrap ? <div className={look.headWrap}>{head}</div> : head}
      {look.afterHead}
      {post.cover && (look.cover ? <div className={look.cover}>{cover}</div> : cover)}
      <div className={look.body}>
        {post.excerpt && (
          <p className={look.excerpt}>
            {look.excerptInner ? <span className={look.excerptInner}>{post.excerpt}</span> : post.excerpt}
          </p>
        )}
        {look.proseWrap ? <div className={look.proseWrap}>{body}</div> : body}
        {look.end}
        {look.backAgain && <p className={look.backAgain}>{back}</p>}
      </div>
    </article>
  );
}
