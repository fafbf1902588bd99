import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  title: "Ustawienia rezerwacji",
  intro: "Strefa czasowa obiektu, waluta Twoich cen i dane do płatności przelewem.",
  link: "Strefa czasowa i dane bankowe",
  linkShort: "Ustawienia",
  timeZone: {
    heading: "Strefa czasowa obiektu",
    intro:
      "Dni przyjazdu, minimalny czas przed przyjazdem i to, jak daleko naprzód goście mogą rezerwować, liczą się od dzisiaj w tej strefie czasowej. Wybierz strefę, w której leży obiekt, nawet jeśli sam mieszkasz gdzie indziej.",
    label: "Strefa czasowa",
    common: "Często wybierane",
    current: "Obecne ustawienie",
    now: "Tam jest teraz {{now}}.",
  },
  regions: {
    Europe: "Europa",
    Africa: "Afryka",
    America: "Ameryka",
    Asia: "Azja",
    Atlantic: "Ocean Atlantycki",
    Australia: "Australia",
    Indian: "Ocean Indyjski",
    Pacific: "Ocean Spokojny",
    Antarctica: "Antarktyda",
    Arctic: "Arktyka",
  },
  currency: {
    heading: "Waluta",
    intro: "Waluta Twoich cen, voucherów, e-maili, eksportów i płatności. Możesz ją zmienić do pierwszej rezerwacji.",
    label: "Ceny w",
    options: { EUR: "Euro (€)", PLN: "Złoty polski (zł)" },
    locked: "Ustalona od pierwszej rezerwacji: kwoty już zarezerwowane pozostają w tej walucie.",
  },
  bank: {
    heading: "Płatność przelewem",
    intro:
      "Gdy podasz tu dane bankowe, goście z potwierdzoną rezerwacją zobaczą je na stronie potwierdzenia i w e-mailu z potwierdzeniem, razem z numerem rezerwacji jako tytułem przelewu. Zapytanie dostaje je, gdy tylko je przyjmiesz. Jeśli zostawisz IBAN pusty, goście dowiedzą się, że płacą przy przyjeździe albo tak, jak im przekażesz.",
    accountHolder: "Odbiorca",
    accountHolderHint: "Nazwa właściciela rachunku, tak jak zna ją bank. Potrzebna razem z IBAN.",
    iban: "IBAN",
    ibanHint: "Na przykład PL61 1090 1014 0000 0712 1981 2874. Spacje i małe litery są w porządku.",
    bic: "BIC/SWIFT",
    bicHint:
      "8 lub 11 znaków, na przykład WBKPPLPP. W Europie (SEPA) niepotrzebny; goście spoza niej czasem o niego proszą.",
    guestsSee: "Goście widzą teraz:",
    none: "Nie podano danych bankowych: goście płacą przy przyjeździe albo tak, jak im przekażesz.",
  },
  save: "Zapisz",
  saving: "Zapisywanie…",
  saved: "Ustawienia rezerwacji zostały zapisane.",
  formErrors: "Sprawdź zaznaczone pola",
  errors: {
    currency: "Wybierz euro albo złoty.",
    currencyLocked: "Waluty nie można już zmienić: Twoja strona ma już rezerwację. Nic nie zostało zapisane.",
    timeZone: "Wybierz strefę czasową z listy.",
    controls: "Są tu niewidoczne znaki sterujące, których nie możemy zapisać. Wpisz to ponownie.",
    ibanFormat: "IBAN zaczyna się od kodu kraju i dwóch cyfr, dalej są tylko litery i cyfry.",
    ibanCountry: "Ten IBAN nie zaczyna się od kodu kraju, który używa IBAN. Sprawdź pierwsze dwie litery.",
    ibanLength: "IBAN dla kraju {{country}} ma długość {{expected}}, a ten ma długość {{actual}}.",
    ibanChecksum: "Ten IBAN jest niepoprawny: jest w nim literówka. Porównaj go z kartą lub aplikacją banku.",
    ibanMissing: "Podaj też IBAN albo wyczyść pozostałe pola, jeśli goście nie płacą przelewem.",
    holderMissing: "Podaj nazwę odbiorcy: goście potrzebują jej do przelewu.",
    holderTooLong: "Użyj najwyżej {{max}} znaków: tyle mieści przelew.",
    bicFormat: "BIC ma 8 lub 11 liter i cyfr, na przykład WBKPPLPP.",
  },
};
