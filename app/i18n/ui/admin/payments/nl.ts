/** Dutch texts of the admin's payment settings: the platform's own credentials at Stripe and Mollie (the reference language). */
export const nl = {
  title: "Betalingen",
  intro:
    "De gegevens van VayVista zelf bij Stripe en Mollie: daarmee koppelen eigenaren hun eigen account. Ze worden versleuteld bewaard en nooit meer getoond.",
  lastSaved: "Laatst opgeslagen op {{time}}.",
  available: {
    heading: "Wat eigenaren nu kunnen koppelen",
    stripeOn: "Stripe: beschikbaar.",
    stripeOff: "Stripe: niet beschikbaar, de geheime sleutel ontbreekt.",
    stripeNoWebhook:
      "Het webhookgeheim van Stripe ontbreekt: Stripe-meldingen worden geweigerd, en betalingen worden alleen bijgewerkt als de gast terugkeert.",
    mollieOn: "Mollie: beschikbaar.",
    mollieOff: "Mollie: niet beschikbaar, de client-ID of het client secret ontbreekt.",
    mollieTestmode: "Mollie staat in testmodus: eigenaren ontvangen testbetalingen.",
    testOn: "Testbetalingen: aan (lokaal, of PAYMENTS_TEST_PROVIDER=on).",
    testOff: "Testbetalingen: uit.",
  },
  stripe: {
    heading: "Stripe Connect",
    secretKey: "Geheime sleutel van het platform",
    secretKeyHint: "sk_live_… of sk_test_…, uit het Stripe-dashboard (Developers → API keys).",
    webhookSecret: "Ondertekeningsgeheim van de webhook",
    webhookSecretHint: "whsec_…, van het Connect-webhookeindpunt dat hieronder staat.",
  },
  mollie: {
    heading: "Mollie Connect",
    clientId: "Client-ID van de app",
    clientIdHint: "app_…, van je Mollie Connect-app (Developers → Your apps).",
    clientSecret: "Client secret van de app",
    clientSecretHint: "Precies zoals Mollie het toont.",
    testmode: "Testmodus",
    testmodeLabel: "Betalingen van alle eigenaren via Mollie zijn testbetalingen",
    testmodeHint: "Voor een testomgeving. Zet het uit op de echte website.",
  },
  secret: {
    saved: "Ingesteld",
    keep: "Laat leeg om het te houden; typ een nieuwe waarde om het te vervangen.",
    notSaved: "Niet ingesteld.",
    unreadable: "Opgeslagen, maar niet te openen met de huidige SECRETS_KEY (die is veranderd). Vul het opnieuw in.",
    fromEnv: "Ingesteld in de omgeving ({{name}}); die gaat voor. Wijzig het daar.",
    remove: "Opgeslagen waarde verwijderen",
  },
  save: "Opslaan",
  saved: "De betaalinstellingen zijn opgeslagen.",
  invalid: {
    stripeSecretKey:
      "Een geheime sleutel van Stripe begint met sk_live_, sk_test_ of rk_ en bevat alleen letters en cijfers.",
    stripeWebhookSecret: "Het ondertekeningsgeheim begint met whsec_.",
    mollieClientId: "De client-ID begint met app_.",
    mollieClientSecret: "Plak het geheim zoals Mollie het toont: 8 tot 250 tekens, zonder spaties.",
  },
  register: {
    heading: "Registreren bij de aanbieders",
    stripeWebhook:
      "Stripe: maak in het Stripe-dashboard een webhookeindpunt voor Connect (gebeurtenissen op gekoppelde accounts) met dit adres:",
    stripeEvents: "en deze gebeurtenissen:",
    mollieRedirect: "Mollie: zet deze redirect-URL in je Mollie Connect-app:",
    mollieWebhook: "Mollie-meldingen hoef je niet te registreren: elke betaling geeft zelf dit meldingsadres mee.",
  },
};
