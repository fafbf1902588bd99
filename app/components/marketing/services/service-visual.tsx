import { Check, CircleCheck, CreditCard, Lock, MapPin, PenLine, RefreshCw, Search } from "lucide-react";
import type { ServiceVisual as Visual } from "../../../../content/services/types.ts";
import { cn } from "../../ui/cn.ts";
import { ThemeScene } from "../mockups/holiday-scene.tsx";
import { RoomScene } from "./room-scene.tsx";

/**
 * The illustration of a service page: a small, drawn mock-up of the product at work.
 * It only repeats what the copy around it says, so it is hidden from assistive technology.
 */
export function ServiceVisual({ visual }: { visual: Visual }) {
  return (
    <div aria-hidden="true" className="relative select-none">
      {visual.kind === "website" && <WebsiteVisual visual={visual} />}
      {visual.kind === "booking" && <BookingVisual visual={visual} />}
      {visual.kind === "sync" && <SyncVisual visual={visual} />}
      {visual.kind === "photos" && <PhotosVisual visual={visual} />}
      {visual.kind === "search" && <SearchVisual visual={visual} />}
      {visual.kind === "status" && <StatusVisual visual={visual} />}
    </div>
  );
}

type Of<K extends Visual["kind"]> = Extract<Visual, { kind: K }>;

function BrowserBar({ address }: { address: string }) {
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-100 px-4 py-2.5">
      <span className="flex gap-1.5">
        <span className="h-2.5 w-2.5 rounded-full bg-coral-500/70" />
        <span className="h-2.5 w-2.5 rounded-full bg-sand-300" />
        <span className="h-2.5 w-2.5 rounded-full bg-pine-300" />
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs text-slate-600 ring-1 ring-slate-200">
        <Lock className="h-3 w-3 shrink-0 text-pine-600" />
        <span className="truncate">{address}</span>
      </span>
    </div>
  );
}

function WebsiteVisual({ visual }: { visual: Of<"website"> }) {
  return (
    <div className="pb-10 sm:pr-10">
      <div className="overflow-hidden rounded-2xl bg-white shadow-2xl shadow-pine-900/10 ring-1 ring-slate-200">
        <BrowserBar address={visual.address} />
        <div className="flex items-center justify-between gap-4 px-5 py-3">
          <span className="font-display text-base font-semibold text-pine-900">{visual.propertyName}</span>
          <span className="hidden gap-4 text-xs text-slate-600 sm:flex">
            {visual.nav.map((item) => (
              <span key={item}>{item}</span>
            ))}
          </span>
        </div>
        <div className="relative h-48 sm:h-56">
          <ThemeScene theme="fresh-coastal" />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-pine-950/80 to-transparent p-5 pt-12">
            <p className="max-w-xs font-display text-lg leading-snug text-white">{visual.tagline}</p>
            <span className="mt-3 inline-flex rounded-full bg-coral-600 px-4 py-1.5 text-xs font-semibold text-white">
              {visual.bookButton}
            </span>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 p-3">
          <div className="h-14 overflow-hidden rounded-lg">
            <RoomScene />
          </div>
          <div className="h-14 overflow-hidden rounded-lg">
            <ThemeScene theme="nature-rustic" />
          </div>
          <div className="h-14 overflow-hidden rounded-lg">
            <ThemeScene theme="fresh-coastal" />
          </div>
        </div>
      </div>
      <div className="absolute top-24 -left-3 flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-pine-800 shadow-lg ring-1 ring-pine-100 sm:-left-5">
        <PenLine className="h-3.5 w-3.5" />
        {visual.editHint}
      </div>
      <div className="absolute right-0 bottom-0 hidden w-32 overflow-hidden rounded-[1.4rem] border-[5px] border-ink bg-white shadow-2xl sm:block">
        <div className="mx-auto my-1 h-1 w-8 rounded-full bg-slate-300" />
        <p className="truncate px-2 pb-1 font-display text-[10px] font-semibold text-pine-900">{visual.propertyName}</p>
        <div className="h-24">
          <ThemeScene theme="fresh-coastal" />
        </div>
        <div className="space-y-1 p-2">
          <div className="h-1.5 w-full rounded bg-slate-200" />
          <div className="h-1.5 w-3/4 rounded bg-slate-200" />
          <div className="mt-2 rounded-full bg-coral-600 py-1 text-center text-[8px] font-semibold text-white">
            {visual.bookButton}
          </div>
        </div>
      </div>
      <div className="absolute -top-3 right-4 flex gap-1 sm:right-14">
        {["NL", "EN", "PL", "DE"].map((code, i) => (
          <span
            key={code}
            className={cn(
              "rounded-md px-1.5 py-0.5 text-[10px] font-bold shadow-sm ring-1",
              i === 0 ? "bg-pine-700 text-white ring-pine-700" : "bg-white text-pine-800 ring-pine-100",
            )}
          >
            {code}
          </span>
        ))}
      </div>
    </div>
  );
}

