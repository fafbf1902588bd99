import type { LucideIcon } from "lucide-react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../ui/cn.ts";

/**
 * A line of the overview about what waits for the owner (guests' enquiries, booking
 * requests): how many, in a warmer tone when any, and the way to them.
 */
export function WaitingCard({
  id,
  icon: Icon,
  count,
  heading,
  text,
  action,
  to,
}: {
  id: string;
  icon: LucideIcon;
  count: number;
  heading: string;
  text: string;
  action: string;
  to: string;
}) {
  const waiting = count > 0;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-waiting={count}
      className={cn(
        "mb-6 flex flex-col gap-3 rounded-2xl p-5 shadow-sm ring-1 sm:flex-row sm:items-center md:p-6",
        waiting ? "bg-coral-600/5 ring-coral-600/30" : "bg-white ring-slate-200",
      )}
    >
      <Icon aria-hidden="true" className={cn("h-7 w-7 shrink-0", waiting ? "text-coral-700" : "text-slate-500")} />
      <div className="min-w-0 flex-1">
        <h2 id={`${id}-heading`} className="font-display text-lg font-semibold text-pine-950">
          {heading}
        </h2>
        <p className="mt-0.5 text-slate-700">{text}</p>
      </div>
      <Link
        to={to}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-pine-800 underline-offset-2 hover:underline"
      >
        {action}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </section>
  );
}
