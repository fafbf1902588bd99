import type { CustomWorkContent } from "./types.ts";

export const nl: CustomWorkContent = {
  meta: {
    title: "Maatwerk voor je vakantiehuiswebsite",
    description:
      "Ontwerp op maat, koppelingen, portals voor meerdere accommodaties, overstappen van een oude site en functies speciaal voor jou. Gratis adviesgesprek en vooraf een vaste offerte.",
  },
  hero: {
    eyebrow: "Maatwerk",
    title: "Als je vakantiehuis meer nodig heeft dan het standaardabonnement",
    lead: "De meeste eigenaren hebben alles wat ze nodig hebben in het VayVista-abonnement. Voor de rest bouwen wij het extra stuk: een eigen ontwerp, een koppeling met software die je al gebruikt of een portal voor meerdere huizen. Altijd eerst met een duidelijke, vaste offerte.",
  },
  fit: {
    eyebrow: "Abonnement of maatwerk?",
    title: "Begin met het abonnement, voeg alleen toe wat je echt nodig hebt",
    intro:
      "Maatwerk bouwen we bovenop je VayVista-site. Je houdt dus het boekingssysteem, de hosting en het onderhoud van het abonnement ({{monthlyFee}} per maand, excl. btw) en betaalt alleen extra voor wat echt van jou is.",
    planTitle: "Zit al in het abonnement",
    plan: [
      "Website op een van zes thema's, in maximaal vier talen",
      "Boekingssysteem met online betalen en cadeaubonnen",
      "Kalendersynchronisatie met Airbnb, Booking.com en Vrbo",
      "Hosting, back-ups, monitoring en updates",
      "Je eigen domein en een dashboard om inhoud aan te passen",
    ],
    customTitle: "Reden voor maatwerk",
    custom: [
      "Je wilt een uitstraling die geen enkel thema biedt",
      "Je boekingen moeten automatisch in andere software terechtkomen",
      "Je verhuurt meerdere accommodaties en wilt ze op één site",
      "Je verhuist een bestaande website met een geschiedenis in Google",
      "Je hebt een functie nodig die specifiek is voor jouw plek",
    ],
  },
  offerings: {
    eyebrow: "Wat we bouwen",
    title: "Maatwerk dat we oppakken",
    intro: "Klein of groot, elk project draait om één ding: meer directe boekingen met minder werk voor jou.",
    items: [
      {
        icon: "palette",
        title: "Ontwerp op maat",
        body: "Een ontwerp vanaf nul rond je accommodatie en je merk, in plaats van een thema. Je eigen opmaak, kleuren en details, op dezelfde snelle, mobielvriendelijke basis.",
        examples: [
          "Ontwerp op basis van je bestaande huisstijl",
          "Bijzondere pagina-indelingen",
          "Een logo voor je vakantiehuis",
        ],
      },
      {
        icon: "plug",
        title: "Koppelingen",
        body: "Verbindingen tussen je VayVista-site en de software die je al gebruikt, zodat je dezelfde gegevens niet twee keer hoeft in te voeren.",
        examples: ["Boekhoudpakketten", "Channelmanagers met een API", "Sleutelkluizen en slimme sloten"],
      },
      {
        icon: "building",
        title: "Portals voor meerdere accommodaties",
        body: "Eén site voor een vakantiepark, een groep huisjes of een familie met meerdere huizen, met zoeken over alle accommodaties en één gedeeld dashboard.",
        examples: [
          "Zoeken en filteren over accommodaties",
          "Gecombineerd beschikbaarheidsoverzicht",
          "Prijzen en regels per accommodatie",
        ],
      },
      {
        icon: "move",
        title: "Overstappen van een oude site",
        body: "We verhuizen je teksten, foto's en toekomstige boekingen, en sturen elk oud adres door, zodat terugkerende gasten en Google de nieuwe pagina's meteen vinden.",
        examples: [
          "Overzetten van teksten en foto's",
          "Doorverwijzingen van oude adressen",
          "Import van toekomstige boekingen",
        ],
      },
      {
        icon: "puzzle",
        title: "Functies op maat",
        body: "Iets wat alleen jouw plek nodig heeft: extra's die gasten kunnen bijboeken, een bijzondere prijsregel, een gastengids achter een login of een formulier voor groepsaanvragen.",
        examples: [
          "Bij te boeken extra's zoals linnen of fietsen",
          "Aanvragen voor groepen en evenementen",
          "Digitale gastengids",
        ],
      },
    ],
  },
  quoting: {
    eyebrow: "Zo maken we een offerte",
    title: "Duidelijk over de kosten voordat er iets begint",
    intro: "Geen open eindjes op de factuur en geen verrassingen achteraf. Zo spreken we de prijs af.",
    items: [
      {
        icon: "messages",
        title: "Gratis adviesgesprek",
        body: "Een videogesprek van 30 minuten waarin we luisteren, vragen stellen en je eerlijk vertellen of maatwerk de beste route is, of dat het abonnement het al afdekt.",
      },
      {
        icon: "fileText",
        title: "Een vaste offerte",
        body: "Voor een duidelijk afgebakend project krijg je een schriftelijke offerte met een vaste prijs, wat erbij hoort en een opleverdatum. Die prijs verandert niet, tenzij jij om meer vraagt.",
      },
      {
        icon: "clock",
        title: "Uurtarief op aanvraag",
        body: "Voor kleine klussen of werk dat vooraf lastig te omschrijven is, kunnen we op uurbasis werken. Het tarief hoor je vooraf en we spreken samen een maximum af.",
      },
    ],
    note: "Je betaalt pas als je de offerte hebt goedgekeurd. Blijkt het abonnement al te bieden wat je zoekt, dan zeggen we dat, en betaal je niets voor maatwerk.",
  },
  process: {
    eyebrow: "Zo werkt het",
    title: "Van idee naar een werkende oplossing",
    intro: "Elk project volgt dezelfde duidelijke stappen, zodat je altijd weet waar het staat.",
    stepLabel: "Stap",
    steps: [
      {
        title: "Adviesgesprek",
        body: "We bespreken je wensen, je accommodatie en je gasten. Gratis en vrijblijvend.",
      },
      {
        title: "Voorstel en offerte",
        body: "Je krijgt een schriftelijk voorstel met de omvang, een vaste prijs of uurtarief en een realistische planning.",
      },
      {
        title: "Ontwerpen en bouwen",
        body: "We bouwen in kleine stappen en delen een voorbeeldlink, zodat je vroeg feedback kunt geven in plaats van pas aan het eind.",
      },
      {
        title: "Testen en live",
        body: "We testen alles samen met jou, ook op je telefoon, en gaan live op een rustig moment.",
      },
      {
        title: "Nazorg",
        body: "Maatwerk draait op onze hosting en valt onder je gewone onderhoud. Heeft iets extra zorg nodig, dan staat dat vooraf in de offerte.",
      },
    ],
  },
  faq: {
    eyebrow: "Vragen",
    title: "Vragen over maatwerk",
    items: [
      {
        question: "Heb ik het VayVista-abonnement nodig voor maatwerk?",
        answer:
          "Ja. Maatwerk bouwen we op je VayVista-site, zodat je alles houdt wat het abonnement biedt, inclusief boekingssysteem, hosting en onderhoud. Losse websites bouwen we niet.",
      },
      {
        question: "Wat kost maatwerk?",
        answer:
          "Dat hangt helemaal af van wat je nodig hebt. Na een gratis adviesgesprek krijg je een vaste offerte, of voor kleine klussen een uurtarief met een afgesproken maximum. Je kent de kosten voordat we beginnen.",
      },
      {
        question: "Hoe lang duurt een project?",
        answer:
          "Een overstap of een kleine functie duurt vaak een paar weken; een ontwerp op maat of een portal voor meerdere accommodaties duurt langer. In je offerte staat een realistische opleverdatum.",
      },
      {
        question: "Van wie is wat jullie bouwen?",
        answer:
          "Je inhoud, ontwerpbestanden en gegevens zijn van jou. De software eronder hoort bij het VayVista-platform; daardoor kunnen we het voor je blijven onderhouden en bijwerken.",
      },
    ],
  },
  cta: {
    title: "Heb je plannen met je vakantiehuis?",
    body: "Vertel erover in een gratis adviesgesprek. We zeggen je eerlijk wat er kan en wat het zou kosten.",
  },
};
