import { cn } from "../ui/cn.ts";

/** The VayVista mark: a roof over a wave, pine on sand. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn("h-9 w-9", className)}>
      <rect width="40" height="40" rx="10" fill="#166145" />
      <path
        d="M9 21 20 11l11 10"
        fill="none"
        stroke="#f5eee2"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M10 28c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0"
        fill="none"
        stroke="#f0a58b"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ invert = false }: { invert?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span
        className={cn("font-display text-xl font-semibold tracking-tight", invert ? "text-white" : "text-pine-900")}
      >
        VayVista
      </span>
    </span>
  );
}
