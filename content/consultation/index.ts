import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { ConsultationContent } from "./types.ts";

export const consultationContent: Record<Lang, ConsultationContent> = { nl, en, pl };
export type { ConsultationContent };
