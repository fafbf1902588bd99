import type { ReactNode } from "react";
import type { StayKind, StayStatus } from "../../../../modules/booking-calendar/stay-kinds.ts";
import { Badge } from "../badge.tsx";

const TONES = {
  request: "amber",
  confirmed: "green",
  conflict: "coral",
  declined: "slate",
  cancelled: "slate",
  expired: "slate",
} as const satisfies Record<StayStatus, string>;

/** A stay's status as a badge; the word carries the meaning, the tone helps a quick scan (a block in force is grey). */
export function StatusBadge({ status, kind, children }: { status: StayStatus; kind: StayKind; children: ReactNode }) {
  return <Badge tone={kind === "block" && status === "confirmed" ? "slate" : TONES[status]}>{children}</Badge>;
}
