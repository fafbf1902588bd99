import { ArrowLeft, CalendarDays } from "lucide-react";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { StayNotes } from "../kit/blocks/stay-notes.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { longDate } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { RichText } from "../kit/rich-text.tsx";
import { facilityLook, factsLook, stayNotesLook } from "./look.tsx";
import { Horizon, Wave } from "./ornaments.tsx";
import { PageHeading } from "./sections.tsx";
import { fc } from "./tokens.ts";

/** The hosts' portrait in a round porthole, their names below. */
function HostPortrait({ data, t }: ThemePageProps) {
  const { about } = data.site;
  if (!about.hostPhoto && !about.hostNames) return null;
  return (
    <figure className="mx-auto w-full max-w-[18rem] text-center">
      {about.hostPhoto && (
        <Photo
          photo={about.hostPhoto}
          sizes="18rem"
          className="block aspect-square overflow-hidden rounded-full bg-[#dcecf0] ring-[10px] ring-white shadow-[0_30px_60px_-30px_rgba(14,60,80,0.6)]"
          imgClassName={fc.image}
        />
      )}
      {about.hostNames && (
        <figcaption className="mt-6">
          <span className="block text-sm font-semibold text-[#4d6673]">{t.about.hosts}</span>
          <span className={`${fc.display} mt-0.5 block text-2xl`}>{about.hostNames}</span>
        </figcaption>
      )}
    </figure>
  );
}

export function AboutPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const { about } = site;
  const photo = site.gallery[0];
  return (
    <>
      <PageHeading label={t.nav.about} title={about.title || t.nav.about} />
      <div className={`${fc.container} mt-12 grid gap-14 md:mt-16 lg:grid-cols-12 lg:gap-16`}>
        <div className="lg:col-span-8">
          {about.story ? (
            <RichText
              doc={about.story}
              className={`${fc.prose} max-w-[65ch] [&>p:first-child]:text-lg [&>p:first-child]:text-[#0e2a38] md:[&>p:first-child]:text-xl`}
            />
          ) : (
            <p className={`${fc.text} whitespace-pre-line`}>{site.intro}</p>
          )}
        </div>
        <aside className="lg:col-span-4">
          <div className="space-y-10 lg:sticky lg:top-8">
            <HostPortrait {...props} />
            {!about.hostPhoto && photo && (
              <Photo
                photo={photo}
                sizes="(min-width: 1024px) 340px, 100vw"
                className={`${fc.frame} aspect-[4/5] ${fc.softShadow}`}
                imgClassName={fc.image}
              />
            )}
          </div>
        </aside>
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
          className={`${fc.container} ${i === 0 ? "mt-12 md:mt-16" : "mt-20 md:mt-28"}`}
        >
          <div className="flex flex-wrap items-center gap-5">
            {unit.cover && (
              <Photo
                photo={{ ...unit.cover, alt: "" }}
                sizes="96px"
                className="block size-20 shrink-0 overflow-hidden rounded-full bg-[#dcecf0] ring-4 ring-(--accent)/15 md:size-24"
                imgClassName={fc.image}
              />
            )}
            <div>
              <p className="text-sm font-bold text-(--accent)">{t.unitTypes[unit.type]}</p>
              <h2 id={`unit-${unit.slug}`} className={`${fc.h2} mt-1`}>
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
      <div className={fc.mist}>
        <header className={`${fc.column} pt-10 text-center md:pt-16 ${post.cover ? "pb-28 md:pb-44" : "pb-8"}`}>
          <p>
            <a
              href={data.site.paths.blog}
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-[#0e2a38] shadow-sm hover:text-(--accent)"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.blog.back}
            </a>
          </p>
          <h1
            className={`${fc.display} mt-8 text-[2.3rem] leading-[1.1] tracking-[-0.02em] text-balance md:text-[3.4rem]`}
          >
            {post.title}
          </h1>
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-(--accent)/10 px-3.5 py-1.5 text-sm font-bold text-(--accent)">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t.blog.published} <time dateTime={post.publishedAt}>{longDate(post.publishedAt, data.site.lang)}</time>
          </p>
        </header>
      </div>
      <Wave flip className="-mt-px text-[#ecf5f7]" />
      {post.cover && (
        <div className={`${fc.columnWide} relative -mt-28 md:-mt-44`}>
          <Photo
            photo={post.cover}
            sizes="(min-width: 1024px) 960px, 100vw"
            priority
            className={`${fc.frame} aspect-[3/2] md:rounded-[2.75rem] ${fc.softShadow}`}
            imgClassName={fc.image}
          />
        </div>
      )}
      <div className={`${fc.column} mt-12 md:mt-16`}>
        {post.excerpt && (
          <p className="font-(family-name:--font-heading) text-xl leading-relaxed font-semibold text-[#0e2a38] md:text-2xl">
            {post.excerpt}
          </p>
        )}
        {post.body && <RichText doc={post.body} className={`${fc.prose} ${post.excerpt ? "mt-10" : ""}`} />}
        <Horizon className="mt-16" sunAt="50%" />
      </div>
    </article>
  );
}
