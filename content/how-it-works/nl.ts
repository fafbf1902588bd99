import type { HowItWorksContent } from "./types.ts";

export const nl: HowItWorksContent = {
  meta: {
    title: "Hoe het werkt: je boekingswebsite in 4 stappen",
    description:
      "Van gratis adviesgesprek tot live boekingswebsite binnen {{liveWithinDays}} dagen. Bekijk wat jij doet, wat VayVista doet en hoe weinig tijd het je kost.",
  },
  hero: {
    eyebrow: "Hoe het werkt",
    title: "Live binnen {{liveWithinDays}} dagen, zonder technisch gedoe",
    lead: "Vier heldere stappen van eerste gesprek tot je eerste directe boeking. Jij vertelt over je vakantiehuis; wij bouwen, koppelen en testen alles en houden het daarna draaiende.",
  },
  highlights: [
    { value: "± 10 min", label: "van jouw tijd voor de onboarding" },
    { value: "{{liveWithinDays}} dagen", label: "maximaal tot je website live staat" },
    { value: "0", label: "technische kennis nodig" },
  ],
  steps: {
    eyebrow: "Vier stappen",
    title: "Wie doet wat, en hoe lang duurt het",
    intro: "Per stap zie je wat we van je vragen en wat wij regelen. Het meeste werk ligt bij ons.",
    youLabel: "Wat jij doet",
    weLabel: "Wat VayVista doet",
    timeLabel: "Jouw tijd",
    stepLabel: "Stap {n}",
    items: [
      {
        title: "Gratis adviesgesprek of direct aanmelden",
        body: "We leren je vakantiehuis en je plannen kennen. Wil je liever meteen beginnen? Dan meld je je direct aan en pakken wij het vanaf daar op.",
        you: [
          "Plan een videogesprek op een moment dat jou uitkomt, of meld je direct aan",
          "Vertel over je woning, je gasten en hoe je nu boekingen ontvangt",
        ],
        we: [
          "Eerlijk advies geven over wat een eigen boekingssite jou oplevert",
          "Je vragen beantwoorden over kosten, kalendersynchronisatie en betalingen",
          "De volgende stappen uitleggen en je onboarding inplannen",
        ],
        time: "Een kort videogesprek, of een paar minuten om je aan te melden",
      },
      {
        title: "Kies een thema en vul je inhoud in",
        body: "Jij kiest de uitstraling van je site en geeft ons het materiaal. Je hoeft geen webdesigner te zijn: een kort onboardingformulier leidt je erdoorheen.",
        you: [
          "Kies een van de zes thema's",
          "Upload je foto's en schrijf iets over het huis en de omgeving",
          "Vul je prijzen, seizoenen en huisregels in",
        ],
        we: [
          "Van je teksten heldere, goed opgebouwde pagina's maken",
          "Je foto's ordenen en optimaliseren zodat ze snel laden",
          "Je seizoenen, minimale verblijfsduur en bijkomende kosten instellen",
        ],
        time: "Zo'n 10 minuten voor het onboardingformulier",
      },
      {
        title: "Wij koppelen kalenders en betalingen",
        body: "Dit is het technische deel, en dat doen wij voor je. Als het klaar is, kent je site elke boeking, via welk kanaal die ook binnenkomt.",
        you: [
          "De iCal-links van Airbnb en Booking.com kopiëren (we laten precies zien waar ze staan)",
          "De gegevens van je betaalaccount bevestigen",
        ],
        we: [
          "Je kalenders van Airbnb en Booking.com in beide richtingen koppelen",
          "Online betalen met iDEAL en creditcard aansluiten",
          "Je automatische gastmails opstellen en een complete boeking testen",
        ],
        time: "Een paar minuten, met onze instructies ernaast",
      },
      {
        title: "Live binnen {{liveWithinDays}} dagen",
        body: "We lopen alles nog één keer met je na en dan gaat je site online, op een VayVista-subdomein of je eigen domeinnaam.",
        you: ["Een laatste blik werpen en groen licht geven", "De link delen met eerdere gasten en op social media"],
        we: [
          "Je website live zetten met SSL en monitoring",
          "Je site aanmelden bij Google",
          "Je wegwijs maken in je dashboard",
        ],
        time: "Een korte eindcontrole, en je eerste directe boeking kan binnenkomen",
      },
    ],
  },
  prepare: {
    title: "Handig om klaar te hebben",
    intro: "Je hoeft niet alles op dag één te hebben, maar met dit bij de hand gaat de onboarding extra vlot.",
    items: [
      "Tien tot dertig goede foto's van je vakantiehuis en de omgeving",
      "Een korte beschrijving van het huis, de kamers en wat het bijzonder maakt",
      "Je prijzen per seizoen, minimale verblijfsduur en eventuele bijkomende kosten",
      "Je huisregels en annuleringsvoorwaarden",
      "De iCal-links van je kalenders op Airbnb en Booking.com, als je die gebruikt",
    ],
  },
  afterLaunch: {
    eyebrow: "Na de lancering",
    title: "Wat gebeurt er als je site live staat?",
    intro:
      "Live gaan is waar ons werk pas echt begint. Dit zijn de vragen die eigenaren ons het vaakst stellen over de tijd daarna.",
    items: [
      {
        question: "Wie zorgt voor updates, beveiliging en back-ups?",
        answer:
          "Dat doen wij. Je site draait op onze hosting met SSL, we maken elke dag een back-up, houden hem 24/7 in de gaten en installeren elke maand updates. Jij hoeft er niets voor te doen.",
      },
      {
        question: "Kan ik zelf teksten, foto's en prijzen aanpassen?",
        answer:
          "Ja. In je dashboard pas je teksten, foto's, prijzen en seizoenen aan wanneer je wilt. Doen wij het liever voor je? Stuur ons een bericht en we regelen het.",
      },
      {
        question: "Wat gebeurt er met mijn boekingen op Airbnb en Booking.com?",
        answer:
          "Die lopen gewoon door. Dankzij de kalendersynchronisatie blokkeert elke boeking de data op de andere kanalen, zodat je in je eigen tempo naar meer directe boekingen groeit.",
      },
      {
        question: "Hoe krijg ik mijn eerste directe boekingen?",
        answer:
          "Begin bij de gasten die je al kent: stuur eerdere gasten je link en zet hem in je bevestigingsmails en op social media. Je site is ook ingericht om in Google gevonden te worden, en in het adviesgesprek delen we tips die voor vakantiehuizen werken.",
      },
      {
        question: "Zit ik vast aan een lang contract?",
        answer:
          "Nee. Je betaalt per maand en kunt elke maand opzeggen. In de eerste {{moneyBackDays}} dagen heb je bovendien een geld-terug-garantie.",
      },
    ],
  },
  cta: {
    title: "Zullen we samen de eerste stap zetten?",
    body: "Plan een gratis adviesgesprek. We praten over je vakantiehuis en je weet precies wat je kunt verwachten.",
  },
};
