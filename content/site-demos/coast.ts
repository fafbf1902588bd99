import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { richPerLanguage } from "./rich-from-markdown.ts";

/** A modern wooden holiday home in the dunes of Zoutelande (Walcheren, Zeeland), for six. */
export const coast: DemoSiteFixture = {
  name: "Duinhuis Zeezicht",
  doc: {
    languages: { main: "nl", others: ["en", "de"] },
    tagline: {
      nl: "Een houten huis in de duinen van Zoutelande, vijf minuten over het vlonderpad naar zee.",
      en: "A wooden house in the dunes of Zoutelande, five minutes along the boardwalk to the sea.",
      de: "Ein Holzhaus in den Dünen von Zoutelande – fünf Minuten über den Bohlenweg bis ans Meer.",
      pl: "Drewniany dom w wydmach Zoutelande – pięć minut po drewnianej kładce nad morze.",
    },
    intro: {
      nl: "Duinhuis Zeezicht staat in de duinen aan de rand van Zoutelande, op Walcheren. Vanuit de woonkamer zie je tussen twee duintoppen een strook zee, en de grote schepen die langs de kust op weg zijn naar Antwerpen. Het huis is in 2021 gebouwd van lariks, heeft een houtkachel en drie slaapkamers, en er is plaats voor zes personen.\n\nOver het vlonderpad loop je in vijf minuten naar het strand. Dat ligt op het zuidwesten: je hebt er tot de avond zon, en in het voor- en najaar zakt de zon recht in zee. De bakker, de supermarkt en de strandpaviljoens zijn acht minuten lopen, Middelburg een kwartier met de auto.",
      en: "Duinhuis Zeezicht – ‘dune house with a sea view’ – stands in the dunes on the edge of Zoutelande, on the Zeeland peninsula of Walcheren. From the living room you look between two dune tops at a strip of sea, and at the big ships passing along the coast on their way to Antwerp. The house was built of larch in 2021; it has a wood stove, three bedrooms and room for six.\n\nThe boardwalk takes you to the beach in five minutes. The beach faces south-west, so the sun stays on it until evening, and in spring and autumn it sets straight into the sea. The baker, the supermarket and the beach cafés are an eight-minute walk away; Middelburg is a fifteen-minute drive.",
      de: "Duinhuis Zeezicht – „Dünenhaus mit Meerblick“ – steht in den Dünen am Rand von Zoutelande auf der Halbinsel Walcheren. Vom Wohnzimmer aus sehen Sie zwischen zwei Dünenkuppen einen Streifen Meer und die großen Schiffe, die dicht an der Küste nach Antwerpen fahren. Das Haus wurde 2021 aus Lärchenholz gebaut, hat einen Kaminofen und drei Schlafzimmer und bietet Platz für sechs Personen.\n\nÜber den Bohlenweg sind Sie in fünf Minuten am Strand. Er liegt nach Südwesten: Die Sonne scheint dort bis zum Abend, und im Frühjahr und Herbst geht sie direkt im Meer unter. Bäcker, Supermarkt und Strandpavillons erreichen Sie in acht Minuten zu Fuß, Middelburg in einer Viertelstunde mit dem Auto.",
      pl: "Duinhuis Zeezicht – „dom w wydmach z widokiem na morze” – stoi na skraju Zoutelande, na półwyspie Walcheren w Zelandii. Z salonu między dwoma szczytami wydm widać pas morza i wielkie statki, które płyną tuż przy brzegu do Antwerpii. Dom zbudowaliśmy w 2021 roku z modrzewia; ma kominek, trzy sypialnie i miejsce dla sześciu osób.\n\nDrewnianą kładką dojdziecie na plażę w pięć minut. Plaża jest zwrócona na południowy zachód, więc słońce świeci na niej do wieczora, a wiosną i jesienią zachodzi prosto w morze. Do piekarni, supermarketu i plażowych kawiarni idzie się osiem minut, do Middelburga jedzie się samochodem kwadrans.",
    },
    about: {
      title: {
        nl: "Het huis op de plek van opa’s zomerhuisje",
        en: "The house where Grandpa’s summer hut stood",
        de: "Das Haus an der Stelle von Opas Sommerhäuschen",
        pl: "Dom w miejscu letniego domku dziadka",
      },
      story: richPerLanguage({
        nl: `Sannes opa kocht in 1964 een stukje duin aan de rand van Zoutelande. Er stond een houten zomerhuisje op, dat hij elk voorjaar opnieuw in de beits zette. Sanne bracht er als kind alle zomers door: blootsvoets over het pad naar zee, ’s avonds patat uit het dorp, in slaap vallen met de branding door het open raam.

Toen het zomerhuisje na zestig jaar echt niet meer te redden was, besloten we opnieuw te bouwen. Joris is timmerman en heeft het meeste zelf gedaan: het houtskelet, de gevel van lariks die langzaam zilvergrijs wordt, de trap, de keukenkasten en de lange eiken tafel. In de zomer van 2021 sliepen we er voor het eerst.

## Wat we hebben bewaard

- de plek en het uitzicht: het grote raam kijkt precies door de duinpan waar opa zijn tuinstoel neerzette
- het vlonderpad naar zee, opnieuw gelegd langs de oude route
- opa’s barometer naast de voordeur, die nog altijd het weer voorspelt (en zich zelden vergist)

Wij wonen in Middelburg, een kwartier verderop. Als jullie er zijn, zijn wij er niet, maar we zijn wel altijd bereikbaar: voor een kapotte lamp, een vraag over de getijden of een tip voor goede mosselen. Als het even kan geven we de sleutel zelf, en bij de kachel staat altijd een zak hout klaar.`,
        en: `Sanne’s grandfather bought a patch of dune on the edge of Zoutelande in 1964. On it stood a little wooden summer hut, which he re-stained every spring. Sanne spent every summer of her childhood there: barefoot along the path to the sea, chips from the village in the evening, falling asleep to the surf through the open window.

When, after sixty years, the hut really was beyond saving, we decided to build again. Joris is a carpenter and did most of the work himself: the timber frame, the larch cladding that is slowly weathering to silver-grey, the stairs, the kitchen cupboards and the long oak table. We slept in the new house for the first time in the summer of 2021.

## What we kept

- the spot and the view: the big window looks straight down the dune hollow where Grandpa used to put his garden chair
- the boardwalk to the sea, relaid along the old route
- Grandpa’s barometer by the front door, which still forecasts the weather (and is rarely wrong)

We live in Middelburg, fifteen minutes away. We are not at the house while you are, but we are always within reach: for a broken lamp, a question about the tides or a tip for good mussels. Whenever we can, we hand over the key ourselves, and there is always a bag of firewood waiting by the stove.`,
        de: `Sannes Großvater kaufte 1964 ein Stück Düne am Rand von Zoutelande. Darauf stand ein kleines hölzernes Sommerhaus, das er jedes Frühjahr neu lasierte. Sanne hat dort als Kind jeden Sommer verbracht: barfuß über den Pfad zum Meer, abends Pommes aus dem Dorf, einschlafen mit dem Rauschen der Brandung durchs offene Fenster.

Als das Häuschen nach sechzig Jahren wirklich nicht mehr zu retten war, haben wir beschlossen, neu zu bauen. Joris ist Zimmermann und hat das meiste selbst gemacht: das Holzständerwerk, die Fassade aus Lärche, die langsam silbergrau wird, die Treppe, die Küchenschränke und den langen Eichentisch. Im Sommer 2021 haben wir zum ersten Mal im neuen Haus geschlafen.

## Was geblieben ist

- der Platz und der Blick: Das große Fenster schaut genau durch das Dünental, in dem Opa immer seinen Gartenstuhl aufgestellt hat
- der Bohlenweg zum Meer, neu verlegt auf der alten Route
- Opas Barometer neben der Haustür, das immer noch das Wetter vorhersagt (und sich selten irrt)

Wir wohnen in Middelburg, eine Viertelstunde entfernt. Während Ihres Aufenthalts sind wir nicht im Haus, aber immer erreichbar: für eine kaputte Lampe, eine Frage zu den Gezeiten oder einen Tipp für gute Muscheln. Wenn es irgend geht, übergeben wir den Schlüssel persönlich, und neben dem Ofen wartet immer ein Sack Brennholz.`,
        pl: `Dziadek Sanne kupił w 1964 roku kawałek wydmy na skraju Zoutelande. Stał na nim mały drewniany domek letniskowy, który co wiosnę na nowo pokrywał bejcą. Sanne spędzała tam jako dziecko każde wakacje: boso ścieżką do morza, wieczorem frytki z miasteczka, zasypianie przy szumie fal dobiegającym przez otwarte okno.

Kiedy po sześćdziesięciu latach domku nie dało się już uratować, postanowiliśmy zbudować go od nowa. Joris jest cieślą i większość zrobił sam: drewnianą konstrukcję, elewację z modrzewia, która powoli srebrzeje, schody, szafki kuchenne i długi dębowy stół. Latem 2021 roku po raz pierwszy spaliśmy w nowym domu.

## Co zachowaliśmy

- miejsce i widok: duże okno patrzy dokładnie w dolinkę między wydmami, w której dziadek stawiał swój ogrodowy fotel
- drewnianą kładkę nad morze, ułożoną na nowo po starej trasie
- barometr dziadka przy drzwiach wejściowych, który wciąż przepowiada pogodę (i rzadko się myli)

Mieszkamy w Middelburgu, kwadrans drogi stąd. Podczas Waszego pobytu nie ma nas w domu, ale zawsze jesteśmy pod telefonem: gdy przepali się żarówka, gdy chcecie zapytać o pływy albo o miejsce na dobre mule. Jeśli tylko się da, klucze przekazujemy osobiście, a przy kominku zawsze czeka worek drewna.`,
      }),
      hostNames: "Sanne & Joris",
    },
    surroundings: {
      intro: {
        nl: "Zoutelande is een klein dorp tussen Vlissingen en Westkapelle: één winkelstraat, een kerk, een rij strandpaviljoens en verder duin, strand en polder. Alles hieronder hebben we zelf gedaan, gegeten of beklommen; de afstanden zijn gemeten vanaf onze voordeur.",
        en: "Zoutelande is a small village between Vlissingen and Westkapelle: one shopping street, a church, a row of beach cafés, and beyond that dunes, beach and polder. We have done, eaten or climbed everything below ourselves; distances are measured from our front door.",
        de: "Zoutelande ist ein kleines Dorf zwischen Vlissingen und Westkapelle: eine Einkaufsstraße, eine Kirche, eine Reihe Strandpavillons und ringsum Dünen, Strand und Polder. Alles, was Sie hier finden, haben wir selbst ausprobiert, gegessen oder bestiegen; die Entfernungen sind ab unserer Haustür gemessen.",
        pl: "Zoutelande to mała miejscowość między Vlissingen a Westkapelle: jedna ulica ze sklepami, kościół, rząd plażowych kawiarni, a dookoła wydmy, plaża i poldery. Wszystko poniżej sami sprawdziliśmy, zjedliśmy albo zdobyliśmy; odległości liczymy od naszych drzwi.",
      },
      places: [
        {
          id: "f909fe15-1ea6-4f5e-83a2-f5601ad2b748",
          name: {
            nl: "Strand van Zoutelande",
            en: "Zoutelande beach",
            de: "Strand von Zoutelande",
            pl: "Plaża w Zoutelande",
          },
          category: "beach",
          distanceKm: 0.4,
          description: {
            nl: "Vijf minuten over het vlonderpad en de duintrap af. Het strand ligt op het zuidwesten, dus je hebt er tot de avond zon. De vaargeul naar Antwerpen loopt vlak langs de kust: op een heldere dag tel je zo twintig schepen. Bij laag water ligt er een brede zandvlakte waar kinderen uren zoet zijn met een schepnet.",
            en: "Five minutes along the boardwalk and down the dune steps. The beach faces south-west, so the sun stays on it until evening. The shipping lane to Antwerp runs close to the shore: on a clear day you can easily count twenty ships. At low tide a wide stretch of sand appears, and children will happily spend hours there with a shrimp net.",
            de: "Fünf Minuten über den Bohlenweg und die Dünentreppe hinunter. Der Strand liegt nach Südwesten, die Sonne scheint hier bis zum Abend. Die Fahrrinne nach Antwerpen verläuft dicht an der Küste: An klaren Tagen zählt man leicht zwanzig Schiffe. Bei Ebbe liegt eine breite Sandfläche frei, auf der Kinder stundenlang mit dem Kescher unterwegs sind.",
            pl: "Pięć minut drewnianą kładką i w dół po schodach na wydmie. Plaża jest zwrócona na południowy zachód, więc słońce świeci tu do wieczora. Tor wodny do Antwerpii biegnie tuż przy brzegu: w pogodny dzień łatwo naliczyć dwadzieścia statków. Podczas odpływu odsłania się szeroki pas piasku, na którym dzieci godzinami łowią krewetki siatką.",
          },
        },
        {
          id: "1785e92d-7430-4888-9dcf-5905a3824a4a",
          name: {
            nl: "Fietspad door de duinen naar Dishoek en Vlissingen",
            en: "Dune cycle path to Dishoek and Vlissingen",
            de: "Dünenradweg nach Dishoek und Vlissingen",
            pl: "Ścieżka rowerowa przez wydmy do Dishoek i Vlissingen",
          },
          category: "activity",
          distanceKm: 0.3,
          description: {
            nl: "Het fietspad begint aan het eind van onze weg en slingert door de duinen via Dishoek naar de boulevard van Vlissingen, negen kilometer verderop. Bijna helemaal autovrij en vlak, op één flinke duinhelling na. In de schuur staan twee kinderfietsen; volwassenenfietsen huur je in het dorp.",
            en: "The cycle path starts at the end of our lane and winds through the dunes via Dishoek to the seafront at Vlissingen, nine kilometres away. Almost entirely car-free and flat, apart from one stiff climb over a dune. There are two children’s bikes in the shed; adult bikes can be hired in the village.",
            de: "Der Radweg beginnt am Ende unseres Weges und schlängelt sich durch die Dünen über Dishoek bis zum Boulevard von Vlissingen, neun Kilometer weiter. Fast durchgehend autofrei und flach, bis auf eine kräftige Steigung über eine Düne. Im Schuppen stehen zwei Kinderräder; Fahrräder für Erwachsene leihen Sie im Dorf.",
            pl: "Ścieżka rowerowa zaczyna się na końcu naszej drogi i wije się przez wydmy przez Dishoek aż do nadmorskiej promenady w Vlissingen, dziewięć kilometrów dalej. Prawie w całości bez samochodów i płaska, nie licząc jednego porządnego podjazdu na wydmę. W szopie stoją dwa rowery dziecięce; rowery dla dorosłych wypożyczycie w miasteczku.",
          },
        },
        {
          id: "5c67edfa-8e92-4cf5-895a-7a74bfa4c3ed",
          name: {
            nl: "Dijk, vuurtoren en Polderhuis in Westkapelle",
            en: "Westkapelle: the sea dyke, lighthouse and Polderhuis",
            de: "Westkapelle: Deich, Leuchtturm und Polderhuis",
            pl: "Westkapelle: wał morski, latarnia i muzeum Polderhuis",
          },
          category: "culture",
          distanceKm: 5.2,
          description: {
            nl: "Twintig minuten fietsen. Op de dijk staat een Sherman-tank, ter herinnering aan oktober 1944, toen de geallieerden de dijk bombardeerden en Walcheren onder water zetten. Het Polderhuis vertelt dat verhaal helder, ook voor kinderen. De vuurtoren was ooit de toren van een kerk; in het seizoen kun je hem beklimmen.",
            en: "Twenty minutes by bike. A Sherman tank stands on the dyke in memory of October 1944, when the Allies bombed the dyke and flooded Walcheren. The Polderhuis museum tells that story clearly, children included. The lighthouse was once the tower of a church; in season you can climb it.",
            de: "Zwanzig Minuten mit dem Rad. Auf dem Deich steht ein Sherman-Panzer zur Erinnerung an den Oktober 1944, als die Alliierten den Deich bombardierten und Walcheren unter Wasser setzten. Das Museum Polderhuis erzählt diese Geschichte anschaulich, auch für Kinder. Der Leuchtturm war einst ein Kirchturm; in der Saison kann man hinaufsteigen.",
            pl: "Dwadzieścia minut rowerem. Na wale stoi czołg Sherman – pamiątka po październiku 1944 roku, kiedy alianci zbombardowali wał i zalali Walcheren. Muzeum Polderhuis opowiada tę historię przystępnie, także dla dzieci. Latarnia morska była kiedyś wieżą kościoła; w sezonie można na nią wejść.",
          },
        },
        {
          id: "7abd4137-e3ba-4bfd-b958-5d2c5057ef07",
          name: {
            nl: "Middelburg: Abdij, Zeeuws Museum en donderdagmarkt",
            en: "Middelburg: the abbey, Zeeuws Museum and Thursday market",
            de: "Middelburg: Abtei, Zeeuws Museum und Donnerstagsmarkt",
            pl: "Middelburg: opactwo, Zeeuws Museum i czwartkowy targ",
          },
          category: "shopping",
          distanceKm: 11,
          description: {
            nl: "De hoofdstad van Zeeland, met de Abdij, de toren de Lange Jan en op donderdag markt op de Markt. In het Zeeuws Museum hangen zestiende-eeuwse wandtapijten en zie je de klederdracht met gouden krullen. Haal bij de bakker een Zeeuwse bolus – een gedraaid, kleverig broodje met bruine suiker en kaneel – en eet hem op een bankje aan de kade.",
            en: "Zeeland’s capital, with its abbey, the tower known as Lange Jan (‘Long John’) and a market on the Markt square every Thursday. The Zeeuws Museum has sixteenth-century tapestries and the local costume with its gold head ornaments. Buy a Zeeuwse bolus at a bakery – a sticky spiral bun with brown sugar and cinnamon – and eat it on a bench by the harbour.",
            de: "Die Hauptstadt Zeelands, mit der Abtei, dem Turm Lange Jan und donnerstags Wochenmarkt auf dem Marktplatz. Im Zeeuws Museum hängen Wandteppiche aus dem 16. Jahrhundert, und man sieht die Tracht mit ihrem goldenen Kopfschmuck. Holen Sie sich beim Bäcker eine Zeeuwse bolus – eine klebrige, gedrehte Schnecke mit braunem Zucker und Zimt – und essen Sie sie auf einer Bank am Hafen.",
            pl: "Stolica Zelandii: opactwo, wieża Lange Jan („Długi Jan”) i w każdy czwartek targ na rynku. W Zeeuws Museum wiszą szesnastowieczne gobeliny i można zobaczyć tradycyjne stroje ze złotymi ozdobami głowy. Kupcie w piekarni Zeeuwse bolus – lepką, zwiniętą bułeczkę z brązowym cukrem i cynamonem – i zjedzcie ją na ławce przy nabrzeżu.",
          },
        },
        {
          id: "985e5d53-e73a-4d4f-801f-9a6091e8bc27",
          name: {
            nl: "Domburg en het duinbos De Manteling",
            en: "Domburg and the Manteling dune forest",
            de: "Domburg und der Dünenwald De Manteling",
            pl: "Domburg i nadmorski las De Manteling",
          },
          category: "nature",
          distanceKm: 13,
          description: {
            nl: "Tussen Domburg en Oostkapelle ligt De Manteling: duinbos met oude eiken en dennen, en wandelpaden die in de schaduw blijven als het op het strand te heet is. Piet Mondriaan schilderde in Domburg de duinen en de kerktoren; het museum Marie Tak van Poortvliet in het dorp laat zien waarom kunstenaars hier een eeuw geleden naartoe kwamen.",
            en: "Between Domburg and Oostkapelle lies De Manteling: dune forest with old oaks and pines, and footpaths that stay in the shade when the beach is too hot. Piet Mondrian painted Domburg’s dunes and church tower; the small Marie Tak van Poortvliet museum in the village shows why artists came here a century ago.",
            de: "Zwischen Domburg und Oostkapelle liegt De Manteling: Dünenwald mit alten Eichen und Kiefern und Wanderwegen, die im Schatten bleiben, wenn es am Strand zu heiß ist. Piet Mondrian malte in Domburg die Dünen und den Kirchturm; das kleine Museum Marie Tak van Poortvliet im Ort zeigt, warum Künstler vor hundert Jahren hierherkamen.",
            pl: "Między Domburgiem a Oostkapelle rośnie De Manteling: las na wydmach ze starymi dębami i sosnami, ze ścieżkami, na których jest cień, gdy na plaży robi się za gorąco. Piet Mondrian malował w Domburgu wydmy i wieżę kościoła; małe muzeum Marie Tak van Poortvliet pokazuje, dlaczego sto lat temu przyjeżdżali tu artyści.",
          },
        },
        {
          id: "a479fe3f-4ef7-4f76-9645-42335c9e7554",
          name: {
            nl: "Station Vlissingen en de veerboot naar Breskens",
            en: "Vlissingen station and the Breskens ferry",
            de: "Bahnhof Vlissingen und die Fähre nach Breskens",
            pl: "Dworzec w Vlissingen i prom do Breskens",
          },
          category: "transport",
          distanceKm: 9,
          description: {
            nl: "Het eindstation van de lijn, met intercity’s naar Rotterdam en Amsterdam. Vanaf het station ben je met de bus of de fiets in een half uur bij ons. Naast het station vaart de voet- en fietsveerboot in twintig minuten over de Westerschelde naar Breskens: een mooie dagtocht met de fiets naar Zeeuws-Vlaanderen.",
            en: "The end of the line, with intercity trains to Rotterdam and Amsterdam. From the station it is half an hour to us by bus or bike. Right next to it, the foot and bike ferry crosses the Westerschelde to Breskens in twenty minutes – a lovely day out by bike to Zeeuws-Vlaanderen.",
            de: "Endbahnhof der Strecke, mit Intercitys nach Rotterdam und Amsterdam. Vom Bahnhof sind Sie mit Bus oder Rad in einer halben Stunde bei uns. Direkt daneben fährt die Fähre für Fußgänger und Radfahrer in zwanzig Minuten über die Westerschelde nach Breskens – ein schöner Radausflug nach Zeeuws-Vlaanderen.",
            pl: "Stacja końcowa linii, z pociągami InterCity do Rotterdamu i Amsterdamu. Z dworca dojedziecie do nas autobusem albo rowerem w pół godziny. Tuż obok odpływa prom dla pieszych i rowerzystów, który w dwadzieścia minut przepływa Skaldę Zachodnią do Breskens – świetny pomysł na całodniową wycieczkę rowerową.",
          },
        },
        {
          id: "3a8b5dae-6892-47f9-b0a4-0f30bb03127c",
          name: {
            nl: "Mosselen eten in Yerseke",
            en: "Mussels in Yerseke",
            de: "Muscheln essen in Yerseke",
            pl: "Mule w Yerseke",
          },
          category: "food",
          distanceKm: 42,
          description: {
            nl: "Het mosseldorp aan de Oosterschelde. Vanaf juli is het mosselseizoen; eet ze aan de haven, waar de kotters binnenkomen, en loop daarna langs de oude oesterputten over de dijk. Drie kwartier rijden, maar op een grijze dag de moeite waard.",
            en: "The mussel village on the Oosterschelde. The season starts in July: eat them by the harbour where the boats come in, then walk along the dyke past the old oyster pits. Forty-five minutes’ drive, but well worth it on a grey day.",
            de: "Das Muscheldorf an der Oosterschelde. Ab Juli ist Muschelsaison; essen Sie sie am Hafen, wo die Kutter anlegen, und spazieren Sie danach auf dem Deich an den alten Austernbecken entlang. Eine Dreiviertelstunde Fahrt, die sich an einem grauen Tag lohnt.",
            pl: "Miasteczko mułów nad Skaldą Wschodnią. Sezon zaczyna się w lipcu: zjedzcie je w porcie, do którego wpływają kutry, a potem przejdźcie się po wale wzdłuż starych basenów ostrygowych. Trzy kwadranse samochodem, ale w szary dzień naprawdę warto.",
          },
        },
        {
          id: "10cd6f3f-e913-4c7f-a6bc-5b422192e852",
          name: {
            nl: "Deltapark Neeltje Jans",
            en: "Deltapark Neeltje Jans",
            de: "Deltapark Neeltje Jans",
            pl: "Deltapark Neeltje Jans",
          },
          category: "family",
          distanceKm: 29,
          description: {
            nl: "Op het werkeiland midden in de Oosterscheldekering loop je door de stormvloedkering zelf en zie je hoe Zeeland zich na de ramp van 1953 tegen de zee is gaan beschermen. De kinderen komen vooral voor de zeehonden en de waterspeeltuin; reken op een halve dag.",
            en: "On the construction island in the middle of the Oosterschelde storm-surge barrier you walk inside the barrier itself and see how Zeeland learned to protect itself after the 1953 flood. Children mostly come for the seals and the water playground; allow half a day.",
            de: "Auf der Arbeitsinsel mitten im Oosterschelde-Sturmflutwehr gehen Sie durch das Wehr selbst und sehen, wie sich Zeeland nach der Flutkatastrophe von 1953 gegen das Meer zu schützen begann. Kinder kommen vor allem wegen der Seehunde und des Wasserspielplatzes; planen Sie einen halben Tag ein.",
            pl: "Na wyspie roboczej pośrodku zapory przeciwsztormowej na Skaldzie Wschodniej wchodzi się do wnętrza zapory i widzi, jak Zelandia po powodzi w 1953 roku zaczęła bronić się przed morzem. Dzieci przyjeżdżają głównie dla fok i wodnego placu zabaw; warto zarezerwować pół dnia.",
          },
        },
      ],
    },
    contact: {
      email: "sanne@duinhuis-zeezicht.test",
      phone: "+31 6 4817 2935",
      whatsapp: "+31 6 4817 2935",
      street: "Duinweg 14",
      postalCode: "4374 EH",
      city: "Zoutelande",
      country: "NL",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Zoutelande",
    },
    social: {
      instagram: "https://www.instagram.com/duinhuiszeezicht",
      facebook: "https://www.facebook.com/duinhuiszeezicht",
    },
    seo: {
      home: {
        title: {
          nl: "Duinhuis Zeezicht – vakantiehuis in de duinen van Zoutelande",
          en: "Duinhuis Zeezicht – holiday home in the dunes of Zoutelande",
          de: "Duinhuis Zeezicht – Ferienhaus in den Dünen von Zoutelande",
          pl: "Duinhuis Zeezicht – dom wakacyjny w wydmach Zoutelande",
        },
        description: {
          nl: "Houten vakantiehuis voor zes in de duinen van Zoutelande, Zeeland. Vijf minuten lopen naar het strand, houtkachel, zicht op zee. Boek rechtstreeks bij de eigenaren.",
          en: "Wooden holiday home for six in the dunes of Zoutelande, Zeeland. Five minutes’ walk to the beach, wood stove, sea view. Book directly with the owners.",
          de: "Holzferienhaus für sechs Personen in den Dünen von Zoutelande, Zeeland. Fünf Minuten zu Fuß zum Strand, Kaminofen, Meerblick. Direkt bei den Eigentümern buchen.",
          pl: "Drewniany dom dla sześciu osób w wydmach Zoutelande w Zelandii. Pięć minut pieszo na plażę, kominek, widok na morze. Rezerwacja bezpośrednio u właścicieli.",
        },
      },
      about: {
        title: {
          nl: "Over ons – Sanne en Joris van Duinhuis Zeezicht",
          en: "About us – Sanne and Joris of Duinhuis Zeezicht",
          de: "Über uns – Sanne und Joris vom Duinhuis Zeezicht",
          pl: "O nas – Sanne i Joris z Duinhuis Zeezicht",
        },
        description: {
          nl: "Sanne groeide op met de zomers in Zoutelande, Joris is timmerman. Op de plek van opa’s oude zomerhuisje bouwden ze samen een nieuw huis in de duinen.",
          en: "Sanne grew up spending her summers in Zoutelande; Joris is a carpenter. Where her grandfather’s summer hut stood, together they built a new house in the dunes.",
          de: "Sanne verbrachte als Kind ihre Sommer in Zoutelande, Joris ist Zimmermann. Wo Opas altes Sommerhäuschen stand, haben sie zusammen ein neues Haus in den Dünen gebaut.",
          pl: "Sanne spędzała dzieciństwo w Zoutelande, Joris jest cieślą. W miejscu starego letniego domku dziadka razem zbudowali nowy dom w wydmach.",
        },
      },
      facilities: {
        title: {
          nl: "Indeling en voorzieningen – Duinhuis Zeezicht",
          en: "Layout and facilities – Duinhuis Zeezicht",
          de: "Aufteilung und Ausstattung – Duinhuis Zeezicht",
          pl: "Układ domu i udogodnienia – Duinhuis Zeezicht",
        },
        description: {
          nl: "Drie slaapkamers, twee badkamers, een houtkachel en een terras op het zuidwesten. Alles wat in het huis staat, van campingbedje tot koffiemachine.",
          en: "Three bedrooms, two bathrooms, a wood stove and a south-west-facing deck. Everything the house has, from the travel cot to the coffee machine.",
          de: "Drei Schlafzimmer, zwei Bäder, Kaminofen und Terrasse nach Südwesten. Alles, was das Haus bietet, vom Reisebett bis zur Kaffeemaschine.",
          pl: "Trzy sypialnie, dwie łazienki, kominek i taras od południowego zachodu. Wszystko, co jest w domu – od łóżeczka turystycznego po ekspres do kawy.",
        },
      },
      surroundings: {
        title: {
          nl: "Omgeving – strand, fietsen en musea rond Zoutelande",
          en: "Surroundings – beach, cycling and museums near Zoutelande",
          de: "Umgebung – Strand, Radfahren und Museen rund um Zoutelande",
          pl: "Okolica – plaża, rowery i muzea wokół Zoutelande",
        },
        description: {
          nl: "Onze favoriete plekken op Walcheren, met afstanden: het strand van Zoutelande, de dijk van Westkapelle, Middelburg, De Manteling en mosselen in Yerseke.",
          en: "Our favourite places on Walcheren, with distances: Zoutelande beach, the Westkapelle dyke, Middelburg, the Manteling forest and mussels in Yerseke.",
          de: "Unsere Lieblingsorte auf Walcheren mit Entfernungen: der Strand von Zoutelande, der Deich von Westkapelle, Middelburg, De Manteling und Muscheln in Yerseke.",
          pl: "Nasze ulubione miejsca na Walcheren, z odległościami: plaża w Zoutelande, wał w Westkapelle, Middelburg, las De Manteling i mule w Yerseke.",
        },
      },
      gallery: {
        title: {
          nl: "Foto’s – Duinhuis Zeezicht in Zoutelande",
          en: "Photos – Duinhuis Zeezicht in Zoutelande",
          de: "Bilder – Duinhuis Zeezicht in Zoutelande",
          pl: "Zdjęcia – Duinhuis Zeezicht w Zoutelande",
        },
        description: {
          nl: "Het huis van binnen en van buiten, en de omgeving: duinen, het strand, het duinbos, de polder en de markt in Middelburg.",
          en: "The house inside and out, and its surroundings: the dunes, the beach, the dune forest, the polder and the market in Middelburg.",
          de: "Das Haus von innen und außen und seine Umgebung: Dünen, Strand, Dünenwald, Polder und der Markt in Middelburg.",
          pl: "Dom w środku i z zewnątrz oraz okolica: wydmy, plaża, las na wydmach, poldery i targ w Middelburgu.",
        },
      },
      blog: {
        title: {
          nl: "Blog – tips voor Zoutelande en Walcheren",
          en: "Blog – tips for Zoutelande and Walcheren",
          de: "Blog – Tipps für Zoutelande und Walcheren",
          pl: "Blog – wskazówki na pobyt w Zoutelande i na Walcheren",
        },
        description: {
          nl: "Regendagtips, onze favoriete fietsroute en Zeeland buiten het seizoen, geschreven door Sanne en Joris van Duinhuis Zeezicht.",
          en: "Rainy-day tips, our favourite cycle route and Zeeland out of season, written by Sanne and Joris of Duinhuis Zeezicht.",
          de: "Tipps für Regentage, unsere liebste Radtour und Zeeland außerhalb der Saison – geschrieben von Sanne und Joris vom Duinhuis Zeezicht.",
          pl: "Pomysły na deszczowe dni, nasza ulubiona trasa rowerowa i Zelandia poza sezonem – piszą Sanne i Joris z Duinhuis Zeezicht.",
        },
      },
      contact: {
        title: {
          nl: "Contact – Duinhuis Zeezicht, Zoutelande",
          en: "Contact – Duinhuis Zeezicht, Zoutelande",
          de: "Kontakt – Duinhuis Zeezicht, Zoutelande",
          pl: "Kontakt – Duinhuis Zeezicht, Zoutelande",
        },
        description: {
          nl: "Vragen over beschikbaarheid, de route of het huis? Mail, bel of app Sanne en Joris; meestal antwoorden we dezelfde dag.",
          en: "Questions about dates, directions or the house? Email, call or WhatsApp Sanne and Joris; we usually reply the same day.",
          de: "Fragen zu freien Terminen, zur Anreise oder zum Haus? Schreiben Sie Sanne und Joris eine E-Mail, rufen Sie an oder nutzen Sie WhatsApp; meist antworten wir am selben Tag.",
          pl: "Pytania o wolne terminy, dojazd albo dom? Napiszcie, zadzwońcie lub wyślijcie wiadomość na WhatsAppie do Sanne i Jorisa; zwykle odpowiadamy tego samego dnia.",
        },
      },
      book: {
        title: {
          nl: "Boeken – Duinhuis Zeezicht, Zoutelande",
          en: "Book – Duinhuis Zeezicht, Zoutelande",
          de: "Buchen – Duinhuis Zeezicht, Zoutelande",
          pl: "Rezerwacja – Duinhuis Zeezicht, Zoutelande",
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
    file: "dune-house",
    alt: {
      nl: "Het houten vakantiehuis met glazen puntgevel op een duin, een vlonderpad door het helmgras ernaartoe en achter de duinen een strook zee in de middagzon.",
      en: "The wooden holiday home with its glazed gable on a dune, a boardwalk through the marram grass leading up to it, and a strip of sea behind the dunes in the afternoon sun.",
      de: "Das Holzferienhaus mit verglastem Giebel auf einer Düne, ein Bohlenweg durch den Strandhafer führt hinauf, hinter den Dünen ein Streifen Meer in der Nachmittagssonne.",
      pl: "Drewniany dom z przeszklonym szczytem na wydmie, prowadząca do niego kładka wśród traw wydmowych, a za wydmami pas morza w popołudniowym słońcu.",
    },
    caption: {
      nl: "Het huis vanaf het vlonderpad, aan het eind van de middag.",
      en: "The house from the boardwalk, late in the afternoon.",
      de: "Das Haus vom Bohlenweg aus, am späten Nachmittag.",
      pl: "Dom widziany z kładki, późnym popołudniem.",
    },
  },
  hostPhoto: {
    file: "host-couple",
    alt: {
      nl: "Sanne en Joris, lachend naast elkaar: Sanne met halflang bruin haar en een roestrode trui, Joris met een ronde bril, een grijzende baard en een blauwe trui.",
      en: "Sanne and Joris, smiling side by side: Sanne with shoulder-length brown hair and a rust-red jumper, Joris with round glasses, a greying beard and a blue jumper.",
      de: "Sanne und Joris, lächelnd nebeneinander: Sanne mit schulterlangen braunen Haaren und rostrotem Pullover, Joris mit runder Brille, grau meliertem Bart und blauem Pullover.",
      pl: "Sanne i Joris stoją uśmiechnięci obok siebie: Sanne z brązowymi włosami do ramion, w rdzawoczerwonym swetrze, Joris w okrągłych okularach, z siwiejącą brodą, w niebieskim swetrze.",
    },
  },
  units: [
    {
      slug: "duinhuis-zeezicht",
      unit: {
        name: { nl: "Duinhuis Zeezicht", en: "Duinhuis Zeezicht", de: "Duinhuis Zeezicht", pl: "Duinhuis Zeezicht" },
        type: "holidayHome",
        shortDescription: {
          nl: "Vrijstaand houten huis voor zes personen in de duinen, met drie slaapkamers, twee badkamers, een houtkachel en een terras op het zuidwesten. Vijf minuten lopen naar het strand.",
          en: "A detached wooden house for six in the dunes, with three bedrooms, two bathrooms, a wood stove and a south-west-facing deck. Five minutes’ walk to the beach.",
          de: "Freistehendes Holzhaus für sechs Personen in den Dünen, mit drei Schlafzimmern, zwei Bädern, Kaminofen und Terrasse nach Südwesten. Fünf Minuten zu Fuß zum Strand.",
          pl: "Wolnostojący drewniany dom dla sześciu osób w wydmach: trzy sypialnie, dwie łazienki, kominek i taras od południowego zachodu. Pięć minut pieszo na plażę.",
        },
        longDescription: richPerLanguage({
          nl: `Het hart van het huis is de woonkamer onder de open kap, met een glazen puntgevel die over de duinen naar zee kijkt. Hier staan de houtkachel, een diepe bank waar zes mensen op passen en de lange eiken tafel die Joris uit één stam maakte. De keuken is om echt in te koken: inductie met vijf zones, een oven, een vaatwasser, een goede koffiemachine en een pan waar een kilo mosselen in past.

## Indeling

- **Begane grond:** woonkamer met open keuken; slaapkamer met tweepersoonsbed (180 × 200) en eigen badkamer met inloopdouche
- **Verdieping:** slaapkamer met twee eenpersoonsbedden die je tegen elkaar kunt schuiven; kamer met stapelbed (bedden van 90 × 200); badkamer met bad, douche en tweede toilet
- **Buiten:** terras van vijftig vierkante meter op het zuidwesten, buitendouche voor zanderige voeten, afsluitbare schuur voor fietsen en strandspullen

De bedden zijn opgemaakt als je aankomt, en handdoeken en theedoeken liggen klaar. Voor de kleinsten staan er een kinderstoel en een campingbedje. De wifi gaat via glasvezel en is snel genoeg om te werken; het telefoonbereik in de duinpan wisselt een beetje.

Je parkeert op ons eigen erf aan het begin van het pad, veertig meter van het huis. Met de bolderkar uit de schuur zijn de koffers zo binnen.`,
          en: `The heart of the house is the living room under the open roof, with a glazed gable looking out over the dunes to the sea. Here you will find the wood stove, a deep sofa that seats six and the long oak table Joris made from a single trunk. The kitchen is meant for real cooking: a five-zone induction hob, an oven, a dishwasher, a proper coffee machine and a pot big enough for a kilo of mussels.

## Layout

- **Ground floor:** living room with open kitchen; bedroom with a double bed (180 × 200) and its own shower room with a walk-in shower
- **First floor:** bedroom with two single beds that can be pushed together; room with bunk beds (90 × 200 mattresses); bathroom with bath, shower and a second toilet
- **Outside:** a fifty-square-metre deck facing south-west, an outdoor shower for sandy feet, a lockable shed for bikes and beach things

Beds are made up when you arrive, and towels and tea towels are ready for you. For the little ones there is a high chair and a travel cot. The Wi-Fi runs on fibre and is fast enough to work on; mobile reception in the dune hollow comes and goes a little.

You park on our own drive at the start of the path, forty metres from the house. With the handcart from the shed your luggage is inside in no time.`,
          de: `Herzstück des Hauses ist das Wohnzimmer unter dem offenen Dach, mit einem verglasten Giebel, der über die Dünen aufs Meer blickt. Hier stehen der Kaminofen, ein tiefes Sofa, auf dem sechs Leute Platz haben, und der lange Eichentisch, den Joris aus einem einzigen Stamm gebaut hat. In der Küche kann man richtig kochen: Induktionskochfeld mit fünf Zonen, Backofen, Geschirrspüler, eine gute Kaffeemaschine und ein Topf, in den ein Kilo Muscheln passt.

## Aufteilung

- **Erdgeschoss:** Wohnzimmer mit offener Küche; Schlafzimmer mit Doppelbett (180 × 200) und eigenem Duschbad mit bodengleicher Dusche
- **Obergeschoss:** Schlafzimmer mit zwei Einzelbetten, die sich zusammenschieben lassen; Zimmer mit Etagenbett (Matratzen 90 × 200); Bad mit Wanne, Dusche und zweitem WC
- **Draußen:** fünfzig Quadratmeter Terrasse nach Südwesten, Außendusche für sandige Füße, abschließbarer Schuppen für Fahrräder und Strandsachen

Die Betten sind bei Ihrer Ankunft bezogen, Hand- und Geschirrtücher liegen bereit. Für die Kleinsten gibt es einen Hochstuhl und ein Reisebett. Das WLAN läuft über Glasfaser und reicht auch zum Arbeiten; der Handyempfang im Dünental schwankt etwas.

Sie parken auf unserem eigenen Grundstück am Anfang des Weges, vierzig Meter vom Haus. Mit dem Bollerwagen aus dem Schuppen ist das Gepäck schnell im Haus.`,
          pl: `Sercem domu jest salon pod otwartym dachem, z przeszklonym szczytem, który patrzy przez wydmy na morze. Tu stoją kominek, głęboka kanapa, na której zmieści się sześć osób, i długi dębowy stół, który Joris zrobił z jednego pnia. W kuchni da się naprawdę gotować: płyta indukcyjna z pięcioma polami, piekarnik, zmywarka, porządny ekspres do kawy i garnek, w którym zmieści się kilogram mułów.

## Układ domu

- **Parter:** salon z otwartą kuchnią; sypialnia z łóżkiem podwójnym (180 × 200) i własną łazienką z prysznicem bez brodzika
- **Piętro:** sypialnia z dwoma pojedynczymi łóżkami, które można zsunąć; pokój z łóżkiem piętrowym (materace 90 × 200); łazienka z wanną, prysznicem i drugą toaletą
- **Na zewnątrz:** pięćdziesięciometrowy taras od południowego zachodu, prysznic zewnętrzny na zapiaszczone stopy, zamykana szopa na rowery i rzeczy plażowe

Gdy przyjedziecie, łóżka będą pościelone, a ręczniki i ściereczki kuchenne przygotowane. Dla najmłodszych mamy krzesełko do karmienia i łóżeczko turystyczne. Wi-Fi działa na światłowodzie i wystarcza do pracy; zasięg komórkowy w dolince między wydmami bywa kapryśny.

Samochód zostawiacie na naszym podjeździe na początku ścieżki, czterdzieści metrów od domu. Wózkiem z szopy bagaże szybko znajdą się w środku.`,
        }),
        houseRules: {
          nl: "Niet roken, ook niet op het terras: het duin is droog en vat snel vlam.\nHuisdieren kunnen helaas niet mee; zo blijft het huis geschikt voor gasten met een allergie.\nBlijf op de paden. Het helmgras houdt het duin bij elkaar en het hele gebied is beschermde natuur.\nNa 22.00 uur is het stil in de duinen: geen muziek buiten, graag.\nStook de kachel alleen met het hout uit de schuur.\nWe scheiden afval; de containers staan aan het begin van het pad.\nOp de vertrekdag: vaatwasser aan, bedden afhalen en de sleutel in het sleutelkastje. Het schoonmaken doen wij.",
          en: "No smoking, on the deck included: the dunes are dry and catch fire easily.\nWe are sorry, no pets – this keeps the house suitable for guests with allergies.\nPlease stay on the paths. The marram grass holds the dunes together and the whole area is a protected nature reserve.\nAfter 10 pm the dunes are quiet: no music outside, please.\nOnly burn the wood from the shed in the stove.\nWe separate our rubbish; the bins are at the start of the path.\nOn your day of departure: start the dishwasher, strip the beds and leave the key in the key box. We do the cleaning.",
          de: "Bitte nicht rauchen, auch nicht auf der Terrasse: Die Dünen sind trocken und fangen schnell Feuer.\nHaustiere sind leider nicht erlaubt, damit das Haus auch für Allergiker geeignet bleibt.\nBitte bleiben Sie auf den Wegen. Der Strandhafer hält die Dünen zusammen, und das ganze Gebiet steht unter Naturschutz.\nAb 22 Uhr ist Ruhe in den Dünen: bitte keine Musik draußen.\nIm Kaminofen bitte nur das Holz aus dem Schuppen verbrennen.\nWir trennen den Müll; die Container stehen am Anfang des Weges.\nAm Abreisetag: Geschirrspüler anstellen, Betten abziehen und den Schlüssel in den Schlüsselkasten legen. Die Endreinigung übernehmen wir.",
          pl: "Nie palimy, także na tarasie: wydmy są suche i łatwo się zapalają.\nNiestety nie przyjmujemy zwierząt – dzięki temu dom pozostaje odpowiedni dla alergików.\nProsimy chodzić tylko ścieżkami. Trawy wydmowe utrzymują wydmy w miejscu, a cały teren jest chronionym obszarem przyrodniczym.\nPo 22:00 w wydmach panuje cisza: prosimy nie puszczać muzyki na zewnątrz.\nW kominku palimy tylko drewnem z szopy.\nSegregujemy śmieci; kontenery stoją na początku ścieżki.\nW dniu wyjazdu: włączcie zmywarkę, zdejmijcie pościel i zostawcie klucz w skrzynce na klucze. Sprzątanie bierzemy na siebie.",
        },
        maxGuests: 6,
        bedrooms: 3,
        beds: 5,
        bathrooms: 2,
        sizeM2: 110,
        facilities: [
          "dishwasher",
          "oven",
          "coffeeMachine",
          "kettle",
          "fridge",
          "shower",
          "bathtub",
          "towels",
          "washingMachine",
          "wifi",
          "fireplace",
          "heating",
          "boardGames",
          "bedLinen",
          "terrace",
          "gardenFurniture",
          "waterView",
          "highChair",
          "babyCot",
          "groundFloorBedroom",
          "walkInShower",
          "freeParking",
          "bikeStorage",
          "smokeDetector",
          "carbonMonoxideDetector",
        ],
        checkInFrom: "16:00",
        checkInUntil: "20:00",
        checkOutUntil: "10:00",
      },
      cover: {
        file: "dune-house",
        alt: {
          nl: "Het houten vakantiehuis met glazen puntgevel op een duin, met een vlonderpad door het helmgras ernaartoe.",
          en: "The wooden holiday home with its glazed gable on a dune, with a boardwalk through the marram grass leading up to it.",
          de: "Das Holzferienhaus mit verglastem Giebel auf einer Düne, mit einem Bohlenweg durch den Strandhafer.",
          pl: "Drewniany dom z przeszklonym szczytem na wydmie i kładka prowadząca do niego wśród traw wydmowych.",
        },
      },
      photos: [
        {
          file: "kitchen",
          alt: {
            nl: "Een lichte keuken met groene kastjes, twee hanglampen en een lange houten eettafel met acht stoelen, gedekt met borden en een vaas bloemen.",
            en: "A bright kitchen with green cupboards, two pendant lamps and a long wooden dining table with eight chairs, laid with plates and a vase of flowers.",
            de: "Eine helle Küche mit grünen Schränken, zwei Hängelampen und einem langen Holztisch mit acht Stühlen, gedeckt mit Tellern und einer Vase mit Blumen.",
            pl: "Jasna kuchnia z zielonymi szafkami, dwiema lampami wiszącymi i długim drewnianym stołem z ośmioma krzesłami, nakrytym talerzami, z wazonem kwiatów.",
          },
          caption: {
            nl: "Aan de lange tafel eten we met z’n allen.",
            en: "Everyone fits round the long table.",
            de: "Am langen Tisch haben alle Platz.",
            pl: "Przy długim stole zmieszczą się wszyscy.",
          },
        },
        {
          file: "bedroom",
          alt: {
            nl: "Een rustige slaapkamer met een opgemaakt tweepersoonsbed met houten hoofdeinde, twee nachtlampjes, twee ingelijste prenten en een groot raam met groen erachter.",
            en: "A calm bedroom with a made-up double bed with a wooden headboard, two bedside lamps, two framed prints and a large window with greenery outside.",
            de: "Ein ruhiges Schlafzimmer mit bezogenem Doppelbett mit Holzkopfteil, zwei Nachttischlampen, zwei gerahmten Drucken und einem großen Fenster ins Grüne.",
            pl: "Spokojna sypialnia z pościelonym podwójnym łóżkiem z drewnianym zagłówkiem, dwiema lampkami nocnymi, dwiema grafikami w ramkach i dużym oknem z widokiem na zieleń.",
          },
          caption: {
            nl: "De slaapkamer beneden, met eigen badkamer.",
            en: "The ground-floor bedroom, with its own shower room.",
            de: "Das Schlafzimmer im Erdgeschoss, mit eigenem Duschbad.",
            pl: "Sypialnia na parterze z własną łazienką.",
          },
        },
        {
          file: "bathroom",
          alt: {
            nl: "Een lichte badkamer met een vrijstaand bad voor een groot raam met berken erachter, een houten wand met waskom en ronde spiegel, en een ladder met een handdoek.",
            en: "A bright bathroom with a freestanding bath in front of a large window with birch trees outside, a wooden wall with a basin and round mirror, and a towel ladder.",
            de: "Ein helles Bad mit freistehender Wanne vor einem großen Fenster mit Birken dahinter, einer Holzwand mit Aufsatzbecken und rundem Spiegel und einer Handtuchleiter.",
            pl: "Jasna łazienka z wolnostojącą wanną przed dużym oknem, za którym rosną brzozy, z drewnianą ścianą z umywalką i okrągłym lustrem oraz drabinką na ręczniki.",
          },
          caption: {
            nl: "De badkamer boven, met bad.",
            en: "The upstairs bathroom, with its bath.",
            de: "Das Bad im Obergeschoss, mit Wanne.",
            pl: "Łazienka na piętrze, z wanną.",
          },
        },
      ],
    },
  ],
  gallery: [
    {
      file: "dune-house",
      alt: {
        nl: "Het houten vakantiehuis met glazen puntgevel op een duin, met achter de duinen een strook zee.",
        en: "The wooden holiday home with its glazed gable on a dune, with a strip of sea behind the dunes.",
        de: "Das Holzferienhaus mit verglastem Giebel auf einer Düne, hinter den Dünen ein Streifen Meer.",
        pl: "Drewniany dom z przeszklonym szczytem na wydmie, za wydmami pas morza.",
      },
    },
    {
      file: "beach-walk",
      alt: {
        nl: "Een breed strand bij laag water, met een paar wandelaars en een hond op het natte zand, de zon die glinstert op zee en rechts de duinen met helmgras.",
        en: "A wide beach at low tide, with a few walkers and a dog on the wet sand, the sun glittering on the sea and the dunes with marram grass on the right.",
        de: "Ein breiter Strand bei Ebbe, mit ein paar Spaziergängern und einem Hund auf dem nassen Sand, der Sonne, die auf dem Meer glitzert, und rechts den Dünen mit Strandhafer.",
        pl: "Szeroka plaża podczas odpływu, kilku spacerowiczów i pies na mokrym piasku, słońce błyszczące na morzu, a po prawej wydmy porośnięte trawą.",
      },
      caption: {
        nl: "Het strand van Zoutelande in oktober.",
        en: "Zoutelande beach in October.",
        de: "Der Strand von Zoutelande im Oktober.",
        pl: "Plaża w Zoutelande w październiku.",
      },
    },
    {
      file: "beach-pavilion",
      alt: {
        nl: "Een houten strandpaviljoen op palen met parasols op het terras, kinderen die vliegeren, parasols en windschermen in het zand, en op het duin een rood-witte vuurtoren.",
        en: "A wooden beach café on stilts with parasols on its terrace, children flying a kite, beach umbrellas and windbreaks on the sand, and a red-and-white lighthouse on the dune.",
        de: "Ein hölzerner Strandpavillon auf Pfählen mit Sonnenschirmen auf der Terrasse, Kinder, die einen Drachen steigen lassen, Schirme und Windschutze im Sand und auf der Düne ein rot-weißer Leuchtturm.",
        pl: "Drewniana kawiarnia plażowa na palach z parasolami na tarasie, dzieci puszczające latawiec, parasole i parawany na piasku, a na wydmie czerwono-biała latarnia morska.",
      },
      caption: {
        nl: "Vliegeren bij een van de strandpaviljoens.",
        en: "Flying a kite by one of the beach cafés.",
        de: "Drachensteigen an einem der Strandpavillons.",
        pl: "Puszczanie latawca przy jednej z plażowych kawiarni.",
      },
    },
    {
      file: "forest-walk",
      alt: {
        nl: "Een zandpad door een bos met hoge, rechte stammen, met zonnestralen door het bladerdak en varens langs de kant.",
        en: "A sandy path through a forest of tall, straight trunks, with sunbeams slanting through the canopy and ferns along the edge.",
        de: "Ein Sandweg durch einen Wald mit hohen, geraden Stämmen, mit Sonnenstrahlen durch das Blätterdach und Farnen am Wegrand.",
        pl: "Piaszczysta ścieżka przez las wysokich, prostych pni, z promieniami słońca przebijającymi się przez korony drzew i paprociami na poboczu.",
      },
      caption: {
        nl: "Duinbos De Manteling, tussen Domburg en Oostkapelle.",
        en: "The Manteling dune forest, between Domburg and Oostkapelle.",
        de: "Der Dünenwald De Manteling zwischen Domburg und Oostkapelle.",
        pl: "Las De Manteling między Domburgiem a Oostkapelle.",
      },
    },
    {
      file: "village-market",
      alt: {
        nl: "Een marktplein met kramen onder gestreepte luifels, fruit en bloemen op de toonbanken en mensen die rondlopen; aan het eind een bakstenen kerktoren tussen gekleurde puntgevels.",
        en: "A market square with stalls under striped awnings, fruit and flowers on the counters and people strolling about; at the far end a brick church tower between colourful gabled houses.",
        de: "Ein Marktplatz mit Ständen unter gestreiften Markisen, Obst und Blumen auf den Tischen und Menschen, die umherschlendern; am Ende ein Backsteinkirchturm zwischen bunten Giebelhäusern.",
        pl: "Rynek ze straganami pod pasiastymi daszkami, owocami i kwiatami na ladach i spacerującymi ludźmi; na końcu ceglana wieża kościoła między kolorowymi kamienicami ze szczytami.",
      },
      caption: {
        nl: "Donderdag is het markt in Middelburg.",
        en: "Thursday is market day in Middelburg.",
        de: "Donnerstags ist Markt in Middelburg.",
        pl: "W czwartki w Middelburgu jest targ.",
      },
    },
    {
      file: "farmhouse",
      alt: {
        nl: "Een boerderij met een rieten dak in de polder, zwartbonte koeien in de wei, een sloot met knotwilgen en in de verte een kerktoren.",
        en: "A thatched farmhouse in the polder, black-and-white cows in the meadow, a ditch lined with pollard willows and a church spire in the distance.",
        de: "Ein Bauernhof mit Reetdach im Polder, schwarzbunte Kühe auf der Weide, ein Graben mit Kopfweiden und in der Ferne ein Kirchturm.",
        pl: "Gospodarstwo kryte strzechą na polderze, czarno-białe krowy na łące, rów obsadzony ogłowionymi wierzbami i w oddali wieża kościoła.",
      },
      caption: {
        nl: "In de polder bij Meliskerke, op de fietsroute terug naar Zoutelande.",
        en: "In the polder near Meliskerke, on the cycle route back to Zoutelande.",
        de: "Im Polder bei Meliskerke, auf der Radroute zurück nach Zoutelande.",
        pl: "Na polderze pod Meliskerke, na trasie rowerowej z powrotem do Zoutelande.",
      },
    },
  ],
  reviews: [
    {
      guestName: "Familie Schneider",
      stayMonth: "2025-08-01",
      rating: 5,
      lang: "de",
      source: "booking",
      body: "Wir waren zwei Wochen mit unseren Kindern (6 und 9) hier und wären gern noch länger geblieben. Die Kinder sind jeden Morgen vor dem Frühstück über den Bohlenweg zum Strand gerannt, wir mit dem Kaffee hinterher. Die Küche hat alles, was man braucht, die Betten sind sehr gut, und die Außendusche war bei dem vielen Sand Gold wert. Sanne hat uns den Schlüssel selbst gebracht und gleich verraten, wo es in Westkapelle die beste Kibbeling gibt.",
    },
    {
      guestName: "Marloes",
      stayMonth: "2025-10-01",
      rating: 5,
      lang: "nl",
      source: "direct",
      body: "Met zes vriendinnen een lang weekend in oktober. Overdag uitwaaien op het strand, ’s avonds met z’n allen aan die lange tafel en daarna rond de kachel. Je ziet aan alles dat dit huis met zorg gebouwd is: de trap, de kasten, de haakjes voor natte jassen bij de deur. We komen zeker terug, liefst weer in het najaar.",
    },
    {
      guestName: "Emma",
      stayMonth: "2025-11-01",
      rating: 3,
      lang: "en",
      source: "airbnb",
      body: "Lovely house in a great spot, and the walk to the beach is everything the photos promise. We came with two teenagers, who found the bunk room a bit cramped, and the Wi-Fi upstairs dropped out a few times in the evenings. Sanne replied quickly and was very kind about both.",
      reply:
        "Thank you for the honest review, Emma. Since your stay we have put a second access point upstairs, so the Wi-Fi now reaches every room, and our description now gives the size of the bunk beds so families can judge for themselves.",
    },
    {
      guestName: "David",
      stayMonth: "2026-03-01",
      rating: 4,
      lang: "en",
      source: "google",
      body: "I walked the Zeeland coast from Vlissingen to Domburg over three days and used the house as my base for four nights. The boardwalk to the beach is magical at dawn, and after a wet, windy day on the dyke the wood stove was exactly what I needed. The only thing missing was somewhere to dry muddy boots – a small thing in an otherwise excellent house.",
      reply:
        "Thanks, David! You were right about the boots: there is now a drying rack in the shed next to the outdoor shower. Come back for the next stretch of the coast.",
    },
    {
      guestName: "Anna i Tomasz",
      stayMonth: "2026-05-01",
      rating: 5,
      lang: "pl",
      source: "airbnb",
      body: "Przyjechaliśmy z Wrocławia na tydzień w maju i trafiliśmy na piękną pogodę. Dom jest jasny, przemyślany i świetnie wyposażony, a z łóżka słychać morze. Codziennie jeździliśmy na rowerach – do Westkapelle, do Middelburga, a raz promem do Breskens. Sanne i Joris odpowiadali na wiadomości w kilka minut, po angielsku bez żadnego problemu. Polecamy mule w Yerseke!",
    },
    {
      guestName: "Hans & Ulrike",
      stayMonth: "2025-06-01",
      rating: 4,
      lang: "de",
      source: "direct",
      body: "Ein wunderbar ruhiges Haus, abends hört man nur den Wind und die Möwen. Vom großen Giebelfenster aus haben wir stundenlang den Schiffen zugeschaut. Kleiner Minuspunkt: Die Zufahrt zum Stellplatz ist schmal, mit unserem großen Wagen mussten wir jedes Mal rangieren. Sonst alles bestens, und der Donnerstagsmarkt in Middelburg hat uns sehr gefallen.",
    },
    {
      guestName: "Familie de Boer",
      stayMonth: "2026-07-01",
      rating: 5,
      lang: "nl",
      source: "booking",
      body: "Drie generaties onder één dak: opa en oma beneden in de slaapkamer met eigen badkamer (geen trap!), wij en de kinderen boven. Kinderstoel en campingbedje stonden al klaar. Het strand is echt dichtbij, ook met een bolderkar vol spullen, en ’s avonds zaten we op het terras tot de zon weg was.",
    },
    {
      guestName: "Katrin",
      stayMonth: "2026-09-01",
      rating: 5,
      lang: "de",
      source: "airbnb",
      body: "Eine Woche Nebensaison mit meiner Freundin – herrlich: leerer Strand, das Wasser noch warm genug zum Schwimmen, und abends die Schiffe, die mit ihren Lichtern an der Küste vorbeiziehen. Das Haus ist blitzsauber und bis ins Detail durchdacht. Die Radtour nach Domburg durch den Dünenwald können wir sehr empfehlen.",
    },
  ],
  posts: [
    {
      slug: "tien-dingen-voor-een-regendag-op-walcheren",
      title: {
        nl: "Tien dingen voor een regendag op Walcheren",
        en: "Ten things to do on a rainy day on Walcheren",
        de: "Zehn Ideen für einen Regentag auf Walcheren",
        pl: "Dziesięć pomysłów na deszczowy dzień na Walcheren",
      },
      excerpt: {
        nl: "Regen hoort bij Zeeland, maar duurt zelden lang. Onze lijst voor een natte dag: musea, mosselen, een bolus bij de bakker en de kachel aan.",
        en: "Rain is part of Zeeland, but it rarely lasts. Our list for a wet day: museums, mussels, a sticky bun from the bakery and the stove lit.",
        de: "Regen gehört zu Zeeland, hält aber selten lange an. Unsere Liste für nasse Tage: Museen, Muscheln, süßes Gebäck vom Bäcker und ein warmer Ofen.",
        pl: "Deszcz to część Zelandii, ale rzadko trwa długo. Nasza lista na mokry dzień: muzea, mule, słodka bułka z piekarni i ogień w kominku.",
      },
      body: richPerLanguage({
        nl: `Het regent in Zeeland minder dan in de rest van Nederland, zeggen ze hier graag. Dat klopt, maar als het regent, dan ook goed: de wind duwt de buien over de duinen en het glas van de puntgevel wordt een grijs schilderij. Dit doen wij dan.

1. **Het Polderhuis in Westkapelle.** Over de dijk, de inundatie van 1944 en de wederopbouw, met veel voor kinderen om aan te zitten. Is het even droog, loop dan de dijk op naar de Sherman-tank.
2. **Het Zeeuws Museum in Middelburg.** In de Abdij: de zestiende-eeuwse wandtapijten en de klederdracht met gouden krullen. Trek er twee uur voor uit.
3. **Het MuZEEum in Vlissingen.** Maritiem museum aan de haven, over Michiel de Ruyter, die hier geboren werd, en de schepen die hier vandaan de zee op gingen.
4. **Uitwaaien op de dijk van Westkapelle.** Bij harde westenwind slaan de golven tegen de basaltblokken. Regenpak aan, muts op, en daarna warme chocolademelk in het dorp.
5. **Deltapark Neeltje Jans.** Een groot deel is overdekt, en door de stormvloedkering zelf lopen is bij slecht weer eigenlijk nog indrukwekkender.
6. **Een Zeeuwse bolus bij de bakker.** Koop er zes, ook als je met z’n vieren bent. Er blijft er nooit één over.
7. **Mosselen in Yerseke.** Drie kwartier rijden, en aan de haven kijk je vanachter het raam naar de kotters.
8. **Lezen bij de kachel.** In de kast staan wandelgidsen, vogelboeken en een stapel Zeeuwse romans. Het hout ligt in de schuur.
9. **Spelletjes.** In de kast onder de trap: Carcassonne, Rummikub, Ticket to Ride en een puzzel van duizend stukjes met de haven van Veere.
10. **Toch naar het strand.** Regen duurt hier zelden lang. Houd de buienradar in de gaten en loop naar zee zodra de bui voorbij is: het strand is leeg, het zand hard, en het licht na een bui is het mooiste wat Zeeland heeft.

Heb je zelf een goede tip voor een regendag? Schrijf hem in het gastenboek op de keukentafel; de beste komt op deze lijst.`,
        en: `It rains less in Zeeland than in the rest of the Netherlands, as people here like to point out. That’s true – but when it does rain, it means it: the wind drives the showers over the dunes and the glazed gable turns into a grey painting. This is what we do then.

1. **The Polderhuis in Westkapelle.** The story of the dyke, the flooding of 1944 and the rebuilding, with plenty for children to touch and try. If it stops for a moment, walk up the dyke to the Sherman tank.
2. **The Zeeuws Museum in Middelburg.** In the old abbey: sixteenth-century tapestries and the traditional costume with its gold head ornaments. Allow two hours.
3. **The MuZEEum in Vlissingen.** A maritime museum on the harbour, about Admiral Michiel de Ruyter, who was born here, and the ships that sailed from this port.
4. **Blow the cobwebs away on the Westkapelle dyke.** In a strong westerly the waves crash against the basalt blocks. Waterproofs on, hat on, then hot chocolate in the village.
5. **Deltapark Neeltje Jans.** Much of it is indoors, and walking through the storm-surge barrier itself is, if anything, more impressive in bad weather.
6. **A Zeeuwse bolus from the bakery.** Buy six, even if there are only four of you. There is never one left over.
7. **Mussels in Yerseke.** A forty-five-minute drive, and from the harbour restaurants you watch the boats come in from behind the glass.
8. **Reading by the stove.** The bookcase has walking guides, bird books and a pile of novels set in Zeeland. The firewood is in the shed.
9. **Games.** In the cupboard under the stairs: Carcassonne, Rummikub, Ticket to Ride and a thousand-piece jigsaw of the harbour at Veere.
10. **Go to the beach anyway.** Rain rarely lasts long here. Keep an eye on the rain radar and head for the sea as soon as the shower has passed: the beach is empty, the sand is firm, and the light after a shower is the best thing Zeeland has.

Do you have a good rainy-day tip of your own? Write it in the guest book on the kitchen table; the best one goes on this list.`,
        de: `In Zeeland regnet es weniger als im Rest der Niederlande, sagt man hier gern. Das stimmt – aber wenn es regnet, dann richtig: Der Wind treibt die Schauer über die Dünen, und das große Giebelfenster wird zu einem grauen Gemälde. Dann machen wir Folgendes.

1. **Das Polderhuis in Westkapelle.** Über den Deich, die Überflutung von 1944 und den Wiederaufbau, mit vielem zum Anfassen für Kinder. Wenn es kurz aufhört, gehen Sie auf den Deich zum Sherman-Panzer.
2. **Das Zeeuws Museum in Middelburg.** In der alten Abtei: Wandteppiche aus dem 16. Jahrhundert und die Tracht mit dem goldenen Kopfschmuck. Nehmen Sie sich zwei Stunden Zeit.
3. **Das MuZEEum in Vlissingen.** Schifffahrtsmuseum am Hafen, über Admiral Michiel de Ruyter, der hier geboren wurde, und die Schiffe, die von hier aus in See stachen.
4. **Durchpusten lassen auf dem Deich von Westkapelle.** Bei kräftigem Westwind schlagen die Wellen gegen die Basaltblöcke. Regenjacke an, Mütze auf, danach heiße Schokolade im Dorf.
5. **Deltapark Neeltje Jans.** Vieles ist überdacht, und der Gang durch das Sturmflutwehr selbst ist bei schlechtem Wetter fast noch eindrucksvoller.
6. **Eine Zeeuwse bolus vom Bäcker.** Kaufen Sie sechs, auch wenn Sie zu viert sind. Es bleibt nie eine übrig.
7. **Muscheln in Yerseke.** Eine Dreiviertelstunde Fahrt, und vom Restaurant am Hafen sehen Sie hinter der Scheibe den Kuttern zu.
8. **Lesen am Ofen.** Im Regal stehen Wanderführer, Vogelbücher und ein Stapel Romane, die in Zeeland spielen. Das Holz liegt im Schuppen.
9. **Spiele.** Im Schrank unter der Treppe: Carcassonne, Rummikub, Zug um Zug und ein Puzzle mit tausend Teilen vom Hafen von Veere.
10. **Trotzdem an den Strand.** Regen hält hier selten lange an. Behalten Sie das Regenradar im Auge und gehen Sie ans Meer, sobald der Schauer vorbei ist: Der Strand ist leer, der Sand fest, und das Licht nach einem Schauer ist das Schönste, was Zeeland zu bieten hat.

Haben Sie selbst einen guten Tipp für Regentage? Schreiben Sie ihn ins Gästebuch auf dem Küchentisch; der beste kommt auf diese Liste.`,
        pl: `W Zelandii pada rzadziej niż w reszcie Holandii – miejscowi lubią to podkreślać. To prawda, ale jak już pada, to porządnie: wiatr pędzi ulewy nad wydmami, a przeszklony szczyt domu zamienia się w szary obraz. Wtedy robimy tak.

1. **Polderhuis w Westkapelle.** Muzeum o wale, zalaniu wyspy w 1944 roku i odbudowie, z mnóstwem rzeczy do dotykania dla dzieci. Jeśli na chwilę przestanie padać, wejdźcie na wał do czołgu Sherman.
2. **Zeeuws Museum w Middelburgu.** W dawnym opactwie: szesnastowieczne gobeliny i tradycyjne stroje ze złotymi ozdobami głowy. Zarezerwujcie dwie godziny.
3. **MuZEEum w Vlissingen.** Muzeum morskie przy porcie – o admirale Michielu de Ruyterze, który się tu urodził, i o statkach, które stąd wypływały.
4. **Spacer po wale w Westkapelle.** Przy silnym zachodnim wietrze fale rozbijają się o bazaltowe bloki. Kurtka przeciwdeszczowa, czapka, a potem gorąca czekolada w miasteczku.
5. **Deltapark Neeltje Jans.** Większość jest pod dachem, a spacer wnętrzem zapory przeciwsztormowej przy złej pogodzie robi jeszcze większe wrażenie.
6. **Zeeuwse bolus z piekarni.** Kupcie sześć, nawet jeśli jest Was czworo. Nigdy żadna nie zostaje.
7. **Mule w Yerseke.** Trzy kwadranse samochodem, a z restauracji w porcie patrzycie zza szyby na wpływające kutry.
8. **Czytanie przy kominku.** Na półce są przewodniki, atlasy ptaków i stos powieści, których akcja dzieje się w Zelandii. Drewno leży w szopie.
9. **Gry.** W szafce pod schodami: Carcassonne, Rummikub, Wsiąść do Pociągu i puzzle z tysiąca elementów z portem w Veere.
10. **Mimo wszystko na plażę.** Deszcz rzadko trwa tu długo. Zerkajcie na radar opadów i idźcie nad morze, gdy tylko ulewa minie: plaża jest pusta, piasek twardy, a światło po deszczu to najpiękniejsze, co ma Zelandia.

Macie własny sposób na deszczowy dzień? Wpiszcie go do księgi gości na kuchennym stole – najlepszy trafi na tę listę.`,
      }),
      cover: {
        file: "beach-walk",
        alt: {
          nl: "Een breed strand bij laag water, met een paar wandelaars en een hond op het natte zand, de zon die glinstert op zee en rechts de duinen met helmgras.",
          en: "A wide beach at low tide, with a few walkers and a dog on the wet sand, the sun glittering on the sea and the dunes with marram grass on the right.",
          de: "Ein breiter Strand bei Ebbe, mit ein paar Spaziergängern und einem Hund auf dem nassen Sand, der Sonne, die auf dem Meer glitzert, und rechts den Dünen mit Strandhafer.",
          pl: "Szeroka plaża podczas odpływu, kilku spacerowiczów i pies na mokrym piasku, słońce błyszczące na morzu, a po prawej wydmy porośnięte trawą.",
        },
      },
      daysAgo: 12,
    },
    {
      slug: "zoutelande-in-de-winter",
      title: {
        nl: "Waarom we Zoutelande in november het mooist vinden",
        en: "Why we love Zoutelande most in November",
        de: "Warum uns Zoutelande im November am besten gefällt",
        pl: "Dlaczego Zoutelande najbardziej lubimy w listopadzie",
      },
      excerpt: {
        nl: "Een leeg strand, storm op de dijk, oesters uit de Oosterschelde en ’s avonds de lichtjes van de schepen. Over het seizoen dat bijna niemand kent.",
        en: "An empty beach, a storm on the dyke, oysters from the Oosterschelde and the lights of the ships at night. About the season hardly anyone knows.",
        de: "Ein leerer Strand, Sturm auf dem Deich, Austern aus der Oosterschelde und abends die Lichter der Schiffe. Über die Jahreszeit, die kaum jemand kennt.",
        pl: "Pusta plaża, sztorm na wale, ostrygi ze Skaldy Wschodniej i wieczorem światła statków. O porze roku, której prawie nikt nie zna.",
      },
      body: richPerLanguage({
        nl: `In juli is Zoutelande vrolijk en vol: handdoek aan handdoek, een rij voor het ijs en fietsen tegen elk hek. Wij houden van die drukte, maar als we eerlijk zijn, gaan we zelf het liefst in november.

## Storm

Bij een noordwesterstorm kraakt het huis een beetje, dondert de branding achter het duin en sist het helmgras. Wie dan naar de dijk van Westkapelle fietst – met de wind in de rug heen, tegen de wind in terug – ziet de golven over de basaltblokken slaan. Een uur later zit je met rode wangen bij de kachel en voel je je de sterkste mens van Walcheren.

## Het strand voor jou alleen

Bij laag water kun je over het strand naar Westkapelle lopen, vijf kilometer met alleen scholeksters en een enkele hond voor je uit. Een paar strandpaviljoens blijven de hele winter open; erwtensoep aan het raam met uitzicht op een grijze, kolkende zee is iets wat je een keer moet hebben gedaan.

## Oesters en lichtjes

In de winter eten we oesters uit de Oosterschelde, gewoon aan de keukentafel met een citroen en bruin brood. En ’s avonds, als het vroeg donker is, trekken de schepen langs de kust met hun lichten aan, een trage optocht richting Antwerpen. We hebben een verrekijker bij het raam gelegd. Je gaat ze tellen, echt.`,
        en: `In July Zoutelande is cheerful and full: towel next to towel, a queue for ice cream and bikes against every fence. We love that bustle, but if we’re honest, our own favourite month is November.

## Storms

In a north-westerly gale the house creaks a little, the surf thunders behind the dune and the marram grass hisses. Cycle to the dyke at Westkapelle – wind behind you on the way out, wind in your face on the way back – and you will see the waves breaking over the basalt blocks. An hour later you are sitting by the stove with red cheeks, feeling like the strongest person on Walcheren.

## A beach to yourself

At low tide you can walk along the beach to Westkapelle, five kilometres with only oystercatchers and the odd dog ahead of you. A few beach cafés stay open all winter; pea soup at a window looking out over a grey, churning sea is something everyone should do once.

## Oysters and lights

In winter we eat oysters from the Oosterschelde, simply at the kitchen table with a lemon and brown bread. And in the evening, when it gets dark early, the ships pass along the coast with their lights on, a slow procession towards Antwerp. We have left a pair of binoculars by the window. You will start counting them, trust us.`,
        de: `Im Juli ist Zoutelande fröhlich und voll: Handtuch an Handtuch, eine Schlange vor dem Eisstand und Fahrräder an jedem Zaun. Wir mögen diesen Trubel, aber ehrlich gesagt fahren wir selbst am liebsten im November hin.

## Sturm

Bei Nordweststurm knarrt das Haus ein wenig, hinter der Düne donnert die Brandung, und der Strandhafer zischt. Wer dann zum Deich von Westkapelle radelt – hin mit Rückenwind, zurück gegen den Wind –, sieht die Wellen über die Basaltblöcke schlagen. Eine Stunde später sitzt man mit roten Wangen am Ofen und fühlt sich wie der stärkste Mensch auf Walcheren.

## Der Strand für Sie allein

Bei Ebbe können Sie am Strand entlang bis nach Westkapelle laufen, fünf Kilometer, nur Austernfischer und ab und zu ein Hund vor Ihnen. Einige Strandpavillons haben den ganzen Winter geöffnet; eine Erbsensuppe am Fenster mit Blick auf ein graues, aufgewühltes Meer sollte man einmal erlebt haben.

## Austern und Lichter

Im Winter essen wir Austern aus der Oosterschelde, ganz einfach am Küchentisch mit Zitrone und dunklem Brot. Und abends, wenn es früh dunkel wird, ziehen die Schiffe mit ihren Lichtern an der Küste vorbei, eine langsame Prozession Richtung Antwerpen. Wir haben ein Fernglas ans Fenster gelegt. Sie werden anfangen, sie zu zählen – ganz bestimmt.`,
        pl: `W lipcu Zoutelande jest wesołe i pełne ludzi: ręcznik przy ręczniku, kolejka po lody i rowery przy każdym płocie. Lubimy ten gwar, ale jeśli mamy być szczerzy, sami najchętniej przyjeżdżamy tu w listopadzie.

## Sztorm

Przy sztormie z północnego zachodu dom lekko trzeszczy, za wydmą huczy przybój, a trawy wydmowe syczą na wietrze. Kto wtedy pojedzie rowerem na wał w Westkapelle – w tamtą stronę z wiatrem w plecy, z powrotem pod wiatr – zobaczy fale przelewające się przez bazaltowe bloki. Godzinę później siedzi się z czerwonymi policzkami przy kominku i czuje się jak najsilniejszy człowiek na Walcheren.

## Plaża tylko dla Was

Podczas odpływu można przejść plażą aż do Westkapelle – pięć kilometrów, przed Wami tylko ostrygojady i czasem jakiś pies. Kilka plażowych kawiarni działa przez całą zimę; grochówka przy oknie z widokiem na szare, wzburzone morze to coś, czego trzeba raz spróbować.

## Ostrygi i światła

Zimą jemy ostrygi ze Skaldy Wschodniej, po prostu przy kuchennym stole, z cytryną i ciemnym chlebem. A wieczorem, gdy wcześnie robi się ciemno, wzdłuż brzegu suną oświetlone statki, powolna procesja w stronę Antwerpii. Przy oknie zostawiliśmy lornetkę. Zaczniecie je liczyć, zobaczycie.`,
      }),
      cover: {
        file: "fireplace-lounge",
        alt: {
          nl: "Een houten kamer met een houtkachel tegen een stenen wand, een nis vol houtblokken, een leren fauteuil met een plaid, een kaars op de salontafel en door het raam besneeuwde sparren in de schemering.",
          en: "A wood-panelled room with a wood stove against a stone wall, a niche stacked with logs, a leather armchair with a blanket, a candle on the coffee table and snowy conifers at dusk through the window.",
          de: "Ein holzverkleideter Raum mit einem Kaminofen vor einer Steinwand, einer Nische voller Holzscheite, einem Ledersessel mit Decke, einer Kerze auf dem Couchtisch und verschneiten Nadelbäumen in der Dämmerung vor dem Fenster.",
          pl: "Wyłożony drewnem pokój z piecem kominkowym przy kamiennej ścianie, wnęką pełną polan, skórzanym fotelem z kocem, świecą na stoliku i zaśnieżonymi świerkami za oknem o zmierzchu.",
        },
      },
      daysAgo: 34,
    },
    {
      slug: "fietsroute-zoutelande-westkapelle-domburg",
      title: {
        nl: "Onze fietsroute: Zoutelande, Westkapelle, Domburg en terug",
        en: "Our cycle route: Zoutelande, Westkapelle, Domburg and back",
        de: "Unsere Radtour: Zoutelande, Westkapelle, Domburg und zurück",
        pl: "Nasza trasa rowerowa: Zoutelande, Westkapelle, Domburg i z powrotem",
      },
      excerpt: {
        nl: "Ruim dertig kilometer over de dijk, door het duinbos en terug door de polder. Met de plekken waar wij altijd even stoppen.",
        en: "Just over thirty kilometres along the dyke, through the dune forest and back across the polder, with the places where we always stop.",
        de: "Gut dreißig Kilometer über den Deich, durch den Dünenwald und zurück durch den Polder – mit den Stellen, an denen wir immer anhalten.",
        pl: "Nieco ponad trzydzieści kilometrów po wale, przez las na wydmach i z powrotem przez poldery – z miejscami, w których zawsze się zatrzymujemy.",
      },
      body: richPerLanguage({
        nl: `Dit is de route die we elke gast aanraden die een dag wil fietsen. Hij is ruim dertig kilometer, bijna helemaal over fietspaden, en je kunt hem met kinderen vanaf een jaar of tien prima doen. Neem de wind mee in je planning: bij westenwind fiets je hem het liefst andersom.

## De route

- **Zoutelande – Westkapelle (5 km).** Over het duinpad naar het noorden, dan bovenlangs de dijk. Stop bij de Sherman-tank en kijk naar de schepen in het Oostgat.
- **Westkapelle – Domburg (7 km).** Achter de duinen langs. In Domburg koffie en iets lekkers in de hoofdstraat.
- **Domburg – Oostkapelle (5 km).** Door De Manteling, het duinbos: koel in de zomer, en in de herfst ruikt het er naar paddenstoelen.
- **Oostkapelle – Aagtekerke – Meliskerke – Zoutelande (14 km).** Door de polder, langs boerderijen met hoogstamfruit en kerktorens die je al van kilometers ver ziet.

Onderweg zijn genoeg plekken om te eten, maar wij nemen altijd broodjes mee en eten ze op de dijk bij Westkapelle, met de rug tegen de basaltblokken. In de schuur staan een fietspomp, een reparatieset en twee kinderfietsen. Fietsen voor volwassenen, ook elektrische, huur je in het dorp; reserveer ze in de zomer een dag van tevoren.`,
        en: `This is the route we recommend to every guest who wants a day on the bike. It’s just over thirty kilometres, almost all of it on cycle paths, and children from about ten can easily manage it. Plan around the wind: with a westerly, you’ll want to ride it the other way round.

## The route

- **Zoutelande – Westkapelle (5 km).** North along the dune path, then along the top of the dyke. Stop at the Sherman tank and watch the ships in the Oostgat channel.
- **Westkapelle – Domburg (7 km).** Along the back of the dunes. In Domburg, coffee and something sweet on the high street.
- **Domburg – Oostkapelle (5 km).** Through De Manteling, the dune forest: cool in summer, and in autumn it smells of mushrooms.
- **Oostkapelle – Aagtekerke – Meliskerke – Zoutelande (14 km).** Across the polder, past farms with old orchards and church towers you can see from miles away.

There are plenty of places to eat along the way, but we always take sandwiches and eat them on the dyke at Westkapelle, our backs against the basalt. In the shed you’ll find a pump, a repair kit and two children’s bikes. Adult bikes, e-bikes included, can be hired in the village; in summer, book them a day ahead.`,
        de: `Diese Tour empfehlen wir allen Gästen, die einen Tag Rad fahren möchten. Sie ist gut dreißig Kilometer lang, verläuft fast nur auf Radwegen und ist mit Kindern ab etwa zehn Jahren gut zu schaffen. Denken Sie an den Wind: Bei Westwind fahren Sie die Runde besser andersherum.

## Die Strecke

- **Zoutelande – Westkapelle (5 km).** Über den Dünenweg nach Norden, dann oben auf dem Deich entlang. Halten Sie am Sherman-Panzer und schauen Sie den Schiffen im Oostgat zu.
- **Westkapelle – Domburg (7 km).** Hinter den Dünen entlang. In Domburg Kaffee und etwas Süßes in der Hauptstraße.
- **Domburg – Oostkapelle (5 km).** Durch De Manteling, den Dünenwald: im Sommer kühl, im Herbst duftet es nach Pilzen.
- **Oostkapelle – Aagtekerke – Meliskerke – Zoutelande (14 km).** Durch den Polder, vorbei an Höfen mit alten Obstwiesen und Kirchtürmen, die man kilometerweit sieht.

Unterwegs gibt es genug Möglichkeiten einzukehren, aber wir nehmen immer belegte Brote mit und essen sie auf dem Deich bei Westkapelle, den Rücken an den Basaltblöcken. Im Schuppen finden Sie eine Luftpumpe, Flickzeug und zwei Kinderräder. Fahrräder für Erwachsene, auch E-Bikes, leihen Sie im Dorf; im Sommer am besten einen Tag vorher reservieren.`,
        pl: `Tę trasę polecamy każdemu, kto chce spędzić dzień na rowerze. Ma nieco ponad trzydzieści kilometrów, prawie w całości prowadzi ścieżkami rowerowymi, a dzieci mniej więcej od dziesiątego roku życia spokojnie dadzą radę. Uwzględnijcie wiatr: przy zachodnim lepiej jechać w odwrotnym kierunku.

## Trasa

- **Zoutelande – Westkapelle (5 km).** Ścieżką przez wydmy na północ, potem górą wzdłuż wału. Zatrzymajcie się przy czołgu Sherman i popatrzcie na statki w kanale Oostgat.
- **Westkapelle – Domburg (7 km).** Za linią wydm. W Domburgu kawa i coś słodkiego na głównej ulicy.
- **Domburg – Oostkapelle (5 km).** Przez De Manteling, las na wydmach: latem chłodny, jesienią pachnie grzybami.
- **Oostkapelle – Aagtekerke – Meliskerke – Zoutelande (14 km).** Przez poldery, obok gospodarstw ze starymi sadami i wież kościelnych widocznych z daleka.

Po drodze nie brakuje miejsc, gdzie można coś zjeść, ale my zawsze bierzemy kanapki i jemy je na wale w Westkapelle, oparci plecami o bazaltowe bloki. W szopie znajdziecie pompkę, zestaw naprawczy i dwa rowery dziecięce. Rowery dla dorosłych, także elektryczne, wypożyczycie w miasteczku; latem warto zarezerwować je dzień wcześniej.`,
      }),
      cover: {
        file: "farmhouse",
        alt: {
          nl: "Een boerderij met een rieten dak in de polder, zwartbonte koeien in de wei, een sloot met knotwilgen en in de verte een kerktoren.",
          en: "A thatched farmhouse in the polder, black-and-white cows in the meadow, a ditch lined with pollard willows and a church spire in the distance.",
          de: "Ein Bauernhof mit Reetdach im Polder, schwarzbunte Kühe auf der Weide, ein Graben mit Kopfweiden und in der Ferne ein Kirchturm.",
          pl: "Gospodarstwo kryte strzechą na polderze, czarno-białe krowy na łące, rów obsadzony ogłowionymi wierzbami i w oddali wieża kościoła.",
        },
      },
      daysAgo: 76,
    },
  ],
};
