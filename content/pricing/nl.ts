import type { PricingContent } from "./types.ts";

export const nl: PricingContent = {
  metaTitle: "Prijzen: je eigen boekingswebsite voor {{monthlyFee}} per maand",
  metaDescription:
    "Eén helder pakket: {{setupFee}} eenmalig en {{monthlyFee}} per maand voor je eigen boekingswebsite met kalenderkoppeling, online betalen en hosting. 0% commissie, {{moneyBackDays}} dagen geld-terug-garantie.",
  eyebrow: "Prijzen",
  title: "Eén pakket, alles erin, geen commissie",
  lead: "Geen staffels, geen kleine lettertjes en geen percentage van je boekingen. Je betaalt een vast bedrag per maand voor een complete boekingswebsite die wij bouwen, hosten en onderhouden.",
  plan: {
    title: "Het VayVista-pakket",
    intro: "Alles wat je nodig hebt om gasten direct bij jou te laten boeken.",
    features: [
      "Eigen website met boekingssysteem",
      "Kalenderkoppeling met Airbnb en Booking.com",
      "Online betalen met iDEAL en creditcard",
      "Hosting, back-ups en updates inbegrepen",
    ],
    cta: "Aan de slag",
    consultationLink: "Eerst vragen stellen? Plan een gratis adviesgesprek",
  },
  included: {
    title: "Dit zit er allemaal in",
    intro: "Voor {{monthlyFee}} per maand regelen wij de techniek. Jij houdt je bezig met je gasten.",
    groups: [
      {
        title: "Je website",
        items: [
          "Eigen website op een subdomein (jouwhuis.vayvista.nl) of op je eigen domeinnaam",
          "Keuze uit zes thema's, van modern-minimalistisch tot landelijk-natuurlijk",
          "Werkt perfect op mobiel, tablet en computer",
          "Foto's, beschrijving, voorzieningen, ligging en huisregels overzichtelijk in beeld",
          "Vindbaar in Google dankzij technische SEO: snelle pagina's, nette titels en een sitemap",
        ],
      },
      {
        title: "Boekingen en betalingen",
        items: [
          "Boekingssysteem dat nooit dubbel boekt",
          "iCal-kalendersynchronisatie met Airbnb, Booking.com en andere platforms",
          "Online betalen met iDEAL en creditcard",
          "Automatische e-mails aan gasten, van bevestiging tot herinnering voor aankomst",
          "Eigen dashboard met je boekingen, gasten en beschikbaarheid",
          "0% commissie: elke directe boeking is volledig van jou",
        ],
      },
      {
        title: "Beheer en ondersteuning",
        items: [
          "Snelle, veilige hosting met een beveiligde verbinding (HTTPS)",
          "Dagelijkse back-ups",
          "24/7 monitoring: wij zien het als je site niet bereikbaar is",
          "Maandelijkse updates en verbeteringen",
          "Persoonlijke hulp per e-mail en WhatsApp, binnen één werkdag antwoord",
        ],
      },
    ],
  },
  guarantee: {
    title: "{{moneyBackDays}} dagen geld-terug-garantie",
    paragraphs: [
      "We willen dat je zeker weet dat VayVista bij je past. Daarom kun je ons zonder risico proberen: ben je binnen {{moneyBackDays}} dagen na de start niet tevreden, dan krijg je je geld terug.",
      "Dat geldt ook voor de opstartkosten van {{setupFee}}. Je hoeft niets uit te leggen: één e-mail of WhatsApp-bericht is genoeg.",
    ],
    points: ["Inclusief de opstartkosten", "Zonder vragen of formulieren", "Daarna maandelijks opzegbaar"],
  },
  extras: {
    title: "Niet inbegrepen, wel mogelijk",
    intro:
      "Het pakket is compleet voor een professionele boekingssite. Wil je meer, dan kan dat als losse opdracht. Je betaalt alleen voor wat je zelf kiest.",
    items: [
      {
        title: "Professionele fotografie",
        body: "Een fotograaf die weet hoe je een vakantiehuis op zijn mooist laat zien, binnen en buiten.",
        page: "photography",
        link: "Meer over fotografie",
      },
      {
        title: "Maatwerk",
        body: "Een extra functie, een koppeling met je eigen systemen of een ontwerp dat helemaal van jou is.",
        page: "customWork",
        link: "Meer over maatwerk",
      },
    ],
    priceOnRequest: "Prijs op aanvraag",
  },
  comparison: {
    title: "Wat kost commissie je eigenlijk?",
    intro:
      "Boekingsplatforms rekenen per boeking een percentage. Hieronder een rekenvoorbeeld met 15% commissie, een gangbaar tarief. Bij VayVista betaal je een vast bedrag, hoeveel je ook verhuurt.",
    caption: "Rekenvoorbeeld per jaar: commissie van 15% vergeleken met de kosten van VayVista",
    headers: {
      revenue: "Directe boekingen per jaar",
      commission: "15% commissie",
      vayvistaYearOne: "VayVista, eerste jaar",
      vayvistaLater: "VayVista, daarna per jaar",
    },
    breakEven:
      "Vanaf ongeveer {breakEven} aan directe boekingen per maand betaal je bij VayVista minder dan je aan commissie kwijt zou zijn.",
    note: "Het eerste jaar bestaat uit {{setupFee}} opstartkosten en 12 keer {{monthlyFee}}. Commissietarieven verschillen per platform en per instelling; bedragen exclusief btw.",
  },
  faq: {
    title: "Vragen over de prijs",
    items: [
      {
        question: "Zijn er nog andere kosten?",
        answer:
          "Nee. Je betaalt {{setupFee}} eenmalig en daarna {{monthlyFee}} per maand. Hosting, back-ups, updates en ondersteuning zitten erin. Alleen extra's die je zelf bestelt, zoals fotografie of maatwerk, komen erbij, en altijd pas nadat je akkoord bent met de prijs.",
      },
      {
        question: "Betaal ik commissie over mijn boekingen?",
        answer:
          "Nee, nooit. Of je nu tien of tweehonderd boekingen per jaar via je eigen site krijgt, je betaalt hetzelfde vaste bedrag. Elke directe boeking is volledig van jou.",
      },
      {
        question: "Waar zijn de opstartkosten voor?",
        answer:
          "Voor het inrichten van je website: we zetten je thema op, plaatsen je foto's en teksten, koppelen je kalenders van Airbnb en Booking.com en stellen online betalen in. Binnen {{liveWithinDays}} dagen staat je site online.",
      },
      {
        question: "Hoe werkt de geld-terug-garantie?",
        answer:
          "Ben je binnen {{moneyBackDays}} dagen na de start niet tevreden, stuur ons dan een e-mail of WhatsApp-bericht. Je krijgt terug wat je hebt betaald, inclusief de opstartkosten.",
      },
      {
        question: "Zit ik vast aan een lang contract?",
        answer: "Nee. Je kunt elke maand opzeggen. Je betaalt tot het einde van de lopende maand en daarna niets meer.",
      },
      {
        question: "Moet ik stoppen met Airbnb of Booking.com?",
        answer:
          "Nee, dat hoeft niet. Veel eigenaren blijven op de platforms staan en laten gasten die terugkomen of je via Google vinden direct boeken. De kalenders blijven gesynchroniseerd, dus dubbele boekingen zijn uitgesloten.",
      },
      {
        question: "Ik heb meerdere accommodaties. Wat kost dat?",
        answer:
          "Neem contact op of plan een adviesgesprek. We kijken samen hoe je je accommodaties het best presenteert en doen je een passend voorstel.",
      },
      {
        question: "Zijn de prijzen inclusief btw?",
        answer: "Nee, alle genoemde prijzen zijn exclusief btw. De btw staat apart op je factuur.",
      },
    ],
  },
  cta: {
    title: "Zelf je gasten ontvangen, zonder commissie?",
    body: "Plan een gratis adviesgesprek of begin direct. Binnen {{liveWithinDays}} dagen staat je eigen boekingswebsite online.",
  },
};
