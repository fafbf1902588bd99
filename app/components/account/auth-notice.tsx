import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../ui/cn.ts";

/** A short message at the top of the card: good news (status) or a problem (alert). */
export function AuthNotice({ tone = "success", children }: { tone?: "success" | "problem"; children: ReactNode }) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "success" ? "status" : "alert"}
      className={cn(
        "mb-6 flex gap-3 rounded-2xl p-4 text-sm",
        tone === "success"
          ? "bg-pine-50 text-pine-950 ring-1 ring-pine-200"
          : "bg-white text-ink ring-2 ring-coral-600",
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 h-5 w-5 shrink-0", tone === "success" ? "text-pine-700" : "text-coral-700")}
      />
      <div>{children}</div>
    </div>
  );
}
