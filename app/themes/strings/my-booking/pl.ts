import type { MyBookingStrings } from "./types.ts";

/** Własna strona rezerwacji gościa po polsku. */
export const plMyBooking: MyBookingStrings = {
  meta: {
    title: "Twoja rezerwacja",
    description: "Twoja rezerwacja: terminy, cena, płatności, anulowanie i informacje o przyjeździe.",
  },
  states: {
    awaiting_payment: {
      title: "Oczekuje na twoją płatność",
      body: "Trzymamy dla ciebie te daty. Wstępna rezerwacja wygasa: {until}. Rezerwacja zostanie potwierdzona, gdy tylko wpłynie płatność; jeśli nie wpłynie na czas, daty znów będą wolne.",
    },
    request: {
      title: "Oczekuje na odpowiedź właściciela",
      body: "Właściciel rozpatruje twoje zapytanie i poinformuje cię e-mailem. Nic nie płacisz, dopóki zapytanie nie zostanie przyjęte.",
    },
    confirmed: {
      title: "Potwierdzona",
      body: "Twój pobyt jest zarezerwowany. Cieszymy się, że nas odwiedzisz!",
    },
    cancelled: {
      title: "Anulowana",
      body: "Ta rezerwacja została anulowana. Ewentualny zwrot znajdziesz niżej, w sekcji Płatności.",
    },
    declined: {
      title: "Nieprzyjęta",
      body: "Niestety właściciel nie mógł przyjąć tego zapytania. Nie pobrano żadnych opłat.",
    },
    expired: {
      title: "Wygasła",
      body: "Płatność nie wpłynęła na czas, więc daty zostały zwolnione. Nie pobrano żadnych opłat.",
    },
  },
  paidInFull: "Wszystkie należne kwoty zostały zapłacone; informacje o przyjeździe znajdziesz niżej.",
  bookAgain: "Zarezerwuj ponownie",
  pay: {
    button: "Zapłać teraz {amount}",
    due: "Do zapłaty: {amount}, najpóźniej {date}.",
    dueNow: "Do zapłaty teraz: {amount}.",
    nextFirst:
      "Zapłacisz na bezpiecznej stronie naszego operatora płatności, a potem wrócisz tutaj. Gdy płatność wpłynie, rezerwacja zostanie potwierdzona i dostaniesz e-mail.",
    nextLater:
      "Zapłacisz na bezpiecznej stronie naszego operatora płatności, a potem wrócisz tutaj. Gdy płatność wpłynie, dostaniesz e-mail.",
  },
  testPayments:
    "Tryb testowy: płatności za tę rezerwację przechodzą przez testowego operatora. Żadne prawdziwe pieniądze nie są przesyłane.",
  stay: {
    heading: "Twój pobyt",
    nights: { one: "{n} noc", few: "{n} noce", many: "{n} nocy", other: "{n} nocy" },
    calendar: "Dodaj do mojego kalendarza",
  },
  price: {
    heading: "Cena",
    agreed: "Uzgodniona cena",
  },
  timeline: {
    heading: "Płatności",
    empty: "Nie ma jeszcze płatności.",
    what: {
      first: "Zaliczka",
      balance: "Dopłata",
      full: "Pełna płatność",
      deposit: "Kaucja",
      refund: "Zwrot",
    },
    paid: "Zapłacono {date}",
    paidBy: "Zapłacono {date}, metoda: {method}",
    due: "Termin płatności: {date}",
    dueNow: "Do zapłaty teraz",
    held: "Zablokowana na twojej karcie od {date}",
    released: "Zwolniona {date}",
    kept: "Zatrzymana przez właściciela {date}",
    reason: "Powód: {reason}",
    refunded: "Zwrócono {date}",
    refundPending: "Zwrot jest w drodze",
    refundFailed: "Jeszcze nie zwrócono: ponawiamy próbę",
    failed: "Płatność nie powiodła się {date}",
    payHere: "Zapłać tutaj",
    cancelled: "Nie trzeba już płacić",
    paidSoFar: "Dotychczas zapłacono",
    methods: {
      card: "karta",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "polecenie zapłaty SEPA",
      transfer: "przelew bankowy",
      cash: "gotówka",
      card_terminal: "terminal płatniczy",
    },
  },
  cancel: {
    heading: "Anulowanie",
    policy: "Warunki anulowania: {name}",
    refund: "Jeśli anulujesz teraz, otrzymasz zwrot {amount}.",
    noRefund: "Jeśli anulujesz teraz, nie otrzymasz zwrotu.",
    nothingPaid: "Nie wpłynęła jeszcze żadna płatność, więc nie ma czego zwracać.",
    refundWay: "Zwrot trafia tą samą metodą, którą zapłacono; zanim pojawi się w banku, może minąć kilka dni.",
    open: "Anuluj tę rezerwację",
    warning: "Anulowania nie można cofnąć: daty zostaną zwolnione dla innych gości.",
    confirm: "Tak, anuluj moją rezerwację",
  },
  notices: {
    refund_changed: "Kwota zwrotu zmieniła się od czasu otwarcia tej strony.",
    confirmAgain: "Jeśli nadal chcesz anulować, potwierdź to ponownie poniżej.",
    not_cancellable: "Tej rezerwacji nie można już tutaj anulować. Skontaktuj się z właścicielem.",
    payment_unavailable:
      "Płatność online jest w tej chwili niemożliwa. Spróbuj ponownie później lub skontaktuj się z właścicielem.",
  },
  arrival: {
    heading: "Przyjazd",
    later: "Adres i informacje o przyjeździe pojawią się tutaj, gdy wszystkie należne kwoty zostaną zapłacone.",
    address: "Adres",
    instructions: "Instrukcje zameldowania",
  },
  transfer: {
    heading: "Lub zapłać przelewem bankowym",
    intro: "Możesz też przelać kwotę na konto bankowe właściciela:",
    holder: "Właściciel rachunku",
    iban: "IBAN",
    bic: "BIC",
    amount: "Kwota",
    reference: "Tytuł przelewu",
    byDay: "Prosimy, aby przelew dotarł do {date}.",
    byMoment: "Prosimy, aby przelew dotarł przed {until}; w przeciwnym razie termin zostanie zwolniony.",
    after:
      "Podaj tytuł przelewu, aby właściciel mógł przypisać Twoją płatność. Gdy właściciel ją otrzyma, pojawi się w sekcji Płatności.",
  },
  host: {
    heading: "Pytania?",
    body: "Skontaktuj się z właścicielem i podaj numer rezerwacji {reference}.",
  },
};
