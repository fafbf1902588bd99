import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

type Tone = "green" | "amber" | "slate" | "coral";

const TONES: Record<Tone, string> = {
  green: "bg-pine-100 text-pine-900",
  amber: "bg-amber-100 text-amber-950",
  slate: "bg-slate-200 text-slate-800",
  coral: "bg-coral-600/10 text-coral-700",
};

/** A small status label; the dot repeats the tone for a quick scan, the text carries the meaning. */
export function Badge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}
