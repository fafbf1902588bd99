import { ArrowLeft, CalendarDays } from "lucide-react";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { StayNotes } from "../kit/blocks/stay-notes.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { longDate } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { facilityLook, factsLook, stayNotesLook } from "./look.tsx";
import { Squiggle } from "./ornaments.tsx";
import { PageHeading, pagePath } from "./parts.tsx";
import { wc } from "./tokens.ts";

/** The host's portrait in an arch, a drawn arch behind it, the names below. */
function HostPortrait({ data, t, sizes }: ThemePageProps & { sizes: string }) {
  const { about } = data.site;
  if (!about.hostPhoto && !about.hostNames) return null;
  return (
    <figure className="mx-auto w-full max-w-[20rem]">
      {about.hostPhoto && (
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute inset-0 translate-x-3 translate-y-3 rounded-t-[999px] rounded-b-[1.75rem] border-2 border-(--accent)/40"
          />
          <Photo
            photo={about.hostPhoto}
            sizes={sizes}
            className={`${wc.arch} relative aspect-[4/5]`}
            imgClassName={wc.image}
          />
        </div>
      )}
      {about.hostNames && (
        <figcaption className="mt-7 text-center">
          <span className="block text-sm font-semibold text-[#6f5847]">{t.about.hosts}</span>
          <span className="mt-0.5 block font-(family-name:--font-heading) text-xl font-semibold text-[#3a2a1f]">
            {about.hostNames}
          </span>
        </figcaption>
      )}
    </figure>
  );
}

export function AboutPage(props: ThemePageProps) {
  const { data, t } = props;
  const { about } = data.site;
  return (
    <>
      <PageHeading label={t.nav.about} title={about.title || t.nav.about} />
      <div className={`${wc.container} mt-14 grid gap-14 md:mt-20 md:grid-cols-12 md:gap-16`}>
        <aside className="md:order-2 md:col-span-4">
          <div className="md:sticky md:top-8">
            <HostPortrait {...props} sizes="(min-width: 768px) 320px, 20rem" />
          </div>
        </aside>
        <div className="md:col-span-8">
          {about.story ? (
            <RichText doc={about.story} className={`${wc.prose} ${wc.dropCap} max-w-[65ch]`} />
          ) : (
            <p className={`${wc.body} whitespace-pre-line`}>{data.site.intro}</p>
          )}
          <Squiggle className="mt-12 opacity-70" />
        </div>
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
          className={`${wc.container} ${i === 0 ? "mt-14 md:mt-20" : "mt-20 md:mt-28"}`}
        >
          <div className="flex flex-wrap items-center gap-5">
            {unit.cover && (
              <Photo
                photo={{ ...unit.cover, alt: "" }}
                sizes="96px"
                className={`${wc.frame} size-20 shrink-0 rounded-[1.5rem] md:size-24`}
                imgClassName={wc.image}
              />
            )}
            <div>
              <p className={wc.chip}>{t.unitTypes[unit.type]}</p>
              <h2 id={`unit-${unit.slug}`} className={`${wc.h2} mt-2`}>
                {units.length > 1 ? (
                  <a href={unit.path} className="hover:text-(--accent)">
                    {unit.name}
                  </a>
                ) : (
                  unit.name
                )}
              </h2>
            </div>
          </div>
          <UnitFacts look={factsLook} unit={unit} t={t} className="mt-7" />
          {unit.facilities.length > 0 && (
            <div className="mt-8">
              <FacilityGroups look={facilityLook} unit={unit} t={t} headingLevel={3} />
            </div>
          )}
          <div className="mt-5">
            <StayNotes look={stayNotesLook} unit={unit} t={t} headingLevel={3} />
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
    <article>
      <header className={`${wc.column} pt-8 text-center md:pt-14`}>
        <p>
          <a
            href={pagePath(data.site, "blog")}
            className="inline-flex items-center gap-2 rounded-full bg-[#f3e7d6] px-4 py-2 text-sm font-bold text-[#3a2a1f] hover:bg-[#eadcc8]"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.blog.back}
          </a>
        </p>
        <h1 className={`${wc.serif} mt-8 text-[2.3rem] leading-[1.1] tracking-[-0.01em] text-balance md:text-[3.4rem]`}>
          {post.title}
        </h1>
        <Squiggle className="mx-auto mt-6" />
        <p className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-[#6f5847]">
          <CalendarDays aria-hidden="true" className="size-4 text-(--accent)" />
          {t.blog.published} <time dateTime={post.publishedAt}>{longDate(post.publishedAt, data.site.lang)}</time>
        </p>
      </header>
      {post.cover && (
        <div className={`${wc.columnWide} mt-10 md:mt-12`}>
          <Photo
            photo={post.cover}
            sizes="(min-width: 1024px) 960px, 100vw"
            priority
            className={`${wc.frame} aspect-[3/2] rounded-[2rem] md:rounded-[2.5rem]`}
            imgClassName={wc.image}
          />
        </div>
      )}
      <div className={`${wc.column} mt-12 md:mt-16`}>
        {post.excerpt && (
          <p className="font-(family-name:--font-heading) text-xl leading-relaxed text-[#3a2a1f] md:text-2xl">
            {post.excerpt}
          </p>
        )}
        {post.body && <RichText doc={post.body} className={`${wc.prose} ${post.excerpt ? "mt-10" : ""}`} />}
        <Squiggle className="mx-auto mt-14 opacity-70" />
      </div>
    </article>
  );
}
