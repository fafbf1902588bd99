import { isThemeName } from "../../../../modules/sites/themes.ts";
import { THEME_LOOKS } from "./theme-looks.ts";

/**
 * A tiny browser window in the colours of a theme (from THEME_LOOKS, like every theme
 * mock-up), showing the property's name: an illustration of the owner's website, drawn
 * with CSS instead of a screenshot. A theme the site does not know shows Modern Minimal.
 */
export function ThemeThumbnail({ theme, propertyName }: { theme: string; propertyName: string }) {
  const look = THEME_LOOKS[isThemeName(theme) ? theme : "modern-minimal"];
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-black/5">
      <div className="flex items-center gap-1.5 bg-slate-100 px-3 py-2">
        <span className="h-2 w-2 rounded-full bg-coral-500" />
        <span className="h-2 w-2 rounded-full bg-sand-300" />
        <span className="h-2 w-2 rounded-full bg-pine-400" />
        <span className="ml-2 h-3 flex-1 rounded-full bg-white" />
      </div>
      <div style={{ background: look.background }} className="p-4">
        <div className="flex items-center justify-between">
          <span style={{ background: look.text }} className="h-2 w-10 rounded-full" />
          <span className="flex gap-1.5">
            <span style={{ background: look.text, opacity: 0.4 }} className="h-1.5 w-6 rounded-full" />
            <span style={{ background: look.text, opacity: 0.4 }} className="h-1.5 w-6 rounded-full" />
            <span style={{ background: look.accent }} className="h-1.5 w-8 rounded-full" />
          </span>
        </div>
        <p
          style={{ color: look.text }}
          className={`mt-5 truncate text-lg leading-tight font-semibold ${look.font === "serif" ? "font-display" : "font-sans"}`}
        >
          {propertyName}
        </p>
        <div className="mt-3 grid grid-cols-3 gap-1.5">
          <span style={{ background: look.accent, opacity: 0.85 }} className="col-span-2 h-12 rounded-md" />
          <span style={{ background: look.text, opacity: 0.25 }} className="h-12 rounded-md" />
        </div>
        <div className="mt-3 flex items-center gap-2">
          <span style={{ background: look.accent }} className="h-4 w-16 rounded-full" />
          <span style={{ background: look.text, opacity: 0.25 }} className="h-1.5 flex-1 rounded-full" />
        </div>
      </div>
    </div>
  );
}
