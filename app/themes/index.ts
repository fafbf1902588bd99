import type { ComponentType } from "react";
import type { ThemeName } from "../../modules/sites/themes.ts";
import { ClassicElegant } from "./classic-elegant/theme.tsx";
import { FreshCoastal } from "./fresh-coastal/theme.tsx";
import type { ThemePageProps } from "./kit/page-data.ts";
import { ModernMinimal } from "./modern-minimal/theme.tsx";
import { NatureRustic } from "./nature-rustic/theme.tsx";
import { UrbanHip } from "./urban-hip/theme.tsx";
import { WarmCozy } from "./warm-cozy/theme.tsx";

/**
 * Each theme draws a whole page (header, the page itself, footer) from the same data: a
 * distinct design, not one layout recoloured. Pages are rendered on the server only.
 */
export const THEMES: Record<ThemeName, ComponentType<ThemePageProps>> = {
  "modern-minimal": ModernMinimal,
  "warm-cozy": WarmCozy,
  "classic-elegant": ClassicElegant,
  "fresh-coastal": FreshCoastal,
  "urban-hip": UrbanHip,
  "nature-rustic": NatureRustic,
};
