import type { LucideIcon } from "lucide-react";
import { cn } from "../ui/cn.ts";

const TONES = {
  pine: "bg-pine-50 text-pine-700",
  sand: "bg-sand-100 text-pine-800",
  coral: "bg-sand-100 text-coral-700",
} as const;

/** A decorative icon on a soft rounded tile, at the top of a card. */
export function IconTile({ icon: Icon, tone = "pine" }: { icon: LucideIcon; tone?: keyof typeof TONES }) {
  return (
    <span className={cn("flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl", TONES[tone])}>
      <Icon aria-hidden="true" className="h-6 w-6" />
    </span>
  );
}
