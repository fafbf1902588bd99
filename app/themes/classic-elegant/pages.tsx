import { longDate } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { RichText } from "../kit/rich-text.tsx";
import { Cameo, MatPhoto } from "./frames.tsx";
import { paragraphs } from "./home-page.tsx";
import { Flourish } from "./ornaments.tsx";
import { PageHeading } from "./parts.tsx";
import { ce } from "./tokens.ts";
import { UnitFacilities } from "./unit-sections.tsx";

export function AboutPage(props: ThemePageProps) {
  const { data, t } = props;
  const { about, intro } = data.site;
  return (
    <>
      <PageHeading label={t.nav.about} title={about.title || t.nav.about} />
      {about.hostPhoto && (
        <figure className="mx-auto mb-16 w-48 text-center md:w-56">
          <Cameo photo={about.hostPhoto} sizes="14rem" />
          {about.hostNames && (
            <figcaption className="mt-7">
              <span className={`block ${ce.capsMuted}`}>{t.about.hosts}</span>
              <span className="mt-1 block font-(family-name:--font-heading) text-xl text-[#1f1d1a]">
                {about.hostNames}
              </span>
            </figcaption>
          )}
        </figure>
      )}
      <div className={`${ce.column} pb-24 md:pb-32`}>
        {about.story ? (
          <RichText doc={about.story} className={`${ce.prose} ${ce.openingLine}`} />
        ) : (
          <div className={`${ce.openingLine} space-y-6`}>
            {paragraphs(intro).map((p) => (
              <p key={p} className={ce.body}>
                {p}
              </p>
            ))}
          </div>
        )}
        <Flourish className="mx-auto mt-16" />
      </div>
    </>
  );
}

export function FacilitiesPage(props: ThemePageProps) {
  const { data, t } = props;
  const { units } = data.site;
  return (
    <>
      <PageHeading label={data.site.name} title={t.nav.facilities} />
      {units.map((unit, i) => (
        <section
          key={unit.id}
          aria-labelledby={`unit-${unit.slug}`}
          className={`py-16 md:py-24 ${i % 2 === 1 ? ce.ecru : ""} ${i === 0 ? "pt-4! md:pt-8!" : ""}`}
        >
          <div className={ce.container}>
            {units.length > 1 ? (
              <div className="mb-12 text-center">
                <p className={ce.caps}>{t.unitTypes[unit.type]}</p>
                <h2 id={`unit-${unit.slug}`} className={`${ce.h2} mt-3`}>
                  <a href={unit.path} className="underline-offset-8 hover:text-(--accent) hover:underline">
                    {unit.name}
                  </a>
                </h2>
              </div>
            ) : (
              <h2 id={`unit-${unit.slug}`} className="sr-only">
                {unit.name}
              </h2>
            )}
            <UnitFacilities unit={unit} t={t} headingLevel={3} />
          </div>
        </section>
      ))}
    </>
  );
}

export function BlogPostPage(props: ThemePageProps) {
  const { data, t } = props;
  const post = data.post;
  if (!post) return null;
  return (
    <article className="pb-24 md:pb-32">
      <div className={`${ce.column} pt-12 text-center md:pt-16`}>
        <p>
          <a href={data.site.paths.blog} className={ce.link}>
            <span aria-hidden="true">‹ </span>
            {t.blog.back}
          </a>
        </p>
        <p className={`${ce.capsMuted} mt-12`}>
          {t.blog.published} <time dateTime={post.publishedAt}>{longDate(post.publishedAt, data.site.lang)}</time>
        </p>
        <h1 className={`${ce.h1} mt-4 md:text-[3.4rem]`}>{post.title}</h1>
        <Flourish className="mx-auto mt-7" />
      </div>
      {post.cover && (
        <div className={`${ce.container} mt-12 md:mt-16`}>
          <MatPhoto
            photo={post.cover}
            sizes="(min-width: 1152px) 1000px, 92vw"
            priority
            shape="aspect-[3/2]"
            className="mx-auto max-w-5xl"
          />
        </div>
      )}
      <div className={`${ce.column} mt-14 md:mt-16`}>
        {post.excerpt && (
          <p className="text-center font-(family-name:--font-heading) text-xl leading-relaxed text-[#1f1d1a] md:text-[1.45rem]">
            {post.excerpt}
          </p>
        )}
        {post.body && (
          <RichText doc={post.body} className={`${ce.prose} ${ce.openingLine} ${post.excerpt ? "mt-12" : ""}`} />
        )}
        <Flourish className="mx-auto mt-16" />
        <p className="mt-10 text-center">
          <a href={data.site.paths.blog} className={ce.link}>
            <span aria-hidden="true">‹ </span>
            {t.blog.back}
          </a>
        </p>
      </div>
    </article>
  );
}
