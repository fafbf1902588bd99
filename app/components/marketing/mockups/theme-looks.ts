import type { ThemeName } from "../../../../modules/sites/themes.ts";

/**
 * How each owner-site theme looks, for the CSS mock-ups on the marketing pages: its four
 * palette colours (in the order the theme copy names them) and the few traits that set it
 * apart. Design data, not copy: the names and descriptions live in content/themes.
 */
export type ThemeLook = {
  /** Background, surface, text, accent. */
  palette: readonly [string, string, string, string];
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
  onAccent: string;
  /** Sky, land and house of the little landscape in the hero of the mock-up. */
  sky: string;
  land: string;
  house: string;
  font: "sans" | "serif";
  uppercase: boolean;
  radius: string;
};

export const THEME_LOOKS: Record<ThemeName, ThemeLook> = {
  "modern-minimal": {
    palette: ["#ffffff", "#f1f2f4", "#18181b", "#2f5bd3"],
    background: "#ffffff",
    surface: "#f1f2f4",
    text: "#18181b",
    muted: "#52525b",
    accent: "#2f5bd3",
    onAccent: "#ffffff",
    sky: "#e4e9f5",
    land: "#c7d0e4",
    house: "#ffffff",
    font: "sans",
    uppercase: false,
    radius: "4px",
  },
  "warm-cozy": {
    palette: ["#fbf3e8", "#f1dcc3", "#5b3a29", "#b4461b"],
    background: "#fbf3e8",
    surface: "#f1dcc3",
    text: "#5b3a29",
    muted: "#7a5644",
    accent: "#b4461b",
    onAccent: "#ffffff",
    sky: "#f6d9b8",
    land: "#d9a877",
    house: "#ffffff",
    font: "serif",
    uppercase: false,
    radius: "14px",
  },
  "classic-elegant": {
    palette: ["#faf7f0", "#ece5d6", "#1e2a44", "#9a7440"],
    background: "#faf7f0",
    surface: "#ece5d6",
    text: "#1e2a44",
    muted: "#4a5568",
    accent: "#1e2a44",
    onAccent: "#faf7f0",
    sky: "#e6dcc8",
    land: "#b9a57f",
    house: "#ffffff",
    font: "serif",
    uppercase: true,
    radius: "2px",
  },
  "fresh-coastal": {
    palette: ["#f5fbfc", "#dff1f5", "#0f3b4c", "#0e7490"],
    background: "#f5fbfc",
    surface: "#dff1f5",
    text: "#0f3b4c",
    muted: "#35606f",
    accent: "#0e7490",
    onAccent: "#ffffff",
    sky: "#bfe6f0",
    land: "#f0dcb4",
    house: "#ffffff",
    font: "sans",
    uppercase: false,
    radius: "999px",
  },
  "urban-hip": {
    palette: ["#141414", "#262626", "#f5f5f5", "#d4ff3a"],
    background: "#141414",
    surface: "#262626",
    text: "#f5f5f5",
    muted: "#c4c4c4",
    accent: "#d4ff3a",
    onAccent: "#141414",
    sky: "#2d2d2d",
    land: "#4a4a4a",
    house: "#3a3a3a",
    font: "sans",
    uppercase: true,
    radius: "0px",
  },
  "nature-rustic": {
    palette: ["#f3eee3", "#dfd6c2", "#3b3a2a", "#4d6b3a"],
    background: "#f3eee3",
    surface: "#dfd6c2",
    text: "#3b3a2a",
    muted: "#5c5a45",
    accent: "#4d6b3a",
    onAccent: "#ffffff",
    sky: "#d9dfc8",
    land: "#8a9a6a",
    house: "#ffffff",
    font: "serif",
    uppercase: false,
    radius: "8px",
  },
};
