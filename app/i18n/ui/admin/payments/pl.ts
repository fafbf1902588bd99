import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  title: "Płatności",
  intro:
    "Własne dane dostępowe VayVista w Stripe i Mollie: dzięki nim właściciele łączą swoje konta i płacą VayVista za subskrypcję. Są przechowywane w postaci zaszyfrowanej i nigdy więcej nie są pokazywane.",
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
    subscriptionsHeading: "Czym właściciele mogą teraz płacić za subskrypcję",
    platformStripeOn: "Stripe: dostępny, na własnym koncie VayVista.",
    platformStripeOff: "Stripe: niedostępny, brakuje klucza tajnego.",
    platformStripeNoWebhook:
      "Brakuje sekretu podpisu punktu końcowego własnego konta: powiadomienia Stripe o płatnościach za subskrypcje są odrzucane.",
    platformMollieOn: "Mollie: dostępne, z kluczem API VayVista.",
    platformMollieOff: "Mollie: niedostępne, brakuje klucza API.",
    platformMollieTestKey: "Klucz API Mollie jest kluczem testowym: płatności za subskrypcje są testowe.",
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
  platform: {
    heading: "Własne konto VayVista (subskrypcje właścicieli)",
    intro:
      "Właściciele płacą za subskrypcję na własne konto VayVista, nie przez Connect. Stripe używa do tego klucza tajnego powyżej; Mollie klucza API Twojego profilu strony.",
    webhookSecret: "Sekret podpisu webhooka własnego konta",
    webhookSecretHint:
      "whsec_…, drugiego punktu końcowego webhooka Stripe (zdarzenia na Twoim własnym koncie) podanego niżej.",
    mollieApiKey: "Klucz API Mollie",
    mollieApiKeyHint:
      "live_… lub test_…, Twojego profilu strony (Developers → API keys). Klucz test_ sprawia, że wszystkie płatności za subskrypcje są testowe.",
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
    stripePlatformWebhookSecret: "Sekret podpisu zaczyna się od whsec_.",
    mollieApiKey: "Klucz API Mollie zaczyna się od live_ lub test_, po czym następuje co najmniej 30 liter i cyfr.",
  },
  reconciliation: {
    heading: "Nocne porównanie z dostawcami",
    intro:
      "Każdej nocy o 03:40 płatności z ostatnich 30 dni w Stripe, Mollie i u dostawcy testowego są porównywane z naszym rejestrem, konto po koncie. To, co u dostawcy jest dalej, zostaje zaktualizowane; każda inna rozbieżność jest tutaj i trafia e-mailem do administratorów.",
    never: "Porównanie jeszcze się nie odbyło.",
    lastRun: "Ostatnio uruchomione {{time}}.",
    accounts: "Porównane konta",
    failed: "Nie do odczytania",
    differences: "Rozbieżności",
    settled: "Zaktualizowane",
    allMatched: "Wszystko się zgadzało.",
    more: "Kolejne rozbieżności spoza tej listy: {{count}}.",
    noStay: "brak znanej rezerwacji",
    ledger: "Rejestr: {{state}}, {{amount}}",
    provider: "Dostawca: {{state}}, {{amount}}",
    error: "Odpowiedź: {{error}}",
    kinds: {
      only_at_provider: "U dostawcy, nie w naszym rejestrze",
      only_in_ledger: "W naszym rejestrze, nie u dostawcy",
      amount: "Kwoty się różnią",
      currency: "Waluty się różnią",
      state: "Statusy się różnią",
      account_failed: "Nie udało się odczytać konta",
    },
    states: {
      requires_payment: "czeka na płatność",
      authorised: "zablokowana",
      paid: "opłacona",
      failed: "nieudana",
      expired: "wygasła",
      cancelled: "anulowana",
      partly_refunded: "częściowo zwrócona",
      refunded: "zwrócona",
    },
  },
  register: {
    heading: "Rejestracja u operatorów",
    stripeWebhook:
      "Stripe: w panelu Stripe dodaj punkt końcowy webhooka dla Connect (zdarzenia na połączonych kontach) pod tym adresem:",
    stripeEvents: "z tymi zdarzeniami:",
    stripePlatformWebhook:
      "Stripe: dodaj też punkt końcowy webhooka dla zdarzeń na Twoim własnym koncie, pod tym samym adresem i z tymi samymi zdarzeniami (oprócz account.updated).",
    mollieRedirect: "Mollie: ustaw ten adres przekierowania w swojej aplikacji Mollie Connect:",
    mollieWebhook: "Powiadomień Mollie nie trzeba rejestrować: każda płatność sama przekazuje ten adres.",
  },
};
