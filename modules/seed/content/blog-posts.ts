import type { PerLang, SeedBlogPost } from "./types.ts";

/**
 * Demo articles: the same three topics in every language, tied together by translationKey
 * so the language switch leads from one translation to the next.
 */

const AUTHOR = { nl: "Team VayVista", en: "The VayVista team", pl: "Zespół VayVista" } as const;
const PUBLISHED = {
  directBookings: "2026-09-08T08:00:00.000Z",
  calendarSync: "2026-10-06T08:00:00.000Z",
  listingPhotos: "2026-11-03T08:00:00.000Z",
} as const;

const nl: SeedBlogPost[] = [
  {
    translationKey: "direct-bookings-vs-commission",
    slug: "direct-boeken-vs-airbnb-booking-commissie",
    title: "Direct boeken of via Airbnb en Booking.com: wat commissie je echt kost",
    excerpt:
      "Platforms brengen gasten, maar bij elke boeking geef je een deel van je inkomsten weg. Zo reken je uit wat commissie je kost en haal je terugkerende gasten naar je eigen website, zonder het bereik van de platforms te verliezen.",
    authorName: AUTHOR.nl,
    publishedAt: PUBLISHED.directBookings,
    body: `Airbnb en Booking.com zijn ergens heel goed in: je vakantiehuis laten zien aan mensen die er nog nooit van gehoord hebben. Voor veel eigenaren komen de eerste boekingen via die platforms binnen, en er is geen reden om ze de rug toe te keren. Maar dat bereik heeft een prijs, en die betaal je bij elke boeking opnieuw. Ook bij gasten die je zonder platform ook wel hadden gevonden.

In dit artikel kijken we rustig naar die prijs: wat je werkelijk betaalt, welke boekingen echt een platform nodig hebben en hoe je naast je huidige kanalen een eigen, direct kanaal opbouwt.

## Wat commissie je werkelijk kost

Booking.com rekent doorgaans een commissie van rond de 15 procent van het boekingsbedrag, en meer als je meedoet aan programma's voor extra zichtbaarheid. Airbnb werkt met servicekosten die worden verdeeld tussen host en gast of, steeds vaker, volledig bij de host liggen. Opgeteld kom je meestal in dezelfde orde van grootte uit. Het precieze percentage hangt af van je contract en je land, dus kijk naar je eigen overzichten in plaats van naar gemiddelden.

Het wordt pas echt concreet als je terugkijkt naar vorig jaar:

- Tel alle commissie en servicekosten op van je boekingen via platforms.
- Noteer hoeveel van die gasten al eerder bij je hadden gelogeerd of je via via kenden.
- Tel hoeveel nachten werden geboekt door gasten die je achteraf vragen stelden die je ook rechtstreeks had kunnen beantwoorden.

De meeste eigenaren schrikken van het eerste getal. Het komt vaak overeen met een aantal weken huurinkomsten, of met een flink deel van wat ze per jaar aan onderhoud uitgeven.

## Niet elke boeking heeft een platform nodig

Verdeel je gasten eens in drie groepen. Nieuwe gasten die je vonden terwijl ze door zoekresultaten scrolden: daar heeft het platform zijn commissie echt verdiend. Terugkerende gasten die uit gewoonte weer via dezelfde app boeken: het platform verdient opnieuw aan een kennismaking van jaren geleden. En gasten die je vonden via Google, Instagram, een tip van vrienden of het bordje bij het hek, maar via een platform boekten omdat dat de enige manier was om online te boeken. Die laatste commissie is het makkelijkst te besparen.

Juist bij de tweede en derde groep loont een direct kanaal. Ze vertrouwen je al; ze hebben alleen een eenvoudige, veilige manier nodig om rechtstreeks bij je te boeken.

## Wat gasten verwachten voordat ze direct boeken

Gasten zijn gewend aan het gemak van de grote platforms. Voelt boeken bij jou als meer werk of meer risico, dan gaan ze terug naar de app. Een goede directe boekingservaring biedt:

- Een overzichtelijke website met echte foto's, een eerlijke beschrijving en de huisregels.
- Actuele beschikbaarheid, zodat ze meteen zien welke data vrij zijn.
- De prijs voor hun data, inclusief schoonmaak en toeristenbelasting, voordat ze iets vastleggen.
- Veilig online betalen met vertrouwde methodes zoals iDEAL of een creditcard.
- Direct een bevestiging per e-mail, en vóór aankomst de praktische informatie.

Een e-mailadres en een bankoverschrijving werken misschien voor je trouwste vaste gasten, maar voor alle anderen voelt het onzeker. Hoe meer je directe boekingsproces lijkt op wat ze van de platforms kennen, hoe vaker ze ervoor kiezen.

## Houd de platforms, maar op jouw voorwaarden

Meer direct verhuren betekent niet dat je je advertenties verwijdert. Voor de meeste vakantiehuizen werkt een combinatie het best: platforms voor bereik en voor de rustige weken, je eigen website voor terugkerende gasten en iedereen die je naam al kent. Belangrijk is dat beide kanalen één kalender delen, zodat een directe boeking meteen de data op Airbnb en Booking.com blokkeert en andersom. Hoe dat werkt, lees je in ons artikel over het synchroniseren van kalenders.

Sommige eigenaren vragen op hun eigen website iets minder dan op de platforms, omdat ze daar geen commissie betalen. Lees wel eerst de voorwaarden van elk platform en maak het verschil duidelijk voor gasten die direct boeken.

## Praktische stappen naar meer directe boekingen

- Vraag elke gast of je een kort bericht over het volgende seizoen mag sturen, en bewaar die contactgegevens volgens de AVG.
- Zet je websiteadres in je gastenboek, op de wifi-kaart en in je e-mail na het verblijf.
- Reageer snel op directe vragen; snelheid is een van de redenen dat mensen de platforms prettig vinden.
- Zorg dat je website gevonden wordt als mensen zoeken op de naam van je vakantiehuis en je dorp.
- Geef terugkerende gasten iets kleins maar persoonlijks, zoals eerder inchecken als de kalender het toelaat.

## Tot slot

Platforms zijn een handig marketingkanaal, geen verplichting voor elke boeking. Reken uit wat commissie je vorig jaar heeft gekost, kijk welke gasten ook direct hadden kunnen boeken en geef ze daar een makkelijke manier voor. Zelfs als je maar een bescheiden deel van je boekingen naar je eigen website haalt, merk je dat duidelijk in wat je per verblijf overhoudt, zonder het bereik van de platforms op te geven.`,
  },
  {
    translationKey: "calendar-sync-without-double-bookings",
    slug: "kalenders-synchroniseren-zonder-dubbele-boekingen",
    title: "Kalenders synchroniseren zonder dubbele boekingen: zo pak je het aan",
    excerpt:
      "Een dubbele boeking kost je het vertrouwen van een gast en je positie op de platforms. Lees hoe iCal-synchronisatie werkt, waar de grenzen liggen en welke gewoontes je kalenders betrouwbaar houden.",
    authorName: AUTHOR.nl,
    publishedAt: PUBLISHED.calendarSync,
    body: `Vraag vakantiehuiseigenaren naar hun naarste moment en veel van hen vertellen hetzelfde verhaal: twee gezinnen die voor dezelfde week voor de deur staan. Dat gebeurt zelden door slordigheid. Het gebeurt omdat hetzelfde huis op drie of vier plekken te huur staat, en elke plek een eigen kalender bijhoudt.

Het goede nieuws: dubbele boekingen zijn bijna volledig te voorkomen. Daarvoor heb je één centrale kalender nodig, een goed ingestelde synchronisatie en een paar vaste gewoontes.

## Waarom dubbele boekingen ontstaan

Elk kanaal dat je gebruikt, of het nu Airbnb, Booking.com, je eigen website of een lokaal verhuurbureau is, heeft een eigen beschikbaarheidskalender. Boekt een gast op het ene kanaal, dan weten de andere dat pas als iemand het ze vertelt. Werk je ze met de hand bij, dan zit er altijd een gat tussen: je zit in de auto, het is midden in de nacht of je vergeet er simpelweg één. In dat gat kan een tweede gast dezelfde nachten boeken.

## Hoe iCal-synchronisatie werkt

Bijna elk boekingsplatform ondersteunt iCal, een eenvoudige standaard om kalenders te delen. Elke kalender krijgt een exportlink: een webadres met de geboekte en geblokkeerde data. Die exportlink van het ene kanaal plak je in de importinstelling van het andere, en vanaf dat moment leest het tweede kanaal regelmatig het eerste uit en blokkeert het die data.

Om geen gaten te laten, moet elk kanaal van alle andere weten. De overzichtelijkste manier is een centrale kalender, bijvoorbeeld het boekingssysteem van je eigen website:

- Importeer de kalenders van Airbnb en Booking.com in je centrale kalender.
- Exporteer de centrale kalender naar Airbnb en naar Booking.com.
- Koppel de platforms niet rechtstreeks aan elkaar, maar laat alles via het midden lopen.

Met deze opzet heb je één plek waar je alles ziet, en één plek waar je data blokkeert voor onderhoud of je eigen vakantie.

## De grenzen van iCal

iCal is betrouwbaar, maar niet direct. Platforms halen externe kalenders op in hun eigen tempo, vaak elk uur of om de paar uur, en je kunt ze niet dwingen sneller te zijn. Ook geeft iCal alleen data door, geen namen, prijzen of berichten. Voor het voorkomen van dubbele boekingen is dat genoeg, maar het betekent wel dat een boeking op het allerlaatste moment nog door het gat tussen twee updates kan glippen.

Dat risico maak je een stuk kleiner:

- Stel op de platforms minimaal één dag vooraankondiging in, zodat boeken voor vanavond niet kan.
- Controleer of je eigen boekingssysteem de platformkalenders met korte tussenpozen uitleest, en het liefst ook vlak voordat een gast betaalt.
- Houd een buffernacht tussen verblijven als de schoonmaak dat toelaat; dat geeft ook ruimte als een synchronisatie later loopt.

## Eén keer instellen, en goed testen

Test je koppelingen voordat je erop vertrouwt. Blokkeer op Airbnb een datum ver in de toekomst, wacht de volgende synchronisatie af en controleer of die datum in je centrale kalender en op Booking.com verschijnt. Doe daarna hetzelfde in omgekeerde richting. Haal de testblokkades weer weg en kijk of ze overal verdwijnen.

Herhaal deze test bij elke wijziging: een nieuwe advertentie, een extra platform of een advertentie die na een verbouwing een nieuw nummer kreeg. Een oude link die niet meer werkt is een van de meest voorkomende oorzaken van dubbele boekingen, juist omdat er niets mis lijkt tot er een gast voor de deur staat.

## Goede gewoontes

- Blokkeer data altijd in je centrale kalender, nooit alleen op één platform.
- Controleer eens per maand de status van je kalenderkoppelingen; een goed systeem laat zien wanneer elke kalender voor het laatst is gelezen.
- Houd je minimale verblijfsduur op alle kanalen gelijk, zodat een kort verblijf dat op het ene kanaal niet mag, niet via een ander kanaal alsnog een gat opvult.
- Spreek met je schoonmaker of beheerder af naar welke kalender ze kijken, en geef ze alleen toegang tot die ene.

## En als het toch misgaat?

Overlappen twee boekingen ondanks alles, handel dan snel en eerlijk. Neem contact op met de gast die als laatste boekte, leg uit wat er is gebeurd, bied alternatieven aan als je een vergelijkbaar huis in de buurt kent en betaal het volledige bedrag terug. Platforms nemen annuleringen door verhuurders serieus, dus voorkomen is altijd goedkoper dan genezen.

## Kort samengevat

Dubbele boekingen zijn geen pech, maar een kwestie van instellingen. Met één centrale kalender, iCal-koppelingen in twee richtingen, een beetje vooraankondiging en een test na elke wijziging verhuur je via meerdere kanalen zonder er wakker van te liggen. Het boekingssysteem van VayVista werkt precies zo: je eigen website is het middelpunt, en Airbnb en Booking.com worden ermee gesynchroniseerd.`,
  },
  {
    translationKey: "listing-photos-and-texts",
    slug: "fotos-en-teksten-die-gasten-laten-boeken",
    title: "Foto's en teksten die gasten over de streep trekken",
    excerpt:
      "Gasten beslissen in een paar seconden of je vakantiehuis een tweede blik waard is. Met deze praktische tips voor foto's en beschrijvingen zien ze hun verblijf al voor zich, en boeken ze het ook.",
    authorName: AUTHOR.nl,
    publishedAt: PUBLISHED.listingPhotos,
    body: `Wie een vakantiehuis zoekt, scrolt snel. Een foto laat iemand stoppen, een titel zorgt voor de klik en de beschrijving bevestigt het goede gevoel of roept juist twijfels op. Je hebt geen professionele campagne nodig om dat goed te doen, maar je moet wel met de ogen van een gast naar je advertentie kijken.

## Begin met de foto die het verblijf verkoopt

Je eerste foto heeft één taak: de beleving laten zien waar gasten naar zoeken. Dat is zelden de slaapkamer. Het is het terras met uitzicht over de weilanden, de open haard op een herfstavond of de tuin waar de kinderen kunnen spelen. Vraag je af wat eerdere gasten in hun reviews het meest prezen, en begin daarmee.

## Praktische tips voor betere foto's

- Fotografeer op een lichte, bewolkte dag of in het ochtendlicht; felle middagzon geeft harde schaduwen.
- Doe alle lampen aan, open gordijnen en jaloezieën en haal snoeren, afstandsbedieningen en persoonlijke spullen weg.
- Fotografeer vanuit de hoek van de kamer, op borsthoogte en met de camera recht, zodat muren niet scheef lijken.
- Gebruik de groothoeklens van je telefoon met mate; een kamer die groter lijkt dan hij is, levert teleurgestelde gasten op.
- Laat elke slaapkamer en badkamer zien, de keuken en de buitenruimte, en voeg een foto van de omgeving toe: het strand, het bos, het dorpsplein.
- Houd de volgorde logisch: eerst het hoogtepunt, dan een rondje door het huis, dan de omgeving.

Twintig tot dertig goede foto's is meestal genoeg. Meer foto's van dezelfde kamer helpen niet; een ontbrekende foto van de badkamer kost je wel boekingen.

## Een titel die zegt wat jou anders maakt

'Leuk vakantiehuis' past op duizenden huizen. Een goede titel vertelt in één regel wat de gast krijgt: voor wie het huis geschikt is en wat er bijzonder aan is. Bijvoorbeeld: 'Rustige boerderij voor 6 met grote tuin, 10 minuten van het strand' of 'Knus boshuisje voor twee met houtkachel aan de bosrand'. Noem het aantal gasten, het opvallendste kenmerk en de ligging.

## Een beschrijving die vragen beantwoordt voordat ze gesteld worden

Gasten lezen een beschrijving om twee dingen te weten te komen: of ze het er naar hun zin zullen hebben, en of er vervelende verrassingen zijn. Schrijf voor allebei.

Begin met een korte alinea over de beleving: hoe ziet een typische dag in je huis eruit? Daarna volgen de feiten, het liefst in een overzichtelijke lijst:

- Slaapkamers en bedden, met afmetingen, en waar de badkamers zijn.
- Keukenuitrusting, verwarming en koeling, de snelheid van de wifi en parkeren.
- Toegankelijkheid: trappen, een steil pad, een slaapkamer op de begane grond.
- Afstanden tot de winkel, het strand, het station of het dichtstbijzijnde restaurant.
- Huisregels, zoals huisdieren, roken en stiltetijden.

Wees eerlijk over beperkingen. Een steile trap of een weg in de buurt is zelden een reden om niet te boeken, zolang gasten het vooraf weten. Een onaangename verrassing belandt daarentegen bijna altijd in een review.

## Schrijf in de taal van je gast

Ontvang je gasten uit verschillende landen, bied je beschrijving dan in hun taal aan. Een Duits gezin of een Pools stel leest een tekst in de eigen taal aandachtiger en boekt met meer vertrouwen. Gebruik geen automatische vertalingen zonder ze na te lezen; één vreemde zin ondermijnt het vertrouwen dat je met je foto's hebt opgebouwd.

## Laat reviews een deel van het werk doen

Reviews zijn het sterkste argument op elke pagina. Vraag gasten die direct bij je boekten na hun verblijf om een korte review, en laat een selectie zien op je eigen website, met hun voornaam en de maand van hun verblijf. Gebruik alleen echte woorden van echte gasten, met hun toestemming. Kies reviews die iets specifieks noemen, zoals de bedden, de netheid of jouw tips voor de omgeving, in plaats van algemene lof.

## Loop je advertentie elk seizoen na

- Vervang foto's die na een verbouwing of nieuwe meubels niet meer kloppen.
- Voeg een foto van de tuin in de zomer en van de open haard in de winter toe, en pas de volgorde per seizoen aan.
- Lees je laatste reviews: vragen die gasten steeds weer stellen, horen in je beschrijving.
- Bekijk je advertentie op een telefoon, want daar zien de meeste gasten hem als eerste.

## Tot slot

Bij goede foto's en teksten gaat het er niet om je vakantiehuis mooier te laten lijken dan het is. Ze helpen de juiste gasten te herkennen dat het precies is wat ze zoeken. Zet de mooiste beleving voorop, beantwoord vragen voordat ze gesteld worden en houd je advertentie actueel. Op je eigen website ben je vrij om dat verhaal volledig te vertellen, in elke taal die je gasten spreken.`,
  },
];

