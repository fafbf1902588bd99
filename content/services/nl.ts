import { THEME_DISPLAY_NAMES } from "../themes/names.ts";
import type { ServicesContent } from "./types.ts";

const themeNames = THEME_DISPLAY_NAMES.nl;
const themeList = (["modern-minimal", "warm-cozy", "classic-elegant", "fresh-coastal", "urban-hip"] as const)
  .map((theme) => themeNames[theme])
  .join(", ");

export const nl: ServicesContent = {
  labels: {
    eyebrow: "Diensten",
    includedTitle: "Inbegrepen in het abonnement",
    extrasTitle: "Optionele extra's",
    faqEyebrow: "Vragen",
    faqTitle: "Vragen die eigenaren ons stellen",
    relatedEyebrow: "Past goed bij",
    relatedTitle: "Gerelateerde diensten",
    readMore: "Lees meer",
    stepLabel: "Stap",
  },
  pages: {
    websiteDevelopment: {
      meta: {
        title: "Website laten maken voor je vakantiehuis",
        description:
          "Een snelle, mobielvriendelijke website voor je vakantiehuis: zes thema's, je eigen domein, vier talen en teksten en foto's die je zelf aanpast. Binnen {{liveWithinDays}} dagen live.",
      },
      summary:
        "Je eigen mobielvriendelijke website in vier talen, op je eigen domein, met teksten die je zelf aanpast.",
      hero: {
        eyebrow: "Website laten maken",
        title: "Een website voor je vakantiehuis waar gasten echt via boeken",
        lead: "Geen sjabloon waar je mee moet worstelen en geen factuur van een webbureau bij elke gewijzigde zin. Wij bouwen je site op een van zes thema's, koppelen je domein en geven je een dashboard waarin je zelf teksten en foto's aanpast.",
      },
      problem: {
        eyebrow: "Het probleem",
        title: "De meeste vakantiehuizen hebben geen eigen plek op internet",
        intro:
          "Gasten vinden je op Airbnb of Booking.com, bekijken je foto's en boeken daar. Dat je huis een naam heeft, laat staan een eigen website, weten ze meestal niet.",
        points: [
          {
            title: "Een advertentie is geen website",
            body: "Op een platform staat je huis tussen honderden andere, in de opmaak en onder de regels van dat platform. Terugkerende gasten zoeken het platform op, niet jou.",
          },
          {
            title: "Zelf bouwen kost je weekenden",
            body: "Websitebouwers lijken makkelijk, tot je een boekingskalender, meerdere talen en een pagina nodig hebt die snel laadt op een telefoon met één streepje bereik.",
          },
          {
            title: "Een bureausite is na een jaar verouderd",
            body: "Een eenmalige site van een webdesigner kost veel vooraf, en elke latere wijziging betekent mailen, wachten en weer een factuur. Dus blijven prijzen en foto's zoals ze waren.",
          },
        ],
      },
      solution: {
        eyebrow: "Wat VayVista doet",
        title: "Een complete website, gemaakt voor één vakantiehuis (of een paar)",
        intro:
          "Elke VayVista-site is gebouwd voor hetzelfde doel: een gast laten vallen voor jouw plek en direct laten boeken. Die focus houdt de site eenvoudig voor jou en duidelijk voor je gasten.",
        visual: {
          kind: "website",
          address: "duinzicht.vayvista.nl",
          propertyName: "Villa Duinzicht",
          tagline: "Slapen met het geluid van de zee, op vijf minuten van het strand",
          bookButton: "Bekijk beschikbaarheid",
          nav: ["Het huis", "Omgeving", "Prijzen", "Contact"],
          editHint: "Tekst aanpassen",
        },
        features: [
          {
            icon: "palette",
            title: "Zes thema's om uit te kiezen",
            body: `${themeList} of ${themeNames["nature-rustic"]}. Kies wat bij je huis past; je foto's, kleuren en teksten maken het van jou.`,
          },
          {
            icon: "globe",
            title: "Je eigen domein of een gratis subdomein",
            body: "Gebruik een domein dat je al hebt, zoals villaduinzicht.nl, of begin meteen op een subdomein als duinzicht.vayvista.nl. Wij regelen de technische koppeling en het beveiligingscertificaat.",
          },
          {
            icon: "smartphone",
            title: "Mobiel eerst",
            body: "De meeste gasten zoeken een vakantiehuis op hun telefoon. Elke pagina is eerst voor een klein scherm ontworpen, met grote foto's, leesbare tekst en een boekknop altijd binnen handbereik.",
          },
          {
            icon: "languages",
            title: "Nederlands, Engels, Pools en Duits",
            body: "Je site kan in maximaal vier talen draaien, elk met een eigen adres, zodat Duitse gasten de Duitse pagina vinden. Knoppen, boekingsformulieren en gastmails zijn al voor je vertaald.",
          },
          {
            icon: "pen",
            title: "Zelf teksten en foto's aanpassen",
            body: "Verander de beschrijving, zet een foto van het nieuwe terras erbij of werk de huisregels bij vanuit je dashboard. Zonder code en zonder te wachten op een webdesigner.",
          },
          {
            icon: "calendarCheck",
            title: "Boeken zit erin, niet eraan vast",
            body: "Beschikbaarheid, prijzen en online betalen horen bij de site zelf, niet bij een losse widget die er anders uitziet en traag laadt.",
          },
        ],
      },
      steps: {
        eyebrow: "Zo werkt het in de praktijk",
        title: "Van eerste gesprek naar je eigen website",
        intro:
          "De meeste eigenaren staan binnen {{liveWithinDays}} dagen online nadat ze hun teksten en foto's hebben gestuurd.",
        items: [
          {
            title: "Een kort gesprek",
            body: "We praten over je huis, je gasten en wat de site voor je moet doen. Je weet daarna precies wat het abonnement inhoudt, zonder verplichtingen.",
          },
          {
            title: "Je kiest een thema en stuurt je materiaal",
            body: "Foto's, een beschrijving, je prijzen en je huisregels. Nog geen mooie teksten? We helpen je er een pagina van te maken die lekker leest.",
          },
          {
            title: "Wij bouwen en richten alles in",
            body: "Pagina's, talen, boekingskalender, betalingen, kalendersynchronisatie en je domein. Je krijgt een voorbeeldlink om alles te controleren.",
          },
          {
            title: "Live, en jij neemt het stuur over",
            body: "Na jouw akkoord gaat de site live. Vanaf dan pas je zelf teksten en foto's aan, en wij houden de techniek draaiende.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Thema's",
        title: "Zes uitstralingen, één stevige basis",
        intro:
          "Onder elk thema zitten hetzelfde boekingssysteem, dezelfde snelheid en dezelfde talen. Het verschil zit in de sfeer, dus kies het thema dat voelt als jouw huis.",
        items: [
          {
            title: themeNames["modern-minimal"],
            body: "Veel witruimte en grote foto's. Voor architectenwoningen en gasten die van rust houden.",
          },
          {
            title: themeNames["warm-cozy"],
            body: "Zachte kleuren en ronde vormen. Voor cottages, boerderijen en gezinsvakanties.",
          },
          {
            title: themeNames["classic-elegant"],
            body: "Koppen met schreef en een verfijnde opmaak. Voor villa's, landhuizen en monumentale panden.",
          },
          {
            title: themeNames["fresh-coastal"],
            body: "Lichtblauw en zandtinten. Voor strandhuizen, duinhuisjes en woningen aan het water.",
          },
          {
            title: themeNames["urban-hip"],
            body: "Krachtige letters en veel contrast. Voor stadsappartementen en lofts.",
          },
          {
            title: themeNames["nature-rustic"],
            body: "Aardegroen en houttinten. Voor boshuisjes, blokhutten en huizen op het platteland.",
          },
        ],
        footnote: "Je kunt later van thema wisselen zonder je teksten, foto's of boekingen kwijt te raken.",
      },
      plan: {
        eyebrow: "Wat je krijgt",
        title: "Inbegrepen in het abonnement, en wat je kunt toevoegen",
        intro:
          "De website hoort bij het VayVista-abonnement: eenmalig {{setupFee}}, daarna {{monthlyFee}} per maand (excl. btw), zonder commissie op je boekingen.",
        included: [
          "Je website op een van zes thema's",
          "Koppeling van je eigen domein, of een gratis vayvista.nl-subdomein",
          "Tot vier talen: Nederlands, Engels, Pools en Duits",
          "Dashboard om teksten, foto's, prijzen en huisregels aan te passen",
          "Boekingssysteem, online betalen en kalendersynchronisatie",
          "Hosting, beveiligingscertificaat, back-ups en updates",
        ],
        extras: [
          {
            title: "Ontwerp op maat",
            body: "Een ontwerp vanaf nul rond je eigen merk in plaats van een van de thema's. Offerte als maatwerk.",
          },
          {
            title: "Professionele fotografie",
            body: "Een partnerfotograaf in Nederland fotografeert je huis. Prijs op aanvraag.",
          },
          {
            title: "Teksten schrijven en vertalen",
            body: "Wij schrijven of vertalen je beschrijvingen, zodat elke taal natuurlijk leest. Vooraf een vaste prijs.",
          },
        ],
      },
      faq: [
        {
          question: "Heb ik een eigen domeinnaam nodig?",
          answer:
            "Nee. Je kunt beginnen op een gratis subdomein zoals jouwhuis.vayvista.nl en overstappen naar een eigen domein wanneer je wilt. Heb je al een domein, dan koppelen wij het; het blijft op jouw naam staan.",
        },
        {
          question: "Kan ik mijn huidige website en inhoud meenemen?",
          answer:
            "Ja. We zetten je teksten en foto's over naar je nieuwe site. Is je oude site goed vindbaar in Google, dan sturen we de oude adressen door naar de nieuwe pagina's, zodat je geen bezoekers verliest. Een grote of ingewikkelde overstap doen we als maatwerk.",
        },
        {
          question: "Moet ik de teksten zelf in vier talen schrijven?",
          answer:
            "Jij bepaalt welke talen je site toont. Knoppen, formulieren en gastmails zijn al vertaald. Je eigen beschrijvingen kun je zelf schrijven, of wij vertalen ze voor je als optionele extra.",
        },
        {
          question: "Van wie is de website?",
          answer:
            "Je teksten, foto's, gastgegevens en domein zijn van jou. Stop je ooit, dan krijg je een export van je inhoud en boekingen, en je domein gaat mee waarheen je wilt.",
        },
      ],
      related: ["bookingSystem", "seo", "photography"],
      cta: {
        title: "Benieuwd hoe jouw huis eruit zou zien?",
        body: "Plan een gratis adviesgesprek en we laten je de thema's zien, met jouw foto's in gedachten.",
      },
    },
    bookingSystem: {
      meta: {
        title: "Boekingssysteem voor je vakantiehuis",
        description:
          "Direct boeken zonder commissie: beschikbaarheid, seizoensprijzen, minimaal verblijf, aanbetaling via iDEAL en creditcard, cadeaubonnen en automatische bevestigingen. Nooit een dubbele boeking.",
      },
      summary: "Seizoensprijzen, aanbetaling via iDEAL en kaart, cadeaubonnen en één kalender die nooit dubbel boekt.",
      hero: {
        eyebrow: "Boekingssysteem",
        title: "Een boekingssysteem dat betalingen ontvangt en nooit dubbel boekt",
        lead: "Gasten zien wat er vrij is, betalen online een aanbetaling en krijgen direct een bevestiging. Jij houdt de volledige prijs van elke boeking, met 0% commissie.",
      },
      problem: {
        eyebrow: "Het probleem",
        title: "Boekingen met de hand kosten meer dan je denkt",
        intro:
          "Een contactformulier en een spreadsheet werken prima tot het druk wordt. Dan wordt het heen en weer mailen, betalingen najagen en data die intussen al weg zijn.",
        points: [
          {
            title: "Gasten willen nu een antwoord",
            body: "Een gezin dat op zondagavond drie huizen vergelijkt, boekt het huis dat beschikbaarheid en een prijs laat zien. Tegen de tijd dat jij hun mail beantwoordt, hebben ze al ergens anders geboekt.",
          },
          {
            title: "Platforms nemen 15% of meer",
            body: "Commissie en servicekosten op de grote platforms lopen op tot een flink deel van elk verblijf, ook bij gasten die net zo lief direct bij jou hadden geboekt.",
          },
          {
            title: "Eén vergissing is een dubbele boeking",
            body: "Twee kalenders, een telefonische boeking en een drukke week: zo staan er twee gezinnen voor dezelfde deur. Het is de fout waar elke eigenaar het meest bang voor is.",
          },
        ],
      },
      solution: {
        eyebrow: "Wat VayVista doet",
        title: "Alles wat een directe boeking nodig heeft, op één plek",
        intro:
          "Het boekingssysteem zit in je website en je dashboard. Je stelt de regels één keer in; daarna komen de boekingen binnen terwijl jij slaapt.",
        visual: {
          kind: "booking",
          month: "Juli",
          weekdays: ["Ma", "Di", "Wo", "Do", "Vr", "Za", "Zo"],
          booked: "Geboekt",
          blocked: "Geblokkeerd",
          available: "Vrij",
          summaryTitle: "Je verblijf",
          summaryLines: ["Za 12 – za 19 juli · 7 nachten", "Nu aanbetaling, rest later", "iDEAL of creditcard"],
          payButton: "Aanbetaling voldoen",
        },
        features: [
          {
            icon: "calendarRange",
            title: "Actuele beschikbaarheid",
            body: "Gasten zien op één overzichtelijke kalender welke nachten vrij zijn, met de aankomst- en vertrekdagen die jij toestaat.",
          },
          {
            icon: "tag",
            title: "Seizoensprijzen en minimaal verblijf",
            body: "Stel hoog-, midden- en laagseizoen, weekendtarieven en vakantieperiodes in, elk met een eigen minimaal aantal nachten. De prijs die een gast ziet, is altijd de prijs die hij betaalt.",
          },
          {
            icon: "shield",
            title: "Nooit een dubbele boeking",
            body: "Alle boekingen en blokkeringen staan in één kalender, en het systeem weigert elke boeking of blokkering die overlapt met een andere. Geen waarschuwing, maar een hard nee.",
          },
          {
            icon: "creditCard",
            title: "Aanbetaling en online betalen",
            body: "Gasten betalen een aanbetaling of het volledige bedrag met iDEAL of een creditcard of betaalkaart. Jij kiest het percentage en wanneer het restant betaald moet zijn.",
          },
          {
            icon: "ticket",
            title: "Cadeaubonnen en kortingscodes",
            body: "Verkoop cadeaubonnen of geef terugkerende gasten een code. De korting wordt automatisch verrekend in de boeking.",
          },
          {
            icon: "mail",
            title: "Automatische bevestigingsmails",
            body: "Gasten krijgen direct na het boeken een bevestiging, een betaalherinnering voor het restant en praktische informatie vóór aankomst, in hun eigen taal.",
          },
        ],
      },
      steps: {
        eyebrow: "Zo werkt het in de praktijk",
        title: "Zo ziet een boeking eruit, van beide kanten",
        intro: "Je richt het één keer samen met ons in. Daarna gaat het bij elke boeking zo.",
        items: [
          {
            title: "De gast kiest data",
            body: "Op je website ziet hij welke nachten vrij zijn en de totaalprijs, inclusief schoonmaakkosten of toeristenbelasting als je die hebt ingesteld.",
          },
          {
            title: "Hij betaalt online de aanbetaling",
            body: "Met iDEAL of een kaart, in een beveiligd betaalscherm. Op hetzelfde moment worden de data vastgelegd, zodat niemand anders ze kan boeken.",
          },
          {
            title: "Iedereen krijgt een bevestiging",
            body: "De gast ontvangt een bevestigingsmail in zijn taal; jij krijgt een melding en ziet de boeking in je dashboard.",
          },
          {
            title: "De rest gaat vanzelf",
            body: "De herinnering voor het restant gaat op de datum die jij kiest de deur uit, en via kalendersynchronisatie worden de data geblokkeerd op Airbnb en Booking.com.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Onder de motorkap",
        title: "Waarom een dubbele boeking niet kan",
        intro: "Hier vragen eigenaren ons het vaakst naar, dus dit is precies hoe het systeem je kalender beschermt.",
        items: [
          {
            title: "Eén kalender voor alles",
            body: "Directe boekingen, boekingen van platforms en data die je zelf blokkeert staan in dezelfde kalender. Er is geen tweede lijst die uit de pas kan lopen.",
          },
          {
            title: "Overlap wordt geweigerd, niet gemeld",
            body: "De database slaat een boeking of blokkering die overlapt met een bestaande gewoon niet op. Zelfs een vergissing in het dashboard kan geen botsing veroorzaken.",
          },
          {
            title: "Twee gasten, hetzelfde moment",
            body: "Proberen twee gasten op dezelfde seconde dezelfde nachten te boeken, dan gaat één boeking door en hoort de andere gast meteen dat de data net weg zijn, nog vóór hij iets betaalt.",
          },
        ],
        footnote:
          "Boekingen op andere platforms komen via kalendersynchronisatie in je kalender. Op de pagina over kalendersynchronisatie lees je hoe snel dat gaat en waarom we een kleine buffer aanraden.",
        footnoteLink: "calendarSync",
      },
      plan: {
        eyebrow: "Wat je krijgt",
        title: "Inbegrepen in het abonnement, en wat je kunt toevoegen",
        intro:
          "Het boekingssysteem hoort bij het VayVista-abonnement: eenmalig {{setupFee}}, daarna {{monthlyFee}} per maand (excl. btw). Wij rekenen geen commissie op je boekingen; alleen de gewone transactiekosten van de betaalprovider gelden.",
        included: [
          "Beschikbaarheidskalender met aankomst- en vertrekregels",
          "Seizoensprijzen, weekendtarieven en minimaal verblijf",
          "Aanbetaling en online betalen via iDEAL en kaart",
          "Cadeaubonnen en kortingscodes",
          "Automatische bevestigingen en betaalherinneringen in de taal van de gast",
          "Bescherming tegen dubbele boekingen",
          "0% commissie op elke boeking",
        ],
        extras: [
          {
            title: "Eigen boekingsregels",
            body: "Bijzondere prijslogica, prijzen per persoon voor groepen of extra diensten die gasten kunnen bijboeken. Offerte als maatwerk.",
          },
          {
            title: "Koppeling met je boekhoudpakket",
            body: "Boekingen en betalingen automatisch naar je boekhouding. Offerte als maatwerk.",
          },
        ],
      },
      faq: [
        {
          question: "Wanneer krijg ik het geld?",
          answer:
            "Betalingen lopen via een erkende betaalprovider en worden uitbetaald op je eigen bankrekening. In je dashboard zie je elke betaling en of het restant al binnen is.",
        },
        {
          question: "Kan ik ook boekingen per telefoon of mail aannemen?",
          answer:
            "Ja. Zet ze in je dashboard en ze blokkeren de data net als elke andere boeking. Zijn de data al bezet, dan meldt het systeem dat voordat je opslaat.",
        },
        {
          question: "Hoe werken annuleringen?",
          answer:
            "Je stelt je eigen annuleringsvoorwaarden in, die gasten zien voordat ze boeken. Wordt een boeking geannuleerd, dan komen de data direct weer vrij en bepaal jij in het dashboard of je geld terugstort.",
        },
        {
          question: "Kan ik schoonmaakkosten en toeristenbelasting toevoegen?",
          answer:
            "Ja. Voeg vaste schoonmaakkosten en toeristenbelasting per persoon per nacht toe. Gasten zien ze in het totaal voordat ze betalen, dus geen verrassingen aan de deur.",
        },
        {
          question: "Kunnen gasten ook alles in één keer betalen?",
          answer:
            "Ja. Gasten kunnen altijd kiezen om meteen alles te betalen. Anders betalen ze bij het boeken de aanbetaling en krijgen ze op de datum die jij instelt automatisch een herinnering met een betaallink voor het restant.",
        },
      ],
      related: ["calendarSync", "websiteDevelopment", "maintenance"],
      cta: {
        title: "Stop met commissie betalen over je eigen gasten",
        body: "In een gratis adviesgesprek bekijken we je prijzen en regels en laten we je het boekingssysteem in actie zien.",
      },
    },
    calendarSync: {
      meta: {
        title: "Kalendersynchronisatie met Airbnb en Booking.com",
        description:
          "Synchroniseer de kalender van je vakantiehuis met Airbnb, Booking.com, Vrbo en Google Agenda via iCal. Elke paar minuten bijgewerkt, een exportfeed voor elk platform en eerlijk advies over de timing.",
      },
      summary:
        "iCal-synchronisatie met Airbnb, Booking.com, Vrbo en Google Agenda: elke boeking blokkeert elke kalender.",
      hero: {
        eyebrow: "Kalendersynchronisatie",
        title: "Eén kalender voor Airbnb, Booking.com, Vrbo en je eigen website",
        lead: "Blijf verhuren via de platforms en neem directe boekingen aan op je eigen site. VayVista haalt hun boekingen op en geeft ze een feed van de jouwe, zodat al je kalenders gelijk blijven lopen.",
      },
      problem: {
        eyebrow: "Het probleem",
        title: "Meerdere kalenders, één huis",
        intro:
          "De meeste eigenaren verhuren via meer dan één kanaal. Elk kanaal heeft zijn eigen kalender, en die weten niets van elkaar, tenzij jij het ze vertelt.",
        points: [
          {
            title: "Met de hand gelijk houden",
            body: "Bij elke boeking moet je ergens anders inloggen om dezelfde data te blokkeren. Eén keer vergeten, en het platform verkoopt de nachten vrolijk opnieuw.",
          },
          {
            title: "Een dubbele boeking is duur",
            body: "Een gast annuleren kost je een boete op het platform, een lagere positie in de zoekresultaten en, het ergste, een gezin zonder slaapplek.",
          },
          {
            title: "Je mist het overzicht",
            body: "Als boekingen verspreid staan over drie apps, zie je niet in één oogopslag wanneer het huis vrij is, wanneer er schoongemaakt moet worden en wat er nog te verhuren valt.",
          },
        ],
      },
      solution: {
        eyebrow: "Wat VayVista doet",
        title: "Importeren van elk platform, exporteren naar elk platform",
        intro:
          "Kalendersynchronisatie werkt met iCal, de standaard die Airbnb, Booking.com, Vrbo en Google Agenda allemaal ondersteunen. Jij plakt een link, wij doen de rest.",
        visual: {
          kind: "sync",
          centre: "Je VayVista-kalender",
          googleCalendar: "Google Agenda",
          imports: "Import",
          exports: "Exportfeed",
          every: "Imports elke paar minuten bijgewerkt",
        },
        features: [
          {
            icon: "download",
            title: "Importeren van de platforms",
            body: "Voeg de iCal-link van je advertentie op Airbnb, Booking.com of Vrbo toe, of die van een Google Agenda. Boekingen daar blokkeren de data op je eigen site.",
          },
          {
            icon: "upload",
            title: "Eén exportfeed voor allemaal",
            body: "Je dashboard geeft je een privé-iCal-link. Plak die in elk platform en ze blokkeren de data van je directe boekingen en je eigen blokkeringen.",
          },
          {
            icon: "refresh",
            title: "Elke paar minuten bijgewerkt",
            body: "We halen de kalenders van de platforms dag en nacht elke paar minuten op, zodat een nieuwe Airbnb-boeking snel op je site staat.",
          },
          {
            icon: "calendarSync",
            title: "Alles in één overzicht",
            body: "Directe boekingen, platformboekingen en je eigen blokkeringen naast elkaar in één kalender in je dashboard, elk met een label waar het vandaan komt.",
          },
          {
            icon: "triangleAlert",
            title: "Waarschuwing als een feed hapert",
            body: "Werkt een platformlink niet meer, dan bewaren we de laatste goede gegevens en waarschuwen we je per mail en in je dashboard, zodat je het kunt oplossen voordat het ertoe doet.",
          },
          {
            icon: "lock",
            title: "Privélinks",
            body: "Je exportfeed heeft een lang, geheim adres en bevat alleen data, nooit namen of contactgegevens van gasten.",
          },
        ],
      },
      steps: {
        eyebrow: "Zo werkt het in de praktijk",
        title: "In een minuut of tien gekoppeld",
        intro: "Tijdens de inrichting lopen we het samen met je door, maar het is eenvoudig genoeg om zelf te doen.",
        items: [
          {
            title: "Kopieer de iCal-link van het platform",
            body: "Bij Airbnb, Booking.com en Vrbo vind je een exportlink in de kalenderinstellingen van je advertentie. Bij Google Agenda is het het geheime adres in iCal-formaat.",
          },
          {
            title: "Plak hem in je dashboard",
            body: "We halen hem meteen op en laten zien welke data er zijn geïmporteerd, zodat je kunt controleren of het de juiste advertentie is.",
          },
          {
            title: "Plak onze feed in het platform",
            body: "Kopieer je VayVista-exportlink en voeg hem op elk platform toe als geïmporteerde kalender.",
          },
          {
            title: "Laat het lopen",
            body: "Vanaf nu gaan boekingen vanzelf beide kanten op. Je hoort alleen van ons als een feed niet meer werkt.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Eerlijk over de timing",
        title: "Wat synchronisatie wel en niet kan",
        intro:
          "iCal is de koppeling die Airbnb en Booking.com bieden aan verhuurders zonder channelmanager, en die is niet direct. Zo werkt het echt, en zo blijf je veilig.",
        items: [
          {
            title: "Onze kant: elke paar minuten",
            body: "VayVista haalt de kalenders van de platforms elke paar minuten op. Een boeking op Airbnb staat kort daarna geblokkeerd op je eigen website.",
          },
          {
            title: "Hun kant: elke paar uur",
            body: "De platforms bepalen zelf hoe vaak ze onze feed lezen, en dat is maar eens in de paar uur. Booking.com kijkt bijvoorbeeld ongeveer elke 2 uur. Dat kunnen wij niet versnellen; niemand die met iCal werkt kan dat.",
          },
          {
            title: "Ons advies: een kleine buffer",
            body: "Door die vertraging raden we aan op de platforms geen boekingen voor dezelfde of de volgende dag toe te staan, of een wisseldag tussen verblijven te houden. Zo sluit je het gat waarin dezelfde nacht twee keer verkocht kan worden.",
          },
          {
            title: "Als een feed hapert",
            body: "Geeft een platformlink een foutmelding of komt hij ineens leeg terug, dan wissen we je kalender niet. We bewaren de laatste goede gegevens, blijven het proberen en waarschuwen je per mail en in je dashboard.",
          },
        ],
        footnote:
          "Boekingen op je eigen website botsen nooit met elkaar: die worden op het moment van boeken in één kalender gecontroleerd.",
      },
      plan: {
        eyebrow: "Wat je krijgt",
        title: "Inbegrepen in het abonnement, en wat je kunt toevoegen",
        intro:
          "Kalendersynchronisatie hoort bij het VayVista-abonnement: eenmalig {{setupFee}}, daarna {{monthlyFee}} per maand (excl. btw).",
        included: [
          "iCal-import van Airbnb, Booking.com, Vrbo en Google Agenda",
          "Een privé-exportfeed voor elk platform",
          "Imports dag en nacht elke paar minuten bijgewerkt",
          "Waarschuwing per mail en in het dashboard als een feed hapert",
          "Hulp bij het koppelen van je kalenders tijdens de inrichting",
        ],
        extras: [
          {
            title: "Koppeling met een channelmanager",
            body: "Gebruik je al een channelmanager met een API? Een directe koppeling bekijken we als maatwerk.",
          },
          {
            title: "Meerdere huizen in één overzicht",
            body: "Een gecombineerde kalender voor eigenaren met meerdere accommodaties, gebouwd als maatwerk.",
          },
        ],
      },
      faq: [
        {
          question: "Worden ook prijzen gesynchroniseerd?",
          answer:
            "Nee. iCal geeft alleen door welke data bezet zijn, geen prijzen of gastgegevens. Je stelt prijzen per platform en op je eigen site apart in.",
        },
        {
          question: "Welke platforms kan ik koppelen?",
          answer:
            "Elk platform of elke agenda met een iCal-link: Airbnb, Booking.com, Vrbo en Google Agenda, maar ook kleinere, zoals lokale verhuursites die iCal ondersteunen.",
        },
        {
          question: "Waarom staan geblokkeerde data niet meteen op Booking.com?",
          answer:
            "Booking.com leest onze feed op zijn eigen schema, ongeveer elke 2 uur. In VayVista zijn de data al geblokkeerd; op Booking.com verschijnen ze bij de volgende controle.",
        },
        {
          question: "Wat als een platform zijn link verandert?",
          answer:
            "Dan werkt de oude link niet meer. We bewaren je laatst bekende boekingen, waarschuwen je, en jij plakt de nieuwe link in je dashboard.",
        },
      ],
      related: ["bookingSystem", "websiteDevelopment", "maintenance"],
      cta: {
        title: "Houd de platforms, verlies de dubbele boekingen",
        body: "In een gratis adviesgesprek koppelen we samen een van je kalenders, zodat je ziet hoe het werkt.",
      },
    },
    photography: {
      meta: {
        title: "Fotografie voor je vakantiehuis",
        description:
          "Professionele foto's van je vakantiehuis door partnerfotografen in Nederland, als optionele extra. Prijs op aanvraag, plus praktische tips als je zelf fotografeert.",
      },
      summary: "Professionele foto's door partnerfotografen als optionele extra, en tips om zelf te fotograferen.",
      hero: {
        eyebrow: "Vakantiehuisfotografie",
        title: "Foto's waardoor gasten willen blijven",
        lead: "Foto's doen het meeste verkoopwerk. Laat je huis fotograferen door een van onze partnerfotografen in Nederland, of maak ze zelf met onze tips. Hoe dan ook: je site toont ze scherp en snel.",
      },
      problem: {
        eyebrow: "Het probleem",
        title: "Gasten beslissen in seconden, op de eerste foto",
        intro:
          "Een prachtig huis met donkere, scheve of rommelige foto's ziet eruit als een gemiddeld huis. Gasten scrollen door voordat ze je beschrijving ooit lezen.",
        points: [
          {
            title: "Telefoonfoto's bij slecht licht",
            body: "Binnenfoto's op een grijze middag worden grauw, met overbelichte ramen. In het echt zag de kamer er prachtig uit, op het scherm niet.",
          },
          {
            title: "Alles, behalve het gevoel",
            body: "Twintig foto's van elke hoek laten gasten zien waar de stopcontacten zitten, niet hoe het is om op het terras te ontbijten.",
          },
          {
            title: "Zware foto's, trage pagina's",
            body: "Grote fotobestanden maken een website traag op een telefoon. Gasten met mobiel internet haken af voordat de galerij geladen is.",
          },
        ],
      },
      solution: {
        eyebrow: "Wat VayVista doet",
        title: "Goede foto's, op hun best getoond",
        intro:
          "Fotografie is een optionele extra, geen onderdeel van het standaardabonnement. Wat altijd inbegrepen is, is de manier waarop je site met foto's omgaat.",
        visual: {
          kind: "photos",
          caption: "Eén foto, in het juiste formaat voor elk scherm",
          sizes: "Telefoon · Tablet · Desktop",
        },
        features: [
          {
            icon: "camera",
            title: "Partnerfotografen in Nederland",
            body: "We werken met fotografen die vakantiehuizen kennen: ruime interieurfoto's, buitenfoto's in het mooiste licht en de details die jouw plek anders maken.",
          },
          {
            icon: "image",
            title: "Responsieve afbeeldingen",
            body: "Elke foto die je uploadt wordt in meerdere formaten klaargezet. Een telefoon krijgt een klein bestand, een groot scherm een scherp bestand.",
          },
          {
            icon: "gauge",
            title: "Gecomprimeerd zonder dat je het ziet",
            body: "Foto's worden automatisch gecomprimeerd, zodat pagina's ook op een zwakke verbinding op het vakantiepark snel laden, zonder zichtbaar kwaliteitsverlies.",
          },
          {
            icon: "layout",
            title: "Galerijen die een verhaal vertellen",
            body: "Orden foto's per kamer of per thema in je dashboard. Je beste foto komt vooraan, waar hij opvalt.",
          },
          {
            icon: "pen",
            title: "Bijschriften en alt-teksten",
            body: "Geef elke foto een kort bijschrift. Dat helpt gasten, schermlezers en Google te begrijpen wat ze zien.",
          },
          {
            icon: "refresh",
            title: "Foto's wisselen wanneer je wilt",
            body: "Nieuwe keuken of zomerfoto's voor het seizoen? Upload ze zelf; de site maakt ze op maat en comprimeert ze voor je.",
          },
        ],
      },
      steps: {
        eyebrow: "Zo werkt het in de praktijk",
        title: "Zo gaat een fotoshoot met een partnerfotograaf",
        intro: "Kies je voor de optionele fotoshoot, dan kun je dit verwachten.",
        items: [
          {
            title: "Vraag een offerte aan",
            body: "Vertel ons waar het huis staat, hoe groot het is en of je ook buiten- of omgevingsfoto's wilt. Je krijgt vooraf de prijs van de fotograaf.",
          },
          {
            title: "Plan een datum",
            body: "We plannen de shoot met de fotograaf tussen twee verblijven in, het liefst op een heldere dag. Je krijgt een korte checklist om het huis klaar te maken.",
          },
          {
            title: "De fotoshoot",
            body: "De fotograaf is een paar uur in het huis en fotografeert elke kamer, de buitenkant en de details die jouw plek bijzonder maken.",
          },
          {
            title: "Direct op je site",
            body: "Je ontvangt de bewerkte foto's om te gebruiken waar je maar wilt, en wij zetten de beste op je website.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Zelf aan de slag",
        title: "Tips als je zelf fotografeert",
        intro: "Met een recente smartphone maak je heel goede vakantiehuisfoto's, als je op deze punten let.",
        items: [
          {
            title: "Fotografeer bij daglicht",
            body: "Open alle gordijnen, doe ook de lampen aan en fotografeer eind van de ochtend of begin van de middag. Gebruik geen flitser.",
          },
          {
            title: "Houd je telefoon recht",
            body: "Fotografeer op borsthoogte en houd verticale lijnen recht. Zet het raster van je camera aan als hulp.",
          },
          {
            title: "Opruimen, en nog eens opruimen",
            body: "Haal kabels, afstandsbedieningen, prullenbakken en persoonlijke spullen weg. Maak de bedden strak op en vouw handdoeken netjes.",
          },
          {
            title: "Fotografeer vanuit de hoek",
            body: "Vanuit de hoek van een kamer laat je de meeste ruimte zien. Gebruik de 0,5×-groothoeklens spaarzaam; die vervormt aan de randen.",
          },
          {
            title: "Laat de beleving zien",
            body: "Een gedekte ontbijttafel, de haard aan, fietsen bij de deur: een paar sfeerfoto's verkopen meer dan nog een hoek van de slaapkamer.",
          },
          {
            title: "Eerst liggend",
            body: "Maak de meeste foto's liggend; die werken het best op websites en platforms.",
          },
        ],
      },
      plan: {
        eyebrow: "Wat je krijgt",
        title: "Inbegrepen in het abonnement, en wat je kunt toevoegen",
        intro:
          "De verwerking van foto's hoort bij het VayVista-abonnement ({{monthlyFee}} per maand, excl. btw). Een professionele fotoshoot is een optionele extra, geprijsd per huis.",
        included: [
          "Onbeperkt foto's uploaden in je dashboard",
          "Automatisch op maat gemaakt voor elk scherm",
          "Automatische compressie voor snelle pagina's",
          "Galerijen per kamer of thema, met bijschriften",
          "Praktisch advies om zelf foto's te maken",
        ],
        extras: [
          {
            title: "Professionele fotoshoot",
            body: "Door een partnerfotograaf in Nederland. Prijs op aanvraag, afhankelijk van de grootte en de ligging van het huis.",
          },
          {
            title: "Drone- en omgevingsfoto's",
            body: "Luchtfoto's van het huis en de omgeving, waar de lokale regels dat toestaan. Prijs op aanvraag.",
          },
          {
            title: "Fotobewerking",
            body: "We maken je eigen foto's recht, helderder en bijgesneden, zodat ze mooi bij elkaar passen. Vooraf een vaste prijs.",
          },
        ],
      },
      faq: [
        {
          question: "Wat kost een fotoshoot?",
          answer:
            "Dat hangt af van de grootte van het huis, de ligging en of je buiten- of dronefoto's wilt. Vraag een offerte aan en je krijgt een vaste prijs voordat er iets wordt ingepland.",
        },
        {
          question: "Fotograferen jullie ook buiten Nederland?",
          answer:
            "Onze partnerfotografen werken in Nederland. Voor huizen elders briefen we graag een lokale fotograaf die jij vindt, of helpen we je met je eigen foto's.",
        },
        {
          question: "Mag ik de foto's ook op Airbnb en Booking.com gebruiken?",
          answer: "Ja. Je krijgt de foto's om te gebruiken op je eigen website, op de platforms en op social media.",
        },
        {
          question: "Is een nieuwe smartphone goed genoeg?",
          answer:
            "Vaak wel, zeker voor buitenfoto's en details. Binnen is lastiger door het contrast tussen felle ramen en donkere kamers; daar maakt een professional het grootste verschil.",
        },
      ],
      related: ["websiteDevelopment", "seo", "bookingSystem"],
      cta: {
        title: "Laat je huis zien zoals het echt is",
        body: "Vraag een offerte voor een fotoshoot aan of krijg advies over je eigen foto's in een gratis adviesgesprek.",
      },
    },
    seo: {
      meta: {
        title: "SEO-optimalisatie voor je vakantiehuis",
        description:
          "Gevonden worden in Google door gasten die een vakantiehuis zoeken: technische en lokale SEO, meertalige pagina's, gestructureerde gegevens, Google Bedrijfsprofiel en snelle pagina's.",
      },
      summary: "Technische en lokale SEO, meertalige pagina's en gestructureerde gegevens, zodat gasten je vinden.",
      hero: {
        eyebrow: "SEO-optimalisatie",
        title: "Gevonden in Google door gasten die een plek als de jouwe zoeken",
        lead: "Een website levert alleen directe boekingen op als gasten hem kunnen vinden. VayVista-sites zijn vanaf dag één gebouwd om door zoekmachines begrepen te worden, in elke taal die je aanbiedt.",
      },
      problem: {
        eyebrow: "Het probleem",
        title: "Een mooie website die niemand vindt",
        intro:
          "Veel vakantiehuiswebsites komen nooit verder dan pagina drie van Google, en dat ligt zelden aan het huis.",
        points: [
          {
            title: "De platforms staan boven je",
            body: "Zoek op 'vakantiehuis Zeeland' en je ziet eerst de grote platforms. Die investeren flink in vindbaarheid, en je eigen site moet een plek naast ze verdienen.",
          },
          {
            title: "Technische details worden vergeten",
            body: "Ontbrekende paginatitels, trage afbeeldingen, geen sitemap, één taal voor iedereen: kleine omissies die samen een site onzichtbaar houden.",
          },
          {
            title: "Gasten zoeken in hun eigen taal",
            body: "Een Duits gezin zoekt in het Duits. Spreekt je site alleen Nederlands, dan bestaat hij voor hen simpelweg niet.",
          },
        ],
      },
      solution: {
        eyebrow: "Wat VayVista doet",
        title: "Een site die zoekmachines begrijpen, in elke taal",
        intro:
          "Op elke site regelen wij het technische fundament. Samen met jouw eigen beschrijvingen van het huis en de omgeving geeft dat Google alles wat het nodig heeft.",
        visual: {
          kind: "search",
          query: "vakantiehuis aan zee zeeland",
          url: "villaduinzicht.nl",
          title: "Villa Duinzicht – Vakantiehuis in de duinen van Zeeland",
          description:
            "Gezinshuis voor 6 personen, op vijf minuten van het strand. Bekijk beschikbaarheid en boek direct…",
          mapLabel: "Villa Duinzicht",
        },
        features: [
          {
            icon: "code",
            title: "Technische SEO",
            body: "Nette adressen, paginatitels en omschrijvingen, een sitemap, canonieke links en een juiste koppenstructuur op elke pagina, voor je ingericht.",
          },
          {
            icon: "mapPin",
            title: "Lokale SEO",
            body: "Je ligging, de omgeving en bezienswaardigheden in de buurt in je teksten en paginagegevens, zodat je verschijnt bij zoekopdrachten over je regio.",
          },
          {
            icon: "languages",
            title: "Meertalige pagina's",
            body: "Elke taal heeft een eigen adres en is met hreflang aan de andere gekoppeld, zodat Google Duitse zoekers de Duitse pagina laat zien.",
          },
          {
            icon: "database",
            title: "Gestructureerde gegevens",
            body: "Informatie over je huis, zoals het type, de ligging en het aantal gasten, in het formaat dat zoekmachines direct uitlezen.",
          },
          {
            icon: "search",
            title: "Google Bedrijfsprofiel",
            body: "We helpen je je Bedrijfsprofiel op te zetten of te verbeteren, zodat je huis op Google Maps staat en doorlinkt naar je eigen site.",
          },
          {
            icon: "gauge",
            title: "Snelle pagina's",
            body: "Lichte pagina's, gecomprimeerde afbeeldingen en snelle servers. Snelheid telt voor Google, en nog meer voor gasten op hun telefoon.",
          },
        ],
      },
      steps: {
        eyebrow: "Zo werkt het in de praktijk",
        title: "Zo maken we je site vindbaar",
        intro: "SEO is een kwestie van maanden, niet van dagen. Dit is de route die we samen met je lopen.",
        items: [
          {
            title: "Het fundament op dag één",
            body: "Als je site live gaat, staan technische SEO, gestructureerde gegevens, sitemap en taalkoppelingen al klaar.",
          },
          {
            title: "Jouw woorden, aangescherpt",
            body: "We kijken samen naar je teksten: welke woorden gebruiken gasten, welke plekken in de buurt zijn het noemen waard, wat maakt je huis anders?",
          },
          {
            title: "Aangemeld bij Google",
            body: "We dienen je sitemap in bij Google Search Console en helpen je je Bedrijfsprofiel aan je website te koppelen.",
          },
          {
            title: "Houd het actueel",
            body: "Bijgewerkte prijzen, nieuwe foto's en af en toe een seizoensupdate laten Google zien dat de site leeft. Dat doe je in een paar minuten vanuit je dashboard.",
          },
        ],
      },
      plan: {
        eyebrow: "Wat je krijgt",
        title: "Inbegrepen in het abonnement, en wat je kunt toevoegen",
        intro:
          "Het SEO-fundament hoort bij het VayVista-abonnement: eenmalig {{setupFee}}, daarna {{monthlyFee}} per maand (excl. btw).",
        included: [
          "Technische SEO op elke pagina",
          "Gestructureerde gegevens over je vakantiehuis",
          "Meertalige pagina's met hreflang-koppelingen",
          "Sitemap ingediend bij Google Search Console",
          "Hulp bij je Google Bedrijfsprofiel",
          "Snelle hosting en gecomprimeerde afbeeldingen",
        ],
        extras: [
          {
            title: "SEO-teksten schrijven",
            body: "We schrijven omgevingspagina's en beschrijvingen rond de woorden waar je gasten op zoeken, in elke taal die je aanbiedt. Vooraf een vaste prijs.",
          },
          {
            title: "Extra landingspagina's",
            body: "Pagina's voor specifieke gasten of seizoenen, zoals 'vakantiehuis met hond' of 'kerst aan zee'. Offerte als maatwerk.",
          },
        ],
      },
      faq: [
        {
          question: "Kunnen jullie een toppositie in Google garanderen?",
          answer:
            "Nee, en wees voorzichtig met iedereen die dat wel doet. Niemand bepaalt de ranglijst van Google. Wij zorgen dat je site technisch voldoet aan alles waar Google naar kijkt, en helpen je met de inhoud die het verschil maakt.",
        },
        {
          question: "Hoe lang duurt het voordat ik resultaat zie?",
          answer:
            "Zoeken op de naam van je huis werkt meestal binnen een paar weken. Gevonden worden op bredere zoekopdrachten, zoals een regio, duurt maanden en hangt af van de concurrentie in jouw omgeving.",
        },
        {
          question: "Helpt een website in meerdere talen?",
          answer:
            "Ja. Elke taal is een nieuwe groep gasten die in eigen woorden zoekt. Met een aparte, goed gekoppelde pagina per taal kun je in elk van die talen gevonden worden.",
        },
        {
          question: "Heb ik een blog nodig?",
          answer:
            "Dat hoeft niet. Een paar goede pagina's over het huis en de omgeving doen vaak meer dan een blog waar je geen tijd voor hebt. Schrijf je graag, dan kunnen tips over de omgeving helpen.",
        },
      ],
      related: ["websiteDevelopment", "photography", "maintenance"],
      cta: {
        title: "Laat gasten jou vinden, niet alleen de platforms",
        body: "In een gratis adviesgesprek kijken we hoe je huis nu gevonden wordt en wat het meest zou helpen.",
      },
    },
    maintenance: {
      meta: {
        title: "Technisch onderhoud en hosting",
        description:
          "Hosting, SSL, dagelijkse back-ups, 24/7 monitoring, maandelijkse updates en beveiliging voor de website van je vakantiehuis, met support die binnen één werkdag antwoordt.",
      },
      summary:
        "Hosting, SSL, dagelijkse back-ups, 24/7 monitoring en maandelijkse updates, met support binnen één werkdag.",
      hero: {
        eyebrow: "Technisch onderhoud",
        title: "De techniek achter je website, voor je geregeld",
        lead: "Hosting, beveiliging, back-ups en updates zijn inbegrepen. Jij zorgt voor je gasten; wij zorgen dat je website online, veilig en up-to-date is.",
      },
      problem: {
        eyebrow: "Het probleem",
        title: "Een website heeft onderhoud nodig",
        intro:
          "Een site die nooit onderhouden wordt, wordt langzaam trager en onveiliger, en op een dag werkt hij gewoon niet meer, meestal midden in het hoogseizoen.",
        points: [
          {
            title: "Updates die niemand installeert",
            body: "Verouderde software is de meest gebruikte weg naar binnen bij een website. Op veel zelfgebouwde sites draaien plug-ins jarenlang zonder updates.",
          },
          {
            title: "Geen back-up als je hem nodig hebt",
            body: "Een mislukte update, een gehackt account of een vergissing, en je site is weg. Zonder recente back-up begin je opnieuw.",
          },
          {
            title: "Niemand merkt dat hij plat ligt",
            body: "Gaat je site op vrijdagavond offline, dan hoor je het op maandag van een gast die niet kon boeken. De boekingen van dat weekend ben je kwijt.",
          },
        ],
      },
      solution: {
        eyebrow: "Wat VayVista doet",
        title: "Onderhoud dat gebeurt zonder dat je eraan hoeft te denken",
        intro:
          "Alles hieronder hoort bij het abonnement en draait op de achtergrond. Je hoeft er nergens voor in te loggen.",
        visual: {
          kind: "status",
          heading: "Alles draait",
          rows: [
            { label: "Website", value: "Online" },
            { label: "SSL-certificaat", value: "Geldig" },
            { label: "Laatste back-up", value: "Vandaag, 03:00" },
            { label: "Software-updates", value: "Bijgewerkt" },
          ],
        },
        features: [
          {
            icon: "server",
            title: "Snelle hosting",
            body: "Je site draait op onze servers, ingericht op snelle pagina's en drukke momenten, zoals de dag dat de schoolvakanties bekend worden.",
          },
          {
            icon: "lock",
            title: "SSL-certificaat",
            body: "Een beveiligde https-verbinding op je domein, automatisch verlengd, zodat browsers gasten nooit een waarschuwing tonen.",
          },
          {
            icon: "database",
            title: "Dagelijkse back-ups",
            body: "Je teksten, foto's en boekingen worden elke dag geback-upt. Gaat er iets mis, dan zetten wij ze terug.",
          },
          {
            icon: "activity",
            title: "24/7 monitoring",
            body: "Je site wordt dag en nacht gecontroleerd. Reageert hij niet, dan krijgen wij automatisch een melding, op elk uur.",
          },
          {
            icon: "refresh",
            title: "Maandelijkse updates",
            body: "Elke maand werken we de software achter alle sites bij, en dringende beveiligingsupdates installeren we zodra ze beschikbaar zijn.",
          },
          {
            icon: "shield",
            title: "Beveiliging",
            body: "Bescherming tegen geautomatiseerde aanvallen, spamfilters op formulieren en veilige verwerking van gastgegevens en betalingen.",
          },
        ],
      },
      steps: {
        eyebrow: "Zo werkt het in de praktijk",
        title: "Zo ziet een maand onderhoud eruit",
        intro: "Meestal merk je er helemaal niets van. Dat is precies de bedoeling.",
        items: [
          {
            title: "Elke nacht",
            body: "Er wordt een back-up gemaakt van je site en je boekingen, los van de website zelf opgeslagen.",
          },
          {
            title: "Elke paar minuten",
            body: "Onze monitoring controleert of je site reageert. Zo niet, dan krijgen we direct een melding.",
          },
          {
            title: "Elke maand",
            body: "We installeren software-updates, testen ze en rollen ze uit. Dringende beveiligingsupdates wachten niet tot het einde van de maand.",
          },
          {
            title: "Wanneer je ons nodig hebt",
            body: "Een vraag of werkt er iets niet? Mail of WhatsApp ons en je krijgt binnen één werkdag antwoord.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Support",
        title: "Realistische reactietijden",
        intro: "We zijn een klein team, en we beloven liever wat we kunnen waarmaken.",
        items: [
          {
            title: "Vragen en verzoeken",
            body: "Stuur een mail of een WhatsApp-bericht. Je krijgt binnen één werkdag antwoord, en meestal veel sneller.",
          },
          {
            title: "Als je site plat ligt",
            body: "Onze monitoring waarschuwt ons automatisch, op elk uur. Een storing gaat voor al het andere, en we werken eraan tot je site weer online is.",
          },
          {
            title: "Wijzigingen aan je site",
            body: "Kleine dingen doe je zelf in het dashboard. Voor grotere wijzigingen spreken we eerst een duidelijk plan en een datum met je af.",
          },
        ],
      },
      plan: {
        eyebrow: "Wat je krijgt",
        title: "Inbegrepen in het abonnement, en wat je kunt toevoegen",
        intro:
          "Al het technisch onderhoud hoort bij het VayVista-abonnement: eenmalig {{setupFee}}, daarna {{monthlyFee}} per maand (excl. btw). Geen losse hostingrekening en geen verrassende updatekosten.",
        included: [
          "Hosting van je website",
          "SSL-certificaat, automatisch verlengd",
          "Dagelijkse back-ups",
          "24/7 monitoring met automatische meldingen",
          "Maandelijkse software- en beveiligingsupdates",
          "Support per mail en WhatsApp, antwoord binnen één werkdag",
        ],
        extras: [
          {
            title: "Verhuizen van een andere hostingpartij",
            body: "Je oude website overzetten, inclusief doorverwijzingen van oude adressen, doen we als maatwerk.",
          },
          {
            title: "Functies op maat",
            body: "Nieuwe functionaliteit speciaal voor jouw site gebouwd, met onderhoud daarna inbegrepen. Offerte als maatwerk.",
          },
        ],
      },
      faq: [
        {
          question: "Heb ik een apart hostingpakket nodig?",
          answer:
            "Nee. Hosting zit in het abonnement. Heb je een eigen domeinnaam, dan betaal je die alleen nog bij de partij waar hij geregistreerd staat.",
        },
        {
          question: "Wat gebeurt er als mijn site 's nachts plat gaat?",
          answer:
            "Onze monitoring merkt het op en waarschuwt ons automatisch. We pakken het zo snel mogelijk op; een storing gaat altijd voor ander werk.",
        },
        {
          question: "Hoe lang worden back-ups bewaard?",
          answer:
            "We maken elke dag een back-up en bewaren een reeks recente exemplaren, zodat we terug kunnen naar een versie van vóór een probleem begon, niet alleen naar die van gisteren.",
        },
        {
          question: "Zijn jullie in het weekend bereikbaar?",
          answer:
            "Je kunt altijd een bericht sturen. Vragen beantwoorden we binnen één werkdag; storingen pakken we ook in het weekend op, omdat de monitoring ons op elke dag waarschuwt.",
        },
      ],
      related: ["websiteDevelopment", "bookingSystem", "seo"],
      cta: {
        title: "Nooit meer aan updates denken",
        body: "Plan een gratis adviesgesprek en hoor precies hoe wij je site onderhouden.",
      },
    },
  },
};
