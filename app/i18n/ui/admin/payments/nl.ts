/** Dutch texts of the admin's payment settings: the platform's own credentials at Stripe and Mollie (the reference language). */
export const nl = {
  title: "Betalingen",
  intro:
    "De gegevens van VayVista zelf bij Stripe en Mollie: daarmee koppelen eigenaren hun eigen account, en betalen eigenaren hun abonnement aan VayVista. Ze worden versleuteld bewaard en nooit meer getoond.",
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
    subscriptionsHeading: "Waarmee eigenaren hun abonnement nu kunnen betalen",
    platformStripeOn: "Stripe: beschikbaar, op het eigen account van VayVista.",
    platformStripeOff: "Stripe: niet beschikbaar, de geheime sleutel ontbreekt.",
    platformStripeNoWebhook:
      "Het ondertekeningsgeheim van het eindpunt van het eigen account ontbreekt: Stripe-meldingen over abonnementsbetalingen worden geweigerd.",
    platformMollieOn: "Mollie: beschikbaar, met de API-sleutel van VayVista.",
    platformMollieOff: "Mollie: niet beschikbaar, de API-sleutel ontbreekt.",
    platformMollieTestKey: "De Mollie-API-sleutel is een testsleutel: abonnementsbetalingen zijn testbetalingen.",
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
  platform: {
    heading: "Het eigen account van VayVista (abonnementen van eigenaren)",
    intro:
      "Eigenaren betalen hun abonnement op het eigen account van VayVista, niet via Connect. Stripe gebruikt daarvoor de geheime sleutel hierboven; Mollie een API-sleutel van je eigen websiteprofiel.",
    webhookSecret: "Ondertekeningsgeheim van de webhook van het eigen account",
    webhookSecretHint:
      "whsec_…, van het tweede Stripe-webhookeindpunt (gebeurtenissen op je eigen account) dat hieronder staat.",
    mollieApiKey: "Mollie-API-sleutel",
    mollieApiKeyHint:
      "live_… of test_…, van je websiteprofiel (Developers → API keys). Een test_-sleutel maakt alle abonnementsbetalingen testbetalingen.",
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
    stripePlatformWebhookSecret: "Het ondertekeningsgeheim begint met whsec_.",
    mollieApiKey: "Een Mollie-API-sleutel begint met live_ of test_, gevolgd door minstens 30 letters en cijfers.",
  },
  reconciliation: {
    heading: "Nachtelijke vergelijking met de aanbieders",
    intro:
      "Elke nacht om 03:40 worden de betalingen van de laatste 30 dagen bij Stripe, Mollie en de testaanbieder per account vergeleken met ons grootboek. Wat bij de aanbieder verder is, wordt bijgewerkt; elk ander verschil staat hier en gaat per e-mail naar de beheerders.",
    never: "De vergelijking heeft nog niet gedraaid.",
    lastRun: "Laatst gedraaid op {{time}}.",
    accounts: "Accounts vergeleken",
    failed: "Niet te lezen",
    differences: "Verschillen",
    settled: "Bijgewerkt",
    allMatched: "Alles kwam overeen.",
    more: "Nog {{count}} verschillen staan niet in deze lijst.",
    noStay: "geen boeking bekend",
    ledger: "Grootboek: {{state}}, {{amount}}",
    provider: "Aanbieder: {{state}}, {{amount}}",
    error: "Antwoord: {{error}}",
    kinds: {
      only_at_provider: "Bij de aanbieder, niet in ons grootboek",
      only_in_ledger: "In ons grootboek, niet bij de aanbieder",
      amount: "Bedragen verschillen",
      currency: "Valuta verschillen",
      state: "Status verschilt",
      account_failed: "Account niet te lezen",
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
  },
  register: {
    heading: "Registreren bij de aanbieders",
    stripeWebhook:
      "Stripe: maak in het Stripe-dashboard een webhookeindpunt voor Connect (gebeurtenissen op gekoppelde accounts) met dit adres:",
    stripeEvents: "en deze gebeurtenissen:",
    stripePlatformWebhook:
      "Stripe: maak daarnaast een webhookeindpunt voor gebeurtenissen op je eigen account, met hetzelfde adres en dezelfde gebeurtenissen (behalve account.updated).",
    mollieRedirect: "Mollie: zet deze redirect-URL in je Mollie Connect-app:",
    mollieWebhook: "Mollie-meldingen hoef je niet te registreren: elke betaling geeft zelf dit meldingsadres mee.",
  },
};
