import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { halfStars, StarRating } from "../../components/ui/star-rating.tsx";
import type { ThemeStrings } from "../strings/index.ts";
import { starsNumber } from "./format.ts";

/**
 * A rating as five stars in the theme's colour (`className`), to the nearest half star, read
 * out as the stars drawn in the page's language: "4,5 van 5 sterren".
 */
export function Stars({
  rating,
  lang,
  t,
  className,
}: {
  rating: number;
  lang: SiteLang;
  t: ThemeStrings;
  className?: string;
}) {
  return (
    <StarRating rating={rating} label={t.reviews.rating(starsNumber(halfStars(rating), lang))} className={className} />
  );
}
