import type { LucideIcon } from "lucide-react";
import { cn } from "../ui/cn.ts";

/** A short promise in a white pill with an icon ("Free", "30 minutes", "Money back"), as a list item. */
export function FactPill({ icon: Icon, text, className }: { icon: LucideIcon; text: string; className?: string }) {
  return (
    <li
      className={cn(
        "flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-pine-900 ring-1 ring-pine-100",
        className,
      )}
    >
      <Icon aria-hidden="true" className="h-4 w-4 text-pine-600" />
      {text}
    </li>
  );
}
