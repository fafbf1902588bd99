import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  heading: "Abonament i faktury",
  intro: "Twój abonament VayVista, najbliższa płatność i wszystkie faktury.",
  state: {
    none: "Brak abonamentu",
    pending: "Czeka na płatność",
    trialing: "Pierwszy miesiąc gratis",
    active: "Aktywny",
    past_due: "Płatność nieudana",
    suspended: "Strona wyłączona dla gości",
    cancelled: "Anulowany",
  },
  none: "Nie masz jeszcze abonamentu. Dopóki go nie wykupisz, tylko Ty widzisz swoją stronę.",
  subscribe: "Wykup abonament",
  pending: "Nie otrzymaliśmy jeszcze Twojej płatności. Dokończ zamówienie, aby opublikować stronę.",
  finishCheckout: "Dokończ zamówienie",
  plan: "Pakiet",
  planValue: "{{setup}} opłaty startowej + {{monthly}} miesięcznie, netto",
  nextPayment: "Następna płatność",
  nextPaymentValue: "{{amount}} dnia {{date}}",
  paidUntil: "Opłacone do",
  method: "Metoda płatności",
  methodHint:
    "Twoje miesięczne płatności korzystają z tej metody. Aby użyć innej karty, ustaw ją na bezpiecznej stronie naszego operatora płatności; nic nie zostanie wtedy pobrane.",
  methodHintDue: "Inną kartą od razu zapłacisz zaległą kwotę; potem będziemy jej używać do kolejnych płatności.",
  changeMethod: "Zmień metodę płatności",
  methodSaved: "Twoja nowa karta została zapisana. Kolejne płatności będą z niej pobierane.",
  methodNotChanged: "Twoja metoda płatności się nie zmieniła. Kolejne płatności będą pobierane jak dotąd.",
  moneyBack: "Gwarancja zwrotu pieniędzy do",
  ending: "Twój abonament kończy się {{date}}. Do tego dnia strona pozostaje online.",
  pastDue:
    "Płatność {{amount}} nie powiodła się. Zapłać do {{date}}, inaczej strona zostanie wyłączona dla gości. Sami też spróbujemy jeszcze kilka razy.",
  suspended:
    "Twoja strona jest wyłączona dla gości, bo kwota {{amount}} nie została zapłacona. Rezerwacje i dane są zachowane. Gdy tylko zapłacisz, strona od razu wróci online.",
  cancelled: "Twój abonament został anulowany. Strona nie jest już dostępna dla gości.",
  subscribeAgain: "Wykup ponownie",
  payNow: "Zapłać teraz {{amount}}",
  paying: "Chwileczkę…",
  invoices: "Faktury",
  noInvoices: "Brak faktur.",
  invoiceNumber: "Numer",
  invoiceDate: "Data",
  invoiceKind: "Rodzaj",
  invoiceAmount: "Kwota",
  kind: { invoice: "Faktura", credit_note: "Faktura korygująca" },
  download: "PDF {{number}}",
  cancelHeading: "Anuluj abonament",
  cancelRefund:
    "Obowiązuje Cię jeszcze gwarancja zwrotu pieniędzy. Jeśli anulujesz teraz, od razu odzyskasz {{amount}} (opłatę startową i miesiąc), otrzymasz fakturę korygującą, a strona natychmiast zostanie wyłączona dla gości.",
  cancelAtEnd:
    "Jeśli anulujesz teraz, abonament potrwa do {{date}} włącznie, a potem nic już nie zapłacisz. Do tego dnia strona pozostaje online.",
  cancelConfirm: "Rozumiem, co się stanie",
  cancelSubmit: "Anuluj abonament",
  cancelling: "Anulowanie…",
  cancelledToast: "Abonament został anulowany.",
  banner: {
    preview: "Twoja strona jest w trybie podglądu: goście jeszcze jej nie widzą. Wykup abonament, aby ją opublikować.",
    previewEnded:
      "Twój abonament się zakończył: goście nie widzą już strony. Wykup go ponownie, aby przywrócić ją online.",
    publish: "Opublikuj",
    pastDue: "Płatność {{amount}} nie powiodła się. Zapłać do {{date}}, inaczej strona zostanie wyłączona dla gości.",
    suspended:
      "Twoja strona jest wyłączona dla gości: {{amount}} pozostaje do zapłaty. Zapłać, a od razu wróci online.",
    pay: "Zapłać teraz",
  },
  errors: {
    changed: "W międzyczasie coś się zmieniło. Sprawdź poniżej, co teraz oznacza anulowanie, i spróbuj ponownie.",
    nothingToCancel: "Nie ma aktywnego abonamentu do anulowania.",
    confirm: "Zaznacz, że rozumiesz, co się stanie.",
    nothingDue: "Nic nie jest do zapłaty.",
    unavailable: "Płatność jest teraz niemożliwa. Spróbuj za kilka minut lub skontaktuj się z nami.",
    nothingRenews: "Twoja subskrypcja się nie odnawia, więc nie ma metody płatności do zmiany.",
    stillConfirming: "Twój bank wciąż potwierdza nową metodę płatności. Spróbuj ponownie za kilka minut.",
  },
};
