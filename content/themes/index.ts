import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { ThemesContent } from "./types.ts";

export const themesContent: Record<Lang, ThemesContent> = { nl, en, pl };
