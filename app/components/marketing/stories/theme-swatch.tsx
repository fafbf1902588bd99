import { isThemeName, type ThemeName } from "../../../../modules/sites/themes.ts";

/** Rough colours of each theme, enough for a small decorative mock-up of an owner's site. */
const PALETTES: Record<ThemeName, { bg: string; bar: string; accent: string; text: string; serif: boolean }> = {
  "modern-minimal": { bg: "#f8fafc", bar: "#0f172a", accent: "#0ea5e9", text: "#0f172a", serif: false },
  "warm-cozy": { bg: "#fdf4ea", bar: "#7c3f1d", accent: "#d97706", text: "#4a2511", serif: true },
  "classic-elegant": { bg: "#faf7f2", bar: "#1f2a44", accent: "#b08d57", text: "#1f2a44", serif: true },
  "fresh-coastal": { bg: "#f0f9ff", bar: "#0e7490", accent: "#f59e0b", text: "#0c4a6e", serif: false },
  "urban-hip": { bg: "#18181b", bar: "#fafafa", accent: "#e11d48", text: "#fafafa", serif: false },
  "nature-rustic": { bg: "#f4f1e8", bar: "#3f5a36", accent: "#a16207", text: "#283d22", serif: true },
};

/**
 * A tiny browser window in the colours of a theme, showing the property's name: an
 * illustration of the owner's website, drawn with CSS instead of a screenshot.
 */
export function ThemeMockup({ theme, propertyName }: { theme: string; propertyName: string }) {
  const p = PALETTES[isThemeName(theme) ? theme : "modern-minimal"];
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-black/5">
      <div className="flex items-center gap-1.5 bg-slate-100 px-3 py-2">
        <span className="h-2 w-2 rounded-full bg-coral-500" />
        <span className="h-2 w-2 rounded-full bg-sand-300" />
        <span className="h-2 w-2 rounded-full bg-pine-400" />
        <span className="ml-2 h-3 flex-1 rounded-full bg-white" />
      </div>
      <div style={{ background: p.bg }} className="p-4">
        <div className="flex items-center justify-between">
          <span style={{ background: p.bar }} className="h-2 w-10 rounded-full" />
          <span className="flex gap-1.5">
            <span style={{ background: p.bar, opacity: 0.4 }} className="h-1.5 w-6 rounded-full" />
            <span style={{ background: p.bar, opacity: 0.4 }} className="h-1.5 w-6 rounded-full" />
            <span style={{ background: p.accent }} className="h-1.5 w-8 rounded-full" />
          </span>
        </div>
        <p
          style={{ color: p.text }}
          className={`mt-5 truncate text-lg leading-tight font-semibold ${p.serif ? "font-display" : "font-sans"}`}
        >
          {propertyName}
        </p>
        <div className="mt-3 grid grid-cols-3 gap-1.5">
          <span style={{ background: p.accent, opacity: 0.85 }} className="col-span-2 h-12 rounded-md" />
          <span style={{ background: p.bar, opacity: 0.25 }} className="h-12 rounded-md" />
        </div>
        <div className="mt-3 flex items-center gap-2">
          <span style={{ background: p.accent }} className="h-4 w-16 rounded-full" />
          <span style={{ background: p.text, opacity: 0.25 }} className="h-1.5 flex-1 rounded-full" />
        </div>
      </div>
    </div>
  );
}
