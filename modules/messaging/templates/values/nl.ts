import type { ValueWords } from "./types.ts";

export const nlValues: ValueWords = {
  signIn: {
    device: "{browser} op {system}",
    someBrowser: "Een browser",
    unknownDevice: "Onbekend apparaat",
    unknownAddress: "onbekend",
  },
  booking: {
    party: {
      adults: { one: "{n} volwassene", other: "{n} volwassenen" },
      children: { one: "{n} kind", other: "{n} kinderen" },
    },
    price: {
      nights: { one: "{n} nacht", other: "{n} nachten" },
      discounts: {
        lengthOfStay: "Korting voor een langer verblijf",
        lastMinute: "Lastminutekorting",
        earlyBooking: "Vroegboekkorting",
      },
      discount: "{name} ({percent}\u00a0%)",
      extraGuests: "Extra gasten",
      voucher: "Kortingscode {code}",
      cleaningFee: "Schoonmaakkosten",
      touristTax: "Toeristenbelasting",
      total: "Totaal",
      agreedTotal: "Totaal (afgesproken met de eigenaar)",
      deposit: "Borg (je krijgt hem terug, niet in het totaal)",
    },
    policy: {
      fullRefund: {
        one: "Annuleer je uiterlijk {n} dag voor aankomst, dan krijg je het hele bedrag terug.",
        other: "Annuleer je uiterlijk {n} dagen voor aankomst, dan krijg je het hele bedrag terug.",
      },
      partRefund: {
        one: "Annuleer je uiterlijk {n} dag voor aankomst, dan krijg je {percent}\u00a0% terug.",
        other: "Annuleer je uiterlijk {n} dagen voor aankomst, dan krijg je {percent}\u00a0% terug.",
      },
      later: "Annuleer je later, dan krijg je niets terug.",
    },
    payWays: {
      toOwner: "Je betaalt bij aankomst of per bankoverschrijving.",
      online:
        "Je betaalt online. Op je boekingspagina zie je wat je al hebt betaald, wat nog openstaat en wanneer, en daar kun je ook betalen.",
    },
  },
  payment: {
    for: {
      full: "Volledig bedrag",
      first: "Aanbetaling",
      balance: "Restbetaling",
      deposit: "Borg",
      other: "Betaling",
    },
    methods: {
      card: "Kaart",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA-incasso",
      transfer: "Bankoverschrijving",
      cash: "Contant",
      card_terminal: "Pinautomaat",
      owner: "Rechtstreeks aan de eigenaar",
      online: "Online betaling",
    },
    dueLine: "{what}: {amount}, uiterlijk {date}",
    holdLine: "{what}: {amount}, gereserveerd op de kaart op {date}",
    collection: {
      card: "We schrijven de rest op de vervaldag af van dezelfde kaart: je hoeft zelf niets te doen.",
      sepa_mandate:
        "De rest wordt op de vervaldag via SEPA-incasso van je rekening afgeschreven: je hoeft zelf niets te doen.",
      link: "Voor de vervaldag sturen we je een betaallink; je kunt ook nu al betalen op je boekingspagina.",
    },
  },
  enquiry: {
    replySubject: "Je bericht aan {site}",
  },
  reconciliation: {
    kinds: {
      only_at_provider: "bij de aanbieder, niet in ons grootboek",
      only_in_ledger: "in ons grootboek, niet bij de aanbieder",
      amount: "de bedragen verschillen",
      currency: "de valuta verschillen",
      state: "de status verschilt",
      account_failed: "het account kon niet worden gelezen",
    },
    states: {
      requires_payment: "wacht op betaling",
      authorised: "gereserveerd",
      paid: "betaald",
      failed: "mislukt",
      expired: "verlopen",
      cancelled: "geannuleerd",
      partly_refunded: "deels terugbetaald",
      refunded: "terugbetaald",
    },
    ledgerSide: "grootboek: {state}, {amount}",
    providerSide: "aanbieder: {state}, {amount}",
    error: "antwoord: {error}",
  },
  calendar: {
    channels: {
      airbnb: "Airbnb",
      booking: "Booking.com",
      vrbo: "Vrbo",
      google: "Google Calendar",
      other: "Andere agenda",
    },
    problems: {
      blocked_address: "De link wijst naar een adres dat we niet ophalen (geen openbaar internetadres).",
      timeout: "De agenda antwoordde niet binnen 10 seconden.",
      too_large: "De agenda is groter dan 5 MB.",
      unreachable: "De agenda was niet bereikbaar.",
      http_status: "De server van het kanaal gaf een foutmelding in plaats van de agenda.",
      error_body: "Het kanaal stuurde een foutmelding in plaats van de agenda.",
      not_calendar: "Op deze link staat geen agenda (bijvoorbeeld een inlogpagina).",
      truncated: "De agenda kwam maar half binnen.",
      empty: "De agenda kwam leeg binnen, terwijl er eerder boekingen in stonden.",
      drop: "Er stonden ineens veel minder boekingen in de agenda dan de vorige keer.",
      too_many_events:
        "De agenda bevat veel meer boekingen en blokkades dan je accommodatie nachten vooruit heeft (bijvoorbeeld afspraken die zich eindeloos herhalen). Zo'n agenda lezen we niet in.",
      too_slow: "Het inlezen van de agenda duurde te lang, daarom zijn we gestopt.",
    },
    never: "nooit",
    conflictWith: { booking: "boeking", request: "boekingsaanvraag", block: "blokkade", stay: "bezet" },
  },
};
