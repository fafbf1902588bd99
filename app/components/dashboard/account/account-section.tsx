import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../ui/cn.ts";

/** One card of the account page, with its own h2 and an anchor for the page's contents list. */
export function AccountSection({
  id,
  title,
  intro,
  aside,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Beside the heading, e.g. a status badge. */
  aside?: ReactNode;
  tone?: "plain" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm md:p-7",
        tone === "danger" ? "ring-2 ring-coral-600/60" : "ring-1 ring-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-pine-950 md:text-2xl">
          {title}
        </h2>
        {aside}
      </div>
      {intro && <div className="mt-2 max-w-2xl text-slate-700">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Good news beside the form it is about; the toast says the same and then goes. */
export function SuccessNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={cn("mb-6 flex gap-3 rounded-xl bg-pine-50 p-4 text-pine-950 ring-1 ring-pine-200", className)}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pine-700" />
      <span>{children}</span>
    </p>
  );
}

/** A sub-part of a section (h3). */
export function SubSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("border-t border-slate-200 pt-6", className)}>
      <h3 className="font-display text-lg font-semibold text-pine-950">{title}</h3>
      <div className="mt-3">{children}</div>
    </div>
  );
}
