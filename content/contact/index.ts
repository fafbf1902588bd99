import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { ContactContent } from "./types.ts";

export const contactContent: Record<Lang, ContactContent> = { nl, en, pl };
export type { ContactContent };
