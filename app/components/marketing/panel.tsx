import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

const TONES = {
  sand: "bg-sand-50 ring-1 ring-sand-200",
  white: "bg-white shadow-sm ring-1 ring-pine-100",
  pine: "bg-pine-900 text-white",
  /** For what is optional or extra. */
  dashed: "border-2 border-dashed border-sand-300",
} as const;

/** A large rounded card with an h3, for the two-up comparisons of the service and custom-work pages. */
export function Panel({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-3xl p-7 md:p-9", TONES[tone])}>
      <h3 className={cn("font-display text-2xl font-semibold", tone !== "pine" && "text-pine-950")}>{title}</h3>
      {children}
    </div>
  );
}
