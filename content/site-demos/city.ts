import type { DemoSiteFixture } from "../../modules/site-view/demo-fixture.ts";
import { richPerLanguage } from "./rich-from-markdown.ts";

/** A restored grain warehouse of 1898 on the Vaartsche Rijn in Utrecht: a loft and a studio. */
export const city: DemoSiteFixture = {
  name: "Pakhuis De Korenbloem",
  doc: {
    languages: { main: "nl", others: ["en", "de", "pl"] },
    tagline: {
      nl: "Een loft en een studio in een graanpakhuis uit 1898, aan het water in Utrecht. Een kwartier lopen langs de Oudegracht naar de Dom.",
      en: "A loft and a studio in an 1898 grain warehouse on the water in Utrecht, a fifteen-minute walk along the Oudegracht to the Dom Tower.",
      de: "Ein Loft und ein Studio in einem Getreidespeicher von 1898 am Wasser in Utrecht – eine Viertelstunde zu Fuß zum Dom.",
      pl: "Loft i studio w spichlerzu zbożowym z 1898 roku nad wodą w Utrechcie, kwadrans spacerem wzdłuż Oudegracht do wieży Dom.",
    },
    intro: {
      nl: "De Korenbloem is een bakstenen pakhuis aan de Vaartsche Rijn, gebouwd in 1898 voor het graan dat per schip de stad in kwam. Van 2017 tot 2020 hebben we het gerestaureerd: de gietijzeren kolommen, de eiken balken en het hijswiel onder de nok zijn gebleven, de rest is nieuw. Er zijn twee plekken voor gasten: de Loft op de bovenste verdieping, met een glazen kamer en een dakterras, en een studio op de begane grond, achter de grote boogramen aan de kade.\n\nJe loopt in een kwartier langs de werven van de Oudegracht naar de Dom, en station Vaartsche Rijn ligt om de hoek. ’s Ochtends roeien hier studenten voorbij, ’s avonds branden de lichtjes langs de kade.",
      en: "De Korenbloem – ‘the Cornflower’ – is a brick warehouse on the Vaartsche Rijn canal, built in 1898 for the grain that came into the city by boat. We restored it between 2017 and 2020: the cast-iron columns, the oak beams and the hoist wheel under the ridge stayed, everything else is new. There are two places for guests: the Loft on the top floor, with a glass room and a roof terrace, and a studio on the ground floor, behind the big arched windows onto the quay.\n\nIt’s a fifteen-minute walk along the wharves of the Oudegracht to the Dom Tower, and Vaartsche Rijn station is round the corner. In the morning student rowers glide past; in the evening the lights come on along the quay.",
      de: "De Korenbloem – „die Kornblume“ – ist ein Backsteinspeicher an der Vaartsche Rijn, gebaut 1898 für das Getreide, das per Schiff in die Stadt kam. Von 2017 bis 2020 haben wir ihn restauriert: Die gusseisernen Säulen, die Eichenbalken und das Lastenrad unter dem First sind geblieben, alles andere ist neu. Für Gäste gibt es zwei Wohnungen: das Loft im obersten Stock mit Glaszimmer und Dachterrasse und ein Studio im Erdgeschoss, hinter den großen Rundbogenfenstern zum Kai.\n\nAn den Werften der Oudegracht entlang sind Sie in einer Viertelstunde zu Fuß am Dom, und der Bahnhof Vaartsche Rijn liegt um die Ecke. Morgens rudern Studenten vorbei, abends gehen die Lichter am Kai an.",
      pl: "De Korenbloem – „Chaber” – to ceglany spichlerz nad kanałem Vaartsche Rijn, zbudowany w 1898 roku dla zboża, które przypływało do miasta statkami. W latach 2017–2020 odrestaurowaliśmy go: żeliwne kolumny, dębowe belki i koło wyciągu pod kalenicą zostały, reszta jest nowa. Dla gości mamy dwa miejsca: Loft na najwyższym piętrze, ze szklanym pokojem i tarasem na dachu, oraz studio na parterze, za dużymi łukowymi oknami od strony nabrzeża.\n\nDo wieży Dom idzie się kwadrans wzdłuż nabrzeży Oudegracht, a stacja Vaartsche Rijn jest tuż za rogiem. Rano przepływają tu wioślarze ze studenckich klubów, wieczorem wzdłuż nabrzeża zapalają się światła.",
    },
    about: {
      title: {
        nl: "Van scooterwerkplaats terug naar pakhuis",
        en: "From scooter workshop back to warehouse",
        de: "Von der Rollerwerkstatt zurück zum Speicher",
        pl: "Od warsztatu skuterów z powrotem do spichlerza",
      },
      story: richPerLanguage({
        nl: `Toen ik het pakhuis in 2016 voor het eerst van binnen zag, zat er beneden een scooterwerkplaats en stonden de verdiepingen erboven al twintig jaar leeg. Er lekte water door het dak, duiven woonden op de derde verdieping, en op de gevel was van de naam De Korenbloem alleen nog de K te lezen. Ik ben architect, en ik wist meteen: dit wordt ons huis.

Samen met een aannemer uit Lombok en heel veel weekenden van vrienden hebben we het pakhuis in drie jaar gerestaureerd. We hebben zo veel mogelijk bewaard: de gietijzeren kolommen uit een gieterij in Deventer, de eiken balken met de kerven van de zakken graan die eroverheen gesleept werden, het grote hijswiel onder de nok. Nieuw zijn de isolatie, de warmtepomp, de ramen met dubbel glas in de oude boogvormen en de glazen kamer op het dak.

## Wie er woont

- **Jeroen**, dat ben ik: ik woon met mijn dochter Noor op de eerste en tweede verdieping.
- **Noor** (12) heeft het logo getekend dat op je sleutelhanger zit, en weet waar in Utrecht de beste tosti’s zijn.
- **Gasten** wonen in de Loft boven ons en in de studio beneden ons.

Omdat we in hetzelfde huis wonen, ben ik er bijna altijd als je iets nodig hebt – een extra deken, een fietsslot, een tafel voor vanavond. En als je wilt weten hoe een pakhuis werkte, laat ik je graag het hijswiel zien.`,
        en: `When I first saw inside the warehouse in 2016, there was a scooter repair shop on the ground floor and the floors above had been empty for twenty years. Water leaked through the roof, pigeons lived on the third floor, and of the name De Korenbloem on the façade only the K was still legible. I’m an architect, and I knew at once: this will be our home.

With a builder from the Lombok neighbourhood and a great many of our friends’ weekends, we restored the warehouse over three years. We kept as much as we could: the cast-iron columns from a foundry in Deventer, the oak beams still notched from the sacks of grain dragged over them, the big hoist wheel under the ridge. What’s new is the insulation, the heat pump, the double glazing in the old arched windows and the glass room on the roof.

## Who lives here

- **Jeroen**, that’s me: I live with my daughter Noor on the first and second floors.
- **Noor** (12) drew the logo on your key ring and knows where in Utrecht to get the best toasties.
- **Guests** stay in the Loft above us and in the studio below.

Because we live in the same building, I’m almost always around if you need anything – an extra blanket, a bike lock, a restaurant table for tonight. And if you’d like to know how a warehouse worked, I’m happy to show you the hoist wheel.`,
        de: `Als ich den Speicher 2016 zum ersten Mal von innen sah, war im Erdgeschoss eine Rollerwerkstatt, und die Etagen darüber standen seit zwanzig Jahren leer. Es regnete durchs Dach, auf dem dritten Stock wohnten Tauben, und vom Namen De Korenbloem an der Fassade war nur noch das K zu lesen. Ich bin Architekt, und ich wusste sofort: Das wird unser Zuhause.

Mit einem Bauunternehmer aus dem Viertel Lombok und sehr vielen Wochenenden unserer Freunde haben wir den Speicher in drei Jahren restauriert. Wir haben so viel wie möglich bewahrt: die gusseisernen Säulen aus einer Gießerei in Deventer, die Eichenbalken mit den Kerben der Getreidesäcke, die darübergezogen wurden, das große Lastenrad unter dem First. Neu sind die Dämmung, die Wärmepumpe, die Doppelverglasung in den alten Rundbögen und das Glaszimmer auf dem Dach.

## Wer hier wohnt

- **Jeroen**, das bin ich: Ich wohne mit meiner Tochter Noor im ersten und zweiten Stock.
- **Noor** (12) hat das Logo auf Ihrem Schlüsselanhänger gezeichnet und weiß, wo es in Utrecht die besten Toasts gibt.
- **Gäste** wohnen im Loft über uns und im Studio unter uns.

Weil wir im selben Haus wohnen, bin ich fast immer da, wenn Sie etwas brauchen – eine zusätzliche Decke, ein Fahrradschloss, einen Tisch im Restaurant für heute Abend. Und wenn Sie wissen möchten, wie ein Speicher funktionierte, zeige ich Ihnen gern das Lastenrad.`,
        pl: `Kiedy w 2016 roku pierwszy raz zajrzałem do środka, na parterze był warsztat skuterów, a piętra wyżej od dwudziestu lat stały puste. Przez dach lała się woda, na trzecim piętrze mieszkały gołębie, a z nazwy De Korenbloem na fasadzie dało się odczytać tylko literę K. Jestem architektem i od razu wiedziałem: to będzie nasz dom.

Z budowlańcem z dzielnicy Lombok i przy pomocy przyjaciół, którzy poświęcili nam mnóstwo weekendów, przez trzy lata odrestaurowaliśmy spichlerz. Zachowaliśmy, ile się dało: żeliwne kolumny z odlewni w Deventer, dębowe belki z nacięciami od worków ze zbożem, które po nich przeciągano, i wielkie koło wyciągu pod kalenicą. Nowe są izolacja, pompa ciepła, podwójne szyby w starych łukowych oknach i szklany pokój na dachu.

## Kto tu mieszka

- **Jeroen**, czyli ja: mieszkam z córką Noor na pierwszym i drugim piętrze.
- **Noor** (12 lat) narysowała logo na Waszym breloczku do kluczy i wie, gdzie w Utrechcie są najlepsze tosty.
- **Goście** mieszkają w Lofcie nad nami i w studiu pod nami.

Ponieważ mieszkamy w tym samym budynku, prawie zawsze jestem na miejscu, gdy czegoś potrzebujecie – dodatkowego koca, zapięcia do roweru, stolika w restauracji na dziś wieczór. A jeśli chcecie zobaczyć, jak działał spichlerz, chętnie pokażę Wam koło wyciągu.`,
      }),
      hostNames: "Jeroen Bakker",
    },
    surroundings: {
      intro: {
        nl: "Het pakhuis staat aan de zuidkant van de binnenstad, waar de Oudegracht overgaat in de Vaartsche Rijn. Naar het centrum loop je over de werven langs het water; de andere kant op begint na tien minuten fietsen het groen. Dit zijn de plekken waar Noor en ik onze gasten het liefst naartoe sturen.",
        en: "The warehouse stands at the southern edge of the old town, where the Oudegracht canal becomes the Vaartsche Rijn. Into the centre you walk along the wharves by the water; the other way, after ten minutes on a bike, the countryside begins. These are the places Noor and I most like to send our guests.",
        de: "Der Speicher steht am Südrand der Altstadt, wo die Oudegracht in die Vaartsche Rijn übergeht. Ins Zentrum gehen Sie über die Werften am Wasser; in die andere Richtung beginnt nach zehn Minuten mit dem Rad das Grüne. Das sind die Orte, die Noor und ich unseren Gästen am liebsten empfehlen.",
        pl: "Spichlerz stoi na południowym skraju starego miasta, tam gdzie kanał Oudegracht przechodzi w Vaartsche Rijn. Do centrum idzie się nabrzeżami tuż przy wodzie; w drugą stronę po dziesięciu minutach na rowerze zaczyna się zieleń. Oto miejsca, które razem z Noor najchętniej polecamy gościom.",
      },
      places: [
        {
          id: "77b2cb18-6c03-46b8-8e96-07658ce8265d",
          name: { nl: "De Domtoren", en: "The Dom Tower", de: "Der Domturm", pl: "Wieża Dom" },
          category: "culture",
          distanceKm: 1.3,
          description: {
            nl: "De hoogste kerktoren van Nederland: 112 meter, 465 treden. Je kunt hem alleen met een gids beklimmen; boek een dag van tevoren. Boven zie je bij helder weer Amersfoort en Amsterdam liggen. Kijk daarna in de Pandhof, de kloostertuin achter de Domkerk.",
            en: "The tallest church tower in the Netherlands: 112 metres, 465 steps. You can only climb it with a guide, so book a day ahead. On a clear day you can see Amersfoort and Amsterdam from the top. Afterwards, look into the Pandhof, the cloister garden behind the cathedral.",
            de: "Der höchste Kirchturm der Niederlande: 112 Meter, 465 Stufen. Hinauf geht es nur mit Führung; buchen Sie einen Tag vorher. Oben sieht man bei klarem Wetter Amersfoort und Amsterdam. Schauen Sie danach in den Pandhof, den Kreuzganggarten hinter der Domkirche.",
            pl: "Najwyższa wieża kościelna w Holandii: 112 metrów, 465 stopni. Wejść można tylko z przewodnikiem, więc zarezerwujcie dzień wcześniej. Przy dobrej pogodzie z góry widać Amersfoort i Amsterdam. Potem zajrzyjcie do Pandhof, przyklasztornego ogrodu za katedrą.",
          },
        },
        {
          id: "337f838b-c55c-4232-8385-4226213982c4",
          name: {
            nl: "Centraal Museum en het Nijntje Museum",
            en: "Centraal Museum and the Miffy Museum",
            de: "Centraal Museum und Miffy-Museum",
            pl: "Centraal Museum i Muzeum Miffy",
          },
          category: "family",
          distanceKm: 0.9,
          description: {
            nl: "Tien minuten lopen. In het Centraal Museum hangen de Utrechtse caravaggisten en staan de meubels van Rietveld. Aan de overkant ligt het Nijntje Museum van Dick Bruna, gemaakt voor kinderen van twee tot zes: lage tafels, niets achter glas, alles mag.",
            en: "A ten-minute walk. The Centraal Museum has the Utrecht Caravaggists and Rietveld’s furniture. Across the street is the Miffy Museum, devoted to Dick Bruna’s little rabbit and made for children from two to six: low tables, nothing behind glass, everything may be touched.",
            de: "Zehn Minuten zu Fuß. Im Centraal Museum hängen die Utrechter Caravaggisten und stehen Rietvelds Möbel. Gegenüber liegt das Miffy-Museum von Dick Bruna, gemacht für Kinder von zwei bis sechs: niedrige Tische, nichts hinter Glas, alles darf angefasst werden.",
            pl: "Dziesięć minut pieszo. W Centraal Museum wiszą obrazy utrechckich karawaggionistów i stoją meble Rietvelda. Naprzeciwko jest Muzeum Miffy – króliczka Dicka Bruny – zrobione dla dzieci od dwóch do sześciu lat: niskie stoły, nic za szybą, wszystkiego można dotknąć.",
          },
        },
        {
          id: "5fc71018-83b4-4cd7-8a05-f7ac42ea049d",
          name: {
            nl: "Het Spoorwegmuseum",
            en: "The Railway Museum",
            de: "Das Eisenbahnmuseum",
            pl: "Muzeum Kolejnictwa",
          },
          category: "family",
          distanceKm: 1.7,
          description: {
            nl: "In het oude Maliebaanstation: stoomlocs, koninklijke rijtuigen en een paar attracties waarin je door de geschiedenis van de trein rijdt. Ook voor wie geen treinliefhebber is een goede dag, zeker met kinderen.",
            en: "In the old Maliebaan station: steam locomotives, royal carriages and a few rides that take you through the history of the railway. A good day out even if you’re not a train enthusiast, especially with children.",
            de: "Im alten Bahnhof Maliebaan: Dampfloks, königliche Salonwagen und einige Fahrgeschäfte, die Sie durch die Geschichte der Eisenbahn fahren. Auch ohne Eisenbahnbegeisterung ein guter Tag, vor allem mit Kindern.",
            pl: "W dawnej stacji Maliebaan: parowozy, królewskie wagony i kilka atrakcji, którymi jedzie się przez historię kolei. Dobry dzień nawet dla tych, którzy nie są miłośnikami pociągów, zwłaszcza z dziećmi.",
          },
        },
        {
          id: "17d94b99-249d-4dc2-bfa8-39e68e64f7a0",
          name: {
            nl: "Rietveld Schröderhuis",
            en: "Rietveld Schröder House",
            de: "Rietveld-Schröder-Haus",
            pl: "Dom Rietvelda-Schrödera",
          },
          category: "culture",
          distanceKm: 2.6,
          description: {
            nl: "Het huis dat Gerrit Rietveld in 1924 bouwde voor Truus Schröder, nu werelderfgoed. Wanden die je kunt wegschuiven, ramen die een hoek openen, overal rood, geel en blauw. Alleen te bezoeken met een rondleiding, die je via het Centraal Museum boekt. Voor mij als architect: verplichte kost.",
            en: "The house Gerrit Rietveld built for Truus Schröder in 1924, now a World Heritage Site. Walls that slide away, windows that open up a whole corner, red, yellow and blue everywhere. Visits are by guided tour only, booked through the Centraal Museum. As an architect, I’d call it compulsory.",
            de: "Das Haus, das Gerrit Rietveld 1924 für Truus Schröder baute, heute Welterbe. Wände, die sich wegschieben lassen, Fenster, die eine ganze Ecke öffnen, überall Rot, Gelb und Blau. Nur mit Führung zu besichtigen, die Sie über das Centraal Museum buchen. Für mich als Architekten: Pflichtprogramm.",
            pl: "Dom, który Gerrit Rietveld zbudował w 1924 roku dla Truus Schröder, dziś na liście światowego dziedzictwa UNESCO. Przesuwane ściany, okna otwierające cały narożnik, wszędzie czerwień, żółć i błękit. Zwiedzanie tylko z przewodnikiem, rezerwacja przez Centraal Museum. Dla mnie jako architekta – obowiązkowo.",
          },
        },
        {
          id: "5440e9d0-efd0-43e4-869d-c6f2080b883c",
          name: {
            nl: "Markt op het Vredenburg en bloemenmarkt op het Janskerkhof",
            en: "Vredenburg market and the Janskerkhof flower market",
            de: "Markt am Vredenburg und Blumenmarkt am Janskerkhof",
            pl: "Targ na Vredenburgu i targ kwiatowy na Janskerkhof",
          },
          category: "shopping",
          distanceKm: 2,
          description: {
            nl: "Op woensdag en zaterdag is het markt op het Vredenburg: kaas, vis, stroopwafels die ter plekke gebakken worden. Op zaterdag staat op het Janskerkhof de bloemenmarkt, onder de bomen rond de Janskerk. Neem een bos tulpen mee voor op de tafel in de Loft.",
            en: "On Wednesdays and Saturdays there is a market on Vredenburg: cheese, fish, stroopwafels baked on the spot. On Saturdays the flower market fills the Janskerkhof, under the trees around St John’s Church. Take a bunch of tulips home for the table in the Loft.",
            de: "Mittwochs und samstags ist Markt am Vredenburg: Käse, Fisch, frisch gebackene Stroopwafels. Samstags steht am Janskerkhof der Blumenmarkt, unter den Bäumen rund um die Janskerk. Nehmen Sie einen Strauß Tulpen für den Tisch im Loft mit.",
            pl: "W środy i soboty na placu Vredenburg jest targ: sery, ryby, stroopwafle pieczone na miejscu. W soboty na Janskerkhof, pod drzewami wokół kościoła św. Jana, rozkłada się targ kwiatowy. Kupcie bukiet tulipanów na stół w Lofcie.",
          },
        },
        {
          id: "4a8607a6-642c-44e0-8513-48def31c0fee",
          name: {
            nl: "Ledig Erf en Rotsoord",
            en: "Ledig Erf and Rotsoord",
            de: "Ledig Erf und Rotsoord",
            pl: "Ledig Erf i Rotsoord",
          },
          category: "food",
          distanceKm: 0.3,
          description: {
            nl: "Om de hoek: het Ledig Erf, een pleintje vol terrassen waar de Oudegracht begint, en verderop langs het water Rotsoord, waar in oude fabrieksgebouwen restaurants en een brouwerij zitten. Op een zomeravond eet je hier buiten, met je voeten bijna in het water.",
            en: "Round the corner: the Ledig Erf, a little square full of café terraces where the Oudegracht begins, and further along the water Rotsoord, where old factory buildings now house restaurants and a brewery. On a summer evening you eat outside here, your feet almost in the water.",
            de: "Um die Ecke: der Ledig Erf, ein kleiner Platz voller Terrassen, wo die Oudegracht beginnt, und weiter am Wasser Rotsoord, wo in alten Fabrikgebäuden Restaurants und eine Brauerei eingezogen sind. An Sommerabenden isst man hier draußen, die Füße fast im Wasser.",
            pl: "Tuż za rogiem: Ledig Erf, placyk pełen kawiarnianych ogródków tam, gdzie zaczyna się Oudegracht, a dalej wzdłuż wody Rotsoord, gdzie w dawnych fabrykach działają restauracje i browar. Latem wieczorem je się tu na zewnątrz, prawie z nogami w wodzie.",
          },
        },
        {
          id: "598a6d8c-cc58-482e-a358-38b4ac6f4ed8",
          name: {
            nl: "Landgoed Amelisweerd en Theehuis Rhijnauwen",
            en: "Amelisweerd estate and the Rhijnauwen tea house",
            de: "Landgut Amelisweerd und Teehaus Rhijnauwen",
            pl: "Posiadłość Amelisweerd i herbaciarnia Rhijnauwen",
          },
          category: "nature",
          distanceKm: 4.5,
          description: {
            nl: "Een kwartier fietsen langs de Kromme Rijn en je staat in een bos met eeuwenoude beuken. Bij Theehuis Rhijnauwen eet je pannenkoeken aan het water. Ook te voet mooi: een rondje van een uur door het landgoed, en geen auto te horen.",
            en: "Fifteen minutes by bike along the Kromme Rijn river and you’re in a forest of centuries-old beeches. At the Rhijnauwen tea house you eat pancakes by the water. Lovely on foot too: an hour’s loop through the estate without hearing a car.",
            de: "Eine Viertelstunde mit dem Rad am Kromme Rijn entlang, und Sie stehen in einem Wald mit jahrhundertealten Buchen. Im Teehaus Rhijnauwen gibt es Pfannkuchen am Wasser. Auch zu Fuß schön: eine Runde von einer Stunde durch das Landgut, ohne ein einziges Auto zu hören.",
            pl: "Kwadrans rowerem wzdłuż rzeki Kromme Rijn i jesteście w lesie z kilkusetletnimi bukami. W herbaciarni Rhijnauwen je się naleśniki nad wodą. Pieszo też pięknie: godzinna pętla po posiadłości, bez szumu samochodów.",
          },
        },
        {
          id: "182c7890-8479-4bf0-a414-c5b3f484bd7b",
          name: {
            nl: "Station Utrecht Vaartsche Rijn",
            en: "Utrecht Vaartsche Rijn station",
            de: "Bahnhof Utrecht Vaartsche Rijn",
            pl: "Stacja Utrecht Vaartsche Rijn",
          },
          category: "transport",
          distanceKm: 0.5,
          description: {
            nl: "Vijf minuten lopen. In een paar minuten sta je op Utrecht Centraal, en vandaar ben je in een half uur in Amsterdam of op Schiphol. Kom je met de auto: parkeren in de binnenstad is duur, zet hem op een P+R aan de rand van de stad en neem de tram; de route stuur ik je vooraf.",
            en: "Five minutes’ walk. A few minutes later you’re at Utrecht Centraal, and from there it’s half an hour to Amsterdam or Schiphol airport. Coming by car? Parking in the centre is expensive: leave it at a park-and-ride on the edge of town and take the tram; I’ll send you the route beforehand.",
            de: "Fünf Minuten zu Fuß. Ein paar Minuten später sind Sie in Utrecht Centraal, und von dort in einer halben Stunde in Amsterdam oder am Flughafen Schiphol. Mit dem Auto: Parken in der Innenstadt ist teuer, stellen Sie es auf einem P+R am Stadtrand ab und nehmen Sie die Straßenbahn; die Route schicke ich Ihnen vorher.",
            pl: "Pięć minut pieszo. Kilka minut później jesteście na Utrecht Centraal, a stamtąd w pół godziny w Amsterdamie albo na lotnisku Schiphol. Przyjeżdżacie samochodem? Parkowanie w centrum jest drogie: zostawcie auto na parkingu P+R na obrzeżach i wsiądźcie w tramwaj; trasę wyślę Wam wcześniej.",
          },
        },
      ],
    },
    contact: {
      email: "jeroen@pakhuisdekorenbloem.test",
      phone: "+31 30 764 1198",
      whatsapp: "+31 6 2753 0461",
      street: "Westerkade 27",
      postalCode: "3511 HB",
      city: "Utrecht",
      country: "NL",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=Vaartsche+Rijn+Utrecht",
    },
    social: {
      instagram: "https://www.instagram.com/pakhuisdekorenbloem",
      facebook: "https://www.facebook.com/pakhuisdekorenbloem",
      tiktok: "https://www.tiktok.com/@pakhuisdekorenbloem",
    },
    seo: {
      home: {
        title: {
          nl: "Pakhuis De Korenbloem – loft en studio aan het water in Utrecht",
          en: "Pakhuis De Korenbloem – a loft and a studio on the water in Utrecht",
          de: "Pakhuis De Korenbloem – Loft und Studio am Wasser in Utrecht",
          pl: "Pakhuis De Korenbloem – loft i studio nad wodą w Utrechcie",
        },
        description: {
          nl: "Logeer in een gerestaureerd graanpakhuis uit 1898 aan de Vaartsche Rijn: een loft met dakterras voor vier of een studio aan de kade voor twee. Rechtstreeks boeken.",
          en: "Stay in a restored 1898 grain warehouse on the Vaartsche Rijn: a loft with roof terrace for four or a quayside studio for two. Book directly with the owner.",
          de: "Übernachten Sie in einem restaurierten Getreidespeicher von 1898 an der Vaartsche Rijn: Loft mit Dachterrasse für vier oder Studio am Kai für zwei. Direkt buchen.",
          pl: "Zamieszkajcie w odrestaurowanym spichlerzu z 1898 roku nad Vaartsche Rijn: loft z tarasem na dachu dla czterech osób lub studio przy nabrzeżu dla dwojga.",
        },
      },
      about: {
        title: {
          nl: "Over ons – Jeroen en Noor van Pakhuis De Korenbloem",
          en: "About us – Jeroen and Noor of Pakhuis De Korenbloem",
          de: "Über uns – Jeroen und Noor vom Pakhuis De Korenbloem",
          pl: "O nas – Jeroen i Noor z Pakhuis De Korenbloem",
        },
        description: {
          nl: "Architect Jeroen vond in 2016 een vervallen pakhuis met een scooterwerkplaats en duiven. Zo werd het in drie jaar weer De Korenbloem.",
          en: "In 2016 architect Jeroen found a derelict warehouse full of scooters and pigeons. This is how, over three years, it became De Korenbloem again.",
          de: "2016 fand Architekt Jeroen einen verfallenen Speicher mit Rollerwerkstatt und Tauben. So wurde daraus in drei Jahren wieder De Korenbloem.",
          pl: "W 2016 roku architekt Jeroen znalazł zrujnowany spichlerz z warsztatem skuterów i gołębiami. Tak w trzy lata znów stał się De Korenbloem.",
        },
      },
      facilities: {
        title: {
          nl: "De Loft en de Studio aan de Kade – indeling en voorzieningen",
          en: "The Loft and the Quayside Studio – layout and facilities",
          de: "Das Loft und das Studio am Kai – Aufteilung und Ausstattung",
          pl: "Loft i Studio przy nabrzeżu – układ i udogodnienia",
        },
        description: {
          nl: "Een loft van 115 m² voor vier met glazen dakkamer en dakterras, en een drempelvrije studio voor twee aan de kade. Alles wat erin staat, op een rij.",
          en: "A 115 m² loft for four with a glass roof room and roof terrace, and a step-free studio for two on the quay. Everything they have, listed.",
          de: "Ein Loft mit 115 m² für vier mit Glaszimmer und Dachterrasse und ein barrierefreies Studio für zwei am Kai. Die ganze Ausstattung im Überblick.",
          pl: "Loft o powierzchni 115 m² dla czterech osób ze szklanym pokojem i tarasem na dachu oraz studio bez progów dla dwojga przy nabrzeżu. Pełne wyposażenie.",
        },
      },
      surroundings: {
        title: {
          nl: "Omgeving – Dom, musea, markten en groen rond het pakhuis",
          en: "Surroundings – the Dom, museums, markets and green spaces nearby",
          de: "Umgebung – Dom, Museen, Märkte und Grün rund um den Speicher",
          pl: "Okolica – Dom, muzea, targi i zieleń wokół spichlerza",
        },
        description: {
          nl: "De Domtoren, het Centraal Museum, Nijntje, het Spoorwegmuseum, het Rietveld Schröderhuis, de zaterdagmarkt en Amelisweerd, met afstanden vanaf het pakhuis.",
          en: "The Dom Tower, Centraal Museum, Miffy, the Railway Museum, the Rietveld Schröder House, the Saturday market and Amelisweerd, with distances from the warehouse.",
          de: "Domturm, Centraal Museum, Miffy, Eisenbahnmuseum, Rietveld-Schröder-Haus, Samstagsmarkt und Amelisweerd – mit Entfernungen ab dem Speicher.",
          pl: "Wieża Dom, Centraal Museum, Miffy, Muzeum Kolejnictwa, Dom Rietvelda-Schrödera, sobotni targ i Amelisweerd – z odległościami od spichlerza.",
        },
      },
      gallery: {
        title: {
          nl: "Foto’s – Pakhuis De Korenbloem in Utrecht",
          en: "Photos – Pakhuis De Korenbloem in Utrecht",
          de: "Bilder – Pakhuis De Korenbloem in Utrecht",
          pl: "Zdjęcia – Pakhuis De Korenbloem w Utrechcie",
        },
        description: {
          nl: "Het pakhuis bij avond, de Loft en de Studio van binnen, de grachten, de markt en het land eromheen, op de fiets.",
          en: "The warehouse at dusk, the Loft and the Studio inside, the canals, the market and the countryside by bike.",
          de: "Der Speicher am Abend, Loft und Studio von innen, die Grachten, der Markt und das Umland mit dem Rad.",
          pl: "Spichlerz o zmierzchu, Loft i Studio w środku, kanały, targ i okolice na rowerze.",
        },
      },
      blog: {
        title: {
          nl: "Blog – Utrecht volgens de buren",
          en: "Blog – Utrecht according to the neighbours",
          de: "Blog – Utrecht, wie die Nachbarn es kennen",
          pl: "Blog – Utrecht oczami sąsiadów",
        },
        description: {
          nl: "Een weekend Utrecht in twee dagen, bloesem langs de Kromme Rijn en andere tips van Jeroen en Noor, die zelf in het pakhuis wonen.",
          en: "A weekend in Utrecht in two days, blossom along the Kromme Rijn and more tips from Jeroen and Noor, who live in the warehouse themselves.",
          de: "Ein Wochenende Utrecht in zwei Tagen, Blütenpracht am Kromme Rijn und weitere Tipps von Jeroen und Noor, die selbst im Speicher wohnen.",
          pl: "Weekend w Utrechcie w dwa dni, kwitnące sady nad Kromme Rijn i inne wskazówki od Jeroena i Noor, którzy sami mieszkają w spichlerzu.",
        },
      },
      contact: {
        title: {
          nl: "Contact – Pakhuis De Korenbloem, Utrecht",
          en: "Contact – Pakhuis De Korenbloem, Utrecht",
          de: "Kontakt – Pakhuis De Korenbloem, Utrecht",
          pl: "Kontakt – Pakhuis De Korenbloem, Utrecht",
        },
        description: {
          nl: "Vragen over de Loft, de Studio, parkeren of je aankomst met de trein? Mail, bel of app Jeroen; ik woon in hetzelfde pand.",
          en: "Questions about the Loft, the Studio, parking or arriving by train? Email, call or WhatsApp Jeroen – I live in the same building.",
          de: "Fragen zum Loft, zum Studio, zum Parken oder zur Anreise mit dem Zug? Schreiben Sie Jeroen, rufen Sie an oder nutzen Sie WhatsApp – ich wohne im selben Haus.",
          pl: "Pytania o Loft, Studio, parkowanie albo przyjazd pociągiem? Napiszcie, zadzwońcie lub wyślijcie wiadomość na WhatsAppie do Jeroena – mieszkam w tym samym budynku.",
        },
      },
      book: {
        title: {
          nl: "Boeken – Pakhuis De Korenbloem, Utrecht",
          en: "Book – Pakhuis De Korenbloem, Utrecht",
          de: "Buchen – Pakhuis De Korenbloem, Utrecht",
          pl: "Rezerwacja – Pakhuis De Korenbloem, Utrecht",
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
    file: "city-loft",
    alt: {
      nl: "Een bakstenen pakhuis van vier verdiepingen bij schemering, met verlichte boogramen, groene luiken rond de laaddeuren, een glazen opbouw op het dak en lichtsnoeren boven de ingang; op de kade staan mensen te praten en fietsen tegen de gevel.",
      en: "A four-storey brick warehouse at dusk, with lit arched windows, green shutters around the loading doors, a glass structure on the roof and string lights above the entrance; people chat on the quay and bikes lean against the façade.",
      de: "Ein vierstöckiger Backsteinspeicher in der Dämmerung, mit erleuchteten Rundbogenfenstern, grünen Läden an den Ladetüren, einem Glasaufbau auf dem Dach und Lichterketten über dem Eingang; auf dem Kai unterhalten sich Leute, Fahrräder lehnen an der Fassade.",
      pl: "Czteropiętrowy ceglany spichlerz o zmierzchu, z oświetlonymi łukowymi oknami, zielonymi okiennicami przy drzwiach załadunkowych, szklaną nadbudową na dachu i girlandą lampek nad wejściem; na nabrzeżu rozmawiają ludzie, o fasadę opierają się rowery.",
    },
    caption: {
      nl: "De Korenbloem op een zomeravond.",
      en: "De Korenbloem on a summer evening.",
      de: "De Korenbloem an einem Sommerabend.",
      pl: "De Korenbloem w letni wieczór.",
    },
  },
  hostPhoto: {
    file: "host-man",
    alt: {
      nl: "Jeroen, glimlachend, met een ronde bril, kort grijzend haar, een baard en een blauwe trui.",
      en: "Jeroen, smiling, with round glasses, short greying hair, a beard and a blue jumper.",
      de: "Jeroen, lächelnd, mit runder Brille, kurzen grau melierten Haaren, Bart und blauem Pullover.",
      pl: "Jeroen, uśmiechnięty, w okrągłych okularach, z krótkimi siwiejącymi włosami i brodą, w niebieskim swetrze.",
    },
  },
  units: [
    {
      slug: "de-loft",
      unit: {
        name: { nl: "De Loft", en: "The Loft", de: "Das Loft", pl: "Loft" },
        type: "apartment",
        shortDescription: {
          nl: "De bovenste verdieping van het pakhuis, 115 m² onder eiken balken, met twee slaapkamers, een glazen dakkamer en een dakterras met zicht op de Dom. Voor vier personen.",
          en: "The warehouse’s top floor: 115 m² under oak beams, with two bedrooms, a glass roof room and a roof terrace looking out to the Dom Tower. Sleeps four.",
          de: "Das oberste Geschoss des Speichers: 115 m² unter Eichenbalken, mit zwei Schlafzimmern, Glaszimmer auf dem Dach und Dachterrasse mit Blick auf den Dom. Für vier Personen.",
          pl: "Najwyższe piętro spichlerza: 115 m² pod dębowymi belkami, dwie sypialnie, szklany pokój i taras na dachu z widokiem na wieżę Dom. Dla czterech osób.",
        },
        longDescription: richPerLanguage({
          nl: `De Loft beslaat de hele derde verdieping, onder de eiken kapspanten en het grote hijswiel dat nog altijd onder de nok hangt. Door de boogramen kijk je aan de ene kant over het water, aan de andere kant over de daken van de binnenstad. Een trap hoger staat de glazen kamer op het dak, met een bank, een leestafel en een deur naar het dakterras. Van daar zie je de Dom.

## Indeling

- **Derde verdieping:** woonkamer en keuken in één ruimte van dertien meter lang, slaapkamer met tweepersoonsbed (180 × 210), slaapkamer met twee eenpersoonsbedden, badkamer met vrijstaand bad en inloopdouche, apart toilet
- **Dak:** glazen kamer met airco en verduisterende gordijnen, dakterras van dertig vierkante meter met tafel, ligstoelen en plantenbakken
- **Begane grond:** afsluitbare fietsenstalling; twee fietsen kun je van ons lenen

Eerlijk is eerlijk: er is geen lift. Je loopt drie steile pakhuistrappen op, en de laatste is smal. Ik draag je koffers graag naar boven.`,
          en: `The Loft takes up the whole third floor, beneath the oak roof trusses and the big hoist wheel that still hangs under the ridge. Through the arched windows you look out over the water on one side and over the rooftops of the old town on the other. One flight higher, the glass room sits on the roof, with a sofa, a reading table and a door onto the roof terrace. From there you can see the Dom Tower.

## Layout

- **Third floor:** living room and kitchen in one thirteen-metre-long space, bedroom with a double bed (180 × 210), bedroom with two single beds, bathroom with a freestanding bath and a walk-in shower, separate toilet
- **Roof:** glass room with air conditioning and blackout curtains, a thirty-square-metre roof terrace with a table, loungers and planters
- **Ground floor:** lockable bike store; you can borrow two of our bikes

To be honest with you: there is no lift. You climb three steep warehouse staircases, and the last one is narrow. I’m happy to carry your suitcases up.`,
          de: `Das Loft nimmt den ganzen dritten Stock ein, unter den Dachbindern aus Eiche und dem großen Lastenrad, das noch immer unter dem First hängt. Durch die Rundbogenfenster sehen Sie auf der einen Seite aufs Wasser, auf der anderen über die Dächer der Altstadt. Eine Treppe höher steht das Glaszimmer auf dem Dach, mit Sofa, Lesetisch und einer Tür zur Dachterrasse. Von dort sieht man den Dom.

## Aufteilung

- **Dritter Stock:** Wohnzimmer und Küche in einem dreizehn Meter langen Raum, Schlafzimmer mit Doppelbett (180 × 210), Schlafzimmer mit zwei Einzelbetten, Bad mit freistehender Wanne und bodengleicher Dusche, separates WC
- **Dach:** Glaszimmer mit Klimaanlage und Verdunkelungsvorhängen, dreißig Quadratmeter Dachterrasse mit Tisch, Liegestühlen und Pflanzkübeln
- **Erdgeschoss:** abschließbarer Fahrradraum; zwei Räder können Sie sich bei uns leihen

Ehrlich gesagt: Es gibt keinen Aufzug. Sie steigen drei steile Speichertreppen hinauf, und die letzte ist schmal. Ich trage Ihnen die Koffer gern nach oben.`,
          pl: `Loft zajmuje całe trzecie piętro, pod dębową więźbą dachową i wielkim kołem wyciągu, które wciąż wisi pod kalenicą. Przez łukowe okna z jednej strony widać wodę, z drugiej dachy starego miasta. Piętro wyżej, na dachu, stoi szklany pokój z kanapą, stołem do czytania i drzwiami na taras. Stamtąd widać wieżę Dom.

## Układ mieszkania

- **Trzecie piętro:** salon z kuchnią w jednym, trzynastometrowym pomieszczeniu, sypialnia z łóżkiem podwójnym (180 × 210), sypialnia z dwoma pojedynczymi łóżkami, łazienka z wolnostojącą wanną i prysznicem bez brodzika, osobna toaleta
- **Dach:** szklany pokój z klimatyzacją i zasłonami zaciemniającymi, trzydziestometrowy taras ze stołem, leżakami i donicami
- **Parter:** zamykana rowerownia; dwa rowery możecie od nas pożyczyć

Uczciwie uprzedzam: windy nie ma. Wchodzi się po trzech stromych schodach spichlerza, a ostatnie są wąskie. Chętnie wniosę Wasze walizki.`,
        }),
        houseRules: {
          nl: "Niet roken, ook niet op het dakterras.\nGeen huisdieren.\nWe wonen onder je: na 22.00 uur graag zachtjes op het dakterras, en geen feestjes.\nOp het dakterras geen barbecue of open vuur.\nSluit bij wind de deur van het dakterras en zet de parasol dicht.\nFietsen in de stalling, niet tegen de gevel aan de kade.\nVertrek: vaatwasser aan, sleutels op de keukentafel en de deur achter je dicht.",
          en: "No smoking, on the roof terrace included.\nNo pets.\nWe live below you: please keep it quiet on the roof terrace after 10 pm, and no parties.\nNo barbecues or open fires on the roof terrace.\nIn windy weather, close the roof-terrace door and fold the parasol.\nBikes go in the bike store, not against the façade on the quay.\nDeparture: start the dishwasher, leave the keys on the kitchen table and pull the door shut behind you.",
          de: "Bitte nicht rauchen, auch nicht auf der Dachterrasse.\nKeine Haustiere.\nWir wohnen unter Ihnen: Bitte ab 22 Uhr leise auf der Dachterrasse, und keine Partys.\nAuf der Dachterrasse kein Grill und kein offenes Feuer.\nBei Wind bitte die Tür zur Dachterrasse schließen und den Sonnenschirm zuklappen.\nFahrräder in den Fahrradraum, nicht an die Fassade am Kai.\nAbreise: Geschirrspüler anstellen, Schlüssel auf den Küchentisch legen und die Tür hinter sich zuziehen.",
          pl: "Nie palimy, także na tarasie na dachu.\nNie przyjmujemy zwierząt.\nMieszkamy pod Wami: po 22:00 prosimy o ciszę na tarasie i żadnych imprez.\nNa tarasie nie wolno grillować ani rozpalać ognia.\nPrzy wietrze zamykajcie drzwi na taras i składajcie parasol.\nRowery do rowerowni, nie pod fasadę na nabrzeżu.\nWyjazd: włączcie zmywarkę, zostawcie klucze na stole w kuchni i zatrzaśnijcie za sobą drzwi.",
        },
        maxGuests: 4,
        bedrooms: 2,
        beds: 3,
        bathrooms: 1,
        sizeM2: 115,
        facilities: [
          "dishwasher",
          "oven",
          "coffeeMachine",
          "kettle",
          "fridge",
          "stove",
          "shower",
          "bathtub",
          "hairdryer",
          "towels",
          "washingMachine",
          "dryer",
          "wifi",
          "tv",
          "heating",
          "airConditioning",
          "workspace",
          "bedLinen",
          "terrace",
          "gardenFurniture",
          "waterView",
          "bikeStorage",
          "smokeDetector",
          "firstAidKit",
        ],
        checkInFrom: "15:00",
        checkInUntil: "22:00",
        checkOutUntil: "11:00",
      },
      cover: {
        file: "city-loft",
        alt: {
          nl: "Het bakstenen pakhuis bij schemering, met verlichte boogramen en een glazen opbouw op het dak.",
          en: "The brick warehouse at dusk, with lit arched windows and a glass structure on the roof.",
          de: "Der Backsteinspeicher in der Dämmerung, mit erleuchteten Rundbogenfenstern und einem Glasaufbau auf dem Dach.",
          pl: "Ceglany spichlerz o zmierzchu, z oświetlonymi łukowymi oknami i szklaną nadbudową na dachu.",
        },
        caption: {
          nl: "De Loft is de bovenste verdieping, met de glazen kamer op het dak.",
          en: "The Loft is the top floor, with the glass room on the roof.",
          de: "Das Loft ist das oberste Geschoss, mit dem Glaszimmer auf dem Dach.",
          pl: "Loft to najwyższe piętro, ze szklanym pokojem na dachu.",
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
            nl: "Aan de eettafel in de Loft passen acht mensen.",
            en: "The dining table in the Loft seats eight.",
            de: "Am Esstisch im Loft haben acht Personen Platz.",
            pl: "Przy stole w Lofcie zmieści się osiem osób.",
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
            nl: "Het vrijstaande bad in de Loft.",
            en: "The freestanding bath in the Loft.",
            de: "Die freistehende Wanne im Loft.",
            pl: "Wolnostojąca wanna w Lofcie.",
          },
        },
      ],
    },
    {
      slug: "studio-aan-de-kade",
      unit: {
        name: {
          nl: "Studio aan de Kade",
          en: "Quayside Studio",
          de: "Studio am Kai",
          pl: "Studio przy nabrzeżu",
        },
        type: "studio",
        shortDescription: {
          nl: "Drempelvrije studio voor twee op de begane grond, met een eigen deur aan de kade, vier meter hoge boogramen en een werkplek aan het water.",
          en: "A step-free studio for two on the ground floor, with its own door onto the quay, four-metre arched windows and a desk by the water.",
          de: "Barrierefreies Studio für zwei im Erdgeschoss, mit eigener Tür zum Kai, vier Meter hohen Rundbogenfenstern und einem Arbeitsplatz am Wasser.",
          pl: "Studio bez progów dla dwojga na parterze, z własnym wejściem od nabrzeża, czterometrowymi łukowymi oknami i biurkiem przy wodzie.",
        },
        longDescription: richPerLanguage({
          nl: `Waar vroeger de graanzakken binnenkwamen en later de scooters gerepareerd werden, is nu een studio van veertig vierkante meter. De boogramen zijn vier meter hoog; het plafond nog hoger, met de oorspronkelijke stalen liggers. Je hebt een eigen voordeur aan de kade, zonder trap of drempel.

## Wat er is

- bed van 180 × 200 achter een halfhoge eiken wand
- keukentje met twee kookplaten, combimagnetron, koelkast en koffiemachine
- werktafel aan het raam, met uitzicht op het water en snelle wifi
- badkamer met inloopdouche en beugels
- twee leenfietsen in de stalling

Overdag zie je de boten voorbij komen; ’s avonds gaan de gordijnen dicht en is het stil. Op vrijdag- en zaterdagavond is het op de kade wat levendiger, tot een uur of elf. Oordopjes liggen in het nachtkastje, voor wie licht slaapt.`,
          en: `Where sacks of grain once came in, and later scooters were repaired, there is now a forty-square-metre studio. The arched windows are four metres tall; the ceiling is higher still, with its original steel girders. You have your own front door onto the quay, with no steps or threshold.

## What’s there

- a 180 × 200 bed behind a half-height oak partition
- a kitchenette with two hobs, a combination microwave, a fridge and a coffee machine
- a desk at the window, looking out over the water, with fast Wi-Fi
- a shower room with a walk-in shower and grab rails
- two bikes to borrow in the bike store

By day you watch the boats go by; in the evening the curtains close and it goes quiet. On Friday and Saturday evenings the quay is livelier until about eleven. For light sleepers there are earplugs in the bedside table.`,
          de: `Wo früher die Getreidesäcke hereinkamen und später Roller repariert wurden, ist heute ein Studio mit vierzig Quadratmetern. Die Rundbogenfenster sind vier Meter hoch, die Decke noch höher, mit den originalen Stahlträgern. Sie haben eine eigene Haustür zum Kai, ohne Stufe und ohne Schwelle.

## Was es gibt

- Bett 180 × 200 hinter einer halbhohen Eichenwand
- Küchenzeile mit zwei Kochplatten, Kombi-Mikrowelle, Kühlschrank und Kaffeemaschine
- Arbeitstisch am Fenster, mit Blick aufs Wasser und schnellem WLAN
- Duschbad mit bodengleicher Dusche und Haltegriffen
- zwei Leihräder im Fahrradraum

Tagsüber sehen Sie die Boote vorbeiziehen; abends gehen die Vorhänge zu, und es wird still. Freitag- und Samstagabend ist am Kai bis etwa elf Uhr etwas mehr los. Für Menschen mit leichtem Schlaf liegen Ohrstöpsel im Nachttisch.`,
          pl: `Tam, gdzie kiedyś wnoszono worki ze zbożem, a później naprawiano skutery, jest dziś studio o powierzchni czterdziestu metrów kwadratowych. Łukowe okna mają cztery metry wysokości, sufit jest jeszcze wyżej, z oryginalnymi stalowymi dźwigarami. Macie własne drzwi wejściowe od nabrzeża, bez schodów i progów.

## Co jest w środku

- łóżko 180 × 200 za dębową ścianką do połowy wysokości
- aneks kuchenny z dwoma polami, mikrofalówką z funkcją piekarnika, lodówką i ekspresem do kawy
- biurko przy oknie, z widokiem na wodę i szybkim Wi-Fi
- łazienka z prysznicem bez brodzika i uchwytami
- dwa rowery do pożyczenia w rowerowni

W dzień widać przepływające łodzie; wieczorem zasłony się zasuwają i robi się cicho. W piątkowe i sobotnie wieczory na nabrzeżu jest nieco gwarniej, mniej więcej do jedenastej. Dla osób o lekkim śnie w szafce nocnej leżą zatyczki do uszu.`,
        }),
        houseRules: {
          nl: "Niet roken.\nGeen huisdieren.\nWe wonen boven je: na 22.00 uur graag rustig.\nFietsen in de stalling, niet tegen de gevel aan de kade.\nDe ramen aan de kade kunnen niet open; ventileer met het rooster boven de deur.\nVertrek: afwas gedaan, sleutels op tafel en de deur achter je dicht.",
          en: "No smoking.\nNo pets.\nWe live upstairs: please keep it quiet after 10 pm.\nBikes go in the bike store, not against the façade on the quay.\nThe windows onto the quay don’t open; use the vent above the door for fresh air.\nDeparture: do the washing-up, leave the keys on the table and pull the door shut behind you.",
          de: "Bitte nicht rauchen.\nKeine Haustiere.\nWir wohnen über Ihnen: Bitte ab 22 Uhr leise sein.\nFahrräder in den Fahrradraum, nicht an die Fassade am Kai.\nDie Fenster zum Kai lassen sich nicht öffnen; lüften Sie über das Gitter über der Tür.\nAbreise: abwaschen, Schlüssel auf den Tisch legen und die Tür hinter sich zuziehen.",
          pl: "Nie palimy.\nNie przyjmujemy zwierząt.\nMieszkamy nad Wami: po 22:00 prosimy o ciszę.\nRowery do rowerowni, nie pod fasadę na nabrzeżu.\nOkna od strony nabrzeża się nie otwierają; do wietrzenia służy kratka nad drzwiami.\nWyjazd: umyjcie naczynia, zostawcie klucze na stole i zatrzaśnijcie za sobą drzwi.",
        },
        maxGuests: 2,
        bedrooms: 0,
        beds: 1,
        bathrooms: 1,
        sizeM2: 40,
        facilities: [
          "microwave",
          "coffeeMachine",
          "kettle",
          "fridge",
          "stove",
          "shower",
          "hairdryer",
          "towels",
          "wifi",
          "heating",
          "workspace",
          "bedLinen",
          "waterView",
          "stepFreeEntrance",
          "groundFloorBedroom",
          "wideDoorways",
          "walkInShower",
          "bikeStorage",
          "smokeDetector",
        ],
        checkInFrom: "15:00",
        checkInUntil: "22:00",
        checkOutUntil: "11:00",
      },
      cover: {
        file: "bedroom",
        alt: {
          nl: "Een rustige slaapkamer met een opgemaakt tweepersoonsbed met houten hoofdeinde, twee nachtlampjes, twee ingelijste prenten en een groot raam met groen erachter.",
          en: "A calm bedroom with a made-up double bed with a wooden headboard, two bedside lamps, two framed prints and a large window with greenery outside.",
          de: "Ein ruhiges Schlafzimmer mit bezogenem Doppelbett mit Holzkopfteil, zwei Nachttischlampen, zwei gerahmten Drucken und einem großen Fenster ins Grüne.",
          pl: "Spokojna sypialnia z pościelonym podwójnym łóżkiem z drewnianym zagłówkiem, dwiema lampkami nocnymi, dwiema grafikami w ramkach i dużym oknem z widokiem na zieleń.",
        },
        caption: {
          nl: "Het bed in de studio, achter de halfhoge eiken wand.",
          en: "The studio’s bed, behind the half-height oak partition.",
          de: "Das Bett im Studio, hinter der halbhohen Eichenwand.",
          pl: "Łóżko w studiu, za dębową ścianką.",
        },
      },
      photos: [],
    },
  ],
  gallery: [
    {
      file: "city-loft",
      alt: {
        nl: "Het bakstenen pakhuis van vier verdiepingen bij schemering, met verlichte boogramen, een glazen opbouw op het dak en lichtsnoeren boven de ingang.",
        en: "The four-storey brick warehouse at dusk, with lit arched windows, a glass structure on the roof and string lights above the entrance.",
        de: "Der vierstöckige Backsteinspeicher in der Dämmerung, mit erleuchteten Rundbogenfenstern, Glasaufbau auf dem Dach und Lichterketten über dem Eingang.",
        pl: "Czteropiętrowy ceglany spichlerz o zmierzchu, z oświetlonymi łukowymi oknami, szklaną nadbudową na dachu i girlandą lampek nad wejściem.",
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
        nl: "De Oudegracht, tien minuten lopen van het pakhuis.",
        en: "The Oudegracht, a ten-minute walk from the warehouse.",
        de: "Die Oudegracht, zehn Minuten zu Fuß vom Speicher.",
        pl: "Oudegracht, dziesięć minut spacerem od spichlerza.",
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
        nl: "Op zaterdag is het markt in de binnenstad.",
        en: "Saturday is market day in the old town.",
        de: "Samstags ist Markt in der Altstadt.",
        pl: "W soboty na starym mieście jest targ.",
      },
    },
    {
      file: "bike-path",
      alt: {
        nl: "Twee fietsers op een rood fietspad tussen bloeiende tulpenvelden in felle banen en een sloot, op weg naar een windmolen.",
        en: "Two cyclists on a red cycle path between tulip fields in bright stripes and a ditch, heading towards a windmill.",
        de: "Zwei Radfahrer auf einem roten Radweg zwischen Tulpenfeldern in leuchtenden Streifen und einem Graben, auf dem Weg zu einer Windmühle.",
        pl: "Dwoje rowerzystów na czerwonej ścieżce rowerowej między kolorowymi pasami tulipanów a rowem, jadących w stronę wiatraka.",
      },
      caption: {
        nl: "In april: een dagje fietsen door de bollenvelden, ruim een uur met de trein.",
        en: "In April: a day cycling through the bulb fields, just over an hour away by train.",
        de: "Im April: ein Tag mit dem Rad durch die Tulpenfelder, gut eine Stunde mit dem Zug.",
        pl: "W kwietniu: dzień na rowerze wśród pól tulipanów, nieco ponad godzinę pociągiem.",
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
        nl: "Het bos van Amelisweerd, een kwartier fietsen.",
        en: "The woods of Amelisweerd, fifteen minutes by bike.",
        de: "Der Wald von Amelisweerd, eine Viertelstunde mit dem Rad.",
        pl: "Las Amelisweerd, kwadrans rowerem.",
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
        nl: "Twintig minuten fietsen en je bent in de polder.",
        en: "Twenty minutes by bike and you’re in the polder.",
        de: "Zwanzig Minuten mit dem Rad, und Sie sind im Polder.",
        pl: "Dwadzieścia minut rowerem i jesteście na polderze.",
      },
    },
  ],
  reviews: [
    {
      guestName: "Helen & Mark",
      stayMonth: "2025-09-01",
      rating: 5,
      lang: "en",
      source: "airbnb",
      unit: "de-loft",
      body: "The most characterful place we’ve ever stayed. Breakfast in the glass room with the Dom Tower in view, evenings on the roof terrace watching the rowers, and Jeroen happy to tell us the story of every beam. Utrecht itself was a revelation – less crowded than Amsterdam and just as beautiful. The stairs are steep, as the listing warns, but Jeroen carried our cases up.",
    },
    {
      guestName: "Familie Krüger",
      stayMonth: "2026-04-01",
      rating: 4,
      lang: "de",
      source: "booking",
      unit: "de-loft",
      body: "Tolles Loft mit viel Platz und Geschichte, die Kinder fanden das Lastenrad unter dem Dach faszinierend. Die Lage ist ideal: zu Fuß in die Altstadt, mit dem Rad nach Amelisweerd. Die Treppen sind wirklich steil, mit kleinen Kindern muss man aufpassen. Sonst alles bestens, und der Tipp mit dem P+R hat uns viel Geld gespart.",
    },
    {
      guestName: "Paweł",
      stayMonth: "2025-11-01",
      rating: 5,
      lang: "pl",
      source: "booking",
      unit: "studio-aan-de-kade",
      body: "Byłem w Utrechcie służbowo na tydzień i wolałem to studio od hotelu. Biurko przy oknie nad wodą, szybki internet, pociąg na Utrecht Centraal spod domu. Wieczorami spacer wzdłuż Oudegracht. Jeroen podpowiedział kilka świetnych miejsc na kolację. Na pewno wrócę, tym razem z żoną.",
    },
    {
      guestName: "Floor en Mirthe",
      stayMonth: "2026-03-01",
      rating: 5,
      lang: "nl",
      source: "google",
      unit: "de-loft",
      body: "Vier vriendinnen, één weekend Utrecht, en we hebben het pakhuis eigenlijk te weinig gezien omdat de stad zo leuk is. Zaterdag de markt en de bloemenmarkt, zondag pannenkoeken in Rhijnauwen. De badkamer met dat vrijstaande bad is een droom. De tosti-tip van Noor klopte helemaal.",
    },
    {
      guestName: "Richard",
      stayMonth: "2026-05-01",
      rating: 5,
      lang: "en",
      source: "direct",
      unit: "studio-aan-de-kade",
      body: "I cycled from the Hook of Holland across to Utrecht and spent four nights in the studio. Being able to wheel my bike straight into a locked store and walk out of the door onto the water was perfect. Quiet at night, a very comfortable bed and proper coffee. The ride out along the Kromme Rijn in the evening light is not to be missed.",
    },
    {
      guestName: "Anja & Thomas",
      stayMonth: "2025-12-01",
      rating: 5,
      lang: "de",
      source: "airbnb",
      unit: "studio-aan-de-kade",
      body: "Ein Adventswochenende in Utrecht: Weihnachtsmarkt, Lichter an der Oudegracht, und zurück in ein warmes, stilvolles Studio mit riesigen Fenstern. Keine einzige Stufe – für Thomas mit seinem kaputten Knie ideal. Jeroen ist ein sehr aufmerksamer Gastgeber.",
    },
    {
      guestName: "Sanne & Bas",
      stayMonth: "2026-06-01",
      rating: 4,
      lang: "nl",
      source: "direct",
      unit: "studio-aan-de-kade",
      body: "Mooie studio met een heel bijzondere sfeer door die hoge ramen. Vrijdagavond was het op de kade inderdaad wat rumoerig tot een uur of elf, maar daar word je eerlijk voor gewaarschuwd en de oordopjes lagen klaar. Fijn dat je fietsen kunt lenen.",
    },
    {
      guestName: "Rodzina Wiśniewskich",
      stayMonth: "2025-07-01",
      rating: 3,
      lang: "pl",
      source: "airbnb",
      unit: "de-loft",
      body: "Loft jest piękny i bardzo dobrze wyposażony, a taras na dachu to marzenie. Niestety w czasie upału w lipcu szklany pokój nagrzewał się tak mocno, że po południu nie dało się w nim siedzieć, a dzieci źle spały. Gospodarz był bardzo pomocny i przyniósł wentylatory.",
      reply:
        "Dziękuję za szczerą opinię i przepraszam za te upalne dni. Po Waszym pobycie zamontowaliśmy w szklanym pokoju klimatyzację i zewnętrzne rolety, więc latem jest tam teraz przyjemnie chłodno. Mam nadzieję, że jeszcze się przekonacie!",
    },
  ],
  posts: [
    {
      slug: "een-weekend-utrecht",
      title: {
        nl: "Een weekend Utrecht: onze route voor zaterdag en zondag",
        en: "A weekend in Utrecht: our route for Saturday and Sunday",
        de: "Ein Wochenende in Utrecht: unsere Route für Samstag und Sonntag",
        pl: "Weekend w Utrechcie: nasza trasa na sobotę i niedzielę",
      },
      excerpt: {
        nl: "Markt, Dom, werven, een museum en pannenkoeken in het bos: zo laten Noor en ik vrienden de stad zien als ze een weekend komen.",
        en: "Market, Dom Tower, wharves, a museum and pancakes in the woods: this is how Noor and I show friends the city when they come for a weekend.",
        de: "Markt, Dom, Werften, ein Museum und Pfannkuchen im Wald: So zeigen Noor und ich Freunden die Stadt, wenn sie übers Wochenende kommen.",
        pl: "Targ, wieża Dom, nabrzeża, muzeum i naleśniki w lesie: tak z Noor pokazujemy miasto znajomym, którzy przyjeżdżają na weekend.",
      },
      body: richPerLanguage({
        nl: `Als vrienden een weekend komen logeren, doen we bijna altijd hetzelfde rondje. Het is geen lijst van alles wat Utrecht heeft, wel een weekend waarin je de stad leert kennen zoals wij hem kennen: te voet en op de fiets.

## Zaterdag

- **Markt op het Vredenburg.** Vroeg, voor de drukte. Een stroopwafel van de kraam die ze ter plekke bakt, en kaas voor bij de lunch.
- **Bloemenmarkt op het Janskerkhof.** Vijf minuten verderop. Een bos bloemen voor op tafel.
- **De Domtoren.** Boek de beklimming van tevoren. Na 465 treden snap je hoe de stad in elkaar zit: de grachten, de singels, het station.
- **Over de werven terug.** Loop beneden langs het water in plaats van boven op straat. De oude werfkelders zijn nu terrassen, werkplaatsen en restaurants.
- **Avond op het Ledig Erf.** Om de hoek van het pakhuis, bij het water.

## Zondag

- **Het Centraal Museum**, of met kleine kinderen het Nijntje Museum aan de overkant.
- **Op de fiets naar Amelisweerd.** Langs de Kromme Rijn, een kwartier. Pannenkoeken bij Theehuis Rhijnauwen, daarna een rondje door het bos.
- **Terug via het Rietveld Schröderhuis** als je een rondleiding hebt geboekt. Anders gewoon even langsfietsen: ook van buiten is het de moeite waard.

De twee leenfietsen staan in de stalling, met sloten. Een plattegrond met onze adresjes ligt in de la van de keukentafel.`,
        en: `When friends come to stay for a weekend, we nearly always take them on the same round. It isn’t a list of everything Utrecht has; it’s a weekend in which you get to know the city the way we know it – on foot and by bike.

## Saturday

- **The market on Vredenburg.** Early, before the crowds. A stroopwafel from the stall that bakes them on the spot, and some cheese for lunch.
- **The flower market on the Janskerkhof.** Five minutes further on. A bunch of flowers for the table.
- **The Dom Tower.** Book the climb in advance. After 465 steps you understand how the city fits together: the canals, the moat, the station.
- **Back along the wharves.** Walk down by the water rather than up on the street. The old wharf cellars are now café terraces, workshops and restaurants.
- **Evening on the Ledig Erf.** Round the corner from the warehouse, by the water.

## Sunday

- **The Centraal Museum**, or, with small children, the Miffy Museum across the road.
- **By bike to Amelisweerd.** Along the Kromme Rijn, fifteen minutes. Pancakes at the Rhijnauwen tea house, then a loop through the woods.
- **Back past the Rietveld Schröder House** if you have booked a tour. If not, just cycle past: it’s worth seeing from the outside too.

The two bikes you can borrow are in the bike store, with locks. A map with our favourite places is in the drawer of the kitchen table.`,
        de: `Wenn Freunde übers Wochenende zu Besuch kommen, machen wir fast immer dieselbe Runde. Es ist keine Liste von allem, was Utrecht zu bieten hat, sondern ein Wochenende, an dem Sie die Stadt so kennenlernen, wie wir sie kennen: zu Fuß und mit dem Rad.

## Samstag

- **Markt am Vredenburg.** Früh, vor dem Andrang. Eine Stroopwafel vom Stand, der sie frisch backt, und Käse fürs Mittagessen.
- **Blumenmarkt am Janskerkhof.** Fünf Minuten weiter. Ein Strauß für den Tisch.
- **Der Domturm.** Buchen Sie den Aufstieg vorher. Nach 465 Stufen verstehen Sie, wie die Stadt aufgebaut ist: Grachten, Stadtgraben, Bahnhof.
- **Über die Werften zurück.** Gehen Sie unten am Wasser statt oben auf der Straße. In den alten Werftkellern sind heute Terrassen, Werkstätten und Restaurants.
- **Abend am Ledig Erf.** Um die Ecke vom Speicher, am Wasser.

## Sonntag

- **Das Centraal Museum**, oder mit kleinen Kindern das Miffy-Museum gegenüber.
- **Mit dem Rad nach Amelisweerd.** Am Kromme Rijn entlang, eine Viertelstunde. Pfannkuchen im Teehaus Rhijnauwen, danach eine Runde durch den Wald.
- **Zurück am Rietveld-Schröder-Haus vorbei**, wenn Sie eine Führung gebucht haben. Sonst einfach vorbeiradeln: Auch von außen lohnt es sich.

Die beiden Leihräder stehen mit Schlössern im Fahrradraum. Ein Stadtplan mit unseren Lieblingsadressen liegt in der Schublade des Küchentischs.`,
        pl: `Kiedy znajomi przyjeżdżają do nas na weekend, prawie zawsze robimy z nimi tę samą rundę. To nie jest lista wszystkiego, co ma Utrecht, tylko weekend, w którym poznacie miasto tak, jak my je znamy – pieszo i na rowerze.

## Sobota

- **Targ na Vredenburgu.** Wcześnie, zanim zrobi się tłoczno. Stroopwafel ze straganu, na którym piecze się je na miejscu, i ser na lunch.
- **Targ kwiatowy na Janskerkhof.** Pięć minut dalej. Bukiet na stół.
- **Wieża Dom.** Wejście zarezerwujcie wcześniej. Po 465 stopniach zrozumiecie, jak zbudowane jest miasto: kanały, fosa, dworzec.
- **Z powrotem nabrzeżami.** Idźcie na dole, tuż przy wodzie, a nie górą, ulicą. W dawnych piwnicach nabrzeżnych są dziś kawiarnie, warsztaty i restauracje.
- **Wieczór na Ledig Erf.** Za rogiem spichlerza, nad wodą.

## Niedziela

- **Centraal Museum**, a z małymi dziećmi Muzeum Miffy po drugiej stronie ulicy.
- **Rowerem do Amelisweerd.** Wzdłuż Kromme Rijn, kwadrans. Naleśniki w herbaciarni Rhijnauwen, potem pętla po lesie.
- **Powrót obok Domu Rietvelda-Schrödera**, jeśli zarezerwowaliście zwiedzanie. Jeśli nie, po prostu przejedźcie obok: z zewnątrz też warto go zobaczyć.

Dwa rowery do pożyczenia stoją w rowerowni, z zapięciami. Plan miasta z naszymi ulubionymi adresami leży w szufladzie kuchennego stołu.`,
      }),
      cover: {
        file: "canal-house",
        alt: {
          nl: "Een rij oude grachtenpanden bij avond, met verlichte ramen die weerspiegelen in het water.",
          en: "A row of old canal houses at night, their lit windows reflected in the water.",
          de: "Eine Reihe alter Grachtenhäuser am Abend, die erleuchteten Fenster spiegeln sich im Wasser.",
          pl: "Rząd starych kamienic nad kanałem nocą, oświetlone okna odbijają się w wodzie.",
        },
      },
      daysAgo: 5,
    },
    {
      slug: "bloesem-langs-de-kromme-rijn",
      title: {
        nl: "Bloesem langs de Kromme Rijn: een fietstocht in april",
        en: "Blossom along the Kromme Rijn: a bike ride in April",
        de: "Blütenzeit am Kromme Rijn: eine Radtour im April",
        pl: "Kwitnące sady nad Kromme Rijn: wycieczka rowerowa w kwietniu",
      },
      excerpt: {
        nl: "Een half uur van de Dom staan de boomgaarden in april wit en roze. Onze route van veertig kilometer, met een molen en appeltaart onderweg.",
        en: "Half an hour from the Dom Tower, the orchards turn white and pink in April. Our forty-kilometre route, with a windmill and apple pie on the way.",
        de: "Eine halbe Stunde vom Dom entfernt blühen im April die Obstgärten weiß und rosa. Unsere Route über vierzig Kilometer, mit Mühle und Apfelkuchen unterwegs.",
        pl: "Pół godziny od wieży Dom w kwietniu kwitną na biało i różowo sady. Nasza czterdziestokilometrowa trasa, z wiatrakiem i szarlotką po drodze.",
      },
      body: richPerLanguage({
        nl: `Elk jaar, ergens in april, zegt Noor op een ochtend: “Het is bloesemweekend.” Dan pakken we de fietsen en rijden we de stad uit, langs de Kromme Rijn, naar de fruitboomgaarden tussen Bunnik en Wijk bij Duurstede. Een paar weken lang staan daar duizenden appel-, peren- en kersenbomen in bloei.

## De route

We fietsen over Amelisweerd en Rhijnauwen naar Bunnik, en dan door de boomgaarden via Odijk en Werkhoven naar Wijk bij Duurstede, aan de Lek. Daar staat de molen die Jacob van Ruisdael schilderde, en op de Markt is appeltaart. Terug volgen we de Kromme Rijn via Cothen; hij kronkelt zo dat je soms niet meer weet welke kant je op rijdt. Alles bij elkaar is het zo’n veertig kilometer, vlak en bijna helemaal over fietspaden.

## Goed om te weten

De kersen bloeien meestal het eerst, begin april, daarna de peren en de appels. Hoe de bloei ervoor staat, verschilt per jaar; vraag het me als je boekt, dan kijk ik een week van tevoren. Bij veel fruittelers langs de route kun je in een kraampje aan de weg sap, jam en in de zomer kersen kopen; neem wat kleingeld mee.

En mocht veertig kilometer te veel zijn: alleen Amelisweerd en terug is ook een heerlijke ochtend. De bloesem zie je dan niet, de eeuwenoude beuken wel.`,
        en: `Every year, some morning in April, Noor announces: “It’s blossom weekend.” Then we get the bikes out and ride out of town along the Kromme Rijn to the fruit orchards between Bunnik and Wijk bij Duurstede. For a few weeks, thousands of apple, pear and cherry trees are in flower there.

## The route

We ride through Amelisweerd and Rhijnauwen to Bunnik, then through the orchards via Odijk and Werkhoven to Wijk bij Duurstede, on the river Lek. That’s where the windmill Jacob van Ruisdael painted stands, and where there’s apple pie on the market square. On the way back we follow the Kromme Rijn via Cothen; it meanders so much that you sometimes lose track of which way you’re going. All in all it’s about forty kilometres, flat and almost entirely on cycle paths.

## Good to know

The cherries usually flower first, in early April, then the pears and the apples. How far the blossom has got varies from year to year; ask me when you book and I’ll check a week beforehand. Many fruit growers along the route have a little stall by the road selling juice, jam and, in summer, cherries – bring some change.

And if forty kilometres is too much, just Amelisweerd and back makes a lovely morning too. You won’t see the blossom, but you will see the centuries-old beeches.`,
        de: `Jedes Jahr, an irgendeinem Morgen im April, verkündet Noor: „Es ist Blütenwochenende.“ Dann holen wir die Räder und fahren aus der Stadt, am Kromme Rijn entlang, zu den Obstplantagen zwischen Bunnik und Wijk bij Duurstede. Ein paar Wochen lang blühen dort Tausende Apfel-, Birnen- und Kirschbäume.

## Die Route

Wir fahren über Amelisweerd und Rhijnauwen nach Bunnik, dann durch die Obstgärten über Odijk und Werkhoven nach Wijk bij Duurstede an der Lek. Dort steht die Mühle, die Jacob van Ruisdael gemalt hat, und auf dem Marktplatz gibt es Apfelkuchen. Zurück folgen wir dem Kromme Rijn über Cothen; er schlängelt sich so, dass man manchmal nicht mehr weiß, in welche Richtung man fährt. Alles zusammen sind es etwa vierzig Kilometer, flach und fast nur auf Radwegen.

## Gut zu wissen

Die Kirschen blühen meist zuerst, Anfang April, danach Birnen und Äpfel. Wie weit die Blüte ist, ist jedes Jahr anders; fragen Sie mich bei der Buchung, dann schaue ich eine Woche vorher nach. Viele Obstbauern an der Strecke haben einen kleinen Stand am Weg mit Saft, Marmelade und im Sommer Kirschen – nehmen Sie etwas Kleingeld mit.

Und falls vierzig Kilometer zu viel sind: Nur Amelisweerd und zurück ist auch ein herrlicher Vormittag. Die Blüten sehen Sie dann nicht, die jahrhundertealten Buchen schon.`,
        pl: `Co roku, któregoś kwietniowego poranka, Noor ogłasza: „Jest weekend kwitnienia”. Wtedy wyciągamy rowery i wyjeżdżamy z miasta wzdłuż Kromme Rijn do sadów między Bunnik a Wijk bij Duurstede. Przez kilka tygodni kwitną tam tysiące jabłoni, grusz i czereśni.

## Trasa

Jedziemy przez Amelisweerd i Rhijnauwen do Bunnik, a potem przez sady, przez Odijk i Werkhoven, do Wijk bij Duurstede nad rzeką Lek. Stoi tam wiatrak, który namalował Jacob van Ruisdael, a na rynku można zjeść szarlotkę. Z powrotem jedziemy wzdłuż Kromme Rijn przez Cothen; rzeka wije się tak bardzo, że czasem nie wiadomo, w którą stronę się jedzie. W sumie około czterdziestu kilometrów, płasko i prawie w całości ścieżkami rowerowymi.

## Warto wiedzieć

Najpierw, zwykle na początku kwietnia, kwitną czereśnie, potem grusze i jabłonie. Jak bardzo zaawansowane jest kwitnienie, zależy od roku; zapytajcie mnie przy rezerwacji, a tydzień przed przyjazdem sprawdzę. Wielu sadowników przy trasie ma przy drodze małe stragany z sokiem, dżemem, a latem z czereśniami – weźcie trochę drobnych.

A jeśli czterdzieści kilometrów to za dużo, sama wycieczka do Amelisweerd i z powrotem też wypełni piękny poranek. Kwitnących sadów wtedy nie zobaczycie, ale kilkusetletnie buki – tak.`,
      }),
      cover: {
        file: "bike-path",
        alt: {
          nl: "Twee fietsers op een rood fietspad tussen bloeiende tulpenvelden in felle banen en een sloot, op weg naar een windmolen.",
          en: "Two cyclists on a red cycle path between tulip fields in bright stripes and a ditch, heading towards a windmill.",
          de: "Zwei Radfahrer auf einem roten Radweg zwischen Tulpenfeldern in leuchtenden Streifen und einem Graben, auf dem Weg zu einer Windmühle.",
          pl: "Dwoje rowerzystów na czerwonej ścieżce rowerowej między kolorowymi pasami tulipanów a rowem, jadących w stronę wiatraka.",
        },
      },
      daysAgo: 112,
    },
  ],
};
