/** Dutch texts of the dashboard's booking settings page: the property's time zone and bank details (the reference language). */
export const nl = {
  title: "Boekingsinstellingen",
  intro:
    "De tijdzone van je accommodatie, de valuta van je prijzen en je gegevens voor betaling per bankoverschrijving.",
  link: "Tijdzone en bankgegevens",
  /** On the booking calendar, beside its other buttons. */
  linkShort: "Instellingen",
  timeZone: {
    heading: "Tijdzone van je accommodatie",
    intro:
      "Aankomstdagen, de minimale tijd vóór aankomst en hoe ver vooruit gasten kunnen boeken, tellen vanaf vandaag in deze tijdzone. Kies de tijdzone waar je accommodatie ligt, ook als je zelf ergens anders woont.",
    label: "Tijdzone",
    common: "Veel gekozen",
    current: "Huidige instelling",
    now: "Daar is het nu {{now}}.",
  },
  regions: {
    Europe: "Europa",
    Africa: "Afrika",
    America: "Amerika",
    Asia: "Azië",
    Atlantic: "Atlantische Oceaan",
    Australia: "Australië",
    Indian: "Indische Oceaan",
    Pacific: "Grote Oceaan",
    Antarctica: "Antarctica",
    Arctic: "Noordpoolgebied",
  },
  currency: {
    heading: "Valuta",
    intro:
      "De valuta waarin je prijzen, vouchers, e-mails, exports en betalingen staan. Je kunt hem wijzigen tot je eerste boeking.",
    label: "Prijzen in",
    options: { EUR: "Euro (€)", PLN: "Poolse złoty (zł)" },
    locked: "Vast sinds je eerste boeking: bedragen die al geboekt zijn blijven in deze valuta.",
  },
  bank: {
    heading: "Betalen per bankoverschrijving",
    intro:
      "Met je bankgegevens hier zien gasten van een bevestigde boeking ze op de bevestigingspagina en in de bevestigingsmail, met het boekingsnummer als omschrijving. Een aanvraag krijgt ze zodra je hem accepteert. Laat je het IBAN leeg, dan staat er dat gasten bij aankomst betalen of dat jij laat weten hoe.",
    accountHolder: "Ten name van",
    accountHolderHint: "De naam van de rekening, zoals je bank hem kent. Nodig bij een IBAN.",
    iban: "IBAN",
    ibanHint: "Bijvoorbeeld NL91 ABNA 0417 1643 00. Spaties en kleine letters mogen.",
    bic: "BIC",
    bicHint:
      "8 of 11 tekens, bijvoorbeeld ABNANL2A. Binnen Europa (SEPA) niet nodig; gasten van daarbuiten vragen er soms om.",
    guestsSee: "Gasten zien nu:",
    none: "Je hebt geen bankgegevens ingevuld: gasten betalen bij aankomst, of zoals jij ze laat weten.",
  },
  save: "Opslaan",
  saving: "Bezig met opslaan…",
  saved: "Je boekingsinstellingen zijn opgeslagen.",
  formErrors: "Controleer de gemarkeerde velden",
  errors: {
    currency: "Kies euro of złoty.",
    currencyLocked: "De valuta kan niet meer wijzigen: je website heeft al een boeking. Er is niets opgeslagen.",
    timeZone: "Kies een tijdzone uit de lijst.",
    controls: "Hier staan onzichtbare stuurtekens in die we niet kunnen opslaan. Typ het opnieuw.",
    ibanFormat: "Een IBAN begint met de landcode en twee cijfers, daarna alleen letters en cijfers.",
    ibanCountry:
      "Dit IBAN begint niet met de code van een land dat IBAN's gebruikt. Controleer de eerste twee letters.",
    ibanLength: "Een IBAN uit {{country}} heeft {{expected}} tekens; dit heeft er {{actual}}.",
    ibanChecksum: "Dit IBAN klopt niet: er zit een tikfout in. Vergelijk het met je bankpas of bankapp.",
    ibanMissing: "Vul ook het IBAN in, of maak de andere velden leeg als gasten niet per overschrijving betalen.",
    holderMissing: "Vul de naam van de rekening in: gasten hebben die nodig voor de overschrijving.",
    holderTooLong: "Gebruik hoogstens {{max}} tekens: meer past niet in een overschrijving.",
    bicFormat: "Een BIC heeft 8 of 11 letters en cijfers, bijvoorbeeld ABNANL2A.",
  },
};
