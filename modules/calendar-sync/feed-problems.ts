import type { Lang } from "../i18n/languages.ts";

/**
 * Why a sync kept the last good data instead of the channel's answer. Stored in
 * `calendar_feeds.last_error` as `code: detail` (the detail in English for the admin, never
 * the feed's URL, which carries the channel's secret); owners read `feedProblemText`.
 */
export const FEED_PROBLEMS = [
  "blocked_address",
  "timeout",
  "too_large",
  "unreachable",
  "http_status",
  "error_body",
  "not_calendar",
  "truncated",
  "empty",
  "drop",
  "too_many_events",
  "too_slow",
] as const;
export type FeedProblemCode = (typeof FEED_PROBLEMS)[number];

export function feedError(code: FeedProblemCode, detail: string): string {
  return `${code}: ${detail}`.slice(0, 500);
}

/** The problem a stored last_error names; null for none or an unknown text. */
export function feedProblemOf(lastError: string | null): FeedProblemCode | null {
  const code = lastError?.split(":")[0]?.trim();
  return (FEED_PROBLEMS as readonly string[]).includes(code ?? "") ? (code as FeedProblemCode) : null;
}

/** What went wrong, for the owner, in their language (dashboard and email). */
const TEXTS: Record<Lang, Record<FeedProblemCode, string>> = {
  nl: {
    blocked_address: "De link wijst naar een adres dat we niet ophalen (geen openbaar internetadres).",
    timeout: "De agenda antwoordde niet binnen 10 seconden.",
    too_large: "De agenda is groter dan 5 MB.",
    unreachable: "De agenda was niet bereikbaar.",
    http_status: "De server van het kanaal gaf een foutmelding in plaats van de agenda.",
    error_body: "Het kanaal stuurde een foutmelding in plaats van de agenda.",
    not_calendar: "Op deze link staat geen agenda (bijvoorbeeld een inlogpagina).",
    truncated: "De agenda kwam maar half binnen.",
    empty: "De agenda kwam leeg binnen, terwijl er eerder boekingen in stonden.",
    drop: "Er stonden ineens veel minder boekingen in de agenda dan de vorige keer.",
    too_many_events:
      "De agenda bevat veel meer boekingen en blokkades dan je accommodatie nachten vooruit heeft (bijvoorbeeld afspraken die zich eindeloos herhalen). Zo'n agenda lezen we niet in.",
    too_slow: "Het inlezen van de agenda duurde te lang, daarom zijn we gestopt.",
  },
  en: {
    blocked_address: "The link points to an address we do not fetch (not a public internet address).",
    timeout: "The calendar did not answer within 10 seconds.",
    too_large: "The calendar is larger than 5 MB.",
    unreachable: "The calendar could not be reached.",
    http_status: "The channel's server answered with an error instead of the calendar.",
    error_body: "The channel sent an error message instead of the calendar.",
    not_calendar: "This link does not lead to a calendar (a sign-in page, for example).",
    truncated: "Only part of the calendar arrived.",
    empty: "The calendar arrived empty, although it held bookings before.",
    drop: "The calendar suddenly held far fewer bookings than last time.",
    too_many_events:
      "The calendar holds far more bookings and blocks than your place to stay has nights ahead (events that repeat endlessly, for example). We do not read in such a calendar.",
    too_slow: "Reading the calendar took too long, so we stopped.",
  },
  pl: {
    blocked_address: "Link prowadzi pod adres, którego nie pobieramy (to nie jest publiczny adres internetowy).",
    timeout: "Kalendarz nie odpowiedział w ciągu 10 sekund.",
    too_large: "Kalendarz jest większy niż 5 MB.",
    unreachable: "Nie udało się połączyć z kalendarzem.",
    http_status: "Serwer kanału zwrócił błąd zamiast kalendarza.",
    error_body: "Kanał przysłał komunikat o błędzie zamiast kalendarza.",
    not_calendar: "Pod tym linkiem nie ma kalendarza (na przykład strona logowania).",
    truncated: "Dotarła tylko część kalendarza.",
    empty: "Kalendarz przyszedł pusty, choć wcześniej były w nim rezerwacje.",
    drop: "W kalendarzu nagle jest dużo mniej rezerwacji niż poprzednio.",
    too_many_events:
      "Kalendarz zawiera dużo więcej rezerwacji i blokad, niż Twój obiekt ma nocy w przód (na przykład wydarzenia powtarzające się bez końca). Takiego kalendarza nie wczytujemy.",
    too_slow: "Wczytywanie kalendarza trwało zbyt długo, więc je przerwaliśmy.",
  },
};

export function feedProblemText(code: FeedProblemCode, lang: Lang): string {
  return TEXTS[lang][code];
}

/** The channels an owner can connect, as they are called. */
export const CHANNELS = ["airbnb", "booking", "vrbo", "google", "other"] as const;
export type Channel = (typeof CHANNELS)[number];

const OTHER_CALENDAR: Record<Lang, string> = { nl: "Andere agenda", en: "Other calendar", pl: "Inny kalendarz" };

export function channelName(channel: Channel, lang: Lang): string {
  switch (channel) {
    case "airbnb":
      return "Airbnb";
    case "booking":
      return "Booking.com";
    case "vrbo":
      return "Vrbo";
    case "google":
      return "Google Calendar";
    case "other":
      return OTHER_CALENDAR[lang];
  }
}
