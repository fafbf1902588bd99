import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { LogoContent } from "./types.ts";

export const logoContent: Record<Lang, LogoContent> = { nl, en, pl };
