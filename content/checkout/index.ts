import type { Lang } from "../../modules/i18n/languages.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";
import type { CheckoutContent } from "./types.ts";

export const checkoutContent: Record<Lang, CheckoutContent> = { nl, en, pl };
export type { CheckoutContent };
