import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { ServicesContent } from "./types.ts";

export const servicesContent: Record<Lang, ServicesContent> = { nl, en, pl };
