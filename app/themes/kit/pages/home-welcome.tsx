import { ArrowRight } from "lucide-react";
import { UnitFacts } from "../blocks/unit-facts.tsx";
import { fill } from "../format.ts";
import type { ThemePageProps } from "../page-data.ts";
import type { HomeSectionsLook, HomeWelcomeLook } from "../theme.ts";

/**
 * The home page's welcome: the hosts' portrait (or the theme's photos) beside or above the
 * words: the small line and the title of the hosts' story, the site's introduction, a single
 * unit's facts, the way to the about page and, where the theme shows it, to the single unit.
 */
export function HomeWelcome({
  look,
  Heading,
  number,
  ...props
}: ThemePageProps & { look: HomeWelcomeLook; Heading: HomeSectionsLook["Heading"]; number: number }) {
  const { data, t } = props;
  const { site } = data;
  const single = site.units.length === 1 ? site.units[0] : undefined;
  const portrait = look.portrait?.(props);
  const hasPortrait = portrait !== null && portrait !== undefined && portrait !== false;
  // The hero's title is the site's name: without a title of the owner's this one is "About
  // us", with the name as its small line, so no heading says the name twice.
  const title = site.about.title || t.nav.about;
  const label = site.about.title ? t.nav.about : site.name;
  const own = look.heading;
  const words = (
    <>
      {own ? (
        <>
          <own.Label>{label}</own.Label>
          <h2 id="welcome-heading" className={own.title}>
            {title}
          </h2>
        </>
      ) : (
        <Heading id="welcome-heading" number={number} label={label} title={title} />
      )}
      {site.intro && look.intro(site.intro)}
      {single && look.facts && (
        <UnitFacts look={look.facts.look} unit={single} t={t} className={look.facts.className} />
      )}
      <p className={look.more.className}>
        {single && look.more.unit !== undefined && (
          <a href={single.path} className={look.more.unit}>
            {fill(t.home.viewUnit, { name: single.name })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        )}
        <a href={site.paths.about} className={look.more.link}>
          {t.home.about}
          {look.more.arrow && <ArrowRight aria-hidden="true" className="size-4" />}
        </a>
      </p>
    </>
  );
  return (
    <section aria-labelledby="welcome-heading" className={look.section}>
      {!look.portraitLast && portrait}
      {look.words ? <div className={look.words(hasPortrait)}>{words}</div> : words}
      {look.portraitLast && portrait}
    </section>
  );
}
