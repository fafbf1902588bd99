import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import { StarRating } from "../../../components/ui/star-rating.tsx";
import type { ThemeStrings } from "../../strings/index.ts";
import { ratingNumber } from "../format.ts";

/** A rating badge in a theme's look: its colours and place, the figure's weight, the space above the stars. */
export type RatingBadgeLook = { badge: string; weight: string; starsGap: string };

/**
 * The reviews' average on a round badge pinned to a hero's photo: the figure and the stars are
 * for the eye, a screen reader hears them as one sentence. Nothing before the first review.
 */
export function RatingBadge({ site, t, look }: { site: SiteView; t: ThemeStrings; look: RatingBadgeLook }) {
  const { average, count } = site.reviews;
  if (average === null || count === 0) return null;
  return (
    <p className={`flex flex-col items-center justify-center rounded-full ${look.badge}`}>
      <span aria-hidden="true" className={`font-(family-name:--font-heading) text-3xl leading-none ${look.weight}`}>
        {ratingNumber(average, site.lang)}
      </span>
      <StarRating rating={average} className={`${look.starsGap} text-(--accent) [&_svg]:size-3`} />
      <span className="sr-only">{t.reviews.summary(ratingNumber(average, site.lang), count)}</span>
    </p>
  );
}
