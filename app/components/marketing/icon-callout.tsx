import type { LucideIcon } from "lucide-react";
import { cn } from "../ui/cn.ts";

/**
 * A closing remark in a soft box: an icon tile, a short heading and a sentence or two
 * (switching themes later, what the demo does not show, working together).
 */
export function IconCallout({
  icon: Icon,
  title,
  body,
  tone = "pine",
  headingLevel = 3,
  className,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  tone?: "pine" | "sand";
  headingLevel?: 2 | 3;
  /** Width and position, e.g. "mx-auto mt-12 max-w-3xl". */
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ring = tone === "pine" ? "ring-pine-100" : "ring-sand-200";
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-4 rounded-3xl p-8 text-center ring-1 md:flex-row md:items-start md:text-left",
        tone === "pine" ? "bg-pine-50" : "bg-sand-50",
        ring,
        className,
      )}
    >
      <span
        className={cn(
          "flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white text-pine-700 ring-1",
          ring,
        )}
      >
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <div>
        <Heading
          className={cn("font-display font-semibold text-pine-950", headingLevel === 2 ? "text-2xl" : "text-xl")}
        >
          {title}
        </Heading>
        <p className="mt-2 text-slate-700">{body}</p>
      </div>
    </div>
  );
}
