import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { HomeContent } from "./types.ts";

export const homeContent: Record<Lang, HomeContent> = { nl, en, pl };
