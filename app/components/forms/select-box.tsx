import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../ui/cn.ts";

/**
 * The app's one drop-down: a native select without the browser's own arrow, which some
 * browsers draw inside the text's room, and our chevron in the right padding instead, so an
 * option's text has the whole width up to it. `boxClassName` places the box (margins).
 */
export function SelectBox({ className, boxClassName, ...props }: ComponentProps<"select"> & { boxClassName?: string }) {
  return (
    <div className={cn("relative", boxClassName)}>
      <select {...props} className={cn(className, "appearance-none truncate pr-10")} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}
