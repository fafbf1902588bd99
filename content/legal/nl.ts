import type { LegalContent } from "./types.ts";

export const nl: LegalContent = {
  eyebrow: "Juridisch",
  lastUpdated: "Laatst bijgewerkt",
  contents: "Inhoud",
  backToContents: "Terug naar de inhoud",
  otherDocuments: "Andere juridische documenten",
  documents: {
    terms: {
      title: "Algemene voorwaarden",
      metaTitle: "Algemene voorwaarden voor het VayVista-websiteabonnement",
      metaDescription:
        "De voorwaarden voor je boekingswebsite van VayVista: opstartkosten en maandbedrag, niet-goed-geld-terug, maandelijks opzegbaar, jouw verantwoordelijkheden, aansprakelijkheid en Nederlands recht.",
      lead: "Deze voorwaarden gelden als je VayVista gebruikt voor de website van je vakantiehuis. We hebben ze zo helder mogelijk opgeschreven: wat je krijgt, wat je betaalt, wat we van elkaar verwachten en hoe je stopt.",
      sections: [
        {
          id: "definitions",
          title: "Begrippen",
          blocks: [
            { type: "p", text: "In deze voorwaarden betekenen de volgende woorden het volgende." },
            {
              type: "terms",
              items: [
                {
                  term: "VayVista, wij, we, ons",
                  text: "VayVista, de in Nederland ingeschreven onderneming die de dienst uit deze voorwaarden levert.",
                },
                {
                  term: "Klant, jij, je",
                  text: "De persoon of onderneming die een abonnement bij ons afsluit, meestal de eigenaar of beheerder van een of meer vakantiehuizen.",
                },
                {
                  term: "Dienst",
                  text: "Het websiteabonnement zoals beschreven onder [De dienst](#service), inclusief boekingssysteem, kalendersynchronisatie, hosting, onderhoud en support.",
                },
                {
                  term: "Website",
                  text: "De boekingswebsite die we voor je vakantiehuis inrichten en draaiende houden, op een subdomein van VayVista of op je eigen domeinnaam.",
                },
                {
                  term: "Dashboard",
                  text: "Het beveiligde deel van de dienst waarin je je website en boekingen beheert.",
                },
                {
                  term: "Gast",
                  text: "Iedereen die via je website een aanvraag doet of een boeking maakt voor je vakantiehuis.",
                },
                {
                  term: "Boeking",
                  text: "Een overeenkomst tussen jou en een gast voor een verblijf in je vakantiehuis, gesloten via je website.",
                },
                {
                  term: "Overeenkomst",
                  text: "De overeenkomst tussen jou en VayVista voor de dienst, waarvan deze voorwaarden en de verwerkersovereenkomst deel uitmaken.",
                },
              ],
            },
          ],
        },
        {
          id: "who-we-are",
          title: "Wie we zijn",
          blocks: [
            {
              type: "p",
              text: "VayVista is een onderneming die in Nederland is ingeschreven in het Handelsregister van de Kamer van Koophandel (KvK). Ons KvK-nummer, btw-nummer en vestigingsadres staan op elke factuur en sturen we je graag op verzoek toe.",
            },
            {
              type: "p",
              text: "Je bereikt ons via onze [contactpagina](page:contact), door te antwoorden op een e-mail die je van ons hebt gekregen, of via WhatsApp met de knop op onze website.",
            },
          ],
        },
        {
          id: "applicability",
          title: "Wanneer deze voorwaarden gelden",
          blocks: [
            {
              type: "list",
              items: [
                "Deze voorwaarden gelden voor elk aanbod dat we doen en voor elke overeenkomst tussen jou en VayVista voor de dienst.",
                "Jouw eigen algemene voorwaarden gelden niet voor onze overeenkomst, tenzij we die schriftelijk hebben aanvaard.",
                "Spreken we schriftelijk iets anders met je af, bijvoorbeeld voor maatwerk, dan gaat die afspraak op dat punt voor deze voorwaarden.",
                "Blijkt een bepaling uit deze voorwaarden ongeldig, dan blijven de overige bepalingen gewoon gelden. We vervangen de ongeldige bepaling dan door een geldige die het doel ervan zo dicht mogelijk benadert.",
              ],
            },
          ],
        },
        {
          id: "service",
          title: "De dienst",
          blocks: [
            { type: "p", text: "Voor het abonnement regelen we het volgende voor één vakantiehuis:" },
            {
              type: "list",
              items: [
                "het inrichten van je eigen boekingswebsite in een van onze zes thema's, met jouw teksten, foto's, prijzen en huisregels;",
                "publicatie op een subdomein van VayVista of op je eigen domeinnaam, met een beveiligde (https-)verbinding;",
                "een boekingssysteem met beschikbaarheidskalender dat op je website nooit twee boekingen voor dezelfde data accepteert;",
                "kalendersynchronisatie in twee richtingen via iCal met platforms zoals Airbnb en Booking.com (zie [Kalendersynchronisatie](#calendar-sync));",
                "automatische e-mails aan gasten, zoals een boekingsbevestiging;",
                "de mogelijkheid om gasten online te laten betalen via een betaaldienstverlener (zie [Online betalingen door gasten](#payments));",
                "hosting, dagelijkse back-ups, monitoring dag en nacht en maandelijkse updates van de software;",
                "een goede technische basis voor zoekmachines (SEO), zoals snelle pagina's, nette paginatitels en een sitemap;",
                "een dashboard om je website en boekingen te beheren, en persoonlijke support per e-mail en WhatsApp.",
              ],
            },
            {
              type: "p",
              text: "Werk dat buiten deze omschrijving valt, zoals professionele fotografie, een logo of maatwerk, voeren we alleen uit na een aparte offerte die je hebt geaccepteerd. We mogen de dienst in de loop van de tijd verbeteren en uitbreiden. Een wezenlijk onderdeel van de dienst halen we tijdens je abonnement niet weg zonder het je vooraf te laten weten; in dat geval mag je de overeenkomst direct beëindigen.",
            },
          ],
        },
        {
          id: "agreement",
          title: "Hoe de overeenkomst tot stand komt",
          blocks: [
            {
              type: "list",
              items: [
                "De overeenkomst komt tot stand als je de bestelling op onze website afrondt, of als je een offerte van ons schriftelijk of per e-mail accepteert. Je ontvangt daarvan een bevestiging per e-mail.",
                "Om de overeenkomst te sluiten moet je minstens 18 jaar oud zijn.",
                "De meeste eigenaren sluiten de overeenkomst als ondernemer, omdat ze hun vakantiehuis verhuren. Sluit je haar als consument, dus als particulier die niet handelt in de uitoefening van een beroep of bedrijf, dan geldt naast deze voorwaarden de dwingende consumentenbescherming uit de wet. Waar deze voorwaarden daar in jouw nadeel van afwijken, gaat de wet voor.",
                "Als consument heb je een wettelijke bedenktijd (herroepingsrecht) van 14 dagen nadat de overeenkomst is gesloten. Vraag je ons om binnen die termijn al met je website te beginnen en herroep je daarna, dan betaal je een evenredig deel van de prijs voor het werk dat al is gedaan. Onze [niet-goed-geld-terug-garantie](#money-back) geeft je meestal meer ruimte: binnen die termijn krijg je alles terug.",
              ],
            },
          ],
        },
        {
          id: "prices",
          title: "Prijzen en betaling",
          blocks: [
            {
              type: "list",
              items: [
                "De dienst kost eenmalig {{setupFee}} opstartkosten en {{monthlyFee}} per maand. Daarbij gelden de prijzen op onze [prijzenpagina](page:pricing) op het moment van je bestelling.",
                "Prijzen voor zakelijke klanten zijn exclusief btw. Bestel je als consument, dan tonen we je de prijs inclusief btw voordat je bestelt.",
                "We rekenen geen commissie over je boekingen: 0% van je huuropbrengst gaat naar VayVista. Transactiekosten die de betaaldienstverlener rekent voor online betalingen door je gasten, regel je met die betaaldienstverlener (zie [Online betalingen door gasten](#payments)).",
                "De opstartkosten en het eerste maandbedrag betaal je bij je bestelling. Daarna schrijven we het maandbedrag elke maand vooraf af, via de betaalmethode die je bij je bestelling hebt gekozen.",
                "Mislukt een betaling, dan laten we je dat weten en vragen we je binnen 14 dagen te betalen. Ben je zakelijke klant en heb je daarna nog steeds niet betaald, dan ben je de wettelijke handelsrente verschuldigd en mogen we de dienst na nog een schriftelijke waarschuwing opschorten. Voor consumenten gelden de wettelijke rente en de wettelijke regels voor incassokosten.",
                "We mogen onze prijzen wijzigen. Een prijsverhoging kondigen we minstens twee maanden vooraf per e-mail aan. Je mag dan opzeggen voordat de nieuwe prijs ingaat; tot dat moment betaal je de oude prijs.",
              ],
            },
          ],
        },
        {
          id: "money-back",
          title: "Niet-goed-geld-terug-garantie",
          blocks: [
            {
              type: "p",
              text: "We willen dat je blij bent met je website. Ben je dat niet, dan kun je de overeenkomst binnen {{moneyBackDays}} dagen na het sluiten ervan beëindigen en krijg je alles terug wat je ons hebt betaald: de opstartkosten en de maandbedragen.",
            },
            {
              type: "list",
              items: [
                "Laat ons per e-mail of via onze [contactpagina](page:contact) weten dat je de garantie gebruikt. Een reden hoef je niet te geven, al horen we graag wat we beter kunnen doen.",
                "We betalen het bedrag binnen 14 dagen na je verzoek terug, via de betaalmethode waarmee je hebt betaald.",
                "Je website gaat offline als de overeenkomst eindigt. Je domeinnaam blijft van jou (zie [Looptijd en opzeggen](#term-cancellation)).",
                "De garantie geldt eenmaal per klant en per vakantiehuis. Ze geldt niet voor apart werk dat je op basis van een offerte hebt besteld, zoals fotografie of maatwerk, als dat werk al is uitgevoerd.",
              ],
            },
          ],
        },
        {
          id: "term-cancellation",
          title: "Looptijd en opzeggen",
          blocks: [
            {
              type: "list",
              items: [
                "De overeenkomst loopt voor onbepaalde tijd en je kunt haar elke maand opzeggen. Er is geen minimale looptijd en geen opzegtermijn langer dan de lopende maand.",
                "Opzeggen doe je per e-mail of via onze [contactpagina](page:contact). De opzegging gaat in aan het einde van de maand die je al hebt betaald; daarna schrijven we niets meer af.",
                "Je domeinnaam is en blijft van jou. Hebben wij hem voor je geregistreerd, dan zetten we hem kosteloos over naar jou of naar een partij die je kiest.",
                "Na het einde van de overeenkomst kun je je gegevens, zoals je boekingen, teksten en foto's, nog 30 dagen downloaden. Daarna verwijderen we je website en de persoonsgegevens die we voor je verwerkten, behalve gegevens die we wettelijk moeten bewaren, zoals facturen.",
              ],
            },
          ],
        },
        {
          id: "owner-responsibilities",
          title: "Jouw verantwoordelijkheden als eigenaar",
          blocks: [
            {
              type: "p",
              text: "Je website is jouw onderneming. Jij bent verantwoordelijk voor het vakantiehuis dat je aanbiedt en voor wat je je gasten belooft. Je bent in het bijzonder verantwoordelijk voor:",
            },
            {
              type: "list",
              items: [
                "juiste en actuele informatie op je website, zoals de omschrijving, foto's, prijzen, beschikbaarheid, aankomst- en vertrektijden en eventuele bijkomende kosten;",
                "je eigen huisregels, annuleringsvoorwaarden en betaalvoorwaarden voor gasten, en het toepassen daarvan;",
                "het verblijf zelf: de staat en veiligheid van het vakantiehuis, sleutels, schoonmaak, contact met gasten en het afhandelen van klachten;",
                "het naleven van de regels die gelden voor het verhuren van je vakantiehuis, zoals vergunningen, een registratienummer, toeristenbelasting, brandveiligheid, verzekeringen en belastingverplichtingen;",
                "de teksten, foto's en ander materiaal dat je aanlevert: je moet het recht hebben om het te gebruiken en het mag geen rechten van anderen schenden of in strijd zijn met de wet;",
                "zorgvuldig omgaan met de persoonsgegevens van je gasten, als verwerkingsverantwoordelijke onder de AVG (zie [Persoonsgegevens](#data-protection)), waaronder het informeren van gasten met een privacyverklaring op je website;",
                "het geheimhouden van je inloggegevens, en het ons direct laten weten als je vermoedt dat iemand anders ze gebruikt;",
                "controleren of de kalenderkoppelingen tussen je website en andere platforms goed staan, en je beschikbaarheid op alle kanalen actueel houden.",
              ],
            },
            {
              type: "p",
              text: "Je mag de dienst niet gebruiken voor iets onrechtmatigs, voor misleidende aanbiedingen of voor het versturen van ongevraagde berichten. Spreekt een derde ons aan vanwege inhoud of handelingen waarvoor jij volgens dit artikel verantwoordelijk bent, dan vrijwaar je ons voor die aanspraak.",
            },
          ],
        },
        {
          id: "bookings",
          title: "Boekingen tussen jou en je gasten",
          blocks: [
            {
              type: "p",
              text: "VayVista levert de techniek waarmee gasten rechtstreeks bij jou boeken. We zijn geen partij bij de overeenkomst tussen jou en je gast en treden niet op als jouw tussenpersoon, agent of reisorganisator.",
            },
            {
              type: "list",
              items: [
                "Een boeking is een overeenkomst tussen alleen jou en de gast. Daarop gelden jouw huisregels en voorwaarden, niet die van ons.",
                "Vragen, wijzigingen, annuleringen, terugbetalingen, borg, schade en geschillen met gasten regel je tussen jou en de gast.",
                "We controleren gasten niet en staan er niet voor in dat een gast betaalt, komt opdagen of zich netjes gedraagt.",
                "Met de technische kant helpen we je graag, bijvoorbeeld als een boeking niet in je dashboard verschijnt of een e-mail niet is aangekomen.",
              ],
            },
          ],
        },
        {
          id: "payments",
          title: "Online betalingen door gasten",
          blocks: [
            {
              type: "list",
              items: [
                "Wil je dat gasten online betalen, bijvoorbeeld met iDEAL of met een creditcard, dan sluit je een aparte overeenkomst met een erkende betaaldienstverlener die we aan je website koppelen. Op die overeenkomst gelden de voorwaarden van de betaaldienstverlener.",
                "Betalingen van gasten gaan via de betaaldienstverlener naar jouw rekening. VayVista ontvangt of beheert nooit het geld van je gasten.",
                "De betaaldienstverlener kan jou controleren (bijvoorbeeld je identiteit en bankrekening) en kan transactiekosten rekenen. Die bepaalt de betaaldienstverlener zelf; wij rekenen daar niets bovenop.",
                "Terugbetalingen aan gasten regel je via je account bij de betaaldienstverlener.",
              ],
            },
          ],
        },
        {
          id: "calendar-sync",
          title: "Kalendersynchronisatie",
          blocks: [
            {
              type: "p",
              text: "Ons boekingssysteem accepteert op je eigen website nooit twee boekingen voor dezelfde data. Om je beschikbaarheid gelijk te houden met andere platforms, gebruiken we iCal-koppelingen in twee richtingen.",
            },
            {
              type: "list",
              items: [
                "Andere platforms zoals Airbnb en Booking.com bepalen zelf hoe vaak ze iCal-koppelingen ophalen en bijwerken. Er zit daarom altijd een korte vertraging tussen een boeking elders en het blokkeren van die data op je website, en andersom.",
                "In die korte tijd kan er op twee platforms voor dezelfde data worden geboekt. Daarvoor zijn we niet aansprakelijk, omdat de vertraging bij de andere platforms ligt. Houd je beschikbaarheid op alle kanalen actueel en neem contact met ons op als een koppeling niet lijkt te werken.",
                "We zijn niet verantwoordelijk voor wijzigingen, storingen of beperkingen bij andere platforms die de synchronisatie raken.",
              ],
            },
          ],
        },
        {
          id: "availability",
          title: "Beschikbaarheid en onderhoud",
          blocks: [
            {
              type: "list",
              items: [
                "We doen ons best om je website altijd bereikbaar te houden. We bewaken hem dag en nacht, maken elke dag een back-up en installeren elke maand updates.",
                "Gepland onderhoud doen we zoveel mogelijk op rustige momenten. Onderhoud dat een merkbare onderbreking geeft, kondigen we vooraf aan.",
                "Een ononderbroken beschikbaarheid kunnen we niet garanderen. Storingen kunnen ontstaan bij hostingpartijen, in internetverbindingen of bij andere partijen waarvan de dienst afhankelijk is. Bij een storing werken we eraan om de dienst zo snel mogelijk te herstellen.",
                "We zijn niet aansprakelijk voor tekortkomingen door omstandigheden buiten onze macht (overmacht), zoals grootschalige storingen bij leveranciers, cyberaanvallen ondanks redelijke beveiliging, of overheidsmaatregelen.",
              ],
            },
          ],
        },
        {
          id: "intellectual-property",
          title: "Intellectueel eigendom",
          blocks: [
            {
              type: "list",
              items: [
                "De software, de thema's, de ontwerpen en de andere materialen waarmee we de dienst leveren, blijven eigendom van VayVista of haar licentiegevers. Zolang de overeenkomst loopt, krijg je een niet-exclusief, niet-overdraagbaar recht om ze voor je website te gebruiken.",
                "De teksten, foto's, logo's en andere inhoud die je aanlevert, blijven van jou. Je geeft ons toestemming om ze op te slaan, technisch aan te passen (bijvoorbeeld in formaat) en te publiceren, zolang dat nodig is om de dienst te leveren.",
                "Foto's of teksten die we op basis van een aparte offerte voor je maken, mag je voor je eigen vakantiehuis gebruiken, ook na het einde van de overeenkomst, tenzij we in de offerte iets anders hebben afgesproken.",
              ],
            },
          ],
        },
        {
          id: "liability",
          title: "Aansprakelijkheid",
          blocks: [
            {
              type: "list",
              items: [
                "Schieten we tekort in de uitvoering van de overeenkomst, laat ons dat dan zo snel mogelijk schriftelijk weten en geef ons een redelijke termijn om het op te lossen.",
                "Onze aansprakelijkheid is beperkt tot directe schade en tot maximaal het bedrag dat je ons op grond van de overeenkomst hebt betaald in de twaalf maanden vóór de gebeurtenis die de schade veroorzaakte.",
                "We zijn niet aansprakelijk voor indirecte schade, zoals gemiste boekingen, gederfde omzet of winst, reputatieschade, of boetes en aanspraken van derden, waaronder gasten.",
                "Gaan er gegevens verloren, dan is onze verplichting beperkt tot het terugzetten van de meest recente beschikbare back-up.",
                "Deze beperkingen gelden niet als de schade het gevolg is van opzet of bewuste roekeloosheid van de leiding van VayVista, en ook niet voor zover de wet een beperking niet toestaat, bijvoorbeeld tegenover consumenten.",
                "Een vordering tot schadevergoeding vervalt als je haar niet binnen twaalf maanden nadat je de schade ontdekte schriftelijk bij ons hebt gemeld.",
              ],
            },
          ],
        },
        {
          id: "data-protection",
          title: "Persoonsgegevens en verwerkersovereenkomst",
          blocks: [
            {
              type: "p",
              text: "Als gasten via je website boeken, ben jij onder de Algemene verordening gegevensbescherming (AVG) de verwerkingsverantwoordelijke voor hun persoonsgegevens. VayVista verwerkt die gegevens in jouw opdracht, als verwerker.",
            },
            {
              type: "list",
              items: [
                "Onze verwerkersovereenkomst maakt deel uit van de overeenkomst en geldt vanaf het moment dat die tot stand komt. Daarin staat onder meer welke gegevens we verwerken, hoe we ze beveiligen, welke subverwerkers we inschakelen en hoe we je helpen als een gast zijn rechten uitoefent. Je ontvangt een exemplaar bij je orderbevestiging en op verzoek.",
                "Voor de persoonsgegevens die we zelf, als verwerkingsverantwoordelijke, over jou verwerken, geldt ons [privacybeleid](page:privacy).",
              ],
            },
          ],
        },
        {
          id: "suspension",
          title: "Opschorting en beëindiging door VayVista",
          blocks: [
            {
              type: "list",
              items: [
                "We mogen de dienst geheel of gedeeltelijk opschorten als je ondanks een herinnering niet betaalt, als je de dienst gebruikt in strijd met [je verantwoordelijkheden als eigenaar](#owner-responsibilities), of als je website de veiligheid van onze systemen in gevaar brengt. Behalve in spoedgevallen waarschuwen we je vooraf en krijg je de kans het probleem op te lossen.",
                "We mogen de overeenkomst beëindigen als je je verplichtingen ernstig of herhaaldelijk niet nakomt. Je houdt dan recht op je domeinnaam en, gedurende 30 dagen, op een download van je gegevens.",
                "We mogen de overeenkomst ook om andere redenen beëindigen met een opzegtermijn van minstens drie maanden, bijvoorbeeld als we met de dienst stoppen. Maandbedragen die je vooruit hebt betaald voor de periode na het einde, betalen we dan terug.",
              ],
            },
          ],
        },
        {
          id: "changes",
          title: "Wijzigingen van deze voorwaarden",
          blocks: [
            {
              type: "p",
              text: "We mogen deze voorwaarden wijzigen, bijvoorbeeld als we nieuwe functies toevoegen of als de wet verandert. Belangrijke wijzigingen sturen we je minstens 30 dagen voordat ze ingaan per e-mail. Ben je het niet eens met een wijziging, dan mag je de overeenkomst opzeggen vóór de datum waarop die ingaat; tot het einde van je abonnement blijven dan de huidige voorwaarden gelden.",
            },
          ],
        },
        {
          id: "complaints",
          title: "Klachten",
          blocks: [
            {
              type: "p",
              text: "Ben je ergens niet tevreden over? Laat het ons weten via onze [contactpagina](page:contact) of per e-mail, en beschrijf zo duidelijk mogelijk wat er misging. We bevestigen je klacht binnen twee werkdagen en streven ernaar je binnen 14 dagen inhoudelijk te antwoorden. Duurt dat langer, dan laten we je weten wanneer je een antwoord kunt verwachten.",
            },
          ],
        },
        {
          id: "law",
          title: "Toepasselijk recht en geschillen",
          blocks: [
            {
              type: "list",
              items: [
                "Op de overeenkomst en deze voorwaarden is Nederlands recht van toepassing. Het Weens Koopverdrag (CISG) is niet van toepassing.",
                "Een meningsverschil lossen we het liefst samen op. Lukt dat niet, dan wordt het geschil voorgelegd aan de bevoegde rechter in het arrondissement waar VayVista is gevestigd.",
                "Ben je consument, dan houd je de bescherming van de dwingende regels van het land waar je woont. Je mag een geschil dan ook voorleggen aan de bevoegde rechter van je woonplaats.",
              ],
            },
          ],
        },
        {
          id: "contact",
          title: "Contact",
          blocks: [
            {
              type: "p",
              text: "Vragen over deze voorwaarden? Stuur ons een bericht via onze [contactpagina](page:contact) of [plan een gratis adviesgesprek](page:consultation). We antwoorden in gewone taal, in het Nederlands, Engels of Pools.",
            },
          ],
        },
      ],
    },
    privacy: {
      title: "Privacybeleid",
      metaTitle: "Privacybeleid: hoe VayVista met persoonsgegevens omgaat (AVG)",
      metaDescription:
        "Welke persoonsgegevens VayVista verwerkt, waarom, op welke grondslag en hoe lang; onze verwerkers, doorgifte, je rechten onder de AVG en waar je een klacht indient.",
      lead: "We gaan zorgvuldig om met persoonsgegevens en verzamelen niet meer dan we nodig hebben. In dit beleid lees je welke gegevens we verwerken, waarom, hoe lang we ze bewaren en welke rechten je hebt onder de Algemene verordening gegevensbescherming (AVG).",
      sections: [
        {
          id: "controller",
          title: "Wie er verantwoordelijk is",
          blocks: [
            {
              type: "p",
              text: "VayVista, een in Nederland ingeschreven onderneming, is verwerkingsverantwoordelijke voor de verwerkingen van persoonsgegevens die in dit beleid staan. Ons KvK-nummer en vestigingsadres staan op elke factuur en zijn op verzoek beschikbaar.",
            },
            {
              type: "p",
              text: "Voor vragen over privacy of om je rechten uit te oefenen, neem je contact met ons op via onze [contactpagina](page:contact) of door te antwoorden op een e-mail van ons. Zet 'privacy' in het onderwerp, dan komt je vraag meteen bij de juiste persoon.",
            },
          ],
        },
        {
          id: "scope",
          title: "Waarvoor dit beleid geldt",
          blocks: [
            { type: "p", text: "Dit beleid geldt voor:" },
            {
              type: "list",
              items: [
                "bezoekers van de website van VayVista en mensen die daarop een formulier invullen, bijvoorbeeld om een vraag te stellen of een adviesgesprek te plannen;",
                "eigenaren van vakantiehuizen die een abonnement bij ons hebben of willen afsluiten, en de contactpersonen van hun onderneming;",
                "gasten die boeken via een website die met VayVista is gemaakt, voor zover beschreven onder [Onze rol voor gasten van eigenaren](#processor-role).",
              ],
            },
          ],
        },
        {
          id: "data",
          title: "Welke persoonsgegevens we verwerken",
          blocks: [
            { type: "h3", text: "Als je contact opneemt of een adviesgesprek aanvraagt" },
            {
              type: "list",
              items: [
                "je naam, e-mailadres en, als je dat invult, je telefoonnummer;",
                "gegevens over je vakantiehuis die je ons geeft, zoals het type accommodatie, de locatie en het aantal accommodaties;",
                "je bericht en, bij een adviesgesprek, je voorkeursdatum en tijdvak;",
                "de correspondentie die daarop volgt, per e-mail, telefoon of WhatsApp.",
              ],
            },
            { type: "h3", text: "Als je klant bent" },
            {
              type: "list",
              items: [
                "je naam, bedrijfsnaam, adres, e-mailadres en telefoonnummer;",
                "je KvK- en btw-nummer, als je ondernemer bent;",
                "je inloggegevens; wachtwoorden slaan we alleen versleuteld (gehasht) op;",
                "factuur- en betaalgegevens, zoals facturen en de betaalstatus. Volledige kaartnummers slaan we niet op: die verwerkt de betaaldienstverlener;",
                "de inhoud van je website en de instellingen in je dashboard;",
                "je vragen aan onze support en onze antwoorden.",
              ],
            },
            { type: "h3", text: "Als je onze website bezoekt" },
            {
              type: "list",
              items: [
                "technische gegevens die elke browser meestuurt, zoals je IP-adres, het type browser en de pagina die je opvraagt. Die gebruiken we om de website te tonen en te beschermen tegen misbruik;",
                "om misbruik van formulieren te voorkomen, houden we kort bij hoe vaak een formulier vanaf dezelfde verbinding wordt verstuurd. Je IP-adres slaan we daarvoor niet leesbaar op;",
                "we gebruiken op onze website geen analyse- of trackingcookies. Lees meer in ons [cookiebeleid](page:cookies).",
              ],
            },
            { type: "h3", text: "Gasten van onze klanten" },
            {
              type: "p",
              text: "Als een gast boekt via een website die met VayVista is gemaakt, verwerken we de boekingsgegevens in opdracht van de eigenaar: naam, contactgegevens, verblijfsdata, aantal gasten, berichten en betaalstatus. Onder [Onze rol voor gasten van eigenaren](#processor-role) lees je hoe dat zit.",
            },
          ],
        },
        {
          id: "purposes",
          title: "Doelen en grondslagen",
          blocks: [
            {
              type: "p",
              text: "We verwerken persoonsgegevens alleen als we daarvoor een grondslag hebben uit artikel 6 van de AVG. Per doel:",
            },
            {
              type: "terms",
              items: [
                {
                  term: "Je vragen beantwoorden en adviesgesprekken voeren",
                  text: "Maatregelen op jouw verzoek vóór het sluiten van een overeenkomst, en ons gerechtvaardigd belang om vragen te beantwoorden van mensen die contact met ons opnemen.",
                },
                {
                  term: "Je website, dashboard en support inrichten en leveren",
                  text: "Uitvoering van de overeenkomst met jou.",
                },
                {
                  term: "Facturering, boekhouding en fiscale verplichtingen",
                  text: "Een wettelijke verplichting, in het bijzonder de fiscale bewaarplicht.",
                },
                {
                  term: "Beveiliging, het voorkomen van misbruik en fraude, en back-ups",
                  text: "Ons gerechtvaardigd belang bij een veilige, betrouwbare dienst voor alle klanten.",
                },
                {
                  term: "Serviceberichten, zoals aankondigingen van onderhoud en wijzigingen in onze voorwaarden",
                  text: "Uitvoering van de overeenkomst en ons gerechtvaardigd belang om je op de hoogte te houden.",
                },
                {
                  term: "Een nieuwsbrief met tips voor eigenaren",
                  text: "Alleen met je toestemming, die je altijd kunt intrekken via de link in elke nieuwsbrief.",
                },
              ],
            },
            {
              type: "p",
              text: "Waar we ons op ons gerechtvaardigd belang baseren, hebben we dat belang afgewogen tegen jouw privacy. Je mag daar altijd bezwaar tegen maken (zie [Je rechten](#rights)).",
            },
          ],
        },
        {
          id: "retention",
          title: "Hoe lang we gegevens bewaren",
          blocks: [
            {
              type: "list",
              items: [
                "Contact- en gespreksaanvragen die niet tot een overeenkomst leiden: tot 12 maanden na ons laatste contact.",
                "Klantgegevens: zolang de overeenkomst loopt, en daarna nog 30 dagen zodat je je gegevens kunt downloaden. Daarna verwijderen we ze.",
                "Facturen en de bijbehorende administratie: zeven jaar, vanwege de fiscale bewaarplicht.",
                "Boekingsgegevens van gasten: zolang de overeenkomst van de eigenaar loopt, tenzij de eigenaar ze eerder verwijdert, en daarna dezelfde 30 dagen.",
                "Serverlogs: niet langer dan 30 dagen, tenzij we ze nodig hebben om een concreet beveiligingsincident te onderzoeken.",
                "Back-ups: we maken elke dag een versleutelde back-up en bewaren de dagelijkse 7 dagen, één per week 4 weken en één per maand 12 maanden. Gegevens die je verwijdert, zijn dus uiterlijk na 12 maanden ook uit onze back-ups verdwenen. Zetten we na een storing een back-up terug, dan verwijderen we wat je al had laten verwijderen meteen opnieuw.",
              ],
            },
          ],
        },
        {
          id: "sharing",
          title: "Met wie we gegevens delen",
          blocks: [
            {
              type: "p",
              text: "We verkopen geen persoonsgegevens en delen ze niet met adverteerders. We werken met een klein aantal zorgvuldig gekozen dienstverleners die gegevens in onze opdracht verwerken (verwerkers):",
            },
            {
              type: "list",
              items: [
                "hosting en opslag van back-ups: onze servers en back-ups staan in datacenters in de Europese Unie;",
                "e-mailverzending: een dienst die onze e-mails en de automatische e-mails aan gasten verstuurt en meldt of ze aankomen;",
                "betaaldienstverleners: erkende bedrijven die de betalingen voor ons abonnement verwerken en, namens de eigenaar, de betalingen van gasten. Voor de betaalgegevens zijn zij deels zelf verantwoordelijk, vanwege hun eigen wettelijke verplichtingen als financiële instelling.",
              ],
            },
            {
              type: "p",
              text: "Met elke verwerker hebben we een verwerkersovereenkomst gesloten. Verder delen we gegevens alleen als de wet dat verplicht, bijvoorbeeld met de Belastingdienst, of op verzoek van een bevoegde instantie met een wettelijke grondslag.",
            },
            {
              type: "p",
              text: "Neem je via WhatsApp contact met ons op, dan verwerkt ook WhatsApp (Meta) gegevens, volgens zijn eigen privacybeleid. Liever niet? Gebruik dan onze [contactpagina](page:contact) of e-mail.",
            },
          ],
        },
        {
          id: "transfers",
          title: "Doorgifte buiten de Europese Economische Ruimte",
          blocks: [
            {
              type: "p",
              text: "We bewaren persoonsgegevens zoveel mogelijk binnen de Europese Economische Ruimte (EER). Verwerkt een dienstverlener gegevens buiten de EER, of hoort die bij een concern dat daar gevestigd is, dan staan we dat alleen toe als een passend beschermingsniveau is gewaarborgd: via een adequaatheidsbesluit van de Europese Commissie (zoals het EU-VS Data Privacy Framework voor gecertificeerde bedrijven) of via de standaardcontractbepalingen van de Europese Commissie, zo nodig met aanvullende maatregelen. Op verzoek vertellen we je welke waarborg van toepassing is.",
            },
          ],
        },
        {
          id: "processor-role",
          title: "Onze rol voor gasten van eigenaren",
          blocks: [
            {
              type: "p",
              text: "Voor boekingen via de website van een eigenaar is de eigenaar verwerkingsverantwoordelijke en VayVista verwerker. Dat betekent:",
            },
            {
              type: "list",
              items: [
                "de eigenaar bepaalt welke gegevens aan gasten worden gevraagd en wat ermee gebeurt, en informeert gasten via een eigen privacyverklaring;",
                "we verwerken gastgegevens alleen in opdracht van de eigenaar, om de website, de boekingen en de e-mails aan gasten te laten werken, en voor niets anders;",
                "gasten die hun rechten willen uitoefenen, wenden zich tot de eigenaar. Neemt een gast contact met ons op, dan sturen we de vraag door naar de eigenaar en helpen we de eigenaar bij het beantwoorden.",
              ],
            },
            {
              type: "p",
              text: "De afspraken hierover staan in de verwerkersovereenkomst tussen VayVista en de eigenaar (zie onze [algemene voorwaarden](page:terms#data-protection)).",
            },
          ],
        },
        {
          id: "security",
          title: "Beveiliging",
          blocks: [
            {
              type: "p",
              text: "We nemen passende technische en organisatorische maatregelen om persoonsgegevens te beschermen tegen verlies en onbevoegde toegang. Daartoe horen:",
            },
            {
              type: "list",
              items: [
                "versleutelde verbindingen (https) voor onze website en alle klantwebsites;",
                "wachtwoorden die alleen gehasht worden opgeslagen;",
                "toegang tot persoonsgegevens alleen voor teamleden die die voor hun werk nodig hebben;",
                "dagelijkse back-ups, monitoring dag en nacht en maandelijkse beveiligingsupdates.",
              ],
            },
            {
              type: "p",
              text: "Gaat er toch iets mis met gegevens (een datalek), dan handelen we volgens de AVG: waar nodig melden we het bij de Autoriteit Persoonsgegevens en aan de betrokkenen, en als verwerker informeren we de eigenaar zonder onnodige vertraging.",
            },
          ],
        },
        {
          id: "cookies",
          title: "Cookies",
          blocks: [
            {
              type: "p",
              text: "We gebruiken alleen functionele cookies, bijvoorbeeld om je ingelogd te houden in je dashboard. Op onze marketingwebsite gebruiken we geen trackingcookies. Je leest er alles over in ons [cookiebeleid](page:cookies).",
            },
          ],
        },
        {
          id: "rights",
          title: "Je rechten",
          blocks: [
            { type: "p", text: "Onder de AVG heb je de volgende rechten:" },
            {
              type: "terms",
              items: [
                {
                  term: "Inzage",
                  text: "Je mag vragen welke persoonsgegevens we over je verwerken en een kopie daarvan krijgen.",
                },
                {
                  term: "Rectificatie",
                  text: "Je mag onjuiste of onvolledige gegevens laten verbeteren of aanvullen.",
                },
                {
                  term: "Verwijdering",
                  text: "Je mag vragen je gegevens te wissen, tenzij we ze moeten bewaren, bijvoorbeeld voor de Belastingdienst. Als eigenaar verwijder je je account zelf op je accountpagina: je website gaat direct offline, 30 dagen lang kun je nog je gegevens downloaden of het ongedaan maken, en daarna verwijderen we alles behalve onze facturen aan jou, die we zeven jaar bewaren.",
                },
                {
                  term: "Beperking",
                  text: "Je mag vragen je gegevens tijdelijk nergens anders voor te gebruiken dan voor opslag, bijvoorbeeld terwijl we een klacht onderzoeken.",
                },
                {
                  term: "Overdraagbaarheid",
                  text: "Je mag gegevens die je ons hebt gegeven in een gestructureerde, gangbare vorm ontvangen, of ze laten doorsturen naar een andere partij. Als eigenaar download je op je accountpagina zelf alles in één zip-bestand: tabellen als CSV, de rest als JSON, je foto's en facturen als losse bestanden.",
                },
                {
                  term: "Bezwaar",
                  text: "Je mag bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang. We stoppen dan, tenzij we dwingende redenen hebben die zwaarder wegen dan jouw belangen.",
                },
                {
                  term: "Toestemming intrekken",
                  text: "Verwerken we gegevens op basis van je toestemming, dan mag je die altijd intrekken. Dat heeft geen gevolgen voor de verwerking daarvóór.",
                },
              ],
            },
            {
              type: "p",
              text: "Stuur je verzoek via onze [contactpagina](page:contact). Je rechten uitoefenen is gratis. We reageren binnen een maand; is een verzoek ingewikkeld, dan mogen we die termijn met maximaal twee maanden verlengen, en dat laten we je dan binnen de eerste maand weten. We kunnen je eerst vragen je identiteit te bevestigen, zodat we je gegevens nooit aan iemand anders geven.",
            },
            {
              type: "p",
              text: "We nemen geen besluiten die uitsluitend op geautomatiseerde verwerking berusten, waaronder profilering, en die voor jou rechtsgevolgen of vergelijkbare gevolgen hebben.",
            },
          ],
        },
        {
          id: "complaints",
          title: "Klachten",
          blocks: [
            {
              type: "p",
              text: "Vind je dat we niet goed met je gegevens omgaan? Laat het ons dan eerst weten; we zoeken graag samen met je naar een oplossing. Je hebt ook het recht om een klacht in te dienen bij de toezichthouder. In Nederland is dat de [Autoriteit Persoonsgegevens](https://autoriteitpersoonsgegevens.nl). Woon of werk je in een ander EU-land, dan kun je ook bij de toezichthouder daar terecht.",
            },
          ],
        },
        {
          id: "children",
          title: "Kinderen",
          blocks: [
            {
              type: "p",
              text: "Onze dienst is bedoeld voor eigenaren van vakantiehuizen en niet voor kinderen. We verzamelen niet bewust persoonsgegevens van mensen jonger dan 16 jaar. Denk je dat een kind ons gegevens heeft gestuurd, laat het ons weten, dan verwijderen we ze.",
            },
          ],
        },
        {
          id: "changes",
          title: "Wijzigingen van dit beleid",
          blocks: [
            {
              type: "p",
              text: "We kunnen dit beleid bijwerken, bijvoorbeeld als we een nieuwe dienstverlener gaan gebruiken. De datum bovenaan laat zien wanneer het voor het laatst is gewijzigd. Over belangrijke wijzigingen informeren we klanten per e-mail.",
            },
          ],
        },
      ],
    },
    cookies: {
      title: "Cookiebeleid",
      metaTitle: "Cookiebeleid: alleen functionele cookies, geen tracking",
      metaDescription:
        "VayVista gebruikt alleen functionele cookies: een sessiecookie als je bent ingelogd en je taalvoorkeur. Geen trackingcookies. Plus: de cache van de service worker en hoe je cookies verwijdert.",
      lead: "Kort en duidelijk: we volgen je niet. Onze website gebruikt alleen wat nodig is om te werken. Hier lees je precies wat dat is en hoe je het verwijdert.",
      sections: [
        {
          id: "what-are-cookies",
          title: "Wat cookies zijn",
          blocks: [
            {
              type: "p",
              text: "Cookies zijn kleine tekstbestanden die een website in je browser opslaat, zodat hij iets kan onthouden tussen pagina's of bezoeken, bijvoorbeeld dat je bent ingelogd. Vergelijkbare technieken, zoals de lokale opslag van je browser en de cache van een service worker, vallen ook onder dit beleid.",
            },
          ],
        },
        {
          id: "cookies-we-use",
          title: "Welke cookies we gebruiken",
          blocks: [
            {
              type: "p",
              text: "We gebruiken alleen functionele cookies die we zelf plaatsen (first-party). Ze zijn nodig om de website te laten werken zoals je verwacht:",
            },
            {
              type: "terms",
              items: [
                {
                  term: "Sessiecookie (alleen als je bent ingelogd)",
                  text: "Houdt je ingelogd in je dashboard terwijl je van pagina naar pagina gaat, en beschermt je sessie tegen misbruik. Wordt alleen geplaatst als je inlogt, bevat geen leesbare persoonsgegevens en wordt verwijderd als je uitlogt of uiterlijk na 30 dagen.",
                },
                {
                  term: "Taalvoorkeur",
                  text: "Onthoudt of je onze website in het Nederlands, Engels of Pools leest, zodat je bij een volgend bezoek je eigen taal ziet. Bevat alleen de taalcode en wordt maximaal een jaar bewaard.",
                },
              ],
            },
            {
              type: "p",
              text: "Bezoek je onze website zonder in te loggen? Dan wordt hooguit je taalvoorkeur opgeslagen.",
            },
          ],
        },
        {
          id: "no-tracking",
          title: "Geen trackingcookies",
          blocks: [
            { type: "p", text: "Op onze marketingwebsite gebruiken we geen:" },
            {
              type: "list",
              items: [
                "analysecookies of bezoekersstatistieken die je over pagina's of bezoeken heen volgen;",
                "advertentiecookies, retargeting of trackingpixels van sociale netwerken;",
                "ingesloten inhoud van derden die cookies plaatst, zoals videospelers of kaarten.",
              ],
            },
            {
              type: "p",
              text: "De WhatsApp-knop is een gewone link. WhatsApp verwerkt pas gegevens als je erop klikt en WhatsApp opent. Omdat we alleen functionele cookies gebruiken, hoeven we volgens de wet geen toestemming te vragen; daarom zie je hier geen cookiebanner.",
            },
          ],
        },
        {
          id: "service-worker",
          title: "De cache van de service worker",
          blocks: [
            {
              type: "p",
              text: "Onze website registreert een service worker: een klein script in je browser dat vaste bestanden, zoals opmaak, scripts en pictogrammen, en een eenvoudige offlinepagina in de cache van je browser bewaart. Daardoor laden pagina's bij een volgend bezoek sneller en zie je een duidelijke melding in plaats van een foutmelding als je verbinding wegvalt.",
            },
            {
              type: "p",
              text: "Deze cache bevat geen persoonsgegevens en wordt niet gebruikt om je te herkennen of te volgen. Hij blijft in je browser staan tot hij door een nieuwe versie wordt vervangen of tot je hem zelf verwijdert.",
            },
          ],
        },
        {
          id: "owner-websites",
          title: "Websites van onze klanten",
          blocks: [
            {
              type: "p",
              text: "De boekingswebsites die we voor eigenaren van vakantiehuizen maken, werken standaard op dezelfde functionele manier. Elke eigenaar is verantwoordelijk voor zijn eigen website. Voegt een eigenaar hulpmiddelen toe die andere cookies plaatsen, dan moet die eigenaar bezoekers daarover informeren en waar nodig om toestemming vragen.",
            },
          ],
        },
        {
          id: "delete",
          title: "Cookies bekijken en verwijderen",
          blocks: [
            {
              type: "p",
              text: "Je kunt cookies en andere websitegegevens altijd bekijken en verwijderen in de instellingen van je browser. Meestal vind je dat hier:",
            },
            {
              type: "list",
              items: [
                "Chrome: Instellingen → Privacy en beveiliging → Cookies van derden / Alle sitegegevens en rechten bekijken;",
                "Firefox: Instellingen → Privacy & Beveiliging → Cookies en websitegegevens → Gegevens beheren;",
                "Safari: Instellingen (Voorkeuren) → Privacy → Beheer websitegegevens;",
                "Edge: Instellingen → Cookies en sitemachtigingen → Cookies en sitegegevens beheren en verwijderen.",
              ],
            },
            {
              type: "p",
              text: "Verwijder je de 'sitegegevens' van onze website, dan verdwijnen ook de service worker en zijn cache. Je kunt cookies ook blokkeren, maar dan kun je niet meer inloggen in het dashboard en wordt je taalvoorkeur niet onthouden. De rest van de website blijft gewoon werken.",
            },
          ],
        },
        {
          id: "more",
          title: "Wijzigingen en vragen",
          blocks: [
            {
              type: "p",
              text: "Willen we ooit andere cookies gebruiken, dan passen we eerst dit beleid aan en vragen we, waar de wet dat eist, vooraf je toestemming. Meer over hoe we met persoonsgegevens omgaan, lees je in ons [privacybeleid](page:privacy). Vragen? Neem contact op via onze [contactpagina](page:contact).",
            },
          ],
        },
      ],
    },
    disclaimer: {
      title: "Disclaimer",
      metaTitle: "Disclaimer voor de website van VayVista",
      metaDescription:
        "Waar je wel en niet op kunt bouwen bij de informatie op de website van VayVista: voorbeelden en berekeningen zijn indicatief, externe links, merken, beschikbaarheid en aansprakelijkheid.",
      lead: "We besteden veel zorg aan de informatie op onze website. Toch willen we duidelijk zijn over waar je wel en niet op kunt bouwen.",
      sections: [
        {
          id: "information",
          title: "Informatie op deze website",
          blocks: [
            {
              type: "p",
              text: "De informatie op deze website is algemeen en bedoeld om je te helpen beslissen of VayVista bij je vakantiehuis past. We stellen haar zorgvuldig samen en houden haar actueel, maar ze kan toch fouten bevatten of onvolledig zijn. Aan de informatie op deze website kun je geen rechten ontlenen.",
            },
            {
              type: "p",
              text: "Wat we met je afspreken, staat in onze [algemene voorwaarden](page:terms) en in de orderbevestiging of offerte die je van ons krijgt. Wijkt informatie op deze website af van die documenten, dan gaan de documenten voor.",
            },
          ],
        },
        {
          id: "examples",
          title: "Voorbeelden, berekeningen en demo's",
          blocks: [
            {
              type: "list",
              items: [
                "Berekeningen, bijvoorbeeld van wat je aan commissie kunt besparen, zijn indicatief. Ze gaan uit van de cijfers die je zelf invult of van genoemde aannames, niet van jouw werkelijke situatie.",
                "Hoeveel boekingen je eigen website oplevert, hangt af van veel factoren, zoals de locatie, het seizoen, de prijs, de foto's, reviews en je eigen promotie. We garanderen daarom geen boekingen, bezetting of omzet.",
                "Voorbeeldwebsites, schermafbeeldingen, mock-ups en de demo laten zien wat er mogelijk is. Ze bevatten verzonnen vakantiehuizen, namen en gegevens.",
                "Klantverhalen beschrijven de ervaringen van individuele eigenaren. Jouw resultaten kunnen anders zijn.",
              ],
            },
          ],
        },
        {
          id: "prices",
          title: "Prijzen en kennelijke vergissingen",
          blocks: [
            {
              type: "p",
              text: "Op het moment van je bestelling gelden de prijzen op onze [prijzenpagina](page:pricing) en in het besteloverzicht. We doen ons best om fouten te voorkomen, maar een kennelijke vergissing of verschrijving, zoals een prijs die duidelijk niet klopt, bindt ons niet.",
            },
          ],
        },
        {
          id: "no-advice",
          title: "Geen juridisch of fiscaal advies",
          blocks: [
            {
              type: "p",
              text: "In onze blog en op andere pagina's schrijven we soms over onderwerpen als toeristenbelasting, registratieplicht, huisregels of privacyregels voor verhuurders. Die informatie is algemeen en kan per land, regio en gemeente verschillen. Ze vervangt geen persoonlijk advies. Controleer de regels die voor jou gelden bij je gemeente of bij een adviseur.",
            },
          ],
        },
        {
          id: "external-links",
          title: "Externe links",
          blocks: [
            {
              type: "p",
              text: "Deze website bevat links naar websites van andere partijen, bijvoorbeeld van een toezichthouder. We hebben geen invloed op die websites en zijn niet verantwoordelijk voor hun inhoud, beschikbaarheid of omgang met privacy. Een link betekent niet dat we de website of de eigenaar ervan aanbevelen.",
            },
          ],
        },
        {
          id: "trademarks",
          title: "Namen en merken van anderen",
          blocks: [
            {
              type: "p",
              text: "Airbnb, Booking.com, iDEAL, WhatsApp en andere namen die we noemen, zijn merken van hun eigenaren. We noemen ze alleen om uit te leggen met welke platforms en betaalmethoden VayVista werkt. VayVista is niet verbonden aan deze bedrijven en wordt niet door hen aanbevolen.",
            },
          ],
        },
        {
          id: "availability",
          title: "Beschikbaarheid van de website",
          blocks: [
            {
              type: "p",
              text: "We streven ernaar deze website altijd bereikbaar te houden, maar kunnen niet garanderen dat hij altijd zonder onderbreking of fouten werkt, bijvoorbeeld tijdens onderhoud of bij storingen bij onze leveranciers. Voor de beschikbaarheid van klantwebsites gelden onze [algemene voorwaarden](page:terms#availability).",
            },
          ],
        },
        {
          id: "intellectual-property",
          title: "Intellectueel eigendom",
          blocks: [
            {
              type: "p",
              text: "De teksten, ontwerpen, thema's, illustraties en software op deze website zijn van VayVista of haar licentiegevers. Je mag pagina's lezen, printen en delen voor persoonlijk gebruik. Voor het kopiëren, publiceren of op een andere manier hergebruiken van inhoud heb je vooraf onze schriftelijke toestemming nodig.",
            },
          ],
        },
        {
          id: "liability",
          title: "Aansprakelijkheid",
          blocks: [
            {
              type: "p",
              text: "Voor zover de wet dat toestaat, is VayVista niet aansprakelijk voor schade door het gebruik van deze website of van de informatie erop, of doordat de website tijdelijk niet bereikbaar is. Dat geldt niet als de schade het gevolg is van opzet of bewuste roekeloosheid van onze kant. Voor klanten gelden de aansprakelijkheidsregels in onze [algemene voorwaarden](page:terms#liability).",
            },
          ],
        },
        {
          id: "contact",
          title: "Een fout gezien?",
          blocks: [
            {
              type: "p",
              text: "Kom je op onze website iets tegen dat niet klopt of onduidelijk is, dan horen we dat graag. Laat het ons weten via onze [contactpagina](page:contact), dan passen we het zo snel mogelijk aan.",
            },
          ],
        },
      ],
    },
  },
};
