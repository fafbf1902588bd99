import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  title: "Płatności",
  intro:
    "Własne dane dostępowe VayVista w Stripe i Mollie: dzięki nim właściciele łączą swoje konta. Są przechowywane w postaci zaszyfrowanej i nigdy więcej nie są pokazywane.",
  lastSaved: "Ostatnio zapisano {{time}}.",
  available: {
    heading: "Co właściciele mogą teraz połączyć",
    stripeOn: "Stripe: dostępny.",
    stripeOff: "Stripe: niedostępny, brakuje klucza tajnego.",
    stripeNoWebhook:
      "Brakuje sekretu webhooka Stripe: powiadomienia Stripe są odrzucane, a płatności aktualizują się dopiero, gdy gość wróci na stronę.",
    mollieOn: "Mollie: dostępne.",
    mollieOff: "Mollie: niedostępne, brakuje identyfikatora klienta lub sekretu klienta.",
    mollieTestmode: "Mollie działa w trybie testowym: właściciele otrzymują płatności testowe.",
    testOn: "Płatności testowe: włączone (lokalnie lub PAYMENTS_TEST_PROVIDER=on).",
    testOff: "Płatności testowe: wyłączone.",
  },
  stripe: {
    heading: "Stripe Connect",
    secretKey: "Klucz tajny platformy",
    secretKeyHint: "sk_live_… lub sk_test_…, z panelu Stripe (Developers → API keys).",
    webhookSecret: "Sekret podpisu webhooka",
    webhookSecretHint: "whsec_…, punktu końcowego webhooka Connect podanego niżej.",
  },
  mollie: {
    heading: "Mollie Connect",
    clientId: "Identyfikator klienta aplikacji",
    clientIdHint: "app_…, Twojej aplikacji Mollie Connect (Developers → Your apps).",
    clientSecret: "Sekret klienta aplikacji",
    clientSecretHint: "Dokładnie tak, jak pokazuje go Mollie.",
    testmode: "Tryb testowy",
    testmodeLabel: "Płatności wszystkich właścicieli przez Mollie są testowe",
    testmodeHint: "Dla środowiska testowego. Wyłącz go na prawdziwej stronie.",
  },
  secret: {
    saved: "Ustawione",
    keep: "Zostaw puste, aby zachować; wpisz nową wartość, aby ją zastąpić.",
    notSaved: "Nie ustawiono.",
    unreadable: "Zapisano, ale nie da się tego otworzyć obecnym SECRETS_KEY (który się zmienił). Wpisz ponownie.",
    fromEnv: "Ustawione w środowisku ({{name}}), które ma pierwszeństwo. Zmień to tam.",
    remove: "Usuń zapisaną wartość",
  },
  save: "Zapisz",
  saved: "Ustawienia płatności zostały zapisane.",
  invalid: {
    stripeSecretKey: "Klucz tajny Stripe zaczyna się od sk_live_, sk_test_ lub rk_ i zawiera tylko litery i cyfry.",
    stripeWebhookSecret: "Sekret podpisu zaczyna się od whsec_.",
    mollieClientId: "Identyfikator klienta zaczyna się od app_.",
    mollieClientSecret: "Wklej sekret tak, jak pokazuje go Mollie: od 8 do 250 znaków, bez spacji.",
  },
  register: {
    heading: "Rejestracja u operatorów",
    stripeWebhook:
      "Stripe: w panelu Stripe dodaj punkt końcowy webhooka dla Connect (zdarzenia na połączonych kontach) pod tym adresem:",
    stripeEvents: "z tymi zdarzeniami:",
    mollieRedirect: "Mollie: ustaw ten adres przekierowania w swojej aplikacji Mollie Connect:",
    mollieWebhook: "Powiadomień Mollie nie trzeba rejestrować: każda płatność sama przekazuje ten adres.",
  },
};
