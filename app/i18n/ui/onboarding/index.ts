import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";

export const onboarding = { nl, en, pl };
