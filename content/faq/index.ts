import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { FaqContent } from "./types.ts";

export const FAQ_CONTENT: Record<Lang, FaqContent> = { nl, en, pl };
