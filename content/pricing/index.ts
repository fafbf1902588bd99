import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { PricingContent } from "./types.ts";

export const pricingContent: Record<Lang, PricingContent> = { nl, en, pl };
export type { PricingContent };
