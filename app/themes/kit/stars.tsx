import { Star } from "lucide-react";

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={`inline-flex gap-0.5 ${className ?? ""}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          focusable="false"
          className="size-4"
          fill={n <= Math.round(rating) ? "currentColor" : "none"}
          strokeWidth={1.5}
        />
      ))}
    </span>
  );
}
