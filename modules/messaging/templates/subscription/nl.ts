import { subscriptionEmails } from "./layout.ts";

export const nlSubscription = subscriptionEmails({
  hello: "Hoi",
  regards: "Met vriendelijke groet,",
  team: "Het VayVista-team",
  labels: {
    plan: "Abonnement",
    paidToday: "Vandaag betaald",
    invoice: "Factuur",
    nextPayment: "Volgende betaling",
    nextPaymentValue: "{{ nextAmount }} op {{ nextPaymentOn }}",
    amountPaid: "Betaald",
    period: "Periode",
    periodValue: "{{ periodFrom }} t/m {{ periodUntil }}",
    billing: "Facturen, betaalmethode en opzeggen",
  },
  started: {
    subject: "Je VayVista-abonnement is actief (factuur {{ invoiceNumber }})",
    heading: "Je abonnement is actief",
    intro: "Bedankt voor je betaling. Je VayVista-abonnement is nu actief en de factuur zit als pdf bij deze e-mail.",
    automatic:
      "Het maandbedrag schrijven we automatisch af van de betaalmethode die je net hebt gebruikt. Je krijgt elke keer de factuur per e-mail.",
    moneyBack:
      "Toch niet tevreden? Zeg je abonnement uiterlijk {{ moneyBackUntil }} op, dan betalen we alles terug, ook de opstartkosten.",
    nextStep: "In je dashboard richt je je website in en regel je alles.",
    button: "Naar je dashboard",
  },
  renewed: {
    subject: "Betaling ontvangen: VayVista-factuur {{ invoiceNumber }}",
    heading: "Bedankt voor je betaling",
    intro: "We hebben de betaling voor je VayVista-abonnement ontvangen. De factuur zit als pdf bij deze e-mail.",
    nothingToDo: "Je hoeft niets te doen: je website blijft gewoon online.",
    button: "Je facturen bekijken",
  },
  paymentFailed: {
    subject: {
      first: "Je betaling aan VayVista is niet gelukt",
      second: "Herinnering: je betaling van {{ amount }} aan VayVista staat nog open",
      third: "Laatste herinnering: je website gaat op {{ suspendOn }} offline",
    },
    heading: {
      first: "Je betaling is niet gelukt",
      second: "Je betaling staat nog open",
      third: "Je website gaat op {{ suspendOn }} offline",
    },
    intro: {
      first:
        "We probeerden {{ amount }} voor je VayVista-abonnement af te schrijven, maar de betaling is niet gelukt. Meestal is de kaart verlopen of heeft de bank de betaling geweigerd.",
      second:
        "De betaling van {{ amount }} voor je VayVista-abonnement staat nog open: het is ons niet gelukt het bedrag te innen.",
      third:
        "Het is ons nog steeds niet gelukt {{ amount }} voor je VayVista-abonnement te innen. Dit is onze laatste herinnering.",
    },
    action: {
      first:
        "Je website blijft voorlopig gewoon online. Betaal het bedrag of kies een andere betaalmethode vóór {{ suspendOn }}, dan blijft dat zo.",
      second:
        "Betaal vóór {{ suspendOn }}. Staat het bedrag dan nog open, dan zien gasten je website als tijdelijk niet beschikbaar en kunnen ze niet boeken tot het betaald is.",
      third:
        "Staat het bedrag op {{ suspendOn }} nog open, dan gaat je website die dag offline voor gasten: ze zien een pagina met de melding dat hij tijdelijk niet beschikbaar is, en nieuwe boekingen worden geweigerd.",
    },
    unaffected: "Bestaande boekingen en de betalingen van je gasten blijven gewoon staan.",
    alreadyPaid: "Heb je intussen al betaald? Dan kun je deze e-mail negeren.",
    button: "Nu betalen",
  },
  suspended: {
    subject: "Je VayVista-website is offline voor gasten",
    heading: "Je website is offline voor gasten",
    intro:
      "Het is ons niet gelukt {{ amount }} voor je VayVista-abonnement te innen. Daarom is je website nu offline voor gasten: ze zien een pagina met de melding dat hij tijdelijk niet beschikbaar is, en nieuwe boekingen worden geweigerd.",
    nothingLost:
      "Er gaat niets verloren. Je bestaande boekingen, de betalingen van je gasten en al je gegevens blijven zoals ze zijn, en je kunt gewoon inloggen op je dashboard.",
    back: "Zodra je betaalt, is je website meteen weer online.",
    button: "Betalen en weer online",
  },
  reactivated: {
    subject: "Je website is weer online",
    heading: "Je website is weer online",
    intro:
      "Bedankt voor je betaling. Je VayVista-abonnement is weer actief en je website is weer open voor gasten: ze kunnen meteen weer boeken.",
    attached: "Factuur {{ invoiceNumber }} zit als pdf bij deze e-mail.",
    button: "Je website bekijken",
  },
  cancelled: {
    subject: "Je VayVista-abonnement is opgezegd",
    heading: "Je abonnement is opgezegd",
    intro: "Zoals je hebt gevraagd, hebben we je VayVista-abonnement opgezegd. We schrijven niets meer af.",
    refund:
      "Omdat je binnen de geld-terug-periode hebt opgezegd, betalen we {{ refunded }} terug via de betaalmethode waarmee je hebt betaald. Afhankelijk van je bank kan het tot 10 werkdagen duren voordat het op je rekening staat.",
    creditNote: "Creditnota {{ creditNoteNumber }} zit als pdf bij deze e-mail.",
    offline: "Je website gaat op {{ endsOn }} offline voor gasten.",
    account:
      "Je account blijft bestaan: je kunt nog steeds inloggen om je facturen te downloaden, en je kunt op elk moment opnieuw een abonnement nemen.",
    button: "Je facturen bekijken",
  },
});
