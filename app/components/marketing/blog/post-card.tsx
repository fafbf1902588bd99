import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { PostMeta } from "./post-meta.tsx";

export type PostCardData = {
  slug: string;
  href: string;
  title: string;
  excerpt: string;
  authorName: string;
  publishedAt: string;
  minutes: number;
};

const accents = ["from-pine-600 to-pine-400", "from-coral-600 to-coral-500", "from-sand-300 to-sand-200"];

/**
 * One article in the blog list. The title is the link; it covers the whole card, so the
 * card is one big click target while screen readers hear a single, meaningful link.
 */
export function PostCard({
  post,
  index,
  publishedOnLabel,
}: {
  post: PostCardData;
  index: number;
  publishedOnLabel: string;
}) {
  const { t } = useI18n();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-pine-100 transition-shadow focus-within:ring-2 focus-within:ring-coral-600 hover:shadow-lg">
      <div aria-hidden="true" className={cn("h-2 bg-gradient-to-r", accents[index % accents.length])} />
      <div className="flex flex-1 flex-col p-6 md:p-8">
        <PostMeta
          authorName={post.authorName}
          publishedAt={post.publishedAt}
          minutes={post.minutes}
          publishedOnLabel={publishedOnLabel}
          showAuthor={false}
        />
        <h2 className="mt-4 font-display text-2xl leading-snug font-semibold text-pine-950">
          <Link to={post.href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
        <p aria-hidden="true" className="mt-6 flex items-center gap-2 font-semibold text-coral-700">
          {t("blog.readMore")}
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
