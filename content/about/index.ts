import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { AboutContent } from "./types.ts";

export const ABOUT_CONTENT: Record<Lang, AboutContent> = { nl, en, pl };
