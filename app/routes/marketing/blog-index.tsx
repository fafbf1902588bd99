import { blogContent } from "../../../content/blog/index.ts";
import { listBlogPosts } from "../../../modules/blog/blog-posts.ts";
import { readingMinutesBySlug } from "../../../modules/blog/reading-time.ts";
import { LOCALES } from "../../../modules/i18n/languages.ts";
import { absoluteUrl, blogPostPath, pagePath } from "../../../modules/i18n/route-table.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { PostCard } from "../../components/marketing/blog/post-card.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { PageHero, Section } from "../../components/ui/section.tsx";
import { services } from "../../context.ts";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import { marketingMeta, pageAlternates, rootData } from "../../seo/page-meta.ts";
import type { Route } from "./+types/blog-index";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const { db } = services(context);
  const [posts, minutes, plan] = await Promise.all([
    listBlogPosts(db, lang),
    readingMinutesBySlug(db, lang),
    getPlan(db),
  ]);
  const content = withPlanFigures(blogContent[lang], plan, lang);
  return {
    lang,
    page: "blog" as const,
    title: content.index.metaTitle,
    description: content.index.metaDescription,
    content,
    posts: posts.map((p) => ({
      slug: p.slug,
      href: blogPostPath(p.slug, lang),
      title: p.title,
      excerpt: p.excerpt,
      authorName: p.authorName,
      publishedAt: p.publishedAt.toISOString(),
      minutes: minutes[p.slug] ?? 1,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { lang, title, description, posts } = loaderData;
  const { origin } = rootData(matches);
  return marketingMeta({
    matches,
    lang,
    title,
    description,
    alternates: pageAlternates("blog"),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: title,
        description,
        url: absoluteUrl(origin, pagePath("blog", lang)),
        inLanguage: LOCALES[lang],
        blogPost: posts.map((p) => ({
          "@type": "BlogPosting",
          headline: p.title,
          url: absoluteUrl(origin, p.href),
          datePublished: p.publishedAt,
          author: { "@type": "Person", name: p.authorName },
        })),
      },
    ],
  });
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { content, posts } = loaderData;
  return (
    <>
      <PageHero eyebrow={content.index.eyebrow} title={content.index.title} lead={content.index.lead} />
      <Section className="pt-4 md:pt-8">
        {posts.length === 0 ? (
          <p className="mx-auto max-w-xl text-center text-lg text-slate-700">{content.index.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {posts.map((post, i) => (
              <li key={post.slug}>
                <PostCard post={post} index={i} publishedOnLabel={content.post.publishedOn} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <CtaBand title={content.index.cta.title} body={content.index.cta.body} />
    </>
  );
}
