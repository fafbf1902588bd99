import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { CustomerStoriesContent } from "./types.ts";

export const customerStoriesContent: Record<Lang, CustomerStoriesContent> = { nl, en, pl };
export type { CustomerStoriesContent };
