/** Dutch texts of the dashboard's settings page: online payments first, more sections later (the reference language). */
export const nl = {
  title: "Instellingen",
  intro:
    "Hoe gasten je betalen, van wie hun e-mails komen, welke e-mails jij krijgt, en waar je de andere instellingen van je website vindt.",
  more: {
    heading: "Meer instellingen",
    bookingSettings: "Tijdzone en bankgegevens",
    bookingSettingsHint: "De tijdzone van je accommodatie en je rekening voor gasten die overmaken.",
    domains: "Eigen domeinnaam",
    domainsHint: "Je website ook op je eigen adres, zoals www.duinhuis.nl.",
    scheduledEmails: "Automatische berichten",
    scheduledEmailsHint: "Wanneer je gasten welk bericht krijgen: bevestiging, aankomstinformatie, reviewverzoek.",
    emailTemplates: "Teksten van je berichten",
    emailTemplatesHint: "Wat je gasten lezen, in elke taal van je website, met voorbeeld en testbericht.",
    account: "Je account",
    accountHint: "Naam, e-mailadres, wachtwoord en inloggen in twee stappen.",
  },
  sending: {
    heading: "E-mails aan je gasten",
    intro:
      "Zo zien gasten van wie hun bevestigingen en berichten komen. Je kunt elk moment wisselen; het geldt vanaf de eerstvolgende e-mail, ook voor e-mails die al klaarstaan.",
    inUse: "Nu in gebruik",
    nowFrom: "Gasten zien als afzender: {{from}}",
    nowReplyTo: "Antwoorden van gasten gaan naar {{address}}.",
    nameHeading: "Naam van de afzender",
    nameLabel: "Afzendernaam",
    nameHint: "Leeg laten gebruikt de naam van je website: {{siteName}}.",
    saveName: "Naam opslaan",
    saving: "Bezig met opslaan…",
    platform: {
      heading: "Ons adres, jouw naam",
      body: "De e-mails komen van ons verzenddomein, met jouw naam als afzender. Antwoordt een gast, dan komt dat bij jou binnen. Werkt direct, zonder instellingen.",
      use: "Dit gebruiken",
    },
    domain: {
      heading: "Je eigen domein",
      body: "Gasten zien een adres van je eigen domein, zoals info@jouwdomein.nl. Wij ondertekenen elke e-mail met een DKIM-sleutel, zodat mailproviders zien dat hij echt van jouw domein komt.",
      domainLabel: "Domein",
      localPartLabel: "Naam vóór de @",
      start: "DNS-records maken",
      recordsIntro:
        "Voeg deze records toe bij je domeinprovider en klik daarna op ‘Records controleren’. Het kan een paar minuten tot een paar uur duren voordat ze overal zichtbaar zijn.",
      dkimPurpose: "Verplicht: DKIM",
      spfPurpose: "Aanbevolen: SPF",
      spfHint:
        "Heb je al een SPF-record (begint met v=spf1)? Voeg dan alleen include:{{include}} toe vóór de laatste regel; een domein mag maar één SPF-record hebben.",
      dmarcPurpose: "Aanbevolen: DMARC",
      dmarcHint: "Heb je al een DMARC-record? Laat dat dan staan.",
      verify: "Records controleren",
      verifying: "Bezig met controleren…",
      address: "Verzendadres: {{address}}",
      status: { pending: "Nog niet gevonden", verified: "Geverifieerd", lapsed: "Niet meer gevonden" },
      statusBody: {
        pending: "Tot het DKIM-record gevonden is, versturen we vanaf ons adres in jouw naam.",
        verified: "E-mails aan gasten gaan uit vanaf {{address}}, ondertekend met je DKIM-sleutel.",
        lapsed:
          "Het DKIM-record van {{domain}} is niet meer te vinden. Zodat je gasten hun mail blijven ontvangen, versturen we weer vanaf ons adres in jouw naam. Zet het record terug en klik op ‘Records controleren’.",
      },
      checkedAt: "Laatst gecontroleerd: {{moment}}",
      advice: { ok: "Gevonden", missing: "Niet gevonden", unknown: "Kon niet worden gecontroleerd" },
    },
    smtp: {
      heading: "Je eigen mailserver",
      body: "We versturen via je eigen SMTP-server, bijvoorbeeld die van je hostingpakket. Je wachtwoord bewaren we versleuteld en tonen we nooit meer.",
      host: "Server",
      port: "Poort",
      security: "Beveiliging",
      securityOptions: {
        tls: "TLS (meestal poort 465)",
        starttls: "STARTTLS (meestal poort 587)",
        none: "Geen (alleen voor een testserver)",
      },
      username: "Gebruikersnaam",
      password: "Wachtwoord",
      passwordSaved: "Opgeslagen. Leeg laten om het te houden.",
      fromAddress: "Afzenderadres",
      save: "Opslaan en gebruiken",
      test: "Testmail sturen",
      testing: "Bezig met versturen…",
    },
    errors: {
      required: "Vul dit in.",
      invalid: "Dit klopt niet. Controleer wat je hebt ingevuld.",
      tooLong: "Dit is te lang.",
      ours: "Dit is een adres van ons, niet je eigen domein.",
    },
    notices: {
      name_saved: "De afzendernaam is opgeslagen.",
      platform_on: "E-mails aan gasten gaan weer uit vanaf ons adres in jouw naam.",
      domain_started: "De records staan klaar. Voeg ze toe bij je domeinprovider en controleer ze daarna.",
      domain_verified: "Je domein is geverifieerd: e-mails aan gasten komen nu van {{address}}.",
      "dkim-missing":
        "We vinden het DKIM-record nog niet. Controleer naam en waarde, of probeer het over een tijdje opnieuw.",
      "dkim-mismatch": "Er staat een DKIM-record, maar met een andere sleutel. Kopieer de waarde hierboven opnieuw.",
      "dns-timeout": "De DNS-server antwoordde niet op tijd. Probeer het over een paar minuten opnieuw.",
      "dns-failed": "De DNS-server gaf een foutmelding. Probeer het over een paar minuten opnieuw.",
      "no-domain": "Vul eerst je domein in.",
      smtp_saved: "Je mailserver is opgeslagen: e-mails aan gasten gaan er vanaf nu via.",
      smtp_test_sent: "De testmail is verstuurd naar {{address}}.",
      smtp_test_failed: "Je mailserver nam de testmail niet aan: {{error}}",
      no_smtp: "Sla eerst je mailserver op.",
      invalid: "Niet alles is goed ingevuld; zie hieronder.",
    },
  },
  notifications: {
    heading: "E-mails aan jou",
    intro: "Kies over welke gebeurtenissen je een e-mail wilt krijgen. Alles blijft ook zichtbaar in je dashboard.",
    kinds: {
      new_booking: "Nieuwe boeking",
      booking_request: "Boekingsaanvraag",
      payment_received: "Betaling ontvangen",
      payment_failed: "Betaling mislukt",
      cancellation_refund: "Annuleringen en terugbetalingen",
      guest_message_trouble: "Bericht aan een gast tegengehouden of niet verstuurd",
      calendar_sync: "Problemen met gekoppelde kalenders",
    },
    locked: "Staat altijd aan: je moet een aanvraag accepteren of weigeren voordat de reservering verloopt.",
    save: "Opslaan",
    saved: "Je keuze is opgeslagen.",
  },
  payments: {
    heading: "Online betalen",
    intro:
      "Gasten betalen bij het boeken online, via je eigen account bij Stripe of Mollie. Het geld komt rechtstreeks op jouw rekening; wij rekenen geen commissie.",
    currency: "Je website rekent in {{currency}}.",
    currencies: { EUR: "euro", PLN: "złoty" },
    providers: { stripe: "Stripe", mollie: "Mollie", test: "Testbetalingen" },
    status: {
      active: "Actief",
      setup: "Nog niet klaar",
      access_lost: "Geen toegang meer",
      disconnected: "Losgekoppeld",
      none: "Niet gekoppeld",
    },
    statusBody: {
      active: "Gasten betalen online via {{provider}}.",
      setup:
        "{{provider}} is gekoppeld, maar je account kan nog geen betalingen ontvangen. Tot dan betalen gasten per bankoverschrijving.",
      access_lost:
        "Mollie geeft ons geen toegang meer tot je account: je hebt de koppeling ingetrokken, of ze is verlopen. Koppel Mollie opnieuw; tot dan betalen gasten per bankoverschrijving.",
      disconnected:
        "Je hebt {{provider}} losgekoppeld op {{date}}. Gasten betalen per bankoverschrijving; eerdere betalingen blijven zichtbaar bij je boekingen.",
      none: "Er is nog geen betaalaanbieder gekoppeld: gasten betalen per bankoverschrijving of bij aankomst.",
    },
    accountId: "Account bij {{provider}}: {{id}}",
    testBadge: "Geen echt geld",
    testBody:
      "Met testbetalingen kies je op een testpagina zelf of een betaling lukt, mislukt, wordt afgebroken of verloopt. Er gaat geen echt geld om: gebruik het om boeken uit te proberen, niet voor echte gasten.",
    mollieTestmode: "Mollie staat voor alle eigenaren in testmodus: betalingen zijn testbetalingen.",
    methodsHeading: "Gasten kunnen betalen met",
    methodsNone: "Je account biedt nog geen betaalmethode aan die bij {{currency}} past.",
    methods: {
      card: "Creditcard",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA-incasso",
    },
    check: "Opnieuw controleren",
    checking: "Bezig met controleren…",
    continueStripe: "Verder bij Stripe",
    reconnectMollie: "Mollie opnieuw koppelen",
    disconnect: "Loskoppelen",
    disconnectTitle: "{{provider}} loskoppelen?",
    disconnectBody:
      "Nieuwe gasten betalen daarna per bankoverschrijving. Eerdere betalingen en terugbetalingen blijven bewaard bij je boekingen.",
    disconnectConfirm: "Ja, loskoppelen",
    disconnecting: "Bezig met loskoppelen…",
    cancel: "Annuleren",
    choose: "Kies je betaalaanbieder",
    chooseOther: "Of kies een andere aanbieder",
    noneAvailable:
      "Online betalen is op dit moment niet beschikbaar. Gasten betalen per bankoverschrijving; je hoort van ons zodra het kan.",
    working: "Een moment…",
    stripe: {
      body: "Creditcard, iDEAL, Bancontact, BLIK, Przelewy24 en SEPA-incasso. We maken een Stripe-account voor je aan en Stripe vraagt je gegevens op zijn eigen pagina's.",
      connect: "Koppel Stripe",
      otherPlatform: "Heb je al een Stripe-account van een ander boekingsplatform?",
      otherPlatformBody:
        "Een Stripe-account dat een ander platform (zoals Lodgify of Smoobu) voor je heeft aangemaakt, hoort bij dat platform en kan hier meestal niet gekoppeld worden. Maak hier gewoon een nieuw account aan: Stripe staat toe dat je meerdere accounts hebt, elk met eigen uitbetalingen. Met hetzelfde e-mailadres wissel je bij Stripe tussen je accounts.",
    },
    mollie: {
      body: "iDEAL, creditcard, Bancontact, Przelewy24, BLIK en SEPA-incasso. Log in bij Mollie en geef ons toestemming; je Mollie-wachtwoord en API-sleutels zien wij nooit.",
      connect: "Koppel Mollie",
    },
    test: {
      body: "Probeer boeken en betalen uit zonder echt geld en zonder account ergens: een testpagina laat je de uitkomst kiezen.",
      connect: "Testbetalingen gebruiken",
    },
    bankTransfer: {
      heading: "Betalen per bankoverschrijving",
      label: "Gasten mogen ook per bankoverschrijving betalen",
      hint: "Je markeert een overschrijving als ontvangen in je boekingskalender. Je rekeningnummer staat bij Tijdzone en bankgegevens.",
      save: "Opslaan",
      saving: "Bezig met opslaan…",
    },
    notices: {
      stripe_ready: "Stripe is gekoppeld: gasten kunnen nu online betalen.",
      stripe_pending:
        "Je Stripe-account is gekoppeld, maar Stripe heeft nog gegevens van je nodig of controleert ze nog. Ga verder bij Stripe, of kijk later opnieuw.",
      mollie_ready: "Mollie is gekoppeld: gasten kunnen nu online betalen.",
      mollie_pending:
        "Mollie is gekoppeld, maar je account kan nog geen betalingen ontvangen. Rond je aanmelding bij Mollie af en zorg voor een goedgekeurd websiteprofiel; kies daarna ‘Opnieuw controleren’.",
      test_ready:
        "Testbetalingen staan aan. Gasten kiezen op een testpagina zelf de uitkomst: er gaat geen echt geld om.",
      disconnected: "{{provider}} is losgekoppeld. Eerdere betalingen blijven bewaard bij je boekingen.",
      bank_on: "Gasten kunnen ook per bankoverschrijving betalen.",
      bank_off: "Gasten betalen alleen nog online.",
      not_configured:
        "Koppelen met {{provider}} kan op dit moment niet. Probeer het later opnieuw of vraag het ons via Support.",
      unavailable:
        "{{provider}} is nu niet bereikbaar. Er is niets veranderd; probeer het over een paar minuten opnieuw.",
      platform_refused:
        "Koppelen met {{provider}} lukt nu niet door een probleem aan onze kant. Er is niets veranderd; probeer het later opnieuw of vraag het ons via Support.",
      refused:
        "{{provider}} heeft het verzoek niet aangenomen. Controleer of {{provider}} het land van je accommodatie ondersteunt, of vraag het ons via Support.",
      account_unreachable:
        "We kunnen je account bij {{provider}} niet meer bereiken: het is daar misschien gesloten of losgekoppeld. Koppel {{provider}} opnieuw.",
      denied: "Je hebt het koppelen bij {{provider}} afgebroken. Er is niets veranderd.",
      code_rejected:
        "{{provider}} heeft de koppeling niet bevestigd: de link was verlopen of al gebruikt. Probeer het opnieuw.",
      connected_elsewhere: "Gasten betalen nu via {{provider}}. Koppel die eerst los als je wilt overstappen.",
      nothing_connected: "Er is geen betaalaanbieder gekoppeld.",
    },
    forgedTitle: "Deze koppeling hoort niet bij jou",
    forgedBody:
      "De terugkeer van Mollie past niet bij je huidige sessie: de link is verlopen of hoort bij een ander account. Er is niets gekoppeld. Begin opnieuw bij Instellingen.",
  },
};
