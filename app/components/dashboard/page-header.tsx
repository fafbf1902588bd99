import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The h1 of a dashboard page with its short introduction; `back` leads to the page it belongs under. */
export function PageHeader({
  title,
  intro,
  back,
  children,
}: {
  title: string;
  intro?: string;
  back?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="mb-8">
      {back && (
        <Link
          to={back.to}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-pine-800 hover:text-pine-950"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {back.label}
        </Link>
      )}
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
