import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { richPerLanguage } from "./rich-from-markdown.ts";

/** Three log cabins on a family meadow in Kościelisko, by Zakopane, facing the Tatras. */
export const mountains: DemoSiteFixture = {
  name: "Domki Trzy Smreki",
  doc: {
    languages: { main: "pl", others: ["en", "de"] },
    tagline: {
      pl: "Trzy drewniane domki na rodzinnej polanie w Kościelisku, z widokiem na Giewont, trzy kilometry od Doliny Kościeliskiej.",
      en: "Three log cabins on our family’s meadow in Kościelisko, looking out at Giewont, three kilometres from the Kościeliska Valley.",
      de: "Drei Holzhütten auf unserer Familienwiese in Kościelisko, mit Blick auf den Giewont, drei Kilometer vom Kościeliska-Tal.",
      nl: "Drie houten huisjes op onze familieweide in Kościelisko, met uitzicht op de Giewont, drie kilometer van het Kościeliska-dal.",
    },
    intro: {
      pl: "Trzy domki stoją na polanie w Kościelisku, z widokiem na Giewont i Czerwone Wierchy. Zbudowali je miejscowi cieśle z grubych świerkowych bali, tak jak od stu lat buduje się na Podhalu; w środku pachnie drewnem i dymem z kominka, a latem rano słychać dzwonki owiec z sąsiedniej polany.\n\nDo wylotu Doliny Kościeliskiej są trzy kilometry, do Chochołowskiej dziewięć, na Krupówki sześć. Ale wieczorem, kiedy Tatry różowieją w ostatnim słońcu, mało komu chce się stąd gdziekolwiek ruszać.",
      en: "Our three cabins stand on a meadow in Kościelisko, the village just west of Zakopane, looking out at Giewont and the Red Peaks. Local carpenters built them from thick spruce logs, the way houses have been built in the Podhale highlands for a hundred years; inside they smell of wood and woodsmoke, and on summer mornings you hear the bells of the sheep on the next pasture.\n\nThe mouth of the Kościeliska Valley is three kilometres away, the Chochołowska Valley nine, Zakopane’s main street six. But in the evening, when the last sun turns the Tatras pink, hardly anyone feels like going anywhere.",
      de: "Unsere drei Hütten stehen auf einer Wiese in Kościelisko, dem Dorf gleich westlich von Zakopane, mit Blick auf den Giewont und die Roten Gipfel. Einheimische Zimmerleute haben sie aus dicken Fichtenstämmen gebaut, so wie man in der Podhale-Region seit hundert Jahren baut; drinnen duftet es nach Holz und Kaminfeuer, und an Sommermorgen hört man die Glocken der Schafe von der Nachbarweide.\n\nZum Eingang des Kościeliska-Tals sind es drei Kilometer, ins Chochołowska-Tal neun, zur Flaniermeile Krupówki in Zakopane sechs. Aber abends, wenn die Tatra im letzten Sonnenlicht rosa glüht, mag kaum noch jemand aufbrechen.",
      nl: "Onze drie huisjes staan op een weide in Kościelisko, het dorp net ten westen van Zakopane, met uitzicht op de Giewont en de Rode Toppen. Timmerlieden uit de buurt bouwden ze van dikke sparrenstammen, zoals ze in de Podhale al honderd jaar bouwen; binnen ruikt het naar hout en haardvuur, en op zomerochtenden hoor je de bellen van de schapen op de weide hiernaast.\n\nDe ingang van het Kościeliska-dal ligt op drie kilometer, het Chochołowska-dal op negen, de Krupówki, de hoofdstraat van Zakopane, op zes. Maar ’s avonds, als de Tatra roze kleurt in de laatste zon, heeft bijna niemand nog zin om ergens heen te gaan.",
    },
    about: {
      title: {
        pl: "Trzy smreki dziadka Jana",
        en: "Grandpa Jan’s three spruces",
        de: "Die drei Fichten von Großvater Jan",
        nl: "De drie sparren van opa Jan",
      },
      story: richPerLanguage({
        pl: `Kiedy w 1958 roku urodził się mój tata, dziadek Jan posadził na skraju polany smreka. Potem przyszły na świat dwie ciotki i przybyły dwa kolejne drzewa. Dziś te trzy smreki mają ponad dwadzieścia metrów, widać je z drogi i to od nich wzięła się nazwa naszych domków.

Polana od pokoleń należy do naszej rodziny. Dziadek kosił tu siano i wypasał owce, a my z Martą przez lata przyjeżdżaliśmy z Krakowa głównie na sianokosy. W 2018 roku postanowiliśmy zostać na dobre. Razem z cieślami z Kościeliska postawiliśmy trzy domki z bali świerkowych, na zrąb, z gontem na dachu – tak, jak budowało się tu zawsze, tylko z porządną izolacją i ogrzewaniem podłogowym.

## Kim jesteśmy

- **Piotr** jest przewodnikiem tatrzańskim. Doradzi szlak na Wasze siły i na pogodę, a w soboty zabiera chętnych gości na wspólne wyjście.
- **Marta** uczy w szkole w Kościelisku, piecze chleb na zakwasie i smaży konfitury z borówek. Na powitanie zawsze zostawia bochenek i słoik.
- **Halny**, nasz owczarek podhalański, pilnuje polany i uwielbia dzieci.

Mieszkamy w starym domu dziadka, sto metrów niżej. Jesteśmy na miejscu, ale nie wchodzimy w drogę – chyba że zaprosicie nas na herbatę.`,
        en: `When my father was born in 1958, Grandpa Jan planted a spruce at the edge of the meadow. Then two aunts came along, and two more trees with them. Today those three spruces – *smreki*, as we say in the local dialect – are over twenty metres tall, you can see them from the road, and they gave our cabins their name.

The meadow has belonged to our family for generations. Grandpa made hay here and grazed sheep, and for years Marta and I came down from Kraków mostly to help with the haymaking. In 2018 we decided to stay for good. Together with carpenters from Kościelisko we built three cabins of spruce logs, with dovetailed corners and shingle roofs – the way people here have always built, only with proper insulation and underfloor heating.

## Who we are

- **Piotr** is a licensed Tatra mountain guide. He will suggest a trail to suit your legs and the weather, and on Saturdays he takes any guests who want to come on a walk.
- **Marta** teaches at the school in Kościelisko, bakes sourdough bread and makes bilberry jam. She always leaves a loaf and a jar to welcome you.
- **Halny**, our Tatra sheepdog, guards the meadow and adores children.

We live in Grandpa’s old house, a hundred metres down the slope. We are around, but we won’t get in your way – unless you invite us in for a cup of tea.`,
        de: `Als 1958 mein Vater geboren wurde, pflanzte Großvater Jan am Rand der Wiese eine Fichte. Dann kamen zwei Tanten zur Welt und mit ihnen zwei weitere Bäume. Heute sind diese drei Fichten – *smreki*, wie man hier im Dialekt sagt – über zwanzig Meter hoch, man sieht sie von der Straße aus, und sie haben unseren Hütten ihren Namen gegeben.

Die Wiese gehört seit Generationen unserer Familie. Großvater hat hier Heu gemacht und Schafe gehütet, und Marta und ich sind jahrelang aus Krakau vor allem zur Heuernte gekommen. 2018 haben wir beschlossen, für immer zu bleiben. Zusammen mit Zimmerleuten aus Kościelisko haben wir drei Hütten aus Fichtenstämmen gebaut, in Blockbauweise und mit Schindeldach – so, wie man hier immer gebaut hat, nur mit guter Dämmung und Fußbodenheizung.

## Wer wir sind

- **Piotr** ist geprüfter Tatra-Bergführer. Er empfiehlt Ihnen eine Tour, die zu Ihrer Kondition und zum Wetter passt, und samstags nimmt er Gäste, die Lust haben, auf eine gemeinsame Wanderung mit.
- **Marta** unterrichtet an der Schule in Kościelisko, backt Sauerteigbrot und kocht Heidelbeermarmelade. Zur Begrüßung stehen immer ein Laib Brot und ein Glas bereit.
- **Halny**, unser Tatra-Schäferhund, bewacht die Wiese und liebt Kinder.

Wir wohnen im alten Haus des Großvaters, hundert Meter weiter unten. Wir sind da, aber wir stören nicht – es sei denn, Sie laden uns auf einen Tee ein.`,
        nl: `Toen mijn vader in 1958 werd geboren, plantte opa Jan een spar aan de rand van de weide. Daarna kwamen er twee tantes, en met hen nog twee bomen. Nu zijn die drie sparren – *smreki*, zoals ze hier in het dialect heten – meer dan twintig meter hoog. Je ziet ze vanaf de weg, en onze huisjes zijn naar ze genoemd.

De weide is al generaties van onze familie. Opa hooide hier en liet er schapen grazen, en Marta en ik kwamen jarenlang vanuit Krakau vooral om te helpen met het hooien. In 2018 besloten we te blijven. Samen met timmerlieden uit Kościelisko bouwden we drie huisjes van sparrenstammen, met zwaluwstaarthoeken en een dak van houten dakspanen – zoals ze hier altijd gebouwd hebben, alleen met goede isolatie en vloerverwarming.

## Wie we zijn

- **Piotr** is gediplomeerd berggids in de Tatra. Hij raadt je een route aan die past bij je benen en het weer, en op zaterdag neemt hij gasten die zin hebben mee op een wandeling.
- **Marta** is lerares op de school in Kościelisko, bakt zuurdesembrood en maakt jam van bosbessen. Als welkom staan er altijd een brood en een pot jam klaar.
- **Halny**, onze Tatra-herdershond, bewaakt de weide en is dol op kinderen.

We wonen in opa’s oude huis, honderd meter lager op de helling. We zijn in de buurt, maar lopen je niet voor de voeten – tenzij je ons op de thee vraagt.`,
      }),
      hostNames: "Marta & Piotr Chowaniec",
    },
    surroundings: {
      intro: {
        pl: "Kościelisko leży tuż za Zakopanem, ale jest tu spokojniej: mniej samochodów, więcej łąk. Z polany w kwadrans dojedziecie do dwóch najpiękniejszych tatrzańskich dolin, a do Zakopanego tyle samo. Oto miejsca, które Piotr poleca gościom najczęściej.",
        en: "Kościelisko lies just beyond Zakopane, but it is quieter here: fewer cars, more meadows. From our meadow it is a quarter of an hour to two of the loveliest valleys in the Tatras, and the same to Zakopane. These are the places Piotr recommends to guests most often.",
        de: "Kościelisko liegt gleich hinter Zakopane, aber es ist ruhiger hier: weniger Autos, mehr Wiesen. Von unserer Wiese sind Sie in einer Viertelstunde in zwei der schönsten Täler der Tatra, und ebenso schnell in Zakopane. Das sind die Orte, die Piotr unseren Gästen am häufigsten empfiehlt.",
        nl: "Kościelisko ligt net voorbij Zakopane, maar het is hier rustiger: minder auto’s, meer weides. Vanaf onze weide ben je in een kwartier in twee van de mooiste dalen van de Tatra, en net zo snel in Zakopane. Dit zijn de plekken die Piotr onze gasten het vaakst aanraadt.",
      },
      places: [
        {
          id: "8277bb3d-84d3-41f8-bb74-01f67a70cea0",
          name: {
            pl: "Dolina Kościeliska i schronisko na Hali Ornak",
            en: "Kościeliska Valley and the Hala Ornak hut",
            de: "Kościeliska-Tal und die Hütte auf der Hala Ornak",
            nl: "Het Kościeliska-dal en de berghut op de Hala Ornak",
          },
          category: "nature",
          distanceKm: 3,
          description: {
            pl: "Szeroka dolina z potokiem, wapiennymi turniami i łagodną drogą do schroniska na Hali Ornak – półtorej godziny marszu, da się przejść z wózkiem. Po drodze Jaskinia Mroźna (od maja do października) i Wąwóz Kraków z łańcuchami. Ze schroniska w dwadzieścia minut dojdziecie do Smreczyńskiego Stawu. Wstęp do parku narodowego jest płatny; bilety kupicie online.",
            en: "A wide valley with a stream, limestone crags and a gentle track up to the Hala Ornak mountain hut – an hour and a half’s walk, and fine with a pushchair. On the way: the Mroźna Cave (May to October) and the Kraków Gorge with its chains. From the hut it is twenty minutes to the Smreczyński Tarn. There is an entrance fee to the national park; buy tickets online.",
            de: "Ein weites Tal mit Bach, Kalkfelsen und einem sanften Weg zur Hütte auf der Hala Ornak – anderthalb Stunden zu Fuß, auch mit Kinderwagen machbar. Unterwegs die Mroźna-Höhle (Mai bis Oktober) und die Kraków-Schlucht mit Ketten. Von der Hütte sind es zwanzig Minuten zum Smreczyński-See. Der Nationalpark kostet Eintritt; Tickets gibt es online.",
            nl: "Een breed dal met een beek, kalkrotsen en een rustig pad naar de berghut op de Hala Ornak – anderhalf uur lopen, ook met een kinderwagen te doen. Onderweg de Mroźna-grot (mei tot oktober) en de Kraków-kloof met kettingen. Vanaf de hut is het twintig minuten naar het Smreczyński-meertje. Het nationaal park kost entree; kaartjes koop je online.",
          },
        },
        {
          id: "ec609bba-2708-4ce7-a63c-ef1f837e93dc",
          name: {
            pl: "Dolina Chochołowska",
            en: "Chochołowska Valley",
            de: "Chochołowska-Tal",
            nl: "Het Chochołowska-dal",
          },
          category: "nature",
          distanceKm: 9,
          description: {
            pl: "Najdłuższa dolina polskich Tatr. W kwietniu polany fioletowieją od krokusów, latem na Polanie Chochołowskiej pasą się owce, a w bacówce kupicie oscypki prosto od bacy. Rowerem można wjechać do Polany Huciska, dalej idzie się pieszo do największego schroniska w Tatrach.",
            en: "The longest valley in the Polish Tatras. In April its meadows turn purple with crocuses; in summer sheep graze on the Chochołowska Meadow, and you can buy oscypek, the smoked sheep’s cheese, straight from the shepherd’s hut. You can cycle as far as the Huciska Meadow, then walk on to the largest mountain hut in the Tatras.",
            de: "Das längste Tal der polnischen Tatra. Im April färben sich die Wiesen lila vor Krokussen, im Sommer weiden Schafe auf der Chochołowska-Wiese, und in der Hirtenhütte kaufen Sie Oscypek, den geräucherten Schafskäse, direkt beim Hirten. Mit dem Rad darf man bis zur Huciska-Wiese fahren, weiter geht es zu Fuß zur größten Hütte der Tatra.",
            nl: "Het langste dal van de Poolse Tatra. In april kleuren de weides paars van de krokussen, in de zomer grazen er schapen op de Chochołowska-weide en koop je oscypek, gerookte schapenkaas, rechtstreeks bij de herder in zijn hut. Tot de Huciska-weide mag je fietsen, daarna loop je verder naar de grootste berghut van de Tatra.",
          },
        },
        {
          id: "58ddcda5-3c9a-4b30-9db1-51d21d470f05",
          name: {
            pl: "Butorowy Wierch i grzbiet Gubałówki",
            en: "Butorowy Wierch and the Gubałówka ridge",
            de: "Butorowy Wierch und der Gubałówka-Kamm",
            nl: "Butorowy Wierch en de kam van de Gubałówka",
          },
          category: "activity",
          distanceKm: 2,
          description: {
            pl: "Z Kościeliska na grzbiet wywiezie Was wyciąg krzesełkowy na Butorowy Wierch. Stamtąd grzbietem Gubałówki idzie się godzinę w stronę Zakopanego, cały czas z panoramą Tatr od Wołowca po Murań. Najpiękniej jest o zachodzie słońca; na dół, do Zakopanego, zjedziecie kolejką z Gubałówki.",
            en: "From Kościelisko a chairlift takes you up Butorowy Wierch. From there it is an hour’s walk along the Gubałówka ridge towards Zakopane, with the whole Tatra panorama beside you, from Wołowiec to Murań. It is loveliest at sunset; you can ride the funicular back down into Zakopane.",
            de: "Von Kościelisko bringt Sie ein Sessellift auf den Butorowy Wierch. Von dort wandern Sie eine Stunde über den Gubałówka-Kamm Richtung Zakopane, immer mit dem Panorama der Tatra vom Wołowiec bis zum Murań. Am schönsten bei Sonnenuntergang; hinunter geht es mit der Standseilbahn.",
            nl: "Vanuit Kościelisko brengt een stoeltjeslift je naar de Butorowy Wierch. Van daar loop je een uur over de kam van de Gubałówka richting Zakopane, met de hele Tatra naast je, van de Wołowiec tot de Murań. Het mooist bij zonsondergang; naar beneden neem je het kabelspoortje.",
          },
        },
        {
          id: "afa7cc3b-66dc-429a-a99a-e9a8fec314aa",
          name: {
            pl: "Krupówki i targ pod Gubałówką",
            en: "Krupówki street and the market below Gubałówka",
            de: "Krupówki und der Markt unter der Gubałówka",
            nl: "De Krupówki en de markt onder de Gubałówka",
          },
          category: "shopping",
          distanceKm: 6,
          description: {
            pl: "Główny deptak Zakopanego: gwarny, pełen karczm i kramów. Na targu przy dolnej stacji kolejki na Gubałówkę kupicie oscypki z żurawiną, wełniane skarpety i kierpce. Wieczorem bywa tłoczno – my chodzimy rano, kiedy górale dopiero rozkładają towar.",
            en: "Zakopane’s main pedestrian street: lively and full of inns and stalls. At the market by the lower funicular station you can buy oscypek with cranberry jam, woollen socks and leather highlander slippers. It gets crowded in the evening – we go in the morning, while the stallholders are still setting up.",
            de: "Die Flaniermeile von Zakopane: lebhaft und voller Gasthäuser und Stände. Auf dem Markt an der Talstation der Gubałówka-Bahn gibt es Oscypek mit Preiselbeeren, Wollsocken und lederne Goralenschuhe. Abends ist es voll – wir gehen morgens, wenn die Händler gerade aufbauen.",
            nl: "De hoofdstraat van Zakopane: druk, vol herbergen en kraampjes. Op de markt bij het dalstation van het Gubałówka-spoortje koop je oscypek met veenbessenjam, wollen sokken en leren bergslofjes. ’s Avonds is het er vol – wij gaan ’s ochtends, als de kooplui hun kramen nog aan het opzetten zijn.",
          },
        },
        {
          id: "9f36deab-907c-4f1d-82a2-16a4f9a4f707",
          name: {
            pl: "Stary Kościółek, cmentarz na Pęksowym Brzyzku i Willa Koliba",
            en: "The Old Church, Pęksowy Brzyzek cemetery and Villa Koliba",
            de: "Die Alte Kirche, der Friedhof Pęksowy Brzyzek und die Villa Koliba",
            nl: "De Oude Kerk, de begraafplaats Pęksowy Brzyzek en Villa Koliba",
          },
          category: "culture",
          distanceKm: 5,
          description: {
            pl: "Przy ulicy Kościeliskiej stoi drewniany kościółek z połowy XIX wieku, a za nim stary cmentarz z rzeźbionymi nagrobkami, na którym leżą Chałubiński, Sabała i Makuszyński. Kawałek dalej Willa Koliba – pierwszy dom w stylu zakopiańskim Stanisława Witkiewicza, dziś muzeum.",
            en: "On Kościeliska Street stands a wooden church from the mid-nineteenth century, and behind it an old cemetery with carved wooden grave markers, where many of the people who made Zakopane famous are buried. A little further on is Villa Koliba, the first house built in Stanisław Witkiewicz’s Zakopane style, now a museum.",
            de: "An der Kościeliska-Straße steht eine Holzkirche aus der Mitte des 19. Jahrhunderts, dahinter ein alter Friedhof mit geschnitzten Grabmälern, auf dem viele der Menschen liegen, die Zakopane berühmt gemacht haben. Ein Stück weiter die Villa Koliba, das erste Haus im Zakopane-Stil von Stanisław Witkiewicz, heute ein Museum.",
            nl: "Aan de Kościeliska-straat staat een houten kerkje uit het midden van de negentiende eeuw, met daarachter een oude begraafplaats vol houtsnijwerk, waar veel mensen liggen die Zakopane beroemd maakten. Iets verderop Villa Koliba, het eerste huis in de Zakopane-stijl van Stanisław Witkiewicz, nu een museum.",
          },
        },
        {
          id: "3d423d29-c054-4fba-a109-96a6a47267bc",
          name: {
            pl: "Termy Chochołowskie",
            en: "Chochołów thermal baths",
            de: "Thermalbad Chochołów",
            nl: "Thermale baden van Chochołów",
          },
          category: "family",
          distanceKm: 13,
          description: {
            pl: "Baseny z ciepłą wodą termalną, także na zewnątrz, z widokiem na Tatry. Idealne na dzień, kiedy w górach leje, i na zmęczone nogi po długim szlaku. Po drodze warto zatrzymać się w Chochołowie, wsi z rzędem drewnianych chałup z bali.",
            en: "Pools of warm thermal water, outdoors too, with a view of the Tatras. Perfect for a day when it is pouring in the mountains, and for tired legs after a long hike. On the way, stop in Chochołów, a village with a whole street of old log houses.",
            de: "Becken mit warmem Thermalwasser, auch unter freiem Himmel, mit Blick auf die Tatra. Ideal für einen Tag, an dem es in den Bergen schüttet, und für müde Beine nach einer langen Tour. Unterwegs lohnt ein Halt in Chochołów, einem Dorf mit einer ganzen Reihe alter Blockhäuser.",
            nl: "Baden met warm thermaal water, ook buiten, met uitzicht op de Tatra. Ideaal voor een dag dat het in de bergen giet, en voor vermoeide benen na een lange tocht. Stop onderweg in Chochołów, een dorp met een hele straat oude blokhutten.",
          },
        },
        {
          id: "55a108a5-0427-44c8-9ebc-d2b4417c7e4a",
          name: {
            pl: "Morskie Oko",
            en: "Morskie Oko lake",
            de: "Morskie Oko",
            nl: "Morskie Oko",
          },
          category: "nature",
          distanceKm: 28,
          description: {
            pl: "Największe jezioro w Tatrach, pod ścianami Mięguszowieckich Szczytów i Rysów. Z parkingu na Palenicy Białczańskiej idzie się dziewięć kilometrów asfaltem, około dwóch godzin. Miejsce na parkingu trzeba zarezerwować online, a najlepiej wyjechać przed siódmą – wtedy nad jeziorem jest jeszcze cicho.",
            en: "The largest lake in the Tatras, beneath the walls of the Mięguszowieckie peaks and Rysy. From the car park at Palenica Białczańska it is a nine-kilometre walk on tarmac, about two hours. Parking must be booked online, and it is best to set off before seven, while the lake is still quiet.",
            de: "Der größte See der Tatra, unter den Wänden der Mięguszowieckie-Gipfel und des Rysy. Vom Parkplatz Palenica Białczańska sind es neun Kilometer auf Asphalt, etwa zwei Stunden. Den Parkplatz muss man online reservieren, und am besten fährt man vor sieben Uhr los – dann ist es am See noch still.",
            nl: "Het grootste meer van de Tatra, onder de wanden van de Mięguszowieckie-toppen en de Rysy. Vanaf de parkeerplaats bij Palenica Białczańska loop je negen kilometer over asfalt, zo’n twee uur. De parkeerplaats moet je online reserveren, en je kunt het best voor zevenen vertrekken: dan is het bij het meer nog stil.",
          },
        },
        {
          id: "fba43f1b-9e69-4f3b-836b-a3a5e68313f9",
          name: {
            pl: "Dworzec kolejowy i autobusowy w Zakopanem",
            en: "Zakopane railway and bus station",
            de: "Bahnhof und Busbahnhof Zakopane",
            nl: "Trein- en busstation Zakopane",
          },
          category: "transport",
          distanceKm: 6,
          description: {
            pl: "Pociągi z Krakowa i innych dużych miast, a obok dworzec autobusowy, z którego co chwilę odjeżdżają busy do Krakowa. Z lotniska w Krakowie jedzie się do nas około dwóch godzin. Jeśli przyjeżdżacie bez samochodu, odbierzemy Was z dworca – dajcie znać, o której.",
            en: "Trains from Kraków and other big cities, and next to it the bus station, with frequent minibuses to Kraków. From Kraków airport it is about two hours to us. If you come without a car, we’ll pick you up from the station – just let us know when.",
            de: "Züge aus Krakau und anderen großen Städten, daneben der Busbahnhof mit häufigen Kleinbussen nach Krakau. Vom Flughafen Krakau sind es etwa zwei Stunden bis zu uns. Wenn Sie ohne Auto kommen, holen wir Sie am Bahnhof ab – sagen Sie uns einfach, wann.",
            nl: "Treinen uit Krakau en andere grote steden, en ernaast het busstation met vaak busjes naar Krakau. Vanaf het vliegveld van Krakau ben je in ongeveer twee uur bij ons. Kom je zonder auto, dan halen we je op van het station – laat ons even weten hoe laat.",
          },
        },
      ],
    },
    contact: {
      email: "marta@trzysmreki.test",
      phone: "+48 605 318 442",
      whatsapp: "+48 605 318 442",
      street: "ul. Nędzy-Kubińca 187",
      postalCode: "34-511",
      city: "Kościelisko",
      country: "PL",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Ko%C5%9Bcielisko",
    },
    social: {
      facebook: "https://www.facebook.com/domkitrzysmreki",
      instagram: "https://www.instagram.com/trzy.smreki",
      youtube: "https://www.youtube.com/@trzysmreki",
    },
    seo: {
      home: {
        title: {
          pl: "Domki Trzy Smreki – domki z bali w Kościelisku pod Tatrami",
          en: "Domki Trzy Smreki – log cabins in Kościelisko by the Tatras",
          de: "Domki Trzy Smreki – Holzhütten in Kościelisko an der Tatra",
          nl: "Domki Trzy Smreki – blokhutten in Kościelisko bij de Tatra",
        },
        description: {
          pl: "Trzy drewniane domki z kominkiem na rodzinnej polanie w Kościelisku, z widokiem na Giewont. Balia, sauna, 3 km do Doliny Kościeliskiej. Rezerwacja bezpośrednio u nas.",
          en: "Three log cabins with fireplaces on a family meadow in Kościelisko, facing Giewont. Hot tub, sauna, 3 km to the Kościeliska Valley. Book directly with us.",
          de: "Drei Holzhütten mit Kamin auf einer Familienwiese in Kościelisko, mit Blick auf den Giewont. Hot Tub, Sauna, 3 km zum Kościeliska-Tal. Direkt bei uns buchen.",
          nl: "Drie blokhutten met open haard op een familieweide in Kościelisko, met uitzicht op de Giewont. Hottub, sauna, 3 km naar het Kościeliska-dal. Boek rechtstreeks bij ons.",
        },
      },
      about: {
        title: {
          pl: "O nas – Marta i Piotr Chowaniec, gospodarze Trzech Smreków",
          en: "About us – Marta and Piotr Chowaniec of Trzy Smreki",
          de: "Über uns – Marta und Piotr Chowaniec von Trzy Smreki",
          nl: "Over ons – Marta en Piotr Chowaniec van Trzy Smreki",
        },
        description: {
          pl: "Rodzinna polana, trzy smreki posadzone przez dziadka i trzy domki zbudowane z miejscowymi cieślami. Piotr jest przewodnikiem tatrzańskim, Marta piecze chleb.",
          en: "A family meadow, three spruces planted by Grandpa and three cabins built with local carpenters. Piotr is a Tatra mountain guide; Marta bakes the bread.",
          de: "Eine Familienwiese, drei vom Großvater gepflanzte Fichten und drei Hütten, gebaut mit Zimmerleuten aus dem Dorf. Piotr ist Bergführer, Marta backt das Brot.",
          nl: "Een familieweide, drie sparren die opa plantte en drie huisjes, gebouwd met timmerlieden uit het dorp. Piotr is berggids in de Tatra, Marta bakt het brood.",
        },
      },
      facilities: {
        title: {
          pl: "Domki – Smrek, Limba i Jawor",
          en: "The cabins – Smrek, Limba and Jawor",
          de: "Die Hütten – Smrek, Limba und Jawor",
          nl: "De huisjes – Smrek, Limba en Jawor",
        },
        description: {
          pl: "Domek dla sześciu osób z balią, domek rodzinny z balkonem na Giewont i domek dla dwojga z sauną. Każdy z kominkiem i ogrzewaniem podłogowym.",
          en: "A cabin for six with a hot tub, a family cabin with a balcony facing Giewont and a cabin for two with a sauna. Each with a fireplace and underfloor heating.",
          de: "Eine Hütte für sechs mit Hot Tub, eine Familienhütte mit Balkon zum Giewont und eine Hütte für zwei mit Sauna. Alle mit Kamin und Fußbodenheizung.",
          nl: "Een huisje voor zes met hottub, een gezinshuisje met balkon op de Giewont en een huisje voor twee met sauna. Allemaal met open haard en vloerverwarming.",
        },
      },
      surroundings: {
        title: {
          pl: "Okolica – doliny, szlaki i Zakopane blisko Kościeliska",
          en: "Surroundings – valleys, trails and Zakopane near Kościelisko",
          de: "Umgebung – Täler, Wanderwege und Zakopane bei Kościelisko",
          nl: "Omgeving – dalen, wandelroutes en Zakopane bij Kościelisko",
        },
        description: {
          pl: "Dolina Kościeliska i Chochołowska, Gubałówka, Krupówki, Morskie Oko i termy – z odległościami od naszej polany i wskazówkami przewodnika.",
          en: "The Kościeliska and Chochołowska valleys, Gubałówka, Krupówki, Morskie Oko and the thermal baths – with distances from our meadow and a guide’s tips.",
          de: "Kościeliska- und Chochołowska-Tal, Gubałówka, Krupówki, Morskie Oko und die Therme – mit Entfernungen ab unserer Wiese und Tipps vom Bergführer.",
          nl: "Het Kościeliska- en Chochołowska-dal, Gubałówka, Krupówki, Morskie Oko en de thermen – met afstanden vanaf onze weide en tips van een berggids.",
        },
      },
      gallery: {
        title: {
          pl: "Zdjęcia – Domki Trzy Smreki w Kościelisku",
          en: "Photos – Domki Trzy Smreki in Kościelisko",
          de: "Bilder – Domki Trzy Smreki in Kościelisko",
          nl: "Foto’s – Domki Trzy Smreki in Kościelisko",
        },
        description: {
          pl: "Domki z zewnątrz i w środku, polana, widok na Tatry, szlaki w dolinach i targ pod Gubałówką.",
          en: "The cabins inside and out, the meadow, the view of the Tatras, the valley trails and the market below Gubałówka.",
          de: "Die Hütten von innen und außen, die Wiese, der Blick auf die Tatra, Wanderwege in den Tälern und der Markt unter der Gubałówka.",
          nl: "De huisjes van binnen en van buiten, de weide, het uitzicht op de Tatra, paden in de dalen en de markt onder de Gubałówka.",
        },
      },
      blog: {
        title: {
          pl: "Blog – szlaki, krokusy i kuchnia Podhala",
          en: "Blog – trails, crocuses and highland food",
          de: "Blog – Wanderwege, Krokusse und die Küche des Podhale",
          nl: "Blog – wandelroutes, krokussen en de keuken van de Podhale",
        },
        description: {
          pl: "Szlaki na początek od przewodnika tatrzańskiego, krokusy w Chochołowskiej i co zjeść na Podhalu. Piszą Marta i Piotr z Trzech Smreków.",
          en: "First Tatra trails from a mountain guide, crocuses in the Chochołowska Valley and what to eat in the highlands. By Marta and Piotr of Trzy Smreki.",
          de: "Erste Tatra-Touren vom Bergführer, Krokusse im Chochołowska-Tal und was man im Podhale isst. Von Marta und Piotr von Trzy Smreki.",
          nl: "Eerste routes in de Tatra van een berggids, krokussen in het Chochołowska-dal en wat je eet in de Podhale. Door Marta en Piotr van Trzy Smreki.",
        },
      },
      contact: {
        title: {
          pl: "Kontakt – Domki Trzy Smreki, Kościelisko",
          en: "Contact – Domki Trzy Smreki, Kościelisko",
          de: "Kontakt – Domki Trzy Smreki, Kościelisko",
          nl: "Contact – Domki Trzy Smreki, Kościelisko",
        },
        description: {
          pl: "Pytania o wolne terminy, dojazd zimą albo szlaki? Zadzwońcie lub napiszcie do Marty i Piotra – odpowiadamy tego samego dnia.",
          en: "Questions about dates, driving up in winter or trails? Call or write to Marta and Piotr – we answer the same day.",
          de: "Fragen zu freien Terminen, zur Anfahrt im Winter oder zu Wanderwegen? Rufen Sie Marta und Piotr an oder schreiben Sie – wir antworten am selben Tag.",
          nl: "Vragen over data, de weg omhoog in de winter of wandelroutes? Bel of schrijf Marta en Piotr – we antwoorden dezelfde dag.",
        },
      },
      book: {
        title: {
          nl: "Boeken – Domki Trzy Smreki, Kościelisko",
          en: "Book – Domki Trzy Smreki, Kościelisko",
          de: "Buchen – Domki Trzy Smreki, Kościelisko",
          pl: "Rezerwacja – Domki Trzy Smreki, Kościelisko",
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
    file: "mountain-cabin",
    alt: {
      pl: "Drewniany domek z bali na zielonej polanie pełnej kwiatów, z drewnianym płotem i ścieżką do drzwi; za nim świerkowy las i ośnieżone, postrzępione szczyty Tatr, z komina unosi się dym.",
      en: "A wooden log cabin on a green meadow full of flowers, with a wooden fence and a path to the door; behind it a spruce forest and the jagged, snow-capped peaks of the Tatras, smoke rising from the chimney.",
      de: "Eine Holzhütte auf einer grünen Blumenwiese, mit Holzzaun und einem Weg zur Tür; dahinter Fichtenwald und die schroffen, schneebedeckten Gipfel der Tatra, aus dem Schornstein steigt Rauch.",
      nl: "Een houten blokhut op een groene weide vol bloemen, met een houten hek en een pad naar de deur; daarachter sparrenbos en de grillige, besneeuwde toppen van de Tatra, en rook uit de schoorsteen.",
    },
    caption: {
      pl: "Domek Smrek na polanie, w czerwcu.",
      en: "Smrek Cabin on the meadow in June.",
      de: "Die Hütte Smrek auf der Wiese im Juni.",
      nl: "Huisje Smrek op de weide, in juni.",
    },
  },
  hostPhoto: {
    file: "host-couple",
    alt: {
      pl: "Marta i Piotr stoją uśmiechnięci obok siebie: Marta z brązowymi włosami do ramion, w rdzawoczerwonym swetrze, Piotr w okrągłych okularach, z siwiejącą brodą, w niebieskim swetrze.",
      en: "Marta and Piotr, smiling side by side: Marta with shoulder-length brown hair and a rust-red jumper, Piotr with round glasses, a greying beard and a blue jumper.",
      de: "Marta und Piotr, lächelnd nebeneinander: Marta mit schulterlangen braunen Haaren und rostrotem Pullover, Piotr mit runder Brille, grau meliertem Bart und blauem Pullover.",
      nl: "Marta en Piotr, lachend naast elkaar: Marta met halflang bruin haar en een roestrode trui, Piotr met een ronde bril, een grijzende baard en een blauwe trui.",
    },
  },
  units: [
    {
      slug: "domek-smrek",
      unit: {
        name: { pl: "Domek Smrek", en: "Smrek Cabin", de: "Hütte Smrek", nl: "Huisje Smrek" },
        type: "cabin",
        shortDescription: {
          pl: "Największy domek, dla sześciu osób: dwie sypialnie, antresola, kominek i własna balia na tarasie z widokiem na Giewont.",
          en: "Our largest cabin, for six: two bedrooms, a sleeping gallery, a fireplace and its own wood-fired hot tub on the deck, facing Giewont.",
          de: "Unsere größte Hütte, für sechs Personen: zwei Schlafzimmer, eine Schlafempore, Kamin und ein eigener holzbefeuerter Hot Tub auf der Terrasse mit Blick zum Giewont.",
          nl: "Ons grootste huisje, voor zes: twee slaapkamers, een slaapvide, een open haard en een eigen houtgestookte hottub op het terras, met zicht op de Giewont.",
        },
        longDescription: richPerLanguage({
          pl: `Smrek stoi najwyżej na polanie, tuż pod trzema smrekami dziadka. Z salonu i z tarasu patrzy się prosto na Giewont, a zimą, kiedy napada śniegu, na polanie robi się tor saneczkowy aż do naszego domu.

## Układ domku

- **Parter:** salon z kominkiem i kuchnią z jadalnią, sypialnia z łóżkiem podwójnym (160 × 200), łazienka z wolnostojącą wanną i prysznicem
- **Piętro:** sypialnia z dwoma pojedynczymi łóżkami, antresola z dwoma łóżkami pod skosem dachu, druga łazienka z toaletą
- **Na zewnątrz:** taras z balią dla sześciu osób, grill, ławy i stół, plac zabaw na polanie

Balię rozpalamy na Wasze życzenie – wystarczy dać znać do 14:00, a wieczorem woda będzie gorąca. W sieni stoi suszarka do butów i wieszaki na mokre kurtki, a w szafie sanki i dwie pary raczków dla dorosłych.`,
          en: `Smrek stands highest on the meadow, right beneath Grandpa’s three spruces. From the living room and the deck you look straight at Giewont, and in winter, when the snow comes, the meadow turns into a sledging run all the way down to our house.

## Layout

- **Ground floor:** living room with fireplace, kitchen with dining table, bedroom with a double bed (160 × 200), bathroom with a freestanding bath and a shower
- **First floor:** bedroom with two single beds, a sleeping gallery with two beds under the sloping roof, a second bathroom with toilet
- **Outside:** a deck with a hot tub for six, a barbecue, benches and a table, and a playground on the meadow

We light the hot tub for you on request – just tell us by 2 pm and the water will be hot by evening. In the porch there is a boot dryer and hooks for wet jackets, and in the cupboard you’ll find sledges and two pairs of microspikes for adults.`,
          de: `Smrek steht am höchsten auf der Wiese, direkt unter Großvaters drei Fichten. Vom Wohnzimmer und von der Terrasse blicken Sie geradewegs auf den Giewont, und im Winter, wenn Schnee fällt, wird die Wiese zur Rodelbahn bis hinunter zu unserem Haus.

## Aufteilung

- **Erdgeschoss:** Wohnzimmer mit Kamin, Küche mit Essplatz, Schlafzimmer mit Doppelbett (160 × 200), Bad mit freistehender Wanne und Dusche
- **Obergeschoss:** Schlafzimmer mit zwei Einzelbetten, Schlafempore mit zwei Betten unter der Dachschräge, zweites Bad mit WC
- **Draußen:** Terrasse mit Hot Tub für sechs, Grill, Bänke und Tisch, Spielplatz auf der Wiese

Den Hot Tub heizen wir auf Wunsch für Sie an – sagen Sie uns bis 14 Uhr Bescheid, dann ist das Wasser am Abend heiß. Im Windfang stehen ein Schuhtrockner und Haken für nasse Jacken, im Schrank finden Sie Schlitten und zwei Paar Grödel für Erwachsene.`,
          nl: `Smrek staat het hoogst op de weide, vlak onder opa’s drie sparren. Vanuit de woonkamer en vanaf het terras kijk je recht op de Giewont, en als er in de winter sneeuw valt, wordt de weide een sleebaan tot aan ons huis.

## Indeling

- **Begane grond:** woonkamer met open haard, keuken met eettafel, slaapkamer met tweepersoonsbed (160 × 200), badkamer met vrijstaand bad en douche
- **Verdieping:** slaapkamer met twee eenpersoonsbedden, slaapvide met twee bedden onder het schuine dak, tweede badkamer met toilet
- **Buiten:** terras met hottub voor zes, barbecue, banken en tafel, speeltuin op de weide

De hottub stoken wij voor je op als je dat wilt – laat het ons voor 14.00 uur weten, dan is het water ’s avonds heet. In de hal staan een schoenendroger en haken voor natte jassen, en in de kast vind je sleeën en twee paar schoenspikes voor volwassenen.`,
        }),
        houseRules: {
          pl: "Cisza nocna od 22:00 do 7:00.\nW domku nie palimy; na zewnątrz jest wiata z popielniczką.\nNa polanie mieszka nasz owczarek Halny, dlatego nie przyjmujemy innych zwierząt.\nW kominku palimy tylko drewnem z drewutni.\nDzieci korzystają z balii wyłącznie pod opieką dorosłych.\nŚmieci segregujemy: papier, szkło, metale i tworzywa sztuczne, bio i zmieszane.\nZimą droga na polanę jest stroma – odśnieżamy ją, ale opony zimowe są konieczne.\nW dniu wyjazdu prosimy zostawić klucze w skrzynce przy drzwiach do 10:00.",
          en: "Quiet hours from 10 pm to 7 am.\nNo smoking in the cabin; there is a shelter with an ashtray outside.\nOur sheepdog Halny lives on the meadow, so we can’t take other pets.\nOnly burn wood from the woodshed in the fireplace.\nChildren may use the hot tub only with an adult.\nPlease separate your rubbish: paper, glass, metal and plastic, food waste and the rest.\nIn winter the lane up to the meadow is steep – we clear it, but winter tyres are a must.\nOn departure, please leave the keys in the box by the door by 10 am.",
          de: "Nachtruhe von 22 bis 7 Uhr.\nIn der Hütte wird nicht geraucht; draußen gibt es einen Unterstand mit Aschenbecher.\nAuf der Wiese lebt unser Schäferhund Halny, deshalb können wir keine anderen Tiere aufnehmen.\nIm Kamin bitte nur Holz aus dem Holzschuppen verbrennen.\nKinder dürfen den Hot Tub nur in Begleitung Erwachsener nutzen.\nBitte trennen Sie den Müll: Papier, Glas, Metall und Kunststoff, Bioabfall und Restmüll.\nIm Winter ist die Zufahrt zur Wiese steil – wir räumen sie, aber Winterreifen sind Pflicht.\nAm Abreisetag bitte die Schlüssel bis 10 Uhr in den Kasten an der Tür legen.",
          nl: "Nachtrust van 22.00 tot 7.00 uur.\nNiet roken in het huisje; buiten staat een afdakje met een asbak.\nOp de weide woont onze herdershond Halny, daarom kunnen we geen andere huisdieren ontvangen.\nStook de open haard alleen met hout uit de houtschuur.\nKinderen gaan alleen onder toezicht van een volwassene in de hottub.\nWe scheiden afval: papier, glas, metaal en plastic, gft en restafval.\nIn de winter is de weg naar de weide steil – we maken hem sneeuwvrij, maar winterbanden zijn echt nodig.\nLeg op de vertrekdag voor 10.00 uur de sleutels in het kastje bij de deur.",
        },
        maxGuests: 6,
        bedrooms: 2,
        beds: 5,
        bathrooms: 2,
        sizeM2: 78,
        facilities: [
          "dishwasher",
          "oven",
          "coffeeMachine",
          "kettle",
          "fridge",
          "stove",
          "shower",
          "bathtub",
          "towels",
          "hairdryer",
          "wifi",
          "fireplace",
          "heating",
          "boardGames",
          "bedLinen",
          "terrace",
          "bbq",
          "gardenFurniture",
          "playground",
          "hotTub",
          "highChair",
          "babyCot",
          "freeParking",
          "smokeDetector",
          "carbonMonoxideDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "21:00",
        checkOutUntil: "10:00",
      },
      cover: {
        file: "mountain-cabin",
        alt: {
          pl: "Drewniany domek z bali na kwitnącej polanie, za nim świerkowy las i ośnieżone szczyty Tatr.",
          en: "A wooden log cabin on a flowering meadow, with a spruce forest and the snow-capped Tatra peaks behind it.",
          de: "Eine Holzhütte auf einer blühenden Wiese, dahinter Fichtenwald und die schneebedeckten Gipfel der Tatra.",
          nl: "Een houten blokhut op een bloeiende weide, met daarachter sparrenbos en de besneeuwde toppen van de Tatra.",
        },
      },
      photos: [
        {
          file: "kitchen",
          alt: {
            pl: "Jasna kuchnia z zielonymi szafkami, dwiema lampami wiszącymi i długim drewnianym stołem z ośmioma krzesłami, nakrytym talerzami, z wazonem kwiatów.",
            en: "A bright kitchen with green cupboards, two pendant lamps and a long wooden dining table with eight chairs, laid with plates and a vase of flowers.",
            de: "Eine helle Küche mit grünen Schränken, zwei Hängelampen und einem langen Holztisch mit acht Stühlen, gedeckt mit Tellern und einer Vase mit Blumen.",
            nl: "Een lichte keuken met groene kastjes, twee hanglampen en een lange houten eettafel met acht stoelen, gedekt met borden en een vaas bloemen.",
          },
          caption: {
            pl: "Stół, przy którym zmieści się cała rodzina.",
            en: "A table that seats the whole family.",
            de: "Ein Tisch, an dem die ganze Familie Platz hat.",
            nl: "Een tafel waar de hele familie aan past.",
          },
        },
        {
          file: "bathroom",
          alt: {
            pl: "Jasna łazienka z wolnostojącą wanną przed dużym oknem, za którym rosną brzozy, z drewnianą ścianą z umywalką i okrągłym lustrem oraz drabinką na ręczniki.",
            en: "A bright bathroom with a freestanding bath in front of a large window with birch trees outside, a wooden wall with a basin and round mirror, and a towel ladder.",
            de: "Ein helles Bad mit freistehender Wanne vor einem großen Fenster mit Birken dahinter, einer Holzwand mit Aufsatzbecken und rundem Spiegel und einer Handtuchleiter.",
            nl: "Een lichte badkamer met een vrijstaand bad voor een groot raam met berken erachter, een houten wand met waskom en ronde spiegel, en een ladder met een handdoek.",
          },
          caption: {
            pl: "Wanna na parterze – po całym dniu na szlaku.",
            en: "The ground-floor bath, for after a day on the trail.",
            de: "Die Wanne im Erdgeschoss – für nach der Bergtour.",
            nl: "Het bad beneden, voor na een dag in de bergen.",
          },
        },
      ],
    },
    {
      slug: "domek-limba",
      unit: {
        name: { pl: "Domek Limba", en: "Limba Cabin", de: "Hütte Limba", nl: "Huisje Limba" },
        type: "cabin",
        shortDescription: {
          pl: "Domek rodzinny dla czterech osób: sypialnia, antresola dla dzieci, kominek i balkon z widokiem na Giewont i Czerwone Wierchy.",
          en: "A family cabin for four: a bedroom, a sleeping gallery for the children, a fireplace and a balcony looking out at Giewont and the Red Peaks.",
          de: "Familienhütte für vier Personen: Schlafzimmer, Schlafempore für die Kinder, Kamin und Balkon mit Blick auf Giewont und Rote Gipfel.",
          nl: "Gezinshuisje voor vier: een slaapkamer, een slaapvide voor de kinderen, een open haard en een balkon met uitzicht op de Giewont en de Rode Toppen.",
        },
        longDescription: richPerLanguage({
          pl: `Limba to nasz domek dla rodzin. Dzieci śpią na antresoli, do której prowadzą schody z balustradą, a rodzice w sypialni na dole. Z balkonu na piętrze widać całe Czerwone Wierchy – we wrześniu, kiedy trawy na grzbiecie robią się rdzawe, wiadomo, skąd wzięła się ich nazwa.

## Układ domku

- **Parter:** salon z kominkiem i aneksem kuchennym, sypialnia z łóżkiem podwójnym (160 × 200), łazienka z prysznicem
- **Antresola:** dwa pojedyncze łóżka i kącik z książkami i grami
- **Na zewnątrz:** balkon od strony Tatr, stół z ławami przed domkiem, plac zabaw na polanie kilka kroków dalej

Dla maluchów mamy łóżeczko, krzesełko do karmienia i nocnik. Halny przychodzi codziennie rano sprawdzić, czy wszyscy już wstali.`,
          en: `Limba is our cabin for families. The children sleep on the gallery, reached by stairs with a railing, and the parents in the bedroom downstairs. From the upstairs balcony you can see the whole of the Red Peaks – in September, when the grass on the ridge turns rust-coloured, you’ll understand how they got their name.

## Layout

- **Ground floor:** living room with fireplace and kitchenette, bedroom with a double bed (160 × 200), shower room
- **Gallery:** two single beds and a corner with books and games
- **Outside:** a balcony facing the Tatras, a table and benches in front of the cabin, and the playground on the meadow a few steps away

For little ones we have a cot, a high chair and a potty. Halny comes by every morning to check that everyone is up.`,
          de: `Limba ist unsere Hütte für Familien. Die Kinder schlafen auf der Empore, zu der eine Treppe mit Geländer führt, die Eltern im Schlafzimmer unten. Vom Balkon im Obergeschoss sieht man den ganzen Kamm der Roten Gipfel – im September, wenn sich das Gras auf dem Kamm rostrot färbt, versteht man, woher sie ihren Namen haben.

## Aufteilung

- **Erdgeschoss:** Wohnzimmer mit Kamin und Küchenzeile, Schlafzimmer mit Doppelbett (160 × 200), Duschbad
- **Empore:** zwei Einzelbetten und eine Ecke mit Büchern und Spielen
- **Draußen:** Balkon zur Tatra, Tisch und Bänke vor der Hütte, der Spielplatz auf der Wiese ein paar Schritte weiter

Für die Kleinsten haben wir ein Kinderbett, einen Hochstuhl und ein Töpfchen. Halny kommt jeden Morgen vorbei, um nachzusehen, ob alle schon wach sind.`,
          nl: `Limba is ons huisje voor gezinnen. De kinderen slapen op de vide, waar een trap met leuning naartoe gaat, de ouders in de slaapkamer beneden. Vanaf het balkon boven zie je de hele kam van de Rode Toppen – in september, als het gras op de kam roestrood kleurt, snap je waar de naam vandaan komt.

## Indeling

- **Begane grond:** woonkamer met open haard en kitchenette, slaapkamer met tweepersoonsbed (160 × 200), badkamer met douche
- **Vide:** twee eenpersoonsbedden en een hoekje met boeken en spelletjes
- **Buiten:** balkon aan de kant van de Tatra, tafel met banken voor het huisje, en een paar stappen verder de speeltuin op de weide

Voor de kleintjes hebben we een kinderbedje, een kinderstoel en een potje. Halny komt elke ochtend kijken of iedereen al op is.`,
        }),
        houseRules: {
          pl: "Cisza nocna od 22:00 do 7:00.\nW domku nie palimy; na zewnątrz jest wiata z popielniczką.\nNa polanie mieszka nasz owczarek Halny, dlatego nie przyjmujemy innych zwierząt.\nW kominku palimy tylko drewnem z drewutni.\nŚmieci segregujemy: papier, szkło, metale i tworzywa sztuczne, bio i zmieszane.\nZimą droga na polanę jest stroma – odśnieżamy ją, ale opony zimowe są konieczne.\nW dniu wyjazdu prosimy zostawić klucze w skrzynce przy drzwiach do 10:00.",
          en: "Quiet hours from 10 pm to 7 am.\nNo smoking in the cabin; there is a shelter with an ashtray outside.\nOur sheepdog Halny lives on the meadow, so we can’t take other pets.\nOnly burn wood from the woodshed in the fireplace.\nPlease separate your rubbish: paper, glass, metal and plastic, food waste and the rest.\nIn winter the lane up to the meadow is steep – we clear it, but winter tyres are a must.\nOn departure, please leave the keys in the box by the door by 10 am.",
          de: "Nachtruhe von 22 bis 7 Uhr.\nIn der Hütte wird nicht geraucht; draußen gibt es einen Unterstand mit Aschenbecher.\nAuf der Wiese lebt unser Schäferhund Halny, deshalb können wir keine anderen Tiere aufnehmen.\nIm Kamin bitte nur Holz aus dem Holzschuppen verbrennen.\nBitte trennen Sie den Müll: Papier, Glas, Metall und Kunststoff, Bioabfall und Restmüll.\nIm Winter ist die Zufahrt zur Wiese steil – wir räumen sie, aber Winterreifen sind Pflicht.\nAm Abreisetag bitte die Schlüssel bis 10 Uhr in den Kasten an der Tür legen.",
          nl: "Nachtrust van 22.00 tot 7.00 uur.\nNiet roken in het huisje; buiten staat een afdakje met een asbak.\nOp de weide woont onze herdershond Halny, daarom kunnen we geen andere huisdieren ontvangen.\nStook de open haard alleen met hout uit de houtschuur.\nWe scheiden afval: papier, glas, metaal en plastic, gft en restafval.\nIn de winter is de weg naar de weide steil – we maken hem sneeuwvrij, maar winterbanden zijn echt nodig.\nLeg op de vertrekdag voor 10.00 uur de sleutels in het kastje bij de deur.",
        },
        maxGuests: 4,
        bedrooms: 1,
        beds: 3,
        bathrooms: 1,
        sizeM2: 55,
        facilities: [
          "dishwasher",
          "oven",
          "coffeeMachine",
          "kettle",
          "fridge",
          "stove",
          "shower",
          "towels",
          "hairdryer",
          "wifi",
          "fireplace",
          "heating",
          "boardGames",
          "bedLinen",
          "balcony",
          "gardenFurniture",
          "playground",
          "highChair",
          "babyCot",
          "toys",
          "freeParking",
          "smokeDetector",
          "carbonMonoxideDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "21:00",
        checkOutUntil: "10:00",
      },
      cover: {
        file: "living-room",
        alt: {
          pl: "Jasny salon z szarą kanapą pełną poduszek, okrągłym stolikiem, lampą łukową i półkami z książkami oraz dużym oknem z widokiem na łąkę i świerki.",
          en: "A bright living room with a grey sofa full of cushions, a round coffee table, an arc lamp and bookshelves, and a large window looking out onto a meadow with spruce trees.",
          de: "Ein helles Wohnzimmer mit grauem Sofa voller Kissen, rundem Couchtisch, Bogenlampe und Bücherregalen und einem großen Fenster mit Blick auf eine Wiese mit Fichten.",
          nl: "Een lichte woonkamer met een grijze bank vol kussens, een ronde salontafel, een booglamp en boekenplanken, en een groot raam dat uitkijkt op een grasveld met sparren.",
        },
        caption: {
          pl: "Salon Limby, z widokiem na łąkę i świerki.",
          en: "Limba’s living room, looking out on the meadow and spruces.",
          de: "Das Wohnzimmer der Hütte Limba, mit Blick auf Wiese und Fichten.",
          nl: "De woonkamer van Limba, met uitzicht op de weide en de sparren.",
        },
      },
      photos: [
        {
          file: "bedroom",
          alt: {
            pl: "Spokojna sypialnia z pościelonym podwójnym łóżkiem z drewnianym zagłówkiem, dwiema lampkami nocnymi, dwiema grafikami w ramkach i dużym oknem z widokiem na zieleń.",
            en: "A calm bedroom with a made-up double bed with a wooden headboard, two bedside lamps, two framed prints and a large window with greenery outside.",
            de: "Ein ruhiges Schlafzimmer mit bezogenem Doppelbett mit Holzkopfteil, zwei Nachttischlampen, zwei gerahmten Drucken und einem großen Fenster ins Grüne.",
            nl: "Een rustige slaapkamer met een opgemaakt tweepersoonsbed met houten hoofdeinde, twee nachtlampjes, twee ingelijste prenten en een groot raam met groen erachter.",
          },
          caption: {
            pl: "Sypialnia rodziców na parterze.",
            en: "The parents’ bedroom on the ground floor.",
            de: "Das Elternschlafzimmer im Erdgeschoss.",
            nl: "De slaapkamer van de ouders, beneden.",
          },
        },
      ],
    },
    {
      slug: "domek-jawor",
      unit: {
        name: { pl: "Domek Jawor", en: "Jawor Cabin", de: "Hütte Jawor", nl: "Huisje Jawor" },
        type: "cabin",
        shortDescription: {
          pl: "Mały domek dla dwojga na skraju lasu, z kominkiem, własną sauną fińską i łóżkiem, z którego widać Tatry.",
          en: "A small cabin for two at the edge of the woods, with a fireplace, its own Finnish sauna and a bed with a view of the Tatras.",
          de: "Kleine Hütte für zwei am Waldrand, mit Kamin, eigener finnischer Sauna und einem Bett mit Blick auf die Tatra.",
          nl: "Klein huisje voor twee aan de bosrand, met open haard, een eigen Finse sauna en een bed met uitzicht op de Tatra.",
        },
        longDescription: richPerLanguage({
          pl: `Jawor stoi trochę na uboczu, tam gdzie polana przechodzi w las, pod starym jaworem, od którego wziął nazwę. To domek dla par: jedno duże pomieszczenie z kominkiem, łóżko ustawione tak, żeby rano pierwsze, co zobaczycie, były Tatry, i mała sauna fińska za ścianą łazienki.

## Co jest w środku

- pokój dzienny z kominkiem, kanapą i łóżkiem podwójnym (180 × 200) przy dużym oknie
- aneks kuchenny z dwiema płytami, lodówką, mikrofalówką i ekspresem do kawy
- łazienka z prysznicem i sauna dla dwóch osób
- mały taras z dwoma leżakami od strony lasu

Sauna nagrzewa się w czterdzieści minut. Zimą, po saunie, można wybiec boso w śnieg – sprawdzone przez Piotra, odradzane przez Martę.`,
          en: `Jawor stands a little apart, where the meadow turns into forest, under the old sycamore (*jawor*) it is named after. It is a cabin for couples: one large room with a fireplace, the bed placed so that the first thing you see in the morning is the Tatras, and a small Finnish sauna behind the bathroom wall.

## What’s inside

- a living space with fireplace, sofa and a double bed (180 × 200) by the big window
- a kitchenette with two hobs, a fridge, a microwave and a coffee machine
- a shower room and a sauna for two
- a small deck with two loungers on the forest side

The sauna heats up in forty minutes. In winter, after the sauna, you can run out barefoot into the snow – tested by Piotr, not recommended by Marta.`,
          de: `Jawor steht etwas abseits, dort, wo die Wiese in den Wald übergeht, unter dem alten Bergahorn (*jawor*), nach dem die Hütte benannt ist. Es ist eine Hütte für Paare: ein großer Raum mit Kamin, das Bett so gestellt, dass Sie morgens als Erstes die Tatra sehen, und eine kleine finnische Sauna hinter der Badezimmerwand.

## Was drin ist

- Wohnraum mit Kamin, Sofa und Doppelbett (180 × 200) am großen Fenster
- Küchenzeile mit zwei Kochplatten, Kühlschrank, Mikrowelle und Kaffeemaschine
- Duschbad und Sauna für zwei
- kleine Terrasse mit zwei Liegestühlen zur Waldseite

Die Sauna ist in vierzig Minuten warm. Im Winter kann man nach der Sauna barfuß in den Schnee laufen – von Piotr erprobt, von Marta nicht empfohlen.`,
          nl: `Jawor staat wat apart, waar de weide overgaat in bos, onder de oude esdoorn (*jawor*) waar het huisje naar heet. Het is een huisje voor stellen: één grote ruimte met een open haard, het bed zo neergezet dat je ’s ochtends als eerste de Tatra ziet, en een kleine Finse sauna achter de badkamermuur.

## Wat erin zit

- woonruimte met open haard, bank en tweepersoonsbed (180 × 200) bij het grote raam
- kitchenette met twee kookplaten, koelkast, magnetron en koffiemachine
- badkamer met douche en een sauna voor twee
- klein terras met twee ligstoelen aan de bosrand

De sauna is in veertig minuten warm. In de winter kun je na de sauna op blote voeten de sneeuw in rennen – getest door Piotr, afgeraden door Marta.`,
        }),
        houseRules: {
          pl: "Cisza nocna od 22:00 do 7:00.\nW domku nie palimy; na zewnątrz jest wiata z popielniczką.\nNa polanie mieszka nasz owczarek Halny, dlatego nie przyjmujemy innych zwierząt.\nW kominku palimy tylko drewnem z drewutni.\nPo saunie prosimy ją wyłączyć i zostawić uchylone drzwi.\nŚmieci segregujemy: papier, szkło, metale i tworzywa sztuczne, bio i zmieszane.\nW dniu wyjazdu prosimy zostawić klucze w skrzynce przy drzwiach do 10:00.",
          en: "Quiet hours from 10 pm to 7 am.\nNo smoking in the cabin; there is a shelter with an ashtray outside.\nOur sheepdog Halny lives on the meadow, so we can’t take other pets.\nOnly burn wood from the woodshed in the fireplace.\nAfter using the sauna, please switch it off and leave the door ajar.\nPlease separate your rubbish: paper, glass, metal and plastic, food waste and the rest.\nOn departure, please leave the keys in the box by the door by 10 am.",
          de: "Nachtruhe von 22 bis 7 Uhr.\nIn der Hütte wird nicht geraucht; draußen gibt es einen Unterstand mit Aschenbecher.\nAuf der Wiese lebt unser Schäferhund Halny, deshalb können wir keine anderen Tiere aufnehmen.\nIm Kamin bitte nur Holz aus dem Holzschuppen verbrennen.\nBitte die Sauna nach dem Benutzen ausschalten und die Tür einen Spalt offen lassen.\nBitte trennen Sie den Müll: Papier, Glas, Metall und Kunststoff, Bioabfall und Restmüll.\nAm Abreisetag bitte die Schlüssel bis 10 Uhr in den Kasten an der Tür legen.",
          nl: "Nachtrust van 22.00 tot 7.00 uur.\nNiet roken in het huisje; buiten staat een afdakje met een asbak.\nOp de weide woont onze herdershond Halny, daarom kunnen we geen andere huisdieren ontvangen.\nStook de open haard alleen met hout uit de houtschuur.\nZet de sauna na gebruik uit en laat de deur op een kier.\nWe scheiden afval: papier, glas, metaal en plastic, gft en restafval.\nLeg op de vertrekdag voor 10.00 uur de sleutels in het kastje bij de deur.",
        },
        maxGuests: 2,
        bedrooms: 0,
        beds: 1,
        bathrooms: 1,
        sizeM2: 34,
        facilities: [
          "microwave",
          "coffeeMachine",
          "kettle",
          "fridge",
          "stove",
          "shower",
          "towels",
          "hairdryer",
          "wifi",
          "fireplace",
          "heating",
          "bedLinen",
          "terrace",
          "gardenFurniture",
          "sauna",
          "freeParking",
          "smokeDetector",
          "carbonMonoxideDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "21:00",
        checkOutUntil: "10:00",
      },
      cover: {
        file: "fireplace-lounge",
        alt: {
          pl: "Wyłożony drewnem pokój z piecem kominkowym przy kamiennej ścianie, wnęką pełną polan, skórzanym fotelem z kocem, świecą na stoliku i zaśnieżonymi świerkami za oknem o zmierzchu.",
          en: "A wood-panelled room with a wood stove against a stone wall, a niche stacked with logs, a leather armchair with a blanket, a candle on the coffee table and snowy conifers at dusk through the window.",
          de: "Ein holzverkleideter Raum mit einem Kaminofen vor einer Steinwand, einer Nische voller Holzscheite, einem Ledersessel mit Decke, einer Kerze auf dem Couchtisch und verschneiten Nadelbäumen in der Dämmerung vor dem Fenster.",
          nl: "Een houten kamer met een houtkachel tegen een stenen wand, een nis vol houtblokken, een leren fauteuil met een plaid, een kaars op de salontafel en door het raam besneeuwde sparren in de schemering.",
        },
        caption: {
          pl: "Zimowy wieczór w Jaworze.",
          en: "A winter evening in Jawor.",
          de: "Ein Winterabend in der Hütte Jawor.",
          nl: "Een winteravond in Jawor.",
        },
      },
      photos: [],
    },
  ],
  gallery: [
    {
      file: "mountain-cabin",
      alt: {
        pl: "Drewniany domek z bali na kwitnącej polanie, za nim świerkowy las i ośnieżone szczyty Tatr.",
        en: "A wooden log cabin on a flowering meadow, with a spruce forest and the snow-capped Tatra peaks behind it.",
        de: "Eine Holzhütte auf einer blühenden Wiese, dahinter Fichtenwald und die schneebedeckten Gipfel der Tatra.",
        nl: "Een houten blokhut op een bloeiende weide, met daarachter sparrenbos en de besneeuwde toppen van de Tatra.",
      },
    },
    {
      file: "fireplace-lounge",
      alt: {
        pl: "Wyłożony drewnem pokój z piecem kominkowym przy kamiennej ścianie, wnęką pełną polan, skórzanym fotelem z kocem, świecą na stoliku i zaśnieżonymi świerkami za oknem o zmierzchu.",
        en: "A wood-panelled room with a wood stove against a stone wall, a niche stacked with logs, a leather armchair with a blanket, a candle on the coffee table and snowy conifers at dusk through the window.",
        de: "Ein holzverkleideter Raum mit einem Kaminofen vor einer Steinwand, einer Nische voller Holzscheite, einem Ledersessel mit Decke, einer Kerze auf dem Couchtisch und verschneiten Nadelbäumen in der Dämmerung vor dem Fenster.",
        nl: "Een houten kamer met een houtkachel tegen een stenen wand, een nis vol houtblokken, een leren fauteuil met een plaid, een kaars op de salontafel en door het raam besneeuwde sparren in de schemering.",
      },
      caption: {
        pl: "Kiedy na polanie leży śnieg, wieczory spędza się przy ogniu.",
        en: "When there is snow on the meadow, evenings are spent by the fire.",
        de: "Wenn Schnee auf der Wiese liegt, verbringt man die Abende am Feuer.",
        nl: "Als er sneeuw op de weide ligt, zit je ’s avonds bij het vuur.",
      },
    },
    {
      file: "forest-walk",
      alt: {
        pl: "Piaszczysta ścieżka przez las wysokich, prostych pni, z promieniami słońca przebijającymi się przez korony drzew i paprociami na poboczu.",
        en: "A sandy path through a forest of tall, straight trunks, with sunbeams slanting through the canopy and ferns along the edge.",
        de: "Ein Sandweg durch einen Wald mit hohen, geraden Stämmen, mit Sonnenstrahlen durch das Blätterdach und Farnen am Wegrand.",
        nl: "Een zandpad door een bos met hoge, rechte stammen, met zonnestralen door het bladerdak en varens langs de kant.",
      },
      caption: {
        pl: "Droga przez las do Doliny Kościeliskiej.",
        en: "The forest track into the Kościeliska Valley.",
        de: "Der Waldweg ins Kościeliska-Tal.",
        nl: "Het bospad naar het Kościeliska-dal.",
      },
    },
    {
      file: "village-market",
      alt: {
        pl: "Rynek ze straganami pod pasiastymi daszkami, owocami i kwiatami na ladach i spacerującymi ludźmi; na końcu ceglana wieża kościoła między kolorowymi kamienicami ze szczytami.",
        en: "A market square with stalls under striped awnings, fruit and flowers on the counters and people strolling about; at the far end a brick church tower between colourful gabled houses.",
        de: "Ein Marktplatz mit Ständen unter gestreiften Markisen, Obst und Blumen auf den Tischen und Menschen, die umherschlendern; am Ende ein Backsteinkirchturm zwischen bunten Giebelhäusern.",
        nl: "Een marktplein met kramen onder gestreepte luifels, fruit en bloemen op de toonbanken en mensen die rondlopen; aan het eind een bakstenen kerktoren tussen gekleurde puntgevels.",
      },
      caption: {
        pl: "Na targu: oscypki, wełna i kierpce.",
        en: "At the market: smoked cheese, wool and highland slippers.",
        de: "Auf dem Markt: Räucherkäse, Wolle und Goralenschuhe.",
        nl: "Op de markt: gerookte kaas, wol en bergslofjes.",
      },
    },
    {
      file: "lakeside-chalet",
      alt: {
        pl: "Drewniany dom z balkonem pełnym czerwonych kwiatów nad górskim jeziorem, z drewnianym pomostem i czerwoną łódką, w tle ośnieżone szczyty.",
        en: "A wooden chalet with a balcony full of red flowers by a mountain lake, with a wooden jetty and a red rowing boat, snowy peaks behind.",
        de: "Ein Holzchalet mit einem Balkon voller roter Blumen an einem Bergsee, mit Holzsteg und rotem Ruderboot, dahinter schneebedeckte Gipfel.",
        nl: "Een houten chalet met een balkon vol rode bloemen aan een bergmeer, met een houten steiger en een rode roeiboot, en besneeuwde toppen erachter.",
      },
      caption: {
        pl: "Jezioro Czorsztyńskie – dobry pomysł na dzień bez szlaku.",
        en: "Lake Czorsztyn – a good idea for a day off the trails.",
        de: "Der Czorsztyn-Stausee – eine gute Idee für einen Tag ohne Bergtour.",
        nl: "Het Czorsztyn-meer – een goed idee voor een dag zonder bergtocht.",
      },
    },
    {
      file: "living-room",
      alt: {
        pl: "Jasny salon z szarą kanapą pełną poduszek, okrągłym stolikiem, lampą łukową i półkami z książkami oraz dużym oknem z widokiem na łąkę i świerki.",
        en: "A bright living room with a grey sofa full of cushions, a round coffee table, an arc lamp and bookshelves, and a large window looking out onto a meadow with spruce trees.",
        de: "Ein helles Wohnzimmer mit grauem Sofa voller Kissen, rundem Couchtisch, Bogenlampe und Bücherregalen und einem großen Fenster mit Blick auf eine Wiese mit Fichten.",
        nl: "Een lichte woonkamer met een grijze bank vol kussens, een ronde salontafel, een booglamp en boekenplanken, en een groot raam dat uitkijkt op een grasveld met sparren.",
      },
    },
  ],
  reviews: [
    {
      guestName: "Agnieszka z rodziną",
      stayMonth: "2025-08-01",
      rating: 5,
      lang: "pl",
      source: "booking",
      unit: "domek-smrek",
      body: "Byliśmy w szóstkę, z dziadkami, i każdy znalazł swój kąt. Domek pachnie drewnem, wszystko jest czyste i przemyślane, a widok na Giewont z tarasu – bajka. Piotr doradził nam trasę do Doliny Kościeliskiej z dziećmi, a Marta zostawiła chleb i konfiturę z borówek, którą dzieci zjadły w jeden wieczór. Wrócimy zimą!",
    },
    {
      guestName: "Familie Hoffmann",
      stayMonth: "2026-01-01",
      rating: 5,
      lang: "de",
      source: "direct",
      unit: "domek-smrek",
      body: "Eine Woche Winter wie aus dem Bilderbuch: Schnee auf der Wiese, die Kinder jeden Tag auf dem Schlitten, abends der Hot Tub bei minus zehn Grad mit Blick auf die verschneiten Berge. Die Zufahrt ist steil, aber Piotr räumt sie jeden Morgen. Marta und Piotr sind großartige Gastgeber und sprechen gut Englisch, Piotr sogar ein bisschen Deutsch.",
    },
    {
      guestName: "James",
      stayMonth: "2025-09-01",
      rating: 5,
      lang: "en",
      source: "google",
      unit: "domek-jawor",
      body: "I came to walk in the Tatras for a week and couldn’t have asked for a better base. Piotr knows every trail and was honest with me: he talked me out of Orla Perć with storms forecast and sent me over the Red Peaks instead, which was the best day of the trip. Jawor is small but perfect for one or two, and the sauna after a long day is bliss.",
    },
    {
      guestName: "Bart en Linda",
      stayMonth: "2026-07-01",
      rating: 4,
      lang: "nl",
      source: "airbnb",
      unit: "domek-limba",
      body: "Prachtig houten huisje met een balkon waar je ’s avonds niet meer vanaf wilt. De kinderen vonden slapen op de vide geweldig en hebben de hele week met Halny gespeeld. Zakopane zelf vonden we erg druk in juli; de dalen vroeg in de ochtend waren daarentegen heerlijk rustig. De weg naar boven is steil en smal, daar moet je even aan wennen.",
      reply:
        "Dank jullie wel, Bart en Linda! Halny mist de kinderen nog steeds. Goede tip voor iedereen: in juli en augustus zo vroeg mogelijk de dalen in.",
    },
    {
      guestName: "Michał i Ola",
      stayMonth: "2026-02-01",
      rating: 5,
      lang: "pl",
      source: "airbnb",
      unit: "domek-jawor",
      body: "Przyjechaliśmy na walentynkowy weekend i nie wychodziliśmy prawie wcale – kominek, sauna, śnieg za oknem i Tatry w porannym słońcu prosto z łóżka. Domek jest mały, ale niczego nie brakuje. Gospodarze bardzo serdeczni, a chleb Marty to osobny powód, żeby wrócić.",
    },
    {
      guestName: "Sabine & Klaus",
      stayMonth: "2025-10-01",
      rating: 4,
      lang: "de",
      source: "booking",
      unit: "domek-limba",
      body: "Sehr schöne, gemütliche Hütte mit traumhaftem Blick, alles sauber und gut ausgestattet. Im Oktober waren die Wege in den Tälern angenehm leer und die Lärchen goldgelb. Einziger Punkt: Das WLAN war abends manchmal langsam. Piotrs Tourentipps waren Gold wert.",
      reply:
        "Vielen Dank, Sabine und Klaus! Seit November haben wir einen schnelleren Internetanschluss, das WLAN reicht jetzt auch abends für alle drei Hütten. Bis zum nächsten Mal!",
    },
    {
      guestName: "Kasia",
      stayMonth: "2026-04-01",
      rating: 4,
      lang: "pl",
      source: "google",
      unit: "domek-limba",
      body: "Przyjechałyśmy z siostrą i dziećmi na krokusy do Chochołowskiej i to był strzał w dziesiątkę – Piotr poradził wyjść przed siódmą, więc na polanie byliśmy prawie sami. Domek ciepły i wygodny. Minus za to, że w kwietniu w dolinach jest jeszcze sporo błota, ale tego gospodarze nie zmienią.",
    },
    {
      guestName: "Emily & Sam",
      stayMonth: "2026-05-01",
      rating: 5,
      lang: "en",
      source: "airbnb",
      unit: "domek-smrek",
      body: "We travelled with our two boys (5 and 8) and they still talk about Halny, the sledges in the cupboard (no snow in May, sadly) and the hot tub. Beautifully built cabin, spotless, warm, and a view that makes you put your phone down. Marta and Piotr made us feel like family friends rather than guests.",
    },
  ],
  posts: [
    {
      slug: "piec-szlakow-na-poczatek",
      title: {
        pl: "Pierwszy raz w Tatrach? Pięć szlaków na początek",
        en: "First time in the Tatras? Five trails to start with",
        de: "Zum ersten Mal in der Tatra? Fünf Wege für den Anfang",
        nl: "Voor het eerst in de Tatra? Vijf routes om mee te beginnen",
      },
      excerpt: {
        pl: "Piotr, przewodnik tatrzański, wybrał pięć tras na pierwsze dni w górach – z widokami, ale bez łańcuchów i ekspozycji.",
        en: "Piotr, a licensed Tatra guide, picks five routes for your first days in the mountains – with views, but without chains or exposure.",
        de: "Piotr, geprüfter Tatra-Bergführer, hat fünf Touren für die ersten Tage in den Bergen ausgesucht – mit Aussicht, aber ohne Ketten und Abgründe.",
        nl: "Piotr, gediplomeerd berggids in de Tatra, koos vijf routes voor je eerste dagen in de bergen – met uitzicht, maar zonder kettingen en ravijnen.",
      },
      body: richPerLanguage({
        pl: `Co roku pytacie mnie o to samo: od czego zacząć? Tatry są małe, ale wysokie i strome, a pogoda potrafi zmienić się w godzinę. Na pierwsze dni wybierzcie trasy, na których poczujecie góry, zanim góry poczują Was.

1. **Dolina Kościeliska i Hala Ornak.** Łagodnie, szeroko, przy potoku. Półtorej godziny do schroniska, po drodze Jaskinia Mroźna. Dobre na rozgrzewkę i dla dzieci.
2. **Sarnia Skała z Doliny Strążyskiej.** Dwie godziny w górę, ale nagrodą jest widok na Giewont z bliska, jak na wyciągnięcie ręki. Wracać można przez Dolinę Białego.
3. **Rusinowa Polana i Gęsia Szyja.** Z Wierchu Porońca: najpierw polana z szałasami i panoramą Tatr Wysokich, potem krótkie, strome podejście na Gęsią Szyję. Jeden z najpiękniejszych widoków w całych Tatrach.
4. **Nosal z Kuźnic.** Godzina w górę, sporo schodów, ale na szczycie widać całe Zakopane i Giewont. Dobre popołudniowe wyjście, kiedy rano padało.
5. **Grzbiet Gubałówki z Butorowego Wierchu.** Kiedy chmury siedzą na szczytach, z Gubałówki i tak widać więcej niż z dołu. Spacer bez podejść, idealny na dzień odpoczynku.

## Zanim wyjdziecie

- sprawdźcie prognozę: latem burze przychodzą zwykle po południu, więc wychodźcie wcześnie
- kupcie bilet wstępu do parku narodowego online
- zapiszcie numer TOPR: **985** albo **601 100 300** i zainstalujcie aplikację Ratunek
- weźcie kurtkę i czapkę także w sierpniu; na grani bywa o dziesięć stopni chłodniej niż w dolinie

W soboty chodzę z gośćmi na wspólne wyjście. Wpiszcie się na listę przy drewutni – zabieram każdego, kto ma dobre buty.`,
        en: `Every year you ask me the same thing: where should we start? The Tatras are small, but high and steep, and the weather can turn within an hour. For your first days, choose routes where you get to know the mountains before the mountains get to know you.

1. **The Kościeliska Valley and Hala Ornak.** Gentle and wide, along a stream. An hour and a half to the hut, with the Mroźna Cave on the way. Good for warming up and for children.
2. **Sarnia Skała from the Strążyska Valley.** Two hours’ climb, and the reward is a close-up view of Giewont, almost close enough to touch. You can come back down through the Biały Valley.
3. **Rusinowa Polana and Gęsia Szyja.** From Wierch Poroniec: first a meadow with shepherds’ huts and a panorama of the High Tatras, then a short, steep climb up Gęsia Szyja. One of the finest views in the whole range.
4. **Nosal from Kuźnice.** An hour up, lots of steps, but from the top you see all of Zakopane and Giewont. A good afternoon walk after a rainy morning.
5. **The Gubałówka ridge from Butorowy Wierch.** When the clouds are sitting on the peaks, you still see more from Gubałówka than from down below. A walk without climbs, perfect for a rest day.

## Before you set off

- check the forecast: in summer storms usually come in the afternoon, so start early
- buy your national park ticket online
- save the mountain rescue (TOPR) numbers, **985** or **+48 601 100 300**, and install the Ratunek app
- take a jacket and a hat even in August; on the ridges it can be ten degrees colder than in the valley

On Saturdays I take guests out on a walk together. Put your name on the list by the woodshed – I’ll take anyone with good boots.`,
        de: `Jedes Jahr fragen Sie mich dasselbe: Womit sollen wir anfangen? Die Tatra ist klein, aber hoch und steil, und das Wetter kann innerhalb einer Stunde umschlagen. Wählen Sie für die ersten Tage Touren, auf denen Sie die Berge kennenlernen, bevor die Berge Sie kennenlernen.

1. **Kościeliska-Tal und Hala Ornak.** Sanft und breit, am Bach entlang. Anderthalb Stunden bis zur Hütte, unterwegs die Mroźna-Höhle. Gut zum Eingehen und für Kinder.
2. **Sarnia Skała aus dem Strążyska-Tal.** Zwei Stunden Aufstieg, belohnt mit einem Blick auf den Giewont aus nächster Nähe. Zurück geht es durch das Biały-Tal.
3. **Rusinowa Polana und Gęsia Szyja.** Vom Wierch Poroniec: erst eine Wiese mit Hirtenhütten und dem Panorama der Hohen Tatra, dann ein kurzer, steiler Aufstieg zur Gęsia Szyja. Eine der schönsten Aussichten der ganzen Tatra.
4. **Nosal von Kuźnice.** Eine Stunde bergauf, viele Stufen, aber oben sieht man ganz Zakopane und den Giewont. Eine gute Nachmittagstour, wenn es morgens geregnet hat.
5. **Der Gubałówka-Kamm vom Butorowy Wierch.** Wenn die Wolken auf den Gipfeln hängen, sieht man von der Gubałówka immer noch mehr als von unten. Ein Spaziergang ohne Anstiege, ideal für einen Ruhetag.

## Bevor Sie losgehen

- prüfen Sie den Wetterbericht: Im Sommer kommen Gewitter meist am Nachmittag, also früh starten
- kaufen Sie das Ticket für den Nationalpark online
- speichern Sie die Nummer der Bergrettung TOPR, **985** oder **+48 601 100 300**, und installieren Sie die App Ratunek
- nehmen Sie auch im August Jacke und Mütze mit; am Grat kann es zehn Grad kälter sein als im Tal

Samstags gehe ich mit Gästen gemeinsam wandern. Tragen Sie sich in die Liste am Holzschuppen ein – ich nehme alle mit, die gute Schuhe haben.`,
        nl: `Elk jaar vraag je me hetzelfde: waar beginnen we? De Tatra is klein, maar hoog en steil, en het weer kan binnen een uur omslaan. Kies voor de eerste dagen routes waarop jij de bergen leert kennen voordat de bergen jou leren kennen.

1. **Het Kościeliska-dal en de Hala Ornak.** Rustig en breed, langs een beek. Anderhalf uur naar de berghut, onderweg de Mroźna-grot. Goed om in te lopen, en voor kinderen.
2. **Sarnia Skała vanuit het Strążyska-dal.** Twee uur klimmen, en als beloning zie je de Giewont van heel dichtbij. Terug kan door het Biały-dal.
3. **Rusinowa Polana en Gęsia Szyja.** Vanaf Wierch Poroniec: eerst een weide met herdershutten en uitzicht op de Hoge Tatra, dan een korte, steile klim naar de Gęsia Szyja. Een van de mooiste uitzichten van de hele Tatra.
4. **De Nosal vanuit Kuźnice.** Een uur omhoog, veel traptreden, maar boven zie je heel Zakopane en de Giewont. Een goede middagwandeling als het ’s ochtends regende.
5. **De kam van de Gubałówka vanaf de Butorowy Wierch.** Als de wolken op de toppen hangen, zie je vanaf de Gubałówka nog altijd meer dan vanuit het dal. Een wandeling zonder klimmen, ideaal voor een rustdag.

## Voordat je vertrekt

- kijk naar de weersverwachting: in de zomer komen onweersbuien meestal ’s middags, dus vertrek vroeg
- koop je toegangskaartje voor het nationaal park online
- sla het nummer van de bergredding TOPR op, **985** of **+48 601 100 300**, en installeer de app Ratunek
- neem ook in augustus een jas en een muts mee; op de kam kan het tien graden kouder zijn dan in het dal

Op zaterdag ga ik met gasten samen wandelen. Zet je naam op de lijst bij de houtschuur – ik neem iedereen mee die goede schoenen heeft.`,
      }),
      cover: {
        file: "forest-walk",
        alt: {
          pl: "Piaszczysta ścieżka przez las wysokich, prostych pni, z promieniami słońca przebijającymi się przez korony drzew i paprociami na poboczu.",
          en: "A sandy path through a forest of tall, straight trunks, with sunbeams slanting through the canopy and ferns along the edge.",
          de: "Ein Sandweg durch einen Wald mit hohen, geraden Stämmen, mit Sonnenstrahlen durch das Blätterdach und Farnen am Wegrand.",
          nl: "Een zandpad door een bos met hoge, rechte stammen, met zonnestralen door het bladerdak en varens langs de kant.",
        },
      },
      daysAgo: 21,
    },
    {
      slug: "krokusy-w-dolinie-chocholowskiej",
      title: {
        pl: "Krokusy w Chochołowskiej: kiedy jechać i jak ominąć tłumy",
        en: "Crocuses in the Chochołowska Valley: when to go and how to avoid the crowds",
        de: "Krokusse im Chochołowska-Tal: wann hinfahren und wie man den Massen entgeht",
        nl: "Krokussen in het Chochołowska-dal: wanneer je gaat en hoe je de drukte ontloopt",
      },
      excerpt: {
        pl: "Przez dwa, trzy tygodnie w kwietniu polany w Tatrach są fioletowe. Podpowiadamy, jak je zobaczyć bez tłoku i nie deptać kwiatów.",
        en: "For two or three weeks in April, the Tatra meadows turn purple. How to see them without the crush, and without trampling the flowers.",
        de: "Zwei, drei Wochen im April sind die Wiesen der Tatra lila. Wie man sie ohne Gedränge sieht und ohne die Blumen zu zertreten.",
        nl: "Twee, drie weken in april zijn de weides in de Tatra paars. Zo zie je ze zonder gedrang, en zonder de bloemen plat te trappen.",
      },
      body: richPerLanguage({
        pl: `Kiedy w dolinach topnieje śnieg, na polanach pojawiają się krokusy – najpierw pojedyncze, a po kilku ciepłych dniach całe fioletowe łany. Najsłynniejsze są na Polanie Chochołowskiej, ale kwitną też na Kalatówkach i w Dolinie Kościeliskiej.

## Kiedy

Zwykle od początku do połowy kwietnia, ale wszystko zależy od zimy. Po śnieżnej zimie krokusy potrafią spóźnić się o dwa tygodnie. Piszcie do nas przed przyjazdem – Piotr co kilka dni chodzi sprawdzić, jak kwitną, i dajemy znać, czy warto już jechać.

## Jak ominąć tłumy

W kwietniowe weekendy do Chochołowskiej przyjeżdżają tysiące ludzi, a parking na Siwej Polanie zapełnia się przed dziewiątą. Dlatego:

- przyjedźcie w tygodniu, nie w weekend
- wyjdźcie przed siódmą; w porannym świetle krokusy są jeszcze zamknięte, ale otwierają się, gdy tylko padnie na nie słońce
- z Siwej Polany do Polany Chochołowskiej jest około dwóch godzin marszu; można podjechać rowerem do Polany Huciska

## Jak patrzeć

Krokusy są pod ochroną, a polana to łąka, z której latem zbiera się siano. Chodźcie tylko po ścieżkach i nie siadajcie wśród kwiatów do zdjęć – najlepsze ujęcia i tak są z drogi, z Wołowcem w tle. W schronisku zjedzcie szarlotkę i posiedźcie chwilę przy oknie. Z domu zabierzcie kalosze albo buty trekkingowe: w kwietniu w dolinach wciąż bywa mokro i błotniście.`,
        en: `When the snow melts in the valleys, crocuses appear on the meadows – a few at first, and after some warm days whole purple carpets. The most famous are on the Chochołowska Meadow, but they also flower at Kalatówki and in the Kościeliska Valley.

## When

Usually from early to mid-April, but it all depends on the winter. After a snowy one, the crocuses can be two weeks late. Write to us before you come – Piotr goes up every few days to see how they are doing, and we’ll tell you whether it’s worth coming yet.

## How to avoid the crowds

On April weekends thousands of people come to the Chochołowska Valley, and the car park at Siwa Polana fills up before nine. So:

- come on a weekday, not at the weekend
- set off before seven; in the early light the crocuses are still closed, but they open as soon as the sun reaches them
- from Siwa Polana to the Chochołowska Meadow is about two hours on foot; you can cycle as far as the Huciska Meadow

## How to look

Crocuses are protected, and the meadow is a hay meadow, mown in summer. Stay on the paths and don’t sit among the flowers for photos – the best shots are from the track anyway, with Wołowiec behind. At the hut, have a slice of apple cake and sit by the window for a while. Bring wellies or walking boots: in April the valleys are often still wet and muddy.`,
        de: `Wenn in den Tälern der Schnee schmilzt, erscheinen auf den Wiesen die Krokusse – erst einzelne, nach ein paar warmen Tagen ganze lila Teppiche. Am bekanntesten sind die auf der Chochołowska-Wiese, aber sie blühen auch auf der Kalatówki-Alm und im Kościeliska-Tal.

## Wann

Meist von Anfang bis Mitte April, aber alles hängt vom Winter ab. Nach einem schneereichen Winter können die Krokusse zwei Wochen später kommen. Schreiben Sie uns vor der Anreise – Piotr schaut alle paar Tage nach, wie weit sie sind, und wir sagen Ihnen, ob es sich schon lohnt.

## Wie man den Massen entgeht

An den Aprilwochenenden kommen Tausende ins Chochołowska-Tal, und der Parkplatz an der Siwa Polana ist vor neun Uhr voll. Deshalb:

- kommen Sie unter der Woche, nicht am Wochenende
- gehen Sie vor sieben Uhr los; im Morgenlicht sind die Krokusse noch geschlossen, aber sie öffnen sich, sobald die Sonne sie erreicht
- von der Siwa Polana zur Chochołowska-Wiese sind es etwa zwei Stunden zu Fuß; bis zur Huciska-Wiese darf man mit dem Rad fahren

## Wie man schaut

Krokusse stehen unter Naturschutz, und die Wiese ist eine Heuwiese, die im Sommer gemäht wird. Bleiben Sie auf den Wegen und setzen Sie sich für Fotos nicht zwischen die Blumen – die schönsten Bilder macht man ohnehin vom Weg aus, mit dem Wołowiec im Hintergrund. Essen Sie in der Hütte ein Stück Apfelkuchen und setzen Sie sich eine Weile ans Fenster. Und packen Sie Gummistiefel oder Wanderschuhe ein: Im April ist es in den Tälern oft noch nass und matschig.`,
        nl: `Als in de dalen de sneeuw smelt, verschijnen er krokussen op de weides – eerst een paar, en na een paar warme dagen hele paarse tapijten. De bekendste staan op de Chochołowska-weide, maar ze bloeien ook op de Kalatówki en in het Kościeliska-dal.

## Wanneer

Meestal van begin tot half april, maar het hangt helemaal van de winter af. Na een sneeuwrijke winter kunnen de krokussen twee weken later zijn. Stuur ons een bericht voor je komt – Piotr gaat om de paar dagen kijken hoe ver ze zijn, en we laten je weten of het de moeite al waard is.

## Zo ontloop je de drukte

In de weekenden van april komen duizenden mensen naar het Chochołowska-dal, en de parkeerplaats bij Siwa Polana is voor negen uur vol. Dus:

- kom door de week, niet in het weekend
- vertrek voor zevenen; in het vroege licht zijn de krokussen nog dicht, maar ze gaan open zodra de zon erop valt
- van Siwa Polana naar de Chochołowska-weide is het ongeveer twee uur lopen; tot de Huciska-weide mag je fietsen

## Zo kijk je

Krokussen zijn beschermd, en de weide is een hooiland dat in de zomer gemaaid wordt. Blijf op de paden en ga voor een foto niet tussen de bloemen zitten – de mooiste plaatjes maak je toch vanaf het pad, met de Wołowiec op de achtergrond. Eet in de berghut een stuk appeltaart en zit even bij het raam. Neem laarzen of wandelschoenen mee: in april is het in de dalen vaak nog nat en modderig.`,
      }),
      cover: {
        file: "mountain-cabin",
        alt: {
          pl: "Drewniany domek z bali na polanie pełnej kwiatów, za nim świerkowy las i ośnieżone szczyty Tatr.",
          en: "A log cabin on a meadow full of flowers, with a spruce forest and snow-capped Tatra peaks behind it.",
          de: "Eine Holzhütte auf einer Blumenwiese, dahinter Fichtenwald und schneebedeckte Gipfel der Tatra.",
          nl: "Een blokhut op een weide vol bloemen, met daarachter sparrenbos en besneeuwde toppen van de Tatra.",
        },
      },
      daysAgo: 96,
    },
    {
      slug: "co-zjesc-na-podhalu",
      title: {
        pl: "Oscypek, kwaśnica i moskole: co zjeść na Podhalu",
        en: "Oscypek, kwaśnica and moskole: what to eat in the Polish highlands",
        de: "Oscypek, Kwaśnica und Moskole: was man im Podhale isst",
        nl: "Oscypek, kwaśnica en moskole: wat je eet in de Podhale",
      },
      excerpt: {
        pl: "Marta o tym, co jeść pod Tatrami, gdzie kupić prawdziwy oscypek i dlaczego kwaśnica smakuje najlepiej po całym dniu na szlaku.",
        en: "Marta on what to eat below the Tatras, where to buy real oscypek and why kwaśnica tastes best after a day on the trail.",
        de: "Marta erzählt, was man unter der Tatra isst, wo man echten Oscypek kauft und warum Kwaśnica nach einem Tag in den Bergen am besten schmeckt.",
        nl: "Marta over wat je eet onder de Tatra, waar je echte oscypek koopt en waarom kwaśnica het lekkerst is na een dag in de bergen.",
      },
      body: richPerLanguage({
        pl: `Górale mówią, że w górach je się dwa razy: raz dla siebie, a raz dla gór. Po ośmiu godzinach na szlaku trudno się z tym nie zgodzić. Oto, czego warto spróbować.

- **Oscypek.** Wędzony ser z mleka owczego, w kształcie wrzeciona, z wzorem odciśniętym drewnianą formą. Prawdziwy robi się tylko od maja do września, kiedy owce są na halach. Zimą na straganach leży głównie „ser góralski” z mleka krowiego – też dobry, ale to nie to samo. Najlepszy kupicie prosto w bacówce, na przykład na Polanie Chochołowskiej.
- **Bundz i bryndza.** Świeży, łagodny ser owczy i jego solona, rozsmarowywalna wersja. Bryndza z ziemniakami i skwarkami to obiad, po którym można iść spać.
- **Kwaśnica.** Zupa na kiszonej kapuście, gotowana na żeberkach. Każda gospodyni ma swój przepis; Marta gotuje według przepisu babci Piotra i tutaj go nie zdradzimy.
- **Moskole.** Płaskie placki z ziemniaków pieczone na blasze, podawane z masłem czosnkowym. Kiedyś chleb biednych, dziś przysmak z targu.
- **Grzane piwo i herbata z prądem.** Po zimowym spacerze. Z umiarem – jutro też jest szlak.

## Gdzie jeść

Na Krupówkach karczm jest mnóstwo, ale najlepiej je się tam, gdzie jedzą miejscowi: w małych gospodach w Kościelisku i Witowie, w schroniskach na szlaku i u bacy. A jeśli zapytacie Martę w czwartek, może się okazać, że w sobotę gotuje kwaśnicę dla wszystkich domków.`,
        en: `The highlanders say that in the mountains you eat twice: once for yourself and once for the mountains. After eight hours on the trail it is hard to disagree. This is what’s worth trying.

- **Oscypek.** A smoked sheep’s cheese, spindle-shaped, with a pattern pressed in by a carved wooden mould. The real thing is only made from May to September, while the sheep are up on the pastures. In winter the stalls mostly sell “highland cheese” made from cow’s milk – good too, but not the same. Buy the best straight from a shepherd’s hut, for example on the Chochołowska Meadow.
- **Bundz and bryndza.** A fresh, mild sheep’s cheese and its salted, spreadable cousin. Bryndza with potatoes and crackling is a lunch after which you’ll want a nap.
- **Kwaśnica.** A soup of fermented cabbage cooked with pork ribs. Every cook has her own recipe; Marta uses Piotr’s grandmother’s, and we won’t give it away here.
- **Moskole.** Flat potato cakes baked on a hot plate and served with garlic butter. Once the bread of the poor, now a market favourite.
- **Mulled beer and tea “with a kick”.** After a winter walk. In moderation – there is another trail tomorrow.

## Where to eat

Krupówki is full of inns, but you eat best where the locals eat: in the small places in Kościelisko and Witów, in the mountain huts along the trails, and at the shepherd’s. And if you ask Marta on a Thursday, she may well be cooking kwaśnica for all three cabins on Saturday.`,
        de: `Die Goralen sagen, in den Bergen isst man zweimal: einmal für sich und einmal für die Berge. Nach acht Stunden Wanderung fällt es schwer, ihnen zu widersprechen. Das sollten Sie probieren.

- **Oscypek.** Geräucherter Schafskäse in Spindelform, mit einem Muster aus einer geschnitzten Holzform. Echten Oscypek gibt es nur von Mai bis September, wenn die Schafe auf den Almen sind. Im Winter liegt an den Ständen meist „Goralenkäse“ aus Kuhmilch – auch gut, aber nicht dasselbe. Den besten kaufen Sie direkt in einer Hirtenhütte, etwa auf der Chochołowska-Wiese.
- **Bundz und Bryndza.** Ein frischer, milder Schafskäse und seine gesalzene, streichfähige Variante. Bryndza mit Kartoffeln und Grieben ist ein Mittagessen, nach dem man sich hinlegen möchte.
- **Kwaśnica.** Eine Suppe aus Sauerkraut, mit Schweinerippchen gekocht. Jede Köchin hat ihr eigenes Rezept; Marta kocht nach dem von Piotrs Großmutter, und das verraten wir hier nicht.
- **Moskole.** Flache Kartoffelfladen, auf der Herdplatte gebacken und mit Knoblauchbutter serviert. Früher das Brot der Armen, heute ein Lieblingssnack auf dem Markt.
- **Glühbier und Tee „mit Schuss“.** Nach einem Winterspaziergang. In Maßen – morgen wartet die nächste Tour.

## Wo man isst

Auf der Krupówki gibt es unzählige Gasthäuser, aber am besten isst man dort, wo die Einheimischen essen: in kleinen Lokalen in Kościelisko und Witów, in den Berghütten am Weg und beim Hirten. Und wenn Sie Marta an einem Donnerstag fragen, kocht sie am Samstag vielleicht Kwaśnica für alle drei Hütten.`,
        nl: `De bergbewoners zeggen dat je in de bergen twee keer eet: één keer voor jezelf en één keer voor de bergen. Na acht uur lopen kun je ze moeilijk ongelijk geven. Dit moet je proeven.

- **Oscypek.** Gerookte schapenkaas in de vorm van een spoel, met een patroon uit een gesneden houten mal. Echte oscypek wordt alleen van mei tot september gemaakt, als de schapen op de bergweides staan. In de winter ligt er op de kramen vooral ‘bergkaas’ van koemelk – ook lekker, maar niet hetzelfde. De beste koop je rechtstreeks in een herdershut, bijvoorbeeld op de Chochołowska-weide.
- **Bundz en bryndza.** Een verse, zachte schapenkaas en zijn gezouten, smeerbare neef. Bryndza met aardappels en spekkaantjes is een lunch waarna je een dutje wilt doen.
- **Kwaśnica.** Soep van zuurkool, getrokken op varkensribbetjes. Iedere kok heeft haar eigen recept; Marta kookt volgens dat van Piotrs oma, en dat verklappen we hier niet.
- **Moskole.** Platte aardappelkoeken, gebakken op een hete plaat en geserveerd met knoflookboter. Vroeger het brood van de armen, nu een favoriet op de markt.
- **Warm bier en thee ‘met een scheutje’.** Na een winterwandeling. Met mate – morgen wacht de volgende route.

## Waar je eet

Aan de Krupówki zijn herbergen genoeg, maar je eet het best waar de mensen van hier eten: in kleine eethuisjes in Kościelisko en Witów, in de berghutten langs de routes en bij de herder. En als je het Marta op donderdag vraagt, kookt ze zaterdag misschien kwaśnica voor alle drie de huisjes.`,
      }),
      cover: {
        file: "village-market",
        alt: {
          pl: "Rynek ze straganami pod pasiastymi daszkami, owocami i kwiatami na ladach i spacerującymi ludźmi; na końcu ceglana wieża kościoła między kolorowymi kamienicami ze szczytami.",
          en: "A market square with stalls under striped awnings, fruit and flowers on the counters and people strolling about; at the far end a brick church tower between colourful gabled houses.",
          de: "Ein Marktplatz mit Ständen unter gestreiften Markisen, Obst und Blumen auf den Tischen und Menschen, die umherschlendern; am Ende ein Backsteinkirchturm zwischen bunten Giebelhäusern.",
          nl: "Een marktplein met kramen onder gestreepte luifels, fruit en bloemen op de toonbanken en mensen die rondlopen; aan het eind een bakstenen kerktoren tussen gekleurde puntgevels.",
        },
      },
      daysAgo: 47,
    },
  ],
};