const en: SeedBlogPost[] = [
  {
    translationKey: "direct-bookings-vs-commission",
    slug: "direct-bookings-vs-airbnb-booking-commission",
    title: "Direct bookings vs Airbnb and Booking.com: what commission really costs you",
    excerpt:
      "Platforms bring you guests, but every booking gives part of your income away. Here is how to work out what commission costs you, and how to move returning guests to direct bookings without losing the platforms' reach.",
    authorName: AUTHOR.en,
    publishedAt: PUBLISHED.directBookings,
    body: `Airbnb and Booking.com are brilliant at one thing: putting your holiday home in front of people who have never heard of it. For many owners they are where the first bookings come from, and there is no reason to walk away from them. But that reach has a price, and it is charged on every single booking, including those from guests who would have found you anyway.

This article looks at that price calmly: what you actually pay, which bookings genuinely need a platform, and how to build a direct channel alongside the ones you already use.

## What commission actually costs

Booking.com typically charges commission of around 15 per cent of the booking value, and more if you sign up for its visibility programmes. Airbnb works with service fees that are either split between host and guest or, increasingly, charged entirely to the host, and the total usually ends up in a similar range. The exact percentage depends on your contract and your country, so look at your own statements rather than relying on averages.

The easiest way to make it concrete is to look back at last year:

- Add up the commission and service fees on all your platform bookings.
- Note how many of those guests had stayed with you before, or came to you through friends.
- Count the nights booked by guests who then messaged you with questions you could just as well have answered directly.

Most owners are surprised by the first figure. It often equals several weeks of rental income, or a large part of what they spend on maintenance in a year.

## Not every booking needs a platform

Try dividing your guests into three groups. First-time guests who found you while scrolling through search results: here the platform has genuinely earned its fee. Returning guests who rebook through the same app out of habit: the platform earns again from an introduction it made years ago. And guests who found you through Google, Instagram, a friend's recommendation or the sign by the gate, but booked on a platform because it was the only way to book online. That last commission is the easiest one to save.

The second and third groups are where a direct channel pays off. They already trust you; all they need is a simple, safe way to book with you directly.

## What guests expect before they book direct

Guests are used to the convenience of the big platforms. If booking with you feels like more work or more risk, they will go back to the app. A good direct booking experience offers:

- A clear website with real photos, an honest description and the house rules.
- Live availability, so guests can see straight away which dates are free.
- The price for their dates, including cleaning and any local tourist tax, before they commit.
- Secure online payment with familiar methods such as a debit or credit card.
- An instant confirmation by email, followed by practical information before arrival.

An email address and a bank transfer may work for your most loyal regulars, but for everyone else it feels uncertain. The closer your direct booking process is to what guests know from the platforms, the more often they will choose it.

## Keep the platforms, but on your terms

Taking more direct bookings does not mean deleting your listings. For most holiday homes a mix works best: platforms for reach and for the quieter weeks, your own website for returning guests and everyone who already knows your name. What matters is that both channels share one calendar, so a direct booking immediately blocks the dates on Airbnb and Booking.com, and vice versa. Our article on calendar synchronisation explains how that works.

Some owners charge slightly less on their own website than on the platforms, because they pay no commission there. Do read each platform's terms first, and make the difference clear to guests who book direct.

## Practical steps towards more direct bookings

- Ask every guest whether you may send a short message about next season, and keep those contact details in line with the GDPR.
- Put your website address in your welcome book, on the Wi-Fi card and in your after-stay email.
- Reply quickly to direct enquiries; speed is one of the reasons people like the platforms.
- Make sure your website appears when people search for the name of your holiday home and your village.
- Offer returning guests something small but personal, such as an early check-in when the calendar allows.

## The bottom line

Platforms are a useful marketing channel, not a requirement for every booking. Work out what commission cost you last year, identify which guests could have booked direct and give them an easy way to do so. Even moving a modest share of your bookings to your own website makes a noticeable difference to what you keep from each stay, without giving up the reach the platforms provide.`,
  },
  {
    translationKey: "calendar-sync-without-double-bookings",
    slug: "sync-calendars-without-double-bookings",
    title: "How to sync your calendars without double bookings",
    excerpt:
      "A double booking is the quickest way to lose a guest's trust and your standing on the platforms. Learn how iCal synchronisation works, where its limits lie and which habits keep your calendars reliable.",
    authorName: AUTHOR.en,
    publishedAt: PUBLISHED.calendarSync,
    body: `Ask holiday-home owners about their worst moment and many will tell the same story: two families turning up for the same week. It rarely happens because someone was careless. It happens because the same property is for rent in three or four places, and each of those places keeps its own calendar.

The good news is that double bookings are almost entirely preventable. All it takes is one central calendar, a properly configured sync and a few good habits.

## Why double bookings happen

Every channel you use, whether Airbnb, Booking.com, your own website or a local letting agency, has its own availability calendar. When a guest books on one, the others do not know until someone tells them. If you update them by hand, there is always a gap: you are driving, it is the middle of the night, or you simply forget one. During that gap, a second guest can book the same nights.

## How iCal synchronisation works

Almost every booking platform supports iCal, a simple standard for sharing calendars. Each calendar has an export link: a web address that lists the booked and blocked dates. You paste the export link of one channel into the import settings of another, and from then on the second channel regularly reads the first and blocks those dates.

To leave no gaps, every channel has to know about every other one. The tidiest way to achieve that is a central calendar, such as the booking system on your own website:

- Import the Airbnb and Booking.com calendars into your central calendar.
- Export the central calendar to Airbnb and to Booking.com.
- Do not link the platforms directly to each other; let everything run through the centre.

With this set-up you have one place where you can see everything, and one place where you block dates for maintenance or your own holiday.

## The limits of iCal

iCal is reliable, but it is not instant. Platforms fetch external calendars at their own pace, often every hour or every few hours, and you cannot make them go faster. iCal also passes on dates only, not names, prices or messages. That is enough to prevent double bookings, but it does mean a very last-minute booking can still slip through in the window between two updates.

You can make that window far less risky:

- Require at least one day's advance notice on the platforms, so nobody can book for tonight.
- Check that your own booking system reads the platform calendars at short intervals, and ideally again just before a guest pays.
- Leave a buffer night between stays if your cleaning schedule allows it; it also gives you room when a sync runs late.

## Set it up once, and test it properly

Test your connections before you rely on them. Block a date far in the future on Airbnb, wait for the next sync and check that it appears in your central calendar and on Booking.com. Then do the same the other way round. Finally, remove the test blocks and check that they disappear everywhere.

Repeat the test whenever something changes: a new listing, an extra platform, or a listing that was given a new ID after a refurbishment. An old link that no longer works is one of the most common causes of double bookings, precisely because nothing looks wrong until a guest is standing at the door.

## Good habits

- Always block dates in your central calendar, never on just one platform.
- Check the status of your calendar connections once a month; a good system shows when each calendar was last read.
- Keep your minimum stay the same on every channel, so a short stay that one channel does not allow cannot fill a gap through another.
- Agree with your cleaner or caretaker which calendar they use, and give them access to that one only.

## What if it happens anyway?

If two bookings overlap despite everything, act quickly and honestly. Contact the guest who booked last, explain what happened, suggest alternatives if you know a comparable property nearby and refund them in full. Platforms take host cancellations seriously, so prevention is always cheaper than the cure.

## In short

Double bookings are not bad luck but a matter of configuration. With one central calendar, two-way iCal links, a little advance notice and a test after every change, you can let your property through several channels without lying awake at night. The VayVista booking system works exactly this way: your own website is the hub, and Airbnb and Booking.com are synchronised with it.`,
  },
  {
    translationKey: "listing-photos-and-texts",
    slug: "photos-and-texts-that-make-guests-book",
    title: "Photos and descriptions that make guests book",
    excerpt:
      "Guests decide within seconds whether your holiday home deserves a closer look. These practical tips for photos and descriptions help them picture their stay, and then book it.",
    authorName: AUTHOR.en,
    publishedAt: PUBLISHED.listingPhotos,
    body: `People looking for a holiday home scroll quickly. A photo makes them stop, a title makes them click, and the description either confirms their good feeling or raises doubts. You do not need a professional campaign to get this right, but you do need to look at your listing through a guest's eyes.

## Start with the photo that sells the stay

Your first photo has one job: to show the experience guests are looking for. That is rarely the bedroom. It is the terrace overlooking the fields, the fire on an autumn evening or the garden where the children can play. Think about what previous guests praised most in their reviews, and lead with that.

## Practical tips for better photos

- Shoot on a bright, overcast day or in morning light; harsh midday sun creates hard shadows.
- Switch on every lamp, open the curtains and blinds, and clear away cables, remote controls and personal belongings.
- Photograph from the corner of the room, at chest height, holding the camera level so the walls do not lean.
- Use your phone's wide-angle lens sparingly; a room that looks bigger than it is leads to disappointed guests.
- Show every bedroom and bathroom, the kitchen and the outdoor space, and add a photo of the surroundings: the beach, the woods, the village green.
- Keep the order logical: the highlight first, then a walk through the house, then the area around it.

Twenty to thirty good photos is usually enough. More shots of the same room do not help; a missing photo of the bathroom will cost you bookings.

## A title that says what makes you different

'Lovely holiday cottage' describes thousands of properties. A good title tells guests in one line what they will get: who the place suits and what is special about it. For example: 'Quiet farmhouse for 6 with a large garden, 10 minutes from the beach' or 'Cosy cabin for two with a wood burner on the edge of the forest'. Mention the number of guests, the standout feature and the location.

## A description that answers questions before they are asked

Guests read a description to find out two things: whether they will enjoy their stay, and whether there are any unpleasant surprises. Write for both.

Open with a short paragraph about the experience: what does a typical day at your place look like? Then set out the facts, ideally as a clear list:

- Bedrooms and beds, with sizes, and where the bathrooms are.
- Kitchen equipment, heating and cooling, Wi-Fi speed and parking.
- Accessibility: stairs, a steep path, a ground-floor bedroom.
- Distances to the shop, the beach, the station or the nearest pub or restaurant.
- House rules, such as pets, smoking and quiet hours.

Be honest about limitations. A steep staircase or a nearby road is rarely a reason not to book, as long as guests know in advance. An unpleasant surprise, on the other hand, almost always ends up in a review.

## Write in your guests' language

If you welcome guests from several countries, offer your description in their languages. A German family or a Dutch couple reads a text in their own language more carefully and books with more confidence. Never publish automatic translations without checking them; a single odd sentence undermines the trust your photos have built.

## Let reviews do some of the work

Reviews are the strongest argument on any page. Ask guests who booked direct for a short review after their stay, and show a selection on your own website with their first name and the month they stayed. Only use real words from real guests, with their permission. Choose reviews that mention something specific, such as the beds, the cleanliness or your tips for the area, rather than general praise.

## Review your listing every season

- Replace photos that no longer match the house after a refurbishment or new furniture.
- Add a photo of the garden in summer and of the fireplace in winter, and change the order to suit the season.
- Read your latest reviews: questions guests keep asking belong in your description.
- Look at your listing on a phone, because that is where most guests see it first.

## To sum up

Good photos and descriptions are not about making your holiday home look better than it is. They help the right guests recognise that it is exactly what they are looking for. Lead with the best experience, answer questions before they are asked and keep your listing up to date. On your own website you are free to tell that story in full, in every language your guests speak.`,
  },
];

