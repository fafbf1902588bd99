import type { FaqContent } from "./types.ts";

export const nl: FaqContent = {
  metaTitle: "Veelgestelde vragen over je website voor je vakantiehuis",
  metaDescription:
    "Antwoorden over VayVista: wat het kost, hoe snel je site online staat, kalendersynchronisatie met Airbnb en Booking.com, online betalen, je eigen domein, de AVG en opzeggen.",
  eyebrow: "Veelgestelde vragen",
  title: "Veelgestelde vragen",
  lead: "Alles wat eigenaren van vakantiehuizen ons meestal vragen voordat ze beginnen: over de prijs, je website, boekingen, betalingen en privacy. Staat je vraag er niet bij? Vraag het ons gewoon.",
  topicsLabel: "Onderwerpen",
  groups: [
    {
      id: "pricing-contract",
      title: "Prijzen & contract",
      items: [
        {
          id: "cost",
          question: "Wat kost een website van VayVista?",
          answer: [
            "Je betaalt eenmalig {{setupFee}} opstartkosten en daarna {{monthlyFee}} per maand, exclusief btw. Daarvoor krijg je je eigen boekingswebsite, het boekingssysteem, kalendersynchronisatie, automatische e-mails aan gasten, hosting, dagelijkse back-ups, monitoring, maandelijkse updates en persoonlijke support.",
            "Er zijn geen verborgen kosten en je betaalt geen commissie over je boekingen. Op onze [prijzenpagina](page:pricing) zie je precies wat erbij zit.",
          ],
        },
        {
          id: "commission",
          question: "Rekenen jullie commissie over mijn boekingen?",
          answer: [
            "Nee. VayVista rekent 0% commissie, hoeveel boekingen je ook krijgt. Elke gast die via je eigen website boekt, betaalt rechtstreeks aan jou. De volledige huuropbrengst is dus van jou.",
            "Laat je gasten online betalen, dan rekent de betaaldienstverlener zelf een klein bedrag per transactie. Dat gaat naar de betaaldienstverlener, niet naar ons.",
          ],
        },
        {
          id: "contract",
          question: "Zit ik vast aan een lang contract? Hoe zeg ik op?",
          answer: [
            "Nee. Je abonnement loopt per maand en je kunt elke maand opzeggen. Stuur ons een bericht en je abonnement stopt aan het einde van de maand die je al hebt betaald.",
            "Je domeinnaam blijft van jou, en na afloop kun je nog 30 dagen je boekingen, teksten en foto's downloaden. Geen lock-in, geen opzegtermijn van maanden.",
          ],
        },
        {
          id: "money-back",
          question: "Hoe werkt de niet-goed-geld-terug-garantie?",
          answer: [
            "Ben je niet tevreden, laat het ons dan binnen {{moneyBackDays}} dagen na je bestelling weten. Je krijgt dan alles terug wat je hebt betaald: de opstartkosten en de maandbedragen. Een reden hoef je niet te geven.",
            "De precieze voorwaarden lees je in onze [algemene voorwaarden](page:terms#money-back).",
          ],
        },
      ],
    },
    {
      id: "website-themes",
      title: "Website & thema's",
      items: [
        {
          id: "live",
          question: "Hoe snel staat mijn website online?",
          answer: [
            "Je website staat binnen {{liveWithinDays}} dagen online nadat we je teksten, foto's, prijzen en huisregels hebben ontvangen. Heb je nog niet alles klaar? Dan helpen we je het in een kort gesprek te verzamelen.",
          ],
        },
        {
          id: "domain",
          question: "Kan ik mijn eigen domeinnaam gebruiken?",
          answer: [
            "Ja. Je kunt starten op een gratis subdomein van VayVista en op elk moment je eigen domeinnaam koppelen, zoals jouwvakantiehuis.nl. Heb je nog geen domein? Dan helpen we je er een te kiezen en te registreren.",
            "Het domein staat altijd op jouw naam. Het blijft dus van jou, ook als je ooit bij VayVista weggaat.",
          ],
        },
        {
          id: "themes",
          question: "Uit welke thema's kan ik kiezen, en kan ik later wisselen?",
          answer: [
            "Je kiest uit zes thema's: van modern en minimalistisch tot warm en knus, klassiek en elegant, fris en kustachtig, stoer en stedelijk of rustiek en dicht bij de natuur. Elk thema werkt op telefoon, tablet en computer en is gemaakt om bezoekers in boekingen om te zetten.",
            "Je kunt later van thema wisselen zonder je teksten, foto's of boekingen kwijt te raken. Bekijk alle [thema's](page:themes) of probeer de [demo](page:demo).",
          ],
        },
        {
          id: "changes",
          question: "Kan ik teksten, foto's en prijzen later nog aanpassen?",
          answer: [
            "Ja. In je dashboard beheer je je boekingen, beschikbaarheid en prijzen. Wil je een tekst veranderen of foto's vervangen? Stuur ze ons en wij regelen het; dat hoort bij je support.",
            "Wil je iets dat verder gaat dan een standaard boekingswebsite, zoals een extra pagina met een eigen opzet of een koppeling met een ander systeem? Dan kijken we graag naar [maatwerk](page:customWork).",
          ],
        },
        {
          id: "photos",
          question: "Ik heb geen goede foto's. Kunnen jullie helpen?",
          answer: [
            "Goede foto's maken een groot verschil voor het aantal boekingen. Zijn je eigen foto's niet helemaal wat je wilt, dan kunnen we een professionele fotoshoot van je vakantiehuis regelen. Die zit niet in het abonnement; je krijgt eerst een duidelijke offerte. Lees meer over [vakantiehuisfotografie](page:photography).",
          ],
        },
      ],
    },
    {
      id: "bookings-calendar",
      title: "Boekingen & kalendersynchronisatie",
      items: [
        {
          id: "calendar-sync",
          question: "Hoe werkt de kalendersynchronisatie met Airbnb en Booking.com?",
          answer: [
            "We koppelen je website met iCal-links aan de platforms die je gebruikt, in twee richtingen. Een boeking via Airbnb of Booking.com blokkeert die data op je website, en een boeking op je website blokkeert ze op de platforms.",
            "Je stelt het één keer in, met onze hulp, en daarna loopt het vanzelf. Lees hoe het werkt op de pagina over [kalendersynchronisatie](page:calendarSync).",
          ],
        },
        {
          id: "double-bookings",
          question: "Kan ik een dubbele boeking krijgen?",
          answer: [
            "Niet op je eigen website: ons boekingssysteem accepteert nooit twee boekingen voor dezelfde data.",
            "Tussen platforms zit altijd een korte vertraging, omdat Airbnb en Booking.com zelf bepalen hoe vaak ze een kalender ophalen. De kans dat er precies in dat gat twee boekingen binnenkomen is klein, maar niet helemaal uit te sluiten. Houd je beschikbaarheid op alle kanalen actueel; wij controleren samen met jou of alle koppelingen goed werken.",
          ],
        },
        {
          id: "guest-emails",
          question: "Wat krijgen mijn gasten na het boeken?",
          answer: [
            "Je gast krijgt automatisch een boekingsbevestiging met de data, de prijs en jouw gegevens, en jij krijgt meteen een melding van de nieuwe boeking. De e-mails dragen de naam van je vakantiehuis, zodat je gast precies weet bij wie hij heeft geboekt.",
          ],
        },
        {
          id: "house-rules",
          question: "Wiens huisregels en annuleringsvoorwaarden gelden er?",
          answer: [
            "Die van jou. De boeking is een overeenkomst tussen jou en je gast; VayVista levert alleen de techniek. Jij bepaalt je huisregels, annuleringsvoorwaarden en betaalvoorwaarden, en wij zetten ze duidelijk op je website, zodat gasten ze zien voordat ze boeken.",
          ],
        },
      ],
    },
    {
      id: "payments",
      title: "Betalingen",
      items: [
        {
          id: "guest-payments",
          question: "Hoe betalen mijn gasten?",
          answer: [
            "Gasten kunnen tijdens het boeken online betalen, bijvoorbeeld met iDEAL of met een creditcard. Daarvoor koppelen we een erkende betaaldienstverlener aan je website, waar je zelf een account opent. We helpen je bij het instellen.",
          ],
        },
        {
          id: "payouts",
          question: "Wanneer krijg ik het geld? Houdt VayVista het vast?",
          answer: [
            "VayVista komt nooit aan het geld van je gasten. Betalingen gaan via de betaaldienstverlener rechtstreeks naar jouw account, en de betaaldienstverlener keert uit op je bankrekening volgens zijn eigen uitbetalingsschema.",
          ],
        },
        {
          id: "payment-costs",
          question: "Zijn er kosten verbonden aan online betalen?",
          answer: [
            "De betaaldienstverlener rekent een klein bedrag per transactie, afhankelijk van de betaalmethode. Die tarieven bepaalt de betaaldienstverlener zelf en je ziet ze voordat je je account opent. Wij rekenen er niets bovenop: VayVista rekent 0% commissie.",
          ],
        },
      ],
    },
    {
      id: "technical-privacy",
      title: "Techniek & privacy",
      items: [
        {
          id: "gdpr",
          question: "Wie is er onder de AVG verantwoordelijk voor de gegevens van mijn gasten?",
          answer: [
            "Jij bent verwerkingsverantwoordelijke voor de gegevens van je gasten; VayVista verwerkt ze in jouw opdracht als verwerker. Dat hebben we vastgelegd in een verwerkersovereenkomst die bij je abonnement hoort.",
            "We bewaren alleen wat nodig is voor de boeking, houden servers en back-ups in de Europese Unie en verkopen nooit gegevens. Lees meer in ons [privacybeleid](page:privacy).",
          ],
        },
        {
          id: "hosting",
          question: "Waar wordt mijn website gehost, en wat als er iets misgaat?",
          answer: [
            "Je website draait op servers in de Europese Unie, met een beveiligde https-verbinding. We maken elke dag een back-up, bewaken je website dag en nacht en installeren elke maand updates.",
            "Gaat er toch iets mis, dan krijgen wij een melding en gaan we meteen aan de slag. Technische kennis heb je niet nodig: wij regelen het. Meer op de pagina over [technisch onderhoud](page:maintenance).",
          ],
        },
        {
          id: "google",
          question: "Word ik gevonden in Google?",
          answer: [
            "We bouwen elke website op een stevige technische basis voor zoekmachines: snelle pagina's, duidelijke paginatitels en omschrijvingen, een sitemap en gestructureerde gegevens over je vakantiehuis. Je eigen domeinnaam helpt daar ook bij.",
            "Een toppositie in Google kan niemand eerlijk garanderen, maar we helpen je er wel het beste uit te halen. Lees over onze [SEO-optimalisatie](page:seo).",
          ],
        },
        {
          id: "leaving",
          question: "Wat gebeurt er met mijn website en gegevens als ik stop?",
          answer: [
            "Je website gaat offline aan het einde van je laatste betaalde maand. Daarna kun je nog 30 dagen je boekingen, teksten en foto's downloaden; vervolgens verwijderen we de gegevens, behalve wat we wettelijk moeten bewaren, zoals facturen.",
            "Je domeinnaam is van jou, en hebben wij hem voor je geregistreerd, dan zetten we hem kosteloos naar je over.",
          ],
        },
      ],
    },
  ],
  contact: {
    title: "Staat je antwoord er niet bij?",
    body: "Vraag het ons direct. We antwoorden binnen één werkdag, in gewone taal en zonder verkooppraatje. Of plan een gratis adviesgesprek, dan bekijken we samen je vakantiehuis.",
  },
};
