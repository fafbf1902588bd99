import { ArrowLeft, ScrollText } from "lucide-react";
import { ArrivalTimes } from "../kit/blocks/arrival-times.tsx";
import { FacilityGroups } from "../kit/blocks/facility-groups.tsx";
import { UnitFacts } from "../kit/blocks/unit-facts.tsx";
import { contactPath, longDate } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { RichText } from "../kit/rich-text.tsx";
import { arrivalLook, facilityLook, factsLook } from "./look.tsx";
import { Grove, PineIcon, StitchRule } from "./ornaments.tsx";
import { PageHeading } from "./parts.tsx";
import { Print } from "./prints.tsx";
import { nr } from "./tokens.ts";

export function AboutPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const { about } = site;
  return (
    <>
      <PageHeading label={t.nav.about} title={about.title || t.nav.about} />
      <div className={`${nr.container} mt-14 grid gap-14 md:mt-20 lg:grid-cols-12 lg:gap-16`}>
        <div className="lg:col-span-7">
          {about.story ? (
            <RichText doc={about.story} className={`${nr.prose} max-w-[66ch]`} />
          ) : (
            <p className={`${nr.text} max-w-[66ch] whitespace-pre-line`}>{site.intro}</p>
          )}
        </div>
        <aside aria-label={t.about.hosts} className="lg:col-span-5">
          <div className="mx-auto max-w-sm lg:sticky lg:top-8">
            {about.hostPhoto && (
              <Print
                photo={about.hostPhoto}
                aspect="aspect-square"
                caption={about.hostNames || undefined}
                tiltClass="rotate-2"
                sizes="(min-width: 1152px) 384px, (min-width: 1024px) 33vw, 24rem"
                className="mx-3"
              />
            )}
            <div className={`${nr.card} ${about.hostPhoto ? "mt-10" : ""} p-7 text-center`}>
              <p className="text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase">{t.about.hosts}</p>
              {about.hostNames && !about.hostPhoto && (
                <p className="mt-1 font-(family-name:--font-heading) text-2xl font-bold">{about.hostNames}</p>
              )}
              <p className="mt-5">
                <a href={contactPath(site)} className={nr.link}>
                  {t.contact.form.heading}
                </a>
              </p>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}

export function FacilitiesPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  return (
    <>
      <PageHeading label={site.name} title={t.nav.facilities} />
      {site.units.map((unit, i) => (
        <section
          key={unit.id}
          aria-labelledby={`unit-${unit.slug}`}
          className={`${nr.container} ${i === 0 ? "mt-14 md:mt-20" : "mt-20 md:mt-28"}`}
        >
          {i > 0 && <StitchRule className="mb-16 md:mb-20" />}
          <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-5">
            <div>
              <p className="text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase">{t.unitTypes[unit.type]}</p>
              <h2 id={`unit-${unit.slug}`} className={`${nr.h2} mt-1.5`}>
                {site.units.length > 1 ? (
                  <a href={unit.path} className="hover:text-(--accent) hover:underline">
                    {unit.name}
                  </a>
                ) : (
                  unit.name
                )}
              </h2>
            </div>
            <a href={contactPath(site, unit.slug)} className={nr.ghostButton}>
              {t.unit.enquire}
            </a>
          </div>
          <UnitFacts look={factsLook} unit={unit} t={t} className="mt-7" />
          {unit.facilities.length > 0 && (
            <div className="mt-8">
              <FacilityGroups look={facilityLook} unit={unit} t={t} headingLevel={3} />
            </div>
          )}
          <div className="mt-5 grid items-start gap-5 md:grid-cols-2">
            <div className={`${nr.card} p-6 md:p-7`}>
              <h3 className={`${nr.slab} text-lg`}>{t.unit.arrival}</h3>
              <div className="mt-4">
                <ArrivalTimes look={arrivalLook} unit={unit} t={t} />
              </div>
            </div>
            {unit.houseRules && (
              <div className={`${nr.card} p-6 md:p-7`}>
                <h3 className={`${nr.slab} flex items-center gap-2.5 text-lg`}>
                  <ScrollText aria-hidden="true" className="size-5 text-(--accent)" />
                  {t.unit.houseRules}
                </h3>
                <p className="mt-4 leading-relaxed whitespace-pre-line text-[#4a3d2e]">{unit.houseRules}</p>
              </div>
            )}
          </div>
        </section>
      ))}
    </>
  );
}

export function BlogPostPage(props: ThemePageProps) {
  const { data, t } = props;
  const { site } = data;
  const post = data.post;
  if (!post) return null;
  const back = (
    <a href={site.paths.blog} className={`inline-flex items-center gap-2 ${nr.link}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.blog.back}
    </a>
  );
  return (
    <article>
      <header className={`${nr.column} pt-10 md:pt-14`}>
        <p>{back}</p>
        <p className="mt-10 flex items-center gap-2 text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase">
          <PineIcon className="size-4 text-(--accent)" />
          {t.blog.published} <time dateTime={post.publishedAt}>{longDate(post.publishedAt, site.lang)}</time>
        </p>
        <h1 className="mt-4 font-(family-name:--font-heading) text-[2.25rem] leading-[1.08] font-extrabold tracking-[-0.01em] text-balance break-words hyphens-auto md:text-[3.25rem]">
          {post.title}
        </h1>
        <Grove className="mt-6" />
      </header>
      {post.cover && (
        <div className="mx-auto mt-10 w-full max-w-4xl px-6 sm:px-10">
          <Print
            photo={post.cover}
            aspect="aspect-[3/2]"
            tiltClass="-rotate-1"
            hover={false}
            priority
            sizes="(min-width: 896px) 830px, 92vw"
          />
        </div>
      )}
      <div className={`${nr.column} mt-12`}>
        {post.excerpt && (
          <p className="font-(family-name:--font-heading) text-xl leading-relaxed font-medium md:text-2xl">
            {post.excerpt}
          </p>
        )}
        {post.body && <RichText doc={post.body} className={`${nr.prose} ${post.excerpt ? "mt-8" : ""}`} />}
        <StitchRule className="mt-14" />
        <p className="mt-8">{back}</p>
      </div>
    </article>
  );
}
