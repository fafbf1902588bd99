import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { richPerLanguage } from "./rich-from-markdown.ts";

/** Two lodges and a tiny house on three hectares of forest at Otterlo, by the Hoge Veluwe. */
export const forest: DemoSiteFixture = {
  name: "Boslodges Hertenspoor",
  doc: {
    languages: { main: "nl", others: ["en", "de", "pl"] },
    tagline: {
      nl: "Twee lodges en een tiny house in het bos bij Otterlo, anderhalve kilometer van de Hoge Veluwe.",
      en: "Two lodges and a tiny house in the woods at Otterlo, one and a half kilometres from the Hoge Veluwe National Park.",
      de: "Zwei Lodges und ein Tiny House im Wald bei Otterlo, anderthalb Kilometer vom Nationalpark Hoge Veluwe.",
      pl: "Dwa domki i tiny house w lesie pod Otterlo, półtora kilometra od Parku Narodowego Hoge Veluwe.",
    },
    intro: {
      nl: "Hertenspoor is drie hectare bos aan de rand van Otterlo. Midden op het terrein ligt een open plek met de vijver die mijn opa groef, en daaromheen staan drie huizen, elk met de rug naar het bos. Wat je hoort zijn de specht, de eenden op de vijver en ’s nachts een bosuil. In de herfst lopen er reeën over het terrein en ruik je de paddenstoelen.\n\nDe ingang van Nationaal Park De Hoge Veluwe ligt op anderhalve kilometer. Daar pak je een gratis witte fiets en rijd je door heide en zandverstuivingen naar de Van Goghs in het Kröller-Müller Museum. Het dorp, met bakker, supermarkt en terrassen, is een kwartier lopen.",
      en: "Hertenspoor – ‘deer tracks’ – is three hectares of forest on the edge of Otterlo. In the middle of the grounds is a clearing with the pond my grandfather dug, and around it stand three houses, each with its back to the woods. What you hear is the woodpecker, the ducks on the pond and, at night, a tawny owl. In autumn roe deer cross the grounds and the air smells of mushrooms.\n\nThe entrance to the Hoge Veluwe National Park is one and a half kilometres away. Pick up one of the free white bikes there and ride across heath and drift sand to the Van Goghs in the Kröller-Müller Museum. The village, with a baker, a supermarket and café terraces, is a fifteen-minute walk.",
      de: "Hertenspoor – „Hirschspur“ – sind drei Hektar Wald am Rand von Otterlo. Mitten auf dem Gelände liegt eine Lichtung mit dem Teich, den mein Großvater gegraben hat, und rundherum stehen drei Häuser, jedes mit dem Rücken zum Wald. Zu hören sind der Specht, die Enten auf dem Teich und nachts ein Waldkauz. Im Herbst ziehen Rehe über das Gelände, und es duftet nach Pilzen.\n\nDer Eingang zum Nationalpark De Hoge Veluwe liegt anderthalb Kilometer entfernt. Dort nehmen Sie sich eines der kostenlosen weißen Fahrräder und fahren durch Heide und Sanddünen zu den Van-Gogh-Bildern im Kröller-Müller Museum. Ins Dorf mit Bäcker, Supermarkt und Cafés laufen Sie eine Viertelstunde.",
      pl: "Hertenspoor – „trop jelenia” – to trzy hektary lasu na skraju Otterlo. Pośrodku jest polana ze stawem, który wykopał mój dziadek, a wokół niego stoją trzy domy, każdy plecami do lasu. Słychać tu dzięcioła, kaczki na stawie, a nocą puszczyka. Jesienią przez teren przechodzą sarny, a w powietrzu czuć grzyby.\n\nWejście do Parku Narodowego De Hoge Veluwe jest półtora kilometra dalej. Tam bierzecie bezpłatny biały rower i jedziecie przez wrzosowiska i ruchome piaski do obrazów Van Gogha w Muzeum Kröller-Müller. Do wioski z piekarnią, supermarketem i kawiarniami idzie się kwadrans.",
    },
    about: {
      title: {
        nl: "Opa’s bos, drie huizen en verder niets",
        en: "Grandpa’s forest, three houses and nothing else",
        de: "Opas Wald, drei Häuser und sonst nichts",
        pl: "Las dziadka, trzy domy i nic więcej",
      },
      story: richPerLanguage({
        nl: `Mijn opa Gerrit was veertig jaar boswachter op de Veluwe. In 1971 kocht hij aan de rand van Otterlo drie hectare bos en timmerde er met zijn broers twee houten huisjes, voor familie en vrienden uit de stad. Ik logeerde er elke herfstvakantie. Opa leerde me sporen lezen in het zand: de prent van een ree, een wroetplek van wilde zwijnen, de schuurplek van een hert aan een jonge boom.

In 2019 kwam het bos aan mij. Ik werkte toen als verpleegkundige in Utrecht en wist één ding zeker: het moest blijven zoals opa het bedoelde, een paar huizen tussen de bomen en niet meer. We hebben de twee oude huisjes afgebroken en op precies dezelfde plekken twee lodges gebouwd, van douglashout uit de bossen hier in de buurt. In 2023 kwam het Heidehuisje erbij, aan de overkant van de vijver, waar het heideveldje begint.

## Wat je hier niet vindt

- een receptie, een slagboom of een animatieteam
- lantaarnpalen: ’s nachts is het hier echt donker, en dat is de bedoeling (zaklampen liggen klaar)
- meer dan drie huizen

Ik woon zelf in de oude boswachterswoning bij de ingang van het terrein, met mijn hond Otto. Als je aankomt, loop ik met je mee naar je huis en vertel ik waar de herten deze week lopen. Daarna zie je me alleen als je dat wilt, of als Otto je komt begroeten.`,
        en: `My grandfather Gerrit was a forest ranger on the Veluwe for forty years. In 1971 he bought three hectares of woodland on the edge of Otterlo and, with his brothers, built two wooden cabins on it for family and friends from the city. I stayed there every autumn half-term. Grandpa taught me to read tracks in the sand: the print of a roe deer, a patch turned over by wild boar, the bark a stag has frayed on a young tree.

In 2019 the forest passed to me. I was working as a nurse in Utrecht at the time, and I was sure of one thing: it had to stay the way Grandpa meant it – a few houses among the trees, and no more. We took down the two old cabins and, on exactly the same spots, built two lodges from Douglas fir grown in the forests nearby. In 2023 the Heidehuisje, our tiny house, joined them across the pond, where the little patch of heath begins.

## What you won’t find here

- a reception desk, a barrier or an entertainment team
- street lights: at night it is properly dark here, and that’s the point (torches are provided)
- more than three houses

I live in the old ranger’s house by the entrance to the grounds, with my dog Otto. When you arrive, I’ll walk you to your house and tell you where the deer have been this week. After that you’ll only see me if you want to – or if Otto comes over to say hello.`,
        de: `Mein Großvater Gerrit war vierzig Jahre lang Förster auf der Veluwe. 1971 kaufte er am Rand von Otterlo drei Hektar Wald und zimmerte dort mit seinen Brüdern zwei Holzhäuschen für Familie und Freunde aus der Stadt. Ich war jeden Herbst in den Ferien dort. Opa brachte mir bei, Spuren im Sand zu lesen: den Abdruck eines Rehs, eine Stelle, an der Wildschweine gewühlt haben, die Fegestelle eines Hirsches an einem jungen Baum.

2019 ging der Wald an mich. Ich arbeitete damals als Krankenpflegerin in Utrecht und wusste eines ganz sicher: Es sollte so bleiben, wie Opa es gemeint hatte – ein paar Häuser zwischen den Bäumen, nicht mehr. Wir haben die beiden alten Häuschen abgerissen und genau an ihrer Stelle zwei Lodges gebaut, aus Douglasienholz aus den Wäldern der Umgebung. 2023 kam das Heidehuisje dazu, unser Tiny House auf der anderen Seite des Teichs, wo das kleine Heidestück beginnt.

## Was Sie hier nicht finden

- eine Rezeption, eine Schranke oder ein Animationsteam
- Straßenlaternen: Nachts ist es hier wirklich dunkel, und das ist so gewollt (Taschenlampen liegen bereit)
- mehr als drei Häuser

Ich wohne selbst im alten Forsthaus am Eingang des Geländes, mit meinem Hund Otto. Wenn Sie ankommen, begleite ich Sie zu Ihrem Haus und erzähle Ihnen, wo die Hirsche diese Woche unterwegs sind. Danach sehen Sie mich nur, wenn Sie möchten – oder wenn Otto Sie begrüßen kommt.`,
        pl: `Mój dziadek Gerrit przez czterdzieści lat był leśnikiem na Veluwe. W 1971 roku kupił trzy hektary lasu na skraju Otterlo i razem z braćmi postawił tu dwa drewniane domki dla rodziny i znajomych z miasta. Przyjeżdżałam do niego w każde jesienne ferie. Dziadek nauczył mnie czytać tropy na piasku: odcisk racicy sarny, ziemię zrytą przez dziki, korę, o którą jeleń ocierał poroże.

W 2019 roku las przeszedł na mnie. Pracowałam wtedy jako pielęgniarka w Utrechcie i jednego byłam pewna: ma zostać tak, jak chciał dziadek – kilka domów między drzewami i nic więcej. Rozebraliśmy dwa stare domki i dokładnie w tych samych miejscach zbudowaliśmy dwa nowe, z drewna daglezji z okolicznych lasów. W 2023 roku dołączył do nich Heidehuisje, nasz tiny house po drugiej stronie stawu, tam gdzie zaczyna się małe wrzosowisko.

## Czego tu nie znajdziecie

- recepcji, szlabanu ani animatorów
- latarni: nocą jest tu naprawdę ciemno i o to właśnie chodzi (latarki czekają na miejscu)
- więcej niż trzech domów

Sama mieszkam w starej leśniczówce przy wjeździe na teren, razem z psem Otto. Kiedy przyjedziecie, odprowadzę Was do domu i opowiem, gdzie w tym tygodniu chodzą jelenie. Potem zobaczycie mnie tylko wtedy, gdy zechcecie – albo gdy Otto przyjdzie się przywitać.`,
      }),
      hostNames: "Marieke van den Berg",
    },
    surroundings: {
      intro: {
        nl: "Otterlo ligt midden op de Veluwe, tussen de Hoge Veluwe, de heide bij Ede en de bossen richting Arnhem. Je kunt hier een week fietsen en wandelen zonder twee keer hetzelfde pad te nemen. Dit zijn de plekken waar ik mijn gasten het vaakst naartoe stuur.",
        en: "Otterlo lies in the middle of the Veluwe, between the Hoge Veluwe National Park, the heathland near Ede and the forests towards Arnhem. You can cycle and walk here for a week without taking the same path twice. These are the places I send my guests to most often.",
        de: "Otterlo liegt mitten auf der Veluwe, zwischen dem Nationalpark Hoge Veluwe, der Heide bei Ede und den Wäldern Richtung Arnheim. Man kann hier eine Woche lang radeln und wandern, ohne zweimal denselben Weg zu nehmen. Das sind die Orte, die ich meinen Gästen am häufigsten empfehle.",
        pl: "Otterlo leży w samym sercu Veluwe, między Parkiem Narodowym Hoge Veluwe, wrzosowiskami pod Ede a lasami w stronę Arnhem. Można tu przez tydzień jeździć na rowerze i chodzić pieszo, ani razu nie powtarzając trasy. Oto miejsca, które najczęściej polecam gościom.",
      },
      places: [
        {
          id: "803744dc-1094-4f7c-a38c-df635bcd9aee",
          name: {
            nl: "Nationaal Park De Hoge Veluwe",
            en: "Hoge Veluwe National Park",
            de: "Nationalpark De Hoge Veluwe",
            pl: "Park Narodowy De Hoge Veluwe",
          },
          category: "nature",
          distanceKm: 1.5,
          description: {
            nl: "Ruim vijfduizend hectare bos, heide en stuifzand, met edelherten, wilde zwijnen en moeflons. Bij de ingang in Otterlo staan gratis witte fietsen. Herten zie je het best in de schemering vanuit een van de wildobservatieposten; eind september hoor je ze burlen. Het park heeft een toegangsprijs en gaat ’s avonds dicht.",
            en: "Over five thousand hectares of forest, heath and drift sand, home to red deer, wild boar and mouflon. Free white bikes wait at the Otterlo entrance. You’ll see deer best at dusk from one of the wildlife hides; in late September you can hear the stags roaring. There is an entrance fee, and the park closes in the evening.",
            de: "Über fünftausend Hektar Wald, Heide und Flugsand, mit Rothirschen, Wildschweinen und Mufflons. Am Eingang Otterlo stehen kostenlose weiße Fahrräder. Hirsche sieht man am besten in der Dämmerung von einem der Beobachtungsposten aus; Ende September hört man sie röhren. Der Park kostet Eintritt und schließt am Abend.",
            pl: "Ponad pięć tysięcy hektarów lasów, wrzosowisk i ruchomych piasków, a w nich jelenie, dziki i muflony. Przy wejściu w Otterlo czekają bezpłatne białe rowery. Jelenie najlepiej obserwować o zmierzchu z jednej z ambon; pod koniec września słychać rykowisko. Wstęp jest płatny, a wieczorem park się zamyka.",
          },
        },
        {
          id: "bac8c6c4-32c9-4fa4-bdb0-9c51f7f65c40",
          name: {
            nl: "Kröller-Müller Museum",
            en: "Kröller-Müller Museum",
            de: "Kröller-Müller Museum",
            pl: "Muzeum Kröller-Müller",
          },
          category: "culture",
          distanceKm: 5,
          description: {
            nl: "Midden in het park, een kwartier fietsen vanaf de ingang. Na Amsterdam de grootste verzameling Van Goghs ter wereld, en daarbuiten een beeldentuin waar je een hele middag rondloopt. Kinderen mogen op de Jardin d’émail van Jean Dubuffet klimmen, een wit kunstwerk met zwarte lijnen zo groot als een plein.",
            en: "In the middle of the park, fifteen minutes by bike from the entrance. After Amsterdam, the largest collection of Van Goghs in the world, and outside a sculpture garden you can easily spend an afternoon in. Children are allowed to climb on Jean Dubuffet’s Jardin d’émail, a white artwork with black lines the size of a town square.",
            de: "Mitten im Park, eine Viertelstunde mit dem Rad vom Eingang. Nach Amsterdam die größte Van-Gogh-Sammlung der Welt, und draußen ein Skulpturengarten, in dem man leicht einen Nachmittag verbringt. Kinder dürfen auf Jean Dubuffets Jardin d’émail klettern, ein weißes Kunstwerk mit schwarzen Linien, so groß wie ein Platz.",
            pl: "W środku parku, kwadrans rowerem od wejścia. Po Amsterdamie największa na świecie kolekcja obrazów Van Gogha, a na zewnątrz ogród rzeźb, w którym łatwo spędzić całe popołudnie. Dzieci mogą wspinać się na Jardin d’émail Jeana Dubuffeta – białą instalację z czarnymi liniami wielkości placu.",
          },
        },
        {
          id: "6f83201a-30ff-4459-804f-a5fe30532242",
          name: {
            nl: "Nederlands Tegelmuseum",
            en: "Dutch Tile Museum",
            de: "Niederländisches Fliesenmuseum",
            pl: "Holenderskie Muzeum Kafli",
          },
          category: "culture",
          distanceKm: 1,
          description: {
            nl: "Een klein museum in een villa in het dorp, met vijf eeuwen wandtegels: van Delfts blauw met scheepjes en kinderspelletjes tot art nouveau. Verrassend leuk op een regenachtige ochtend, en tien minuten lopen van je lodge.",
            en: "A small museum in a villa in the village, with five centuries of wall tiles: from Delft blue with little ships and children’s games to Art Nouveau. Surprisingly good on a rainy morning, and a ten-minute walk from your lodge.",
            de: "Ein kleines Museum in einer Villa im Dorf, mit fünf Jahrhunderten Wandfliesen: von Delfter Blau mit Schiffchen und Kinderspielen bis zum Jugendstil. Überraschend schön an einem verregneten Vormittag, und zehn Minuten zu Fuß von Ihrer Lodge.",
            pl: "Małe muzeum w willi we wsi, z pięcioma wiekami kafli ściennych: od błękitu delfickiego ze stateczkami i dziecięcymi zabawami po secesję. Zaskakująco ciekawe w deszczowy poranek, dziesięć minut spacerem od domku.",
          },
        },
        {
          id: "860219e8-32de-4797-a832-f69056ee9f2c",
          name: {
            nl: "Otterlo: bakker, supermarkt en terrassen",
            en: "Otterlo village: baker, supermarket and cafés",
            de: "Otterlo: Bäcker, Supermarkt und Cafés",
            pl: "Otterlo: piekarnia, supermarket i kawiarnie",
          },
          category: "shopping",
          distanceKm: 1.2,
          description: {
            nl: "Alles voor de dagelijkse boodschappen, een bakker met Veluwse krentenbollen en een paar terrassen in de dorpskern. Op zaterdag is het er druk met fietsers op weg naar het park; doe je boodschappen dan vroeg.",
            en: "Everything for your daily shopping, a baker with Veluwe currant buns and a few café terraces on the main street. On Saturdays it is busy with cyclists on their way to the park, so shop early.",
            de: "Alles für den täglichen Einkauf, ein Bäcker mit Veluwer Rosinenbrötchen und ein paar Terrassen im Ortskern. Samstags ist viel los mit Radfahrern auf dem Weg in den Park; kaufen Sie dann lieber früh ein.",
            pl: "Wszystko na codzienne zakupy, piekarnia z bułkami z rodzynkami i kilka kawiarnianych ogródków przy głównej ulicy. W soboty jest tłoczno od rowerzystów jadących do parku, więc na zakupy lepiej wybrać się rano.",
          },
        },
        {
          id: "56da2d5b-3c9e-4b8e-bf23-ac1ee45be4e2",
          name: {
            nl: "Ginkelse Heide",
            en: "Ginkelse Heide heathland",
            de: "Ginkelse Heide",
            pl: "Wrzosowisko Ginkelse Heide",
          },
          category: "nature",
          distanceKm: 10,
          description: {
            nl: "Een wijde heidevlakte bij Ede, met een schaapskudde en een herder. In augustus kleurt hij paars. Hier landden in september 1944 de Britse parachutisten van de slag om Arnhem; elk jaar in september wordt dat herdacht met een parachutesprong.",
            en: "A wide expanse of heath near Ede, with a flock of sheep and a shepherd. In August it turns purple. British paratroopers landed here in September 1944 for the Battle of Arnhem, and every September this is remembered with a parachute jump.",
            de: "Eine weite Heidefläche bei Ede, mit Schafherde und Schäfer. Im August blüht sie lila. Hier landeten im September 1944 die britischen Fallschirmjäger der Schlacht um Arnheim; jedes Jahr im September wird mit einem Fallschirmsprung daran erinnert.",
            pl: "Rozległe wrzosowisko pod Ede, ze stadem owiec i pasterzem. W sierpniu robi się fioletowe. We wrześniu 1944 roku lądowali tu brytyjscy spadochroniarze w bitwie o Arnhem, w której walczyła też polska brygada generała Sosabowskiego. Co roku we wrześniu upamiętnia się to skokiem spadochronowym.",
          },
        },
        {
          id: "05dbf158-051a-47a8-9eb3-c79de16f03d6",
          name: {
            nl: "Planken Wambuis",
            en: "Planken Wambuis",
            de: "Planken Wambuis",
            pl: "Planken Wambuis",
          },
          category: "food",
          distanceKm: 8,
          description: {
            nl: "Een oude herberg midden in het bos tussen Ede en Arnhem, met een groot terras en stevige kost. Ideaal als eindpunt van een fietstocht; vanaf de deur lopen wandelroutes over de heide.",
            en: "An old inn in the middle of the forest between Ede and Arnhem, with a big terrace and hearty food. The perfect end to a bike ride, and walking routes over the heath start from the door.",
            de: "Ein altes Gasthaus mitten im Wald zwischen Ede und Arnheim, mit großer Terrasse und deftiger Küche. Ideal als Ziel einer Radtour; direkt vor der Tür beginnen Wanderwege über die Heide.",
            pl: "Stara gospoda w środku lasu między Ede a Arnhem, z dużym tarasem i sycącym jedzeniem. Idealna na koniec wycieczki rowerowej, a spod drzwi zaczynają się szlaki przez wrzosowiska.",
          },
        },
        {
          id: "6d5f0a23-31f9-4b0d-9ff0-202f3b52fe36",
          name: {
            nl: "Nederlands Openluchtmuseum",
            en: "Netherlands Open Air Museum",
            de: "Niederländisches Freilichtmuseum",
            pl: "Holenderski Skansen (Openluchtmuseum)",
          },
          category: "family",
          distanceKm: 17,
          description: {
            nl: "Bij Arnhem: boerderijen, molens en werkplaatsen uit heel Nederland in een groot park, met een historische tram die je rondrijdt. Kinderen kunnen er de was doen zoals in 1900 en oude spelletjes spelen. Neem er een hele dag voor.",
            en: "Near Arnhem: farms, windmills and workshops from all over the Netherlands in a large park, with a historic tram to take you round. Children can do the washing as in 1900 and play old games. Give it a full day.",
            de: "Bei Arnheim: Bauernhöfe, Mühlen und Werkstätten aus den ganzen Niederlanden in einem großen Park, mit einer historischen Straßenbahn, die Sie herumfährt. Kinder können Wäsche waschen wie um 1900 und alte Spiele spielen. Planen Sie einen ganzen Tag ein.",
            pl: "Pod Arnhem: gospodarstwa, wiatraki i warsztaty z całej Holandii w dużym parku, po którym wozi zabytkowy tramwaj. Dzieci mogą zrobić pranie jak w 1900 roku i zagrać w dawne gry. Warto poświęcić na to cały dzień.",
          },
        },
        {
          id: "a93f912e-d394-4ee9-88e3-58adf49e0ab3",
          name: {
            nl: "Station Ede-Wageningen",
            en: "Ede-Wageningen station",
            de: "Bahnhof Ede-Wageningen",
            pl: "Dworzec Ede-Wageningen",
          },
          category: "transport",
          distanceKm: 12,
          description: {
            nl: "Intercity’s naar Utrecht, Amsterdam en Arnhem. Vanaf het station rijdt een bus naar Otterlo; laat me weten hoe laat je aankomt, dan haal ik je bij de bushalte in het dorp op.",
            en: "Intercity trains to Utrecht, Amsterdam and Arnhem. A bus runs from the station to Otterlo; tell me when you’ll arrive and I’ll pick you up from the bus stop in the village.",
            de: "Intercitys nach Utrecht, Amsterdam und Arnheim. Vom Bahnhof fährt ein Bus nach Otterlo; sagen Sie mir, wann Sie ankommen, dann hole ich Sie an der Haltestelle im Dorf ab.",
            pl: "Pociągi InterCity do Utrechtu, Amsterdamu i Arnhem. Z dworca jeździ autobus do Otterlo; dajcie znać, o której przyjeżdżacie, a odbiorę Was z przystanku we wsi.",
          },
        },
      ],
    },
    contact: {
      email: "marieke@hertenspoor.test",
      phone: "+31 318 591 246",
      whatsapp: "+31 6 3190 7724",
      street: "Dennenlaan 23",
      postalCode: "6731 BK",
      city: "Otterlo",
      country: "NL",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Otterlo",
    },
    social: {
      instagram: "https://www.instagram.com/boslodges.hertenspoor",
      facebook: "https://www.facebook.com/boslodgeshertenspoor",
      pinterest: "https://www.pinterest.com/hertenspoor",
    },
    seo: {
      home: {
        title: {
          nl: "Boslodges Hertenspoor – lodges en tiny house in Otterlo",
          en: "Boslodges Hertenspoor – forest lodges and a tiny house in Otterlo",
          de: "Boslodges Hertenspoor – Waldlodges und Tiny House in Otterlo",
          pl: "Boslodges Hertenspoor – domki w lesie i tiny house w Otterlo",
        },
        description: {
          nl: "Twee lodges en een tiny house op drie hectare bos bij Otterlo, anderhalve kilometer van de Hoge Veluwe. Sauna, houtkachel, hottub. Rechtstreeks boeken bij Marieke.",
          en: "Two lodges and a tiny house in three hectares of forest at Otterlo, 1.5 km from the Hoge Veluwe. Sauna, wood stove, hot tub. Book directly with Marieke.",
          de: "Zwei Lodges und ein Tiny House auf drei Hektar Wald bei Otterlo, 1,5 km von der Hoge Veluwe. Sauna, Kaminofen, Hot Tub. Direkt bei Marieke buchen.",
          pl: "Dwa domki i tiny house na trzech hektarach lasu pod Otterlo, 1,5 km od Hoge Veluwe. Sauna, kominek, balia. Rezerwacja bezpośrednio u Marieke.",
        },
      },
      about: {
        title: {
          nl: "Over Hertenspoor – het bos van boswachter Gerrit",
          en: "About Hertenspoor – forest ranger Gerrit’s woods",
          de: "Über Hertenspoor – der Wald von Förster Gerrit",
          pl: "O Hertenspoor – las leśnika Gerrita",
        },
        description: {
          nl: "Marieke kreeg het bos van haar opa, een Veluwse boswachter. Ze bouwde er twee lodges en een tiny house, en verder niets.",
          en: "Marieke inherited these woods from her grandfather, a Veluwe forest ranger. She built two lodges and a tiny house here, and nothing more.",
          de: "Marieke hat den Wald von ihrem Großvater geerbt, einem Förster auf der Veluwe. Sie hat zwei Lodges und ein Tiny House gebaut – und sonst nichts.",
          pl: "Marieke odziedziczyła ten las po dziadku, leśniku z Veluwe. Zbudowała tu dwa domki i tiny house – i nic więcej.",
        },
      },
      facilities: {
        title: {
          nl: "De huizen – Lodge De Grove Den, Lodge De Beuk, Het Heidehuisje",
          en: "The houses – Scots Pine Lodge, Beech Lodge and the Heath Hut",
          de: "Die Häuser – Lodge Waldkiefer, Lodge Buche und Heidehäuschen",
          pl: "Domy – Domek Sosna, Domek Buk i Domek na Wrzosowisku",
        },
        description: {
          nl: "Een lodge voor zes met sauna, een drempelvrije lodge voor vier waar honden welkom zijn, en een tiny house voor twee met hottub.",
          en: "A lodge for six with a sauna, a step-free lodge for four where dogs are welcome, and a tiny house for two with a hot tub.",
          de: "Eine Lodge für sechs mit Sauna, eine barrierefreie Lodge für vier, in der Hunde willkommen sind, und ein Tiny House für zwei mit Hot Tub.",
          pl: "Domek dla sześciu osób z sauną, domek bez progów dla czterech osób, w którym psy są mile widziane, i tiny house dla dwojga z balią.",
        },
      },
      surroundings: {
        title: {
          nl: "Omgeving – Hoge Veluwe, Kröller-Müller en meer rond Otterlo",
          en: "Surroundings – Hoge Veluwe, Kröller-Müller and more near Otterlo",
          de: "Umgebung – Hoge Veluwe, Kröller-Müller und mehr rund um Otterlo",
          pl: "Okolica – Hoge Veluwe, Kröller-Müller i inne miejsca wokół Otterlo",
        },
        description: {
          nl: "De Hoge Veluwe met de witte fietsen, de Van Goghs in het Kröller-Müller, de Ginkelse Heide en het Openluchtmuseum, met afstanden vanaf Hertenspoor.",
          en: "The Hoge Veluwe and its white bikes, the Van Goghs at the Kröller-Müller, the Ginkelse Heide and the Open Air Museum, with distances from Hertenspoor.",
          de: "Die Hoge Veluwe mit den weißen Rädern, die Van-Gogh-Bilder im Kröller-Müller, die Ginkelse Heide und das Freilichtmuseum – mit Entfernungen ab Hertenspoor.",
          pl: "Hoge Veluwe i białe rowery, obrazy Van Gogha w Kröller-Müller, wrzosowisko Ginkelse Heide i skansen – z odległościami od Hertenspoor.",
        },
      },
      gallery: {
        title: {
          nl: "Foto’s – Boslodges Hertenspoor in Otterlo",
          en: "Photos – Boslodges Hertenspoor in Otterlo",
          de: "Bilder – Boslodges Hertenspoor in Otterlo",
          pl: "Zdjęcia – Boslodges Hertenspoor w Otterlo",
        },
        description: {
          nl: "De lodges en het Heidehuisje van binnen en van buiten, het bos eromheen en de Veluwe: bospaden, de markt in Ede en oude boerderijen.",
          en: "The lodges and the Heath Hut inside and out, the woods around them and the Veluwe: forest paths, the market in Ede and old farms.",
          de: "Die Lodges und das Heidehäuschen von innen und außen, der Wald ringsum und die Veluwe: Waldwege, der Markt in Ede und alte Bauernhöfe.",
          pl: "Domki i Domek na Wrzosowisku w środku i z zewnątrz, las wokół nich i Veluwe: leśne ścieżki, targ w Ede i stare gospodarstwa.",
        },
      },
      blog: {
        title: {
          nl: "Blog – herten kijken en uitjes op de Veluwe",
          en: "Blog – deer watching and days out on the Veluwe",
          de: "Blog – Hirsche beobachten und Ausflüge auf der Veluwe",
          pl: "Blog – obserwacja jeleni i wycieczki po Veluwe",
        },
        description: {
          nl: "Waar en wanneer je herten ziet, uitjes met kinderen en het bos door de seizoenen, geschreven door Marieke van Hertenspoor.",
          en: "Where and when to see deer, days out with children and the forest through the seasons, written by Marieke of Hertenspoor.",
          de: "Wo und wann man Hirsche sieht, Ausflüge mit Kindern und der Wald im Lauf der Jahreszeiten – geschrieben von Marieke von Hertenspoor.",
          pl: "Gdzie i kiedy zobaczyć jelenie, wycieczki z dziećmi i las o każdej porze roku – pisze Marieke z Hertenspoor.",
        },
      },
      contact: {
        title: {
          nl: "Contact – Boslodges Hertenspoor, Otterlo",
          en: "Contact – Boslodges Hertenspoor, Otterlo",
          de: "Kontakt – Boslodges Hertenspoor, Otterlo",
          pl: "Kontakt – Boslodges Hertenspoor, Otterlo",
        },
        description: {
          nl: "Een vraag over een lodge, je hond of de bus vanaf Ede? Mail, bel of app Marieke; meestal hoor je binnen een paar uur van me.",
          en: "A question about a lodge, your dog or the bus from Ede? Email, call or WhatsApp Marieke; you’ll usually hear back within a few hours.",
          de: "Eine Frage zu einer Lodge, Ihrem Hund oder dem Bus ab Ede? Schreiben Sie Marieke, rufen Sie an oder nutzen Sie WhatsApp; meist antworte ich innerhalb weniger Stunden.",
          pl: "Pytanie o domek, psa albo autobus z Ede? Napiszcie, zadzwońcie lub wyślijcie wiadomość na WhatsAppie do Marieke; zwykle odpowiadam w ciągu kilku godzin.",
        },
      },
      book: {
        title: {
          nl: "Boeken – Boslodges Hertenspoor, Otterlo",
          en: "Book – Boslodges Hertenspoor, Otterlo",
          de: "Buchen – Boslodges Hertenspoor, Otterlo",
          pl: "Rezerwacja – Boslodges Hertenspoor, Otterlo",
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
    file: "park-bungalows",
    alt: {
      nl: "Drie houten vakantiehuizen rond een vijver met eenden en een steigertje, een picknicktafel op het gras en daarachter dennenbos.",
      en: "Three wooden holiday houses around a pond with ducks and a little jetty, a picnic table on the grass and pine forest behind.",
      de: "Drei Holzferienhäuser rund um einen Teich mit Enten und kleinem Steg, ein Picknicktisch im Gras, dahinter Kiefernwald.",
      pl: "Trzy drewniane domy wokół stawu z kaczkami i małym pomostem, stół piknikowy na trawie, a za nimi sosnowy las.",
    },
  },
  hostPhoto: {
    file: "host-woman",
    alt: {
      nl: "Marieke, glimlachend, met halflang bruin haar, een gouden oorknopje en een roestrode trui.",
      en: "Marieke, smiling, with shoulder-length brown hair, a small gold earring and a rust-red jumper.",
      de: "Marieke, lächelnd, mit schulterlangen braunen Haaren, einem kleinen goldenen Ohrstecker und rostrotem Pullover.",
      pl: "Marieke, uśmiechnięta, z brązowymi włosami do ramion, małym złotym kolczykiem, w rdzawoczerwonym swetrze.",
    },
  },
  units: [
    {
      slug: "lodge-de-grove-den",
      unit: {
        name: {
          nl: "Lodge De Grove Den",
          en: "Scots Pine Lodge",
          de: "Lodge Waldkiefer",
          pl: "Domek Sosna",
        },
        type: "chalet",
        shortDescription: {
          nl: "De grootste lodge, diep in het bos: drie slaapkamers, twee badkamers, een houtkachel en een eigen tonsauna. Voor zes personen.",
          en: "Our largest lodge, deep in the woods: three bedrooms, two bathrooms, a wood stove and its own barrel sauna. Sleeps six.",
          de: "Unsere größte Lodge, tief im Wald: drei Schlafzimmer, zwei Bäder, Kaminofen und eine eigene Fasssauna. Für sechs Personen.",
          pl: "Nasz największy domek, w głębi lasu: trzy sypialnie, dwie łazienki, kominek i własna sauna beczka. Dla sześciu osób.",
        },
        longDescription: richPerLanguage({
          nl: `De grootste lodge staat met zijn rug het dichtst tegen het bos, tussen de grove dennen waar hij naar heet. Door het grote raam in de woonkamer kijk je recht tussen de stammen door; ’s ochtends hangt daar vaak nevel, en met een beetje geluk loopt er een ree langs. De houtkachel verwarmt de hele benedenverdieping.

## Indeling

- **Begane grond:** woonkamer met houtkachel en open keuken, slaapkamer met tweepersoonsbed (160 × 200), badkamer met douche
- **Verdieping:** twee slaapkamers met elk twee eenpersoonsbedden, tweede badkamer met douche en toilet
- **Buiten:** overdekt terras, een grasveld met gasbarbecue, picknicktafel en hangmat, een houtgestookte tonsauna voor vier en een laadpaal bij de parkeerplek

Stook de sauna een uur voordat je erin wilt; het hout ligt klaar in het houthok. Afkoelen doe je onder de buitendouche, of in de winter gewoon in de buitenlucht.`,
          en: `Our largest lodge backs furthest into the woods, among the Scots pines it is named after. Through the big living-room window you look straight between the trunks; in the morning there is often mist hanging there, and with a bit of luck a roe deer wanders past. The wood stove heats the whole ground floor.

## Layout

- **Ground floor:** living room with wood stove and open kitchen, bedroom with a double bed (160 × 200), shower room
- **First floor:** two bedrooms, each with two single beds, and a second shower room with toilet
- **Outside:** covered deck, a lawn with a gas barbecue, picnic table and hammock, a wood-fired barrel sauna for four and an EV charger by the parking space

Light the sauna an hour before you want to use it; the wood is ready in the log store. Cool off under the outdoor shower, or in winter simply in the fresh air.`,
          de: `Unsere größte Lodge steht am weitesten im Wald, zwischen den Waldkiefern, nach denen sie benannt ist. Durch das große Wohnzimmerfenster schauen Sie direkt zwischen die Stämme; morgens hängt dort oft Nebel, und mit etwas Glück zieht ein Reh vorbei. Der Kaminofen heizt das ganze Erdgeschoss.

## Aufteilung

- **Erdgeschoss:** Wohnzimmer mit Kaminofen und offener Küche, Schlafzimmer mit Doppelbett (160 × 200), Duschbad
- **Obergeschoss:** zwei Schlafzimmer mit je zwei Einzelbetten, zweites Duschbad mit WC
- **Draußen:** überdachte Terrasse, eine Wiese mit Gasgrill, Picknicktisch und Hängematte, holzbefeuerte Fasssauna für vier und eine Ladestation am Stellplatz

Heizen Sie die Sauna eine Stunde vorher an; das Holz liegt im Holzschuppen bereit. Abkühlen können Sie sich unter der Außendusche oder im Winter einfach an der frischen Luft.`,
          pl: `Nasz największy domek stoi najbliżej lasu, wśród sosen, od których wziął nazwę. Przez duże okno w salonie patrzy się prosto między pnie; rano często wisi tam mgła, a przy odrobinie szczęścia przechodzi sarna. Kominek ogrzewa cały parter.

## Układ domu

- **Parter:** salon z kominkiem i otwartą kuchnią, sypialnia z łóżkiem podwójnym (160 × 200), łazienka z prysznicem
- **Piętro:** dwie sypialnie, każda z dwoma pojedynczymi łóżkami, druga łazienka z prysznicem i toaletą
- **Na zewnątrz:** zadaszony taras, trawnik z grillem gazowym, stołem piknikowym i hamakiem, opalana drewnem sauna beczka dla czterech osób i ładowarka do auta elektrycznego przy miejscu parkingowym

Saunę rozpalcie godzinę przed wejściem; drewno czeka w drewutni. Schłodzić się można pod prysznicem na zewnątrz, a zimą po prostu na świeżym powietrzu.`,
        }),
        houseRules: {
          nl: "Niet roken, binnen en buiten.\nGeen huisdieren in deze lodge; honden zijn welkom in Lodge De Beuk.\nOpen vuur is op de Veluwe verboden. De gasbarbecue mag wel, behalve bij hoog natuurbrandrisico; dan laat ik het je weten.\nHet bos is van de dieren: na 22.00 uur geen muziek buiten, en laat ’s nachts geen buitenlampen branden.\nVoer de dieren niet en sluit de afvalbak goed af; wilde zwijnen weten hem anders te vinden.\nVertrek: vaatwasser aan, bedden afhalen en de sleutel in het kastje bij mijn voordeur.",
          en: "No smoking, indoors or out.\nNo pets in this lodge; dogs are welcome in Beech Lodge.\nOpen fires are banned on the Veluwe. The gas barbecue is fine, except when the wildfire risk is high; I’ll let you know.\nThe forest belongs to the animals: no music outside after 10 pm, and please don’t leave outdoor lights on at night.\nDon’t feed the wildlife, and close the bin properly; otherwise the wild boar will find it.\nDeparture: start the dishwasher, strip the beds and leave the key in the box by my front door.",
          de: "Rauchen ist drinnen und draußen nicht erlaubt.\nKeine Haustiere in dieser Lodge; Hunde sind in der Lodge Buche willkommen.\nOffenes Feuer ist auf der Veluwe verboten. Der Gasgrill ist erlaubt, außer bei hoher Waldbrandgefahr; dann sage ich Ihnen Bescheid.\nDer Wald gehört den Tieren: ab 22 Uhr bitte keine Musik draußen, und nachts bitte keine Außenbeleuchtung brennen lassen.\nBitte die Tiere nicht füttern und die Mülltonne gut schließen, sonst finden die Wildschweine sie.\nAbreise: Geschirrspüler anstellen, Betten abziehen und den Schlüssel in den Kasten an meiner Haustür legen.",
          pl: "Nie palimy – ani w środku, ani na zewnątrz.\nW tym domku nie przyjmujemy zwierząt; psy są mile widziane w Domku Buk.\nNa Veluwe obowiązuje zakaz palenia ognisk. Z grilla gazowego można korzystać, chyba że zagrożenie pożarowe jest wysokie – wtedy dam znać.\nLas należy do zwierząt: po 22:00 bez muzyki na dworze i prosimy nie zostawiać na noc zapalonych lamp przed domkiem.\nNie dokarmiajcie zwierząt i dobrze zamykajcie kosz na śmieci, inaczej znajdą go dziki.\nWyjazd: włączcie zmywarkę, zdejmijcie pościel i zostawcie klucz w skrzynce przy moich drzwiach.",
        },
        maxGuests: 6,
        bedrooms: 3,
        beds: 5,
        bathrooms: 2,
        sizeM2: 85,
        facilities: [
          "dishwasher",
          "oven",
          "coffeeMachine",
          "kettle",
          "fridge",
          "shower",
          "towels",
          "washingMachine",
          "wifi",
          "fireplace",
          "heating",
          "boardGames",
          "bedLinen",
          "terrace",
          "bbq",
          "gardenFurniture",
          "hammock",
          "sauna",
          "highChair",
          "babyCot",
          "freeParking",
          "evCharger",
          "bikeStorage",
          "smokeDetector",
          "carbonMonoxideDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "21:00",
        checkOutUntil: "10:00",
      },
      cover: {
        file: "forest-cabin",
        alt: {
          nl: "Een zwarte houten lodge tussen grove dennen in de ochtendnevel, met warm licht achter de ramen en bloeiende heide op de voorgrond.",
          en: "A black timber lodge among Scots pines in the morning mist, with warm light in the windows and flowering heather in the foreground.",
          de: "Eine schwarze Holzlodge zwischen Waldkiefern im Morgennebel, mit warmem Licht in den Fenstern und blühender Heide im Vordergrund.",
          pl: "Czarny drewniany domek wśród sosen w porannej mgle, z ciepłym światłem w oknach i kwitnącym wrzosem na pierwszym planie.",
        },
        caption: {
          nl: "Lodge De Grove Den op een septemberochtend.",
          en: "Scots Pine Lodge on a September morning.",
          de: "Die Lodge Waldkiefer an einem Septembermorgen.",
          pl: "Domek Sosna we wrześniowy poranek.",
        },
      },
      photos: [
        {
          file: "fireplace-lounge",
          alt: {
            nl: "Een houten kamer met een houtkachel tegen een stenen wand, een nis vol houtblokken, een leren fauteuil met een plaid, een kaars op de salontafel en door het raam besneeuwde sparren in de schemering.",
            en: "A wood-panelled room with a wood stove against a stone wall, a niche stacked with logs, a leather armchair with a blanket, a candle on the coffee table and snowy conifers at dusk through the window.",
            de: "Ein holzverkleideter Raum mit einem Kaminofen vor einer Steinwand, einer Nische voller Holzscheite, einem Ledersessel mit Decke, einer Kerze auf dem Couchtisch und verschneiten Nadelbäumen in der Dämmerung vor dem Fenster.",
            pl: "Wyłożony drewnem pokój z piecem kominkowym przy kamiennej ścianie, wnęką pełną polan, skórzanym fotelem z kocem, świecą na stoliku i zaśnieżonymi świerkami za oknem o zmierzchu.",
          },
          caption: {
            nl: "De houtkachel verwarmt de hele benedenverdieping.",
            en: "The wood stove heats the whole ground floor.",
            de: "Der Kaminofen heizt das ganze Erdgeschoss.",
            pl: "Piec kominkowy ogrzewa cały parter.",
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
            nl: "Aan de eettafel passen acht mensen.",
            en: "The dining table seats eight.",
            de: "Am Esstisch haben acht Personen Platz.",
            pl: "Przy stole zmieści się osiem osób.",
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
            nl: "Het grasveld achter De Grove Den, met barbecue en hangmat.",
            en: "The lawn behind Scots Pine Lodge, with barbecue and hammock.",
            de: "Die Wiese hinter der Lodge Waldkiefer, mit Grill und Hängematte.",
            pl: "Trawnik za Domkiem Sosna, z grillem i hamakiem.",
          },
        },
      ],
    },
    {
      slug: "lodge-de-beuk",
      unit: {
        name: {
          nl: "Lodge De Beuk",
          en: "Beech Lodge",
          de: "Lodge Buche",
          pl: "Domek Buk",
        },
        type: "chalet",
        shortDescription: {
          nl: "Gelijkvloerse, drempelvrije lodge voor vier onder oude beuken, met een omheinde tuin waar je hond vrij rond kan lopen.",
          en: "A single-storey, step-free lodge for four under old beech trees, with a fenced garden where your dog can roam freely.",
          de: "Ebenerdige, barrierefreie Lodge für vier Personen unter alten Buchen, mit eingezäuntem Garten, in dem Ihr Hund frei laufen kann.",
          pl: "Parterowy domek bez progów dla czterech osób pod starymi bukami, z ogrodzonym ogrodem, w którym pies może swobodnie biegać.",
        },
        longDescription: richPerLanguage({
          nl: `De Beuk staat onder een groep beuken van meer dan honderd jaar oud, die in oktober koperrood kleuren. De lodge is helemaal gelijkvloers en drempelvrij: van de parkeerplek tot in de inloopdouche kom je met een rolstoel of rollator, en alle deuren zijn negentig centimeter breed.

## Indeling

- woonkamer met houtkachel en open keuken, met uitzicht op de tuin
- slaapkamer met tweepersoonsbed (180 × 200)
- slaapkamer met twee eenpersoonsbedden
- badkamer met inloopdouche, wandbeugels en een douchestoel
- terras op het zuiden en een omheinde tuin van vierhonderd vierkante meter

Honden zijn hier welkom, maximaal twee. In de gang hangt een handdoek voor natte poten, en in de kast staan waterbakken en een mand. Op de Hoge Veluwe mogen honden niet mee; direct achter het terrein begint wel een groot losloopgebied.`,
          en: `Beech Lodge stands beneath a group of beech trees more than a hundred years old, which turn copper-red in October. The lodge is entirely on one level and step-free: you can get from the parking space right into the walk-in shower with a wheelchair or walker, and every door is ninety centimetres wide.

## Layout

- living room with wood stove and open kitchen, looking out onto the garden
- bedroom with a double bed (180 × 200)
- bedroom with two single beds
- bathroom with a walk-in shower, grab rails and a shower chair
- south-facing deck and a fenced garden of four hundred square metres

Dogs are welcome here, two at most. There is a towel for wet paws in the hallway, and bowls and a dog bed in the cupboard. Dogs are not allowed in the Hoge Veluwe park, but a large off-lead area begins right behind our grounds.`,
          de: `Die Lodge Buche steht unter einer Gruppe über hundert Jahre alter Buchen, die sich im Oktober kupferrot färben. Sie ist komplett ebenerdig und schwellenlos: Vom Stellplatz bis in die bodengleiche Dusche kommen Sie mit Rollstuhl oder Rollator, und alle Türen sind neunzig Zentimeter breit.

## Aufteilung

- Wohnzimmer mit Kaminofen und offener Küche, mit Blick in den Garten
- Schlafzimmer mit Doppelbett (180 × 200)
- Schlafzimmer mit zwei Einzelbetten
- Bad mit bodengleicher Dusche, Haltegriffen und Duschstuhl
- Terrasse nach Süden und ein eingezäunter Garten von vierhundert Quadratmetern

Hunde sind hier willkommen, höchstens zwei. Im Flur hängt ein Handtuch für nasse Pfoten, im Schrank stehen Näpfe und ein Hundekorb. In den Park Hoge Veluwe dürfen Hunde nicht mit; direkt hinter unserem Gelände beginnt aber ein großes Freilaufgebiet.`,
          pl: `Domek Buk stoi pod kępą ponadstuletnich buków, które w październiku robią się miedzianoczerwone. Jest w całości parterowy i bez progów: od miejsca parkingowego aż do prysznica bez brodzika dojedziecie wózkiem inwalidzkim lub z balkonikiem, a wszystkie drzwi mają dziewięćdziesiąt centymetrów szerokości.

## Układ domu

- salon z kominkiem i otwartą kuchnią, z widokiem na ogród
- sypialnia z łóżkiem podwójnym (180 × 200)
- sypialnia z dwoma pojedynczymi łóżkami
- łazienka z prysznicem bez brodzika, uchwytami i krzesełkiem prysznicowym
- taras od południa i ogrodzony ogród o powierzchni czterystu metrów kwadratowych

Psy są tu mile widziane, maksymalnie dwa. W przedpokoju wisi ręcznik do wycierania łap, a w szafce czekają miski i legowisko. Do parku Hoge Veluwe psów wprowadzać nie wolno, ale tuż za naszym terenem zaczyna się duży obszar, gdzie mogą biegać bez smyczy.`,
        }),
        houseRules: {
          nl: "Niet roken, binnen en buiten.\nMaximaal twee honden, niet op de bedden of de bank. Laat ze niet alleen in de lodge.\nOpen vuur is op de Veluwe verboden.\nNa 22.00 uur geen muziek buiten, en laat ’s nachts geen buitenlampen branden.\nVoer de dieren niet en sluit de afvalbak goed af.\nVertrek: vaatwasser aan, bedden afhalen en de sleutel in het kastje bij mijn voordeur.",
          en: "No smoking, indoors or out.\nTwo dogs at most, and not on the beds or the sofa. Please don’t leave them alone in the lodge.\nOpen fires are banned on the Veluwe.\nNo music outside after 10 pm, and please don’t leave outdoor lights on at night.\nDon’t feed the wildlife, and close the bin properly.\nDeparture: start the dishwasher, strip the beds and leave the key in the box by my front door.",
          de: "Rauchen ist drinnen und draußen nicht erlaubt.\nHöchstens zwei Hunde, bitte nicht auf Betten oder Sofa. Bitte lassen Sie sie nicht allein in der Lodge.\nOffenes Feuer ist auf der Veluwe verboten.\nAb 22 Uhr keine Musik draußen, und nachts bitte keine Außenbeleuchtung brennen lassen.\nBitte die Tiere nicht füttern und die Mülltonne gut schließen.\nAbreise: Geschirrspüler anstellen, Betten abziehen und den Schlüssel in den Kasten an meiner Haustür legen.",
          pl: "Nie palimy – ani w środku, ani na zewnątrz.\nMaksymalnie dwa psy, nie na łóżkach ani na kanapie. Prosimy nie zostawiać ich samych w domku.\nNa Veluwe obowiązuje zakaz palenia ognisk.\nPo 22:00 bez muzyki na dworze i prosimy nie zostawiać na noc zapalonych lamp przed domkiem.\nNie dokarmiajcie zwierząt i dobrze zamykajcie kosz na śmieci.\nWyjazd: włączcie zmywarkę, zdejmijcie pościel i zostawcie klucz w skrzynce przy moich drzwiach.",
        },
        maxGuests: 4,
        bedrooms: 2,
        beds: 3,
        bathrooms: 1,
        sizeM2: 62,
        facilities: [
          "dishwasher",
          "oven",
          "coffeeMachine",
          "kettle",
          "fridge",
          "shower",
          "towels",
          "wifi",
          "fireplace",
          "heating",
          "bedLinen",
          "garden",
          "terrace",
          "gardenFurniture",
          "petsAllowed",
          "stepFreeEntrance",
          "groundFloorBedroom",
          "wideDoorways",
          "walkInShower",
          "freeParking",
          "bikeStorage",
          "smokeDetector",
          "firstAidKit",
        ],
        checkInFrom: "15:00",
        checkInUntil: "21:00",
        checkOutUntil: "10:00",
      },
      cover: {
        file: "living-room",
        alt: {
          nl: "Een lichte woonkamer met een grijze bank vol kussens, een ronde salontafel, een booglamp en boekenplanken, en een groot raam dat uitkijkt op een grasveld met sparren.",
          en: "A bright living room with a grey sofa full of cushions, a round coffee table, an arc lamp and bookshelves, and a large window looking out onto a meadow with spruce trees.",
          de: "Ein helles Wohnzimmer mit grauem Sofa voller Kissen, rundem Couchtisch, Bogenlampe und Bücherregalen und einem großen Fenster mit Blick auf eine Wiese mit Fichten.",
          pl: "Jasny salon z szarą kanapą pełną poduszek, okrągłym stolikiem, lampą łukową i półkami z książkami oraz dużym oknem z widokiem na łąkę i świerki.",
        },
        caption: {
          nl: "De woonkamer van De Beuk kijkt uit op de tuin.",
          en: "Beech Lodge’s living room looks out onto the garden.",
          de: "Das Wohnzimmer der Lodge Buche blickt in den Garten.",
          pl: "Salon Domku Buk wychodzi na ogród.",
        },
      },
      photos: [
        {
          file: "bedroom",
          alt: {
            nl: "Een rustige slaapkamer met een opgemaakt tweepersoonsbed met houten hoofdeinde, twee nachtlampjes, twee ingelijste prenten en een groot raam met groen erachter.",
            en: "A calm bedroom with a made-up double bed with a wooden headboard, two bedside lamps, two framed prints and a large window with greenery outside.",
            de: "Ein ruhiges Schlafzimmer mit bezogenem Doppelbett mit Holzkopfteil, zwei Nachttischlampen, zwei gerahmten Drucken und einem großen Fenster ins Grüne.",
            pl: "Spokojna sypialnia z pościelonym podwójnym łóżkiem z drewnianym zagłówkiem, dwiema lampkami nocnymi, dwiema grafikami w ramkach i dużym oknem z widokiem na zieleń.",
          },
          caption: {
            nl: "De slaapkamer met het tweepersoonsbed, gelijkvloers.",
            en: "The bedroom with the double bed, all on one level.",
            de: "Das Schlafzimmer mit Doppelbett, alles ebenerdig.",
            pl: "Sypialnia z podwójnym łóżkiem, wszystko na jednym poziomie.",
          },
        },
      ],
    },
    {
      slug: "het-heidehuisje",
      unit: {
        name: {
          nl: "Het Heidehuisje",
          en: "The Heath Hut",
          de: "Das Heidehäuschen",
          pl: "Domek na Wrzosowisku",
        },
        type: "tinyHouse",
        shortDescription: {
          nl: "Tiny house voor twee aan een klein heideveld, met een slaapvide, een houtkacheltje en een houtgestookte hottub onder de sterren.",
          en: "A tiny house for two by a little patch of heath, with a sleeping loft, a small wood stove and a wood-fired hot tub under the stars.",
          de: "Tiny House für zwei an einem kleinen Heidestück, mit Schlafempore, kleinem Holzofen und holzbefeuertem Hot Tub unter dem Sternenhimmel.",
          pl: "Tiny house dla dwojga przy małym wrzosowisku, z sypialnią na antresoli, małym piecykiem i opalaną drewnem balią pod gwiazdami.",
        },
        longDescription: richPerLanguage({
          nl: `Een tiny house van tweeëntwintig vierkante meter, op wielen maar niet van plan ergens heen te gaan. Het staat aan de overkant van de vijver, waar het heideveldje begint, met een glazen wand op het oosten: je wordt wakker met de zon. In augustus bloeit de heide rondom paars en zoemt het van de bijen.

## Indeling

- **Beneden:** zitbank bij het houtkacheltje, keukentje met twee kookplaten, koelkast en koffiezetapparaat, badkamertje met douche en toilet
- **Vide:** tweepersoonsbed (160 × 200) onder het schuine dak, bereikbaar via een steile trap; niet geschikt voor wie slecht ter been is
- **Buiten:** houten vlonder met twee ligstoelen, een hangmat tussen twee dennen en een houtgestookte hottub voor twee

Stook de hottub ’s middags op; tegen het donker is het water achtendertig graden. Er is geen tv. Wel wifi, een stapel boeken en ’s nachts meer sterren dan je in de stad ooit ziet.`,
          en: `A tiny house of twenty-two square metres, on wheels but with no plans to go anywhere. It stands across the pond, where the patch of heath begins, with a glass wall facing east: you wake up with the sun. In August the heather around it flowers purple and hums with bees.

## Layout

- **Downstairs:** a sofa by the little wood stove, a kitchenette with two hobs, a fridge and a coffee maker, a small shower room with toilet
- **Loft:** a double bed (160 × 200) under the sloping roof, reached by a steep ladder-stair – not suitable if you are unsteady on your feet
- **Outside:** a wooden deck with two loungers, a hammock between two pines and a wood-fired hot tub for two

Light the hot tub in the afternoon; by dusk the water is thirty-eight degrees. There is no TV. There is Wi-Fi, a pile of books and, at night, more stars than you will ever see in a city.`,
          de: `Ein Tiny House von zweiundzwanzig Quadratmetern, auf Rädern, aber ohne jede Absicht, irgendwohin zu fahren. Es steht auf der anderen Seite des Teichs, wo das kleine Heidestück beginnt, mit einer Glaswand nach Osten: Sie wachen mit der Sonne auf. Im August blüht ringsum die Heide lila und summt vor Bienen.

## Aufteilung

- **Unten:** Sofa am kleinen Holzofen, Küchenzeile mit zwei Kochplatten, Kühlschrank und Kaffeemaschine, kleines Duschbad mit WC
- **Empore:** Doppelbett (160 × 200) unter der Dachschräge, über eine steile Treppe erreichbar – nicht geeignet, wenn Sie nicht gut zu Fuß sind
- **Draußen:** Holzdeck mit zwei Liegestühlen, eine Hängematte zwischen zwei Kiefern und ein holzbefeuerter Hot Tub für zwei

Heizen Sie den Hot Tub am Nachmittag an; bis es dunkel wird, hat das Wasser achtunddreißig Grad. Einen Fernseher gibt es nicht. Dafür WLAN, einen Stapel Bücher und nachts mehr Sterne, als man in der Stadt je sieht.`,
          pl: `Tiny house o powierzchni dwudziestu dwóch metrów kwadratowych – na kołach, ale bez zamiaru, by gdziekolwiek jechać. Stoi po drugiej stronie stawu, tam gdzie zaczyna się małe wrzosowisko, ze szklaną ścianą od wschodu: budzicie się razem ze słońcem. W sierpniu wrzosy dookoła kwitną na fioletowo, a w powietrzu brzęczą pszczoły.

## Układ domu

- **Na dole:** kanapa przy małym piecyku, aneks kuchenny z dwoma palnikami, lodówką i ekspresem przelewowym, mała łazienka z prysznicem i toaletą
- **Antresola:** łóżko podwójne (160 × 200) pod skosem dachu; prowadzą na nią strome schodki – nie dla osób, którym trudno się chodzi
- **Na zewnątrz:** drewniany podest z dwoma leżakami, hamak między dwiema sosnami i opalana drewnem balia dla dwojga

Balię rozpalcie po południu; gdy zrobi się ciemno, woda będzie miała trzydzieści osiem stopni. Telewizora nie ma. Jest za to Wi-Fi, stos książek i nocą więcej gwiazd, niż kiedykolwiek zobaczycie w mieście.`,
        }),
        houseRules: {
          nl: "Niet roken, binnen en buiten.\nGeen huisdieren.\nDe hottub stook je alleen met het hout uit de kist ernaast; laat het vuur nooit alleen.\nOpen vuur is op de Veluwe verboden; het houtkacheltje en de hottub zijn de enige uitzonderingen.\nNa 22.00 uur geen muziek buiten.\nVertrek: afwas gedaan, bed afhalen en de sleutel in het kastje bij mijn voordeur.",
          en: "No smoking, indoors or out.\nNo pets.\nOnly use the wood from the box beside the hot tub, and never leave the fire unattended.\nOpen fires are banned on the Veluwe; the little stove and the hot tub are the only exceptions.\nNo music outside after 10 pm.\nDeparture: do the washing-up, strip the bed and leave the key in the box by my front door.",
          de: "Rauchen ist drinnen und draußen nicht erlaubt.\nKeine Haustiere.\nDen Hot Tub bitte nur mit dem Holz aus der Kiste daneben heizen und das Feuer nie unbeaufsichtigt lassen.\nOffenes Feuer ist auf der Veluwe verboten; der kleine Ofen und der Hot Tub sind die einzigen Ausnahmen.\nAb 22 Uhr keine Musik draußen.\nAbreise: abwaschen, Bett abziehen und den Schlüssel in den Kasten an meiner Haustür legen.",
          pl: "Nie palimy – ani w środku, ani na zewnątrz.\nNie przyjmujemy zwierząt.\nBalię palimy tylko drewnem ze skrzyni obok i nigdy nie zostawiamy ognia bez opieki.\nNa Veluwe obowiązuje zakaz palenia ognisk; piecyk i balia to jedyne wyjątki.\nPo 22:00 bez muzyki na zewnątrz.\nWyjazd: umyjcie naczynia, zdejmijcie pościel i zostawcie klucz w skrzynce przy moich drzwiach.",
        },
        maxGuests: 2,
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
        sizeM2: 22,
        facilities: [
          "coffeeMachine",
          "kettle",
          "fridge",
          "stove",
          "shower",
          "towels",
          "wifi",
          "fireplace",
          "heating",
          "bedLinen",
          "terrace",
          "gardenFurniture",
          "hammock",
          "hotTub",
          "freeParking",
          "bikeStorage",
          "smokeDetector",
          "carbonMonoxideDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "20:00",
        checkOutUntil: "11:00",
      },
      cover: {
        file: "terrace",
        alt: {
          nl: "Een houten vlonder bij zonsondergang, met een dampende houten hottub en twee ligstoelen, en uitzicht over het water naar beboste heuvels.",
          en: "A wooden deck at sunset, with a steaming wooden hot tub and two loungers, looking out over water towards wooded hills.",
          de: "Ein Holzdeck bei Sonnenuntergang, mit dampfendem Holz-Hot-Tub und zwei Liegestühlen und Blick übers Wasser auf bewaldete Hügel.",
          pl: "Drewniany podest o zachodzie słońca, z parującą drewnianą balią i dwoma leżakami, z widokiem na wodę i zalesione wzgórza.",
        },
        caption: {
          nl: "De hottub van het Heidehuisje, aan de vijver.",
          en: "The Heath Hut’s hot tub, by the pond.",
          de: "Der Hot Tub des Heidehäuschens, am Teich.",
          pl: "Balia przy Domku na Wrzosowisku, nad stawem.",
        },
      },
      photos: [],
    },
  ],
  gallery: [
    {
      file: "park-bungalows",
      alt: {
        nl: "Drie houten vakantiehuizen rond een vijver met eenden en een steigertje, een picknicktafel op het gras en daarachter dennenbos.",
        en: "Three wooden holiday houses around a pond with ducks and a little jetty, a picnic table on the grass and pine forest behind.",
        de: "Drei Holzferienhäuser rund um einen Teich mit Enten und kleinem Steg, ein Picknicktisch im Gras, dahinter Kiefernwald.",
        pl: "Trzy drewniane domy wokół stawu z kaczkami i małym pomostem, stół piknikowy na trawie, a za nimi sosnowy las.",
      },
      caption: {
        nl: "De open plek in het midden, met opa’s vijver.",
        en: "The clearing in the middle, with Grandpa’s pond.",
        de: "Die Lichtung in der Mitte, mit Opas Teich.",
        pl: "Polana pośrodku, ze stawem dziadka.",
      },
    },
    {
      file: "forest-cabin",
      alt: {
        nl: "Een zwarte houten lodge tussen grove dennen in de ochtendnevel, met warm licht achter de ramen en bloeiende heide op de voorgrond.",
        en: "A black timber lodge among Scots pines in the morning mist, with warm light in the windows and flowering heather in the foreground.",
        de: "Eine schwarze Holzlodge zwischen Waldkiefern im Morgennebel, mit warmem Licht in den Fenstern und blühender Heide im Vordergrund.",
        pl: "Czarny drewniany domek wśród sosen w porannej mgle, z ciepłym światłem w oknach i kwitnącym wrzosem na pierwszym planie.",
      },
      caption: {
        nl: "Lodge De Grove Den, met rook uit de schoorsteen.",
        en: "Scots Pine Lodge, smoke rising from the chimney.",
        de: "Die Lodge Waldkiefer, aus dem Schornstein steigt Rauch.",
        pl: "Domek Sosna, z komina unosi się dym.",
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
        nl: "Het pad achter het terrein, richting het losloopgebied.",
        en: "The path behind our grounds, towards the off-lead area.",
        de: "Der Weg hinter unserem Gelände, Richtung Freilaufgebiet.",
        pl: "Ścieżka za naszym terenem, w stronę wybiegu dla psów.",
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
        nl: "De weekmarkt in Ede, voor streekkaas en Veluwse honing.",
        en: "The weekly market in Ede, for local cheese and Veluwe honey.",
        de: "Der Wochenmarkt in Ede, für Käse aus der Region und Veluwer Honig.",
        pl: "Cotygodniowy targ w Ede – po lokalne sery i miód z Veluwe.",
      },
    },
    {
      file: "terrace",
      alt: {
        nl: "Een houten vlonder bij zonsondergang, met een dampende houten hottub en twee ligstoelen, en uitzicht over het water naar beboste heuvels.",
        en: "A wooden deck at sunset, with a steaming wooden hot tub and two loungers, looking out over water towards wooded hills.",
        de: "Ein Holzdeck bei Sonnenuntergang, mit dampfendem Holz-Hot-Tub und zwei Liegestühlen und Blick übers Wasser auf bewaldete Hügel.",
        pl: "Drewniany podest o zachodzie słońca, z parującą drewnianą balią i dwoma leżakami, z widokiem na wodę i zalesione wzgórza.",
      },
      caption: {
        nl: "Avond aan de vijver, vanaf de vlonder van het Heidehuisje.",
        en: "Evening by the pond, from the Heath Hut’s deck.",
        de: "Abend am Teich, vom Deck des Heidehäuschens aus.",
        pl: "Wieczór nad stawem, z podestu Domku na Wrzosowisku.",
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
        nl: "Een boerderij in de Gelderse Vallei, aan de fietsroute langs de westkant van de Veluwe.",
        en: "A farm in the Gelderse Vallei, on the cycle route along the western edge of the Veluwe.",
        de: "Ein Bauernhof in der Gelderse Vallei, an der Radroute am Westrand der Veluwe.",
        pl: "Gospodarstwo w dolinie Gelderse Vallei, przy trasie rowerowej wzdłuż zachodniego skraju Veluwe.",
      },
    },
  ],
  reviews: [
    {
      guestName: "Jan en Els",
      stayMonth: "2025-10-01",
      rating: 5,
      lang: "nl",
      source: "direct",
      unit: "lodge-de-grove-den",
      body: "We kwamen voor het burlen en Marieke wist precies waar we moesten staan. Om half zeven ’s avonds, vanaf de observatiepost, zeven hindes en een burlend edelhert met een enorm gewei. Daarna terug naar de lodge, sauna aan, kachel aan. De lodge is prachtig afgewerkt en echt stil. Volgend jaar weer, zelfde week.",
    },
    {
      guestName: "Familie Weber",
      stayMonth: "2025-07-01",
      rating: 5,
      lang: "de",
      source: "booking",
      unit: "lodge-de-grove-den",
      body: "Eine Woche mit drei Kindern, und keiner wollte nach Hause. Die Kinder sind jeden Tag mit den weißen Rädern durch die Hoge Veluwe gefahren und haben im Skulpturengarten getobt, wir Eltern saßen abends in der Fasssauna. Die Lodge ist großzügig, sehr sauber und die Küche gut ausgestattet. Marieke ist herzlich und unaufdringlich – perfekt.",
    },
    {
      guestName: "Sarah",
      stayMonth: "2026-02-01",
      rating: 5,
      lang: "en",
      source: "google",
      unit: "het-heidehuisje",
      body: "Three nights in the Heath Hut in February, with frost on the heather every morning. Lighting the hot tub and sitting in it under an absolutely black, starry sky was the highlight of our winter. The little stove kept the whole place toasty. Marieke left us eggs from her neighbour’s hens and a map with her favourite walks.",
    },
    {
      guestName: "Magda i Kuba",
      stayMonth: "2025-09-01",
      rating: 5,
      lang: "pl",
      source: "airbnb",
      unit: "het-heidehuisje",
      body: "Najpiękniejszy tiny house, w jakim spaliśmy. Rano słońce przez szklaną ścianę, wieczorem balia i cisza, jakiej dawno nie słyszeliśmy. Na rowerach pojechaliśmy do Muzeum Kröller-Müller – Van Gogh i ogród rzeźb robią ogromne wrażenie. Jedyna uwaga: schodki na antresolę są naprawdę strome, ale uczciwie o tym piszą.",
    },
    {
      guestName: "Wouter",
      stayMonth: "2026-04-01",
      rating: 4,
      lang: "nl",
      source: "booking",
      unit: "lodge-de-beuk",
      body: "Met onze twee border collies een midweek in De Beuk. De omheinde tuin is goud waard, en het losloopgebied begint letterlijk achter het hek. Lodge is knus en schoon. Enige minpuntje: de waterdruk van de douche mocht wat hoger. Maar we komen zeker terug.",
      reply:
        "Dank je, Wouter! Je had gelijk over de douche: er zit sinds mei een nieuwe douchekop met meer druk in. Groeten aan de collies van Otto.",
    },
    {
      guestName: "Brigitte",
      stayMonth: "2026-06-01",
      rating: 5,
      lang: "de",
      source: "direct",
      unit: "lodge-de-beuk",
      body: "Meine Mutter sitzt im Rollstuhl, und es ist selten, dass eine Ferienunterkunft wirklich barrierefrei ist. Hier stimmt es: keine Schwelle, breite Türen, eine Dusche, in die man hineinrollen kann, sogar ein Duschstuhl. Marieke hat uns außerdem Wege im Park gezeigt, die mit dem Rollstuhl gut befahrbar sind. Vielen Dank!",
    },
    {
      guestName: "Tom & Lisa",
      stayMonth: "2026-08-01",
      rating: 4,
      lang: "en",
      source: "airbnb",
      unit: "lodge-de-grove-den",
      body: "Beautiful lodge and a wonderful host. We were there during a heatwave, and the house stayed pleasantly cool under the pines. Bring insect repellent in summer – the forest has its mosquitoes – but that is hardly the lodge’s fault. The Kröller-Müller alone was worth the trip.",
    },
    {
      guestName: "Rodzina Nowaków",
      stayMonth: "2025-12-01",
      rating: 4,
      lang: "pl",
      source: "booking",
      unit: "lodge-de-beuk",
      body: "Spędziliśmy tu święta z psem i dwójką dzieci. Domek jest ciepły, kominek grzeje świetnie, a ogród jest ogrodzony, więc pies mógł biegać bez smyczy. Trochę ciasno przy czterech osobach i dużym psie, ale na tydzień w zupełności wystarczyło. Marieke zostawiła nam na powitanie świąteczne ciasteczka.",
      reply:
        "Dziękuję za miłe słowa! Cieszę się, że pies i dzieci czuli się tu jak w domu. Do zobaczenia – może następnym razem w Domku Sosna, jest w nim więcej miejsca.",
    },
  ],
  posts: [
    {
      slug: "herten-kijken-op-de-veluwe",
      title: {
        nl: "Herten kijken op de Veluwe: waar, wanneer en hoe",
        en: "Deer watching on the Veluwe: where, when and how",
        de: "Hirsche beobachten auf der Veluwe: wo, wann und wie",
        pl: "Obserwacja jeleni na Veluwe: gdzie, kiedy i jak",
      },
      excerpt: {
        nl: "Van half september tot half oktober burlen de edelherten. Zo zie en hoor je ze, zonder ze te storen.",
        en: "From mid-September to mid-October the red deer are in rut. This is how to see and hear them without disturbing them.",
        de: "Von Mitte September bis Mitte Oktober ist Hirschbrunft. So sehen und hören Sie die Rothirsche, ohne sie zu stören.",
        pl: "Od połowy września do połowy października trwa rykowisko jeleni. Tak je zobaczycie i usłyszycie, nie płosząc ich.",
      },
      body: richPerLanguage({
        nl: `Opa zei altijd: een hert zie je niet, een hert laat zich zien. Na veertig jaar boswachteren wist hij wel een paar trucs om daarbij te helpen. Dit is wat ik mijn gasten vertel.

## Wanneer

De edelherten burlen van half september tot half oktober. De mannetjes brullen dan om hun roedel bij elkaar te houden, en dat geluid – ergens tussen een koe en een leeuw – draagt kilometers ver. De beste tijd is het uur voor zonsondergang en vroeg in de ochtend. Overdag liggen de herten verscholen in het bos.

## Waar

- **De Hoge Veluwe:** het park heeft verschillende wildobservatieposten aan de rand van open velden. Vraag bij de ingang welke deze week het drukst zijn, en bedenk dat het park ’s avonds dichtgaat.
- **Het Deelerwoud:** ten oosten van de Hoge Veluwe, met een uitkijkpunt over een groot veld. In de burlperiode is het er druk, kom dus ruim op tijd.
- **Onze eigen achterdeur:** reeën lopen bijna elke ochtend over het terrein. Wilde zwijnen zie je vooral aan de omgewoelde grond; ze komen ’s nachts.

## Hoe

Neem een verrekijker mee (er ligt er een in elke lodge), trek kleding aan die niet ritselt, en ga zitten. Herten hebben je veel eerder door dan jij hen, maar als je stil zit, wennen ze aan je. Blijf op de paden, voer nooit en gebruik geen flits. En als je niets ziet: je hebt een uur in de schemering op de Veluwe gezeten, met de geur van dennen en het licht dat langzaam uit de lucht verdwijnt. Dat is ook niet niks.`,
        en: `Grandpa always said: you don’t see a deer, a deer lets itself be seen. After forty years as a forest ranger, though, he knew a few tricks to help it along. This is what I tell my guests.

## When

The red deer rut runs from mid-September to mid-October. The stags roar to keep their hinds together, and the sound – somewhere between a cow and a lion – carries for miles. The best time is the hour before sunset and early in the morning. During the day the deer lie hidden in the forest.

## Where

- **The Hoge Veluwe:** the park has several wildlife hides on the edges of open fields. Ask at the entrance which ones are busiest this week, and remember that the park closes in the evening.
- **The Deelerwoud:** east of the Hoge Veluwe, with a lookout over a large field. It gets busy during the rut, so arrive in good time.
- **Our own back door:** roe deer cross the grounds almost every morning. Wild boar you’ll mostly know from the churned-up earth; they come at night.

## How

Bring binoculars (there is a pair in every lodge), wear clothes that don’t rustle, and sit down. Deer notice you long before you notice them, but if you keep still, they get used to you. Stay on the paths, never feed them and don’t use a flash. And if you see nothing: you have spent an hour at dusk on the Veluwe, with the smell of pines and the light slowly leaving the sky. That is not nothing either.`,
        de: `Opa sagte immer: Einen Hirsch sieht man nicht, ein Hirsch lässt sich sehen. Nach vierzig Jahren als Förster kannte er aber ein paar Tricks, um nachzuhelfen. Das erzähle ich meinen Gästen.

## Wann

Die Brunft der Rothirsche dauert von Mitte September bis Mitte Oktober. Die Hirsche röhren, um ihr Rudel zusammenzuhalten, und dieser Laut – irgendwo zwischen Kuh und Löwe – trägt kilometerweit. Am besten ist die Stunde vor Sonnenuntergang und der frühe Morgen. Tagsüber liegen die Tiere versteckt im Wald.

## Wo

- **Die Hoge Veluwe:** Der Park hat mehrere Beobachtungsposten am Rand offener Felder. Fragen Sie am Eingang, an welchen diese Woche am meisten los ist, und denken Sie daran, dass der Park abends schließt.
- **Das Deelerwoud:** östlich der Hoge Veluwe, mit einem Aussichtspunkt über ein großes Feld. Zur Brunftzeit ist es dort voll, kommen Sie also rechtzeitig.
- **Unsere eigene Hintertür:** Rehe ziehen fast jeden Morgen über das Gelände. Wildschweine erkennt man vor allem am aufgewühlten Boden; sie kommen nachts.

## Wie

Nehmen Sie ein Fernglas mit (in jeder Lodge liegt eins), tragen Sie Kleidung, die nicht raschelt, und setzen Sie sich hin. Hirsche bemerken Sie viel früher als Sie die Hirsche, aber wenn Sie still sitzen, gewöhnen sie sich an Sie. Bleiben Sie auf den Wegen, füttern Sie nie und fotografieren Sie ohne Blitz. Und wenn Sie nichts sehen: Sie haben eine Stunde in der Dämmerung auf der Veluwe gesessen, mit dem Duft der Kiefern und dem Licht, das langsam vom Himmel verschwindet. Das ist auch nicht wenig.`,
        pl: `Dziadek zawsze mówił: jelenia się nie widzi, to jeleń pozwala się zobaczyć. Po czterdziestu latach pracy w lesie znał jednak kilka sposobów, żeby mu w tym pomóc. Oto, co mówię moim gościom.

## Kiedy

Rykowisko jeleni trwa od połowy września do połowy października. Byki ryczą, żeby utrzymać przy sobie chmarę łań, a ten dźwięk – coś pomiędzy krową a lwem – niesie się na kilometry. Najlepsza pora to godzina przed zachodem słońca i wczesny ranek. W ciągu dnia jelenie kryją się w lesie.

## Gdzie

- **Hoge Veluwe:** w parku jest kilka ambon obserwacyjnych na skraju otwartych polan. Zapytajcie przy wejściu, gdzie w tym tygodniu jest najwięcej zwierząt, i pamiętajcie, że wieczorem park się zamyka.
- **Deelerwoud:** na wschód od Hoge Veluwe, z punktem widokowym na dużą polanę. W czasie rykowiska bywa tłoczno, więc przyjdźcie wcześniej.
- **Nasze własne podwórko:** sarny przechodzą przez teren prawie każdego ranka. Dziki poznacie głównie po zrytej ziemi; przychodzą nocą.

## Jak

Weźcie lornetkę (jest w każdym domku), ubierzcie się w coś, co nie szeleści, i usiądźcie. Jelenie zauważą Was dużo wcześniej niż Wy je, ale jeśli siedzicie spokojnie, przyzwyczajają się. Trzymajcie się ścieżek, nigdy nie dokarmiajcie i nie używajcie lampy błyskowej. A jeśli nic nie zobaczycie – spędziliście godzinę o zmierzchu na Veluwe, z zapachem sosen i światłem, które powoli znika z nieba. To też coś.`,
      }),
      cover: {
        file: "forest-walk",
        alt: {
          nl: "Een zandpad door een bos met hoge, rechte stammen, met zonnestralen door het bladerdak en varens langs de kant.",
          en: "A sandy path through a forest of tall, straight trunks, with sunbeams slanting through the canopy and ferns along the edge.",
          de: "Ein Sandweg durch einen Wald mit hohen, geraden Stämmen, mit Sonnenstrahlen durch das Blätterdach und Farnen am Wegrand.",
          pl: "Piaszczysta ścieżka przez las wysokich, prostych pni, z promieniami słońca przebijającymi się przez korony drzew i paprociami na poboczu.",
        },
      },
      daysAgo: 58,
    },
    {
      slug: "zeven-uitjes-met-kinderen-rond-otterlo",
      title: {
        nl: "Zeven uitjes met kinderen rond Otterlo",
        en: "Seven days out with children around Otterlo",
        de: "Sieben Ausflüge mit Kindern rund um Otterlo",
        pl: "Siedem wycieczek z dziećmi w okolicach Otterlo",
      },
      excerpt: {
        nl: "Een museum onder de grond, een kunstwerk waar je op mag klimmen en een tram door de tijd: onze lijst voor gezinnen.",
        en: "An underground museum, a work of art you’re allowed to climb on and a tram through time: our list for families.",
        de: "Ein Museum unter der Erde, ein Kunstwerk, auf das man klettern darf, und eine Straßenbahn durch die Zeit: unsere Liste für Familien.",
        pl: "Muzeum pod ziemią, dzieło sztuki, na które wolno się wspinać, i tramwaj przez historię: nasza lista dla rodzin.",
      },
      body: richPerLanguage({
        nl: `Veel van mijn gasten komen met kinderen, en de vraag aan het eind van de eerste dag is altijd dezelfde: wat gaan we morgen doen? Dit zijn de zeven uitjes die het vaakst enthousiast terugkomen in het gastenboek.

1. **Op de witte fiets door de Hoge Veluwe.** Er zijn ook kinderfietsen en fietsen met een kinderzitje. Fiets naar het stuifzand en laat ze van de zandheuvels rennen.
2. **Museonder.** In het bezoekerscentrum van de Hoge Veluwe: een museum onder de grond, over alles wat onder je voeten leeft, met de wortels van een beuk die door het plafond groeien.
3. **Klimmen op kunst.** In de beeldentuin van het Kröller-Müller mogen kinderen op de Jardin d’émail van Jean Dubuffet lopen. Ouders ook.
4. **Het Openluchtmuseum.** Met de oude tram van boerderij naar molen, en in de wasserij de was doen zoals in 1900. Neem een hele dag.
5. **Sporen zoeken achter de lodges.** Ik geef een sporenkaart mee: wie vindt de prent van een ree, de wroetplek van een zwijn en een dennenappel die door een eekhoorn is afgekloven?
6. **Het Tegelmuseum.** Klinkt saai, is het niet: er zijn tegels met kinderspelletjes van driehonderd jaar oud, en je kunt ze naast je eigen spelletjes leggen.
7. **Pannenkoeken na een lange wandeling.** Het mag een traditie worden. In Otterlo en op de heide bij Ede zijn er genoeg plekken; vraag me naar de beste van dit seizoen.

En op een dag dat niemand zin heeft in een uitje: in de schuur liggen een hangmat, een badmintonset en een emmer vol schepjes. Het bos doet de rest.`,
        en: `Many of my guests come with children, and at the end of the first day the question is always the same: what are we doing tomorrow? These are the seven days out that turn up most often, enthusiastically, in the guest book.

1. **White bikes through the Hoge Veluwe.** There are children’s bikes and bikes with child seats too. Ride to the drift sands and let them run down the dunes.
2. **Museonder.** In the Hoge Veluwe visitor centre: a museum underground, about everything that lives beneath your feet, with the roots of a beech tree growing through the ceiling.
3. **Climbing on art.** In the Kröller-Müller sculpture garden, children are allowed to walk on Jean Dubuffet’s Jardin d’émail. So are parents.
4. **The Open Air Museum.** Take the old tram from farm to windmill, and do the laundry as in 1900. Give it a whole day.
5. **Track hunting behind the lodges.** I’ll give you a tracking card: who can find a roe deer’s print, the place where a boar has been rooting and a pine cone stripped by a squirrel?
6. **The Tile Museum.** Sounds dull, isn’t: there are three-hundred-year-old tiles showing children’s games, and you can compare them with your own.
7. **Pancakes after a long walk.** It may become a tradition. There are plenty of places in Otterlo and on the heath near Ede; ask me for this season’s best.

And on a day when nobody fancies going anywhere: in the shed there’s a hammock, a badminton set and a bucket of spades. The forest does the rest.`,
        de: `Viele meiner Gäste kommen mit Kindern, und am Ende des ersten Tages ist die Frage immer dieselbe: Was machen wir morgen? Das sind die sieben Ausflüge, die im Gästebuch am häufigsten begeistert vorkommen.

1. **Mit dem weißen Rad durch die Hoge Veluwe.** Es gibt auch Kinderräder und Räder mit Kindersitz. Fahren Sie zu den Sanddünen und lassen Sie die Kinder die Hügel hinunterrennen.
2. **Museonder.** Im Besucherzentrum der Hoge Veluwe: ein Museum unter der Erde, über alles, was unter unseren Füßen lebt, mit den Wurzeln einer Buche, die durch die Decke wachsen.
3. **Auf Kunst klettern.** Im Skulpturengarten des Kröller-Müller dürfen Kinder auf Jean Dubuffets Jardin d’émail herumlaufen. Eltern auch.
4. **Das Freilichtmuseum.** Mit der alten Straßenbahn vom Bauernhof zur Mühle fahren und in der Waschküche Wäsche waschen wie um 1900. Planen Sie einen ganzen Tag ein.
5. **Spurensuche hinter den Lodges.** Ich gebe Ihnen eine Spurenkarte mit: Wer findet den Abdruck eines Rehs, eine Wühlstelle der Wildschweine und einen Kiefernzapfen, den ein Eichhörnchen abgenagt hat?
6. **Das Fliesenmuseum.** Klingt langweilig, ist es nicht: Es gibt dreihundert Jahre alte Fliesen mit Kinderspielen, die man mit den eigenen Spielen vergleichen kann.
7. **Pfannkuchen nach einer langen Wanderung.** Das darf zur Tradition werden. In Otterlo und auf der Heide bei Ede gibt es genug Lokale; fragen Sie mich nach dem besten dieser Saison.

Und an einem Tag, an dem keiner Lust auf einen Ausflug hat: Im Schuppen liegen eine Hängematte, ein Federballset und ein Eimer voller Schaufeln. Den Rest macht der Wald.`,
        pl: `Wielu moich gości przyjeżdża z dziećmi, a pod koniec pierwszego dnia zawsze pada to samo pytanie: co robimy jutro? Oto siedem wycieczek, które najczęściej i z największym entuzjazmem pojawiają się w księdze gości.

1. **Białym rowerem przez Hoge Veluwe.** Są też rowery dziecięce i rowery z fotelikiem. Pojedźcie na ruchome piaski i pozwólcie dzieciom zbiegać z wydm.
2. **Museonder.** W centrum dla odwiedzających w Hoge Veluwe: muzeum pod ziemią o wszystkim, co żyje pod naszymi stopami, z korzeniami buka przerastającymi przez sufit.
3. **Wspinanie się na sztukę.** W ogrodzie rzeźb Kröller-Müller dzieci mogą chodzić po Jardin d’émail Jeana Dubuffeta. Rodzice też.
4. **Skansen.** Starym tramwajem od gospodarstwa do wiatraka, a w pralni pranie jak w 1900 roku. Warto poświęcić cały dzień.
5. **Szukanie tropów za domkami.** Dostaniecie ode mnie kartę tropów: kto znajdzie odcisk racicy sarny, ziemię zrytą przez dzika i szyszkę obgryzioną przez wiewiórkę?
6. **Muzeum Kafli.** Brzmi nudno, a wcale nie jest: są tam trzystuletnie kafle z dziecięcymi zabawami, które można porównać z dzisiejszymi.
7. **Naleśniki po długim spacerze.** To może stać się tradycją. W Otterlo i na wrzosowiskach pod Ede nie brakuje miejsc; zapytajcie mnie o najlepsze w tym sezonie.

A na dzień, w którym nikomu nie chce się nigdzie jechać: w szopie czekają hamak, zestaw do badmintona i wiaderko pełne łopatek. Resztę zrobi las.`,
      }),
      cover: {
        file: "park-bungalows",
        alt: {
          nl: "Drie houten vakantiehuizen rond een vijver met eenden en een steigertje, een picknicktafel op het gras en daarachter dennenbos.",
          en: "Three wooden holiday houses around a pond with ducks and a little jetty, a picnic table on the grass and pine forest behind.",
          de: "Drei Holzferienhäuser rund um einen Teich mit Enten und kleinem Steg, ein Picknicktisch im Gras, dahinter Kiefernwald.",
          pl: "Trzy drewniane domy wokół stawu z kaczkami i małym pomostem, stół piknikowy na trawie, a za nimi sosnowy las.",
        },
      },
      daysAgo: 9,
    },
  ],
};
