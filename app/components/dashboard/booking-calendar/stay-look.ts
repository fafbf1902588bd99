import { CalendarSync, Globe, Hourglass, Lock, type LucideIcon, Phone, TriangleAlert } from "lucide-react";
import type { StayKind, StaySource, StayStatus } from "../../../../modules/booking-calendar/stay-kinds.ts";

/**
 * How a stay looks on the calendar: one look per kind of stay, each with its colour and a
 * mark of its own (an icon, and for channels their initial), so the legend and the bars
 * never rely on colour alone. Conflicts are red; requests are dashed, as their dates are
 * only held.
 */
export const STAY_LOOKS = [
  "direct",
  "manual",
  "request",
  "block",
  "airbnb",
  "booking",
  "vrbo",
  "google",
  "other",
  "conflict",
] as const;
export type StayLook = (typeof STAY_LOOKS)[number];

type LookStyle = {
  /** The bar and the legend's swatch: background, text and border, with text at WCAG AA contrast. */
  bar: string;
  icon: LucideIcon;
  /** A channel's initial beside the icon, for imports. */
  initial?: string;
};

export const LOOK_STYLES: Record<StayLook, LookStyle> = {
  direct: { bar: "bg-pine-700 text-white border-pine-900", icon: Globe },
  manual: { bar: "bg-sky-800 text-white border-sky-950", icon: Phone },
  request: { bar: "bg-amber-100 text-amber-950 border-amber-700 border-dashed", icon: Hourglass },
  block: {
    bar: "bg-slate-600 text-white border-slate-800 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(255_255_255/0.14)_6px_12px)]",
    icon: Lock,
  },
  airbnb: { bar: "bg-pink-800 text-white border-pink-950", icon: CalendarSync, initial: "A" },
  booking: { bar: "bg-blue-800 text-white border-blue-950", icon: CalendarSync, initial: "B" },
  vrbo: { bar: "bg-indigo-700 text-white border-indigo-950", icon: CalendarSync, initial: "V" },
  google: { bar: "bg-teal-800 text-white border-teal-950", icon: CalendarSync, initial: "G" },
  other: { bar: "bg-violet-800 text-white border-violet-950", icon: CalendarSync },
  conflict: { bar: "bg-red-700 text-white border-red-950 ring-2 ring-red-300", icon: TriangleAlert },
};

/** The look of a stay: a conflict or a request first, then a block, else where it came from. */
export function stayLook(stay: { kind: StayKind; status: StayStatus; source: StaySource }): StayLook {
  if (stay.status === "conflict") return "conflict";
  if (stay.status === "request") return "request";
  if (stay.kind === "block") return "block";
  return stay.source;
}
