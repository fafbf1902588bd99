import type { PaymentTemplateKey } from "../../payment-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { plBookingWords } from "../booking/pl.ts";
import { type GuestPaymentWords, guestPaymentEmails, type OwnerPaymentWords, ownerPaymentEmails } from "./layout.ts";

/**
 * How both the guest and the owner read a payment's lines. Dates stand after a label or a
 * colon, never after a preposition: a weekday in words is in the nominative.
 */
const labels = {
  amount: "Kwota",
  paymentFor: "Płatność",
  method: "Metoda płatności",
  paid: "Zapłacono dotąd",
  paidOfTotal: "{{ paid }} z {{ total }}",
};

const guest: GuestPaymentWords = {
  labels: {
    ...labels,
    payBy: "Termin płatności",
    refundedTo: "Metoda zwrotu",
    releaseOn: "Automatyczne zwolnienie blokady",
    wasDue: "Termin płatności",
    refund: "Zwrot",
  },
  payNow: "Zapłać teraz",
  received: {
    subject: "Otrzymaliśmy płatność za pobyt w {{ siteName }} ({{ reference }})",
    heading: "Dziękujemy za płatność",
    intro: "otrzymaliśmy Twoją płatność za pobyt w {{ siteName }}.",
    stillDue: "Pozostało do zapłaty",
    fullyPaid: "Twój pobyt jest już w całości opłacony.",
  },
  failed: {
    subject: "Twoja płatność za pobyt w {{ siteName }} nie powiodła się ({{ reference }})",
    heading: "Płatność nie powiodła się",
    intro: "niestety poniższa płatność za pobyt w {{ siteName }} nie powiodła się. Nie pobraliśmy żadnych pieniędzy.",
    payAgain:
      "Zapłać tę kwotę na stronie rezerwacji wybraną przez siebie metodą płatności, aby Twoja rezerwacja pozostała ważna.",
  },
  due: {
    subject: "Płatność za pobyt w {{ siteName }} ({{ reference }})",
    heading: "Czas na płatność",
    intro: "nadszedł termin poniższej płatności za pobyt w {{ siteName }}.",
    howToPay: "Zapłacisz na stronie rezerwacji wybraną przez siebie metodą płatności.",
  },
  reminder: {
    subject: "Przypomnienie: płatność za pobyt w {{ siteName }} ({{ reference }})",
    heading: "Uprzejme przypomnienie",
    intro: "nie otrzymaliśmy jeszcze poniższej płatności za pobyt w {{ siteName }}.",
    alreadyPaid: "Jeśli już zapłaciłeś(-aś), zignoruj tę wiadomość.",
  },
  cancelWarning:
    "Jeśli do tego dnia płatność nie wpłynie, Twoja rezerwacja zostanie anulowana {{ cancelOn }} zgodnie z jej warunkami anulowania, tak jak zdecydował gospodarz.",
  cancelledUnpaid: {
    subject:
      "Twoja rezerwacja w {{ siteName }} została anulowana: pozostała kwota nie została zapłacona ({{ reference }})",
    heading: "Twoja rezerwacja została anulowana",
    intro:
      "Pozostała kwota za Twoją rezerwację w {{ siteName }} nie została zapłacona w terminie, dlatego rezerwacja została anulowana zgodnie z jej warunkami anulowania. Terminy nie są już dla Ciebie zarezerwowane.",
    refundRule:
      "Zwrot wynika z warunków anulowania Twojej rezerwacji i obejmuje to, co już zapłaciłeś. Kwota zapłacona online wraca automatycznie tą samą drogą, którą zapłaciłeś.",
    questions: "Masz pytania? Z gospodarzem skontaktujesz się przez stronę.",
  },
  refunded: {
    subject: "Zwrot za pobyt w {{ siteName }} ({{ reference }})",
    heading: "Zwrot jest w drodze",
    intro: "zleciliśmy zwrot poniższej kwoty za pobyt w {{ siteName }}.",
    arrival: "W zależności od banku pieniądze pojawią się na Twoim koncie w ciągu kilku dni roboczych.",
  },
  depositHeld: {
    subject: "Twoja kaucja za pobyt w {{ siteName }} ({{ reference }})",
    heading: "Kaucja jest zablokowana na Twojej karcie",
    intro:
      "na potrzeby pobytu w {{ siteName }} poniższa kaucja została zablokowana na Twojej karcie. Nic nie zostało pobrane: kwota jest tylko zablokowana.",
    release:
      "Jeśli gospodarz nie zgłosi szkód, blokada wygaśnie sama w tym dniu. W każdym przypadku dostaniesz od nas e-mail.",
  },
  depositReleased: {
    subject: "Blokada kaucji za pobyt w {{ siteName }} została zwolniona ({{ reference }})",
    heading: "Blokada kaucji została zwolniona",
    intro: "blokada kaucji za pobyt w {{ siteName }} została zwolniona. Nic nie zostało pobrane.",
    arrival:
      "W zależności od banku zablokowana kwota może być znów dostępna dopiero po kilku dniach. Dziękujemy za pobyt!",
  },
  depositClaimed: {
    subject: "Informacja o kaucji za pobyt w {{ siteName }} ({{ reference }})",
    heading: "Informacja o Twojej kaucji",
    intro: "po Twoim pobycie w {{ siteName }} gospodarz zatrzymał {{ kept }} z kaucji w wysokości {{ amount }}.",
    reason: "Uzasadnienie gospodarza:",
    rest: "Pozostałą kwotę, {{ returned }}, otrzymasz z powrotem; w zależności od banku może to potrwać kilka dni.",
    questions: "Masz pytania? Z gospodarzem skontaktujesz się przez stronę.",
  },
};

