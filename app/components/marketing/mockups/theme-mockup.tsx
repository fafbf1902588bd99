import type { ThemeMockupLabels } from "../../../../content/themes/types.ts";
import type { ThemeName } from "../../../../modules/sites/themes.ts";
import { cn } from "../../ui/cn.ts";
import { BrowserFrame } from "./device-frames.tsx";
import { ThemeScene } from "./holiday-scene.tsx";
import { THEME_LOOKS } from "./theme-looks.ts";

/**
 * A miniature owner site in one theme: header, hero with booking bar and three content
 * cards. Decorative: the theme's name and description are written next to it.
 */
export function ThemeMockup({
  theme,
  siteName,
  domain,
  tagline,
  labels,
  size = "md",
  className,
}: {
  theme: ThemeName;
  siteName: string;
  domain: string;
  tagline: string;
  labels: ThemeMockupLabels;
  size?: "sm" | "md";
  className?: string;
}) {
  const look = THEME_LOOKS[theme];
  const sm = size === "sm";
  const font = look.font === "serif" ? "font-display" : "font-sans";
  const caps = look.uppercase ? "uppercase tracking-[0.14em]" : "";
  return (
    <div aria-hidden="true" className={cn("select-none", className)}>
      <BrowserFrame url={domain} dark={theme === "urban-hip"} className="shadow-lg">
        <div style={{ background: look.background, color: look.text }}>
          <div className={cn("flex items-center justify-between", sm ? "px-3 py-2" : "px-4 py-3")}>
            <span className={cn(font, caps, "min-w-0 truncate font-semibold", sm ? "text-[10px]" : "text-sm")}>
              {siteName}
            </span>
            <span className={cn("flex items-center", sm ? "gap-2" : "gap-3")}>
              {!sm &&
                labels.nav.map((item) => (
                  <span key={item} className="hidden text-[11px] sm:inline" style={{ color: look.muted }}>
                    {item}
                  </span>
                ))}
              <span
                className={cn("font-semibold", sm ? "px-2 py-0.5 text-[9px]" : "px-3 py-1 text-[11px]")}
                style={{ background: look.accent, color: look.onAccent, borderRadius: look.radius }}
              >
                {labels.book}
              </span>
            </span>
          </div>
          <div className={cn("relative", sm ? "h-24" : "h-40")}>
            <ThemeScene theme={theme} />
            <div className={cn("absolute inset-x-0 top-0", sm ? "p-3" : "p-5")}>
              <p className={cn(font, caps, "leading-tight font-semibold", sm ? "text-xs" : "text-xl")}>{siteName}</p>
              <p className={cn(sm ? "hidden" : "mt-1 text-xs")} style={{ color: look.muted }}>
                {tagline}
              </p>
            </div>
          </div>
          <div className={sm ? "px-3 py-2.5" : "px-4 py-4"}>
            <div
              className={cn("flex items-stretch gap-1.5", sm ? "text-[8px]" : "text-[10px]")}
              style={{ background: look.surface, borderRadius: look.radius === "999px" ? "14px" : look.radius }}
            >
              {[labels.arrival, labels.departure, labels.guests].map((field, i) => (
                <span
                  key={field}
                  className={cn("flex-1 truncate", sm ? "px-2 py-1.5" : "px-3 py-2", i === 2 && sm && "hidden")}
                  style={{ color: look.muted }}
                >
                  {field}
                </span>
              ))}
              <span
                className={cn("flex items-center font-semibold", sm ? "px-2" : "px-3")}
                style={{
                  background: look.accent,
                  color: look.onAccent,
                  borderRadius: look.radius === "999px" ? "14px" : look.radius,
                }}
              >
                {labels.book}
              </span>
            </div>
            <div className={cn("grid grid-cols-3", sm ? "mt-2 gap-1.5" : "mt-3 gap-2.5")}>
              {labels.cards.map((card, i) => (
                <div
                  key={card}
                  className="overflow-hidden"
                  style={{ background: look.surface, borderRadius: look.radius === "999px" ? "12px" : look.radius }}
                >
                  <div
                    className={sm ? "h-6" : "h-12"}
                    style={{ background: i === 1 ? look.land : look.sky, opacity: 0.9 }}
                  />
                  <p
                    className={cn(
                      "truncate font-medium",
                      font,
                      sm ? "px-1.5 py-1 text-[8px]" : "px-2 py-1.5 text-[10px]",
                    )}
                  >
                    {card}
                  </p>
                </div>
              ))}
            </div>
          </div>
        </div>
      </BrowserFrame>
    </div>
  );
}
