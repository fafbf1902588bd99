import type { SiteLang } from "../i18n/site-languages.ts";
import type { ApiErrorCode } from "./booking-api-schema.ts";

/** What a guest reads when the booking API refuses, in the language they asked for. */
const MESSAGES: Record<ApiErrorCode, Record<SiteLang, string>> = {
  invalid_request: {
    nl: "Controleer de gegevens: niet alles is goed ingevuld.",
    en: "Please check your details: not everything is filled in correctly.",
    de: "Bitte prüfen Sie Ihre Angaben: nicht alles ist richtig ausgefüllt.",
    pl: "Sprawdź dane: nie wszystko zostało poprawnie wypełnione.",
  },
  unknown_unit: {
    nl: "Deze accommodatie bestaat niet (meer).",
    en: "This place to stay does not exist (any more).",
    de: "Diese Unterkunft gibt es nicht (mehr).",
    pl: "Ten obiekt nie istnieje (już).",
  },
  stay_not_allowed: {
    nl: "Dit verblijf past niet bij de regels van de accommodatie.",
    en: "This stay does not fit the rules of this place.",
    de: "Dieser Aufenthalt passt nicht zu den Regeln der Unterkunft.",
    pl: "Ten pobyt nie spełnia zasad obiektu.",
  },
  voucher_invalid: {
    nl: "Deze kortingscode kan niet worden gebruikt.",
    en: "This voucher code cannot be used.",
    de: "Dieser Gutscheincode kann nicht verwendet werden.",
    pl: "Tego kodu rabatowego nie można użyć.",
  },
  dates_unavailable: {
    nl: "Deze data zijn niet (meer) beschikbaar. Kies andere data.",
    en: "These dates are not available (any more). Please choose other dates.",
    de: "Diese Daten sind nicht (mehr) verfügbar. Bitte wählen Sie andere Daten.",
    pl: "Te terminy nie są (już) dostępne. Wybierz inne daty.",
  },
  rate_limited: {
    nl: "Te veel pogingen. Probeer het over een paar minuten opnieuw.",
    en: "Too many attempts. Please try again in a few minutes.",
    de: "Zu viele Versuche. Bitte versuchen Sie es in ein paar Minuten erneut.",
    pl: "Zbyt wiele prób. Spróbuj ponownie za kilka minut.",
  },
  too_many_open_stays: {
    nl: "U heeft bij deze accommodatie al meerdere boekingen of aanvragen openstaan. Wacht op het antwoord van de eigenaar of neem rechtstreeks contact op.",
    en: "You already have several bookings or requests open with this host. Please wait for the owner's answer, or contact them directly.",
    de: "Sie haben bei dieser Unterkunft bereits mehrere offene Buchungen oder Anfragen. Bitte warten Sie auf die Antwort des Gastgebers oder kontaktieren Sie ihn direkt.",
    pl: "Masz już kilka otwartych rezerwacji lub zapytań w tym obiekcie. Poczekaj na odpowiedź właściciela albo skontaktuj się z nim bezpośrednio.",
  },
  payload_too_large: {
    nl: "Het verzoek is te groot.",
    en: "The request is too large.",
    de: "Die Anfrage ist zu groß.",
    pl: "Żądanie jest zbyt duże.",
  },
  not_bookable: {
    nl: "Op deze site kan nog niet online worden geboekt.",
    en: "This site does not take online bookings yet.",
    de: "Auf dieser Website kann noch nicht online gebucht werden.",
    pl: "Na tej stronie nie można jeszcze rezerwować online.",
  },
  not_found: {
    nl: "Dit adres van de API bestaat niet.",
    en: "This address of the API does not exist.",
    de: "Diese Adresse der API gibt es nicht.",
    pl: "Ten adres API nie istnieje.",
  },
  server_error: {
    nl: "Er ging iets mis aan onze kant. Probeer het zo opnieuw.",
    en: "Something went wrong on our side. Please try again shortly.",
    de: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    pl: "Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.",
  },
};

export function apiErrorMessage(code: ApiErrorCode, lang: SiteLang): string {
  return MESSAGES[code][lang];
}
