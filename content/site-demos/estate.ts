import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { richPerLanguage } from "./rich-from-markdown.ts";

/** A restored coach house of 1868 and its orangery on a country estate between Vorden and Zutphen. */
export const estate: DemoSiteFixture = {
  name: "Koetshuis De Beukenhorst",
  doc: {
    languages: { main: "nl", others: ["en", "de", "pl"] },
    tagline: {
      nl: "Een koetshuis uit 1868 en een oranjerie op een landgoed tussen Vorden en Zutphen. Witte muren, groene luiken, oude beuken.",
      en: "An 1868 coach house and an orangery on a country estate between Vorden and Zutphen. White walls, green shutters, old beeches.",
      de: "Ein Kutschhaus von 1868 und eine Orangerie auf einem Landgut zwischen Vorden und Zutphen. Weiße Mauern, grüne Läden, alte Buchen.",
      pl: "Powozownia z 1868 roku i oranżeria w majątku ziemskim między Vorden a Zutphen. Białe mury, zielone okiennice, stare buki.",
    },
    intro: {
      nl: "De Beukenhorst is een landgoed van veertig hectare tussen Vorden en Zutphen: weilanden, een beukenlaan, een vijver en bos, en midden op het erf het koetshuis. Het werd in 1868 gebouwd voor de paarden en rijtuigen van het grote huis; twintig jaar later kwam de oranjerie ertegenaan, voor de sinaasappelbomen die ’s winters binnen moesten staan. Sinds 2022 logeren er gasten: in het Koetshuis met zes personen, in de Oranjerie met z’n tweeën.\n\nVoor de deur ligt het gazon, met grind op de oprijlaan en twee beuken die ouder zijn dan het huis. ’s Ochtends zie je reeën aan de bosrand; ’s avonds hoor je alleen de uilen in de laan. Vorden ligt twee kilometer verderop, de torens van Zutphen vijf.",
      en: "De Beukenhorst is a forty-hectare estate between Vorden and Zutphen: meadows, an avenue of beeches, a pond and woodland, and in the middle of the yard, the coach house. It was built in 1868 for the horses and carriages of the big house; twenty years later the orangery was added against it, for the orange trees that had to come indoors in winter. Since 2022 it has been home to guests: six in the Coach House, two in the Orangery.\n\nIn front lies the lawn, with gravel on the drive and two beeches older than the house. In the morning you see roe deer at the edge of the woods; in the evening you hear nothing but the owls in the avenue. The village of Vorden is two kilometres away, the towers of Zutphen five.",
      de: "De Beukenhorst ist ein vierzig Hektar großes Landgut zwischen Vorden und Zutphen: Wiesen, eine Buchenallee, ein Teich und Wald, und mitten auf dem Hof das Kutschhaus. Es wurde 1868 für die Pferde und Kutschen des Herrenhauses gebaut; zwanzig Jahre später kam die Orangerie hinzu, für die Orangenbäume, die im Winter ins Haus mussten. Seit 2022 wohnen hier Gäste: zu sechst im Kutschhaus, zu zweit in der Orangerie.\n\nVor der Tür liegt der Rasen, mit Kies auf der Auffahrt und zwei Buchen, die älter sind als das Haus. Morgens stehen Rehe am Waldrand, abends hört man nur die Eulen in der Allee. Das Dorf Vorden liegt zwei Kilometer entfernt, die Türme von Zutphen fünf.",
      pl: "De Beukenhorst to czterdziestohektarowy majątek między Vorden a Zutphen: łąki, aleja bukowa, staw i las, a pośrodku dziedzińca powozownia. Zbudowano ją w 1868 roku dla koni i powozów z dworu; dwadzieścia lat później dostawiono do niej oranżerię dla drzewek pomarańczowych, które zimą musiały stać pod dachem. Od 2022 roku mieszkają tu goście: sześć osób w Powozowni i dwie w Oranżerii.\n\nPrzed domem jest trawnik, żwirowy podjazd i dwa buki starsze niż sam budynek. Rano na skraju lasu widać sarny, wieczorem słychać tylko sowy w alei. Do wsi Vorden są dwa kilometry, do wież Zutphen pięć.",
    },
    about: {
      title: {
        nl: "Vijf generaties, één koetshuis en heel veel kalk",
        en: "Five generations, one coach house and a great deal of lime",
        de: "Fünf Generationen, ein Kutschhaus und sehr viel Kalk",
        pl: "Pięć pokoleń, jedna powozownia i mnóstwo wapna",
      },
      story: richPerLanguage({
        nl: `De Beukenhorst is sinds 1921 van de familie Wolterink. Hidde is er opgegroeid; zijn overgrootvader kocht het landgoed van een Zutphense graanhandelaar, zijn opa hield er nog twee paarden. Daarna stond het koetshuis vijftig jaar vol met tractoren, hooi en alles wat niemand wilde weggooien.

Toen wij in 2018 het beheer overnamen, lekte het dak en zat de kalkpleister als een landkaart op de muren. We hebben vier jaar gerestaureerd, met een timmerman uit Vorden, een stukadoor die nog met kalk werkt en een subsidie van de provincie voor de leien. De rijtuigdeuren zijn nu van glas, in hun oude eiken kozijnen; de hooizolder werd drie slaapkamers; in de oranjerie staan de sinaasappelbomen weer – in kuipen, zoals in 1888.

## Wie wij zijn

- **Annemiek** is tuinhistoricus. Ze weet bij elke boom op het landgoed wie hem plantte, en waarom.
- **Hidde** beheert het bos en de weilanden, en is ’s winters te vinden met een kettingzaag en een thermoskan.
- **Guus**, onze jachthond, begroet iedereen op de oprijlaan en is daarna verrassend bescheiden.

We wonen in de oude rentmeesterswoning aan het eind van de beukenlaan, driehonderd meter van het koetshuis. Ver genoeg om je met rust te laten, dichtbij genoeg voor een extra deken, een fietsband of een kom soep op een koude avond.`,
        en: `The Wolterink family has owned De Beukenhorst since 1921. Hidde grew up here; his great-grandfather bought the estate from a grain merchant in Zutphen, and his grandfather still kept two horses. After that, the coach house spent fifty years full of tractors, hay and everything nobody wanted to throw away.

When we took over the running of the estate in 2018, the roof leaked and the lime plaster covered the walls like a map. We spent four years restoring it, with a carpenter from Vorden, a plasterer who still works in lime and a grant from the province for the slates. The carriage doors are glass now, in their old oak frames; the hayloft became three bedrooms; and the orangery is home to orange trees again – in tubs, as it was in 1888.

## Who we are

- **Annemiek** is a garden historian. For every tree on the estate she can tell you who planted it, and why.
- **Hidde** looks after the woods and the meadows; in winter you’ll find him with a chainsaw and a flask of coffee.
- **Guus**, our gun dog, greets everyone on the drive and is surprisingly modest afterwards.

We live in the old steward’s house at the end of the beech avenue, three hundred metres from the coach house. Far enough to leave you in peace, close enough for an extra blanket, a bicycle inner tube or a bowl of soup on a cold evening.`,
        de: `De Beukenhorst gehört seit 1921 der Familie Wolterink. Hidde ist hier aufgewachsen; sein Urgroßvater kaufte das Landgut einem Getreidehändler aus Zutphen ab, sein Großvater hielt noch zwei Pferde. Danach stand das Kutschhaus fünfzig Jahre lang voller Traktoren, Heu und allem, was niemand wegwerfen wollte.

Als wir 2018 die Verwaltung übernahmen, war das Dach undicht, und der Kalkputz zog sich wie eine Landkarte über die Mauern. Vier Jahre lang haben wir restauriert, mit einem Zimmermann aus Vorden, einem Stuckateur, der noch mit Kalk arbeitet, und einem Zuschuss der Provinz für die Schieferplatten. Die Kutschentore sind jetzt aus Glas, in ihren alten Eichenrahmen; aus dem Heuboden wurden drei Schlafzimmer; und in der Orangerie stehen wieder Orangenbäume – in Kübeln, wie 1888.

## Wer wir sind

- **Annemiek** ist Gartenhistorikerin. Zu jedem Baum auf dem Gut weiß sie, wer ihn gepflanzt hat und warum.
- **Hidde** kümmert sich um Wald und Wiesen und ist im Winter mit Motorsäge und Thermoskanne unterwegs.
- **Guus**, unser Jagdhund, begrüßt jeden auf der Auffahrt und ist danach erstaunlich zurückhaltend.

Wir wohnen im alten Rentmeisterhaus am Ende der Buchenallee, dreihundert Meter vom Kutschhaus entfernt. Weit genug, um Sie in Ruhe zu lassen, nah genug für eine zusätzliche Decke, einen Fahrradschlauch oder eine Schüssel Suppe an einem kalten Abend.`,
        pl: `De Beukenhorst należy do rodziny Wolterinków od 1921 roku. Hidde tu dorastał; jego pradziadek kupił majątek od kupca zbożowego z Zutphen, a dziadek trzymał jeszcze dwa konie. Potem przez pięćdziesiąt lat powozownia była pełna traktorów, siana i wszystkiego, czego nikt nie chciał wyrzucić.

Kiedy w 2018 roku przejęliśmy zarządzanie majątkiem, dach przeciekał, a wapienny tynk pokrywał mury jak mapa. Przez cztery lata prowadziliśmy renowację – z cieślą z Vorden, tynkarzem, który wciąż pracuje w wapnie, i z dotacją prowincji na łupek. Wrota powozowe są teraz przeszklone, w starych dębowych ościeżnicach; ze strychu na siano powstały trzy sypialnie, a w oranżerii znów stoją drzewka pomarańczowe – w donicach, jak w 1888 roku.

## Kim jesteśmy

- **Annemiek** jest historyczką ogrodów. O każdym drzewie w majątku powie Wam, kto je posadził i dlaczego.
- **Hidde** dba o las i łąki; zimą spotkacie go z piłą łańcuchową i termosem kawy.
- **Guus**, nasz pies myśliwski, wita każdego na podjeździe, a potem jest zaskakująco skromny.

Mieszkamy w dawnym domu zarządcy na końcu alei bukowej, trzysta metrów od powozowni. Wystarczająco daleko, by dać Wam spokój, i wystarczająco blisko, gdy trzeba dodatkowego koca, dętki do roweru albo miski zupy w zimny wieczór.`,
      }),
      hostNames: "Annemiek & Hidde Wolterink",
    },
    surroundings: {
      intro: {
        nl: "Het landgoed ligt in het westen van de Achterhoek, waar de IJssel en de Berkel samenkomen: kastelen en landgoederen, coulissenlandschap met houtwallen en essen, en de oude Hanzestad Zutphen om de hoek. Dit zijn de plekken waar wij onze gasten het liefst naartoe sturen.",
        en: "The estate lies at the western edge of the Achterhoek, where the IJssel and the Berkel rivers meet: castles and country estates, small fields framed by hedgerows and woodland banks, and the old Hanseatic town of Zutphen round the corner. These are the places we most like to send our guests.",
        de: "Das Landgut liegt im Westen des Achterhoek, wo IJssel und Berkel zusammenfließen: Schlösser und Landgüter, eine kleinteilige Landschaft mit Wallhecken und Eschböden, und gleich um die Ecke die alte Hansestadt Zutphen. Das sind die Orte, die wir unseren Gästen am liebsten empfehlen.",
        pl: "Majątek leży na zachodnim skraju Achterhoeku, tam gdzie spotykają się rzeki IJssel i Berkel: zamki i majątki ziemskie, małe pola obramowane zadrzewionymi miedzami, a tuż obok stare hanzeatyckie miasto Zutphen. Oto miejsca, które najchętniej polecamy naszym gościom.",
      },
      places: [
        {
          id: "c6a1f0e2-3b7d-4e58-9a41-2f8d0b6c7e13",
          name: {
            nl: "Zutphen en de Librije",
            en: "Zutphen and the Librije",
            de: "Zutphen und die Librije",
            pl: "Zutphen i Librije",
          },
          category: "culture",
          distanceKm: 5.5,
          description: {
            nl: "Een van de best bewaarde Hanzesteden van Nederland. In de Walburgiskerk staat de Librije, een kettingbibliotheek uit 1564 waar de boeken nog altijd aan de lessenaars vastzitten. Loop daarna langs de Berkel naar de Drogenapstoren en eet op het Zaadmarkt-pleintje. In het seizoen is de Librije ’s middags open; kijk even voor je gaat.",
            en: "One of the best-preserved Hanseatic towns in the Netherlands. In the Walburgiskerk is the Librije, a chained library of 1564 where the books are still fastened to the lecterns. Then walk along the Berkel to the Drogenapstoren gate tower and have lunch on the Zaadmarkt square. In season the Librije opens in the afternoons; check before you go.",
            de: "Eine der am besten erhaltenen Hansestädte der Niederlande. In der Walburgiskerk steht die Librije, eine Kettenbibliothek von 1564, in der die Bücher noch immer an den Pulten befestigt sind. Gehen Sie danach an der Berkel entlang zum Drogenapstoren und essen Sie am Platz Zaadmarkt. In der Saison ist die Librije nachmittags geöffnet; schauen Sie vorher nach.",
            pl: "Jedno z najlepiej zachowanych miast hanzeatyckich w Holandii. W kościele św. Walburgi mieści się Librije, biblioteka łańcuchowa z 1564 roku, w której księgi wciąż są przykute do pulpitów. Potem przejdźcie wzdłuż rzeki Berkel do bramy Drogenapstoren i zjedzcie obiad na placyku Zaadmarkt. W sezonie Librije jest otwarta po południu; sprawdźcie godziny przed wyjściem.",
          },
        },
        {
          id: "0d4e9b27-81c5-4f3a-b6e2-7a95c3d10f48",
          name: {
            nl: "Kasteel Hackfort en de watermolen",
            en: "Hackfort Castle and its watermill",
            de: "Schloss Hackfort und die Wassermühle",
            pl: "Zamek Hackfort i młyn wodny",
          },
          category: "nature",
          distanceKm: 2.5,
          description: {
            nl: "Een kasteel met twee torens in een gracht, een watermolen die op vaste dagen nog maalt en een landgoed van Natuurmonumenten met lanen, beken en oude eiken. Vanaf ons erf wandel je er over de landgoedpaden naartoe; een rondje van twee uur.",
            en: "A castle with two towers in its moat, a watermill that still grinds on certain days and an estate run by Natuurmonumenten, with avenues, streams and old oaks. From our yard you walk there along the estate paths; a two-hour loop.",
            de: "Ein Schloss mit zwei Türmen im Wassergraben, eine Wassermühle, die an bestimmten Tagen noch mahlt, und ein Landgut von Natuurmonumenten mit Alleen, Bächen und alten Eichen. Von unserem Hof aus wandern Sie über die Wege der Landgüter hin; eine Runde von zwei Stunden.",
            pl: "Zamek z dwiema wieżami otoczony fosą, młyn wodny, który w wybrane dni wciąż miele, i majątek pod opieką Natuurmonumenten, z alejami, strumieniami i starymi dębami. Od nas dojdziecie tam ścieżkami przez majątki; pętla na dwie godziny.",
          },
        },
        {
          id: "9f2b6d81-4c0a-4e7f-8b35-d1e6a2c94f70",
          name: {
            nl: "De Achtkastelenroute bij Vorden",
            en: "The Eight Castles Route at Vorden",
            de: "Die Acht-Schlösser-Route bei Vorden",
            pl: "Szlak Ośmiu Zamków koło Vorden",
          },
          category: "activity",
          distanceKm: 2,
          description: {
            nl: "Vorden heet het dorp van de acht kastelen, en een bewegwijzerde fietsroute van ruim dertig kilometer brengt je langs allemaal: Hackfort, de Wildenborch, Vorden, Onstein en de rest, over zandwegen en door lanen. Onze fietsen staan in de oude tuigkamer.",
            en: "Vorden is known as the village of eight castles, and a signposted cycle route of just over thirty kilometres takes you past all of them – Hackfort, the Wildenborch, Vorden, Onstein and the rest – on sandy tracks and down tree-lined lanes. Our bikes are in the old tack room.",
            de: "Vorden heißt das Dorf der acht Schlösser, und eine ausgeschilderte Radroute von gut dreißig Kilometern führt an allen vorbei: Hackfort, Wildenborch, Vorden, Onstein und die übrigen, über Sandwege und durch Alleen. Unsere Räder stehen in der alten Sattelkammer.",
            pl: "Vorden nazywa się wsią ośmiu zamków, a oznakowany szlak rowerowy długości ponad trzydziestu kilometrów prowadzi obok wszystkich: Hackfort, Wildenborch, Vorden, Onstein i pozostałych, piaszczystymi drogami i alejami. Nasze rowery stoją w dawnej siodlarni.",
          },
        },
        {
          id: "5a8c3e14-d9f2-4b06-a7c1-6e0f4b2d8a95",
          name: {
            nl: "Bronkhorst en het pontje over de IJssel",
            en: "Bronkhorst and the IJssel ferry",
            de: "Bronkhorst und die Fähre über die IJssel",
            pl: "Bronkhorst i prom na IJssel",
          },
          category: "nature",
          distanceKm: 9,
          description: {
            nl: "Bronkhorst is met zo’n honderdvijftig inwoners het kleinste stadje van Nederland: kinderkopjes, een kapel, een kasteelheuvel en uitzicht over de uiterwaarden. In het seizoen vaart er een pontje naar de overkant van de IJssel. Mooi als rondje op de fiets, met een pannenkoek onderweg.",
            en: "With some hundred and fifty inhabitants, Bronkhorst is the smallest town in the Netherlands: cobbles, a chapel, a castle mound and views over the river floodplains. In season a little ferry crosses the IJssel. A lovely loop by bike, with a pancake on the way.",
            de: "Bronkhorst ist mit rund hundertfünfzig Einwohnern die kleinste Stadt der Niederlande: Kopfsteinpflaster, eine Kapelle, ein Burghügel und der Blick über die Flussauen. In der Saison fährt eine kleine Fähre über die IJssel. Eine schöne Runde mit dem Rad, mit einem Pfannkuchen unterwegs.",
            pl: "Bronkhorst, liczące około stu pięćdziesięciu mieszkańców, to najmniejsze miasto w Holandii: kocie łby, kaplica, wzgórze po zamku i widok na nadrzeczne łąki. W sezonie przez IJssel kursuje mały prom. Piękna pętla na rowerze, z naleśnikiem po drodze.",
          },
        },
        {
          id: "e3b97a50-2f6c-4d1e-9c84-0a7d5f3e61b2",
          name: {
            nl: "Museum MORE in Kasteel Ruurlo",
            en: "Museum MORE at Ruurlo Castle",
            de: "Museum MORE im Schloss Ruurlo",
            pl: "Museum MORE w zamku Ruurlo",
          },
          category: "culture",
          distanceKm: 14,
          description: {
            nl: "Een kasteel met een slotgracht vol werk van Carel Willink: de stille, scherpe schilderijen van een van de bekendste Nederlandse realisten. Combineer het met een wandeling door de kasteeltuin; met de auto een kwartier, op de fiets een mooie tocht van een uur.",
            en: "A moated castle full of work by Carel Willink: the still, sharp paintings of one of the best-known Dutch realists. Combine it with a walk through the castle garden; fifteen minutes by car, or a lovely hour’s ride by bike.",
            de: "Ein Wasserschloss voller Werke von Carel Willink: die stillen, präzisen Bilder eines der bekanntesten niederländischen Realisten. Verbinden Sie den Besuch mit einem Spaziergang durch den Schlossgarten; mit dem Auto eine Viertelstunde, mit dem Rad eine schöne Stunde.",
            pl: "Zamek otoczony fosą, pełen prac Carela Willinka: cichych, ostrych obrazów jednego z najbardziej znanych holenderskich realistów. Połączcie wizytę ze spacerem po zamkowym ogrodzie; samochodem kwadrans, rowerem piękna godzinna trasa.",
          },
        },
        {
          id: "7b1d5c92-6e48-4a3f-b0d7-c2f8e9a41635",
          name: {
            nl: "Deventer",
            en: "Deventer",
            de: "Deventer",
            pl: "Deventer",
          },
          category: "shopping",
          distanceKm: 21,
          description: {
            nl: "Nog een Hanzestad, aan de IJssel: het Bergkwartier met zijn winkeltjes en ateliers, de Lebuinuskerk en de kade. Op de eerste zondag van augustus is hier de grootste boekenmarkt van Europa, in december het Dickens Festijn. Met de trein via Zutphen ruim een half uur.",
            en: "Another Hanseatic town, on the IJssel: the Bergkwartier with its little shops and studios, the Lebuinus church and the quayside. On the first Sunday of August it hosts the largest book market in Europe, and in December the Dickens Festival. Just over half an hour by train via Zutphen.",
            de: "Noch eine Hansestadt, an der IJssel: das Bergkwartier mit seinen kleinen Läden und Ateliers, die Lebuinuskirche und der Kai. Am ersten Sonntag im August findet hier der größte Büchermarkt Europas statt, im Dezember das Dickens Festijn. Mit dem Zug über Zutphen gut eine halbe Stunde.",
            pl: "Kolejne miasto hanzeatyckie, nad IJssel: dzielnica Bergkwartier z małymi sklepami i pracowniami, kościół św. Lebuina i nabrzeże. W pierwszą niedzielę sierpnia odbywa się tu największy targ książek w Europie, a w grudniu festiwal dickensowski. Pociągiem przez Zutphen nieco ponad pół godziny.",
          },
        },
        {
          id: "a4f0c8e6-1b93-4d25-8e7a-5d2b9f60c317",
          name: {
            nl: "Station Vorden",
            en: "Vorden station",
            de: "Bahnhof Vorden",
            pl: "Stacja Vorden",
          },
          category: "transport",
          distanceKm: 2.5,
          description: {
            nl: "De trein tussen Zutphen en Winterswijk stopt in Vorden; in nog geen tien minuten ben je in Zutphen, en daar stap je over richting Deventer, Apeldoorn of Arnhem. Kom je met de trein, dan halen we je met plezier op van het station. Met de auto parkeer je gratis op het erf.",
            en: "The train between Zutphen and Winterswijk stops at Vorden; less than ten minutes later you’re in Zutphen, where you change for Deventer, Apeldoorn or Arnhem. If you come by train, we’re happy to pick you up from the station. By car, you park for free in the yard.",
            de: "Der Zug zwischen Zutphen und Winterswijk hält in Vorden; in nicht einmal zehn Minuten sind Sie in Zutphen und steigen dort um nach Deventer, Apeldoorn oder Arnheim. Wenn Sie mit dem Zug kommen, holen wir Sie gern am Bahnhof ab. Mit dem Auto parken Sie kostenlos auf dem Hof.",
            pl: "Pociąg między Zutphen a Winterswijk zatrzymuje się w Vorden; w niecałe dziesięć minut jesteście w Zutphen, gdzie przesiadacie się w stronę Deventer, Apeldoorn lub Arnhem. Jeśli przyjeżdżacie pociągiem, chętnie odbierzemy Was ze stacji. Samochodem parkujecie bezpłatnie na dziedzińcu.",
          },
        },
      ],
    },
    contact: {
      email: "annemiek@koetshuisdebeukenhorst.test",
      phone: "+31 575 552 318",
      whatsapp: "+31 6 4182 7730",
      street: "Beukenhorsterlaan 4",
      postalCode: "7251 JL",
      city: "Vorden",
      country: "NL",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Vorden+Zutphen",
    },
    social: {
      instagram: "https://www.instagram.com/koetshuisdebeukenhorst",
      facebook: "https://www.facebook.com/koetshuisdebeukenhorst",
      pinterest: "https://www.pinterest.com/koetshuisdebeukenhorst",
    },
    seo: {
      home: {
        title: {
          nl: "Koetshuis De Beukenhorst – logeren op een landgoed bij Vorden",
          en: "Koetshuis De Beukenhorst – stay on a country estate near Vorden",
          de: "Koetshuis De Beukenhorst – Urlaub auf einem Landgut bei Vorden",
          pl: "Koetshuis De Beukenhorst – pobyt w majątku ziemskim koło Vorden",
        },
        description: {
          nl: "Een gerestaureerd koetshuis uit 1868 voor zes en een oranjerie voor twee, op een landgoed tussen Vorden en Zutphen. Rechtstreeks boeken bij de eigenaren.",
          en: "A restored 1868 coach house for six and an orangery for two, on a country estate between Vorden and Zutphen. Book directly with the owners.",
          de: "Ein restauriertes Kutschhaus von 1868 für sechs und eine Orangerie für zwei, auf einem Landgut zwischen Vorden und Zutphen. Direkt bei den Eigentümern buchen.",
          pl: "Odrestaurowana powozownia z 1868 roku dla sześciu osób i oranżeria dla dwojga, w majątku między Vorden a Zutphen. Rezerwacja bezpośrednio u właścicieli.",
        },
      },
      about: {
        title: {
          nl: "Over ons – Annemiek en Hidde van De Beukenhorst",
          en: "About us – Annemiek and Hidde of De Beukenhorst",
          de: "Über uns – Annemiek und Hidde von De Beukenhorst",
          pl: "O nas – Annemiek i Hidde z De Beukenhorst",
        },
        description: {
          nl: "Sinds 1921 is het landgoed van de familie Wolterink. Zo werd het vervallen koetshuis in vier jaar, met kalk en leien, weer een huis om in te wonen.",
          en: "The Wolterink family has owned the estate since 1921. This is how, over four years and with lime and slate, the derelict coach house became a home again.",
          de: "Seit 1921 gehört das Landgut der Familie Wolterink. So wurde das verfallene Kutschhaus in vier Jahren, mit Kalk und Schiefer, wieder ein Haus zum Wohnen.",
          pl: "Majątek należy do rodziny Wolterinków od 1921 roku. Tak w cztery lata, z wapnem i łupkiem, zrujnowana powozownia znów stała się domem.",
        },
      },
      facilities: {
        title: {
          nl: "Het Koetshuis en de Oranjerie – indeling en voorzieningen",
          en: "The Coach House and the Orangery – layout and facilities",
          de: "Kutschhaus und Orangerie – Aufteilung und Ausstattung",
          pl: "Powozownia i Oranżeria – układ i udogodnienia",
        },
        description: {
          nl: "Een koetshuis van 160 m² voor zes met drie slaapkamers en een houtkachel, en een drempelvrije oranjerie voor twee. Alles wat erin staat, op een rij.",
          en: "A 160 m² coach house for six with three bedrooms and a wood stove, and a step-free orangery for two. Everything they have, listed.",
          de: "Ein Kutschhaus mit 160 m² für sechs, mit drei Schlafzimmern und Holzofen, und eine barrierefreie Orangerie für zwei. Die ganze Ausstattung im Überblick.",
          pl: "Powozownia o powierzchni 160 m² dla sześciu osób, z trzema sypialniami i piecem na drewno, oraz oranżeria bez progów dla dwojga. Pełne wyposażenie.",
        },
      },
      surroundings: {
        title: {
          nl: "Omgeving – kastelen, Zutphen en de IJssel rond het landgoed",
          en: "Surroundings – castles, Zutphen and the IJssel near the estate",
          de: "Umgebung – Schlösser, Zutphen und die IJssel rund um das Gut",
          pl: "Okolica – zamki, Zutphen i IJssel wokół majątku",
        },
        description: {
          nl: "Zutphen en de Librije, Kasteel Hackfort, de Achtkastelenroute, Bronkhorst, Museum MORE en Deventer, met afstanden vanaf het koetshuis.",
          en: "Zutphen and the Librije, Hackfort Castle, the Eight Castles Route, Bronkhorst, Museum MORE and Deventer, with distances from the coach house.",
          de: "Zutphen und die Librije, Schloss Hackfort, die Acht-Schlösser-Route, Bronkhorst, Museum MORE und Deventer – mit Entfernungen ab dem Kutschhaus.",
          pl: "Zutphen i Librije, zamek Hackfort, Szlak Ośmiu Zamków, Bronkhorst, Museum MORE i Deventer – z odległościami od powozowni.",
        },
      },
      gallery: {
        title: {
          nl: "Foto’s – Koetshuis De Beukenhorst bij Vorden",
          en: "Photos – Koetshuis De Beukenhorst near Vorden",
          de: "Bilder – Koetshuis De Beukenhorst bei Vorden",
          pl: "Zdjęcia – Koetshuis De Beukenhorst koło Vorden",
        },
        description: {
          nl: "Het koetshuis aan het gazon, de oranjerie met haar hoge ramen, de kamers, de beukenlaan en Zutphen aan de Berkel.",
          en: "The coach house on its lawn, the orangery with its tall windows, the rooms, the beech avenue and Zutphen on the Berkel.",
          de: "Das Kutschhaus am Rasen, die Orangerie mit ihren hohen Fenstern, die Zimmer, die Buchenallee und Zutphen an der Berkel.",
          pl: "Powozownia przy trawniku, oranżeria z wysokimi oknami, wnętrza, aleja bukowa i Zutphen nad Berkel.",
        },
      },
      blog: {
        title: {
          nl: "Blog – het landgoed door het jaar",
          en: "Blog – the estate through the year",
          de: "Blog – das Landgut im Lauf des Jahres",
          pl: "Blog – majątek przez cały rok",
        },
        description: {
          nl: "De Achtkastelenroute op de fiets, een dag Zutphen en andere tips van Annemiek en Hidde, die zelf op het landgoed wonen.",
          en: "The Eight Castles Route by bike, a day in Zutphen and more tips from Annemiek and Hidde, who live on the estate themselves.",
          de: "Die Acht-Schlösser-Route mit dem Rad, ein Tag in Zutphen und weitere Tipps von Annemiek und Hidde, die selbst auf dem Gut wohnen.",
          pl: "Szlak Ośmiu Zamków na rowerze, dzień w Zutphen i inne wskazówki od Annemiek i Hidde, którzy sami mieszkają w majątku.",
        },
      },
      contact: {
        title: {
          nl: "Contact – Koetshuis De Beukenhorst, Vorden",
          en: "Contact – Koetshuis De Beukenhorst, Vorden",
          de: "Kontakt – Koetshuis De Beukenhorst, Vorden",
          pl: "Kontakt – Koetshuis De Beukenhorst, Vorden",
        },
        description: {
          nl: "Vragen over het Koetshuis, de Oranjerie, je hond of je aankomst met de trein? Mail, bel of app Annemiek; we wonen aan het eind van de laan.",
          en: "Questions about the Coach House, the Orangery, your dog or arriving by train? Email, call or WhatsApp Annemiek – we live at the end of the avenue.",
          de: "Fragen zum Kutschhaus, zur Orangerie, zu Ihrem Hund oder zur Anreise mit dem Zug? Schreiben Sie Annemiek, rufen Sie an oder nutzen Sie WhatsApp.",
          pl: "Pytania o Powozownię, Oranżerię, psa albo przyjazd pociągiem? Napiszcie, zadzwońcie lub wyślijcie wiadomość na WhatsAppie do Annemiek.",
        },
      },
      book: {
        title: {
          nl: "Boeken – Koetshuis De Beukenhorst, Vorden",
          en: "Book – Koetshuis De Beukenhorst, Vorden",
          de: "Buchen – Koetshuis De Beukenhorst, Vorden",
          pl: "Rezerwacja – Koetshuis De Beukenhorst, Vorden",
        },
        description: {
          nl: "Kies je data, zie meteen wat je verblijf kost en boek rechtstreeks bij ons, zonder tussenpersoon en zonder boekingskosten.",
          en: "Choose your dates, see at once what your stay costs and book directly with us, with no middleman and no booking fees.",
          de: "Wählen Sie Ihre Reisedaten, sehen Sie sofort, was Ihr Aufenthalt kostet, und buchen Sie direkt bei uns – ohne Vermittler und ohne Buchungsgebühren.",
          pl: "Wybierz daty, od razu zobacz cenę pobytu i zarezerwuj bezpośrednio u nas, bez pośredników i bez opłat rezerwacyjnych.",
        },
      },
    },
    themes: {},
  },
  hero: {
    file: "coach-house",
    alt: {
      nl: "Een wit gepleisterd koetshuis van twee verdiepingen met groene luiken, een leien schilddak met een klokkentorentje, een glazen rijtuigdeur onder een boog en ernaast een lage oranjerie met hoge boogramen en sinaasappelboompjes in witte bakken; ervoor een gestreept gazon en een grindpad, eromheen oude beuken en een rode beuk.",
      en: "A two-storey white plastered coach house with green shutters, a hipped slate roof with a small clock lantern, a glazed carriage door under an arch and, beside it, a low orangery with tall arched windows and orange trees in white tubs; in front a striped lawn and a gravel drive, around it old beeches and a copper beech.",
      de: "Ein zweigeschossiges, weiß verputztes Kutschhaus mit grünen Läden, einem Walmdach aus Schiefer mit kleinem Uhrtürmchen, einem verglasten Kutschentor unter einem Bogen und daneben eine niedrige Orangerie mit hohen Rundbogenfenstern und Orangenbäumchen in weißen Kübeln; davor ein gestreifter Rasen und eine Kiesauffahrt, ringsum alte Buchen und eine Blutbuche.",
      pl: "Dwukondygnacyjna, biało otynkowana powozownia z zielonymi okiennicami, łupkowym dachem czterospadowym z małą wieżyczką zegarową i przeszklonymi wrotami pod łukiem, a obok niska oranżeria z wysokimi, łukowo zamkniętymi oknami i drzewkami pomarańczowymi w białych donicach; przed nią pasiasty trawnik i żwirowy podjazd, wokół stare buki i buk purpurowy.",
    },
    caption: {
      nl: "Het koetshuis en de oranjerie op een middag in juni.",
      en: "The coach house and the orangery on a June afternoon.",
      de: "Kutschhaus und Orangerie an einem Juninachmittag.",
      pl: "Powozownia i oranżeria w czerwcowe popołudnie.",
    },
  },
  hostPhoto: {
    file: "host-couple",
    alt: {
      nl: "Annemiek en Hidde, lachend naast elkaar: Annemiek met halflang bruin haar en een roestrode trui, Hidde met een ronde bril, een grijzende baard en een blauwe trui.",
      en: "Annemiek and Hidde, smiling side by side: Annemiek with shoulder-length brown hair and a rust-red jumper, Hidde with round glasses, a greying beard and a blue jumper.",
      de: "Annemiek und Hidde, lächelnd nebeneinander: Annemiek mit halblangen braunen Haaren und rostrotem Pullover, Hidde mit runder Brille, grau meliertem Bart und blauem Pullover.",
      pl: "Annemiek i Hidde, uśmiechnięci, obok siebie: Annemiek z brązowymi włosami do ramion, w rdzawoczerwonym swetrze, Hidde w okrągłych okularach, z siwiejącą brodą, w niebieskim swetrze.",
    },
  },
  units: [
    {
      slug: "koetshuis",
      unit: {
        name: { nl: "Koetshuis", en: "The Coach House", de: "Das Kutschhaus", pl: "Powozownia" },
        type: "holidayHome",
        shortDescription: {
          nl: "Het hele koetshuis uit 1868, 160 m²: een woonhal achter de glazen rijtuigdeuren, een houtkachel, drie slaapkamers op de oude hooizolder en twee badkamers. Voor zes personen.",
          en: "The whole 1868 coach house, 160 m²: a living hall behind the glazed carriage doors, a wood stove, three bedrooms in the old hayloft and two bathrooms. Sleeps six.",
          de: "Das ganze Kutschhaus von 1868, 160 m²: eine Wohnhalle hinter den verglasten Kutschentoren, ein Holzofen, drei Schlafzimmer auf dem alten Heuboden und zwei Bäder. Für sechs Personen.",
          pl: "Cała powozownia z 1868 roku, 160 m²: salon za przeszklonymi wrotami, piec na drewno, trzy sypialnie na dawnym strychu na siano i dwie łazienki. Dla sześciu osób.",
        },
        longDescription: richPerLanguage({
          nl: `Waar vroeger de rijtuigen stonden, is nu de woonhal: acht meter hoog in het midden, met de oude eiken spanten in het zicht en de glazen rijtuigdeuren op het gazon. Aan de lange tafel eten tien mensen; bij de houtkachel staan twee banken en een kast vol boeken over tuinen, kastelen en de Achterhoek. In de vroegere tuigkamer zit de keuken, met een fornuis met vijf pitten en de haken waar de tuigen hingen.

## Indeling

- **Begane grond:** woonhal met houtkachel en eettafel, keuken in de oude tuigkamer, toilet, bijkeuken met wasmachine en droger
- **Eerste verdieping (de hooizolder):** slaapkamer met tweepersoonsbed (180 × 210) en eigen badkamer met bad, slaapkamer met twee eenpersoonsbedden, slaapkamer met tweepersoonsbed (160 × 200) onder het ronde raam in de topgevel, tweede badkamer met douche
- **Buiten:** eigen terras op het zuiden met tafel en parasol, het gazon, een afsluitbare fietsenschuur en vier leenfietsen

De trap naar de hooizolder is steil, zoals in een koetshuis hoort. Wie liever beneden slaapt, kijkt bij de Oranjerie.`,
          en: `Where the carriages once stood is now the living hall: eight metres high in the middle, with the old oak trusses on view and the glazed carriage doors opening onto the lawn. Ten people fit round the long table; by the wood stove are two sofas and a bookcase full of books about gardens, castles and the Achterhoek. The kitchen is in the former tack room, with a five-burner range and the hooks where the harness used to hang.

## Layout

- **Ground floor:** living hall with wood stove and dining table, kitchen in the old tack room, toilet, utility room with washing machine and dryer
- **First floor (the hayloft):** bedroom with a double bed (180 × 210) and its own bathroom with a bath, bedroom with two single beds, bedroom with a double bed (160 × 200) under the round window in the gable, second bathroom with a shower
- **Outside:** your own south-facing terrace with table and parasol, the lawn, a lockable bike shed and four bikes to borrow

The stairs to the hayloft are steep, as befits a coach house. If you’d rather sleep downstairs, have a look at the Orangery.`,
          de: `Wo früher die Kutschen standen, ist heute die Wohnhalle: in der Mitte acht Meter hoch, mit den alten Eichenbindern im Blick und den verglasten Kutschentoren zum Rasen. An den langen Tisch passen zehn Personen; am Holzofen stehen zwei Sofas und ein Regal voller Bücher über Gärten, Schlösser und den Achterhoek. In der früheren Sattelkammer liegt die Küche, mit einem Herd mit fünf Flammen und den Haken, an denen das Geschirr der Pferde hing.

## Aufteilung

- **Erdgeschoss:** Wohnhalle mit Holzofen und Esstisch, Küche in der alten Sattelkammer, WC, Hauswirtschaftsraum mit Waschmaschine und Trockner
- **Erster Stock (der Heuboden):** Schlafzimmer mit Doppelbett (180 × 210) und eigenem Bad mit Wanne, Schlafzimmer mit zwei Einzelbetten, Schlafzimmer mit Doppelbett (160 × 200) unter dem runden Fenster im Giebel, zweites Bad mit Dusche
- **Draußen:** eigene Südterrasse mit Tisch und Sonnenschirm, der Rasen, ein abschließbarer Fahrradschuppen und vier Leihräder

Die Treppe zum Heuboden ist steil, wie es sich für ein Kutschhaus gehört. Wer lieber ebenerdig schläft, schaut sich die Orangerie an.`,
          pl: `Tam, gdzie kiedyś stały powozy, jest dziś salon: pośrodku osiem metrów wysokości, odsłonięta dębowa więźba i przeszklone wrota wychodzące na trawnik. Przy długim stole zmieści się dziesięć osób; przy piecu na drewno stoją dwie kanapy i regał pełen książek o ogrodach, zamkach i Achterhoeku. W dawnej siodlarni jest kuchnia, z pięciopalnikową kuchenką i hakami, na których wisiała uprząż.

## Układ domu

- **Parter:** salon z piecem na drewno i stołem, kuchnia w dawnej siodlarni, toaleta, pomieszczenie gospodarcze z pralką i suszarką
- **Piętro (dawny strych na siano):** sypialnia z łóżkiem podwójnym (180 × 210) i własną łazienką z wanną, sypialnia z dwoma pojedynczymi łóżkami, sypialnia z łóżkiem podwójnym (160 × 200) pod okrągłym oknem w szczycie, druga łazienka z prysznicem
- **Na zewnątrz:** własny taras od południa ze stołem i parasolem, trawnik, zamykana szopa na rowery i cztery rowery do pożyczenia

Schody na strych są strome, jak przystało na powozownię. Kto woli spać na parterze, niech zajrzy do Oranżerii.`,
        }),
        houseRules: {
          nl: "Niet roken, ook niet in de tuigkamer of de fietsenschuur.\nEén goed opgevoede hond is welkom, na overleg; in het bos aan de lijn, er lopen reeën.\nGeen feesten; na 22.00 uur is het stil op het erf.\nDe houtkachel alleen met het hout uit de schuur, en nooit aan als je weggaat.\nGeen kampvuur op het gazon; de vuurschaal op het terras mag wel.\nAuto’s op het grind bij de schuur, niet op het gras.\nVertrek: vaatwasser aan, as uit de kachel in de metalen emmer en de sleutel in het kastje naast de deur.",
          en: "No smoking, in the tack room and the bike shed included.\nOne well-behaved dog is welcome, by arrangement; keep it on a lead in the woods, there are roe deer.\nNo parties; the yard is quiet after 10 pm.\nOnly burn the wood from the shed in the stove, and never leave it lit when you go out.\nNo campfires on the lawn; the fire bowl on the terrace is fine.\nCars go on the gravel by the shed, not on the grass.\nDeparture: start the dishwasher, put the ash from the stove in the metal bucket and leave the key in the box by the door.",
          de: "Bitte nicht rauchen, auch nicht in der Sattelkammer oder im Fahrradschuppen.\nEin gut erzogener Hund ist nach Absprache willkommen; im Wald bitte an der Leine, dort leben Rehe.\nKeine Feiern; ab 22 Uhr ist Ruhe auf dem Hof.\nDen Holzofen nur mit dem Holz aus dem Schuppen heizen und nie brennen lassen, wenn Sie weggehen.\nKein Lagerfeuer auf dem Rasen; die Feuerschale auf der Terrasse ist erlaubt.\nAutos auf den Kies beim Schuppen, nicht auf den Rasen.\nAbreise: Geschirrspüler anstellen, die Asche aus dem Ofen in den Metalleimer und den Schlüssel in das Kästchen neben der Tür.",
          pl: "Nie palimy, także w siodlarni i w szopie na rowery.\nJeden dobrze wychowany pies jest mile widziany po wcześniejszym uzgodnieniu; w lesie prosimy trzymać go na smyczy, żyją tam sarny.\nŻadnych imprez; po 22:00 na dziedzińcu panuje cisza.\nW piecu palimy tylko drewnem z szopy i nigdy nie zostawiamy ognia, wychodząc z domu.\nŻadnych ognisk na trawniku; palenisko na tarasie jest do Waszej dyspozycji.\nSamochody na żwirze przy szopie, nie na trawie.\nWyjazd: włączcie zmywarkę, wysypcie popiół z pieca do metalowego wiadra i zostawcie klucz w skrzynce przy drzwiach.",
        },
        maxGuests: 6,
        bedrooms: 3,
        beds: 4,
        bathrooms: 2,
        sizeM2: 160,
        facilities: [
          "dishwasher",
          "oven",
          "coffeeMachine",
          "kettle",
          "fridge",
          "freezer",
          "stove",
          "shower",
          "bathtub",
          "towels",
          "washingMachine",
          "dryer",
          "wifi",
          "fireplace",
          "heating",
          "boardGames",
          "bedLinen",
          "garden",
          "terrace",
          "gardenFurniture",
          "highChair",
          "babyCot",
          "petsAllowed",
          "freeParking",
          "bikeStorage",
        ],
        checkInFrom: "15:00",
        checkInUntil: "20:00",
        checkOutUntil: "10:30",
      },
      cover: {
        file: "coach-house",
        alt: {
          nl: "Het witte koetshuis met groene luiken en een glazen rijtuigdeur onder een boog, aan een gestreept gazon met een grindpad.",
          en: "The white coach house with green shutters and a glazed carriage door under an arch, on a striped lawn with a gravel drive.",
          de: "Das weiße Kutschhaus mit grünen Läden und einem verglasten Kutschentor unter einem Bogen, an einem gestreiften Rasen mit Kiesweg.",
          pl: "Biała powozownia z zielonymi okiennicami i przeszklonymi wrotami pod łukiem, przy pasiastym trawniku ze żwirowym podjazdem.",
        },
        caption: {
          nl: "Achter de glazen rijtuigdeuren ligt de woonhal.",
          en: "Behind the glazed carriage doors lies the living hall.",
          de: "Hinter den verglasten Kutschentoren liegt die Wohnhalle.",
          pl: "Za przeszklonymi wrotami jest salon.",
        },
      },
      photos: [
        {
          file: "fireplace-lounge",
          alt: {
            nl: "Een kamer met houten lambrisering, een houtkachel tegen een stenen muur, een nis vol brandhout, een leren fauteuil met een plaid, een kaars op de salontafel en door het raam besneeuwde bomen in de schemering.",
            en: "A wood-panelled room with a wood stove against a stone wall, a niche stacked with logs, a leather armchair with a blanket, a candle on the coffee table and snowy trees at dusk through the window.",
            de: "Ein holzvertäfelter Raum mit einem Holzofen vor einer Steinwand, einer Nische voller Brennholz, einem Ledersessel mit Decke, einer Kerze auf dem Couchtisch und verschneiten Bäumen in der Dämmerung vor dem Fenster.",
            pl: "Pokój wyłożony drewnem, z piecem na drewno przy kamiennej ścianie, wnęką pełną polan, skórzanym fotelem z kocem, świecą na stoliku i ośnieżonymi drzewami o zmierzchu za oknem.",
          },
          caption: {
            nl: "De leeshoek bij de houtkachel, op een avond in januari.",
            en: "The reading corner by the wood stove, on a January evening.",
            de: "Die Leseecke am Holzofen, an einem Januarabend.",
            pl: "Kącik do czytania przy piecu, w styczniowy wieczór.",
          },
        },
        {
          file: "kitchen",
          alt: {
            nl: "Een lichte keuken met groene kastjes, twee hanglampen en een lange houten eettafel met acht stoelen, gedekt met borden en een vaas bloemen.",
            en: "A bright kitchen with green cupboards, two pendant lamps and a long wooden dining table with eight chairs, laid with plates and a vase of flowers.",
            de: "Eine helle Küche mit grünen Schränken, zwei Pendelleuchten und einem langen Holztisch mit acht Stühlen, gedeckt mit Tellern und einer Vase Blumen.",
            pl: "Jasna kuchnia z zielonymi szafkami, dwiema lampami wiszącymi i długim drewnianym stołem z ośmioma krzesłami, nakrytym talerzami, z wazonem kwiatów.",
          },
          caption: {
            nl: "De keuken in de oude tuigkamer.",
            en: "The kitchen in the old tack room.",
            de: "Die Küche in der alten Sattelkammer.",
            pl: "Kuchnia w dawnej siodlarni.",
          },
        },
        {
          file: "bedroom",
          alt: {
            nl: "Een rustige slaapkamer met een opgemaakt tweepersoonsbed met houten hoofdeinde, twee nachtlampjes, twee ingelijste prenten en een groot raam met groen erachter.",
            en: "A calm bedroom with a made-up double bed with a wooden headboard, two bedside lamps, two framed prints and a large window with greenery outside.",
            de: "Ein ruhiges Schlafzimmer mit gemachtem Doppelbett mit Kopfteil aus Holz, zwei Nachttischlampen, zwei gerahmten Drucken und einem großen Fenster mit Grün davor.",
            pl: "Spokojna sypialnia z zasłanym podwójnym łóżkiem z drewnianym wezgłowiem, dwiema lampkami nocnymi, dwiema grafikami w ramach i dużym oknem z zielenią za szybą.",
          },
          caption: {
            nl: "De grote slaapkamer op de hooizolder, met uitzicht op de beuken.",
            en: "The main bedroom in the hayloft, looking out onto the beeches.",
            de: "Das große Schlafzimmer auf dem Heuboden, mit Blick auf die Buchen.",
            pl: "Główna sypialnia na dawnym strychu, z widokiem na buki.",
          },
        },
      ],
    },
    {
      slug: "oranjerie",
      unit: {
        name: { nl: "Oranjerie", en: "The Orangery", de: "Die Orangerie", pl: "Oranżeria" },
        type: "studio",
        shortDescription: {
          nl: "De oranjerie uit 1888, gelijkvloers en drempelvrij: één lange kamer achter vijf hoge boogramen, een slaapalkoof, een vrijstaand bad en de sinaasappelbomen voor de deur. Voor twee.",
          en: "The 1888 orangery, all on one level and step-free: one long room behind five tall arched windows, a bed alcove, a freestanding bath and the orange trees outside the door. For two.",
          de: "Die Orangerie von 1888, ebenerdig und barrierefrei: ein langer Raum hinter fünf hohen Rundbogenfenstern, ein Alkovenbett, eine freistehende Wanne und die Orangenbäume vor der Tür. Für zwei.",
          pl: "Oranżeria z 1888 roku, parterowa i bez progów: jedno długie pomieszczenie za pięcioma wysokimi oknami zamkniętymi łukiem, łóżko we wnęce, wolnostojąca wanna i drzewka pomarańczowe przed drzwiami. Dla dwojga.",
        },
        longDescription: richPerLanguage({
          nl: `De oranjerie is gebouwd om zoveel mogelijk zon binnen te laten, en dat doet ze nog steeds. Vijf ramen van bijna drie meter hoog kijken op het zuiden, over het gazon naar de beuken; de achtermuur is een meter dik en houdt ’s zomers de koelte vast. Van mei tot oktober staan de sinaasappelbomen buiten voor je deur; ’s winters staan ze in de glazen hal aan het eind van de oranjerie, achter een dubbele deur, en ruikt het bij jou een beetje naar bloesem.

## Wat er is

- bed van 180 × 210 in een alkoof achter eiken deuren, met verduisterende gordijnen
- zithoek met twee fauteuils en een leeslamp aan het middelste raam
- keukentje met twee inductiepitten, combimagnetron, koelkast en koffiemachine
- vrijstaand bad en inloopdouche achter een halfhoge kalkwand
- vloerverwarming onder de oude plavuizen, en brede deuren zonder drempels

De Oranjerie heeft een eigen ingang aan de oostkant, en een eigen stukje terras tussen de kuipbomen.`,
          en: `The orangery was built to let in as much sun as possible, and it still does. Five windows almost three metres high face south, across the lawn to the beeches; the back wall is a metre thick and keeps the cool in during summer. From May to October the orange trees stand outside your door; in winter they move into the glass hall at the far end of the orangery, behind double doors, and your room smells faintly of blossom.

## What’s there

- a 180 × 210 bed in an alcove behind oak doors, with blackout curtains
- a sitting area with two armchairs and a reading lamp at the middle window
- a kitchenette with two induction hobs, a combination microwave, a fridge and a coffee machine
- a freestanding bath and a walk-in shower behind a half-height lime wall
- underfloor heating beneath the old flagstones, and wide doorways without thresholds

The Orangery has its own entrance on the east side, and its own bit of terrace among the tubs.`,
          de: `Die Orangerie wurde gebaut, um so viel Sonne wie möglich hereinzulassen, und das tut sie noch immer. Fünf fast drei Meter hohe Fenster gehen nach Süden, über den Rasen zu den Buchen; die Rückwand ist einen Meter dick und hält im Sommer die Kühle. Von Mai bis Oktober stehen die Orangenbäume draußen vor Ihrer Tür; im Winter ziehen sie in die Glashalle am Ende der Orangerie, hinter einer Doppeltür, und bei Ihnen duftet es ein wenig nach Blüten.

## Was es gibt

- Bett 180 × 210 in einem Alkoven hinter Eichentüren, mit Verdunkelungsvorhängen
- Sitzecke mit zwei Sesseln und einer Leselampe am mittleren Fenster
- Küchenzeile mit zwei Induktionsplatten, Kombi-Mikrowelle, Kühlschrank und Kaffeemaschine
- freistehende Badewanne und bodengleiche Dusche hinter einer halbhohen Kalkwand
- Fußbodenheizung unter den alten Bodenplatten und breite Türen ohne Schwellen

Die Orangerie hat einen eigenen Eingang an der Ostseite und ein eigenes Stück Terrasse zwischen den Kübelpflanzen.`,
          pl: `Oranżerię zbudowano tak, by wpuszczała jak najwięcej słońca, i tak jest do dziś. Pięć okien wysokich na prawie trzy metry wychodzi na południe, przez trawnik na buki; tylna ściana ma metr grubości i latem trzyma chłód. Od maja do października drzewka pomarańczowe stoją na zewnątrz przed Waszymi drzwiami; zimą przenoszą się do szklanej hali na końcu oranżerii, za podwójnymi drzwiami, a u Was delikatnie pachnie kwiatami.

## Co jest w środku

- łóżko 180 × 210 we wnęce za dębowymi drzwiami, z zasłonami zaciemniającymi
- kącik wypoczynkowy z dwoma fotelami i lampą do czytania przy środkowym oknie
- aneks kuchenny z dwoma polami indukcyjnymi, mikrofalówką z funkcją piekarnika, lodówką i ekspresem do kawy
- wolnostojąca wanna i prysznic bez brodzika za wapienną ścianką do połowy wysokości
- ogrzewanie podłogowe pod starymi płytami posadzki i szerokie drzwi bez progów

Oranżeria ma własne wejście od wschodu i własny kawałek tarasu między donicami z drzewkami.`,
        }),
        houseRules: {
          nl: "Niet roken.\nGeen huisdieren: de sinaasappelbomen en de oude plavuizen verdragen ze slecht.\nNa 22.00 uur graag rustig; het Koetshuis is je buurman.\nDe kuipbomen niet verzetten; Hidde geeft ze water.\nGeen kaarsen in de alkoof.\nVertrek: handdoeken in de mand, sleutel in het kastje naast de deur.",
          en: "No smoking.\nNo pets: the orange trees and the old flagstones don’t take kindly to them.\nPlease keep it quiet after 10 pm; the Coach House is your neighbour.\nPlease don’t move the tubs; Hidde waters them.\nNo candles in the bed alcove.\nDeparture: towels in the basket, key in the box by the door.",
          de: "Bitte nicht rauchen.\nKeine Haustiere: Die Orangenbäume und die alten Bodenplatten vertragen sie schlecht.\nAb 22 Uhr bitte Ruhe; das Kutschhaus ist Ihr Nachbar.\nDie Kübelpflanzen bitte nicht verrücken; Hidde gießt sie.\nKeine Kerzen im Alkoven.\nAbreise: Handtücher in den Korb, Schlüssel in das Kästchen neben der Tür.",
          pl: "Nie palimy.\nNie przyjmujemy zwierząt: drzewka pomarańczowe i stara posadzka źle je znoszą.\nPo 22:00 prosimy o ciszę; Powozownia to Wasz sąsiad.\nProsimy nie przestawiać donic z drzewkami; podlewa je Hidde.\nŻadnych świec we wnęce sypialnej.\nWyjazd: ręczniki do kosza, klucz do skrzynki przy drzwiach.",
        },
        maxGuests: 2,
        bedrooms: 0,
        beds: 1,
        bathrooms: 1,
        sizeM2: 70,
        facilities: [
          "microwave",
          "coffeeMachine",
          "kettle",
          "fridge",
          "stove",
          "shower",
          "bathtub",
          "hairdryer",
          "towels",
          "wifi",
          "heating",
          "bedLinen",
          "terrace",
          "gardenFurniture",
          "stepFreeEntrance",
          "groundFloorBedroom",
          "wideDoorways",
          "walkInShower",
          "freeParking",
          "bikeStorage",
          "smokeDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "20:00",
        checkOutUntil: "10:30",
      },
      cover: {
        file: "orangery",
        alt: {
          nl: "De lange kamer van de oranjerie, met hoge boogramen, zonlicht op de stenen vloer, twee fauteuils en een sinaasappelboom in een witte bak.",
          en: "The long room of the orangery, with tall arched windows, sunlight on the stone floor, two armchairs and an orange tree in a white tub.",
          de: "Der lange Raum der Orangerie mit hohen Rundbogenfenstern, Sonnenlicht auf dem Steinboden, zwei Sesseln und einem Orangenbaum in einem weißen Kübel.",
          pl: "Długie wnętrze oranżerii z wysokimi, łukowo zamkniętymi oknami, słońcem na kamiennej posadzce, dwoma fotelami i drzewkiem pomarańczowym w białej donicy.",
        },
        caption: {
          nl: "Vijf ramen op het zuiden, en de zon tot achter in de kamer.",
          en: "Five south-facing windows, and sunshine to the back of the room.",
          de: "Fünf Fenster nach Süden, und die Sonne reicht bis in den hinteren Teil des Raums.",
          pl: "Pięć okien od południa i słońce aż po tylną ścianę.",
        },
      },
      photos: [
        {
          file: "bathroom",
          alt: {
            nl: "Een lichte badkamer met een vrijstaand bad voor een groot raam met berken erachter, een houten wand met waskom en ronde spiegel, en een handdoekladder.",
            en: "A bright bathroom with a freestanding bath in front of a large window with birch trees outside, a wooden wall with a basin and round mirror, and a towel ladder.",
            de: "Ein helles Bad mit freistehender Wanne vor einem großen Fenster mit Birken davor, einer Holzwand mit Waschbecken und rundem Spiegel und einer Handtuchleiter.",
            pl: "Jasna łazienka z wolnostojącą wanną przed dużym oknem z brzozami za szybą, drewnianą ścianą z umywalką i okrągłym lustrem oraz drabinką na ręczniki.",
          },
          caption: {
            nl: "Het bad in de Oranjerie, met uitzicht op de bosrand.",
            en: "The bath in the Orangery, looking out to the edge of the woods.",
            de: "Die Wanne in der Orangerie, mit Blick auf den Waldrand.",
            pl: "Wanna w Oranżerii, z widokiem na skraj lasu.",
          },
        },
      ],
    },
  ],
  gallery: [
    {
      file: "coach-house",
      alt: {
        nl: "Het witte koetshuis met groene luiken en een klokkentorentje, de oranjerie met hoge boogramen ernaast, een gestreept gazon, een grindpad en oude beuken.",
        en: "The white coach house with green shutters and a clock lantern, the orangery with tall arched windows beside it, a striped lawn, a gravel drive and old beeches.",
        de: "Das weiße Kutschhaus mit grünen Läden und Uhrtürmchen, daneben die Orangerie mit hohen Rundbogenfenstern, ein gestreifter Rasen, eine Kiesauffahrt und alte Buchen.",
        pl: "Biała powozownia z zielonymi okiennicami i wieżyczką zegarową, obok oranżeria z wysokimi łukowymi oknami, pasiasty trawnik, żwirowy podjazd i stare buki.",
      },
    },
    {
      file: "orangery",
      alt: {
        nl: "Een lange, lichte oranjerie met hoge boogramen aan de linkerkant, zonlicht over een geblokte stenen vloer, twee saliegroene fauteuils en een bijzettafeltje op een licht kleed, rechts een sinaasappelboom in een witte bak en achterin glazen deuren naar een kas met nog meer sinaasappelbomen.",
        en: "A long, light orangery with tall arched windows along the left, sunlight across a chequered stone floor, two sage-green armchairs and a side table on a pale rug, an orange tree in a white tub on the right and, at the far end, glazed doors to a glasshouse with more orange trees.",
        de: "Eine lange, helle Orangerie mit hohen Rundbogenfenstern auf der linken Seite, Sonnenlicht auf einem karierten Steinboden, zwei salbeigrüne Sessel und ein Beistelltisch auf einem hellen Teppich, rechts ein Orangenbaum in einem weißen Kübel und hinten Glastüren zu einer Halle mit weiteren Orangenbäumen.",
        pl: "Długa, jasna oranżeria z wysokimi, łukowo zamkniętymi oknami po lewej, słońcem na posadzce w szachownicę, dwoma szałwiowozielonymi fotelami i stolikiem na jasnym dywanie, po prawej drzewko pomarańczowe w białej donicy, a w głębi przeszklone drzwi do szklarni z kolejnymi drzewkami.",
      },
      caption: {
        nl: "De Oranjerie op een ochtend in mei, vlak voor de bomen naar buiten gaan.",
        en: "The Orangery on a May morning, just before the trees go outside.",
        de: "Die Orangerie an einem Maimorgen, kurz bevor die Bäume nach draußen kommen.",
        pl: "Oranżeria w majowy poranek, tuż przed wystawieniem drzewek na zewnątrz.",
      },
    },
    {
      file: "forest-walk",
      alt: {
        nl: "Een zandpad door een bos met hoge, rechte stammen, met zonnestralen door het bladerdak en varens langs de kant.",
        en: "A sandy path through a forest of tall, straight trunks, with sunbeams slanting through the canopy and ferns along the edge.",
        de: "Ein Sandweg durch einen Wald mit hohen, geraden Stämmen, Sonnenstrahlen fallen schräg durch das Blätterdach, am Rand wachsen Farne.",
        pl: "Piaszczysta ścieżka przez las wysokich, prostych pni, ze smugami słońca przebijającymi się przez korony i paprociami na skraju.",
      },
      caption: {
        nl: "Het bospad achter het koetshuis, op weg naar Hackfort.",
        en: "The woodland path behind the coach house, on the way to Hackfort.",
        de: "Der Waldweg hinter dem Kutschhaus, auf dem Weg nach Hackfort.",
        pl: "Leśna ścieżka za powozownią, w drodze do Hackfort.",
      },
    },
    {
      file: "farmhouse",
      alt: {
        nl: "Een boerderij met een rieten dak in de weilanden, zwartbonte koeien in de wei, een sloot met knotwilgen en in de verte een kerktoren.",
        en: "A thatched farmhouse in the meadows, black-and-white cows grazing, a ditch lined with pollard willows and a church spire in the distance.",
        de: "Ein Bauernhaus mit Reetdach zwischen Wiesen, schwarzbunte Kühe auf der Weide, ein Graben mit Kopfweiden und in der Ferne ein Kirchturm.",
        pl: "Gospodarstwo kryte strzechą wśród łąk, czarno-białe krowy na pastwisku, rów obsadzony wierzbami głowiastymi i wieża kościoła w oddali.",
      },
      caption: {
        nl: "De boerderijen van het landgoed, langs de fietsroute naar Vorden.",
        en: "The estate’s farms, along the cycle route to Vorden.",
        de: "Die Höfe des Landguts, an der Radroute nach Vorden.",
        pl: "Gospodarstwa należące do majątku, przy trasie rowerowej do Vorden.",
      },
    },
    {
      file: "canal-house",
      alt: {
        nl: "Een rij oude huizen met trapgevels en klokgevels bij avond, met verlichte ramen die weerspiegelen in het water, fietsen op de kade, een bootje en in de verte een kerktoren onder de maan.",
        en: "A row of old houses with stepped and bell gables at night, their lit windows reflected in the water, bikes on the quay, a small boat and, in the distance, a church tower beneath the moon.",
        de: "Eine Reihe alter Häuser mit Treppen- und Glockengiebeln am Abend, die erleuchteten Fenster spiegeln sich im Wasser, Fahrräder am Kai, ein kleines Boot und in der Ferne ein Kirchturm unter dem Mond.",
        pl: "Rząd starych kamienic ze szczytami schodkowymi i dzwonowymi nocą, oświetlone okna odbijają się w wodzie, rowery na nabrzeżu, mała łódka, a w oddali wieża kościoła pod księżycem.",
      },
      caption: {
        nl: "Zutphen aan de Berkel, een kwartier fietsen.",
        en: "Zutphen on the Berkel, fifteen minutes by bike.",
        de: "Zutphen an der Berkel, eine Viertelstunde mit dem Rad.",
        pl: "Zutphen nad Berkel, kwadrans rowerem.",
      },
    },
    {
      file: "village-market",
      alt: {
        nl: "Een marktplein met kramen onder gestreepte luifels, fruit en bloemen op de toonbanken en mensen die rondlopen; aan het eind een bakstenen kerktoren tussen kleurige gevels.",
        en: "A market square with stalls under striped awnings, fruit and flowers on the counters and people strolling about; at the far end a brick church tower between colourful gabled houses.",
        de: "Ein Marktplatz mit Ständen unter gestreiften Markisen, Obst und Blumen auf den Tischen und Menschen, die umherschlendern; am Ende ein Backsteinkirchturm zwischen bunten Giebelhäusern.",
        pl: "Rynek ze straganami pod pasiastymi markizami, owocami i kwiatami na ladach i spacerującymi ludźmi; na końcu ceglana wieża kościoła między kolorowymi kamieniczkami.",
      },
      caption: {
        nl: "Marktdag in Zutphen, in de schaduw van de Walburgiskerk.",
        en: "Market day in Zutphen, in the shadow of the Walburgiskerk.",
        de: "Markttag in Zutphen, im Schatten der Walburgiskerk.",
        pl: "Dzień targowy w Zutphen, w cieniu kościoła św. Walburgi.",
      },
    },
  ],
  reviews: [
    {
      guestName: "Familie Brinkhuis",
      stayMonth: "2025-08-01",
      rating: 5,
      lang: "nl",
      source: "direct",
      unit: "koetshuis",
      body: "Met drie generaties een week in het Koetshuis, en iedereen had zijn eigen favoriete plek: opa de leesstoel bij de kachel, de kinderen het gazon, wij de lange tafel in de woonhal. Hidde liet de kleinkinderen zien hoe je een boom meet en Annemiek wist bij elke beuk een verhaal. De Achtkastelenroute hebben we in twee dagen gedaan, met een picknick bij Hackfort. We komen terug.",
    },
    {
      guestName: "Charlotte & James",
      stayMonth: "2025-10-01",
      rating: 5,
      lang: "en",
      source: "airbnb",
      unit: "oranjerie",
      body: "We came for our anniversary and didn’t want to leave. Waking up in the alcove bed with the sun coming through those tall windows, breakfast among the orange trees, long walks through the beech avenues in their autumn colours. Zutphen is a real find – the chained library is extraordinary. Quietly elegant in every detail, and Annemiek’s notes on the area were better than any guidebook.",
    },
    {
      guestName: "Dr. Ulrike Hoffmann",
      stayMonth: "2026-05-01",
      rating: 5,
      lang: "de",
      source: "booking",
      unit: "oranjerie",
      body: "Ich bin auf den Rollstuhl angewiesen und habe selten eine Unterkunft erlebt, die so selbstverständlich barrierefrei ist, ohne nach Krankenhaus auszusehen. Breite Türen, ebenerdige Dusche, feste Wege über den Hof – und trotzdem wohnt man in einem Baudenkmal. Die Gastgeber haben mir sogar die befestigte Runde um den Teich gezeigt.",
    },
    {
      guestName: "Agnieszka i Tomasz",
      stayMonth: "2025-06-01",
      rating: 5,
      lang: "pl",
      source: "booking",
      unit: "koetshuis",
      body: "Przyjechaliśmy z przyjaciółmi, trzy pary, i powozownia była idealna: każdy miał swoją sypialnię, a wieczorami siedzieliśmy wszyscy przy długim stole z otwartymi wrotami na trawnik. Rowery od gospodarzy były w świetnym stanie, szlak ośmiu zamków to piękna, spokojna trasa. Jedyny minus: schody na górę są naprawdę strome, ale gospodarze uprzedzają o tym uczciwie.",
    },
    {
      guestName: "Mark van Dijk",
      stayMonth: "2026-02-01",
      rating: 4,
      lang: "nl",
      source: "google",
      unit: "koetshuis",
      body: "Een winterweekend met vrienden: de kachel aan, wandelen door het bevroren bos, ’s avonds koken in die prachtige keuken. De woonhal is hoog en het duurde even voor hij helemaal warm was, maar met de kachel en de plaids was het gezellig. Zutphen op zaterdag is een aanrader.",
      reply:
        "Dank je, Mark! Je hebt gelijk over de hoge woonhal in de winter. We zetten de verwarming voortaan een dag eerder hoger als er vorst wordt verwacht, dan is het huis warm als je aankomt.",
    },
    {
      guestName: "Peter & Susan",
      stayMonth: "2026-04-01",
      rating: 5,
      lang: "en",
      source: "direct",
      unit: "koetshuis",
      body: "We’ve rented a lot of houses in the Netherlands and this is the most beautiful one. It’s been restored with real care – the lime walls, the old oak beams, the glazed carriage doors – and it’s comfortable too: good beds, two proper bathrooms, a kitchen you actually want to cook in. Our dog loved the woods. Book directly; the owners answer within the hour.",
    },
    {
      guestName: "Familie Schröder",
      stayMonth: "2025-09-01",
      rating: 5,
      lang: "de",
      source: "airbnb",
      unit: "koetshuis",
      body: "Ein Traum für Familien: Die Kinder sind den ganzen Tag über den Rasen gerannt und haben am Teich Frösche gesucht, wir haben auf der Terrasse gelesen. Bronkhorst und die Fähre über die IJssel waren ein schöner Radausflug. Alles sehr stilvoll und trotzdem unkompliziert.",
    },
    {
      guestName: "Marta",
      stayMonth: "2026-01-01",
      rating: 3,
      lang: "pl",
      source: "airbnb",
      unit: "oranjerie",
      body: "Oranżeria jest przepiękna i bardzo romantyczna, a gospodarze serdeczni. W styczniu jednak przy wysokich oknach było chłodno, mimo ogrzewania podłogowego, i wieczorem siedzieliśmy w swetrach. Latem na pewno jest cudownie.",
      reply:
        "Dziękujemy, Marto, za szczerą opinię. Po Waszym pobycie zawiesiliśmy przy oknach ciężkie lniane zasłony na zimę i dołożyliśmy grzejnik pod środkowym oknem. Mamy nadzieję, że wrócicie latem, gdy drzewka stoją przed drzwiami.",
    },
  ],
  posts: [
    {
      slug: "de-achtkastelenroute-op-de-fiets",
      title: {
        nl: "De Achtkastelenroute op de fiets: onze versie",
        en: "The Eight Castles Route by bike: our version",
        de: "Die Acht-Schlösser-Route mit dem Rad: unsere Variante",
        pl: "Szlak Ośmiu Zamków na rowerze: nasza wersja",
      },
      excerpt: {
        nl: "Ruim dertig kilometer langs kastelen, lanen en essen rond Vorden, vanaf ons erf. Met de plek voor koffie, de plek voor de lunch en de stukken die je niet moet overslaan.",
        en: "Just over thirty kilometres of castles, avenues and old fields around Vorden, starting from our yard. With a place for coffee, a place for lunch and the stretches not to miss.",
        de: "Gut dreißig Kilometer vorbei an Schlössern, Alleen und Feldern rund um Vorden, ab unserem Hof. Mit dem Platz für den Kaffee, dem für das Mittagessen und den Abschnitten, die Sie nicht auslassen sollten.",
        pl: "Ponad trzydzieści kilometrów wśród zamków, alei i pól wokół Vorden, prosto od nas. Z miejscem na kawę, miejscem na obiad i odcinkami, których nie warto pominąć.",
      },
      body: richPerLanguage({
        nl: `De Achtkastelenroute is bewegwijzerd en staat in elke folder, maar wij rijden hem een beetje anders: we beginnen op ons eigen erf, slaan één kasteel over dat je alleen van ver ziet en nemen er een landgoed bij dat niet op de kaart staat. Reken op een dag, met stops.

## De route

- **Door de beukenlaan naar Hackfort.** Een zandpad, drie kilometer. Kijk of de watermolen draait.
- **Via de Wildenborch naar Medler.** De mooiste lanen van de route, met eiken van tweehonderd jaar oud.
- **Koffie in Vorden.** Op het terras aan de Dorpsstraat, met zicht op Kasteel Vorden.
- **Langs Onstein en de Kieftskamp.** Houtwallen, essen en boerderijen met groene luiken, zoals bij ons.
- **Lunch bij Hackfort, terug door het bos.** In het koetshuis wacht de kachel of het terras, afhankelijk van het seizoen.

## Goed om te weten

De route is vlak, maar de zandpaden zijn na regen zwaar; de leenfietsen hebben daar brede banden voor. De kastelen zijn vrijwel allemaal particulier bewoond: je bekijkt ze van de oprijlaan, niet van binnen. Een kaart met onze aanpassingen ligt in de la van de eettafel.`,
        en: `The Eight Castles Route is signposted and in every leaflet, but we ride it a little differently: we start from our own yard, skip one castle you can only see from a distance and add an estate that isn’t on the map. Allow a day, with stops.

## The route

- **Down the beech avenue to Hackfort.** A sandy track, three kilometres. See if the watermill is turning.
- **Via the Wildenborch to Medler.** The loveliest avenues on the route, lined with oaks two hundred years old.
- **Coffee in Vorden.** On the terrace in the Dorpsstraat, looking out at Vorden Castle.
- **Past Onstein and the Kieftskamp.** Hedgerows, old open fields and farms with green shutters, just like ours.
- **Lunch at Hackfort, back through the woods.** At the coach house the stove or the terrace awaits, depending on the season.

## Good to know

The route is flat, but the sandy tracks are heavy going after rain; the bikes we lend have wide tyres for that. Almost all the castles are private homes: you see them from the drive, not from the inside. A map with our changes is in the drawer of the dining table.`,
        de: `Die Acht-Schlösser-Route ist ausgeschildert und steht in jedem Prospekt, aber wir fahren sie ein wenig anders: Wir starten auf unserem eigenen Hof, lassen ein Schloss aus, das man nur von Weitem sieht, und nehmen ein Landgut dazu, das auf keiner Karte steht. Rechnen Sie mit einem Tag, mit Pausen.

## Die Route

- **Durch die Buchenallee nach Hackfort.** Ein Sandweg, drei Kilometer. Schauen Sie, ob sich die Wassermühle dreht.
- **Über die Wildenborch nach Medler.** Die schönsten Alleen der Strecke, mit zweihundert Jahre alten Eichen.
- **Kaffee in Vorden.** Auf der Terrasse an der Dorpsstraat, mit Blick auf Schloss Vorden.
- **An Onstein und dem Kieftskamp vorbei.** Wallhecken, alte Ackerfluren und Höfe mit grünen Läden, wie bei uns.
- **Mittagessen bei Hackfort, zurück durch den Wald.** Im Kutschhaus warten je nach Jahreszeit der Ofen oder die Terrasse.

## Gut zu wissen

Die Strecke ist flach, aber die Sandwege sind nach Regen schwer zu fahren; die Leihräder haben dafür breite Reifen. Fast alle Schlösser sind privat bewohnt: Sie sehen sie von der Auffahrt aus, nicht von innen. Eine Karte mit unseren Änderungen liegt in der Schublade des Esstischs.`,
        pl: `Szlak Ośmiu Zamków jest oznakowany i opisany w każdej ulotce, ale my jeździmy nim trochę inaczej: zaczynamy na własnym dziedzińcu, pomijamy jeden zamek, który widać tylko z daleka, i dokładamy majątek, którego nie ma na mapie. Zarezerwujcie na to cały dzień, z przystankami.

## Trasa

- **Aleją bukową do Hackfort.** Piaszczysta droga, trzy kilometry. Sprawdźcie, czy młyn wodny się obraca.
- **Przez Wildenborch do Medler.** Najpiękniejsze aleje na trasie, z dwustuletnimi dębami.
- **Kawa w Vorden.** Na tarasie przy Dorpsstraat, z widokiem na zamek Vorden.
- **Obok Onstein i Kieftskamp.** Zadrzewione miedze, stare pola i gospodarstwa z zielonymi okiennicami, jak u nas.
- **Obiad przy Hackfort, powrót przez las.** W powozowni czeka piec albo taras, zależnie od pory roku.

## Warto wiedzieć

Trasa jest płaska, ale po deszczu piaszczyste drogi stają się ciężkie; nasze rowery mają do tego szerokie opony. Prawie wszystkie zamki są prywatnymi domami: ogląda się je z podjazdu, nie od środka. Mapa z naszymi zmianami leży w szufladzie stołu w jadalni.`,
      }),
      cover: {
        file: "farmhouse",
        alt: {
          nl: "Een boerderij met een rieten dak in de weilanden, zwartbonte koeien in de wei en een sloot met knotwilgen.",
          en: "A thatched farmhouse in the meadows, black-and-white cows grazing and a ditch lined with pollard willows.",
          de: "Ein Bauernhaus mit Reetdach zwischen Wiesen, schwarzbunte Kühe auf der Weide und ein Graben mit Kopfweiden.",
          pl: "Gospodarstwo kryte strzechą wśród łąk, czarno-białe krowy na pastwisku i rów obsadzony wierzbami głowiastymi.",
        },
      },
      daysAgo: 8,
    },
    {
      slug: "een-dag-in-zutphen",
      title: {
        nl: "Een dag in Zutphen: boeken aan kettingen en de Berkel",
        en: "A day in Zutphen: chained books and the Berkel",
        de: "Ein Tag in Zutphen: Bücher an Ketten und die Berkel",
        pl: "Dzień w Zutphen: księgi na łańcuchach i Berkel",
      },
      excerpt: {
        nl: "Vijf kilometer van het koetshuis ligt een van de mooiste oude steden van Nederland. Zo laten wij hem zien aan vrienden die voor het eerst komen.",
        en: "Five kilometres from the coach house lies one of the loveliest old towns in the Netherlands. This is how we show it to friends visiting for the first time.",
        de: "Fünf Kilometer vom Kutschhaus liegt eine der schönsten alten Städte der Niederlande. So zeigen wir sie Freunden, die zum ersten Mal kommen.",
        pl: "Pięć kilometrów od powozowni leży jedno z najpiękniejszych starych miast Holandii. Tak pokazujemy je przyjaciołom, którzy przyjeżdżają po raz pierwszy.",
      },
      body: richPerLanguage({
        nl: `Zutphen is ouder dan Amsterdam en was in de Middeleeuwen een rijke Hanzestad aan de IJssel. Daarna werd het stil, en juist daardoor staat er nog zoveel: muren, poorten, torens en straatjes die je nergens anders meer zo bij elkaar ziet.

## Onze wandeling

- **Fiets naar de Houtmarkt.** Vijftien minuten over het fietspad langs de spoorlijn; er is een bewaakte stalling.
- **De Walburgiskerk en de Librije.** Een leeszaal uit 1564 waar de boeken nog aan kettingen liggen, omdat ze meer waard waren dan een huis.
- **Over de Zaadmarkt naar de Berkel.** Kijk bij de Berkelpoort hoe het riviertje onder de stadsmuur door de stad in stroomt.
- **De Drogenapstoren.** Een stadspoort uit 1444; het mooiste zicht erop heb je vanaf het Rozengracht-pleintje.
- **Terug via de IJsselkade.** Met uitzicht over de uiterwaarden, en een terras als de zon schijnt.

## Goed om te weten

De Librije is in het seizoen ’s middags open en in de winter beperkt; kijk even op de website van de Walburgiskerk voor je gaat. Met kinderen is Museum Henriette Polak aan de Zaadmarkt klein genoeg om niet te vervelen. En neem op de terugweg een brood mee van een van de bakkers aan de Beukerstraat: dat is ons ontbijt van zondag.`,
        en: `Zutphen is older than Amsterdam and was a wealthy Hanseatic town on the IJssel in the Middle Ages. Then it grew quiet, and that is exactly why so much of it still stands: walls, gates, towers and lanes you won’t find together like this anywhere else.

## Our walk

- **Cycle to the Houtmarkt.** Fifteen minutes on the cycle path beside the railway; there’s a staffed bike park.
- **The Walburgiskerk and the Librije.** A reading room of 1564 where the books still lie on chains, because each was worth more than a house.
- **Across the Zaadmarkt to the Berkel.** At the Berkelpoort, watch the little river flow under the town wall into the town.
- **The Drogenapstoren.** A town gate of 1444; the best view of it is from the little square on the Rozengracht.
- **Back along the IJsselkade.** With a view over the floodplains, and a café terrace if the sun is out.

## Good to know

The Librije opens in the afternoons in season and less often in winter; check the Walburgiskerk website before you go. With children, the Henriette Polak Museum on the Zaadmarkt is small enough not to bore them. And on the way back, pick up a loaf from one of the bakers in the Beukerstraat: that’s our Sunday breakfast.`,
        de: `Zutphen ist älter als Amsterdam und war im Mittelalter eine reiche Hansestadt an der IJssel. Danach wurde es still, und gerade deshalb steht noch so viel: Mauern, Tore, Türme und Gassen, die man anderswo nicht mehr so beieinander sieht.

## Unser Spaziergang

- **Mit dem Rad zum Houtmarkt.** Eine Viertelstunde auf dem Radweg entlang der Bahnlinie; es gibt einen bewachten Fahrradparkplatz.
- **Die Walburgiskerk und die Librije.** Ein Lesesaal von 1564, in dem die Bücher noch an Ketten liegen, weil jedes mehr wert war als ein Haus.
- **Über den Zaadmarkt zur Berkel.** Sehen Sie an der Berkelpoort, wie das Flüsschen unter der Stadtmauer in die Stadt fließt.
- **Der Drogenapstoren.** Ein Stadttor von 1444; den schönsten Blick darauf haben Sie vom kleinen Platz an der Rozengracht.
- **Zurück über die IJsselkade.** Mit Blick über die Flussauen und einer Terrasse, wenn die Sonne scheint.

## Gut zu wissen

Die Librije ist in der Saison nachmittags geöffnet, im Winter seltener; schauen Sie vorher auf die Website der Walburgiskerk. Mit Kindern ist das Museum Henriette Polak am Zaadmarkt klein genug, um nicht zu langweilen. Und nehmen Sie auf dem Rückweg ein Brot von einem der Bäcker in der Beukerstraat mit: Das ist unser Sonntagsfrühstück.`,
        pl: `Zutphen jest starsze od Amsterdamu, a w średniowieczu było bogatym miastem hanzeatyckim nad IJssel. Potem ucichło i właśnie dlatego tak wiele się zachowało: mury, bramy, wieże i uliczki, jakich nigdzie indziej nie zobaczycie w takim komplecie.

## Nasz spacer

- **Rowerem na Houtmarkt.** Kwadrans ścieżką rowerową wzdłuż torów; na miejscu jest strzeżony parking rowerowy.
- **Kościół św. Walburgi i Librije.** Czytelnia z 1564 roku, w której księgi wciąż leżą na łańcuchach, bo każda była warta więcej niż dom.
- **Przez Zaadmarkt nad Berkel.** Przy Berkelpoort zobaczcie, jak rzeczka przepływa pod murem miejskim do miasta.
- **Drogenapstoren.** Brama miejska z 1444 roku; najpiękniejszy widok na nią jest z placyku przy Rozengracht.
- **Powrót przez IJsselkade.** Z widokiem na nadrzeczne łąki i kawiarnianym ogródkiem, jeśli świeci słońce.

## Warto wiedzieć

Librije jest w sezonie otwarta po południu, zimą rzadziej; sprawdźcie przed wyjściem stronę kościoła św. Walburgi. Z dziećmi warto zajrzeć do Muzeum Henriette Polak przy Zaadmarkt – jest na tyle małe, że się nie znudzą. A w drodze powrotnej kupcie chleb u jednego z piekarzy przy Beukerstraat: to nasze niedzielne śniadanie.`,
      }),
      cover: {
        file: "canal-house",
        alt: {
          nl: "Een rij oude huizen met trapgevels bij avond, met verlichte ramen die weerspiegelen in het water.",
          en: "A row of old gabled houses at night, their lit windows reflected in the water.",
          de: "Eine Reihe alter Giebelhäuser am Abend, die erleuchteten Fenster spiegeln sich im Wasser.",
          pl: "Rząd starych kamienic ze szczytami nocą, oświetlone okna odbijają się w wodzie.",
        },
      },
      daysAgo: 46,
    },
  ],
};
