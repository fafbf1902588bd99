import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { WhyContent } from "./types.ts";

export const whyContent: Record<Lang, WhyContent> = { nl, en, pl };
