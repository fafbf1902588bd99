import type { ValueWords } from "./types.ts";

export const plValues: ValueWords = {
  signIn: {
    device: "{browser} w systemie {system}",
    someBrowser: "Przeglądarka",
    unknownDevice: "Nieznane urządzenie",
    unknownAddress: "nieznany",
  },
  booking: {
    party: {
      adults: {
        one: "{n} osoba dorosła",
        few: "{n} osoby dorosłe",
        many: "{n} osób dorosłych",
        other: "{n} osoby dorosłej",
      },
      children: { one: "{n} dziecko", few: "{n} dzieci", many: "{n} dzieci", other: "{n} dzieci" },
    },
    price: {
      nights: { one: "{n} noc", few: "{n} noce", many: "{n} nocy", other: "{n} nocy" },
      discounts: {
        lengthOfStay: "Rabat za dłuższy pobyt",
        lastMinute: "Rabat last minute",
        earlyBooking: "Rabat za wczesną rezerwację",
      },
      discount: "{name} ({percent}\u00a0%)",
      extraGuests: "Dodatkowi goście",
      voucher: "Kod rabatowy {code}",
      cleaningFee: "Sprzątanie końcowe",
      touristTax: "Opłata miejscowa",
      total: "Razem",
      agreedTotal: "Razem (uzgodnione z gospodarzem)",
      deposit: "Kaucja zwrotna, poza kwotą łączną",
    },
    policy: {
      fullRefund: {
        one: "Przy anulowaniu najpóźniej {n} dzień przed przyjazdem otrzymasz zwrot całej kwoty.",
        few: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
        many: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
        other: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot całej kwoty.",
      },
      partRefund: {
        one: "Przy anulowaniu najpóźniej {n} dzień przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
        few: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
        many: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
        other: "Przy anulowaniu najpóźniej {n} dni przed przyjazdem otrzymasz zwrot {percent}\u00a0%.",
      },
      later: "Przy późniejszym anulowaniu kwota nie jest zwracana.",
    },
    payWays: {
      toOwner: "Płacisz na miejscu przy przyjeździe albo przelewem bankowym.",
      online:
        "Płacisz online. Na stronie rezerwacji zobaczysz, ile już zapłaciłeś(-aś), ile pozostało do zapłaty i do kiedy; tam też możesz zapłacić.",
    },
  },
  payment: {
    for: {
      full: "Pełna kwota",
      first: "Zaliczka",
      balance: "Dopłata",
      deposit: "Kaucja",
      other: "Płatność",
    },
    methods: {
      card: "Karta płatnicza",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "Polecenie zapłaty SEPA",
      transfer: "Przelew bankowy",
      cash: "Gotówka",
      card_terminal: "Terminal płatniczy",
      owner: "Bezpośrednio u gospodarza",
      online: "Płatność online",
    },
    dueLine: "{what}: {amount}, termin płatności: {date}",
    holdLine: "{what}: {amount}, blokada na karcie: {date}",
    collection: {
      card: "Resztę pobierzemy z tej samej karty w dniu płatności: nie musisz nic robić.",
      sepa_mandate:
        "Reszta zostanie pobrana z Twojego konta poleceniem zapłaty SEPA w dniu płatności: nie musisz nic robić.",
      link: "Przed terminem płatności wyślemy Ci link do zapłaty; możesz też zapłacić w każdej chwili na stronie rezerwacji.",
    },
  },
  enquiry: {
    replySubject: "Twoja wiadomość – {site}",
  },
  reconciliation: {
    kinds: {
      only_at_provider: "u dostawcy, nie w naszym rejestrze",
      only_in_ledger: "w naszym rejestrze, nie u dostawcy",
      amount: "kwoty się różnią",
      currency: "waluty się różnią",
      state: "statusy się różnią",
      account_failed: "nie udało się odczytać konta",
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
    ledgerSide: "rejestr: {state}, {amount}",
    providerSide: "dostawca: {state}, {amount}",
    error: "odpowiedź: {error}",
  },
  calendar: {
    channels: {
      airbnb: "Airbnb",
      booking: "Booking.com",
      vrbo: "Vrbo",
      google: "Google Calendar",
      other: "Inny kalendarz",
    },
    problems: {
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
    never: "nigdy",
    conflictWith: { booking: "rezerwacja", request: "prośba o rezerwację", block: "blokada", stay: "zajęte" },
  },
};
