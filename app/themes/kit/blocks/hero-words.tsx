import type { LucideIcon } from "lucide-react";
import type { ComponentType, CSSProperties, ReactNode } from "react";
import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";

/** The calls to book on the first screen, in a theme's classes. */
export type HeroCallsLook = {
  /** The row the calls stand in; a `div` where a theme sets two calls side by side, else a `p`. */
  row: string;
  rowTag?: "p" | "div";
  /** The call to check availability, and the arrow after its words. */
  book: string;
  bookIcon?: LucideIcon;
  /** The second call (the units on a site with several, else the hosts' story); none without it. */
  second?: string;
};

/** The first screen's words in a theme's classes: the welcome line, the name, the tagline, the calls. */
export type HeroWordsLook = {
  /** The welcome line's classes, or the theme's own element for it (a trail sign, an eyebrow); none where absent. */
  welcome?: string | ComponentType<{ children: ReactNode }>;
  /** A small drawing before the welcome's words. */
  welcomeMark?: ReactNode;
  name: string;
  /** A drawing between the name and the tagline (a flourish, a squiggle). */
  underName?: ReactNode;
  tagline: string;
  calls: HeroCallsLook;
};

type Words = { site: SiteView; t: ThemeStrings };

/** The call to book, and the second call where the look has one, in their row. */
export function HeroCalls({ site, t, look }: Words & { look: HeroCallsLook }) {
  const Row = look.rowTag ?? "p";
  const Icon = look.bookIcon;
  const several = site.units.length > 1;
  return (
    <Row className={look.row}>
      <a href={site.paths.book} className={look.book}>
        {t.home.checkAvailability}
        {Icon && <Icon aria-hidden="true" className="size-4" />}
      </a>
      {look.second && (
        <a href={several ? "#units-heading" : site.paths.about} className={look.second}>
          {several ? t.home.units : t.home.about}
        </a>
      )}
    </Row>
  );
}

/** The welcome line over the name. */
export function HeroWelcome({ t, look }: { t: ThemeStrings; look: Pick<HeroWordsLook, "welcome" | "welcomeMark"> }) {
  if (look.welcome === undefined) return null;
  if (typeof look.welcome !== "string") {
    const Welcome = look.welcome;
    return <Welcome>{t.home.welcome}</Welcome>;
  }
  return (
    <p className={look.welcome}>
      {look.welcomeMark}
      {t.home.welcome}
    </p>
  );
}

/** The site's name, the page's one h1; `style` for a size fitted to the name's length. */
export function HeroName({ site, className, style }: { site: SiteView; className: string; style?: CSSProperties }) {
  return (
    <h1 className={className} style={style}>
      {site.name}
    </h1>
  );
}

/** The tagline, where the owner wrote one. */
export function HeroTagline({ site, className }: { site: SiteView; className: string }) {
  return site.tagline ? <p className={className}>{site.tagline}</p> : null;
}

/**
 * The words every hero says, in its order: welcome, name, tagline, calls. A layout that splits
 * them (the name on a sign, the calls in a grid of their own) sets the pieces itself.
 */
export function HeroWords({ site, t, look }: Words & { look: HeroWordsLook }) {
  return (
    <>
      <HeroWelcome t={t} look={look} />
      <HeroName site={site} className={look.name} />
      {look.underName}
      <HeroTagline site={site} className={look.tagline} />
      <HeroCalls site={site} t={t} look={look.calls} />
    </>
  );
}
