import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";

export const admin = { nl, en, pl };
