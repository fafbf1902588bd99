import { en as backupsEn } from "./backups/en.ts";
import { nl as backupsNl } from "./backups/nl.ts";
import { pl as backupsPl } from "./backups/pl.ts";
import { en as billingEn } from "./billing/en.ts";
import { nl as billingNl } from "./billing/nl.ts";
import { pl as billingPl } from "./billing/pl.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { en as paymentsEn } from "./payments/en.ts";
import { nl as paymentsNl } from "./payments/nl.ts";
import { pl as paymentsPl } from "./payments/pl.ts";
import { pl } from "./pl.ts";

/** The admin area's texts: one file per language, and a folder per later page merged under its name. */
export const admin = {
  nl: { ...nl, payments: paymentsNl, billing: billingNl, backups: backupsNl },
  en: { ...en, payments: paymentsEn, billing: billingEn, backups: backupsEn },
  pl: { ...pl, payments: paymentsPl, billing: billingPl, backups: backupsPl },
};
