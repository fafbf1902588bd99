import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { HowItWorksContent } from "./types.ts";

export const howItWorksContent: Record<Lang, HowItWorksContent> = { nl, en, pl };
