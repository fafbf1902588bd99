import type { ReactNode } from "react";
import type { StayStatus } from "../../../../modules/booking-calendar/stay-kinds.ts";
import { Badge } from "../badge.tsx";

const TONES = {
  request: "amber",
  confirmed: "green",
  conflict: "coral",
  declined: "slate",
  cancelled: "slate",
  expired: "slate",
} as const satisfies Record<StayStatus, string>;

/** A stay's status as a badge; the word carries the meaning, the tone helps a quick scan. */
export function StatusBadge({ status, children }: { status: StayStatus; children: ReactNode }) {
  return <Badge tone={TONES[status]}>{children}</Badge>;
}
