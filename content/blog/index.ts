import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { BlogContent } from "./types.ts";

export const blogContent: Record<Lang, BlogContent> = { nl, en, pl };
export type { BlogContent };