const owner: OwnerPaymentWords = {
  labels: {
    ...labels,
    payBy: "Termin płatności",
    wasDue: "Termin płatności",
    refund: "Zwrot dla gościa",
  },
  received: {
    subject: "Otrzymano płatność: {{ amount }}, {{ guestName }} ({{ reference }})",
    heading: "Otrzymałeś(-aś) płatność",
    intro: "{{ guestName }} zapłacił(a) za pobyt w {{ siteName }}.",
    stillDue: "Pozostało do zapłaty",
    fullyPaid: "Rezerwacja jest już w całości opłacona.",
  },
  failed: {
    subject: "Płatność nie powiodła się: {{ guestName }} ({{ reference }})",
    heading: "Płatność nie powiodła się",
    intro: "Płatność gościa {{ guestName }} za pobyt w {{ siteName }} nie powiodła się.",
    guestSent:
      "Wysłaliśmy gościowi e-mailem link do zapłaty na stronie rezerwacji. Damy Ci znać, gdy tylko płatność wpłynie.",
    noEmail: "Nie mamy adresu e-mail tego gościa, więc skontaktuj się z nim samodzielnie.",
    cancelOn:
      "Jeśli dopłata nie wpłynie do tego czasu, anulujemy rezerwację {{ cancelOn }} zgodnie z jej warunkami anulowania, tak jak ustawiłeś w cenach.",
  },
  cancelledUnpaid: {
    subject: "Rezerwacja anulowana, pozostała kwota niezapłacona: {{ guestName }} ({{ reference }})",
    heading: "Rezerwacja została anulowana, bo pozostała kwota nie została zapłacona",
    intro:
      "{{ guestName }} nie zapłacił(a) w terminie pozostałej kwoty za pobyt w {{ siteName }}, dlatego rezerwacja została anulowana zgodnie z jej warunkami anulowania, tak jak wybrałeś w cenach. Terminy są znów wolne.",
    guestSent: "Poinformowaliśmy gościa e-mailem. To, co zapłacił, zostanie zwrócone zgodnie z warunkami.",
    noEmail: "Nie mamy adresu e-mail tego gościa, więc poinformuj go sam.",
  },
  refunded: {
    subject: "Zwrot wykonany: {{ amount }}, {{ guestName }} ({{ reference }})",
    heading: "Zwrot został wykonany",
    intro: "Poniższa kwota została zwrócona gościowi {{ guestName }} za pobyt w {{ siteName }}.",
    arrival: "Pieniądze trafią na konto gościa w ciągu kilku dni roboczych.",
  },
  guestCancelled: {
    subject: "Rezerwacja anulowana przez gościa: {{ guestName }} ({{ reference }})",
    heading: "Gość anulował rezerwację",
    intro: "{{ guestName }} anulował(a) rezerwację w {{ siteName }} na swojej stronie rezerwacji.",
    refund: "Zwrot",
    policy: "Warunki anulowania",
    noRefund: "Zgodnie z warunkami anulowania tej rezerwacji nic nie zostanie zwrócone.",
    free: "Terminy są znów wolne w Twoim kalendarzu. Ewentualny zwrot trafi do gościa automatycznie; dostaniesz e-mail, gdy zostanie wykonany.",
  },
};

export const plPayment: Record<PaymentTemplateKey, TemplateSource> = {
  ...guestPaymentEmails(plBookingWords.guest, guest),
  ...ownerPaymentEmails(plBookingWords.owner, owner),
};
