import { subscriptionEmails } from "./layout.ts";

/**
 * Dates come written out with their weekday ("poniedziałek, 28 grudnia 2026"), which does
 * not decline after a preposition: the sentences put them after a colon or in brackets.
 */
export const plSubscription = subscriptionEmails({
  hello: "Cześć",
  regards: "Pozdrawiamy,",
  team: "Zespół VayVista",
  labels: {
    plan: "Abonament",
    paidToday: "Zapłacono dzisiaj",
    invoice: "Faktura",
    nextPayment: "Następna płatność",
    nextPaymentValue: "{{ nextAmount }} ({{ nextPaymentOn }})",
    amountPaid: "Zapłacono",
    period: "Okres",
    periodValue: "{{ periodFrom }} – {{ periodUntil }}",
    billing: "Faktury, metoda płatności i rezygnacja",
  },
  started: {
    subject: "Twój abonament VayVista jest aktywny (faktura {{ invoiceNumber }})",
    heading: "Twój abonament jest aktywny",
    intro:
      "Dziękujemy za płatność. Twój abonament VayVista jest już aktywny, a faktura w formacie PDF jest w załączniku.",
    automatic:
      "Opłatę miesięczną pobieramy automatycznie tą samą metodą płatności, a fakturę za każdym razem wysyłamy e-mailem.",
    moneyBack:
      "Zmiana planów? Jeśli zrezygnujesz w okresie gwarancji zwrotu pieniędzy, oddamy całą wpłaconą kwotę, łącznie z opłatą startową. Ostatni dzień gwarancji: {{ moneyBackUntil }}.",
    nextStep: "W panelu możesz przygotować swoją stronę i zarządzać wszystkim.",
    button: "Przejdź do panelu",
  },
  renewed: {
    subject: "Płatność otrzymana: faktura VayVista {{ invoiceNumber }}",
    heading: "Dziękujemy za płatność",
    intro: "Otrzymaliśmy płatność za Twój abonament VayVista. Faktura w formacie PDF jest w załączniku.",
    nothingToDo: "Nie musisz nic robić: Twoja strona po prostu działa dalej.",
    button: "Zobacz faktury",
  },
  paymentFailed: {
    subject: {
      first: "Płatność za VayVista nie powiodła się",
      second: "Przypomnienie: płatność {{ amount }} za VayVista wciąż czeka",
      third: "Ostatnie przypomnienie: Twoja strona zostanie wyłączona ({{ suspendOn }})",
    },
    heading: {
      first: "Płatność nie powiodła się",
      second: "Płatność wciąż czeka",
      third: "Twoja strona zostanie wyłączona ({{ suspendOn }})",
    },
    intro: {
      first:
        "Próbowaliśmy pobrać {{ amount }} za Twój abonament VayVista, ale płatność nie powiodła się. Zwykle oznacza to, że karta straciła ważność albo bank odrzucił płatność.",
      second:
        "Płatność {{ amount }} za Twój abonament VayVista wciąż nie jest uregulowana: nie udało nam się jej pobrać.",
      third: "Nadal nie udało nam się pobrać {{ amount }} za Twój abonament VayVista. To nasze ostatnie przypomnienie.",
    },
    action: {
      first:
        "Na razie Twoja strona działa normalnie. Żeby tak zostało, zapłać lub zmień metodę płatności przed dniem, w którym strona zostałaby wyłączona dla gości: {{ suspendOn }}.",
      second:
        "Zapłać przed dniem wyłączenia strony ({{ suspendOn }}). Jeśli płatność do tego czasu nie wpłynie, goście zobaczą, że strona jest chwilowo niedostępna, i nie będą mogli rezerwować, dopóki nie zapłacisz.",
      third:
        "Jeśli płatność nie wpłynie, w dniu wyłączenia ({{ suspendOn }}) Twoja strona przestanie być dostępna dla gości: zobaczą informację, że jest chwilowo niedostępna, a nowe rezerwacje będą odrzucane.",
    },
    unaffected: "Istniejące rezerwacje i płatności Twoich gości pozostają bez zmian.",
    alreadyPaid: "Jeśli płatność została już w międzyczasie uregulowana, zignoruj tę wiadomość.",
    button: "Zapłać teraz",
  },
  suspended: {
    subject: "Twoja strona VayVista jest wyłączona dla gości",
    heading: "Twoja strona jest wyłączona dla gości",
    intro:
      "Nie udało nam się pobrać {{ amount }} za Twój abonament VayVista, dlatego Twoja strona jest teraz wyłączona dla gości: widzą informację, że jest chwilowo niedostępna, a nowe rezerwacje są odrzucane.",
    nothingLost:
      "Nic nie przepada. Istniejące rezerwacje, płatności Twoich gości i wszystkie Twoje dane pozostają bez zmian, a do panelu nadal możesz się zalogować.",
    back: "Gdy tylko zapłacisz, strona od razu znów będzie dostępna.",
    button: "Zapłać i przywróć stronę",
  },
  reactivated: {
    subject: "Twoja strona znów działa",
    heading: "Twoja strona znów działa",
    intro:
      "Dziękujemy za płatność. Twój abonament VayVista jest znów aktywny, a strona jest dostępna dla gości: od razu mogą znów rezerwować.",
    attached: "Faktura {{ invoiceNumber }} w formacie PDF jest w załączniku.",
    button: "Zobacz swoją stronę",
  },
  cancelled: {
    subject: "Twój abonament VayVista został anulowany",
    heading: "Twój abonament został anulowany",
    intro: "Zgodnie z Twoją prośbą anulowaliśmy abonament VayVista. Nie pobierzemy już żadnych opłat.",
    refund:
      "Rezygnacja nastąpiła w okresie gwarancji zwrotu pieniędzy, dlatego zwracamy {{ refunded }} na metodę płatności, której użyto. W zależności od banku pieniądze mogą pojawić się na koncie w ciągu 10 dni roboczych.",
    creditNote: "Faktura korygująca {{ creditNoteNumber }} w formacie PDF jest w załączniku.",
    offline: "Data wyłączenia strony dla gości: {{ endsOn }}.",
    account:
      "Twoje konto pozostaje aktywne: nadal możesz się zalogować, aby pobrać faktury, i w każdej chwili ponownie wykupić abonament.",
    button: "Zobacz faktury",
  },
});
