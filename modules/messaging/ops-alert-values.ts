import type { Lang } from "../i18n/languages.ts";
import { formatMoment } from "./format-moment.ts";
import type { TemplateData } from "./template-keys.ts";

/** The operator's alerts (modules/ops-alerts), each check by its name. */
export const OPS_ALERT_CHECKS = [
  "queue-failures",
  "outbox-stuck",
  "payments-reconciliation",
  "feeds-behind",
  "backup",
] as const;
export type OpsAlertCheck = (typeof OPS_ALERT_CHECKS)[number];

const TITLES: Record<Lang, Record<OpsAlertCheck, string>> = {
  nl: {
    "queue-failures": "Taken in een wachtrij mislukken herhaaldelijk",
    "outbox-stuck": "E-mails blijven in de outbox hangen",
    "payments-reconciliation": "De controle van de betalingen vindt verschillen",
    "feeds-behind": "Het ophalen van agenda's loopt achter",
    backup: "Back-up ontbreekt of de hersteltest is mislukt",
  },
  en: {
    "queue-failures": "Jobs in a queue keep failing",
    "outbox-stuck": "Emails are stuck in the outbox",
    "payments-reconciliation": "The payments reconciliation finds differences",
    "feeds-behind": "Calendar syncing is falling behind",
    backup: "A backup is missing or the restore drill failed",
  },
  pl: {
    "queue-failures": "Zadania w kolejce wciąż się nie udają",
    "outbox-stuck": "E-maile utknęły w skrzynce nadawczej",
    "payments-reconciliation": "Uzgadnianie płatności wykazuje rozbieżności",
    "feeds-behind": "Synchronizacja kalendarzy ma opóźnienie",
    backup: "Brak kopii zapasowej lub test odtwarzania się nie powiódł",
  },
};

/** The check's name as the admin's email says it; an unknown check by its own name. */
export function opsAlertTitle(check: string, lang: Lang): string {
  return (TITLES[lang] as Record<string, string>)[check] ?? check;
}

/** Made-up values for the admin's preview of the emails. */
export function opsAlertSampleData(lang: Lang): Omit<TemplateData["ops-alert-resolved"], "name" | "url"> {
  return {
    alert: opsAlertTitle("outbox-stuck", lang),
    summary: "23 emails waiting; the oldest was queued 41 minutes ago (2026-03-12T12:24:00Z)",
    since: formatMoment(new Date("2026-03-12T12:40:00Z"), lang),
    until: formatMoment(new Date("2026-03-12T13:05:00Z"), lang),
  };
}
