import { Star, StarHalf } from "lucide-react";
import { cn } from "./cn.ts";

export type StarKind = "full" | "half" | "empty";

/** A rating as it is drawn: to the nearest half star, from 0 to 5 (4.24 → 4, 4.25 → 4.5, 4.75 → 5). */
export function halfStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** The five stars of a rating, left to right. */
export function starKinds(rating: number): StarKind[] {
  const shown = halfStars(rating);
  return [1, 2, 3, 4, 5].map((n) => (n <= shown ? "full" : n - 0.5 === shown ? "half" : "empty"));
}

/**
 * A rating as five stars, full, half and empty, drawn on the server without script. Filled
 * parts take the text colour (`className` sets it: a theme's accent, the dashboard's amber);
 * the outline of what is not earned takes `emptyClassName` where given. With a `label` ("4,5
 * van 5 sterren") the row is one image to a screen reader; without one it is decoration
 * beside words that already say the rating. Size the stars with `[&_svg]:size-5` on the row.
 */
export function StarRating({
  rating,
  label,
  className,
  emptyClassName,
}: {
  rating: number;
  label?: string;
  className?: string;
  emptyClassName?: string;
}) {
  const row = cn("inline-flex gap-0.5", className);
  const stars = starKinds(rating).map((kind, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the five never reorder, a star is its place
    <span key={i} data-star={kind} className="relative inline-flex shrink-0">
      <Star
        aria-hidden="true"
        focusable="false"
        className={cn("size-4", kind !== "full" && emptyClassName)}
        fill={kind === "full" ? "currentColor" : "none"}
        strokeWidth={1.5}
      />
      {kind === "half" && (
        <StarHalf
          aria-hidden="true"
          focusable="false"
          className="absolute top-0 left-0 size-4"
          fill="currentColor"
          strokeWidth={1.5}
        />
      )}
    </span>
  ));
  return label ? (
    <span role="img" aria-label={label} className={row}>
      {stars}
    </span>
  ) : (
    <span aria-hidden="true" className={row}>
      {stars}
    </span>
  );
}
