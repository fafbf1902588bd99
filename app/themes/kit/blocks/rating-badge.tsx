import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { ratingNumber } from "../format.ts";
import { Stars } from "../stars.tsx";

/** A rating badge's classes: the badge, the average on it, the stars under the average. */
export type RatingBadgeLook = { badge: string; average: string; stars: string };

/**
 * The reviews' average on a badge pinned to a hero's photo: the figure and the stars are for
 * the eye, a screen reader hears them as one sentence. Nothing before the first review.
 */
export function RatingBadge({ site, t, look }: { site: SiteView; t: ThemeStrings; look: RatingBadgeLook }) {
  const { average, count } = site.reviews;
  if (average === null || count === 0) return null;
  return (
    <p className={look.badge}>
      <span aria-hidden="true" className={look.average}>
        {ratingNumber(average, site.lang)}
      </span>
      <span aria-hidden="true" className={look.stars}>
        <Stars rating={average} label="" className="text-(--accent)" />
      </span>
      <span className="sr-only">{t.reviews.summary(ratingNumber(average, site.lang), count)}</span>
    </p>
  );
}
