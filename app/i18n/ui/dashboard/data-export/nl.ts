/** The account page's own-data sections: the archive of everything, and deleting the account with its waiting period. */
export const nl = {
  heading: "Je gegevens downloaden",
  intro:
    "Eén zip-bestand met alles van jou: de teksten en foto's van je website, je accommodaties, prijzen, boekingen, gasten, berichten, betalingen, vouchers, beoordelingen, blogberichten, gekoppelde agenda's en onze facturen aan jou. Tabellen als CSV (te openen in Excel), de rest als JSON, foto's en facturen als losse bestanden, met een uitleg in README.txt. Wachtwoorden en geheime links staan er niet in.",
  request: "Archief laten maken",
  requesting: "Aanvragen…",
  again: "Nieuw archief laten maken",
  retry: "Opnieuw proberen",
  requestedToast: "We maken je archief. Je krijgt een e-mail zodra het klaar is.",
  underWay: "Er wordt al een archief voor je gemaakt. Wacht tot het klaar is.",
  tooOften: "Je hebt vandaag al vaak een archief laten maken. Probeer het morgen opnieuw.",
  state: { requested: "Aangevraagd", running: "Wordt gemaakt", ready: "Klaar", failed: "Mislukt" },
  makingNote:
    "We maken je archief sinds {{date}}. Dat duurt meestal een paar minuten, bij veel foto's wat langer. Je krijgt een e-mail op {{email}} zodra het klaar is; de link verschijnt dan ook hier.",
  checkAgain: "Opnieuw kijken",
  readyNote: "Gemaakt op {{date}} ({{size}}). Te downloaden tot {{expires}}; daarna verwijderen we het.",
  download: "Archief downloaden",
  failedNote:
    "Het maken van je archief van {{date}} is mislukt. Dat ligt niet aan jou: probeer het opnieuw, en lukt het dan nog niet, laat het ons weten via Support.",
  accountOnly: "Alleen je accountgegevens (JSON)",
  size: { kb: "{{value}} kB", mb: "{{value}} MB" },
};
