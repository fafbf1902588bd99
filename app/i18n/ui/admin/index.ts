import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { en as paymentsEn } from "./payments/en.ts";
import { nl as paymentsNl } from "./payments/nl.ts";
import { pl as paymentsPl } from "./payments/pl.ts";
import { pl } from "./pl.ts";

/** The admin area's texts: one file per language, and a folder per later page merged under its name. */
export const admin = {
  nl: { ...nl, payments: paymentsNl },
  en: { ...en, payments: paymentsEn },
  pl: { ...pl, payments: paymentsPl },
};
