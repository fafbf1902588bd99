import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { LegalContent } from "./types.ts";

/** The date every legal document was last revised; shown under each h1. */
export const LEGAL_LAST_UPDATED = "2026-11-01";

export const LEGAL_CONTENT: Record<Lang, LegalContent> = { nl, en, pl };
