import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export type Crumb = { label: string; to?: string };

/** Where a page sits: links to its parents, the current page last and unlinked. */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {crumbs.map((crumb, i) => (
          <li key={crumb.to ?? crumb.label} className="flex items-center gap-1.5">
            {i > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4 text-slate-500" />}
            {crumb.to ? (
              <Link to={crumb.to} className="font-medium text-pine-800 underline-offset-4 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-slate-700">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
