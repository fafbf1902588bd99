import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { richPerLanguage } from "./rich-from-markdown.ts";

/** A modern flat-roofed house of dark timber and glass on the Heegermeer in Heeg (Friesland), for six. */
export const lake: DemoSiteFixture = {
  name: "Wetterhûs Heeg",
  doc: {
    languages: { main: "nl", others: ["en", "de"] },
    tagline: {
      nl: "Een modern huis aan het Heegermeer, met een eigen steiger, een sloep en niets dan water en lucht voor het raam.",
      en: "A modern house on the Heegermeer lake, with its own jetty, a sloop, and nothing but water and sky outside the window.",
      de: "Ein modernes Haus am Heegermeer, mit eigenem Steg, einer Schaluppe und nichts als Wasser und Himmel vor dem Fenster.",
      pl: "Nowoczesny dom nad jeziorem Heegermeer, z własnym pomostem, łodzią i niczym poza wodą i niebem za oknem.",
    },
    intro: {
      nl: "Het Wetterhûs – Fries voor ‘waterhuis’ – staat aan de rand van Heeg, met de voeten bijna in het Heegermeer. De hele voorgevel is glas: twaalf meter uitzicht over het meer, de rietkragen en de zeilen die voorbijglijden. Het huis is in 2023 gebouwd, heeft een plat dak, een gevel van zwart gebeitst lariks en plaats voor zes personen in drie slaapkamers.\n\nVan het terras loop je zo de steiger op. Daar ligt onze elektrische sloep klaar: voor een ochtend vissen, een middag naar Woudsend of een dag naar Sloten. Een vaarbewijs heb je er niet voor nodig. De supermarkt, de bakker en de jachthavens van Heeg zijn tien minuten lopen, Sneek is een kwartier met de auto.",
      en: "The Wetterhûs – Frisian for ‘water house’ – stands on the edge of Heeg, its feet almost in the Heegermeer lake. The whole front is glass: twelve metres of view across the lake, the reed beds and the sails gliding past. The house was built in 2023; it has a flat roof, cladding of black-stained larch and room for six in three bedrooms.\n\nFrom the deck you step straight onto the jetty, where our electric sloop is waiting: for a morning’s fishing, an afternoon to Woudsend or a day trip to Sloten. You need no boating licence for it. The supermarket, the baker and Heeg’s marinas are a ten-minute walk away; Sneek is a fifteen-minute drive.",
      de: "Das Wetterhûs – Friesisch für „Wasserhaus“ – steht am Rand von Heeg, fast mit den Füßen im Heegermeer. Die ganze Vorderseite ist aus Glas: zwölf Meter Blick über den See, die Schilfgürtel und die vorbeigleitenden Segel. Das Haus wurde 2023 gebaut; es hat ein Flachdach, eine Fassade aus schwarz lasierter Lärche und bietet sechs Personen Platz in drei Schlafzimmern.\n\nVon der Terrasse gehen Sie direkt auf den Steg. Dort liegt unsere Elektro-Schaluppe bereit: für einen Morgen zum Angeln, einen Nachmittag nach Woudsend oder einen Tagesausflug nach Sloten. Einen Bootsführerschein brauchen Sie dafür nicht. Supermarkt, Bäcker und die Jachthäfen von Heeg erreichen Sie in zehn Minuten zu Fuß, Sneek in einer Viertelstunde mit dem Auto.",
      pl: "Wetterhûs – po fryzyjsku „dom na wodzie” – stoi na skraju Heeg, niemal nad samym brzegiem jeziora Heegermeer. Cała fasada od strony wody jest ze szkła: dwanaście metrów widoku na jezioro, pasy trzcin i przesuwające się żagle. Dom powstał w 2023 roku; ma płaski dach, elewację z czarno bejcowanego modrzewia i miejsce dla sześciu osób w trzech sypialniach.\n\nZ tarasu wchodzi się prosto na pomost. Czeka tam nasza elektryczna łódź: na poranne wędkowanie, popołudnie w Woudsend albo całodniową wyprawę do Sloten. Patent sternika nie jest do niej potrzebny. Do supermarketu, piekarni i przystani w Heeg idzie się dziesięć minut, do Sneek jedzie się samochodem kwadrans.",
    },
    about: {
      title: {
        nl: "Een huis op de plek van pake’s scheepswerf",
        en: "A house where Grandpa’s boatyard stood",
        de: "Ein Haus, wo Opas Bootswerft stand",
        pl: "Dom w miejscu stoczni dziadka",
      },
      story: richPerLanguage({
        nl: `Tjeerds pake, Sjoerd, had hier van 1958 tot 1994 een kleine scheepswerf. Hij bouwde houten Valken, de zeilboten waarop half Friesland heeft leren zeilen, en in de winter lagen er skûtsjes op de helling voor onderhoud. Tjeerd was er als jongen elke zaterdag: krullen vegen, teer ruiken, en ’s avonds met pake in een Valk het meer op.

Na pake’s dood stond de oude loods jaren leeg, tot hij er in een herfststorm half bij neerging. Marit is architect en tekende een huis dat net zo rustig is als het meer op een windstille ochtend: één lange ruimte met de hele gevel van glas, een plat dak en verder niets wat de aandacht van het water afleidt. Op het dak liggen zonnepanelen, het huis verwarmt zichzelf met een warmtepomp, en de gevel is van lariks die we zwart hebben laten beitsen, zoals de oude loods was.

## Wat we hebben bewaard

- de steiger, opnieuw gebouwd op de eikenhouten palen van de werf
- de naam van de sloep: *Pake Sjoerd*
- pake’s schaafbank, die nu in de hal staat en waarop de gastenmap ligt

Wij wonen in Sneek, een kwartier verderop. Als jullie er zijn, zijn wij er niet, maar we zijn altijd bereikbaar: voor een vraag over de sloep, de wind of de beste plek om te zwemmen. De eerste keer varen we graag even mee, zodat je weet hoe alles werkt.`,
        en: `Tjeerd’s grandfather, Sjoerd, ran a small boatyard here from 1958 to 1994. He built wooden Valks, the sailing dinghies on which half of Friesland learned to sail, and in winter there were skûtsjes, the old Frisian sailing barges, up on the slipway for maintenance. As a boy Tjeerd was there every Saturday: sweeping up shavings, breathing in the smell of tar, and in the evening going out on the lake with his grandfather in a Valk.

After his grandfather died, the old shed stood empty for years, until an autumn storm brought half of it down. Marit is an architect, and she designed a house as calm as the lake on a windless morning: one long room with a front made entirely of glass, a flat roof, and nothing else to draw your attention from the water. There are solar panels on the roof, a heat pump warms the house, and the cladding is larch stained black, as the old shed was.

## What we kept

- the jetty, rebuilt on the boatyard’s old oak piles
- the name of the sloop: *Pake Sjoerd* (‘Grandpa Sjoerd’)
- Grandpa’s carpenter’s bench, which now stands in the hall with the guest folder on it

We live in Sneek, fifteen minutes away. We are not at the house while you are, but we are always within reach: for a question about the sloop, the wind or the best place for a swim. On your first day we like to take the sloop out with you once, so you know how everything works.`,
        de: `Tjeerds Großvater Sjoerd hatte hier von 1958 bis 1994 eine kleine Bootswerft. Er baute hölzerne Valken, die Segeljollen, auf denen halb Friesland segeln gelernt hat, und im Winter lagen Skûtsjes, die alten friesischen Segelfrachter, zur Überholung auf der Helling. Tjeerd war als Junge jeden Samstag dort: Hobelspäne fegen, den Geruch von Teer einatmen und abends mit dem Großvater in einer Valk hinaus auf den See.

Nach dem Tod des Großvaters stand der alte Schuppen jahrelang leer, bis ein Herbststurm ihn halb umwarf. Marit ist Architektin und hat ein Haus entworfen, das so ruhig ist wie der See an einem windstillen Morgen: ein einziger langer Raum, dessen ganze Front aus Glas ist, ein Flachdach und sonst nichts, was den Blick vom Wasser ablenkt. Auf dem Dach liegen Solarmodule, eine Wärmepumpe heizt das Haus, und die Fassade ist aus Lärche, schwarz lasiert wie einst der alte Schuppen.

## Was geblieben ist

- der Steg, neu gebaut auf den alten Eichenpfählen der Werft
- der Name der Schaluppe: *Pake Sjoerd* („Opa Sjoerd“)
- Opas Hobelbank, die jetzt im Flur steht und auf der die Gästemappe liegt

Wir wohnen in Sneek, eine Viertelstunde entfernt. Während Ihres Aufenthalts sind wir nicht im Haus, aber immer erreichbar: für eine Frage zur Schaluppe, zum Wind oder zur besten Badestelle. Am ersten Tag fahren wir gern einmal mit Ihnen hinaus, damit Sie wissen, wie alles funktioniert.`,
        pl: `Dziadek Tjeerda, Sjoerd, prowadził tu w latach 1958–1994 małą stocznię. Budował drewniane Valki – żaglówki, na których pływać nauczyła się połowa Fryzji – a zimą na pochylni stały do remontu skûtsjes, dawne fryzyjskie barki żaglowe. Tjeerd jako chłopiec spędzał tam każdą sobotę: zamiatał wióry, wdychał zapach smoły, a wieczorem wypływał z dziadkiem Valkiem na jezioro.

Po śmierci dziadka stara hala latami stała pusta, aż jesienna wichura zwaliła jej połowę. Marit jest architektką i zaprojektowała dom spokojny jak jezioro w bezwietrzny poranek: jedno długie wnętrze z całkowicie przeszkloną ścianą od strony wody, płaski dach i nic więcej, co odciągałoby uwagę od jeziora. Na dachu są panele słoneczne, dom ogrzewa pompa ciepła, a elewację zrobiliśmy z modrzewia bejcowanego na czarno, tak jak wyglądała dawna hala.

## Co zachowaliśmy

- pomost, odbudowany na starych dębowych palach stoczni
- imię łodzi: *Pake Sjoerd* („Dziadek Sjoerd”)
- stół stolarski dziadka, który stoi teraz w przedpokoju i na którym leży teczka dla gości

Mieszkamy w Sneek, kwadrans drogi stąd. Podczas Waszego pobytu nie ma nas w domu, ale zawsze jesteśmy pod telefonem: gdy chcecie zapytać o łódź, o wiatr albo o najlepsze miejsce do kąpieli. Pierwszego dnia chętnie wypływamy z Wami raz na jezioro, żebyście wiedzieli, jak wszystko działa.`,
      }),
      hostNames: "Marit & Tjeerd",
    },
    surroundings: {
      intro: {
        nl: "Heeg is een watersportdorp in Zuidwest-Friesland: een paar straten, een kerk, veel jachthavens en verder water, riet en weiland tot aan de horizon. Vanaf hier ben je snel in de Friese elfsteden Sloten, Sneek, IJlst, Workum en Hindeloopen. Alles hieronder hebben we zelf gedaan, gegeten of bevaren; de afstanden zijn gemeten vanaf onze voordeur.",
        en: "Heeg is a watersports village in south-west Friesland: a few streets, a church, a great many marinas, and beyond them water, reeds and meadows as far as the horizon. From here you are soon in the historic Frisian towns of Sloten, Sneek, IJlst, Workum and Hindeloopen. We have done, eaten or sailed everything below ourselves; distances are measured from our front door.",
        de: "Heeg ist ein Wassersportdorf im Südwesten Frieslands: ein paar Straßen, eine Kirche, viele Jachthäfen und ringsum Wasser, Schilf und Weideland bis zum Horizont. Von hier aus sind Sie schnell in den alten friesischen Städten Sloten, Sneek, IJlst, Workum und Hindeloopen. Alles, was Sie hier finden, haben wir selbst ausprobiert, gegessen oder befahren; die Entfernungen sind ab unserer Haustür gemessen.",
        pl: "Heeg to wioska sportów wodnych w południowo-zachodniej Fryzji: kilka ulic, kościół, mnóstwo przystani jachtowych, a dookoła woda, trzciny i łąki aż po horyzont. Stąd szybko dotrzecie do dawnych fryzyjskich miasteczek Sloten, Sneek, IJlst, Workum i Hindeloopen. Wszystko poniżej sami sprawdziliśmy, zjedliśmy albo przepłynęliśmy; odległości liczymy od naszych drzwi.",
      },
      places: [
        {
          id: "bb234f10-192a-4aec-8a1c-283cb42c3a19",
          name: {
            nl: "Het Heegermeer en de Fluessen",
            en: "The Heegermeer and Fluessen lakes",
            de: "Heegermeer und Fluessen",
            pl: "Jeziora Heegermeer i Fluessen",
          },
          category: "nature",
          distanceKm: 0.1,
          description: {
            nl: "Het meer begint aan het eind van onze steiger. Het Heegermeer loopt over in de Fluessen, samen kilometers open water met rietkragen, eilandjes en ondiepe baaien om voor anker te gaan en te zwemmen. In de zomer zie je er de skûtsjes zeilen; ’s ochtends vroeg heb je het water voor jezelf, met futen, aalscholvers en soms een lepelaar.",
            en: "The lake begins at the end of our jetty. The Heegermeer runs into the Fluessen, together a wide expanse of open water with reed beds, little islands and shallow bays where you can drop anchor and swim. In summer you can watch the skûtsjes sailing; early in the morning you have the water to yourself, with grebes, cormorants and now and then a spoonbill.",
            de: "Der See beginnt am Ende unseres Stegs. Das Heegermeer geht in die Fluessen über, zusammen kilometerweit offenes Wasser mit Schilfgürteln, kleinen Inseln und flachen Buchten, in denen man ankern und schwimmen kann. Im Sommer segeln hier die Skûtsjes; frühmorgens haben Sie das Wasser für sich allein, mit Haubentauchern, Kormoranen und manchmal einem Löffler.",
            pl: "Jezioro zaczyna się na końcu naszego pomostu. Heegermeer przechodzi w Fluessen – razem kilometry otwartej wody z pasami trzcin, wysepkami i płytkimi zatokami, w których można rzucić kotwicę i popływać. Latem ścigają się tu skûtsjes; wczesnym rankiem woda należy tylko do Was, do perkozów, kormoranów i czasem warzęchy.",
          },
        },
        {
          id: "80bd9341-aea5-4d02-98bf-4463d55b8447",
          name: {
            nl: "Bakker en supermarkt in Heeg",
            en: "The baker and supermarket in Heeg",
            de: "Bäcker und Supermarkt in Heeg",
            pl: "Piekarnia i supermarket w Heeg",
          },
          category: "food",
          distanceKm: 0.8,
          description: {
            nl: "Tien minuten lopen langs de jachthavens. Haal bij de bakker een Fryske sûkerbôle, het Friese suikerbrood met klontjes suiker en kaneel: dik besmeerd met roomboter is dat het beste ontbijt op de steiger. De supermarkt in het dorp heeft alles wat je voor een week nodig hebt.",
            en: "A ten-minute walk past the marinas. At the baker’s, get a Fryske sûkerbôle, Frisian sugar bread with lumps of sugar and cinnamon baked into it: thickly buttered, it makes the best breakfast on the jetty. The village supermarket has everything you need for a week.",
            de: "Zehn Minuten zu Fuß an den Jachthäfen entlang. Holen Sie sich beim Bäcker ein Fryske sûkerbôle, das friesische Zuckerbrot mit Zuckerstückchen und Zimt: dick mit Butter bestrichen ist das das beste Frühstück auf dem Steg. Im Supermarkt des Dorfes bekommen Sie alles, was Sie für eine Woche brauchen.",
            pl: "Dziesięć minut spacerem wzdłuż przystani. W piekarni kupcie Fryske sûkerbôle, fryzyjski chleb cukrowy z kostkami cukru i cynamonem: grubo posmarowany masłem to najlepsze śniadanie na pomoście. W wiejskim supermarkecie kupicie wszystko, czego potrzeba na cały tydzień.",
          },
        },
        {
          id: "438ae6e3-3718-462f-8ae9-12445ef5a5f8",
          name: {
            nl: "Zeilles en bootverhuur in Heeg",
            en: "Sailing lessons and boat hire in Heeg",
            de: "Segelkurse und Bootsverleih in Heeg",
            pl: "Lekcje żeglarstwa i wypożyczalnie łodzi w Heeg",
          },
          category: "family",
          distanceKm: 1,
          description: {
            nl: "Heeg is het dorp waar Nederland leert zeilen. Bij de zeilscholen in het dorp kunnen kinderen vanaf een jaar of acht een week les krijgen in een Optimist of een Valk, en volwassenen een dag of een weekend. Wil je zelf een zeilboot huren, dan kan dat bij verschillende verhuurders aan de haven; wij vertellen je graag waar.",
            en: "Heeg is the village where the Netherlands learns to sail. At the sailing schools in the village, children from about eight can take a week of lessons in an Optimist or a Valk, and adults a day or a weekend course. If you would like to hire a sailing boat yourself, several yards by the harbour rent them out; we’re happy to tell you where.",
            de: "In Heeg lernen die Niederlande segeln. Bei den Segelschulen im Dorf können Kinder ab etwa acht Jahren eine Woche Unterricht im Optimisten oder in der Valk nehmen, Erwachsene einen Tages- oder Wochenendkurs. Wer selbst ein Segelboot mieten möchte, findet am Hafen mehrere Vermieter; wir sagen Ihnen gern, wo.",
            pl: "Heeg to miejsce, gdzie Holendrzy uczą się żeglować. W tutejszych szkołach żeglarskich dzieci mniej więcej od ósmego roku życia mogą przez tydzień uczyć się pływać na Optimiście albo Valku, a dorośli – na jednodniowym lub weekendowym kursie. Kto chce sam wypożyczyć żaglówkę, znajdzie przy porcie kilka wypożyczalni; chętnie podpowiemy którą.",
          },
        },
        {
          id: "b15a6a2b-b2a2-4a2a-80a6-94cafbdd4c3c",
          name: {
            nl: "Station IJlst en houtzaagmolen De Rat",
            en: "IJlst station and the De Rat sawmill",
            de: "Bahnhof IJlst und die Sägemühle De Rat",
            pl: "Dworzec w IJlst i tartak wiatrowy De Rat",
          },
          category: "transport",
          distanceKm: 8,
          description: {
            nl: "Het dichtstbijzijnde station, aan de lijn Leeuwarden–Stavoren. Kom je met de trein, dan halen we je hier op. Loop als je tijd hebt even langs De Rat, een houtzaagmolen aan de rand van het stadje die nog echt boomstammen zaagt als het waait. IJlst zelf is een van de kleinste Friese steden, met huizen direct aan het water.",
            en: "The nearest station, on the Leeuwarden–Stavoren line. If you come by train, we’ll pick you up here. If you have time, walk over to De Rat, a wind-driven sawmill on the edge of town that still saws real tree trunks when there is wind. IJlst itself is one of the smallest of the Frisian towns, with houses right on the water.",
            de: "Der nächste Bahnhof, an der Strecke Leeuwarden–Stavoren. Wenn Sie mit dem Zug kommen, holen wir Sie hier ab. Wenn Sie Zeit haben, gehen Sie kurz zu De Rat, einer Windsägemühle am Stadtrand, die bei Wind noch echte Baumstämme sägt. IJlst selbst ist eine der kleinsten friesischen Städte, mit Häusern direkt am Wasser.",
            pl: "Najbliższa stacja kolejowa, na linii Leeuwarden–Stavoren. Jeśli przyjedziecie pociągiem, odbierzemy Was stąd. Jeśli macie chwilę, podejdźcie do De Rat – wiatraka-tartaku na skraju miasteczka, który przy wietrze wciąż tnie prawdziwe pnie. Samo IJlst to jedno z najmniejszych fryzyjskich miast, z domami stojącymi tuż nad wodą.",
          },
        },
        {
          id: "c3139d76-5fc2-4c85-9670-c56f3fceff35",
          name: {
            nl: "Sloten: vestingstadje met molen De Kaai",
            en: "Sloten: a walled town and the De Kaai windmill",
            de: "Sloten: Festungsstädtchen mit der Mühle De Kaai",
            pl: "Sloten: miasteczko-twierdza z wiatrakiem De Kaai",
          },
          category: "culture",
          distanceKm: 12,
          description: {
            nl: "Het kleinste stadje van Friesland: één gracht met linden, een paar straatjes met oude gevels, kanonnen op de wallen en aan het eind molen De Kaai. Met de auto ben je er in een kwartier, maar het mooist kom je aan over het water: met de sloep via Woudsend en het Slotermeer, ruim twee uur varen.",
            en: "The smallest town in Friesland: one canal lined with lime trees, a few lanes of old gabled houses, cannons on the ramparts and at the far end the De Kaai windmill. It’s fifteen minutes by car, but the best way to arrive is by water: with the sloop via Woudsend and the Slotermeer lake, a good two hours’ boating.",
            de: "Das kleinste Städtchen Frieslands: eine Gracht mit Linden, ein paar Gassen mit alten Giebeln, Kanonen auf den Wällen und am Ende die Mühle De Kaai. Mit dem Auto sind Sie in einer Viertelstunde dort, doch am schönsten kommen Sie über das Wasser an: mit der Schaluppe über Woudsend und das Slotermeer, gut zwei Stunden Fahrt.",
            pl: "Najmniejsze miasteczko Fryzji: jeden kanał obsadzony lipami, kilka uliczek ze starymi kamieniczkami, armaty na wałach, a na końcu wiatrak De Kaai. Samochodem dojedziecie w kwadrans, ale najpiękniej przypłynąć tu łodzią – przez Woudsend i jezioro Slotermeer, dobre dwie godziny drogi.",
          },
        },
        {
          id: "82e5d6f9-526a-4482-8334-34e6a676c3ab",
          name: {
            nl: "Sneek: Waterpoort, scheepvaartmuseum en winkels",
            en: "Sneek: the Waterpoort, the maritime museum and shops",
            de: "Sneek: Waterpoort, Schifffahrtsmuseum und Geschäfte",
            pl: "Sneek: Waterpoort, muzeum żeglugi i sklepy",
          },
          category: "shopping",
          distanceKm: 13,
          description: {
            nl: "De watersporthoofdstad van Friesland, met de Waterpoort uit 1613 als herkenningspunt. In het Fries Scheepvaart Museum zie je hoe de skûtsjes vroeger vracht vervoerden, en in de binnenstad vind je alles wat het dorp niet heeft: boekwinkels, kleding en een goede visboer. Begin augustus is het Sneekweek, het grootste zeilevenement op binnenwater van Europa.",
            en: "Friesland’s watersports capital, with its Waterpoort, a water gate from 1613, as its landmark. At the Fries Scheepvaart Museum you see how the skûtsjes used to carry cargo, and the town centre has everything the village lacks: bookshops, clothes and a good fishmonger. In early August it’s Sneekweek, the biggest inland sailing regatta in Europe.",
            de: "Die Wassersporthauptstadt Frieslands, mit der Waterpoort, einem Wassertor von 1613, als Wahrzeichen. Im Fries Scheepvaart Museum sehen Sie, wie die Skûtsjes früher Fracht beförderten, und in der Innenstadt finden Sie alles, was das Dorf nicht hat: Buchhandlungen, Mode und einen guten Fischhändler. Anfang August ist Sneekweek, die größte Segelregatta auf Binnengewässern in Europa.",
            pl: "Fryzyjska stolica sportów wodnych, z symbolem miasta – wodną bramą Waterpoort z 1613 roku. W Fries Scheepvaart Museum zobaczycie, jak skûtsjes przewoziły kiedyś towary, a w centrum znajdziecie wszystko, czego brak we wsi: księgarnie, sklepy z odzieżą i dobrego sprzedawcę ryb. Na początku sierpnia odbywa się Sneekweek, największe w Europie regaty na wodach śródlądowych.",
          },
        },
        {
          id: "37ef9eda-2fd0-47af-b600-a0a047abb16b",
          name: {
            nl: "Workum en Hindeloopen aan het IJsselmeer",
            en: "Workum and Hindeloopen on the IJsselmeer",
            de: "Workum und Hindeloopen am IJsselmeer",
            pl: "Workum i Hindeloopen nad IJsselmeer",
          },
          category: "culture",
          distanceKm: 15,
          description: {
            nl: "Twee stadjes aan het IJsselmeer, een mooie dag samen. In Workum hangt in het Jopie Huisman Museum het werk van de voddenman die schilder werd: oude schoenen en versleten jassen, zo geschilderd dat je ze wilt aanraken. Vijf kilometer verder ligt Hindeloopen, met smalle straatjes, houten bruggetjes en het beroemde beschilderde meubilair.",
            en: "Two small towns on the IJsselmeer, a lovely day out together. In Workum, the Jopie Huisman Museum shows the work of the rag-and-bone man who became a painter: old shoes and worn-out coats, painted so that you want to touch them. Five kilometres further on lies Hindeloopen, with narrow streets, little wooden bridges and its famous painted furniture.",
            de: "Zwei Städtchen am IJsselmeer, zusammen ein schöner Tagesausflug. In Workum zeigt das Jopie Huisman Museum die Bilder des Lumpensammlers, der Maler wurde: alte Schuhe und abgetragene Jacken, so gemalt, dass man sie anfassen möchte. Fünf Kilometer weiter liegt Hindeloopen, mit schmalen Gassen, hölzernen Brückchen und den berühmten bemalten Möbeln.",
            pl: "Dwa miasteczka nad IJsselmeer – razem piękny dzień. W Workum, w Muzeum Jopiego Huismana, wiszą obrazy zbieracza starzyzny, który został malarzem: stare buty i znoszone kurtki namalowane tak, że chce się ich dotknąć. Pięć kilometrów dalej leży Hindeloopen, z wąskimi uliczkami, drewnianymi mostkami i słynnymi malowanymi meblami.",
          },
        },
        {
          id: "0c7657aa-66e6-47f9-b026-dd4e3a6b8c29",
          name: {
            nl: "De bossen van Gaasterland en het Rode Klif",
            en: "The Gaasterland woods and the Rode Klif",
            de: "Die Wälder von Gaasterland und das Rode Klif",
            pl: "Lasy Gaasterland i klif Rode Klif",
          },
          category: "nature",
          distanceKm: 22,
          description: {
            nl: "Gaasterland is het Friesland dat je niet verwacht: heuvelachtig, met beukenbossen en lanen van oude eiken. Bij Laaksum eindigt het land in het Rode Klif, een steile rand van keileem boven het IJsselmeer. Een steen herinnert er aan de slag bij Warns in 1345, waarin de Friezen de graaf van Holland versloegen. Mooi om te wandelen als het op het water te hard waait.",
            en: "Gaasterland is the Friesland you don’t expect: rolling, with beech woods and avenues of old oaks. Near Laaksum the land ends at the Rode Klif, a steep bank of boulder clay above the IJsselmeer. A stone there recalls the Battle of Warns in 1345, when the Frisians defeated the Count of Holland. A lovely walk for days when it’s too windy to be on the water.",
            de: "Gaasterland ist das Friesland, das man nicht erwartet: hügelig, mit Buchenwäldern und Alleen alter Eichen. Bei Laaksum endet das Land am Rode Klif, einer steilen Kante aus Geschiebelehm über dem IJsselmeer. Ein Gedenkstein erinnert dort an die Schlacht bei Warns 1345, in der die Friesen den Grafen von Holland besiegten. Ein schöner Spaziergang für Tage, an denen es auf dem Wasser zu sehr weht.",
            pl: "Gaasterland to Fryzja, jakiej się nie spodziewacie: pagórkowata, z lasami bukowymi i alejami starych dębów. Pod Laaksum ląd kończy się klifem Rode Klif – stromą skarpą z gliny zwałowej nad IJsselmeer. Kamień pamiątkowy przypomina tam bitwę pod Warns z 1345 roku, w której Fryzowie pokonali hrabiego Holandii. Piękny spacer na dni, gdy na wodzie wieje zbyt mocno.",
          },
        },
      ],
    },
    contact: {
      email: "marit@wetterhus-heeg.test",
      phone: "+31 6 2193 5847",
      whatsapp: "+31 6 2193 5847",
      street: "Marwei 21",
      postalCode: "8621 ZJ",
      city: "Heeg",
      country: "NL",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Heeg",
    },
    social: {
      instagram: "https://www.instagram.com/wetterhusheeg",
      facebook: "https://www.facebook.com/wetterhusheeg",
    },
    seo: {
      home: {
        title: {
          nl: "Wetterhûs Heeg – modern vakantiehuis aan het Heegermeer",
          en: "Wetterhûs Heeg – modern holiday home on the Heegermeer",
          de: "Wetterhûs Heeg – modernes Ferienhaus am Heegermeer",
          pl: "Wetterhûs Heeg – nowoczesny dom wakacyjny nad Heegermeer",
        },
        description: {
          nl: "Modern vakantiehuis voor zes aan het water in Heeg, Friesland. Glazen gevel op het meer, eigen steiger en elektrische sloep. Boek rechtstreeks bij de eigenaren.",
          en: "Modern holiday home for six on the water in Heeg, Friesland. A glass front facing the lake, a private jetty and an electric sloop. Book directly with the owners.",
          de: "Modernes Ferienhaus für sechs Personen am Wasser in Heeg, Friesland. Glasfront zum See, eigener Steg und Elektro-Schaluppe. Direkt bei den Eigentümern buchen.",
          pl: "Nowoczesny dom dla sześciu osób nad wodą w Heeg we Fryzji. Szklana ściana z widokiem na jezioro, własny pomost i łódź elektryczna. Rezerwacja u właścicieli.",
        },
      },
      about: {
        title: {
          nl: "Over ons – Marit en Tjeerd van het Wetterhûs",
          en: "About us – Marit and Tjeerd of the Wetterhûs",
          de: "Über uns – Marit und Tjeerd vom Wetterhûs",
          pl: "O nas – Marit i Tjeerd z Wetterhûs",
        },
        description: {
          nl: "Tjeerd leerde zeilen op de werf van zijn pake in Heeg, Marit is architect. Op de plek van de oude scheepswerf bouwden ze samen een huis aan het water.",
          en: "Tjeerd learned to sail at his grandfather’s boatyard in Heeg; Marit is an architect. Where the old yard stood, together they built a house on the water.",
          de: "Tjeerd lernte auf der Werft seines Großvaters in Heeg segeln, Marit ist Architektin. Wo die alte Werft stand, haben sie zusammen ein Haus am Wasser gebaut.",
          pl: "Tjeerd nauczył się żeglować w stoczni dziadka w Heeg, Marit jest architektką. W miejscu starej stoczni razem zbudowali dom nad wodą.",
        },
      },
      facilities: {
        title: {
          nl: "Indeling en voorzieningen – Wetterhûs Heeg",
          en: "Layout and facilities – Wetterhûs Heeg",
          de: "Aufteilung und Ausstattung – Wetterhûs Heeg",
          pl: "Układ domu i udogodnienia – Wetterhûs Heeg",
        },
        description: {
          nl: "Drie slaapkamers, twee badkamers, een glazen gevel op het meer, een terras, een eigen steiger en een elektrische sloep. Alles wat het huis te bieden heeft.",
          en: "Three bedrooms, two bathrooms, a glass front facing the lake, a deck, a private jetty and an electric sloop. Everything the house has to offer.",
          de: "Drei Schlafzimmer, zwei Bäder, eine Glasfront zum See, Terrasse, eigener Steg und Elektro-Schaluppe. Alles, was das Haus zu bieten hat.",
          pl: "Trzy sypialnie, dwie łazienki, szklana ściana od strony jeziora, taras, własny pomost i łódź elektryczna. Wszystko, co oferuje dom.",
        },
      },
      surroundings: {
        title: {
          nl: "Omgeving – varen, zeilen en Friese stadjes rond Heeg",
          en: "Surroundings – boating, sailing and Frisian towns near Heeg",
          de: "Umgebung – Bootfahren, Segeln und friesische Städtchen",
          pl: "Okolica – łódź, żagle i fryzyjskie miasteczka wokół Heeg",
        },
        description: {
          nl: "Onze favoriete plekken in Zuidwest-Friesland, met afstanden: het Heegermeer, Sloten, Sneek, IJlst, Workum, Hindeloopen en de bossen van Gaasterland.",
          en: "Our favourite places in south-west Friesland, with distances: the Heegermeer, Sloten, Sneek, IJlst, Workum, Hindeloopen and the Gaasterland woods.",
          de: "Unsere Lieblingsorte im Südwesten Frieslands mit Entfernungen: Heegermeer, Sloten, Sneek, IJlst, Workum, Hindeloopen und die Wälder von Gaasterland.",
          pl: "Nasze ulubione miejsca w południowo-zachodniej Fryzji, z odległościami: Heegermeer, Sloten, Sneek, IJlst, Workum, Hindeloopen i lasy Gaasterland.",
        },
      },
      gallery: {
        title: {
          nl: "Foto’s – Wetterhûs Heeg aan het Heegermeer",
          en: "Photos – Wetterhûs Heeg on the Heegermeer",
          de: "Bilder – Wetterhûs Heeg am Heegermeer",
          pl: "Zdjęcia – Wetterhûs Heeg nad Heegermeer",
        },
        description: {
          nl: "Het huis van binnen en van buiten, en de omgeving: het meer, de skûtsjes, de weilanden, de bossen van Gaasterland en de grachten van Sloten.",
          en: "The house inside and out, and its surroundings: the lake, the skûtsjes, the meadows, the Gaasterland woods and the canal of Sloten.",
          de: "Das Haus von innen und außen und seine Umgebung: der See, die Skûtsjes, die Weiden, die Wälder von Gaasterland und die Gracht von Sloten.",
          pl: "Dom w środku i z zewnątrz oraz okolica: jezioro, skûtsjes, łąki, lasy Gaasterland i kanał w Sloten.",
        },
      },
      blog: {
        title: {
          nl: "Blog – tips voor Heeg en de Friese meren",
          en: "Blog – tips for Heeg and the Frisian lakes",
          de: "Blog – Tipps für Heeg und die friesischen Seen",
          pl: "Blog – wskazówki na pobyt w Heeg i nad fryzyjskimi jeziorami",
        },
        description: {
          nl: "Varen naar Sloten, skûtsjesilen kijken en vogels rond het Heegermeer, geschreven door Marit en Tjeerd van het Wetterhûs.",
          en: "Boating to Sloten, watching the skûtsje races and birds around the Heegermeer, written by Marit and Tjeerd of the Wetterhûs.",
          de: "Mit dem Boot nach Sloten, Skûtsje-Regatten und Vögel rund ums Heegermeer – geschrieben von Marit und Tjeerd vom Wetterhûs.",
          pl: "Łodzią do Sloten, regaty skûtsjes i ptaki wokół Heegermeer – piszą Marit i Tjeerd z Wetterhûs.",
        },
      },
      contact: {
        title: {
          nl: "Contact – Wetterhûs Heeg",
          en: "Contact – Wetterhûs Heeg",
          de: "Kontakt – Wetterhûs Heeg",
          pl: "Kontakt – Wetterhûs Heeg",
        },
        description: {
          nl: "Vragen over beschikbaarheid, de sloep of de route? Mail, bel of app Marit en Tjeerd; meestal antwoorden we dezelfde dag.",
          en: "Questions about dates, the sloop or directions? Email, call or WhatsApp Marit and Tjeerd; we usually reply the same day.",
          de: "Fragen zu freien Terminen, zur Schaluppe oder zur Anreise? Schreiben Sie Marit und Tjeerd, rufen Sie an oder nutzen Sie WhatsApp; meist antworten wir am selben Tag.",
          pl: "Pytania o wolne terminy, łódź albo dojazd? Napiszcie, zadzwońcie lub wyślijcie wiadomość na WhatsAppie do Marit i Tjeerda; zwykle odpowiadamy tego samego dnia.",
        },
      },
      book: {
        title: {
          nl: "Boeken – Wetterhûs Heeg",
          en: "Book – Wetterhûs Heeg",
          de: "Buchen – Wetterhûs Heeg",
          pl: "Rezerwacja – Wetterhûs Heeg",
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
    file: "lake-house",
    alt: {
      nl: "Het moderne vakantiehuis met plat dak, donkere houten gevel en een glazen pui aan het meer, met een steiger waaraan een donkerblauwe sloep ligt, riet langs de oever, zeilboten in de verte en een wijde lucht met stapelwolken.",
      en: "The modern holiday home with a flat roof, dark timber cladding and a glass front on the lake, a jetty with a dark blue sloop moored to it, reeds along the shore, sailing boats in the distance and a wide sky with heaped clouds.",
      de: "Das moderne Ferienhaus mit Flachdach, dunkler Holzfassade und Glasfront am See, ein Steg mit einer dunkelblauen Schaluppe, Schilf am Ufer, Segelboote in der Ferne und ein weiter Himmel mit Quellwolken.",
      pl: "Nowoczesny dom z płaskim dachem, ciemną drewnianą elewacją i szklaną ścianą nad jeziorem, pomost z przycumowaną granatową łodzią, trzciny przy brzegu, żaglówki w oddali i szerokie niebo z kłębiastymi chmurami.",
    },
    caption: {
      nl: "Het huis vanaf het water, op een zomermiddag.",
      en: "The house from the water on a summer afternoon.",
      de: "Das Haus vom Wasser aus an einem Sommernachmittag.",
      pl: "Dom widziany od strony wody, w letnie popołudnie.",
    },
  },
  hostPhoto: {
    file: "host-couple",
    alt: {
      nl: "Marit en Tjeerd, lachend naast elkaar: Marit met halflang bruin haar en een roestrode trui, Tjeerd met een ronde bril, een grijzende baard en een blauwe trui.",
      en: "Marit and Tjeerd, smiling side by side: Marit with shoulder-length brown hair and a rust-red jumper, Tjeerd with round glasses, a greying beard and a blue jumper.",
      de: "Marit und Tjeerd, lächelnd nebeneinander: Marit mit schulterlangen braunen Haaren und rostrotem Pullover, Tjeerd mit runder Brille, grau meliertem Bart und blauem Pullover.",
      pl: "Marit i Tjeerd stoją uśmiechnięci obok siebie: Marit z brązowymi włosami do ramion, w rdzawoczerwonym swetrze, Tjeerd w okrągłych okularach, z siwiejącą brodą, w niebieskim swetrze.",
    },
  },
  units: [
    {
      slug: "wetterhus",
      unit: {
        name: { nl: "Wetterhûs", en: "Wetterhûs", de: "Wetterhûs", pl: "Wetterhûs" },
        type: "holidayHome",
        shortDescription: {
          nl: "Modern vrijstaand huis voor zes aan het Heegermeer, met drie slaapkamers, twee badkamers, een glazen gevel op het water, een terras en een eigen steiger met elektrische sloep.",
          en: "A modern detached house for six on the Heegermeer, with three bedrooms, two bathrooms, a glass front facing the water, a deck and a private jetty with an electric sloop.",
          de: "Modernes freistehendes Haus für sechs Personen am Heegermeer, mit drei Schlafzimmern, zwei Bädern, Glasfront zum Wasser, Terrasse und eigenem Steg mit Elektro-Schaluppe.",
          pl: "Nowoczesny wolnostojący dom dla sześciu osób nad Heegermeer: trzy sypialnie, dwie łazienki, szklana ściana od strony wody, taras i własny pomost z łodzią elektryczną.",
        },
        longDescription: richPerLanguage({
          nl: `Beneden is het huis één lange ruimte van wand tot wand, met aan de meerkant twaalf meter glas. De schuifpuien gaan helemaal open, zodat woonkamer en terras op een zomerdag één worden. Er staat een lage bank waar zes mensen op passen, een slanke houtkachel voor koude avonden en een eettafel van eiken voor acht, met het meer als uitzicht. De keuken heeft een kookeiland met inductie, een combi-oven, een vaatwasser en een espressomachine, en genoeg pannen om voor een hele zeilploeg te koken.

## Indeling

- **Begane grond:** woonkamer met open keuken; slaapkamer met twee eenpersoonsbedden die je tegen elkaar kunt schuiven; badkamer met inloopdouche; bijkeuken met wasmachine en een droogrek voor natte zeilspullen
- **Verdieping:** slaapkamer met tweepersoonsbed (180 × 200) en een raam van vier meter breed op het meer; slaapkamer met tweepersoonsbed (160 × 200); badkamer met bad, douche en tweede toilet
- **Buiten:** terras van zestig vierkante meter op het zuidwesten, een steiger van vijfentwintig meter met zwemtrap, de elektrische sloep *Pake Sjoerd* voor zes personen, een buitendouche en een schuur met vier fietsen

De bedden zijn opgemaakt als je aankomt, en handdoeken, theedoeken en strandlakens liggen klaar. Voor de kleinsten zijn er een campingbedje en traphekjes, en in de schuur hangen reddingsvesten in alle maten, van peuter tot volwassene. De wifi gaat via glasvezel en is snel genoeg om te werken; er is een bureau boven met uitzicht op het water.

De sloep vaart elektrisch, stil en zonder vaarbewijs. Met een volle accu kun je een hele dag varen; ’s nachts laad je hem op aan de steiger. Je parkeert naast het huis, waar ook een laadpaal voor je auto staat.`,
          en: `Downstairs the house is one long room from wall to wall, with twelve metres of glass on the lake side. The sliding doors open right up, so that on a summer’s day living room and deck become one. There is a low sofa that seats six, a slim wood stove for cold evenings and an oak dining table for eight, with the lake for a view. The kitchen has an island with an induction hob, a combination oven, a dishwasher and an espresso machine, and enough pans to cook for a whole sailing crew.

## Layout

- **Ground floor:** living room with open kitchen; bedroom with two single beds that can be pushed together; shower room with a walk-in shower; utility room with a washing machine and a drying rack for wet sailing gear
- **First floor:** bedroom with a double bed (180 × 200) and a four-metre-wide window onto the lake; bedroom with a double bed (160 × 200); bathroom with bath, shower and a second toilet
- **Outside:** a sixty-square-metre deck facing south-west, a twenty-five-metre jetty with a swimming ladder, the electric sloop *Pake Sjoerd* for six, an outdoor shower and a shed with four bikes

Beds are made up when you arrive, and towels, tea towels and beach towels are ready for you. For the little ones there is a travel cot and stair gates, and in the shed you’ll find life jackets in every size, from toddler to adult. The Wi-Fi runs on fibre and is fast enough to work on; there is a desk upstairs looking out over the water.

The sloop is electric: quiet, and you need no licence to take it out. A full battery lasts a whole day on the water, and overnight you charge it at the jetty. You park next to the house, where there is also a charging point for your car.`,
          de: `Im Erdgeschoss ist das Haus ein einziger langer Raum von Wand zu Wand, mit zwölf Metern Glas zur Seeseite. Die Schiebetüren lassen sich ganz öffnen, sodass Wohnzimmer und Terrasse an Sommertagen eins werden. Es gibt ein niedriges Sofa für sechs, einen schlanken Kaminofen für kühle Abende und einen Esstisch aus Eiche für acht, mit dem See als Aussicht. Die Küche hat eine Kochinsel mit Induktion, einen Kombibackofen, einen Geschirrspüler und eine Espressomaschine und genug Töpfe, um für eine ganze Segelcrew zu kochen.

## Aufteilung

- **Erdgeschoss:** Wohnzimmer mit offener Küche; Schlafzimmer mit zwei Einzelbetten, die sich zusammenschieben lassen; Duschbad mit bodengleicher Dusche; Hauswirtschaftsraum mit Waschmaschine und Trockengestell für nasse Segelsachen
- **Obergeschoss:** Schlafzimmer mit Doppelbett (180 × 200) und einem vier Meter breiten Fenster zum See; Schlafzimmer mit Doppelbett (160 × 200); Bad mit Wanne, Dusche und zweitem WC
- **Draußen:** sechzig Quadratmeter Terrasse nach Südwesten, ein fünfundzwanzig Meter langer Steg mit Badeleiter, die Elektro-Schaluppe *Pake Sjoerd* für sechs Personen, eine Außendusche und ein Schuppen mit vier Fahrrädern

Die Betten sind bei Ihrer Ankunft bezogen, Hand-, Geschirr- und Strandtücher liegen bereit. Für die Kleinsten gibt es ein Reisebett und Treppenschutzgitter, und im Schuppen hängen Schwimmwesten in allen Größen, vom Kleinkind bis zum Erwachsenen. Das WLAN läuft über Glasfaser und reicht auch zum Arbeiten; oben steht ein Schreibtisch mit Blick aufs Wasser.

Die Schaluppe fährt elektrisch, leise und ohne Bootsführerschein. Mit vollem Akku kommen Sie einen ganzen Tag weit; nachts wird sie am Steg geladen. Sie parken neben dem Haus, wo auch eine Ladesäule für Ihr Auto steht.`,
          pl: `Na parterze dom to jedno długie wnętrze od ściany do ściany, z dwunastoma metrami szkła od strony jeziora. Drzwi przesuwne otwierają się całkowicie, więc w letnie dni salon i taras stają się jednym. Jest tu niska kanapa dla sześciu osób, smukły piec kominkowy na chłodne wieczory i dębowy stół dla ośmiu osób z widokiem na jezioro. Kuchnia ma wyspę z płytą indukcyjną, piekarnik z mikrofalą, zmywarkę i ekspres do espresso, a garnków wystarczy, by ugotować obiad dla całej załogi żaglówki.

## Układ domu

- **Parter:** salon z otwartą kuchnią; sypialnia z dwoma pojedynczymi łóżkami, które można zsunąć; łazienka z prysznicem bez brodzika; pomieszczenie gospodarcze z pralką i suszarką na mokre rzeczy po żeglowaniu
- **Piętro:** sypialnia z łóżkiem podwójnym (180 × 200) i czterometrowym oknem na jezioro; sypialnia z łóżkiem podwójnym (160 × 200); łazienka z wanną, prysznicem i drugą toaletą
- **Na zewnątrz:** sześćdziesięciometrowy taras od południowego zachodu, dwudziestopięciometrowy pomost z drabinką do kąpieli, elektryczna łódź *Pake Sjoerd* dla sześciu osób, prysznic zewnętrzny i szopa z czterema rowerami

Gdy przyjedziecie, łóżka będą pościelone, a ręczniki, ściereczki kuchenne i ręczniki plażowe przygotowane. Dla najmłodszych mamy łóżeczko turystyczne i bramki na schody, a w szopie wiszą kamizelki ratunkowe we wszystkich rozmiarach, od malucha po dorosłego. Wi-Fi działa na światłowodzie i wystarcza do pracy; na piętrze stoi biurko z widokiem na wodę.

Łódź ma napęd elektryczny: jest cicha i nie potrzeba do niej patentu. Na pełnym akumulatorze pływa się cały dzień, a w nocy ładuje się ją przy pomoście. Samochód zostawiacie obok domu, gdzie jest też ładowarka do aut elektrycznych.`,
        }),
        houseRules: {
          nl: "Niet roken, binnen en buiten.\nHuisdieren kunnen helaas niet mee; zo blijft het huis geschikt voor gasten met een allergie.\nKinderen dragen op de steiger en in de sloep altijd een reddingsvest. Ze hangen in de schuur, in alle maten.\nVaar met de sloep op het Heegermeer, de Fluessen en de vaarten naar Woudsend en Sloten, en wees terug aan de steiger voor het donker wordt.\nBij harde wind (vanaf windkracht 6) blijft de sloep aan de steiger.\nNa 22.00 uur is het stil: over het water draagt geluid ver.\nWe scheiden afval; de containers staan naast de schuur.\nOp de vertrekdag: vaatwasser aan, bedden afhalen, de sloep aan de lader en de sleutel in het sleutelkastje. Het schoonmaken doen wij.",
          en: "No smoking, indoors or out.\nWe are sorry, no pets – this keeps the house suitable for guests with allergies.\nChildren always wear a life jacket on the jetty and in the sloop. You’ll find them in the shed, in every size.\nTake the sloop on the Heegermeer, the Fluessen and the waterways to Woudsend and Sloten, and be back at the jetty before dark.\nIn strong wind (force 6 and above) the sloop stays at the jetty.\nAfter 10 pm it is quiet: sound carries far over the water.\nWe separate our rubbish; the bins are next to the shed.\nOn your day of departure: start the dishwasher, strip the beds, put the sloop on charge and leave the key in the key box. We do the cleaning.",
          de: "Bitte nicht rauchen, weder drinnen noch draußen.\nHaustiere sind leider nicht erlaubt, damit das Haus auch für Allergiker geeignet bleibt.\nKinder tragen auf dem Steg und in der Schaluppe immer eine Schwimmweste. Sie hängen im Schuppen, in allen Größen.\nFahren Sie mit der Schaluppe auf dem Heegermeer, den Fluessen und den Kanälen nach Woudsend und Sloten, und seien Sie vor Einbruch der Dunkelheit zurück am Steg.\nBei starkem Wind (ab Windstärke 6) bleibt die Schaluppe am Steg.\nAb 22 Uhr ist Ruhe: Über das Wasser trägt der Schall weit.\nWir trennen den Müll; die Container stehen neben dem Schuppen.\nAm Abreisetag: Geschirrspüler anstellen, Betten abziehen, die Schaluppe ans Ladekabel und den Schlüssel in den Schlüsselkasten. Die Endreinigung übernehmen wir.",
          pl: "Nie palimy, ani w domu, ani na zewnątrz.\nNiestety nie przyjmujemy zwierząt – dzięki temu dom pozostaje odpowiedni dla alergików.\nDzieci na pomoście i w łodzi zawsze noszą kamizelkę ratunkową. Wiszą w szopie, we wszystkich rozmiarach.\nŁodzią pływamy po Heegermeer, Fluessen i kanałach do Woudsend i Sloten, a do pomostu wracamy przed zmrokiem.\nPrzy silnym wietrze (od 6 w skali Beauforta) łódź zostaje przy pomoście.\nPo 22:00 panuje cisza: dźwięk niesie się nad wodą daleko.\nSegregujemy śmieci; kontenery stoją obok szopy.\nW dniu wyjazdu: włączcie zmywarkę, zdejmijcie pościel, podłączcie łódź do ładowarki i zostawcie klucz w skrzynce na klucze. Sprzątanie bierzemy na siebie.",
        },
        maxGuests: 6,
        bedrooms: 3,
        beds: 4,
        bathrooms: 2,
        sizeM2: 125,
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
          "workspace",
          "bedLinen",
          "terrace",
          "stairGate",
          "bbq",
          "waterView",
          "babyCot",
          "groundFloorBedroom",
          "walkInShower",
          "freeParking",
          "evCharger",
          "bikeStorage",
          "smokeDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "20:00",
        checkOutUntil: "10:00",
      },
      cover: {
        file: "lake-house",
        alt: {
          nl: "Het moderne vakantiehuis met plat dak, donkere houten gevel en glazen pui aan het meer, met de steiger en de sloep ervoor.",
          en: "The modern holiday home with a flat roof, dark timber cladding and a glass front on the lake, with the jetty and the sloop in front.",
          de: "Das moderne Ferienhaus mit Flachdach, dunkler Holzfassade und Glasfront am See, davor der Steg und die Schaluppe.",
          pl: "Nowoczesny dom z płaskim dachem, ciemną drewnianą elewacją i szklaną ścianą nad jeziorem, a przed nim pomost i łódź.",
        },
      },
      photos: [
        {
          file: "lake-living-room",
          alt: {
            nl: "Een strakke woonkamer met een glazen wand van vloer tot plafond op het meer: een lage grijze bank met kussens, een zwarte houtkachel, een eiken tafel onder een hanglamp en buiten het terras, de steiger, zeilboten en een skûtsje.",
            en: "A clean-lined living room with a floor-to-ceiling glass wall onto the lake: a low grey sofa with cushions, a black wood stove, an oak table under a pendant lamp, and outside the deck, the jetty, sailing boats and a skûtsje.",
            de: "Ein schlichtes Wohnzimmer mit einer Glaswand vom Boden bis zur Decke zum See: ein niedriges graues Sofa mit Kissen, ein schwarzer Kaminofen, ein Eichentisch unter einer Hängelampe und draußen Terrasse, Steg, Segelboote und ein Skûtsje.",
            pl: "Minimalistyczny salon ze szklaną ścianą od podłogi do sufitu z widokiem na jezioro: niska szara kanapa z poduszkami, czarny piec kominkowy, dębowy stół pod lampą wiszącą, a na zewnątrz taras, pomost, żaglówki i skûtsje.",
          },
          caption: {
            nl: "De woonkamer, met de schuifpui open naar het terras.",
            en: "The living room, with the sliding doors open to the deck.",
            de: "Das Wohnzimmer mit offener Schiebetür zur Terrasse.",
            pl: "Salon z drzwiami przesuwnymi otwartymi na taras.",
          },
        },
        {
          file: "kitchen",
          alt: {
            nl: "Een lichte keuken met groene kastjes, twee hanglampen en een lange houten eettafel met acht stoelen, gedekt met borden en een vaas bloemen.",
            en: "A bright kitchen with green cupboards, two pendant lamps and a long wooden dining table with eight chairs, laid with plates and a vase of flowers.",
            de: "Eine helle Küche mit grünen Schränken, zwei Hängelampen und einem langen Holztisch mit acht Stühlen, gedeckt mit Tellern und einer Vase mit Blumen.",
            pl: "Jasna kuchnia z zielonymi szafkami, dwiema lampami wiszącymi i długim drewnianym stołem z ośmioma krzesłami, nakrytym talerzami, z wazonem kwiatów.",
          },
          caption: {
            nl: "De eiken tafel, waar acht mensen aan kunnen eten.",
            en: "The oak table, with room for eight.",
            de: "Der Eichentisch, an dem acht Personen Platz haben.",
            pl: "Dębowy stół, przy którym zmieści się osiem osób.",
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
            nl: "De tweede slaapkamer boven, aan de tuinkant.",
            en: "The second bedroom upstairs, on the garden side.",
            de: "Das zweite Schlafzimmer oben, zur Gartenseite.",
            pl: "Druga sypialnia na piętrze, od strony ogrodu.",
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
            de: "Das Bad oben, mit Wanne.",
            pl: "Łazienka na piętrze, z wanną.",
          },
        },
      ],
    },
  ],
  gallery: [
    {
      file: "lake-house",
      alt: {
        nl: "Het moderne vakantiehuis met plat dak en glazen pui aan het meer, met de steiger, de sloep en in de verte zeilboten en een skûtsje.",
        en: "The modern holiday home with its flat roof and glass front on the lake, with the jetty, the sloop and, in the distance, sailing boats and a skûtsje.",
        de: "Das moderne Ferienhaus mit Flachdach und Glasfront am See, mit Steg und Schaluppe und in der Ferne Segelbooten und einem Skûtsje.",
        pl: "Nowoczesny dom z płaskim dachem i szklaną ścianą nad jeziorem, z pomostem i łodzią, a w oddali żaglówki i skûtsje.",
      },
    },
    {
      file: "garden",
      alt: {
        nl: "Een tuin achter een donker houten huis met glazen schuifpui: een gazon met een picknicktafel, een rokende barbecue, een hangmat tussen twee bomen en een wit hek met bloemen.",
        en: "A garden behind a dark timber house with sliding glass doors: a lawn with a picnic table, a smoking barbecue, a hammock between two trees and a white picket fence with flowers.",
        de: "Ein Garten hinter einem dunklen Holzhaus mit Glasschiebetür: Rasen mit Picknicktisch, ein rauchender Grill, eine Hängematte zwischen zwei Bäumen und ein weißer Lattenzaun mit Blumen.",
        pl: "Ogród za ciemnym drewnianym domem z przeszklonymi drzwiami przesuwnymi: trawnik ze stołem piknikowym, dymiący grill, hamak między dwoma drzewami i biały płotek z kwiatami.",
      },
      caption: {
        nl: "De tuin aan de achterkant, uit de wind.",
        en: "The garden at the back, out of the wind.",
        de: "Der Garten hinter dem Haus, windgeschützt.",
        pl: "Ogród za domem, osłonięty od wiatru.",
      },
    },
    {
      file: "canal-house",
      alt: {
        nl: "Een rij oude grachtenpanden met trapgevels en klokgevels bij avond, met verlichte ramen die weerspiegelen in het water, fietsen op de kade, een bootje en in de verte een kerktoren onder de maan.",
        en: "A row of old canal houses with stepped and bell gables at night, their lit windows reflected in the water, bikes on the quay, a small boat and, in the distance, a church tower beneath the moon.",
        de: "Eine Reihe alter Grachtenhäuser mit Treppen- und Glockengiebeln am Abend, die erleuchteten Fenster spiegeln sich im Wasser, Fahrräder am Kai, ein kleines Boot und in der Ferne ein Kirchturm unter dem Mond.",
        pl: "Rząd starych kamienic nad kanałem ze schodkowymi i dzwonowymi szczytami nocą, oświetlone okna odbijają się w wodzie, na nabrzeżu rowery, mała łódka, a w oddali wieża kościoła pod księżycem.",
      },
      caption: {
        nl: "Een zomeravond aan de gracht in Sloten.",
        en: "A summer evening on the canal in Sloten.",
        de: "Ein Sommerabend an der Gracht in Sloten.",
        pl: "Letni wieczór nad kanałem w Sloten.",
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
        nl: "Friese koeien in de weilanden tussen Heeg en Oudega.",
        en: "Frisian cows in the meadows between Heeg and Oudega.",
        de: "Friesische Kühe auf den Weiden zwischen Heeg und Oudega.",
        pl: "Fryzyjskie krowy na łąkach między Heeg a Oudega.",
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
        nl: "Marktdag in Sneek.",
        en: "Market day in Sneek.",
        de: "Markttag in Sneek.",
        pl: "Dzień targowy w Sneek.",
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
        nl: "Wandelen in de bossen van Gaasterland.",
        en: "Walking in the Gaasterland woods.",
        de: "Wandern in den Wäldern von Gaasterland.",
        pl: "Spacer po lasach Gaasterland.",
      },
    },
  ],
  reviews: [
    {
      guestName: "Familie Verbeek",
      stayMonth: "2025-07-01",
      rating: 5,
      lang: "nl",
      source: "booking",
      body: "Een week met onze drie kinderen (7, 10 en 13) en we hebben de auto bijna niet gebruikt. Elke dag de sloep in: zwemmen bij de eilandjes in de Fluessen, ijsjes halen in Woudsend, een keer helemaal naar Sloten. De oudste heeft bij de zeilschool in het dorp een cursus gedaan en wil nu niets anders meer. Het huis is prachtig, licht en heel rustig, en Tjeerd heeft ons de eerste dag alles van de sloep uitgelegd.",
    },
    {
      guestName: "Stefanie & Markus",
      stayMonth: "2025-08-01",
      rating: 5,
      lang: "de",
      source: "airbnb",
      body: "Wir sind selbst Architekten und waren neugierig auf das Haus – es hat uns nicht enttäuscht. Die Glasfront ist spektakulär: Man sitzt beim Frühstück praktisch auf dem See, und abends sieht man die Sonne über dem Wasser untergehen. Alles ist durchdacht, vom Trockenraum für nasse Segelsachen bis zur Steckdose für die Schaluppe. Dazu das Skûtsjesilen direkt vor der Tür. Wir kommen wieder.",
    },
    {
      guestName: "Jan-Willem",
      stayMonth: "2025-09-01",
      rating: 5,
      lang: "nl",
      source: "direct",
      body: "Met vier vrienden een lang weekend zeilen. We huurden twee Valken in het dorp en legden ’s avonds aan bij de steiger, waar de barbecue al klaarstond. Het huis is strak maar helemaal niet kil: de houtkachel aan, de schuifpui op een kier, en het geluid van het riet. Marit en Tjeerd reageren snel en weten alles van wind en water.",
    },
    {
      guestName: "Oliver",
      stayMonth: "2025-10-01",
      rating: 4,
      lang: "en",
      source: "google",
      body: "I came for a week of remote work with a view and got exactly that: the desk upstairs looks straight out over the lake and the fibre connection never dropped. The light over the water changes every hour, which is distracting in the best way. One small thing: in October the evenings are dark early, and I would have liked a reading lamp by the sofa.",
      reply:
        "Thank you, Oliver! You were right about the lamp: there is now a reading lamp next to the sofa, and a second one by the bed upstairs. Come back in spring, when the evenings are light until ten.",
    },
    {
      guestName: "Claudia",
      stayMonth: "2026-04-01",
      rating: 3,
      lang: "de",
      source: "vrbo",
      body: "Die Lage am Wasser ist traumhaft und das Haus sehr schön gestaltet. Mit unserem zweijährigen Sohn war die offene Treppe ohne Geländer allerdings ein ständiges Thema, und auf dem Steg mussten wir ihn keine Sekunde aus den Augen lassen. Für Familien mit Kleinkindern würde ich das vorher gern wissen.",
      reply:
        "Liebe Claudia, danke für diesen ehrlichen Hinweis. Seit Ihrem Aufenthalt gibt es ein Treppenschutzgitter oben und unten an der Treppe, und in unserer Beschreibung steht jetzt, dass Steg und Treppe bei Kleinkindern Aufmerksamkeit brauchen. Schwimmwesten in Kleinkindgröße hängen im Schuppen.",
    },
    {
      guestName: "Magda i Krzysztof",
      stayMonth: "2026-05-01",
      rating: 5,
      lang: "pl",
      source: "booking",
      body: "Przyjechaliśmy z Poznania na tydzień w maju i to był najspokojniejszy urlop od lat. Rano kawa na pomoście, potem łodzią przez jezioro do Woudsend, wieczorem zachód słońca przez szklaną ścianę. Dom jest nowoczesny, bardzo czysty i świetnie wyposażony, a Tjeerd pokazał nam, jak obsługiwać łódź – to naprawdę proste. Polecamy z całego serca.",
    },
    {
      guestName: "Sophie",
      stayMonth: "2026-06-01",
      rating: 5,
      lang: "en",
      source: "airbnb",
      body: "We had never been to Friesland and now we understand why the Dutch love it. Swimming off the jetty before breakfast, cycling to IJlst to see the sawmill turning, and a whole day on the sloop to Sloten, where we had pancakes by the canal. The house is beautiful and calm, the beds are excellent, and the hosts’ guest folder is full of good tips.",
    },
    {
      guestName: "Familie Kamphuis",
      stayMonth: "2026-08-01",
      rating: 5,
      lang: "nl",
      source: "direct",
      body: "Tweede keer hier, en weer genoten. Opa en oma sliepen beneden, wij en de kinderen boven met uitzicht op het meer. Dit jaar vielen we midden in de skûtsjesilen en lagen we met de sloep aan de rand van de baan: kippenvel toen de hele vloot voorbijkwam. Volgend jaar zijn we er weer bij.",
    },
  ],
  posts: [
    {
      slug: "met-de-sloep-naar-sloten",
      title: {
        nl: "Met de sloep naar Sloten: onze favoriete vaardag",
        en: "By sloop to Sloten: our favourite day on the water",
        de: "Mit der Schaluppe nach Sloten: unser liebster Tag auf dem Wasser",
        pl: "Łodzią do Sloten: nasz ulubiony dzień na wodzie",
      },
      excerpt: {
        nl: "Over het Heegermeer naar Woudsend, over het Slotermeer naar het kleinste stadje van Friesland en op tijd terug voor de zonsondergang. Met de plekken waar wij altijd even aanleggen.",
        en: "Across the Heegermeer to Woudsend, over the Slotermeer to the smallest town in Friesland and back in time for sunset, with the places where we always tie up for a while.",
        de: "Über das Heegermeer nach Woudsend, über das Slotermeer ins kleinste Städtchen Frieslands und rechtzeitig zum Sonnenuntergang zurück – mit den Stellen, an denen wir immer kurz anlegen.",
        pl: "Przez Heegermeer do Woudsend, przez Slotermeer do najmniejszego miasteczka Fryzji i z powrotem na zachód słońca – z miejscami, w których zawsze przybijamy do brzegu.",
      },
      body: richPerLanguage({
        nl: `Als gasten ons vragen wat ze met de sloep moeten doen, is ons antwoord altijd hetzelfde: vaar naar Sloten. Het is een hele dag, maar het is de mooiste tocht die we kennen, en je hoeft er niets voor te kunnen behalve sturen en op de kaart kijken.

## De route

- **Heeg – Woudsend (ongeveer een uur).** Steek het Heegermeer over naar het zuidoosten en volg de betonning naar Woudsend. Leg aan bij de passantenhaven in het dorp voor koffie en kijk naar de twee molens.
- **Woudsend – Sloten (ongeveer een uur).** Via de vaart het Slotermeer op, een groot, open meer waar het bij wind flink kan golven. Blijf binnen de betonde vaargeul; bij Sloten vaar je zo het stadje binnen.
- **Sloten.** Leg aan in de gracht, onder de linden. Loop over de wallen naar molen De Kaai, eet pannenkoeken aan het water en koop een ijsje voor de terugweg.
- **Terug.** Dezelfde weg, maar dan met de middagzon in je rug. Wie nog tijd heeft, gaat voor anker in een baai van de Fluessen en zwemt voor het eten nog even.

De accu van de sloep is groot genoeg voor heen en terug, met marge. Neem een koelbox mee, de waterkaart uit de gastenmap en een jas: op het Slotermeer is het altijd frisser dan op de steiger. En kijk ’s ochtends even naar de windverwachting; bij windkracht 6 of meer is het een mooie dag voor Sloten met de auto.`,
        en: `When guests ask us what to do with the sloop, our answer is always the same: go to Sloten. It takes the whole day, but it’s the loveliest trip we know, and all you need to be able to do is steer and read a chart.

## The route

- **Heeg – Woudsend (about an hour).** Cross the Heegermeer to the south-east and follow the channel markers to Woudsend. Tie up in the visitors’ harbour in the village for a coffee and a look at its two windmills.
- **Woudsend – Sloten (about an hour).** Follow the waterway out onto the Slotermeer, a big, open lake where the waves can build up when it’s windy. Stay within the buoyed channel; at Sloten you sail straight into the little town.
- **Sloten.** Moor in the town canal, under the lime trees. Walk along the ramparts to the De Kaai windmill, eat pancakes by the water and buy an ice cream for the way back.
- **Back.** The same way, but with the afternoon sun behind you. If you still have time, drop anchor in a bay of the Fluessen and have a swim before dinner.

The sloop’s battery is big enough for there and back with plenty to spare. Take a cool box, the waterways chart from the guest folder and a jacket: it is always cooler on the Slotermeer than on the jetty. And check the wind forecast in the morning; at force 6 or more, it’s a good day to visit Sloten by car.`,
        de: `Wenn Gäste uns fragen, was sie mit der Schaluppe unternehmen sollen, antworten wir immer dasselbe: Fahren Sie nach Sloten. Es ist ein ganzer Tag, aber es ist die schönste Tour, die wir kennen, und Sie müssen dafür nichts können außer steuern und auf die Karte schauen.

## Die Strecke

- **Heeg – Woudsend (etwa eine Stunde).** Überqueren Sie das Heegermeer nach Südosten und folgen Sie den Fahrwassertonnen nach Woudsend. Legen Sie im Gästehafen des Dorfes an, trinken Sie einen Kaffee und schauen Sie sich die beiden Mühlen an.
- **Woudsend – Sloten (etwa eine Stunde).** Über den Kanal hinaus aufs Slotermeer, einen großen, offenen See, auf dem es bei Wind ordentlich Wellen geben kann. Bleiben Sie im betonnten Fahrwasser; bei Sloten fahren Sie direkt in das Städtchen hinein.
- **Sloten.** Legen Sie in der Gracht an, unter den Linden. Gehen Sie über die Wälle zur Mühle De Kaai, essen Sie Pfannkuchen am Wasser und kaufen Sie ein Eis für den Rückweg.
- **Zurück.** Derselbe Weg, nur mit der Nachmittagssonne im Rücken. Wer noch Zeit hat, ankert in einer Bucht der Fluessen und schwimmt vor dem Abendessen noch eine Runde.

Der Akku der Schaluppe reicht für Hin- und Rückweg, mit Reserve. Nehmen Sie eine Kühlbox mit, die Wasserkarte aus der Gästemappe und eine Jacke: Auf dem Slotermeer ist es immer frischer als auf dem Steg. Und werfen Sie morgens einen Blick auf die Windvorhersage; bei Windstärke 6 oder mehr ist es ein schöner Tag, um mit dem Auto nach Sloten zu fahren.`,
        pl: `Kiedy goście pytają nas, dokąd popłynąć łodzią, zawsze odpowiadamy tak samo: do Sloten. To wyprawa na cały dzień, ale najpiękniejsza, jaką znamy, a wystarczy do niej umieć sterować i patrzeć na mapę.

## Trasa

- **Heeg – Woudsend (około godziny).** Przepłyńcie Heegermeer w kierunku południowo-wschodnim i trzymajcie się oznakowania szlaku do Woudsend. Przybijcie w porcie dla gości we wsi na kawę i popatrzcie na dwa wiatraki.
- **Woudsend – Sloten (około godziny).** Kanałem wypływa się na Slotermeer, duże, otwarte jezioro, na którym przy wietrze robi się spora fala. Nie zbaczajcie z oznakowanego toru wodnego; przy Sloten wpływa się prosto do miasteczka.
- **Sloten.** Zacumujcie w kanale pod lipami. Przejdźcie wałami do wiatraka De Kaai, zjedzcie naleśniki nad wodą i kupcie lody na drogę powrotną.
- **Powrót.** Tą samą drogą, ale z popołudniowym słońcem za plecami. Jeśli zostanie Wam czas, rzućcie kotwicę w jednej z zatok Fluessen i popływajcie przed kolacją.

Akumulator łodzi wystarczy na drogę tam i z powrotem, z zapasem. Weźcie lodówkę turystyczną, mapę szlaków wodnych z teczki dla gości i kurtkę: na Slotermeer zawsze jest chłodniej niż na pomoście. I rano zerknijcie na prognozę wiatru; przy szóstce w skali Beauforta lub więcej to dobry dzień, by pojechać do Sloten samochodem.`,
      }),
      cover: {
        file: "canal-house",
        alt: {
          nl: "Een rij oude grachtenpanden met trapgevels en klokgevels bij avond, met verlichte ramen die weerspiegelen in het water, fietsen op de kade, een bootje en in de verte een kerktoren onder de maan.",
          en: "A row of old canal houses with stepped and bell gables at night, their lit windows reflected in the water, bikes on the quay, a small boat and, in the distance, a church tower beneath the moon.",
          de: "Eine Reihe alter Grachtenhäuser mit Treppen- und Glockengiebeln am Abend, die erleuchteten Fenster spiegeln sich im Wasser, Fahrräder am Kai, ein kleines Boot und in der Ferne ein Kirchturm unter dem Mond.",
          pl: "Rząd starych kamienic nad kanałem ze schodkowymi i dzwonowymi szczytami nocą, oświetlone okna odbijają się w wodzie, na nabrzeżu rowery, mała łódka, a w oddali wieża kościoła pod księżycem.",
        },
      },
      daysAgo: 9,
    },
    {
      slug: "skutsjesilen-kijken-vanaf-het-water",
      title: {
        nl: "Skûtsjesilen: zo kijk je het best, vanaf de wal of het water",
        en: "Skûtsjesilen: how best to watch the races, from the shore or the water",
        de: "Skûtsjesilen: So sehen Sie die Regatten am besten, vom Ufer oder vom Wasser",
        pl: "Skûtsjesilen: jak najlepiej oglądać regaty – z brzegu albo z wody",
      },
      excerpt: {
        nl: "Elke zomer zeilen de oude Friese vrachtschepen twee weken lang wedstrijden, en één keer komen ze langs ons huis. Wat skûtsjes zijn, en hoe je er het meest van ziet.",
        en: "Every summer the old Frisian cargo barges race for two weeks, and one day they come past our house. What skûtsjes are, and how to see the most of them.",
        de: "Jeden Sommer segeln die alten friesischen Frachtschiffe zwei Wochen lang Regatten, und einmal kommen sie an unserem Haus vorbei. Was Skûtsjes sind und wie Sie am meisten davon sehen.",
        pl: "Każdego lata dawne fryzyjskie barki towarowe przez dwa tygodnie ścigają się w regatach, a jednego dnia płyną obok naszego domu. Czym są skûtsjes i jak najwięcej z nich zobaczyć.",
      },
      body: richPerLanguage({
        nl: `Een skûtsje is een plat vrachtschip met zwaarden aan de zijkant en een groot bruin zeil. Honderd jaar geleden voeren er honderden door Friesland, met turf, terpaarde, mest en zuivel. Toen de vrachtwagen het werk overnam, bleven de schepen over, en de schippers gingen ermee wedstrijdzeilen. Sinds 1945 is dat het skûtsjesilen: elke zomer, twee weken lang, op een ander meer per dag.

## Vanaf de wal

Op de wedstrijddag in Heeg staat het halve dorp op de dijk langs het Heegermeer. Neem een verrekijker mee, zoek een plek bij de boeien waar de schepen keren en zet de radio aan: Omrop Fryslân doet verslag, in het Fries, met een spanning alsof het om een WK gaat. Bij de keerpunten zie je het mooist hoe de bemanning zwoegt om het enorme zeil om te krijgen.

## Vanaf het water

Met de sloep kun je aan de rand van de baan gaan liggen, zoals honderden andere bootjes. Blijf buiten de betonde baan, volg de aanwijzingen van de begeleidingsboten op en houd afstand: een skûtsje met volle zeilen stopt niet voor jou. Ga vroeg, want de beste plekken zijn een uur voor de start al vergeven, en neem eten en drinken mee voor de hele middag.

De data staan elk voorjaar op de website van de SKS; wij zetten ze ook in de gastenmap. Ben je er in die weken niet, dan zie je op zomeravonden vaak skûtsjes oefenen op het meer, gewoon vanaf ons terras.`,
        en: `A skûtsje is a flat-bottomed cargo barge with leeboards on its sides and a big brown sail. A hundred years ago hundreds of them sailed the waters of Friesland, carrying peat, soil, manure and dairy. When lorries took over the work, the boats remained, and their skippers began to race them. Since 1945 that has been the skûtsjesilen: every summer, for two weeks, on a different lake each day.

## From the shore

On race day in Heeg, half the village lines the dyke along the Heegermeer. Bring binoculars, find a spot near the buoys where the boats turn, and switch on the radio: Omrop Fryslân, the Frisian broadcaster, covers the races live, in Frisian, with all the tension of a world cup final. At the turning marks you see best how the crews toil to bring the huge sail round.

## From the water

With the sloop you can lie at the edge of the course, like hundreds of other small boats. Stay outside the buoyed course, follow the instructions of the patrol boats and keep your distance: a skûtsje under full sail will not stop for you. Go early, because the best spots are taken an hour before the start, and take food and drink for the whole afternoon.

The dates are published every spring on the SKS website, and we put them in the guest folder too. If you are not here during those weeks, on summer evenings you will often see skûtsjes practising on the lake, right from our deck.`,
        de: `Ein Skûtsje ist ein flaches Frachtschiff mit Seitenschwertern und einem großen braunen Segel. Vor hundert Jahren fuhren Hunderte davon durch Friesland, beladen mit Torf, Erde, Mist und Milchprodukten. Als die Lastwagen die Arbeit übernahmen, blieben die Schiffe übrig, und die Schiffer begannen, mit ihnen Regatten zu segeln. Seit 1945 ist das das Skûtsjesilen: jeden Sommer zwei Wochen lang, jeden Tag auf einem anderen See.

## Vom Ufer aus

Am Regattatag in Heeg steht das halbe Dorf auf dem Deich am Heegermeer. Nehmen Sie ein Fernglas mit, suchen Sie sich einen Platz an den Tonnen, an denen die Schiffe wenden, und schalten Sie das Radio ein: Omrop Fryslân, der friesische Sender, berichtet live, auf Friesisch und so spannend wie bei einer Weltmeisterschaft. An den Wendemarken sieht man am besten, wie die Besatzung schuftet, um das riesige Segel herumzubekommen.

## Vom Wasser aus

Mit der Schaluppe können Sie sich an den Rand der Regattabahn legen, wie Hunderte andere Boote. Bleiben Sie außerhalb der betonnten Bahn, folgen Sie den Anweisungen der Begleitboote und halten Sie Abstand: Ein Skûtsje unter vollen Segeln hält nicht für Sie an. Fahren Sie früh los, denn die besten Plätze sind eine Stunde vor dem Start vergeben, und nehmen Sie Essen und Trinken für den ganzen Nachmittag mit.

Die Termine stehen jedes Frühjahr auf der Website der SKS; wir legen sie auch in die Gästemappe. Wenn Sie in diesen Wochen nicht hier sind: An Sommerabenden sieht man oft Skûtsjes auf dem See trainieren, ganz bequem von unserer Terrasse aus.`,
        pl: `Skûtsje to płaskodenna barka towarowa z mieczami bocznymi i wielkim brązowym żaglem. Sto lat temu pływały ich po Fryzji setki – z torfem, ziemią, obornikiem i nabiałem. Gdy ciężarówki przejęły ich pracę, łodzie zostały, a szyprowie zaczęli się nimi ścigać. Od 1945 roku to właśnie jest skûtsjesilen: co lato, przez dwa tygodnie, każdego dnia na innym jeziorze.

## Z brzegu

W dniu regat w Heeg pół wsi stoi na grobli nad Heegermeer. Weźcie lornetkę, znajdźcie miejsce przy bojach, przy których łodzie robią zwrot, i włączcie radio: Omrop Fryslân, fryzyjska rozgłośnia, nadaje relację na żywo, po fryzyjsku i z emocjami jak na mistrzostwach świata. Przy znakach zwrotu najlepiej widać, jak załoga mozoli się z przełożeniem ogromnego żagla.

## Z wody

Łodzią możecie stanąć na skraju trasy, tak jak setki innych łódek. Trzymajcie się poza oznakowaną trasą, słuchajcie poleceń łodzi asekuracyjnych i zachowajcie odstęp: skûtsje pod pełnymi żaglami się dla Was nie zatrzyma. Wypłyńcie wcześnie, bo najlepsze miejsca są zajęte już godzinę przed startem, i weźcie jedzenie i picie na całe popołudnie.

Terminy regat co wiosnę pojawiają się na stronie SKS; wkładamy je też do teczki dla gości. Jeśli nie będzie Was tu w tych tygodniach, w letnie wieczory często widać trenujące skûtsjes – prosto z naszego tarasu.`,
      }),
      cover: {
        file: "lake-house",
        alt: {
          nl: "Het moderne vakantiehuis aan het meer, met in de verte een skûtsje met bruin zeil en witte zeilboten.",
          en: "The modern holiday home on the lake, with a skûtsje under a brown sail and white sailing boats in the distance.",
          de: "Das moderne Ferienhaus am See, in der Ferne ein Skûtsje mit braunem Segel und weiße Segelboote.",
          pl: "Nowoczesny dom nad jeziorem, a w oddali skûtsje z brązowym żaglem i białe żaglówki.",
        },
      },
      daysAgo: 41,
    },
    {
      slug: "vogels-kijken-rond-het-heegermeer",
      title: {
        nl: "Vogels kijken rond het Heegermeer, van lepelaar tot smient",
        en: "Birdwatching around the Heegermeer, from spoonbills to wigeon",
        de: "Vögel beobachten am Heegermeer, vom Löffler bis zur Pfeifente",
        pl: "Obserwacja ptaków wokół Heegermeer – od warzęchy po świstuna",
      },
      excerpt: {
        nl: "Je hoeft geen vogelaar te zijn om hier elke dag iets bijzonders te zien. Wat er per seizoen rond het meer te zien is, en waar je het best kunt kijken.",
        en: "You don’t have to be a birdwatcher to see something special here every day. What you can spot around the lake in each season, and where to look.",
        de: "Man muss kein Vogelkundler sein, um hier jeden Tag etwas Besonderes zu sehen. Was es rund um den See in jeder Jahreszeit zu entdecken gibt und wo man am besten schaut.",
        pl: "Nie trzeba być ornitologiem, żeby codziennie zobaczyć tu coś wyjątkowego. Co można wypatrzyć wokół jeziora w każdej porze roku i gdzie najlepiej patrzeć.",
      },
      body: richPerLanguage({
        nl: `Het eerste wat gasten ons vaak vertellen, is niet hoe mooi het huis is, maar welke vogel ze vanaf de bank hebben gezien. Door de glazen pui zit je hier als in een vogelhut, en de verrekijker en het vogelboek liggen in de vensterbank.

## Voorjaar en zomer

In het riet langs onze oever zingen vanaf april rietzangers en soms een blauwborst. Op het meer duiken futen met hun jongen op de rug, en boven het riet jaagt de bruine kiekendief. Lepelaars zie je het best ’s ochtends vroeg in de ondiepe baaien van de Fluessen, waar ze met hun snavel door het water zwaaien.

## Herfst en winter

Als de zeilboten uit het water zijn, komen de wintergasten. In de weilanden tussen Heeg en Workum grazen dan duizenden ganzen en smienten, en op stille avonden hoor je hun gefluit tot in de slaapkamer. Op het meer zelf liggen groepen kuifeenden en nonnetjes.

## Waar je kijkt

- vanaf de steiger, met koffie, bij zonsopkomst
- vanaf de dijk langs de Fluessen, op de fiets
- in de weilanden richting Workum en Gaasterland, vanuit de auto: ganzen zijn minder schuw voor een auto dan voor een wandelaar

Zie je iets wat je niet kent? Maak een foto en stuur hem ons: Tjeerd weet het bijna altijd.`,
        en: `The first thing guests often tell us is not how lovely the house is, but which bird they saw from the sofa. With the glass front, sitting here is like being in a bird hide, and the binoculars and the bird guide are on the windowsill.

## Spring and summer

From April, reed warblers and sometimes a bluethroat sing in the reeds along our shore. On the lake, great crested grebes dive with their chicks on their backs, and above the reeds the marsh harrier hunts. Spoonbills are best seen early in the morning in the shallow bays of the Fluessen, sweeping their bills through the water.

## Autumn and winter

Once the sailing boats are out of the water, the winter visitors arrive. Thousands of geese and wigeon then graze the meadows between Heeg and Workum, and on still evenings you can hear the wigeon whistling from the bedroom. On the lake itself there are flocks of tufted ducks and smew.

## Where to look

- from the jetty, with a coffee, at sunrise
- from the dyke along the Fluessen, by bike
- in the meadows towards Workum and Gaasterland, from the car: geese are less wary of a car than of someone on foot

Seen something you don’t recognise? Take a photo and send it to us: Tjeerd almost always knows.`,
        de: `Das Erste, was Gäste uns oft erzählen, ist nicht, wie schön das Haus ist, sondern welchen Vogel sie vom Sofa aus gesehen haben. Hinter der Glasfront sitzt man wie in einem Beobachtungsstand, und Fernglas und Vogelbuch liegen auf der Fensterbank.

## Frühling und Sommer

Ab April singen im Schilf an unserem Ufer Teichrohrsänger und manchmal ein Blaukehlchen. Auf dem See tauchen Haubentaucher mit ihren Jungen auf dem Rücken, und über dem Schilf jagt die Rohrweihe. Löffler sehen Sie am besten frühmorgens in den flachen Buchten der Fluessen, wo sie mit dem Schnabel durchs Wasser pflügen.

## Herbst und Winter

Wenn die Segelboote aus dem Wasser sind, kommen die Wintergäste. Auf den Weiden zwischen Heeg und Workum grasen dann Tausende Gänse und Pfeifenten, und an stillen Abenden hört man ihr Pfeifen bis ins Schlafzimmer. Auf dem See selbst liegen Trupps von Reiherenten und Zwergsägern.

## Wo Sie schauen

- vom Steg aus, mit einem Kaffee, bei Sonnenaufgang
- vom Deich an den Fluessen, mit dem Fahrrad
- auf den Weiden Richtung Workum und Gaasterland, aus dem Auto: Gänse sind vor einem Auto weniger scheu als vor Spaziergängern

Sie sehen etwas, das Sie nicht kennen? Machen Sie ein Foto und schicken Sie es uns: Tjeerd weiß es fast immer.`,
        pl: `Goście często w pierwszej kolejności opowiadają nam nie o tym, jak piękny jest dom, tylko jakiego ptaka zobaczyli z kanapy. Za szklaną ścianą siedzi się jak w czatowni, a lornetka i atlas ptaków leżą na parapecie.

## Wiosna i lato

Od kwietnia w trzcinach przy naszym brzegu śpiewają trzcinniczki, a czasem podróżniczek. Na jeziorze nurkują perkozy dwuczube z pisklętami na grzbiecie, a nad trzcinami poluje błotniak stawowy. Warzęchy najlepiej oglądać wczesnym rankiem w płytkich zatokach Fluessen, gdzie przeczesują wodę dziobem.

## Jesień i zima

Gdy żaglówki są już na lądzie, przylatują zimowi goście. Na łąkach między Heeg a Workum pasą się wtedy tysiące gęsi i świstunów, a w ciche wieczory ich gwizdanie słychać aż w sypialni. Na samym jeziorze pływają stada czernic i bielaczków.

## Gdzie patrzeć

- z pomostu, z kawą, o wschodzie słońca
- z grobli wzdłuż Fluessen, z roweru
- na łąkach w stronę Workum i Gaasterland, z samochodu: gęsi mniej boją się auta niż pieszego

Widzicie coś, czego nie znacie? Zróbcie zdjęcie i wyślijcie nam: Tjeerd prawie zawsze wie, co to za ptak.`,
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
      daysAgo: 88,
    },
  ],
};
