import type { ThemeName } from "../../../../modules/sites/themes.ts";
import { cn } from "../../ui/cn.ts";
import { THEME_LOOKS } from "./theme-looks.ts";

/**
 * A small illustrated holiday home in a landscape, standing in for the hero photo of an
 * owner's site. Colours come from the theme it illustrates.
 */
export function HolidayScene({
  sky,
  land,
  accent,
  house = "#ffffff",
  className,
}: {
  sky: string;
  land: string;
  accent: string;
  house?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className={cn("block h-full w-full", className)}
    >
      <rect width="400" height="200" fill={sky} />
      <circle cx="318" cy="52" r="22" fill="#ffffff" opacity="0.55" />
      <path d="M0 130 C 70 95 140 100 210 122 S 340 150 400 112 V200 H0Z" fill={land} opacity="0.55" />
      <path d="M0 152 C 90 128 170 132 250 148 S 360 160 400 146 V200 H0Z" fill={land} />
      <g transform="translate(150 86)">
        <rect x="6" y="34" width="88" height="52" fill={house} />
        <path d="M0 38 L50 0 L100 38 Z" fill={accent} />
        <rect x="40" y="56" width="20" height="30" fill={accent} opacity="0.85" />
        <rect x="16" y="46" width="16" height="14" fill={sky} />
        <rect x="68" y="46" width="16" height="14" fill={sky} />
        <rect x="72" y="10" width="8" height="18" fill={house} />
      </g>
      <g fill={accent} opacity="0.7">
        <path d="M70 150 l12 -34 l12 34 Z" />
        <path d="M92 154 l9 -26 l9 26 Z" />
        <path d="M300 150 l12 -38 l12 38 Z" />
      </g>
    </svg>
  );
}

/** The landscape in the colours of one of the six themes. */
export function ThemeScene({ theme, className }: { theme: ThemeName; className?: string }) {
  const look = THEME_LOOKS[theme];
  return <HolidayScene sky={look.sky} land={look.land} accent={look.accent} house={look.house} className={className} />;
}
