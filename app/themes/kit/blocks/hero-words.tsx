import type { LucideIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
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

/**
 * The words every hero says, in its order: welcome, name (the page's one h1), tagline, calls.
 * A layout that splits them (the name on a sign, the calls in a grid of their own) draws the
 * words itself around `HeroCalls`.
 */
export function HeroWords({ site, t, look }: Words & { look: HeroWordsLook }) {
  const Welcome = look.welcome;
  return (
    <>
      {typeof Welcome === "string" ? (
        <p className={Welcome}>
          {look.welcomeMark}
          {t.home.welcome}
        </p>
      ) : (
        Welcome && <Welcome>{t.home.welcome}</Welcome>
      )}
      <h1 className={look.name}>{site.name}</h1>
      {look.underName}
      {site.tagline && <p className={look.tagline}>{site.tagline}</p>}
      <HeroCalls site={site} t={t} look={look.calls} />
    </>
  );
}
