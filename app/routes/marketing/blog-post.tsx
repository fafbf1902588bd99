import { data } from "react-router";
import { blogContent } from "../../../content/blog/index.ts";
import { blogTranslations, findBlogPost } from "../../../modules/blog/blog-posts.ts";
import { readingMinutes } from "../../../modules/blog/reading-time.ts";
import { LANGUAGES, type Lang, LOCALES, langFromPath } from "../../../modules/i18n/languages.ts";
import { absoluteUrl, blogPostPath, pagePath } from "../../../modules/i18n/route-table.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { Breadcrumb } from "../../components/marketing/blog/breadcrumb.tsx";
import { PostMeta } from "../../components/marketing/blog/post-meta.tsx";
import { CtaBand } from "../../components/marketing/cta-band.tsx";
import { services } from "../../context.ts";
import { translator, useI18n } from "../../i18n/i18n.tsx";
import { pageOf } from "../../lib/page-request.ts";
import { withPlanFigures } from "../../lib/plan-copy.ts";
import { renderPostBody } from "../../lib/render-post-body.tsx";
import { marketingMeta, rootData } from "../../seo/page-meta.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang } = pageOf(url);
  const { db } = services(context);
  const post = await findBlogPost(db, lang, params.slug);
  if (!post) throw data(null, { status: 404 });

  const [translations, plan] = await Promise.all([blogTranslations(db, post.translationKey), getPlan(db)]);
  // The same article in every language it exists in: the language switch and hreflang follow these.
  const alternates: Partial<Record<Lang, string>> = {};
  for (const l of LANGUAGES) {
    const slug = translations[l];
    if (slug) alternates[l] = blogPostPath(slug, l);
  }

  return {
    lang,
    page: "blogPost" as const,
    title: post.title,
    description: post.excerpt,
    alternates,
    content: withPlanFigures(blogContent[lang].post, plan, lang),
    post: {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      authorName: post.authorName,
      publishedAt: post.publishedAt.toISOString(),
      minutes: readingMinutes(post.body),
    },
  };
}

/** An article by the team is by the organisation; one by a named writer is by a person. */
function authorJsonLd(name: string, origin: string) {
  return name.includes("VayVista") ? { "@type": "Organization", name, url: `${origin}/` } : { "@type": "Person", name };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) {
    // No such article: the layout shows the not-found page, this gives it a title.
    const lang = langFromPath(location.pathname);
    const t = translator(lang);
    return marketingMeta({
      matches,
      lang,
      title: t("notFound.title"),
      description: t("notFound.metaDescription"),
      alternates: {},
      noindex: true,
    });
  }
  const { lang, title, description, alternates, post } = loaderData;
  const { origin } = rootData(matches);
  const url = absoluteUrl(origin, blogPostPath(post.slug, lang));
  const t = translator(lang);
  const tags = marketingMeta({
    matches,
    lang,
    title,
    description,
    alternates,
    ogType: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.publishedAt,
        author: authorJsonLd(post.authorName, origin),
        publisher: { "@type": "Organization", name: "VayVista", logo: `${origin}/logo.svg` },
        inLanguage: LOCALES[lang],
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        url,
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: t("nav.home"), item: absoluteUrl(origin, pagePath("home", lang)) },
          {
            "@type": "ListItem",
            position: 2,
            name: t("footer.blog"),
            item: absoluteUrl(origin, pagePath("blog", lang)),
          },
          { "@type": "ListItem", position: 3, name: post.title, item: url },
        ],
      },
    ],
  });
  return [...tags, { property: "article:published_time", content: post.publishedAt }];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { content, post } = loaderData;
  const { lang, t } = useI18n();
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-pine-50 to-white pt-10 pb-10 md:pt-14 md:pb-12">
          <div className="container-page max-w-3xl">
            <Breadcrumb
              label={content.breadcrumbLabel}
              crumbs={[
                { label: t("nav.home"), to: pagePath("home", lang) },
                { label: t("blog.back"), to: pagePath("blog", lang) },
                { label: post.title },
              ]}
            />
            <h1 className="mt-8 font-display text-4xl leading-tight font-semibold text-pine-950 md:text-5xl">
              {post.title}
            </h1>
            <p className="mt-5 text-lg text-slate-700 md:text-xl">{post.excerpt}</p>
            <PostMeta
              className="mt-6"
              authorName={post.authorName}
              publishedAt={post.publishedAt}
              minutes={post.minutes}
              publishedOnLabel={content.publishedOn}
            />
          </div>
        </header>
        <div className="container-page max-w-3xl pb-16 text-lg leading-relaxed text-slate-800 md:pb-24">
          {renderPostBody(post.body)}
        </div>
      </article>
      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
