import type { AboutContent } from "./types.ts";

export const nl: AboutContent = {
  metaTitle: "Over VayVista: een klein team dat bouwt voor vakantiehuiseigenaren",
  metaDescription:
    "Wie we zijn, waarom we begonnen en waar we in geloven: jouw gasten zijn van jou, heldere prijzen en geen lock-in. Een klein Nederlands team dat boekingswebsites bouwt.",
  eyebrow: "Over ons",
  title: "We helpen eigenaren van vakantiehuizen gasten te ontvangen op hun eigen manier",
  lead: "VayVista is een klein team dat boekingswebsites voor vakantiehuizen bouwt en draaiende houdt. Zonder commissie en zonder gedoe: je eigen website, je eigen gasten en mensen met wie je gewoon kunt praten.",
  who: {
    eyebrow: "Wie we zijn",
    title: "Een klein team met één focus",
    paragraphs: [
      "We zijn ontwikkelaars, ontwerpers en supportmensen die één ding doen: boekingswebsites voor eigenaren van vakantiehuizen, huisjes, chalets en appartementen. Geen webshops, geen bedrijfssites. Omdat we alleen dit doen, weten we wat een vakantiehuiseigenaar nodig heeft, van een kalender die gelijkloopt met Airbnb en Booking.com tot een welkomstmail die op het juiste moment aankomt.",
      "We zijn begonnen in Nederland, waar direct boeken al jaren groeit. Inmiddels werken we ook voor eigenaren in Engelstalige markten en in Polen, in hun eigen taal.",
    ],
    rolesTitle: "De mensen achter je website",
    roles: [
      {
        icon: "code",
        title: "Product & techniek",
        text: "Bouwt het boekingssysteem, de kalendersynchronisatie en het dashboard, en houdt elke website snel, veilig en up-to-date.",
      },
      {
        icon: "palette",
        title: "Ontwerp & thema's",
        text: "Ontwerpt onze zes thema's en zorgt dat je website eruitziet als jouw vakantiehuis, niet als een sjabloon.",
      },
      {
        icon: "headset",
        title: "Onboarding & support",
        text: "Zet je website samen met je op, koppelt je kalenders en beantwoordt je vragen per e-mail of WhatsApp.",
      },
    ],
    marketsTitle: "Waar we werken",
    markets: [
      {
        code: "NL",
        name: "Nederland",
        text: "Waar we begonnen, met eigenaren van vakantiehuizen aan de kust, in de bossen en op het platteland.",
      },
      {
        code: "EN",
        name: "Engelstalige markten",
        text: "Voor eigenaren in het Verenigd Koninkrijk, Ierland en overal waar gasten in het Engels boeken.",
      },
      {
        code: "PL",
        name: "Polen",
        text: "Voor eigenaren van vakantiehuisjes en appartementen aan zee, in de bergen en bij de meren.",
      },
    ],
  },
  why: {
    eyebrow: "Waarom we begonnen",
    title: "Omdat een volle kalender als een goed seizoen moet voelen",
    paragraphs: [
      "Eigenaren vertelden ons steeds hetzelfde verhaal. Het huis zat vol, de gasten waren tevreden, en toch verdween er van elke boeking een flink deel aan commissie en kosten van platforms. Gasten vonden het huis via een platform, dus het platform had de relatie in handen: de gegevens van de gast, de reviews, de regels.",
      "Veel eigenaren hadden al een trouwe groep terugkerende gasten, maar geen goede manier om die rechtstreeks te laten boeken. Een zelfgemaakte website zonder echte kalender betekende dubbele boekingen en eindeloos heen en weer mailen. Een website op maat van een bureau was duur en had iemand nodig die hem bijhield.",
      "Dus bouwden we wat er ontbrak: een complete boekingswebsite die snel klaar is, gelijkloopt met de platforms die eigenaren al gebruiken, en een vast bedrag per maand kost in plaats van een percentage van elk verblijf.",
    ],
    pullQuote: "Platforms zijn prima om gevonden te worden. Je eigen website is waar gasten terugkomen.",
  },
  beliefs: {
    eyebrow: "Waar we in geloven",
    title: "Vier principes waar we niet aan tornen",
    intro: "Ze bepalen hoe we bouwen, wat we rekenen en hoe we met je omgaan.",
    items: [
      {
        icon: "guests",
        title: "Jouw gasten zijn jouw gasten",
        text: "Een gast die op je website boekt, boekt bij jou. Jij hebt zijn gegevens en het directe contact, zodat het volgende verblijf zonder commissie geboekt kan worden.",
      },
      {
        icon: "pricing",
        title: "Heldere prijzen",
        text: "{{setupFee}} om te starten, daarna {{monthlyFee}} per maand. 0% commissie, geen pakketten om te vergelijken, geen toeslag voor een druk seizoen.",
      },
      {
        icon: "freedom",
        title: "Geen lock-in",
        text: "Elke maand opzegbaar. Je domeinnaam staat op jouw naam en je boekingen, teksten en foto's neem je mee. Je blijft omdat het werkt, niet omdat het moet.",
      },
      {
        icon: "honesty",
        title: "Eerlijk over wat een website kan",
        text: "Je eigen website vervangt niet van de ene op de andere dag elk platform, en dat doen we ook niet voorkomen. We vertellen je wat je kunt verwachten en helpen je je directe boekingen stap voor stap te laten groeien.",
      },
    ],
  },
  how: {
    eyebrow: "Hoe we werken",
    title: "Persoonlijk, snel en zonder jargon",
    intro: "Jij runt je vakantiehuis, wij zorgen voor de techniek. Zo gaat samenwerken met ons.",
    steps: [
      {
        title: "We leren je vakantiehuis kennen",
        text: "In een gratis adviesgesprek kijken we naar je huis, je gasten en de platforms die je gebruikt, en beantwoorden we al je vragen. Vrijblijvend.",
      },
      {
        title: "Binnen {{liveWithinDays}} dagen staat je website online",
        text: "Stuur ons je teksten, foto's, prijzen en huisregels. Wij bouwen je website, koppelen je kalenders en stellen de betalingen in, en jij controleert alles voordat hij live gaat.",
      },
      {
        title: "Wij houden hem draaiende",
        text: "Hosting, dagelijkse back-ups, monitoring dag en nacht en maandelijkse updates zitten erbij. Vraagt er iets aandacht, dan weten wij het meestal eerder dan jij.",
      },
      {
        title: "Een echt mens als je er een nodig hebt",
        text: "Vragen gaan naar het team dat je website heeft gebouwd, per e-mail of WhatsApp, in het Nederlands, Engels of Pools. En bevalt het je niet, dan geldt de niet-goed-geld-terug-garantie van {{moneyBackDays}} dagen.",
      },
    ],
  },
  cta: {
    title: "Zullen we kennismaken?",
    body: "Plan een gratis adviesgesprek. We laten zien hoe je eigen website eruit kan zien en beantwoorden je vragen, zonder verplichtingen.",
  },
};