const pl: SeedBlogPost[] = [
  {
    translationKey: "direct-bookings-vs-commission",
    slug: "rezerwacje-bezposrednie-a-prowizje-airbnb-booking",
    title: "Rezerwacje bezpośrednie czy Airbnb i Booking.com: ile naprawdę kosztuje Cię prowizja",
    excerpt:
      "Portale przyprowadzają gości, ale przy każdej rezerwacji oddajesz część przychodu. Sprawdź, jak policzyć koszt prowizji i jak przenieść powracających gości na własną stronę, nie tracąc zasięgu portali.",
    authorName: AUTHOR.pl,
    publishedAt: PUBLISHED.directBookings,
    body: `Airbnb i Booking.com są świetne w jednym: pokazują Twój dom wakacyjny ludziom, którzy nigdy wcześniej o nim nie słyszeli. Dla wielu właścicieli to właśnie stamtąd przychodzą pierwsze rezerwacje i nie ma powodu, by z nich rezygnować. Ten zasięg ma jednak swoją cenę, płaconą przy każdej rezerwacji, także od gości, którzy i tak by Cię znaleźli.

W tym artykule spokojnie przyglądamy się tej cenie: ile faktycznie płacisz, które rezerwacje naprawdę potrzebują portalu i jak obok obecnych kanałów zbudować własny, bezpośredni.

## Ile naprawdę kosztuje prowizja

Booking.com pobiera zwykle prowizję w okolicach 15 procent wartości rezerwacji, a więcej, jeśli korzystasz z programów zwiększających widoczność. Airbnb stosuje opłaty serwisowe dzielone między gospodarza i gościa albo, coraz częściej, pobierane w całości od gospodarza. Łącznie wychodzi zwykle podobny rząd wielkości. Dokładny procent zależy od umowy i kraju, dlatego opieraj się na własnych zestawieniach, a nie na średnich.

Najprościej policzyć to na przykładzie zeszłego roku:

- Zsumuj prowizje i opłaty serwisowe od wszystkich rezerwacji z portali.
- Zapisz, ilu z tych gości było już u Ciebie wcześniej albo trafiło do Ciebie z polecenia.
- Policz noce zarezerwowane przez gości, którzy potem i tak pisali do Ciebie z pytaniami, na które można było odpowiedzieć bezpośrednio.

Większość właścicieli zaskakuje już pierwsza liczba. Często odpowiada kilku tygodniom przychodu z wynajmu albo sporej części rocznych wydatków na utrzymanie domu.

## Nie każda rezerwacja potrzebuje portalu

Podziel gości na trzy grupy. Nowi goście, którzy znaleźli Cię, przeglądając wyniki wyszukiwania: tu portal naprawdę zapracował na prowizję. Powracający goście, którzy z przyzwyczajenia znów rezerwują przez tę samą aplikację: portal zarabia ponownie na znajomości sprzed lat. I goście, którzy trafili do Ciebie przez Google, Instagram, polecenie znajomych albo tabliczkę przy bramie, ale zarezerwowali przez portal, bo tylko tam dało się zarezerwować online. Tę ostatnią prowizję najłatwiej zaoszczędzić.

To właśnie przy drugiej i trzeciej grupie własny kanał się opłaca. Ci goście już Ci ufają; potrzebują tylko prostego i bezpiecznego sposobu, by zarezerwować bezpośrednio u Ciebie.

## Czego goście oczekują, zanim zarezerwują bezpośrednio

Goście są przyzwyczajeni do wygody dużych portali. Jeśli rezerwacja u Ciebie wydaje się bardziej pracochłonna lub ryzykowna, wrócą do aplikacji. Dobra rezerwacja bezpośrednia to:

- Przejrzysta strona z prawdziwymi zdjęciami, uczciwym opisem i regulaminem pobytu.
- Aktualna dostępność, żeby od razu było widać wolne terminy.
- Cena za wybrane daty, łącznie ze sprzątaniem i opłatą miejscową, zanim gość cokolwiek potwierdzi.
- Bezpieczna płatność online, na przykład kartą.
- Natychmiastowe potwierdzenie e-mailem, a przed przyjazdem praktyczne informacje.

Adres e-mail i przelew na konto mogą wystarczyć najwierniejszym stałym gościom, ale dla pozostałych to zbyt niepewne. Im bardziej Twój proces rezerwacji przypomina to, co znają z portali, tym częściej go wybiorą.

## Zostań na portalach, ale na własnych warunkach

Więcej rezerwacji bezpośrednich nie oznacza usuwania ogłoszeń. Dla większości domów wakacyjnych najlepiej sprawdza się połączenie: portale dla zasięgu i na spokojniejsze tygodnie, własna strona dla powracających gości i wszystkich, którzy już znają Twoją nazwę. Kluczowe jest, by oba kanały korzystały z jednego kalendarza: rezerwacja bezpośrednia od razu blokuje terminy na Airbnb i Booking.com, i odwrotnie. Jak to działa, wyjaśniamy w artykule o synchronizacji kalendarzy.

Niektórzy właściciele ustalają na własnej stronie nieco niższe ceny niż na portalach, bo nie płacą tam prowizji. Zanim to zrobisz, sprawdź regulaminy poszczególnych portali i jasno pokaż różnicę gościom, którzy rezerwują bezpośrednio.

## Praktyczne kroki do większej liczby rezerwacji bezpośrednich

- Zapytaj każdego gościa o zgodę na krótką wiadomość przed kolejnym sezonem i przechowuj jego dane zgodnie z RODO.
- Umieść adres swojej strony w książce gości, na karteczce z hasłem do Wi-Fi i w e-mailu po pobycie.
- Szybko odpowiadaj na zapytania bezpośrednie; szybkość to jeden z powodów, dla których ludzie lubią portale.
- Zadbaj, by Twoja strona pojawiała się w wynikach, gdy ktoś wpisuje nazwę Twojego domu i miejscowości.
- Zaproponuj powracającym gościom coś drobnego, ale osobistego, na przykład wcześniejsze zameldowanie, gdy pozwala na to kalendarz.

## Podsumowanie

Portale to przydatny kanał marketingowy, a nie obowiązek przy każdej rezerwacji. Policz, ile kosztowały Cię prowizje w zeszłym roku, sprawdź, którzy goście mogli zarezerwować bezpośrednio, i daj im do tego wygodną możliwość. Nawet jeśli na własną stronę przeniesiesz tylko niewielką część rezerwacji, wyraźnie odczujesz to w tym, co zostaje Ci z każdego pobytu, bez rezygnacji z zasięgu portali.`,
  },
  {
    translationKey: "calendar-sync-without-double-bookings",
    slug: "synchronizacja-kalendarzy-bez-podwojnych-rezerwacji",
    title: "Jak synchronizować kalendarze i uniknąć podwójnych rezerwacji",
    excerpt:
      "Podwójna rezerwacja to najszybszy sposób, by stracić zaufanie gościa i pozycję na portalu. Dowiedz się, jak działa synchronizacja iCal, gdzie są jej granice i jakie nawyki sprawiają, że kalendarze są wiarygodne.",
    authorName: AUTHOR.pl,
    publishedAt: PUBLISHED.calendarSync,
    body: `Zapytaj właścicieli domów wakacyjnych o ich najgorszy moment, a wielu opowie tę samą historię: dwie rodziny, które przyjeżdżają na ten sam tydzień. Rzadko wynika to z nieuwagi. Dzieje się tak, bo ten sam dom jest oferowany w trzech czy czterech miejscach, a każde z nich prowadzi własny kalendarz.

Dobra wiadomość: podwójnym rezerwacjom da się zapobiec niemal całkowicie. Wystarczy jeden centralny kalendarz, poprawnie ustawiona synchronizacja i kilka dobrych nawyków.

## Skąd biorą się podwójne rezerwacje

Każdy kanał, z którego korzystasz, czy to Airbnb, Booking.com, własna strona, czy lokalne biuro pośrednictwa, ma własny kalendarz dostępności. Gdy gość rezerwuje w jednym z nich, pozostałe nie wiedzą o tym, dopóki ktoś ich nie poinformuje. Jeśli aktualizujesz je ręcznie, zawsze powstaje luka: jesteś w drodze, jest środek nocy albo po prostu zapominasz o jednym z nich. W tej luce drugi gość może zarezerwować te same noce.

## Jak działa synchronizacja iCal

Niemal każdy portal rezerwacyjny obsługuje iCal, prosty standard udostępniania kalendarzy. Każdy kalendarz ma link eksportu: adres internetowy z listą zarezerwowanych i zablokowanych dat. Link eksportu z jednego kanału wklejasz w ustawieniach importu drugiego i od tej chwili drugi kanał regularnie odczytuje pierwszy i blokuje te daty.

Żeby nie zostawić luk, każdy kanał musi wiedzieć o wszystkich pozostałych. Najprościej zrobić to przez centralny kalendarz, na przykład system rezerwacji na Twojej własnej stronie:

- Zaimportuj kalendarze z Airbnb i Booking.com do kalendarza centralnego.
- Wyeksportuj kalendarz centralny do Airbnb i do Booking.com.
- Nie łącz portali bezpośrednio ze sobą; niech wszystko przechodzi przez środek.

Dzięki takiemu układowi masz jedno miejsce, w którym widzisz wszystko, i jedno miejsce, w którym blokujesz terminy na remont czy własny urlop.

## Ograniczenia iCal

iCal jest niezawodny, ale nie działa natychmiast. Portale pobierają zewnętrzne kalendarze we własnym tempie, często co godzinę lub co kilka godzin, i nie da się ich zmusić do pośpiechu. iCal przekazuje też wyłącznie daty, bez nazwisk, cen i wiadomości. Do zapobiegania podwójnym rezerwacjom to wystarczy, ale rezerwacja dokonana w ostatniej chwili może jeszcze prześlizgnąć się w przerwie między dwiema aktualizacjami.

To ryzyko można znacznie ograniczyć:

- Ustaw na portalach co najmniej jeden dzień wyprzedzenia, żeby nie dało się zarezerwować noclegu na dzisiejszą noc.
- Sprawdź, czy Twój system rezerwacji odczytuje kalendarze portali w krótkich odstępach, a najlepiej także tuż przed płatnością gościa.
- Zostaw jedną wolną noc między pobytami, jeśli pozwala na to sprzątanie; to również daje zapas, gdy synchronizacja się spóźnia.

## Ustaw raz i porządnie przetestuj

Zanim zaczniesz polegać na połączeniach, przetestuj je. Zablokuj na Airbnb odległą datę, poczekaj na kolejną synchronizację i sprawdź, czy pojawiła się w kalendarzu centralnym i na Booking.com. Potem zrób to samo w drugą stronę. Na koniec usuń testowe blokady i upewnij się, że zniknęły wszędzie.

Powtarzaj test przy każdej zmianie: nowe ogłoszenie, kolejny portal albo ogłoszenie, które po remoncie dostało nowy numer. Stary, niedziałający link to jedna z najczęstszych przyczyn podwójnych rezerwacji, bo wszystko wygląda dobrze, dopóki gość nie stanie w drzwiach.

## Dobre nawyki

- Zawsze blokuj terminy w kalendarzu centralnym, nigdy tylko na jednym portalu.
- Raz w miesiącu sprawdzaj stan połączeń kalendarzy; dobry system pokazuje, kiedy każdy kalendarz był ostatnio odczytany.
- Ustaw ten sam minimalny pobyt we wszystkich kanałach, żeby krótki pobyt niedozwolony w jednym kanale nie wypełnił luki przez inny.
- Ustal z osobą sprzątającą lub opiekunem domu, z którego kalendarza korzystają, i udostępnij im tylko ten jeden.

## A jeśli mimo wszystko do tego dojdzie?

Jeśli mimo wszystko dwie rezerwacje się nałożą, działaj szybko i uczciwie. Skontaktuj się z gościem, który zarezerwował później, wyjaśnij sytuację, zaproponuj alternatywę, jeśli znasz podobny obiekt w okolicy, i zwróć pełną kwotę. Portale poważnie traktują anulacje po stronie gospodarza, więc zapobieganie zawsze kosztuje mniej niż usuwanie skutków.

## W skrócie

Podwójne rezerwacje to nie pech, tylko kwestia konfiguracji. Jeden centralny kalendarz, dwukierunkowe połączenia iCal, odrobina wyprzedzenia i test po każdej zmianie pozwalają wynajmować w kilku kanałach bez nieprzespanych nocy. System rezerwacji VayVista działa dokładnie w ten sposób: Twoja własna strona jest centrum, a Airbnb i Booking.com są z nią synchronizowane.`,
  },
  {
    translationKey: "listing-photos-and-texts",
    slug: "zdjecia-i-opisy-ktore-przekonuja-gosci",
    title: "Zdjęcia i opisy, które przekonują gości do rezerwacji",
    excerpt:
      "Goście w kilka sekund decydują, czy Twój dom wakacyjny jest wart uwagi. Te praktyczne wskazówki dotyczące zdjęć i opisów pomogą im wyobrazić sobie pobyt, a potem go zarezerwować.",
    authorName: AUTHOR.pl,
    publishedAt: PUBLISHED.listingPhotos,
    body: `Kto szuka domu na wakacje, przewija szybko. Zdjęcie sprawia, że się zatrzymuje, tytuł, że klika, a opis albo potwierdza dobre wrażenie, albo budzi wątpliwości. Nie potrzebujesz profesjonalnej kampanii, żeby zrobić to dobrze, ale musisz spojrzeć na swoje ogłoszenie oczami gościa.

## Zacznij od zdjęcia, które sprzedaje pobyt

Pierwsze zdjęcie ma jedno zadanie: pokazać to, czego goście szukają na wakacjach. Rzadko jest to sypialnia. To raczej taras z widokiem na łąki, kominek w jesienny wieczór albo ogród, w którym dzieci mogą się bawić. Zastanów się, co poprzedni goście najczęściej chwalili w opiniach, i od tego zacznij.

## Praktyczne wskazówki do lepszych zdjęć

- Fotografuj w jasny, pochmurny dzień albo w porannym świetle; ostre słońce w południe daje twarde cienie.
- Włącz wszystkie lampy, odsłoń zasłony i rolety, usuń kable, piloty i rzeczy osobiste.
- Rób zdjęcia z rogu pokoju, z wysokości klatki piersiowej, trzymając aparat prosto, żeby ściany się nie przechylały.
- Z obiektywu szerokokątnego w telefonie korzystaj z umiarem; pokój, który wygląda na większy, niż jest, to rozczarowani goście.
- Pokaż każdą sypialnię i łazienkę, kuchnię i przestrzeń na zewnątrz, a do tego okolicę: plażę, las, rynek w miasteczku.
- Zachowaj logiczną kolejność: najpierw największy atut, potem spacer po domu, na końcu okolica.

Zwykle wystarczy od dwudziestu do trzydziestu dobrych zdjęć. Kolejne ujęcia tego samego pokoju nic nie dają, za to brak zdjęcia łazienki może kosztować Cię rezerwacje.

## Tytuł, który mówi, czym się wyróżniasz

„Przytulny domek” pasuje do tysięcy ofert. Dobry tytuł w jednym zdaniu mówi gościowi, co dostanie: dla kogo jest ten dom i co jest w nim wyjątkowe. Na przykład: „Cichy dom dla 6 osób z dużym ogrodem, 10 minut od plaży” albo „Drewniany domek dla dwojga z kominkiem na skraju lasu”. Podaj liczbę gości, najważniejszy atut i lokalizację.

## Opis, który odpowiada na pytania, zanim padną

Goście czytają opis, żeby dowiedzieć się dwóch rzeczy: czy będzie im dobrze i czy czekają ich jakieś nieprzyjemne niespodzianki. Pisz z myślą o jednym i drugim.

Zacznij od krótkiego akapitu o samym pobycie: jak wygląda typowy dzień w Twoim domu? Potem podaj fakty, najlepiej w przejrzystej liście:

- Sypialnie i łóżka z wymiarami oraz to, gdzie są łazienki.
- Wyposażenie kuchni, ogrzewanie i klimatyzacja, prędkość Wi-Fi i parking.
- Dostępność: schody, strome dojście, sypialnia na parterze.
- Odległości do sklepu, plaży, dworca czy najbliższej restauracji.
- Zasady pobytu, na przykład zwierzęta, palenie i cisza nocna.

Bądź szczery co do ograniczeń. Strome schody czy pobliska droga rzadko są powodem, by zrezygnować z rezerwacji, o ile goście wiedzą o nich wcześniej. Nieprzyjemna niespodzianka niemal zawsze trafia natomiast do opinii.

## Pisz w języku gościa

Jeśli przyjmujesz gości z różnych krajów, przygotuj opis w ich językach. Niemiecka rodzina czy para z Holandii czyta tekst w swoim języku uważniej i rezerwuje pewniej. Nie publikuj automatycznych tłumaczeń bez sprawdzenia; jedno dziwne zdanie podważa zaufanie zbudowane zdjęciami.

## Niech opinie wykonają część pracy

Opinie to najmocniejszy argument na każdej stronie. Poproś gości, którzy zarezerwowali bezpośrednio, o krótką opinię po pobycie i pokaż wybrane na własnej stronie, z imieniem i miesiącem pobytu. Korzystaj wyłącznie z prawdziwych słów prawdziwych gości i tylko za ich zgodą. Wybieraj opinie, które mówią o czymś konkretnym, na przykład o łóżkach, czystości czy Twoich wskazówkach dotyczących okolicy, zamiast ogólnych pochwał.

## Przeglądaj ogłoszenie co sezon

- Wymień zdjęcia, które po remoncie lub zmianie mebli nie odpowiadają już rzeczywistości.
- Dodaj zdjęcie ogrodu latem i kominka zimą, a kolejność zdjęć dopasuj do sezonu.
- Czytaj najnowsze opinie: pytania, które goście zadają wciąż od nowa, powinny znaleźć się w opisie.
- Obejrzyj ogłoszenie na telefonie, bo tam większość gości widzi je po raz pierwszy.

## Na koniec

W dobrych zdjęciach i opisach nie chodzi o to, by dom wyglądał piękniej, niż jest naprawdę. Pomagają one właściwym gościom rozpoznać, że to dokładnie to, czego szukają. Zacznij od największego atutu, odpowiadaj na pytania, zanim padną, i dbaj o aktualność ogłoszenia. Na własnej stronie możesz opowiedzieć tę historię w całości, w każdym języku, którym mówią Twoi goście.`,
  },
];

export const DEMO_BLOG_POSTS: PerLang<SeedBlogPost[]> = { nl, en, pl };
