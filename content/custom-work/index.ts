import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { CustomWorkContent } from "./types.ts";

export const customWorkContent: Record<Lang, CustomWorkContent> = { nl, en, pl };
