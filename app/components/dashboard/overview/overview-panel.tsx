import type { ReactNode } from "react";

/** A card of the overview: a region named by its heading. */
export function OverviewPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6"
    >
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-pine-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
