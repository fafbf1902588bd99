import type { ReactNode } from "react";

/** The h1 of a dashboard page with its short introduction. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mb-8">
      {children}
      <h1 className="font-display text-3xl leading-tight font-semibold text-pine-950 md:text-4xl">{title}</h1>
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
    </div>
  );
}

/** A white card of a dashboard page. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6 ${className ?? ""}`}>
      {children}
    </div>
  );
}
