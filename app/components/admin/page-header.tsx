import type { ReactNode } from "react";

/** The one h1 of an admin page, with a short explanation and optional actions beside it. */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-3xl">
        <h1 className="font-display text-3xl font-semibold text-pine-950 md:text-4xl">{title}</h1>
        {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

/** A white card on the sand background. */
export function Panel({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-sand-200 bg-white p-5 shadow-sm md:p-6 ${className}`}>{children}</div>
  );
}

/** What an empty list says (a real state, e.g. no open requests), not a placeholder. */
export function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-sand-300 bg-white p-8 text-center">
      <p className="font-semibold text-pine-950">{title}</p>
      {body && <p className="mt-1 text-slate-700">{body}</p>}
    </div>
  );
}
