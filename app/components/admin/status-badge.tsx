import { cn } from "../ui/cn.ts";

export type BadgeTone = "green" | "amber" | "red" | "grey" | "blue";

const tones: Record<BadgeTone, string> = {
  green: "bg-pine-100 text-pine-900 ring-pine-300",
  amber: "bg-amber-100 text-amber-950 ring-amber-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  grey: "bg-slate-100 text-slate-800 ring-slate-300",
  blue: "bg-sky-100 text-sky-950 ring-sky-300",
};

/** A status as a coloured label; the text carries the meaning, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
