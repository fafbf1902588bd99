import {
  BarChart3,
  CalendarDays,
  CreditCard,
  ExternalLink,
  LayoutDashboard,
  Mail,
  PaintBucket,
  RefreshCw,
  Tags,
} from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { type DashboardLabels, DEMO_STOPS, type DemoStop } from "../../../../content/demo/types.ts";
import { cn } from "../../ui/cn.ts";
import { LogoMark } from "../logo.tsx";

const ICONS: Record<DemoStop, ComponentType<{ className?: string }>> = {
  overview: LayoutDashboard,
  calendar: CalendarDays,
  pricing: Tags,
  guests: Mail,
  sync: RefreshCw,
  payments: CreditCard,
  website: PaintBucket,
  analytics: BarChart3,
};

/**
 * The owner dashboard's window: sidebar with the eight sections, a top bar with the
 * property, and one screen. `label` describes the screen for assistive technology; the
 * sample data inside is illustration.
 */
export function DashboardFrame({
  labels,
  active,
  label,
  children,
  className,
}: {
  labels: DashboardLabels;
  active: DemoStop;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="img" aria-label={label} className={cn("@container", className)}>
      <div className="flex overflow-hidden rounded-2xl bg-white text-left text-[11px] text-slate-800 shadow-xl ring-1 ring-slate-200 select-none @3xl:text-xs">
        <div className="hidden w-44 shrink-0 flex-col bg-pine-950 p-3 text-pine-100 @2xl:flex">
          <div className="mb-4 flex items-center gap-2 px-1">
            <LogoMark className="h-6 w-6" />
            <span className="font-display text-sm font-semibold text-white">{labels.product}</span>
          </div>
          <ul className="space-y-0.5">
            {DEMO_STOPS.map((stop) => {
              const Icon = ICONS[stop];
              return (
                <li
                  key={stop}
                  className={cn(
                    "flex items-center gap-2 rounded-lg px-2 py-1.5",
                    stop === active ? "bg-pine-800 font-semibold text-white" : "text-pine-100",
                  )}
                >
                  <Icon className="h-3.5 w-3.5 shrink-0" />
                  <span className="truncate">{labels.nav[stop]}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="min-w-0 flex-1 bg-slate-50">
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-2.5">
            <div className="flex min-w-0 items-center gap-2">
              <LogoMark className="h-5 w-5 @2xl:hidden" />
              <span className="truncate font-semibold text-pine-950">{labels.nav[active]}</span>
              <span className="hidden truncate text-slate-600 @md:inline">· {labels.propertyName}</span>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <span className="hidden items-center gap-1 text-pine-700 @md:flex">
                {labels.viewSite}
                <ExternalLink className="h-3 w-3" />
              </span>
              <span className="flex h-6 w-6 items-center justify-center rounded-full bg-coral-600 text-[10px] font-semibold text-white">
                {labels.ownerInitials}
              </span>
            </div>
          </div>
          <div className="p-3 @2xl:p-4">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** A white card inside a dashboard screen. */
export function Panel({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("rounded-xl bg-white p-3 ring-1 ring-slate-200", className)}>
      {title && <p className="mb-2 font-semibold text-pine-950">{title}</p>}
      {children}
    </div>
  );
}

/** One figure with its label. */
export function Kpi({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <p className="truncate text-slate-600">{label}</p>
      <p className="mt-1 font-display text-lg font-semibold text-pine-950 @2xl:text-xl">{value}</p>
      {note && <p className="mt-0.5 truncate text-[10px] text-pine-700">{note}</p>}
    </div>
  );
}

export function StatusPill({ tone, children }: { tone: "green" | "amber" | "slate"; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-[10px] font-semibold whitespace-nowrap",
        tone === "green" && "bg-pine-100 text-pine-800",
        tone === "amber" && "bg-amber-100 text-amber-900",
        tone === "slate" && "bg-slate-100 text-slate-700",
      )}
    >
      {children}
    </span>
  );
}
