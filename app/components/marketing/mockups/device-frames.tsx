import type { ReactNode } from "react";
import { cn } from "../../ui/cn.ts";

/** A browser window: three dots and an address bar above the page. */
export function BrowserFrame({
  url,
  children,
  className,
  dark = false,
}: {
  url: string;
  children: ReactNode;
  className?: string;
  dark?: boolean;
}) {
  return (
    <div
      className={cn(
        "overflow-hidden rounded-xl shadow-xl ring-1",
        dark ? "bg-neutral-800 ring-neutral-700" : "bg-white ring-slate-200",
        className,
      )}
    >
      <div
        className={cn(
          "flex items-center gap-2 border-b px-3 py-2",
          dark ? "border-neutral-700 bg-neutral-800" : "border-slate-200 bg-slate-50",
        )}
      >
        <span className="flex gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-[#ff5f57]" />
          <span className="h-2.5 w-2.5 rounded-full bg-[#febc2e]" />
          <span className="h-2.5 w-2.5 rounded-full bg-[#28c840]" />
        </span>
        <span
          className={cn(
            "ml-2 flex min-w-0 flex-1 items-center gap-1.5 truncate rounded-md px-2.5 py-1 text-[11px]",
            dark ? "bg-neutral-700 text-neutral-200" : "bg-white text-slate-600 ring-1 ring-slate-200",
          )}
        >
          <svg viewBox="0 0 12 12" className="h-2.5 w-2.5 shrink-0" aria-hidden="true">
            <path
              d="M3 5V4a3 3 0 0 1 6 0v1h.5a.5.5 0 0 1 .5.5v5a.5.5 0 0 1-.5.5h-7a.5.5 0 0 1-.5-.5v-5a.5.5 0 0 1 .5-.5Zm1.2 0h3.6V4a1.8 1.8 0 0 0-3.6 0Z"
              fill="currentColor"
            />
          </svg>
          {url}
        </span>
      </div>
      {children}
    </div>
  );
}

/** A laptop: screen with a thin bezel on a base. */
export function LaptopFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("relative", className)}>
      <div className="rounded-t-2xl bg-neutral-800 p-2 pb-3 shadow-2xl ring-1 ring-neutral-900/20 md:p-3 md:pb-4">
        <div className="overflow-hidden rounded-md bg-white">{children}</div>
      </div>
      <div className="relative mx-auto h-3 w-[104%] -translate-x-[2%] rounded-b-xl bg-gradient-to-b from-neutral-300 to-neutral-400 shadow-lg md:h-4">
        <span className="absolute top-0 left-1/2 h-1.5 w-20 -translate-x-1/2 rounded-b-md bg-neutral-500/60" />
      </div>
    </div>
  );
}

/** A phone with rounded corners and a camera island. */
export function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("relative rounded-[2rem] bg-neutral-900 p-2 shadow-2xl ring-1 ring-neutral-900/30", className)}>
      <span className="absolute top-3.5 left-1/2 z-10 h-4 w-16 -translate-x-1/2 rounded-full bg-neutral-900" />
      <div className="overflow-hidden rounded-[1.6rem] bg-white">{children}</div>
    </div>
  );
}
