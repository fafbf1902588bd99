import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../ui/button.tsx";

/**
 * The links between the pages of a newest-first admin list: back to the newest page (not on
 * the first), and on to older entries while there are more. `query` keeps the list's filters.
 */
export function PageLinks({
  label,
  firstPage,
  nextBefore,
  query = {},
  labels,
}: {
  /** Names the navigation for screen readers, e.g. "Pages of emails". */
  label: string;
  firstPage: boolean;
  nextBefore: string | number | null;
  query?: Record<string, string>;
  labels: { newest: string; older: string };
}) {
  const to = (extra: Record<string, string>) => `?${new URLSearchParams({ ...query, ...extra }).toString()}`;
  if (firstPage && nextBefore === null) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-3">
      {!firstPage && (
        <Link to={to({})} className={buttonClass("ghost", "md")}>
          {labels.newest}
        </Link>
      )}
      {nextBefore !== null && (
        <Link to={to({ before: String(nextBefore) })} className={buttonClass("secondary", "md")}>
          {labels.older}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
    </nav>
  );
}