/** July 2025: the 1st is a Tuesday, so the grid starts with one empty Monday. */
const FIRST_WEEKDAY = 1;
const DAYS = 31;
function dayState(day: number): "booked" | "blocked" | "stay" | "departure" | "free" {
  if (day <= 5 || day >= 26) return "booked";
  if (day === 8 || day === 9) return "blocked";
  if (day >= 12 && day <= 18) return "stay";
  if (day === 19) return "departure";
  return "free";
}

function BookingVisual({ visual }: { visual: Of<"booking"> }) {
  const cells: (number | null)[] = [
    ...Array.from({ length: FIRST_WEEKDAY }, () => null),
    ...Array.from({ length: DAYS }, (_, i) => i + 1),
  ];
  return (
    <div className="pb-24 sm:pb-8 sm:pr-24">
      <div className="rounded-2xl bg-white p-5 shadow-2xl shadow-pine-900/10 ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <p className="font-display text-lg font-semibold text-pine-950">{visual.month}</p>
          <span className="flex gap-1 text-slate-500">
            <span className="flex h-7 w-7 items-center justify-center rounded-full ring-1 ring-slate-200">‹</span>
            <span className="flex h-7 w-7 items-center justify-center rounded-full ring-1 ring-slate-200">›</span>
          </span>
        </div>
        <div className="mt-4 grid grid-cols-7 gap-1 text-center text-[11px] font-semibold text-slate-500">
          {visual.weekdays.map((d) => (
            <span key={d}>{d}</span>
          ))}
        </div>
        <div className="mt-1 grid grid-cols-7 gap-1 text-center text-sm">
          {cells.map((day, i) => {
            if (day === null) return <span key={`empty-${i.toString()}`} />;
            const state = dayState(day);
            return (
              <span
                key={day}
                className={cn(
                  "flex aspect-square items-center justify-center rounded-lg",
                  state === "booked" && "bg-slate-100 text-slate-600 line-through",
                  state === "blocked" &&
                    "bg-[repeating-linear-gradient(135deg,#e2e8f0_0,#e2e8f0_3px,#f8fafc_3px,#f8fafc_7px)] text-slate-600",
                  state === "stay" && "bg-pine-700 font-semibold text-white",
                  state === "departure" && "bg-pine-100 font-semibold text-pine-900 ring-1 ring-pine-300",
                  state === "free" && "text-pine-950 ring-1 ring-pine-100",
                )}
              >
                {day}
              </span>
            );
          })}
        </div>
        <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded ring-1 ring-pine-200" />
            {visual.available}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded bg-slate-200" />
            {visual.booked}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-3 w-3 rounded bg-[repeating-linear-gradient(135deg,#cbd5e1_0,#cbd5e1_2px,#f8fafc_2px,#f8fafc_4px)]" />
            {visual.blocked}
          </span>
        </div>
      </div>
      <div className="absolute right-0 bottom-0 w-60 rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-slate-200">
        <p className="text-xs font-semibold tracking-wider text-coral-600 uppercase">{visual.summaryTitle}</p>
        <ul className="mt-2 space-y-1 text-xs text-slate-700">
          {visual.summaryLines.map((line) => (
            <li key={line} className="flex gap-1.5">
              <Check className="mt-0.5 h-3 w-3 shrink-0 text-pine-600" />
              {line}
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center gap-2">
          <span className="rounded-md bg-[#cc0066] px-1.5 py-0.5 text-[10px] font-bold text-white">iDEAL</span>
          <CreditCard className="h-4 w-4 text-slate-500" />
          <span className="ml-auto rounded-full bg-coral-600 px-3 py-1 text-[11px] font-semibold text-white">
            {visual.payButton}
          </span>
        </div>
      </div>
    </div>
  );
}

function Platform({ name, dot }: { name: string; dot: string }) {
  return (
    <span className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200">
      <span className={cn("h-2.5 w-2.5 shrink-0 rounded-full", dot)} />
      {name}
    </span>
  );
}

function SyncVisual({ visual }: { visual: Of<"sync"> }) {
  const platforms = [
    { name: "Airbnb", dot: "bg-[#ff5a5f]" },
    { name: "Booking.com", dot: "bg-[#003580]" },
    { name: "Vrbo", dot: "bg-[#245abc]" },
    { name: visual.googleCalendar, dot: "bg-[#34a853]" },
  ];
  return (
    <div className="rounded-3xl bg-gradient-to-br from-pine-50 to-sand-50 p-5 ring-1 ring-pine-100 sm:p-7">
      <div className="grid items-center gap-4 sm:grid-cols-[1fr_auto_1fr]">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
          <p className="col-span-2 text-xs font-semibold tracking-wider text-pine-800 uppercase sm:col-span-1">
            {visual.imports} →
          </p>
          {platforms.map((p) => (
            <Platform key={p.name} {...p} />
          ))}
        </div>
        <div className="flex flex-col items-center gap-2 py-2">
          <div className="flex h-28 w-28 flex-col items-center justify-center rounded-3xl bg-pine-700 p-3 text-center text-white shadow-xl">
            <svg viewBox="0 0 40 40" aria-hidden="true" className="h-9 w-9">
              <path d="M9 21 20 11l11 10" fill="none" stroke="#f5eee2" strokeWidth="3.2" strokeLinecap="round" />
              <path
                d="M10 28c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0"
                fill="none"
                stroke="#f0a58b"
                strokeWidth="3.2"
                strokeLinecap="round"
              />
            </svg>
            <span className="mt-1 text-[11px] leading-tight font-semibold">{visual.centre}</span>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-1">
          <p className="col-span-2 text-xs font-semibold tracking-wider text-pine-800 uppercase sm:col-span-1 sm:text-right">
            → {visual.exports}
          </p>
          {platforms.map((p) => (
            <Platform key={p.name} {...p} />
          ))}
        </div>
      </div>
      <p className="mt-5 flex items-center justify-center gap-2 rounded-full bg-white px-4 py-2 text-center text-sm font-medium text-pine-800 ring-1 ring-pine-100">
        <RefreshCw className="h-4 w-4 shrink-0" />
        {visual.every}
      </p>
    </div>
  );
}

function PhotosVisual({ visual }: { visual: Of<"photos"> }) {
  const labels = visual.sizes.split(" · ");
  return (
    <div className="rounded-3xl bg-gradient-to-br from-sand-50 to-pine-50 p-5 ring-1 ring-pine-100 sm:p-7">
      <div className="flex items-end justify-center gap-3 sm:gap-5">
        <figure className="w-[18%]">
          <div className="overflow-hidden rounded-xl border-4 border-ink bg-ink">
            <div className="aspect-[9/16]">
              <RoomScene className="h-full" />
            </div>
          </div>
          <figcaption className="mt-2 text-center text-[11px] font-semibold text-slate-600">{labels[0]}</figcaption>
        </figure>
        <figure className="w-[30%]">
          <div className="overflow-hidden rounded-xl border-4 border-ink bg-ink">
            <div className="aspect-[3/4]">
              <RoomScene className="h-full" />
            </div>
          </div>
          <figcaption className="mt-2 text-center text-[11px] font-semibold text-slate-600">{labels[1]}</figcaption>
        </figure>
        <figure className="w-[52%]">
          <div className="overflow-hidden rounded-lg border-4 border-b-[10px] border-ink bg-ink">
            <div className="aspect-[16/10]">
              <RoomScene />
            </div>
          </div>
          <figcaption className="mt-2 text-center text-[11px] font-semibold text-slate-600">{labels[2]}</figcaption>
        </figure>
      </div>
      <p className="mt-5 text-center text-sm font-medium text-pine-800">{visual.caption}</p>
    </div>
  );
}

function SearchVisual({ visual }: { visual: Of<"search"> }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-2xl shadow-pine-900/10 ring-1 ring-slate-200">
      <div className="flex items-center gap-2 rounded-full px-4 py-2.5 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200">
        <Search className="h-4 w-4 shrink-0 text-slate-500" />
        <span className="truncate">{visual.query}</span>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-[1fr_9rem]">
        <div>
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <span className="flex h-6 w-6 items-center justify-center rounded-full bg-pine-700">
              <span className="h-2.5 w-2.5 rounded-sm bg-sand-100" />
            </span>
            <span className="truncate">{visual.url}</span>
          </p>
          <p className="mt-1.5 text-base leading-snug font-medium text-[#1a0dab] sm:text-lg">{visual.title}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">{visual.description}</p>
          <div className="mt-3 space-y-1.5 opacity-60">
            <div className="h-2 w-1/3 rounded bg-slate-200" />
            <div className="h-2.5 w-3/4 rounded bg-slate-200" />
            <div className="h-2 w-full rounded bg-slate-100" />
          </div>
        </div>
        <div className="relative h-32 overflow-hidden rounded-xl bg-[#e8f1e4] ring-1 ring-slate-200 sm:h-auto">
          <svg
            viewBox="0 0 144 128"
            preserveAspectRatio="xMidYMid slice"
            aria-hidden="true"
            className="absolute inset-0 h-full w-full"
          >
            <path d="M0 90c30-10 50 6 80-6s50-4 64-10v54H0z" fill="#bfe3f2" />
            <path d="M0 40h144M40 0v128M100 0v90" stroke="#fff" strokeWidth="4" />
            <path d="M0 70c40 0 60-20 144-14" stroke="#f7e2b0" strokeWidth="5" fill="none" />
          </svg>
          <span className="absolute top-1/2 left-1/2 flex -translate-x-1/2 -translate-y-full flex-col items-center">
            <span className="rounded-md bg-white px-2 py-0.5 text-[10px] font-semibold whitespace-nowrap text-pine-900 shadow">
              {visual.mapLabel}
            </span>
            <MapPin className="h-7 w-7 fill-coral-600 text-white" />
          </span>
        </div>
      </div>
    </div>
  );
}

function StatusVisual({ visual }: { visual: Of<"status"> }) {
  const bars = [7, 8, 6, 9, 8, 9, 7, 8, 9, 9, 8, 7, 9, 8, 9, 9, 8, 9, 7, 8, 9, 8, 9, 9];
  return (
    <div className="rounded-2xl bg-pine-950 p-6 text-white shadow-2xl shadow-pine-900/20">
      <p className="flex items-center gap-2.5 font-semibold">
        <span className="relative flex h-3 w-3">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-pine-400 opacity-60" />
          <span className="relative inline-flex h-3 w-3 rounded-full bg-pine-400" />
        </span>
        {visual.heading}
      </p>
      <div className="mt-5 flex h-16 items-end gap-1">
        {bars.map((h, i) => (
          <span
            key={`bar-${i.toString()}`}
            className="flex-1 rounded-sm bg-pine-500/80"
            style={{ height: `${(h / 9) * 100}%` }}
          />
        ))}
      </div>
      <ul className="mt-5 divide-y divide-pine-800">
        {visual.rows.map((row) => (
          <li key={row.label} className="flex items-center justify-between gap-4 py-2.5 text-sm">
            <span className="text-pine-100">{row.label}</span>
            <span className="flex items-center gap-1.5 font-semibold text-white">
              <CircleCheck className="h-4 w-4 text-pine-300" />
              {row.value}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
