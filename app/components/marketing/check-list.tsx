import { Check, CircleCheck } from "lucide-react";
import { cn } from "../ui/cn.ts";

/**
 * A list of points, each after a check mark: what a plan includes, what to prepare, what a
 * demo screen shows. The mark is decorative; the list is a real <ul>.
 * - mark "check": a plain tick; "circle": a tick in a ring; "badge": a white tick on a
 *   filled pine circle, for the plan's promises.
 * - size "sm" for compact lists in cards and summaries.
 */
export function CheckList({
  items,
  mark = "check",
  size = "md",
  tone = "pine",
  className,
  itemClassName,
}: {
  items: readonly string[];
  mark?: "check" | "circle" | "badge";
  size?: "sm" | "md";
  tone?: "pine" | "coral";
  /** Spacing and position of the list, e.g. "mt-4 space-y-3". */
  className?: string;
  /** Extra classes for each point, e.g. to set it on a card. */
  itemClassName?: string;
}) {
  const Icon = mark === "circle" ? CircleCheck : Check;
  const sm = size === "sm";
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "flex",
            sm ? "gap-2 text-sm" : mark === "circle" ? "gap-2.5" : "gap-3",
            mark === "badge" ? "text-slate-800" : "text-slate-700",
            itemClassName,
          )}
        >
          {mark === "badge" ? (
            <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-pine-700">
              <Check aria-hidden="true" className="h-3.5 w-3.5 text-white" strokeWidth={3} />
            </span>
          ) : (
            <Icon
              aria-hidden="true"
              className={cn(
                "mt-0.5 shrink-0",
                sm ? "h-4 w-4" : "h-5 w-5",
                tone === "coral" ? "text-coral-600" : "text-pine-600",
              )}
            />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
