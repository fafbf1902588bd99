import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { DemoContent } from "./types.ts";

export const demoContent: Record<Lang, DemoContent> = { nl, en, pl };
