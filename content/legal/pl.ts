import type { LegalContent } from "./types.ts";

export const pl: LegalContent = {
  eyebrow: "Informacje prawne",
  lastUpdated: "Ostatnia aktualizacja",
  contents: "Spis treści",
  backToContents: "Powrót do spisu treści",
  otherDocuments: "Pozostałe dokumenty prawne",
  documents: {
    terms: {
      title: "Regulamin",
      metaTitle: "Regulamin abonamentu na stronę internetową VayVista",
      metaDescription:
        "Zasady korzystania ze strony rezerwacyjnej VayVista: opłata startowa i miesięczna, gwarancja zwrotu pieniędzy, wypowiedzenie co miesiąc, Twoje obowiązki, odpowiedzialność i prawo holenderskie.",
      lead: "Ten regulamin obowiązuje, gdy korzystasz z VayVista przy stronie internetowej swojego domu wakacyjnego. Napisaliśmy go możliwie prostym językiem: co otrzymujesz, ile płacisz, czego oczekujemy od siebie nawzajem i jak zrezygnować.",
      sections: [
        {
          id: "definitions",
          title: "Definicje",
          blocks: [
            { type: "p", text: "Poniższe pojęcia mają w tym regulaminie następujące znaczenie." },
            {
              type: "terms",
              items: [
                {
                  term: "VayVista, my",
                  text: "VayVista, przedsiębiorstwo zarejestrowane w Holandii, które świadczy usługę opisaną w tym regulaminie.",
                },
                {
                  term: "Klient, Ty",
                  text: "Osoba lub firma, która zawiera z nami abonament, zwykle właściciel lub zarządca jednego lub kilku domów wakacyjnych.",
                },
                {
                  term: "Usługa",
                  text: "Abonament na stronę internetową opisany w punkcie [Usługa](#service), wraz z systemem rezerwacji, synchronizacją kalendarza, hostingiem, obsługą techniczną i wsparciem.",
                },
                {
                  term: "Strona",
                  text: "Strona rezerwacyjna, którą przygotowujemy i utrzymujemy dla Twojego domu wakacyjnego, w subdomenie VayVista lub we własnej domenie.",
                },
                {
                  term: "Panel",
                  text: "Zabezpieczona część usługi, w której zarządzasz swoją stroną i rezerwacjami.",
                },
                {
                  term: "Gość",
                  text: "Każda osoba, która za pośrednictwem Twojej strony wysyła zapytanie lub dokonuje rezerwacji Twojego domu wakacyjnego.",
                },
                {
                  term: "Rezerwacja",
                  text: "Umowa między Tobą a gościem dotycząca pobytu w Twoim domu wakacyjnym, zawarta za pośrednictwem Twojej strony.",
                },
                {
                  term: "Umowa",
                  text: "Umowa między Tobą a VayVista dotycząca usługi, której częścią są ten regulamin oraz umowa powierzenia przetwarzania danych.",
                },
              ],
            },
          ],
        },
        {
          id: "who-we-are",
          title: "Kim jesteśmy",
          blocks: [
            {
              type: "p",
              text: "VayVista jest przedsiębiorstwem wpisanym w Holandii do rejestru handlowego Izby Handlowej (Kamer van Koophandel, KvK). Nasz numer KvK, numer VAT i adres siedziby znajdziesz na każdej fakturze; chętnie prześlemy je również na prośbę.",
            },
            {
              type: "p",
              text: "Możesz skontaktować się z nami przez [stronę kontaktową](page:contact), odpowiadając na dowolny e-mail od nas albo przez WhatsApp za pomocą przycisku na naszej stronie.",
            },
          ],
        },
        {
          id: "applicability",
          title: "Kiedy obowiązuje regulamin",
          blocks: [
            {
              type: "list",
              items: [
                "Regulamin obowiązuje przy każdej naszej ofercie i każdej umowie między Tobą a VayVista dotyczącej usługi.",
                "Twoje własne ogólne warunki handlowe nie mają zastosowania do naszej umowy, chyba że zaakceptowaliśmy je na piśmie.",
                "Jeśli uzgodnimy z Tobą na piśmie coś innego, na przykład przy pracach na zamówienie, takie ustalenie ma w danej kwestii pierwszeństwo przed regulaminem.",
                "Jeżeli któreś postanowienie regulaminu okaże się nieważne, pozostałe postanowienia nadal obowiązują. Nieważne postanowienie zastąpimy wtedy ważnym, które możliwie najlepiej oddaje jego cel.",
              ],
            },
          ],
        },
        {
          id: "service",
          title: "Usługa",
          blocks: [
            { type: "p", text: "W ramach abonamentu zapewniamy dla jednego domu wakacyjnego:" },
            {
              type: "list",
              items: [
                "przygotowanie Twojej własnej strony rezerwacyjnej w jednym z sześciu motywów, z Twoimi tekstami, zdjęciami, cenami i regulaminem pobytu;",
                "publikację w subdomenie VayVista lub we własnej domenie, z bezpiecznym połączeniem (https);",
                "system rezerwacji z kalendarzem dostępności, który na Twojej stronie nigdy nie przyjmie dwóch rezerwacji na te same terminy;",
                "dwukierunkową synchronizację kalendarza przez iCal z platformami takimi jak Airbnb i Booking.com (zob. [Synchronizacja kalendarza](#calendar-sync));",
                "automatyczne wiadomości e-mail do gości, na przykład potwierdzenie rezerwacji;",
                "możliwość przyjmowania płatności online od gości za pośrednictwem operatora płatności (zob. [Płatności online od gości](#payments));",
                "hosting, codzienne kopie zapasowe, całodobowy monitoring i comiesięczne aktualizacje oprogramowania;",
                "solidne podstawy techniczne pod wyszukiwarki (SEO), takie jak szybkie strony, poprawne tytuły stron i mapa witryny;",
                "panel do zarządzania stroną i rezerwacjami oraz osobiste wsparcie przez e-mail i WhatsApp.",
              ],
            },
            {
              type: "p",
              text: "Prace wykraczające poza ten zakres, takie jak profesjonalna sesja zdjęciowa, logo czy rozwiązania na zamówienie, wykonujemy wyłącznie na podstawie odrębnej, zaakceptowanej przez Ciebie wyceny. Możemy z czasem ulepszać i rozbudowywać usługę. W trakcie abonamentu nie usuniemy istotnej części usługi bez wcześniejszej informacji; w takim przypadku możesz rozwiązać umowę ze skutkiem natychmiastowym.",
            },
          ],
        },
        {
          id: "agreement",
          title: "Zawarcie umowy",
          blocks: [
            {
              type: "list",
              items: [
                "Umowa zostaje zawarta, gdy sfinalizujesz zamówienie na naszej stronie albo zaakceptujesz naszą wycenę na piśmie lub e-mailem. Otrzymasz potwierdzenie e-mailem.",
                "Aby zawrzeć umowę, musisz mieć ukończone 18 lat.",
                "Większość właścicieli zawiera umowę jako przedsiębiorcy, ponieważ wynajmują swój dom wakacyjny. Jeśli zawierasz ją jako konsument, czyli osoba prywatna niedziałająca w ramach działalności gospodarczej lub zawodowej, oprócz tego regulaminu obowiązuje Cię bezwzględnie wiążąca ochrona konsumencka. Tam, gdzie regulamin odbiega od niej na Twoją niekorzyść, pierwszeństwo ma prawo.",
                "Jako konsument masz ustawowe prawo odstąpienia od umowy w terminie 14 dni od jej zawarcia. Jeśli poprosisz nas o rozpoczęcie prac nad stroną przed upływem tego terminu, a potem odstąpisz od umowy, zapłacisz proporcjonalną część ceny za wykonaną już pracę. Nasza [gwarancja zwrotu pieniędzy](#money-back) zwykle daje Ci więcej swobody: w jej terminie otrzymujesz zwrot wszystkich opłat.",
              ],
            },
          ],
        },
        {
          id: "prices",
          title: "Ceny i płatności",
          blocks: [
            {
              type: "list",
              items: [
                "Usługa kosztuje jednorazowo {{setupFee}} opłaty startowej oraz {{monthlyFee}} miesięcznie. Obowiązują ceny z naszej [strony z cennikiem](page:pricing) z chwili złożenia zamówienia.",
                "Ceny dla klientów biznesowych nie zawierają podatku VAT. Jeśli zamawiasz jako konsument, przed złożeniem zamówienia pokażemy Ci cenę brutto, z VAT.",
                "Nie pobieramy prowizji od Twoich rezerwacji: do VayVista trafia 0% Twoich przychodów z wynajmu. Opłaty transakcyjne, które operator płatności pobiera za płatności online Twoich gości, rozliczasz bezpośrednio z tym operatorem (zob. [Płatności online od gości](#payments)).",
                "Opłatę startową i pierwszą opłatę miesięczną płacisz przy zamówieniu. Następnie opłata miesięczna jest pobierana z góry co miesiąc, metodą płatności wybraną przy zamówieniu.",
                "Jeśli płatność się nie powiedzie, poinformujemy Cię o tym i poprosimy o zapłatę w ciągu 14 dni. Jeśli jesteś klientem biznesowym i nadal nie zapłacisz, należą się nam ustawowe odsetki za opóźnienie w transakcjach handlowych, a po kolejnym pisemnym ostrzeżeniu możemy zawiesić usługę. Wobec konsumentów obowiązują ustawowe odsetki i ustawowe zasady dotyczące kosztów windykacji.",
                "Możemy zmieniać ceny. O podwyżce poinformujemy Cię e-mailem co najmniej dwa miesiące wcześniej. Możesz wtedy wypowiedzieć umowę, zanim nowa cena zacznie obowiązywać; do tego czasu płacisz dotychczasową cenę.",
              ],
            },
          ],
        },
        {
          id: "money-back",
          title: "Gwarancja zwrotu pieniędzy",
          blocks: [
            {
              type: "p",
              text: "Chcemy, żebyś był zadowolony ze swojej strony. Jeśli nie jesteś, możesz zakończyć umowę w ciągu {{moneyBackDays}} dni od jej zawarcia, a my zwrócimy Ci wszystko, co nam zapłaciłeś: opłatę startową i opłaty miesięczne.",
            },
            {
              type: "list",
              items: [
                "Napisz do nas e-mailem lub przez [stronę kontaktową](page:contact), że korzystasz z gwarancji. Nie musisz podawać powodu, choć chętnie dowiemy się, co możemy poprawić.",
                "Zwrócimy kwotę w ciągu 14 dni od Twojej prośby, tą samą metodą płatności, którą zapłaciłeś.",
                "Po zakończeniu umowy Twoja strona przestaje być dostępna online. Domena pozostaje Twoja (zob. [Czas trwania i wypowiedzenie](#term-cancellation)).",
                "Gwarancja przysługuje raz na klienta i na dom wakacyjny. Nie obejmuje odrębnie zamówionych prac na podstawie wyceny, takich jak sesja zdjęciowa czy prace na zamówienie, jeśli zostały już wykonane.",
              ],
            },
          ],
        },
        {
          id: "term-cancellation",
          title: "Czas trwania i wypowiedzenie",
          blocks: [
            {
              type: "list",
              items: [
                "Umowa jest zawarta na czas nieokreślony i możesz ją wypowiedzieć w każdym miesiącu. Nie ma minimalnego okresu umowy ani okresu wypowiedzenia dłuższego niż bieżący miesiąc.",
                "Wypowiedzenie wyślesz e-mailem lub przez [stronę kontaktową](page:contact). Staje się skuteczne z końcem miesiąca, za który już zapłaciłeś; potem nie pobieramy kolejnych opłat.",
                "Twoja domena jest i pozostaje Twoja. Jeśli zarejestrowaliśmy ją dla Ciebie, bezpłatnie przeniesiemy ją na Ciebie lub do wybranego przez Ciebie dostawcy.",
                "Po zakończeniu umowy przez 30 dni możesz pobrać swoje dane, takie jak rezerwacje, teksty i zdjęcia. Potem usuwamy Twoją stronę i dane osobowe, które dla Ciebie przetwarzaliśmy, z wyjątkiem danych, które musimy przechowywać z mocy prawa, na przykład faktur.",
              ],
            },
          ],
        },
        {
          id: "owner-responsibilities",
          title: "Twoje obowiązki jako właściciela",
          blocks: [
            {
              type: "p",
              text: "Twoja strona to Twój biznes. Odpowiadasz za dom wakacyjny, który oferujesz, i za to, co obiecujesz swoim gościom. W szczególności odpowiadasz za:",
            },
            {
              type: "list",
              items: [
                "prawdziwe i aktualne informacje na stronie, takie jak opis, zdjęcia, ceny, dostępność, godziny przyjazdu i wyjazdu oraz ewentualne dodatkowe koszty;",
                "własny regulamin pobytu, warunki anulowania i warunki płatności wobec gości oraz ich stosowanie;",
                "sam pobyt: stan i bezpieczeństwo domu, klucze, sprzątanie, kontakt z gośćmi i rozpatrywanie ich reklamacji;",
                "przestrzeganie przepisów dotyczących wynajmu domu wakacyjnego, takich jak zezwolenia, numer rejestracyjny, opłata miejscowa lub turystyczna, bezpieczeństwo przeciwpożarowe, ubezpieczenie i obowiązki podatkowe;",
                "teksty, zdjęcia i inne materiały, które nam przekazujesz: musisz mieć prawo do ich wykorzystania i nie mogą one naruszać praw innych osób ani prawa;",
                "staranne obchodzenie się z danymi osobowymi gości jako administrator w rozumieniu RODO (zob. [Dane osobowe](#data-protection)), w tym informowanie gości za pomocą polityki prywatności na Twojej stronie;",
                "zachowanie w tajemnicy danych logowania i natychmiastowe poinformowanie nas, jeśli podejrzewasz, że korzysta z nich ktoś inny;",
                "sprawdzenie, czy połączenia kalendarzy między Twoją stroną a innymi platformami są poprawnie ustawione, oraz aktualizowanie dostępności we wszystkich kanałach.",
              ],
            },
            {
              type: "p",
              text: "Nie możesz korzystać z usługi w sposób niezgodny z prawem, do wprowadzających w błąd ofert ani do wysyłania niezamówionych wiadomości. Jeśli osoba trzecia wystąpi przeciwko nam z roszczeniem z powodu treści lub działań, za które odpowiadasz zgodnie z tym punktem, zwolnisz nas z odpowiedzialności za to roszczenie.",
            },
          ],
        },
        {
          id: "bookings",
          title: "Rezerwacje między Tobą a gośćmi",
          blocks: [
            {
              type: "p",
              text: "VayVista dostarcza technologię, dzięki której goście rezerwują bezpośrednio u Ciebie. Nie jesteśmy stroną umowy między Tobą a gościem i nie działamy jako Twój pośrednik, agent ani organizator turystyki.",
            },
            {
              type: "list",
              items: [
                "Rezerwacja to umowa wyłącznie między Tobą a gościem. Obowiązuje w niej Twój regulamin pobytu i Twoje warunki, a nie nasze.",
                "Pytania, zmiany, anulowania, zwroty, kaucje, szkody i spory z gośćmi rozstrzygasz bezpośrednio z gościem.",
                "Nie weryfikujemy gości i nie gwarantujemy, że gość zapłaci, przyjedzie lub będzie się właściwie zachowywał.",
                "Chętnie pomożemy w sprawach technicznych, na przykład gdy rezerwacja nie pojawi się w panelu albo e-mail nie dotrze.",
              ],
            },
          ],
        },
        {
          id: "payments",
          title: "Płatności online od gości",
          blocks: [
            {
              type: "list",
              items: [
                "Jeśli chcesz, aby goście płacili online, na przykład przez iDEAL lub kartą, zawierasz odrębną umowę z licencjonowanym operatorem płatności, którego podłączamy do Twojej strony. Do tej umowy mają zastosowanie warunki operatora.",
                "Płatności od gości trafiają przez operatora płatności na Twoje konto. VayVista nigdy nie otrzymuje ani nie przechowuje pieniędzy Twoich gości.",
                "Operator płatności może Cię zweryfikować (na przykład tożsamość i rachunek bankowy) i pobierać opłaty transakcyjne. Ustala je sam operator; my nic do nich nie doliczamy.",
                "Zwroty dla gości realizujesz przez swoje konto u operatora płatności.",
              ],
            },
          ],
        },
        {
          id: "calendar-sync",
          title: "Synchronizacja kalendarza",
          blocks: [
            {
              type: "p",
              text: "Nasz system rezerwacji nigdy nie przyjmie na Twojej stronie dwóch rezerwacji na te same terminy. Aby dostępność była zgodna z innymi platformami, używamy dwukierunkowych połączeń iCal.",
            },
            {
              type: "list",
              items: [
                "Inne platformy, takie jak Airbnb i Booking.com, same decydują, jak często odczytują i odświeżają połączenia iCal. Dlatego między rezerwacją dokonaną gdzie indziej a zablokowaniem terminu na Twojej stronie (i odwrotnie) zawsze występuje krótkie opóźnienie.",
                "W tym krótkim czasie może dojść do rezerwacji tych samych terminów na dwóch platformach. Nie ponosimy za to odpowiedzialności, ponieważ opóźnienie leży po stronie innych platform. Aktualizuj dostępność we wszystkich kanałach i skontaktuj się z nami, jeśli połączenie wydaje się nie działać.",
                "Nie odpowiadamy za zmiany, awarie ani ograniczenia po stronie innych platform, które wpływają na synchronizację.",
              ],
            },
          ],
        },
        {
          id: "availability",
          title: "Dostępność i prace konserwacyjne",
          blocks: [
            {
              type: "list",
              items: [
                "Dokładamy starań, aby Twoja strona była zawsze dostępna. Monitorujemy ją przez całą dobę, codziennie wykonujemy kopię zapasową i co miesiąc instalujemy aktualizacje.",
                "Planowane prace wykonujemy w miarę możliwości w spokojnych godzinach. Prace powodujące odczuwalną przerwę zapowiadamy z wyprzedzeniem.",
                "Nie możemy zagwarantować nieprzerwanej dostępności. Awarie mogą wystąpić u dostawców hostingu, w połączeniach internetowych lub u innych podmiotów, od których zależy usługa. W razie awarii pracujemy nad jak najszybszym przywróceniem usługi.",
                "Nie odpowiadamy za niewykonanie zobowiązań z powodu okoliczności od nas niezależnych (siła wyższa), takich jak rozległe awarie u dostawców, cyberataki mimo rozsądnych zabezpieczeń lub decyzje władz.",
              ],
            },
          ],
        },
        {
          id: "intellectual-property",
          title: "Własność intelektualna",
          blocks: [
            {
              type: "list",
              items: [
                "Oprogramowanie, motywy, projekty i inne materiały, za pomocą których świadczymy usługę, pozostają własnością VayVista lub jej licencjodawców. Na czas trwania umowy otrzymujesz niewyłączne i nieprzenoszalne prawo do korzystania z nich na potrzeby Twojej strony.",
                "Teksty, zdjęcia, logotypy i inne treści, które nam przekazujesz, pozostają Twoje. Udzielasz nam zgody na ich przechowywanie, techniczne dostosowanie (na przykład formatu) i publikowanie w zakresie niezbędnym do świadczenia usługi.",
                "Zdjęcia lub teksty, które przygotujemy dla Ciebie na podstawie odrębnej wyceny, możesz wykorzystywać dla swojego domu wakacyjnego, również po zakończeniu umowy, chyba że w wycenie ustalimy inaczej.",
              ],
            },
          ],
        },
        {
          id: "liability",
          title: "Odpowiedzialność",
          blocks: [
            {
              type: "list",
              items: [
                "Jeśli nie wywiązujemy się z umowy, poinformuj nas o tym jak najszybciej na piśmie i daj nam rozsądny termin na naprawienie sytuacji.",
                "Nasza odpowiedzialność jest ograniczona do szkód bezpośrednich i do kwoty, którą zapłaciłeś nam na podstawie umowy w ciągu dwunastu miesięcy przed zdarzeniem, które spowodowało szkodę.",
                "Nie odpowiadamy za szkody pośrednie, takie jak utracone rezerwacje, utracony obrót lub zysk, szkody wizerunkowe ani kary i roszczenia osób trzecich, w tym gości.",
                "W razie utraty danych nasze zobowiązanie ogranicza się do przywrócenia najnowszej dostępnej kopii zapasowej.",
                "Te ograniczenia nie obowiązują, jeśli szkoda wynika z winy umyślnej lub rażącego niedbalstwa kierownictwa VayVista, ani w zakresie, w jakim prawo nie dopuszcza ograniczenia odpowiedzialności, na przykład wobec konsumentów.",
                "Roszczenie o odszkodowanie wygasa, jeśli nie zgłosisz go nam na piśmie w ciągu dwunastu miesięcy od wykrycia szkody.",
              ],
            },
          ],
        },
        {
          id: "data-protection",
          title: "Dane osobowe i umowa powierzenia",
          blocks: [
            {
              type: "p",
              text: "Gdy goście rezerwują przez Twoją stronę, to Ty jesteś administratorem ich danych osobowych w rozumieniu ogólnego rozporządzenia o ochronie danych (RODO). VayVista przetwarza te dane w Twoim imieniu, jako podmiot przetwarzający.",
            },
            {
              type: "list",
              items: [
                "Nasza umowa powierzenia przetwarzania danych jest częścią umowy i obowiązuje od chwili jej zawarcia. Określa między innymi, jakie dane przetwarzamy, jak je zabezpieczamy, z jakich podmiotów przetwarzających (podwykonawców) korzystamy i jak pomagamy Ci, gdy gość korzysta ze swoich praw. Jej egzemplarz otrzymasz razem z potwierdzeniem zamówienia oraz na prośbę.",
                "Do danych osobowych, które przetwarzamy o Tobie sami jako administrator, ma zastosowanie nasza [polityka prywatności](page:privacy).",
              ],
            },
          ],
        },
        {
          id: "suspension",
          title: "Zawieszenie i rozwiązanie umowy przez VayVista",
          blocks: [
            {
              type: "list",
              items: [
                "Możemy całkowicie lub częściowo zawiesić usługę, jeśli mimo przypomnienia nie zapłacisz, jeśli korzystasz z usługi niezgodnie z [Twoimi obowiązkami jako właściciela](#owner-responsibilities) albo jeśli Twoja strona zagraża bezpieczeństwu naszych systemów. Poza pilnymi przypadkami uprzedzimy Cię i damy Ci szansę na rozwiązanie problemu.",
                "Możemy rozwiązać umowę, jeśli poważnie lub wielokrotnie nie wywiązujesz się ze swoich obowiązków. Zachowujesz wtedy prawo do swojej domeny oraz, przez 30 dni, do pobrania swoich danych.",
                "Możemy również zakończyć umowę z innych powodów z co najmniej trzymiesięcznym okresem wypowiedzenia, na przykład jeśli przestaniemy świadczyć usługę. Zwrócimy wtedy opłaty miesięczne zapłacone z góry za okres po zakończeniu umowy.",
              ],
            },
          ],
        },
        {
          id: "changes",
          title: "Zmiany regulaminu",
          blocks: [
            {
              type: "p",
              text: "Możemy zmieniać ten regulamin, na przykład gdy dodajemy nowe funkcje lub gdy zmienia się prawo. O istotnych zmianach poinformujemy Cię e-mailem co najmniej 30 dni przed ich wejściem w życie. Jeśli nie zgadzasz się ze zmianą, możesz wypowiedzieć umowę przed dniem jej wejścia w życie; do końca abonamentu obowiązuje wtedy dotychczasowy regulamin.",
            },
          ],
        },
        {
          id: "complaints",
          title: "Reklamacje",
          blocks: [
            {
              type: "p",
              text: "Coś Ci się nie podoba? Daj nam znać przez [stronę kontaktową](page:contact) lub e-mailem i opisz możliwie dokładnie, co poszło nie tak. Potwierdzimy otrzymanie reklamacji w ciągu dwóch dni roboczych i postaramy się odpowiedzieć merytorycznie w ciągu 14 dni. Jeśli potrwa to dłużej, poinformujemy Cię, kiedy możesz spodziewać się odpowiedzi.",
            },
          ],
        },
        {
          id: "law",
          title: "Prawo właściwe i spory",
          blocks: [
            {
              type: "list",
              items: [
                "Do umowy i regulaminu stosuje się prawo holenderskie. Konwencja Narodów Zjednoczonych o umowach międzynarodowej sprzedaży towarów (konwencja wiedeńska, CISG) nie ma zastosowania.",
                "Nieporozumienia najchętniej rozwiązujemy wspólnie. Jeśli się to nie uda, spór rozstrzyga właściwy sąd w okręgu, w którym VayVista ma siedzibę.",
                "Jeśli jesteś konsumentem, zachowujesz ochronę wynikającą z bezwzględnie obowiązujących przepisów kraju, w którym mieszkasz. Możesz też skierować spór do właściwego sądu w miejscu swojego zamieszkania.",
              ],
            },
          ],
        },
        {
          id: "contact",
          title: "Kontakt",
          blocks: [
            {
              type: "p",
              text: "Masz pytania dotyczące regulaminu? Napisz do nas przez [stronę kontaktową](page:contact) albo [umów się na bezpłatną konsultację](page:consultation). Odpowiemy prostym językiem, po polsku, angielsku lub niderlandzku.",
            },
          ],
        },
      ],
    },
    privacy: {
      title: "Polityka prywatności",
      metaTitle: "Polityka prywatności: jak VayVista przetwarza dane osobowe (RODO)",
      metaDescription:
        "Jakie dane osobowe przetwarza VayVista, w jakim celu, na jakiej podstawie i jak długo; nasze podmioty przetwarzające, przekazywanie danych, Twoje prawa wynikające z RODO i skargi.",
      lead: "Dbamy o dane osobowe i zbieramy tylko te, których naprawdę potrzebujemy. W tej polityce wyjaśniamy, jakie dane przetwarzamy, dlaczego, jak długo je przechowujemy i jakie prawa przysługują Ci na podstawie ogólnego rozporządzenia o ochronie danych (RODO).",
      sections: [
        {
          id: "controller",
          title: "Kto jest administratorem",
          blocks: [
            {
              type: "p",
              text: "Administratorem danych osobowych w zakresie opisanym w tej polityce jest VayVista, przedsiębiorstwo zarejestrowane w Holandii. Nasz numer w holenderskim rejestrze handlowym (KvK) i adres siedziby znajdziesz na każdej fakturze; udostępnimy je również na prośbę.",
            },
            {
              type: "p",
              text: "W sprawach prywatności lub aby skorzystać ze swoich praw, skontaktuj się z nami przez [stronę kontaktową](page:contact) albo odpowiadając na e-mail od nas. Wpisz w temacie „prywatność”, a Twoja wiadomość od razu trafi do właściwej osoby.",
            },
          ],
        },
        {
          id: "scope",
          title: "Kogo dotyczy ta polityka",
          blocks: [
            { type: "p", text: "Ta polityka dotyczy:" },
            {
              type: "list",
              items: [
                "osób odwiedzających stronę VayVista i wypełniających na niej formularze, na przykład aby zadać pytanie lub umówić konsultację;",
                "właścicieli domów wakacyjnych, którzy mają u nas abonament lub chcą go zawrzeć, oraz osób kontaktowych ich firm;",
                "gości rezerwujących przez strony zbudowane w VayVista, w zakresie opisanym w punkcie [Nasza rola wobec gości właścicieli](#processor-role).",
              ],
            },
          ],
        },
        {
          id: "data",
          title: "Jakie dane osobowe przetwarzamy",
          blocks: [
            { type: "h3", text: "Gdy się z nami kontaktujesz lub prosisz o konsultację" },
            {
              type: "list",
              items: [
                "imię i nazwisko, adres e-mail oraz, jeśli go podasz, numer telefonu;",
                "informacje o Twoim domu wakacyjnym, które nam przekazujesz, takie jak rodzaj obiektu, lokalizacja i liczba obiektów;",
                "treść wiadomości, a przy konsultacji także preferowany termin i przedział godzin;",
                "dalszą korespondencję prowadzoną e-mailem, telefonicznie lub przez WhatsApp.",
              ],
            },
            { type: "h3", text: "Gdy jesteś naszym klientem" },
            {
              type: "list",
              items: [
                "imię i nazwisko, nazwę firmy, adres, adres e-mail i numer telefonu;",
                "numer rejestrowy firmy i numer VAT, jeśli prowadzisz działalność gospodarczą;",
                "dane logowania; hasła przechowujemy wyłącznie w postaci zaszyfrowanej (skrótu kryptograficznego);",
                "dane rozliczeniowe i płatnicze, takie jak faktury i status płatności. Nie przechowujemy pełnych numerów kart: obsługuje je operator płatności;",
                "treść Twojej strony i ustawienia w panelu;",
                "Twoje pytania do naszego wsparcia i nasze odpowiedzi.",
              ],
            },
            { type: "h3", text: "Gdy odwiedzasz naszą stronę" },
            {
              type: "list",
              items: [
                "dane techniczne wysyłane przez każdą przeglądarkę, takie jak adres IP, rodzaj przeglądarki i żądana strona. Wykorzystujemy je do wyświetlenia strony i ochrony przed nadużyciami;",
                "aby zapobiegać nadużyciom formularzy, przez krótki czas zliczamy, jak często formularz jest wysyłany z tego samego połączenia. Nie przechowujemy w tym celu Twojego adresu IP w czytelnej postaci;",
                "na naszej stronie nie używamy analitycznych ani śledzących plików cookie. Więcej znajdziesz w naszej [polityce cookies](page:cookies).",
              ],
            },
            { type: "h3", text: "Goście naszych klientów" },
            {
              type: "p",
              text: "Gdy gość rezerwuje przez stronę zbudowaną w VayVista, przetwarzamy dane rezerwacji w imieniu właściciela: imię i nazwisko, dane kontaktowe, terminy pobytu, liczbę gości, wiadomości i status płatności. Jak to działa, wyjaśniamy w punkcie [Nasza rola wobec gości właścicieli](#processor-role).",
            },
          ],
        },
        {
          id: "purposes",
          title: "Cele i podstawy prawne",
          blocks: [
            {
              type: "p",
              text: "Przetwarzamy dane osobowe tylko wtedy, gdy mamy do tego podstawę prawną z art. 6 RODO. Dla poszczególnych celów:",
            },
            {
              type: "terms",
              items: [
                {
                  term: "Odpowiadanie na pytania i prowadzenie konsultacji",
                  text: "Działania podejmowane na Twoje żądanie przed zawarciem umowy oraz nasz prawnie uzasadniony interes w odpowiadaniu osobom, które się z nami kontaktują.",
                },
                {
                  term: "Przygotowanie i prowadzenie Twojej strony, panelu i wsparcia",
                  text: "Wykonanie zawartej z Tobą umowy.",
                },
                {
                  term: "Fakturowanie, księgowość i obowiązki podatkowe",
                  text: "Obowiązek prawny, w szczególności wynikający z holenderskich przepisów o przechowywaniu dokumentacji księgowej.",
                },
                {
                  term: "Bezpieczeństwo, zapobieganie nadużyciom i oszustwom, kopie zapasowe",
                  text: "Nasz prawnie uzasadniony interes w bezpiecznej i niezawodnej usłudze dla wszystkich klientów.",
                },
                {
                  term: "Wiadomości serwisowe, na przykład zapowiedzi prac konserwacyjnych i zmian regulaminu",
                  text: "Wykonanie umowy oraz nasz prawnie uzasadniony interes w informowaniu Cię na bieżąco.",
                },
                {
                  term: "Newsletter z poradami dla właścicieli",
                  text: "Wyłącznie za Twoją zgodą, którą możesz w każdej chwili wycofać za pomocą linku w każdym newsletterze.",
                },
              ],
            },
            {
              type: "p",
              text: "Tam, gdzie opieramy się na prawnie uzasadnionym interesie, zestawiliśmy go z Twoim prawem do prywatności. W każdej chwili możesz wnieść sprzeciw (zob. [Twoje prawa](#rights)).",
            },
          ],
        },
        {
          id: "retention",
          title: "Jak długo przechowujemy dane",
          blocks: [
            {
              type: "list",
              items: [
                "Zapytania i prośby o konsultację, które nie prowadzą do zawarcia umowy: do 12 miesięcy od naszego ostatniego kontaktu.",
                "Dane klientów: przez czas trwania umowy, a następnie przez 30 dni, abyś mógł pobrać swoje dane. Potem je usuwamy.",
                "Faktury i związana z nimi dokumentacja księgowa: siedem lat, zgodnie z holenderskimi przepisami podatkowymi.",
                "Dane rezerwacji gości: przez czas trwania umowy z właścicielem, chyba że właściciel usunie je wcześniej, a następnie przez te same 30 dni.",
                "Logi serwera: nie dłużej niż 30 dni, chyba że są potrzebne do zbadania konkretnego incydentu bezpieczeństwa.",
                "Kopie zapasowe: codziennie tworzymy zaszyfrowaną kopię zapasową; kopie dzienne przechowujemy 7 dni, jedną kopię tygodniową 4 tygodnie, a jedną miesięczną 12 miesięcy. Usunięte dane znikają więc z naszych kopii zapasowych najpóźniej po 12 miesiącach. Jeśli po awarii przywrócimy kopię zapasową, od razu ponownie usuniemy to, o usunięcie czego już nas poproszono.",
              ],
            },
          ],
        },
        {
          id: "sharing",
          title: "Komu udostępniamy dane",
          blocks: [
            {
              type: "p",
              text: "Nie sprzedajemy danych osobowych i nie udostępniamy ich reklamodawcom. Współpracujemy z niewielką liczbą starannie wybranych usługodawców, którzy przetwarzają dane na nasze polecenie (podmioty przetwarzające):",
            },
            {
              type: "list",
              items: [
                "hosting i przechowywanie kopii zapasowych: nasze serwery i kopie zapasowe znajdują się w centrach danych w Unii Europejskiej;",
                "wysyłka e-maili: usługa, która wysyła nasze wiadomości i automatyczne e-maile do gości oraz informuje, czy dotarły;",
                "operatorzy płatności: licencjonowane firmy, które obsługują płatności za nasz abonament oraz, w imieniu właściciela, płatności gości. W zakresie danych płatniczych są częściowo samodzielnymi administratorami, ze względu na własne obowiązki wynikające z przepisów finansowych.",
              ],
            },
            {
              type: "p",
              text: "Z każdym podmiotem przetwarzającym zawarliśmy umowę powierzenia przetwarzania danych. Poza tym udostępniamy dane tylko wtedy, gdy wymaga tego prawo, na przykład organom podatkowym, lub na żądanie uprawnionego organu działającego na podstawie przepisów.",
            },
            {
              type: "p",
              text: "Jeśli kontaktujesz się z nami przez WhatsApp, dane przetwarza również WhatsApp (Meta) zgodnie z własną polityką prywatności. Wolisz tego uniknąć? Skorzystaj ze [strony kontaktowej](page:contact) lub napisz e-mail.",
            },
          ],
        },
        {
          id: "transfers",
          title: "Przekazywanie danych poza Europejski Obszar Gospodarczy",
          blocks: [
            {
              type: "p",
              text: "W miarę możliwości przechowujemy dane osobowe w Europejskim Obszarze Gospodarczym (EOG). Jeśli usługodawca przetwarza dane poza EOG lub należy do grupy, która ma tam siedzibę, dopuszczamy to tylko przy zapewnieniu odpowiedniego stopnia ochrony: na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni poziom ochrony (takiej jak ramy ochrony danych UE-USA, EU-US Data Privacy Framework, dla certyfikowanych firm) albo standardowych klauzul umownych Komisji Europejskiej, w razie potrzeby z dodatkowymi zabezpieczeniami. Na prośbę poinformujemy Cię, które zabezpieczenie ma zastosowanie.",
            },
          ],
        },
        {
          id: "processor-role",
          title: "Nasza rola wobec gości właścicieli",
          blocks: [
            {
              type: "p",
              text: "W przypadku rezerwacji przez stronę właściciela administratorem danych jest właściciel, a VayVista jest podmiotem przetwarzającym. Oznacza to, że:",
            },
            {
              type: "list",
              items: [
                "właściciel decyduje, jakich danych wymaga od gości i co się z nimi dzieje, oraz informuje gości we własnej polityce prywatności;",
                "przetwarzamy dane gości wyłącznie na polecenie właściciela, aby działały strona, rezerwacje i e-maile do gości, i w żadnym innym celu;",
                "goście, którzy chcą skorzystać ze swoich praw, zwracają się do właściciela. Jeśli gość skontaktuje się z nami, przekażemy pytanie właścicielowi i pomożemy mu odpowiedzieć.",
              ],
            },
            {
              type: "p",
              text: "Szczegóły określa umowa powierzenia przetwarzania danych między VayVista a właścicielem (zob. nasz [regulamin](page:terms#data-protection)).",
            },
          ],
        },
        {
          id: "security",
          title: "Bezpieczeństwo",
          blocks: [
            {
              type: "p",
              text: "Stosujemy odpowiednie środki techniczne i organizacyjne, aby chronić dane osobowe przed utratą i nieuprawnionym dostępem. Należą do nich:",
            },
            {
              type: "list",
              items: [
                "szyfrowane połączenia (https) dla naszej strony i wszystkich stron klientów;",
                "hasła przechowywane wyłącznie w postaci skrótu kryptograficznego;",
                "dostęp do danych osobowych tylko dla członków zespołu, którzy potrzebują go w pracy;",
                "codzienne kopie zapasowe, całodobowy monitoring i comiesięczne aktualizacje bezpieczeństwa.",
              ],
            },
            {
              type: "p",
              text: "Jeśli mimo to dojdzie do naruszenia ochrony danych, postępujemy zgodnie z RODO: w razie potrzeby zgłaszamy je holenderskiemu organowi nadzorczemu (Autoriteit Persoonsgegevens) i osobom, których dotyczy, a jako podmiot przetwarzający bez zbędnej zwłoki informujemy właściciela.",
            },
          ],
        },
        {
          id: "cookies",
          title: "Pliki cookie",
          blocks: [
            {
              type: "p",
              text: "Używamy wyłącznie funkcjonalnych plików cookie, na przykład aby utrzymać Twoje zalogowanie w panelu. Na naszej stronie marketingowej nie stosujemy śledzących plików cookie. Szczegóły znajdziesz w naszej [polityce cookies](page:cookies).",
            },
          ],
        },
        {
          id: "rights",
          title: "Twoje prawa",
          blocks: [
            { type: "p", text: "Na podstawie RODO przysługują Ci następujące prawa:" },
            {
              type: "terms",
              items: [
                {
                  term: "Dostęp do danych",
                  text: "Możesz zapytać, jakie dane osobowe o Tobie przetwarzamy, i otrzymać ich kopię.",
                },
                {
                  term: "Sprostowanie",
                  text: "Możesz poprosić o poprawienie nieprawidłowych lub uzupełnienie niekompletnych danych.",
                },
                {
                  term: "Usunięcie",
                  text: "Możesz poprosić o usunięcie danych, chyba że musimy je przechowywać, na przykład dla organów podatkowych. Jako właściciel usuwasz konto samodzielnie na stronie swojego konta: strona od razu przestaje działać, przez 30 dni możesz jeszcze pobrać dane lub anulować usunięcie, a potem usuwamy wszystko poza naszymi fakturami dla Ciebie, które przechowujemy przez siedem lat.",
                },
                {
                  term: "Ograniczenie przetwarzania",
                  text: "Możesz poprosić, abyśmy tymczasowo jedynie przechowywali Twoje dane, na przykład w czasie rozpatrywania skargi.",
                },
                {
                  term: "Przenoszenie danych",
                  text: "Możesz otrzymać dane, które nam przekazałeś, w ustrukturyzowanym, powszechnie używanym formacie lub poprosić o przesłanie ich innemu podmiotowi. Jako właściciel pobierasz wszystko samodzielnie na stronie swojego konta, w jednym pliku zip: tabele jako CSV, resztę jako JSON, a zdjęcia i faktury jako osobne pliki.",
                },
                {
                  term: "Sprzeciw",
                  text: "Możesz sprzeciwić się przetwarzaniu opartemu na naszym prawnie uzasadnionym interesie. Wtedy przestajemy, chyba że mamy ważne prawnie uzasadnione podstawy, które przeważają nad Twoimi interesami.",
                },
                {
                  term: "Wycofanie zgody",
                  text: "Jeśli przetwarzamy dane na podstawie Twojej zgody, możesz ją w każdej chwili wycofać. Nie wpływa to na zgodność z prawem wcześniejszego przetwarzania.",
                },
              ],
            },
            {
              type: "p",
              text: "Wyślij swoje żądanie przez [stronę kontaktową](page:contact). Skorzystanie z praw jest bezpłatne. Odpowiadamy w ciągu miesiąca; przy złożonych żądaniach możemy przedłużyć ten termin o maksymalnie dwa miesiące i poinformujemy Cię o tym w ciągu pierwszego miesiąca. Możemy najpierw poprosić o potwierdzenie tożsamości, aby nigdy nie przekazać Twoich danych niewłaściwej osobie.",
            },
            {
              type: "p",
              text: "Nie podejmujemy decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu, które wywoływałyby wobec Ciebie skutki prawne lub w podobny sposób istotnie na Ciebie wpływały.",
            },
          ],
        },
        {
          id: "complaints",
          title: "Skargi",
          blocks: [
            {
              type: "p",
              text: "Uważasz, że niewłaściwie obchodzimy się z Twoimi danymi? Najpierw daj nam znać; chętnie wspólnie poszukamy rozwiązania. Masz też prawo wnieść skargę do organu nadzorczego. Dla VayVista właściwym organem jest holenderski [Autoriteit Persoonsgegevens](https://autoriteitpersoonsgegevens.nl). Jeśli mieszkasz lub pracujesz w Polsce, możesz złożyć skargę także do [Prezesa Urzędu Ochrony Danych Osobowych](https://uodo.gov.pl), a w innym kraju UE do tamtejszego organu nadzorczego.",
            },
          ],
        },
        {
          id: "children",
          title: "Dzieci",
          blocks: [
            {
              type: "p",
              text: "Nasza usługa jest przeznaczona dla właścicieli domów wakacyjnych, a nie dla dzieci. Nie zbieramy świadomie danych osobowych osób poniżej 16. roku życia. Jeśli sądzisz, że dziecko przesłało nam dane, daj nam znać, a je usuniemy.",
            },
          ],
        },
        {
          id: "changes",
          title: "Zmiany polityki",
          blocks: [
            {
              type: "p",
              text: "Możemy aktualizować tę politykę, na przykład gdy zaczniemy korzystać z nowego usługodawcy. Data na górze strony pokazuje, kiedy wprowadzono ostatnią zmianę. O istotnych zmianach informujemy klientów e-mailem.",
            },
          ],
        },
      ],
    },
    cookies: {
      title: "Polityka cookies",
      metaTitle: "Polityka cookies: tylko funkcjonalne pliki cookie, bez śledzenia",
      metaDescription:
        "VayVista używa wyłącznie funkcjonalnych plików cookie: cookie sesji po zalogowaniu i preferencji języka. Bez śledzenia. Do tego pamięć podręczna service workera i jak usunąć pliki cookie.",
      lead: "Krótko i jasno: nie śledzimy Cię. Nasza strona korzysta tylko z tego, co niezbędne do jej działania. Poniżej dokładnie opisujemy, co to jest i jak to usunąć.",
      sections: [
        {
          id: "what-are-cookies",
          title: "Czym są pliki cookie",
          blocks: [
            {
              type: "p",
              text: "Pliki cookie to niewielkie pliki tekstowe, które strona zapisuje w Twojej przeglądarce, aby zapamiętać coś między podstronami lub wizytami, na przykład to, że jesteś zalogowany. Polityka obejmuje także podobne techniki, takie jak pamięć lokalna przeglądarki i pamięć podręczna service workera.",
            },
          ],
        },
        {
          id: "cookies-we-use",
          title: "Jakich plików cookie używamy",
          blocks: [
            {
              type: "p",
              text: "Używamy wyłącznie własnych (first-party) funkcjonalnych plików cookie. Są potrzebne, aby strona działała tak, jak tego oczekujesz:",
            },
            {
              type: "terms",
              items: [
                {
                  term: "Cookie sesji (tylko po zalogowaniu)",
                  text: "Utrzymuje Twoje zalogowanie w panelu podczas przechodzenia między stronami i chroni sesję przed nadużyciem. Jest zapisywany tylko przy logowaniu, nie zawiera danych osobowych w czytelnej postaci i jest usuwany po wylogowaniu, najpóźniej po 30 dniach.",
                },
                {
                  term: "Preferencja języka",
                  text: "Zapamiętuje, czy czytasz naszą stronę po niderlandzku, angielsku czy polsku, aby przy kolejnej wizycie wyświetlić Twój język. Zawiera wyłącznie kod języka i jest przechowywany maksymalnie przez rok.",
                },
              ],
            },
            {
              type: "p",
              text: "Odwiedzasz naszą stronę bez logowania? Wtedy zapisywana jest co najwyżej preferencja języka.",
            },
          ],
        },
        {
          id: "no-tracking",
          title: "Żadnych śledzących plików cookie",
          blocks: [
            { type: "p", text: "Na naszej stronie marketingowej nie stosujemy:" },
            {
              type: "list",
              items: [
                "analitycznych plików cookie ani statystyk, które śledzą Cię między podstronami lub wizytami;",
                "reklamowych plików cookie, retargetingu ani pikseli śledzących sieci społecznościowych;",
                "osadzonych treści innych firm, które zapisują pliki cookie, takich jak odtwarzacze wideo czy mapy.",
              ],
            },
            {
              type: "p",
              text: "Przycisk WhatsApp to zwykły link. WhatsApp przetwarza dane dopiero wtedy, gdy go klikniesz i otworzysz aplikację. Ponieważ używamy wyłącznie funkcjonalnych plików cookie, przepisy nie wymagają od nas pytania o zgodę; dlatego nie zobaczysz tu banera cookie.",
            },
          ],
        },
        {
          id: "service-worker",
          title: "Pamięć podręczna service workera",
          blocks: [
            {
              type: "p",
              text: "Nasza strona rejestruje service worker: niewielki skrypt w Twojej przeglądarce, który zapisuje w jej pamięci podręcznej pliki statyczne, takie jak style, skrypty i ikony, oraz prostą stronę offline. Dzięki temu przy kolejnej wizycie strony ładują się szybciej, a gdy połączenie zostanie przerwane, zobaczysz czytelny komunikat zamiast błędu.",
            },
            {
              type: "p",
              text: "Ta pamięć podręczna nie zawiera danych osobowych i nie służy do rozpoznawania ani śledzenia Cię. Pozostaje w przeglądarce, dopóki nie zastąpi jej nowa wersja albo dopóki sam jej nie usuniesz.",
            },
          ],
        },
        {
          id: "owner-websites",
          title: "Strony naszych klientów",
          blocks: [
            {
              type: "p",
              text: "Strony rezerwacyjne, które tworzymy dla właścicieli domów wakacyjnych, domyślnie działają w ten sam funkcjonalny sposób. Każdy właściciel odpowiada za swoją stronę. Jeśli właściciel doda narzędzia zapisujące inne pliki cookie, to on musi poinformować o tym odwiedzających i w razie potrzeby poprosić o zgodę.",
            },
          ],
        },
        {
          id: "delete",
          title: "Jak przejrzeć i usunąć pliki cookie",
          blocks: [
            {
              type: "p",
              text: "Pliki cookie i inne dane witryn możesz w każdej chwili przejrzeć i usunąć w ustawieniach przeglądarki. Zwykle znajdziesz je tutaj:",
            },
            {
              type: "list",
              items: [
                "Chrome: Ustawienia → Prywatność i bezpieczeństwo → Pliki cookie innych firm / Wyświetl wszystkie uprawnienia i dane witryn;",
                "Firefox: Ustawienia → Prywatność i bezpieczeństwo → Ciasteczka i dane stron → Zarządzaj danymi;",
                "Safari: Ustawienia (Preferencje) → Prywatność → Zarządzaj danymi witryn;",
                "Edge: Ustawienia → Pliki cookie i uprawnienia witryny → Zarządzaj plikami cookie i danymi witryn oraz usuwaj je.",
              ],
            },
            {
              type: "p",
              text: "Usunięcie „danych witryny” dla naszej strony usuwa również service worker i jego pamięć podręczną. Możesz też zablokować pliki cookie, ale wtedy nie zalogujesz się do panelu, a preferencja języka nie zostanie zapamiętana. Pozostała część strony będzie działać normalnie.",
            },
          ],
        },
        {
          id: "more",
          title: "Zmiany i pytania",
          blocks: [
            {
              type: "p",
              text: "Jeśli kiedyś zechcemy używać innych plików cookie, najpierw zaktualizujemy tę politykę i, tam gdzie wymaga tego prawo, wcześniej poprosimy o Twoją zgodę. Więcej o tym, jak przetwarzamy dane osobowe, przeczytasz w naszej [polityce prywatności](page:privacy). Masz pytania? Napisz przez [stronę kontaktową](page:contact).",
            },
          ],
        },
      ],
    },
    disclaimer: {
      title: "Zastrzeżenia prawne",
      metaTitle: "Zastrzeżenia prawne dotyczące strony VayVista",
      metaDescription:
        "Na czym możesz polegać, a na czym nie, korzystając z informacji na stronie VayVista: przykłady i wyliczenia są orientacyjne, linki zewnętrzne, znaki towarowe, dostępność i odpowiedzialność.",
      lead: "Bardzo dbamy o informacje na naszej stronie. Mimo to chcemy jasno powiedzieć, na czym możesz polegać, a na czym nie.",
      sections: [
        {
          id: "information",
          title: "Informacje na tej stronie",
          blocks: [
            {
              type: "p",
              text: "Informacje na tej stronie mają charakter ogólny i mają pomóc Ci zdecydować, czy VayVista pasuje do Twojego domu wakacyjnego. Przygotowujemy je starannie i aktualizujemy, ale mimo to mogą zawierać błędy lub być niepełne. Informacje na tej stronie nie stanowią podstawy do dochodzenia jakichkolwiek praw.",
            },
            {
              type: "p",
              text: "To, co z Tobą uzgadniamy, określają nasz [regulamin](page:terms) oraz potwierdzenie zamówienia lub wycena, które od nas otrzymasz. Jeśli informacje na tej stronie różnią się od tych dokumentów, pierwszeństwo mają dokumenty.",
            },
          ],
        },
        {
          id: "examples",
          title: "Przykłady, wyliczenia i wersje demonstracyjne",
          blocks: [
            {
              type: "list",
              items: [
                "Wyliczenia, na przykład tego, ile możesz zaoszczędzić na prowizjach, są orientacyjne. Opierają się na liczbach, które sam wpisujesz, lub na podanych założeniach, a nie na Twojej rzeczywistej sytuacji.",
                "Liczba rezerwacji z Twojej własnej strony zależy od wielu czynników, takich jak lokalizacja, sezon, cena, zdjęcia, opinie i Twoja własna promocja. Dlatego nie gwarantujemy rezerwacji, obłożenia ani przychodów.",
                "Przykładowe strony, zrzuty ekranu, makiety i wersja demonstracyjna pokazują możliwości. Zawierają fikcyjne domy wakacyjne, nazwy i dane.",
                "Historie klientów opisują doświadczenia poszczególnych właścicieli. Twoje wyniki mogą być inne.",
              ],
            },
          ],
        },
        {
          id: "prices",
          title: "Ceny i oczywiste pomyłki",
          blocks: [
            {
              type: "p",
              text: "Obowiązują ceny z naszej [strony z cennikiem](page:pricing) i z podsumowania zamówienia w chwili jego złożenia. Staramy się unikać błędów, ale oczywista pomyłka lub literówka, na przykład cena, która ewidentnie jest błędna, nas nie wiąże.",
            },
          ],
        },
        {
          id: "no-advice",
          title: "To nie jest porada prawna ani podatkowa",
          blocks: [
            {
              type: "p",
              text: "Na blogu i na innych stronach piszemy czasem o opłacie miejscowej, obowiązkach rejestracyjnych, regulaminach pobytu czy przepisach o prywatności dla wynajmujących. Te informacje są ogólne i mogą się różnić w zależności od kraju, regionu i gminy. Nie zastępują indywidualnej porady. Sprawdź obowiązujące Cię przepisy w swojej gminie lub u doradcy.",
            },
          ],
        },
        {
          id: "external-links",
          title: "Linki zewnętrzne",
          blocks: [
            {
              type: "p",
              text: "Ta strona zawiera linki do stron innych podmiotów, na przykład organu nadzorczego. Nie mamy wpływu na te strony i nie odpowiadamy za ich treść, dostępność ani sposób przetwarzania danych. Link nie oznacza, że polecamy daną stronę lub jej właściciela.",
            },
          ],
        },
        {
          id: "trademarks",
          title: "Nazwy i znaki towarowe innych firm",
          blocks: [
            {
              type: "p",
              text: "Airbnb, Booking.com, iDEAL, WhatsApp i inne wymieniane przez nas nazwy są znakami towarowymi ich właścicieli. Wymieniamy je wyłącznie po to, aby wyjaśnić, z jakimi platformami i metodami płatności współpracuje VayVista. VayVista nie jest powiązana z tymi firmami ani przez nie rekomendowana.",
            },
          ],
        },
        {
          id: "availability",
          title: "Dostępność strony",
          blocks: [
            {
              type: "p",
              text: "Dążymy do tego, aby ta strona była zawsze dostępna, ale nie możemy zagwarantować, że zawsze będzie działać bez przerw i błędów, na przykład podczas prac konserwacyjnych lub awarii u naszych dostawców. Dostępność stron klientów regulują postanowienia naszego [regulaminu](page:terms#availability).",
            },
          ],
        },
        {
          id: "intellectual-property",
          title: "Własność intelektualna",
          blocks: [
            {
              type: "p",
              text: "Teksty, projekty, motywy, ilustracje i oprogramowanie na tej stronie należą do VayVista lub jej licencjodawców. Możesz czytać, drukować i udostępniać strony do użytku osobistego. Kopiowanie, publikowanie lub inne wykorzystywanie treści wymaga naszej uprzedniej pisemnej zgody.",
            },
          ],
        },
        {
          id: "liability",
          title: "Odpowiedzialność",
          blocks: [
            {
              type: "p",
              text: "W zakresie dozwolonym przez prawo VayVista nie odpowiada za szkody wynikające z korzystania z tej strony lub zamieszczonych na niej informacji ani z jej czasowej niedostępności. Nie dotyczy to szkód wyrządzonych z winy umyślnej lub wskutek rażącego niedbalstwa z naszej strony. Klientów obowiązują zasady odpowiedzialności z naszego [regulaminu](page:terms#liability).",
            },
          ],
        },
        {
          id: "contact",
          title: "Zauważyłeś błąd?",
          blocks: [
            {
              type: "p",
              text: "Jeśli znajdziesz na naszej stronie coś nieprawidłowego lub niejasnego, chętnie się o tym dowiemy. Daj nam znać przez [stronę kontaktową](page:contact), a poprawimy to jak najszybciej.",
            },
          ],
        },
      ],
    },
  },
};
