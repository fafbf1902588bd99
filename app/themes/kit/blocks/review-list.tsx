import type { SiteView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { monthYear, ratingNumber } from "../format.ts";
import { Stars } from "../stars.tsx";

export type ReviewLook = {
  summary: string;
  list: string;
  item: string;
  stars: string;
  body: string;
  meta: string;
  reply: string;
};

/** The average of the site's reviews, then the reviews themselves (up to `limit`). */
export function ReviewList({
  site,
  t,
  look,
  limit,
}: {
  site: SiteView;
  t: ThemeStrings;
  look: ReviewLook;
  limit?: number;
}) {
  const { average, count, items } = site.reviews;
  if (count === 0 || average === null) return null;
  return (
    <>
      <p className={look.summary}>
        <Stars rating={average} lang={site.lang} t={t} className={look.stars} />{" "}
        <span>{t.reviews.summary(ratingNumber(average, site.lang), count)}</span>
      </p>
      <ul className={look.list}>
        {items.slice(0, limit).map((review) => (
          <li key={review.id} className={look.item}>
            <figure>
              <Stars rating={review.rating} lang={site.lang} t={t} className={look.stars} />
              <blockquote className={look.body} lang={review.lang === "other" ? undefined : review.lang}>
                <p>{review.body}</p>
              </blockquote>
              <figcaption className={look.meta}>
                <span className="font-semibold">{review.guestName}</span> · {t.reviews.stayed}{" "}
                {monthYear(review.stayMonth, t)} · {t.reviews.sources[review.source]}
              </figcaption>
              {review.reply && (
                <div className={look.reply}>
                  <p className="font-semibold">{t.reviews.reply}</p>
                  <p>{review.reply}</p>
                </div>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
