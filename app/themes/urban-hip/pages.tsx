import { ArrowLeft, ArrowUpRight } from "lucide-react";
import { contactPath, longDate } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { PageHeading, pageNumber } from "./parts.tsx";
import { twoDigits, uh } from "./tokens.ts";
import { UnitFacilities } from "./unit-page.tsx";

export function AboutPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const { about } = site;
  return (
    <>
      <PageHeading {...props} label={t.nav.about} title={about.title || t.nav.about} />
      <div className={`${uh.container} grid gap-12 md:grid-cols-12`}>
        <aside className="md:col-span-4">
          {about.hostPhoto && (
            <div className="group max-w-xs md:max-w-none">
              <Photo
                photo={about.hostPhoto}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="block aspect-[4/5] overflow-hidden bg-[#181818]"
                imgClassName={`h-full w-full object-cover ${uh.photoHover}`}
              />
            </div>
          )}
          {about.hostNames && (
            <p className={`border-b ${uh.line} ${about.hostPhoto ? "mt-4" : ""} pb-4`}>
              <span className={`${uh.label} block`}>{t.about.hosts}</span>
              <span className="mt-2 block font-(family-name:--font-heading) text-2xl font-bold uppercase tracking-[-0.01em]">
                {about.hostNames}
              </span>
            </p>
          )}
        </aside>
        <div className="md:col-span-7 md:col-start-6">
          {about.story ? (
            <RichText doc={about.story} className={uh.prose} />
          ) : (
            <p className={`${uh.body} whitespace-pre-line`}>{site.intro}</p>
          )}
          <p className="mt-12">
            <a href={site.paths.book} className={uh.button}>
              {t.home.checkAvailability}
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </a>
          </p>
        </div>
      </div>
    </>
  );
}

export function FacilitiesPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const many = site.units.length > 1;
  return (
    <>
      <PageHeading {...props} label={site.name} title={t.nav.facilities} />
      <div className={`${uh.container} space-y-20 md:space-y-28`}>
        {site.units.map((unit, i) => (
          <section key={unit.id} aria-labelledby={`unit-${unit.slug}`}>
            {many ? (
              <div className={`mb-10 flex flex-wrap items-end justify-between gap-6 border-t ${uh.line} pt-5`}>
                <div>
                  <p className={uh.label}>
                    <span className="text-(--accent)">{twoDigits(i + 1)}</span> / {t.unitTypes[unit.type]}
                  </p>
                  <h2 id={`unit-${unit.slug}`} className={`${uh.h2} mt-6`}>
                    <a href={unit.path} className="hover:text-(--accent)">
                      {unit.name}
                    </a>
                  </h2>
                </div>
                <a href={contactPath(site, unit.slug)} className={uh.link}>
                  {t.unit.enquire}
                </a>
              </div>
            ) : (
              <h2 id={`unit-${unit.slug}`} className="sr-only">
                {unit.name}
              </h2>
            )}
            <UnitFacilities unit={unit} t={t} />
          </section>
        ))}
      </div>
    </>
  );
}

export function BlogPostPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const post = data.post;
  if (!post) return null;
  return (
    <article>
      <div className={`${uh.container} pt-14 pb-12 md:pt-24`}>
        <p>
          <a
            href={site.paths.blog}
            className={`${uh.link} inline-flex items-center gap-2 no-underline hover:underline`}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.blog.back}
          </a>
        </p>
        <p className={`${uh.label} mt-10`}>
          <span className="text-(--accent)">{pageNumber(site, "blog")}</span> / {t.blog.published}{" "}
          <time dateTime={post.publishedAt}>{longDate(post.publishedAt, site.lang)}</time>
        </p>
        <h1
          className={`mt-5 max-w-5xl font-(family-name:--font-heading) text-4xl leading-[0.98] font-bold tracking-[-0.03em] break-words hyphens-auto md:text-7xl`}
        >
          {post.title}
        </h1>
      </div>
      {post.cover && (
        <Photo
          photo={post.cover}
          sizes="100vw"
          priority
          className="block aspect-[4/3] w-full overflow-hidden bg-[#181818] md:aspect-[21/9]"
          imgClassName="h-full w-full object-cover"
        />
      )}
      <div className={`${uh.container} grid gap-10 pt-14 md:grid-cols-12 md:pt-20`}>
        {post.excerpt && (
          <p className={`${uh.lead} md:col-span-4`}>
            <span className="block border-t-4 border-(--accent) pt-5">{post.excerpt}</span>
          </p>
        )}
        <div className="md:col-span-7 md:col-start-6">
          {post.body && <RichText doc={post.body} className={uh.prose} />}
        </div>
      </div>
    </article>
  );
}
