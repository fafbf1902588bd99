import type { ComponentType } from "react";
import type { ThemeName } from "../../modules/sites/themes.ts";
import { ClassicElegant } from "./classic-elegant/site.tsx";
import { FreshCoastal } from "./fresh-coastal/site.tsx";
import type { ThemePageProps } from "./kit/page-data.ts";
import { ModernMinimal } from "./modern-minimal/site.tsx";
import { NatureRustic } from "./nature-rustic/site.tsx";
import { UrbanHip } from "./urban-hip/site.tsx";
import { WarmCozy } from "./warm-cozy/site.tsx";

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
