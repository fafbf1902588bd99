import type { MyBookingStrings } from "./types.ts";

/** De eigen boekingspagina van een gast, in het Nederlands (de referentie). */
export const nlMyBooking: MyBookingStrings = {
  meta: {
    title: "Je boeking",
    description: "Je boeking: de data, de prijs, je betalingen, annuleren en de informatie voor je aankomst.",
  },
  states: {
    awaiting_payment: {
      title: "Wachten op je betaling",
      body: "We houden deze data voor je vast tot {until}. Zodra je betaling binnen is, staat je boeking vast; is ze er dan nog niet, dan komen de data weer vrij.",
    },
    request: {
      title: "Wachten op de eigenaar",
      body: "De eigenaar bekijkt je aanvraag en laat je per e-mail weten of het doorgaat. Je betaalt pas als je aanvraag is geaccepteerd.",
    },
    confirmed: {
      title: "Bevestigd",
      body: "Je verblijf is geboekt. We kijken ernaar uit je te ontvangen!",
    },
    cancelled: {
      title: "Geannuleerd",
      body: "Deze boeking is geannuleerd. Een eventuele terugbetaling staat hieronder bij Betalingen.",
    },
    declined: {
      title: "Niet geaccepteerd",
      body: "Helaas kon de eigenaar deze aanvraag niet accepteren. Er is niets afgeschreven.",
    },
    expired: {
      title: "Verlopen",
      body: "De betaling kwam niet op tijd binnen, dus de data zijn weer vrijgegeven. Er is niets afgeschreven.",
    },
  },
  paidInFull: "Alles is betaald; hieronder vind je de informatie voor je aankomst.",
  bookAgain: "Opnieuw boeken",
  pay: {
    button: "Betaal nu {amount}",
    due: "Nog te betalen: {amount}, uiterlijk op {date}.",
    dueNow: "Nu te betalen: {amount}.",
    nextFirst:
      "Je betaalt op de beveiligde pagina van onze betaalpartner en komt daarna hier terug. Zodra de betaling binnen is, staat je boeking vast en krijg je een e-mail.",
    nextLater:
      "Je betaalt op de beveiligde pagina van onze betaalpartner en komt daarna hier terug. Zodra de betaling binnen is, krijg je een e-mail.",
  },
  testPayments:
    "Testmodus: betalingen voor deze boeking lopen via een testaanbieder. Er wordt geen echt geld overgemaakt.",
  stay: {
    heading: "Je verblijf",
    nights: { one: "{n} nacht", other: "{n} nachten" },
    calendar: "Zet in mijn agenda",
  },
  price: {
    heading: "Prijs",
    agreed: "Afgesproken prijs",
  },
  timeline: {
    heading: "Betalingen",
    empty: "Nog geen betalingen.",
    what: {
      first: "Aanbetaling",
      balance: "Restbedrag",
      full: "Volledige betaling",
      deposit: "Borg",
      refund: "Terugbetaling",
    },
    paid: "Betaald op {date}",
    paidBy: "Betaald op {date} met {method}",
    due: "Te betalen uiterlijk {date}",
    dueNow: "Nu te betalen",
    held: "Sinds {date} gereserveerd op je creditcard",
    released: "Vrijgegeven op {date}",
    kept: "Ingehouden door de eigenaar op {date}",
    reason: "Reden: {reason}",
    refunded: "Teruggestort op {date}",
    refundPending: "Wordt naar je teruggestort",
    refundFailed: "Nog niet teruggestort: we proberen het opnieuw",
    failed: "Betaling mislukt op {date}",
    payHere: "Betaal hier",
    cancelled: "Hoeft niet meer betaald te worden",
    paidSoFar: "Tot nu toe betaald",
    methods: {
      card: "creditcard",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA-incasso",
      transfer: "bankoverschrijving",
      cash: "contant geld",
      card_terminal: "pin",
    },
  },
  cancel: {
    heading: "Annuleren",
    policy: "Annuleringsvoorwaarden: {name}",
    refund: "Als je nu annuleert, krijg je {amount} terug.",
    noRefund: "Als je nu annuleert, krijg je niets terug.",
    nothingPaid: "Je hebt nog niets betaald, dus er valt niets terug te betalen.",
    refundWay:
      "Een terugbetaling gaat terug naar de rekening of kaart waarmee je betaalde; het kan een paar dagen duren voordat je bank hem laat zien.",
    open: "Deze boeking annuleren",
    warning: "Annuleren kun je niet terugdraaien: de data komen weer vrij voor andere gasten.",
    confirm: "Ja, annuleer mijn boeking",
  },
  notices: {
    refund_changed: "Het bedrag dat je terugkrijgt is veranderd sinds je deze pagina opende.",
    confirmAgain: "Wil je toch annuleren? Bevestig het dan hieronder opnieuw.",
    not_cancellable: "Deze boeking kun je hier niet meer annuleren. Neem contact op met de eigenaar.",
    payment_unavailable:
      "Online betalen lukt op dit moment niet. Probeer het later nog eens of neem contact op met de eigenaar.",
  },
  arrival: {
    heading: "Aankomst",
    later: "Het adres en de informatie voor je aankomst verschijnen hier zodra alles wat openstaat betaald is.",
    address: "Adres",
    instructions: "Instructies bij aankomst",
  },
  transfer: {
    heading: "Of betaal per bankoverschrijving",
    intro: "Je kunt het bedrag ook overmaken naar de bankrekening van de eigenaar:",
    holder: "Rekeninghouder",
    iban: "IBAN",
    bic: "BIC",
    amount: "Bedrag",
    reference: "Omschrijving",
    byDay: "Zorg dat het uiterlijk op {date} binnen is.",
    byMoment: "Zorg dat het binnen is vóór {until}; anders komen de data weer vrij.",
    after:
      "Zet de omschrijving bij je overschrijving, zodat de eigenaar je betaling herkent. Zodra de eigenaar het bedrag heeft ontvangen, staat het onder Betalingen.",
  },
  host: {
    heading: "Vragen?",
    body: "Neem contact op met de eigenaar en noem je boekingsnummer {reference}.",
  },
};
