import { THEME_DISPLAY_NAMES } from "../themes/names.ts";
import type { ServicesContent } from "./types.ts";

const themeNames = THEME_DISPLAY_NAMES.pl;
const themeList = (["modern-minimal", "warm-cozy", "classic-elegant", "fresh-coastal", "urban-hip"] as const)
  .map((theme) => themeNames[theme])
  .join(", ");

export const pl: ServicesContent = {
  labels: {
    eyebrow: "Usługi",
    includedTitle: "W cenie abonamentu",
    extrasTitle: "Dodatki opcjonalne",
    faqEyebrow: "Pytania",
    faqTitle: "O co pytają nas właściciele",
    relatedEyebrow: "Dobrze łączy się z",
    relatedTitle: "Powiązane usługi",
    readMore: "Czytaj dalej",
    stepLabel: "Krok",
  },
  pages: {
    websiteDevelopment: {
      meta: {
        title: "Strona internetowa dla domu wakacyjnego",
        description:
          "Szybka strona dla Twojego domu wakacyjnego, projektowana najpierw pod telefon: sześć motywów, własna domena, cztery języki, a teksty i zdjęcia zmieniasz sam. Online w {{liveWithinDays}} dni.",
      },
      summary:
        "Własna strona w czterech językach, na Twojej domenie, wygodna na telefonie i z tekstami, które zmieniasz sam.",
      hero: {
        eyebrow: "Tworzenie stron",
        title: "Strona Twojego domu wakacyjnego, przez którą goście naprawdę rezerwują",
        lead: "Bez szablonu, z którym trzeba walczyć, i bez faktury od agencji za każde zmienione zdanie. Budujemy Twoją stronę na jednym z sześciu motywów, podłączamy domenę i dajemy Ci panel, w którym sam zmieniasz teksty i zdjęcia.",
      },
      problem: {
        eyebrow: "Problem",
        title: "Większość domów wakacyjnych nie ma własnego miejsca w sieci",
        intro:
          "Goście znajdują Cię na Airbnb albo Booking.com, oglądają zdjęcia i tam rezerwują. Rzadko wiedzą, że dom ma swoją nazwę, a co dopiero własną stronę.",
        points: [
          {
            title: "Ogłoszenie to nie strona",
            body: "Na platformie Twój dom stoi obok setek innych, w układzie i na zasadach platformy. Powracający goście szukają platformy, a nie Ciebie.",
          },
          {
            title: "Kreatory stron zjadają weekendy",
            body: "Kreatory wyglądają na proste, dopóki nie potrzebujesz kalendarza rezerwacji, kilku języków i strony, która szybko ładuje się na telefonie z jedną kreską zasięgu.",
          },
          {
            title: "Strona od agencji starzeje się w rok",
            body: "Jednorazowa strona od projektanta kosztuje sporo na start, a każda późniejsza zmiana to mail, czekanie i kolejna faktura. Dlatego ceny i zdjęcia zostają takie, jakie były.",
          },
        ],
      },
      solution: {
        eyebrow: "Co robi VayVista",
        title: "Kompletna strona, stworzona dla jednego domu wakacyjnego (albo kilku)",
        intro:
          "Każda strona VayVista ma to samo zadanie: sprawić, żeby gość zakochał się w Twoim miejscu i zarezerwował je bezpośrednio. Dzięki temu strona jest prosta dla Ciebie i czytelna dla gości.",
        visual: {
          kind: "website",
          address: "podsosnami.vayvista.nl",
          propertyName: "Domek Pod Sosnami",
          tagline: "Cisza lasu i jezioro dwa kroki od tarasu",
          bookButton: "Sprawdź dostępność",
          nav: ["Dom", "Okolica", "Ceny", "Kontakt"],
          editHint: "Edytuj tekst",
        },
        features: [
          {
            icon: "palette",
            title: "Sześć motywów do wyboru",
            body: `${themeList} albo ${themeNames["nature-rustic"]}. Wybierz ten, który pasuje do domu; Twoje zdjęcia, kolory i teksty zrobią resztę.`,
          },
          {
            icon: "globe",
            title: "Własna domena albo darmowa subdomena",
            body: "Użyj domeny, którą już masz, na przykład podsosnami.pl, albo zacznij od razu na subdomenie w rodzaju podsosnami.vayvista.nl. Techniczne podłączenie i certyfikat bezpieczeństwa bierzemy na siebie.",
          },
          {
            icon: "smartphone",
            title: "Najpierw telefon",
            body: "Większość gości szuka domu wakacyjnego w telefonie. Każda strona jest projektowana najpierw na mały ekran: duże zdjęcia, czytelny tekst i przycisk rezerwacji zawsze pod ręką.",
          },
          {
            icon: "languages",
            title: "Polski, angielski, niderlandzki i niemiecki",
            body: "Twoja strona może działać w maksymalnie czterech językach, każdy pod własnym adresem, więc niemieccy goście trafiają na niemiecką wersję. Przyciski, formularze rezerwacji i e-maile do gości są już przetłumaczone.",
          },
          {
            icon: "pen",
            title: "Teksty i zdjęcia zmieniasz sam",
            body: "Zmień opis, dodaj zdjęcie nowego tarasu albo zaktualizuj regulamin domu w swoim panelu. Bez kodu i bez czekania na projektanta.",
          },
          {
            icon: "calendarCheck",
            title: "Rezerwacje wbudowane, nie doklejone",
            body: "Dostępność, ceny i płatności online są częścią strony, a nie osobnym widżetem, który wygląda inaczej i wolno się ładuje.",
          },
        ],
      },
      steps: {
        eyebrow: "Jak to wygląda w praktyce",
        title: "Od pierwszej rozmowy do własnej strony",
        intro: "Większość właścicieli jest online w ciągu {{liveWithinDays}} dni od przesłania tekstów i zdjęć.",
        items: [
          {
            title: "Krótka rozmowa",
            body: "Rozmawiamy o Twoim domu, gościach i o tym, co strona ma dla Ciebie robić. Po rozmowie dokładnie wiesz, co obejmuje abonament, bez żadnych zobowiązań.",
          },
          {
            title: "Wybierasz motyw i wysyłasz materiały",
            body: "Zdjęcia, opis, ceny i zasady pobytu. Nie masz jeszcze dopracowanych tekstów? Pomożemy ułożyć z nich stronę, którą dobrze się czyta.",
          },
          {
            title: "Budujemy i wszystko konfigurujemy",
            body: "Podstrony, języki, kalendarz rezerwacji, płatności, synchronizację kalendarzy i domenę. Dostajesz link do podglądu, żeby wszystko sprawdzić.",
          },
          {
            title: "Start, a stery przejmujesz Ty",
            body: "Po Twojej akceptacji strona startuje. Od tej chwili sam zmieniasz teksty i zdjęcia, a my dbamy o technikę.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Motywy",
        title: "Sześć stylów, jedna solidna podstawa",
        intro:
          "Pod każdym motywem działa ten sam system rezerwacji, ta sama szybkość i te same języki. Różni je klimat, więc wybierz ten, który przypomina Twój dom.",
        items: [
          {
            title: themeNames["modern-minimal"],
            body: "Dużo przestrzeni i duże zdjęcia. Dla domów z architekturą i gości, którzy szukają spokoju.",
          },
          {
            title: themeNames["warm-cozy"],
            body: "Miękkie kolory i zaokrąglone kształty. Dla domków, siedlisk i rodzinnych wyjazdów.",
          },
          {
            title: themeNames["classic-elegant"],
            body: "Szeryfowe nagłówki i wyważony układ. Dla willi, dworków i zabytkowych budynków.",
          },
          {
            title: themeNames["fresh-coastal"],
            body: "Jasne błękity i odcienie piasku. Dla domów przy plaży, w wydmach i nad wodą.",
          },
          {
            title: themeNames["urban-hip"],
            body: "Wyrazista typografia i mocny kontrast. Dla apartamentów w mieście i loftów.",
          },
          {
            title: themeNames["nature-rustic"],
            body: "Leśna zieleń i odcienie drewna. Dla domków w lesie, chat i domów na wsi.",
          },
        ],
        footnote: "Motyw możesz później zmienić bez utraty tekstów, zdjęć i rezerwacji.",
      },
      plan: {
        eyebrow: "Co dostajesz",
        title: "Co jest w cenie abonamentu, a co możesz dodać",
        intro:
          "Strona jest częścią abonamentu VayVista: jednorazowo {{setupFee}}, potem {{monthlyFee}} miesięcznie (netto), bez prowizji od rezerwacji.",
        included: [
          "Twoja strona na jednym z sześciu motywów",
          "Podłączenie własnej domeny albo darmowa subdomena vayvista.nl",
          "Do czterech języków: polski, angielski, niderlandzki i niemiecki",
          "Panel do edycji tekstów, zdjęć, cen i zasad pobytu",
          "System rezerwacji, płatności online i synchronizacja kalendarzy",
          "Hosting, certyfikat bezpieczeństwa, kopie zapasowe i aktualizacje",
        ],
        extras: [
          {
            title: "Projekt na zamówienie",
            body: "Projekt od zera wokół Twojej marki zamiast jednego z motywów. Wycena jako praca na zamówienie.",
          },
          {
            title: "Profesjonalna sesja zdjęciowa",
            body: "Fotograf partnerski w Holandii fotografuje Twój dom. Cena na zapytanie.",
          },
          {
            title: "Pisanie i tłumaczenie tekstów",
            body: "Piszemy lub tłumaczymy Twoje opisy, żeby każda wersja językowa brzmiała naturalnie. Stała cena ustalana z góry.",
          },
        ],
      },
      faq: [
        {
          question: "Czy potrzebuję własnej domeny?",
          answer:
            "Nie. Możesz zacząć na darmowej subdomenie, na przykład twojdom.vayvista.nl, i przejść na własną domenę, kiedy zechcesz. Jeśli masz już domenę, podłączymy ją; nadal będzie zarejestrowana na Ciebie.",
        },
        {
          question: "Czy mogę przenieść obecną stronę i jej treść?",
          answer:
            "Tak. Przenosimy Twoje teksty i zdjęcia na nową stronę. Jeśli stara strona jest dobrze widoczna w Google, przekierujemy też stare adresy na nowe podstrony, żeby nie stracić odwiedzających. Dużą lub skomplikowaną migrację wyceniamy jako pracę na zamówienie.",
        },
        {
          question: "Czy muszę sam pisać teksty w czterech językach?",
          answer:
            "To Ty decydujesz, w jakich językach działa strona. Przyciski, formularze i e-maile do gości są już przetłumaczone. Własne opisy możesz napisać sam albo zlecić nam ich tłumaczenie jako dodatek.",
        },
        {
          question: "Do kogo należy strona?",
          answer:
            "Twoje teksty, zdjęcia, dane gości i domena należą do Ciebie. Jeśli kiedyś zrezygnujesz, dostaniesz eksport treści i rezerwacji, a domenę przeniesiesz, dokąd zechcesz.",
        },
      ],
      related: ["bookingSystem", "seo", "photography"],
      cta: {
        title: "Ciekawi Cię, jak wyglądałby Twój dom?",
        body: "Umów bezpłatną konsultację, a pokażemy Ci motywy z myślą o Twoich zdjęciach.",
      },
    },
    bookingSystem: {
      meta: {
        title: "System rezerwacji dla domów wakacyjnych",
        description:
          "Rezerwacje bezpośrednie bez prowizji: dostępność, ceny sezonowe, minimalny pobyt, zaliczki przez iDEAL i kartą, vouchery i automatyczne potwierdzenia. Nigdy podwójnej rezerwacji.",
      },
      summary:
        "Ceny sezonowe, zaliczki przez iDEAL i kartą, vouchery i jeden kalendarz, który nigdy nie dubluje rezerwacji.",
      hero: {
        eyebrow: "System rezerwacji",
        title: "System rezerwacji, który przyjmuje płatności i nigdy nie dubluje terminów",
        lead: "Goście widzą wolne terminy, płacą zaliczkę online i od razu dostają potwierdzenie. Ty zatrzymujesz pełną kwotę każdej rezerwacji, bo prowizja wynosi 0%.",
      },
      problem: {
        eyebrow: "Problem",
        title: "Ręczne rezerwacje kosztują więcej, niż się wydaje",
        intro:
          "Formularz kontaktowy i arkusz kalkulacyjny działają, dopóki nie zrobi się tłoczno. Wtedy zaczyna się wymiana maili, pilnowanie wpłat i terminy, które w międzyczasie przepadły.",
        points: [
          {
            title: "Goście chcą odpowiedzi od razu",
            body: "Rodzina, która w niedzielny wieczór porównuje trzy domy, rezerwuje ten, który pokazuje wolne terminy i cenę. Zanim odpiszesz na maila, mają już nocleg gdzie indziej.",
          },
          {
            title: "Platformy biorą 15% i więcej",
            body: "Prowizje i opłaty serwisowe na dużych platformach to spora część każdego pobytu, także od gości, którzy chętnie zarezerwowaliby bezpośrednio u Ciebie.",
          },
          {
            title: "Jedna pomyłka to podwójna rezerwacja",
            body: "Dwa kalendarze, rezerwacja przez telefon i gorący tydzień: tak dwie rodziny stają pod tymi samymi drzwiami. Tego błędu każdy właściciel boi się najbardziej.",
          },
        ],
      },
      solution: {
        eyebrow: "Co robi VayVista",
        title: "Wszystko, czego potrzebuje rezerwacja bezpośrednia, w jednym miejscu",
        intro:
          "System rezerwacji jest wbudowany w Twoją stronę i panel. Ustawiasz zasady raz, a potem rezerwacje spływają, nawet kiedy śpisz.",
        visual: {
          kind: "booking",
          month: "Lipiec",
          weekdays: ["Pn", "Wt", "Śr", "Cz", "Pt", "So", "Nd"],
          booked: "Zarezerwowane",
          blocked: "Zablokowane",
          available: "Wolne",
          summaryTitle: "Twój pobyt",
          summaryLines: ["So 12 – so 19 lipca · 7 nocy", "Teraz zaliczka, reszta później", "iDEAL lub karta"],
          payButton: "Zapłać zaliczkę",
        },
        features: [
          {
            icon: "calendarRange",
            title: "Aktualna dostępność",
            body: "Goście widzą w jednym przejrzystym kalendarzu, które noce są wolne, z dniami przyjazdu i wyjazdu, na jakie pozwalasz.",
          },
          {
            icon: "tag",
            title: "Ceny sezonowe i minimalny pobyt",
            body: "Ustaw sezon wysoki, średni i niski, stawki weekendowe i okresy świąteczne, każdy z własną minimalną liczbą nocy. Cena, którą widzi gość, to zawsze cena, którą zapłaci.",
          },
          {
            icon: "shield",
            title: "Nigdy podwójnej rezerwacji",
            body: "Wszystkie rezerwacje i blokady są w jednym kalendarzu, a system odrzuca każdą rezerwację lub blokadę, która nachodzi na inną. To nie ostrzeżenie, tylko twarde „nie”.",
          },
          {
            icon: "creditCard",
            title: "Zaliczki i płatności online",
            body: "Goście płacą zaliczkę lub całą kwotę przez iDEAL albo kartą kredytową lub debetową. Ty wybierasz wysokość zaliczki i termin dopłaty reszty.",
          },
          {
            icon: "ticket",
            title: "Vouchery i kody rabatowe",
            body: "Sprzedawaj vouchery na prezent albo daj powracającym gościom kod. Rabat nalicza się w rezerwacji automatycznie.",
          },
          {
            icon: "mail",
            title: "Automatyczne e-maile z potwierdzeniem",
            body: "Goście dostają potwierdzenie zaraz po rezerwacji, przypomnienie o dopłacie i praktyczne informacje przed przyjazdem, we własnym języku.",
          },
        ],
      },
      steps: {
        eyebrow: "Jak to wygląda w praktyce",
        title: "Tak wygląda rezerwacja z obu stron",
        intro: "Konfigurujesz wszystko raz, razem z nami. Potem każda rezerwacja przebiega tak.",
        items: [
          {
            title: "Gość wybiera termin",
            body: "Na Twojej stronie widzi wolne noce i cenę całkowitą, razem z opłatą za sprzątanie czy opłatą miejscową, jeśli je ustawiłeś.",
          },
          {
            title: "Płaci zaliczkę online",
            body: "Przez iDEAL albo kartą, w bezpiecznym oknie płatności. W tej samej chwili termin zostaje zarezerwowany, więc nikt inny go nie zajmie.",
          },
          {
            title: "Wszyscy dostają potwierdzenie",
            body: "Gość otrzymuje e-mail z potwierdzeniem w swoim języku; Ty dostajesz powiadomienie i widzisz rezerwację w panelu.",
          },
          {
            title: "Reszta dzieje się sama",
            body: "Przypomnienie o dopłacie wychodzi w dniu, który wybrałeś, a dzięki synchronizacji kalendarza termin blokuje się na Airbnb i Booking.com.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Od środka",
        title: "Dlaczego podwójna rezerwacja nie jest możliwa",
        intro: "O to właściciele pytają nas najczęściej, więc wyjaśniamy dokładnie, jak system chroni Twój kalendarz.",
        items: [
          {
            title: "Jeden kalendarz na wszystko",
            body: "Rezerwacje bezpośrednie, rezerwacje z platform i terminy, które blokujesz sam, są w tym samym kalendarzu. Nie ma drugiej listy, która mogłaby się rozjechać.",
          },
          {
            title: "Nakładanie się jest odrzucane, nie zgłaszane",
            body: "Sama baza danych nie zapisze rezerwacji ani blokady, która nachodzi na istniejącą. Nawet pomyłka w panelu nie stworzy kolizji.",
          },
          {
            title: "Dwóch gości w tej samej chwili",
            body: "Jeśli dwóch gości próbuje zarezerwować te same noce w tej samej sekundzie, jedna rezerwacja przechodzi, a drugi gość od razu dowiaduje się, że termin właśnie zniknął, zanim cokolwiek zapłaci.",
          },
        ],
        footnote:
          "Rezerwacje z innych platform trafiają do Twojego kalendarza przez synchronizację. Na stronie o synchronizacji kalendarza przeczytasz, jak szybko to działa i dlaczego radzimy zostawić mały bufor.",
        footnoteLink: "calendarSync",
      },
      plan: {
        eyebrow: "Co dostajesz",
        title: "Co jest w cenie abonamentu, a co możesz dodać",
        intro:
          "System rezerwacji jest częścią abonamentu VayVista: jednorazowo {{setupFee}}, potem {{monthlyFee}} miesięcznie (netto). Nie pobieramy prowizji od rezerwacji; obowiązują tylko zwykłe opłaty transakcyjne operatora płatności.",
        included: [
          "Kalendarz dostępności z zasadami przyjazdu i wyjazdu",
          "Ceny sezonowe, stawki weekendowe i minimalny pobyt",
          "Zaliczki i płatności online przez iDEAL i kartą",
          "Vouchery na prezent i kody rabatowe",
          "Automatyczne potwierdzenia i przypomnienia o płatności w języku gościa",
          "Ochrona przed podwójnymi rezerwacjami",
          "0% prowizji od każdej rezerwacji",
        ],
        extras: [
          {
            title: "Własne zasady rezerwacji",
            body: "Nietypowe zasady cenowe, ceny za osobę dla grup albo dodatkowe usługi, które goście mogą dokupić. Wycena jako praca na zamówienie.",
          },
          {
            title: "Połączenie z programem księgowym",
            body: "Rezerwacje i płatności automatycznie przesyłane do księgowości. Wycena jako praca na zamówienie.",
          },
        ],
      },
      faq: [
        {
          question: "Kiedy dostaję pieniądze?",
          answer:
            "Płatności obsługuje licencjonowany operator płatności, który wypłaca je na Twoje konto bankowe. W panelu widzisz każdą wpłatę i to, czy reszta kwoty została już dopłacona.",
        },
        {
          question: "Czy mogę też przyjmować rezerwacje telefonicznie lub mailowo?",
          answer:
            "Tak. Wpisz je w panelu, a zablokują termin jak każda inna rezerwacja. Jeśli termin jest już zajęty, system powie Ci o tym, zanim zapiszesz.",
        },
        {
          question: "Jak działają anulacje?",
          answer:
            "Sam ustalasz warunki anulacji, które goście widzą przed rezerwacją. Po anulowaniu termin od razu znów jest wolny, a w panelu decydujesz, czy zwrócić pieniądze.",
        },
        {
          question: "Czy mogę doliczyć opłatę za sprzątanie i opłatę miejscową?",
          answer:
            "Tak. Dodaj stałą opłatę za sprzątanie i opłatę miejscową za osobę za noc. Goście widzą je w cenie całkowitej przed płatnością, więc przy drzwiach nie ma niespodzianek.",
        },
        {
          question: "Czy goście mogą zapłacić całość od razu?",
          answer:
            "Tak. Gość zawsze może zapłacić wszystko od razu. W przeciwnym razie płaci zaliczkę przy rezerwacji, a w ustalonym przez Ciebie dniu dostaje automatyczne przypomnienie z linkiem do dopłaty.",
        },
      ],
      related: ["calendarSync", "websiteDevelopment", "maintenance"],
      cta: {
        title: "Przestań płacić prowizję od własnych gości",
        body: "Na bezpłatnej konsultacji przejrzymy Twoje ceny i zasady oraz pokażemy system rezerwacji w działaniu.",
      },
    },
    calendarSync: {
      meta: {
        title: "Synchronizacja kalendarza z Airbnb i Booking.com",
        description:
          "Synchronizuj kalendarz domu wakacyjnego z Airbnb, Booking.com, Vrbo i Kalendarzem Google przez iCal. Import co kilka minut, kanał eksportu dla każdej platformy i uczciwe rady co do opóźnień.",
      },
      summary:
        "Synchronizacja iCal z Airbnb, Booking.com, Vrbo i Kalendarzem Google: każda rezerwacja blokuje każdy kalendarz.",
      hero: {
        eyebrow: "Synchronizacja kalendarza",
        title: "Jeden kalendarz dla Airbnb, Booking.com, Vrbo i Twojej strony",
        lead: "Wynajmuj dalej przez platformy i przyjmuj rezerwacje bezpośrednie na własnej stronie. VayVista pobiera ich rezerwacje i udostępnia im kanał z Twoimi, więc wszystkie kalendarze są zgodne.",
      },
      problem: {
        eyebrow: "Problem",
        title: "Kilka kalendarzy, jeden dom",
        intro:
          "Większość właścicieli wynajmuje przez więcej niż jeden kanał. Każdy ma własny kalendarz i nic nie wie o pozostałych, dopóki mu o tym nie powiesz.",
        points: [
          {
            title: "Ręczne pilnowanie zgodności",
            body: "Przy każdej rezerwacji musisz zalogować się gdzie indziej i zablokować te same dni. Zapomnisz raz, a platforma spokojnie sprzeda te noce drugi raz.",
          },
          {
            title: "Podwójna rezerwacja kosztuje",
            body: "Odwołanie gościa to kara na platformie, niższa pozycja w wynikach i, co najgorsze, rodzina bez noclegu.",
          },
          {
            title: "Brak pełnego obrazu",
            body: "Kiedy rezerwacje są rozrzucone po trzech aplikacjach, trudno jednym spojrzeniem sprawdzić, kiedy dom jest wolny, kiedy trzeba posprzątać i co jeszcze można sprzedać.",
          },
        ],
      },
      solution: {
        eyebrow: "Co robi VayVista",
        title: "Import z każdej platformy, eksport do każdej platformy",
        intro:
          "Synchronizacja działa przez iCal, standard obsługiwany przez Airbnb, Booking.com, Vrbo i Kalendarz Google. Ty wklejasz link, my robimy resztę.",
        visual: {
          kind: "sync",
          centre: "Twój kalendarz VayVista",
          googleCalendar: "Kalendarz Google",
          imports: "Import",
          exports: "Kanał eksportu",
          every: "Import odświeżany co kilka minut",
        },
        features: [
          {
            icon: "download",
            title: "Import z platform",
            body: "Dodaj link iCal swojego ogłoszenia na Airbnb, Booking.com lub Vrbo albo Kalendarza Google. Rezerwacje stamtąd blokują terminy na Twojej stronie.",
          },
          {
            icon: "upload",
            title: "Jeden kanał eksportu dla wszystkich",
            body: "W panelu dostajesz prywatny link iCal. Wklej go na każdej platformie, a zablokują one terminy Twoich rezerwacji bezpośrednich i Twoich blokad.",
          },
          {
            icon: "refresh",
            title: "Import co kilka minut",
            body: "Pobieramy kalendarze platform co kilka minut, przez całą dobę, więc nowa rezerwacja z Airbnb szybko pojawia się na Twojej stronie.",
          },
          {
            icon: "calendarSync",
            title: "Wszystko w jednym widoku",
            body: "Rezerwacje bezpośrednie, rezerwacje z platform i Twoje blokady obok siebie w jednym kalendarzu w panelu, każda z oznaczeniem źródła.",
          },
          {
            icon: "triangleAlert",
            title: "Ostrzeżenie, gdy kanał przestaje działać",
            body: "Jeśli link platformy przestanie działać, zachowujemy ostatnie poprawne dane i ostrzegamy Cię mailem oraz w panelu, żebyś mógł to naprawić, zanim będzie za późno.",
          },
          {
            icon: "lock",
            title: "Prywatne linki",
            body: "Twój kanał eksportu ma długi, tajny adres i zawiera tylko daty, nigdy imion ani danych kontaktowych gości.",
          },
        ],
      },
      steps: {
        eyebrow: "Jak to wygląda w praktyce",
        title: "Połączone w jakieś dziesięć minut",
        intro: "Przy konfiguracji przejdziemy przez to razem, ale jest to na tyle proste, że poradzisz sobie sam.",
        items: [
          {
            title: "Skopiuj link iCal z platformy",
            body: "Na Airbnb, Booking.com i Vrbo link eksportu znajdziesz w ustawieniach kalendarza ogłoszenia. W Kalendarzu Google to tajny adres w formacie iCal.",
          },
          {
            title: "Wklej go w panelu",
            body: "Od razu go pobieramy i pokazujemy zaimportowane terminy, żebyś mógł sprawdzić, czy to właściwe ogłoszenie.",
          },
          {
            title: "Wklej nasz kanał na platformie",
            body: "Skopiuj swój link eksportu VayVista i dodaj go na każdej platformie jako importowany kalendarz.",
          },
          {
            title: "Niech działa",
            body: "Od teraz rezerwacje same przepływają w obie strony. Odezwiemy się tylko wtedy, gdy któryś kanał przestanie działać.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Uczciwie o opóźnieniach",
        title: "Co synchronizacja potrafi, a czego nie",
        intro:
          "iCal to połączenie, które Airbnb i Booking.com oferują właścicielom bez channel managera, i nie działa ono natychmiast. Tak to wygląda naprawdę i tak możesz się zabezpieczyć.",
        items: [
          {
            title: "Nasza strona: co kilka minut",
            body: "VayVista pobiera kalendarze platform co kilka minut. Rezerwacja złożona na Airbnb zostaje zablokowana na Twojej stronie chwilę później.",
          },
          {
            title: "Strona platform: co kilka godzin",
            body: "Platformy same decydują, jak często czytają nasz kanał, i robią to tylko co kilka godzin. Booking.com sprawdza go na przykład mniej więcej co 2 godziny. Tego nie da się przyspieszyć; nikt korzystający z iCal tego nie potrafi.",
          },
          {
            title: "Nasza rada: mały bufor",
            body: "Ze względu na to opóźnienie radzimy nie przyjmować na platformach rezerwacji na ten sam lub następny dzień albo zostawiać dzień przerwy między pobytami. To zamyka lukę, w której ta sama noc mogłaby zostać sprzedana dwa razy.",
          },
          {
            title: "Gdy kanał przestaje działać",
            body: "Jeśli link platformy zwraca błąd albo nagle przychodzi pusty, nie kasujemy Twojego kalendarza. Zachowujemy ostatnie poprawne dane, próbujemy dalej i ostrzegamy Cię mailem oraz w panelu.",
          },
        ],
        footnote:
          "Rezerwacje na Twojej własnej stronie nigdy ze sobą nie kolidują: są sprawdzane w jednym kalendarzu w chwili rezerwacji.",
      },
      plan: {
        eyebrow: "Co dostajesz",
        title: "Co jest w cenie abonamentu, a co możesz dodać",
        intro:
          "Synchronizacja kalendarza jest częścią abonamentu VayVista: jednorazowo {{setupFee}}, potem {{monthlyFee}} miesięcznie (netto).",
        included: [
          "Import iCal z Airbnb, Booking.com, Vrbo i Kalendarza Google",
          "Prywatny kanał eksportu dla każdej platformy",
          "Import odświeżany co kilka minut, w dzień i w nocy",
          "Ostrzeżenie mailem i w panelu, gdy kanał przestaje działać",
          "Pomoc w podłączeniu kalendarzy przy konfiguracji",
        ],
        extras: [
          {
            title: "Połączenie z channel managerem",
            body: "Korzystasz już z channel managera z API? Bezpośrednie połączenie przeanalizujemy jako pracę na zamówienie.",
          },
          {
            title: "Kilka domów w jednym widoku",
            body: "Wspólny kalendarz dla właścicieli kilku obiektów, budowany na zamówienie.",
          },
        ],
      },
      faq: [
        {
          question: "Czy synchronizują się też ceny?",
          answer:
            "Nie. iCal przekazuje tylko informację, które dni są zajęte, bez cen i danych gości. Ceny ustawiasz osobno na każdej platformie i na swojej stronie.",
        },
        {
          question: "Jakie platformy mogę podłączyć?",
          answer:
            "Każdą platformę lub kalendarz z linkiem iCal: Airbnb, Booking.com, Vrbo i Kalendarz Google, ale też mniejsze serwisy, na przykład lokalne portale noclegowe obsługujące iCal.",
        },
        {
          question: "Dlaczego zablokowane dni nie pojawiają się od razu na Booking.com?",
          answer:
            "Booking.com czyta nasz kanał według własnego harmonogramu, mniej więcej co 2 godziny. W VayVista termin jest już zablokowany; na Booking.com pojawi się przy następnym sprawdzeniu.",
        },
        {
          question: "Co, jeśli platforma zmieni link?",
          answer:
            "Wtedy stary link przestaje działać. Zachowujemy ostatnie znane rezerwacje, ostrzegamy Cię, a Ty wklejasz nowy link w panelu.",
        },
      ],
      related: ["bookingSystem", "websiteDevelopment", "maintenance"],
      cta: {
        title: "Zostań na platformach, pozbądź się podwójnych rezerwacji",
        body: "Na bezpłatnej konsultacji wspólnie podłączymy jeden z Twoich kalendarzy, żebyś zobaczył, jak to działa.",
      },
    },
    photography: {
      meta: {
        title: "Fotografia domów wakacyjnych",
        description:
          "Profesjonalne zdjęcia domu wakacyjnego wykonane przez fotografów partnerskich w Holandii, jako płatny dodatek. Cena na zapytanie oraz praktyczne rady, jak robić zdjęcia samemu.",
      },
      summary: "Profesjonalne zdjęcia od fotografów partnerskich jako dodatek oraz rady, jak fotografować samemu.",
      hero: {
        eyebrow: "Fotografia nieruchomości",
        title: "Zdjęcia, po których goście chcą zostać",
        lead: "To zdjęcia sprzedają najwięcej. Zleć sesję jednemu z naszych fotografów partnerskich w Holandii albo zrób zdjęcia sam według naszych wskazówek. Tak czy inaczej, Twoja strona pokaże je ostro i szybko.",
      },
      problem: {
        eyebrow: "Problem",
        title: "Goście decydują w kilka sekund, po pierwszym zdjęciu",
        intro:
          "Piękny dom na ciemnych, krzywych albo zagraconych zdjęciach wygląda jak przeciętny dom. Goście przewijają dalej, zanim przeczytają Twój opis.",
        points: [
          {
            title: "Zdjęcia z telefonu przy złym świetle",
            body: "Wnętrza sfotografowane w pochmurne popołudnie wychodzą szare, z prześwietlonymi oknami. Na żywo pokój wyglądał pięknie, na ekranie już nie.",
          },
          {
            title: "Wszystko, tylko nie klimat",
            body: "Dwadzieścia zdjęć każdego kąta pokazuje gościom, gdzie są gniazdka, a nie to, jak smakuje śniadanie na tarasie.",
          },
          {
            title: "Ciężkie zdjęcia, wolne strony",
            body: "Duże pliki spowalniają stronę na telefonie. Goście na mobilnym internecie rezygnują, zanim galeria się załaduje.",
          },
        ],
      },
      solution: {
        eyebrow: "Co robi VayVista",
        title: "Dobre zdjęcia, pokazane jak najlepiej",
        intro:
          "Fotografia to płatny dodatek, a nie część standardowego abonamentu. W cenie jest zawsze to, jak Twoja strona obchodzi się ze zdjęciami.",
        visual: {
          kind: "photos",
          caption: "Jedno zdjęcie, w odpowiednim rozmiarze dla każdego ekranu",
          sizes: "Telefon · Tablet · Komputer",
        },
        features: [
          {
            icon: "camera",
            title: "Fotografowie partnerscy w Holandii",
            body: "Współpracujemy z fotografami, którzy znają domy wakacyjne: przestronne ujęcia wnętrz, zdjęcia z zewnątrz w najlepszym świetle i detale, które wyróżniają Twoje miejsce.",
          },
          {
            icon: "image",
            title: "Responsywne obrazy",
            body: "Każde przesłane zdjęcie przygotowujemy w kilku rozmiarach. Telefon dostaje mały plik, duży ekran ostry.",
          },
          {
            icon: "gauge",
            title: "Skompresowane, a tego nie widać",
            body: "Zdjęcia są automatycznie kompresowane, więc strony ładują się szybko nawet przy słabym zasięgu, bez widocznej utraty jakości.",
          },
          {
            icon: "layout",
            title: "Galerie, które opowiadają historię",
            body: "Układaj zdjęcia według pomieszczeń lub tematów w panelu. Najlepsze ujęcie idzie na początek, tam gdzie przyciąga wzrok.",
          },
          {
            icon: "pen",
            title: "Podpisy i teksty alternatywne",
            body: "Dodaj krótki podpis do każdego zdjęcia. Pomaga on gościom, czytnikom ekranu i Google zrozumieć, co przedstawia.",
          },
          {
            icon: "refresh",
            title: "Wymiana zdjęć w każdej chwili",
            body: "Nowa kuchnia albo letnie zdjęcia na sezon? Prześlij je sam; strona sama dopasuje ich rozmiar i je skompresuje.",
          },
        ],
      },
      steps: {
        eyebrow: "Jak to wygląda w praktyce",
        title: "Jak przebiega sesja z fotografem partnerskim",
        intro: "Jeśli wybierzesz dodatkową sesję zdjęciową, oto czego możesz się spodziewać.",
        items: [
          {
            title: "Poproś o wycenę",
            body: "Napisz, gdzie jest dom, jak jest duży i czy chcesz też zdjęcia z zewnątrz lub okolicy. Cenę fotografa dostaniesz z góry.",
          },
          {
            title: "Ustal termin",
            body: "Planujemy sesję z fotografem między pobytami gości, najlepiej w jasny dzień. Dostajesz krótką listę, jak przygotować dom.",
          },
          {
            title: "Sesja",
            body: "Fotograf spędza w domu kilka godzin i fotografuje każde pomieszczenie, otoczenie i detale, które czynią Twoje miejsce wyjątkowym.",
          },
          {
            title: "Prosto na Twoją stronę",
            body: "Dostajesz obrobione zdjęcia do wykorzystania, gdzie tylko chcesz, a my umieszczamy najlepsze na Twojej stronie.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Na własną rękę",
        title: "Wskazówki, jeśli fotografujesz sam",
        intro: "Nowszym smartfonem zrobisz naprawdę dobre zdjęcia domu wakacyjnego, jeśli zadbasz o te rzeczy.",
        items: [
          {
            title: "Fotografuj w świetle dziennym",
            body: "Odsłoń wszystkie zasłony, zapal też lampy i rób zdjęcia późnym przedpołudniem albo wczesnym popołudniem. Nie używaj lampy błyskowej.",
          },
          {
            title: "Trzymaj telefon prosto",
            body: "Fotografuj z wysokości klatki piersiowej i pilnuj, żeby pionowe linie były proste. Pomoże włączona siatka w aparacie.",
          },
          {
            title: "Posprzątaj, a potem jeszcze raz",
            body: "Usuń kable, piloty, kosze na śmieci i rzeczy osobiste. Starannie pościel łóżka i równo złóż ręczniki.",
          },
          {
            title: "Fotografuj z narożnika",
            body: "Z rogu pokoju pokażesz najwięcej przestrzeni. Z szerokokątnym obiektywem 0,5× uważaj: zniekształca krawędzie.",
          },
          {
            title: "Pokaż klimat",
            body: "Nakryty stół do śniadania, ogień w kominku, rowery przy drzwiach: kilka zdjęć z klimatem sprzedaje więcej niż kolejne ujęcie sypialni.",
          },
          {
            title: "Najpierw poziomo",
            body: "Większość zdjęć rób w poziomie; najlepiej sprawdzają się i na stronach, i na platformach.",
          },
        ],
      },
      plan: {
        eyebrow: "Co dostajesz",
        title: "Co jest w cenie abonamentu, a co możesz dodać",
        intro:
          "Obsługa zdjęć jest częścią abonamentu VayVista ({{monthlyFee}} miesięcznie, netto). Profesjonalna sesja zdjęciowa to płatny dodatek, wyceniany dla każdego domu osobno.",
        included: [
          "Nielimitowane przesyłanie zdjęć w panelu",
          "Automatyczne dopasowanie rozmiaru do każdego ekranu",
          "Automatyczna kompresja dla szybkich stron",
          "Galerie według pomieszczeń lub tematów, z podpisami",
          "Praktyczne rady, jak robić zdjęcia samemu",
        ],
        extras: [
          {
            title: "Profesjonalna sesja zdjęciowa",
            body: "Wykonywana przez fotografa partnerskiego w Holandii. Cena na zapytanie, zależnie od wielkości i położenia domu.",
          },
          {
            title: "Zdjęcia z drona i okolicy",
            body: "Ujęcia z powietrza domu i okolicy, tam gdzie pozwalają na to lokalne przepisy. Cena na zapytanie.",
          },
          {
            title: "Obróbka zdjęć",
            body: "Prostujemy, rozjaśniamy i kadrujemy Twoje zdjęcia, żeby dobrze do siebie pasowały. Stała cena ustalana z góry.",
          },
        ],
      },
      faq: [
        {
          question: "Ile kosztuje sesja zdjęciowa?",
          answer:
            "To zależy od wielkości domu, położenia i tego, czy chcesz zdjęcia z zewnątrz lub z drona. Poproś o wycenę, a stałą cenę dostaniesz, zanim cokolwiek zostanie zaplanowane.",
        },
        {
          question: "Czy fotografujecie poza Holandią?",
          answer:
            "Nasi fotografowie partnerscy pracują w Holandii. W przypadku domów w innych krajach chętnie przygotujemy wytyczne dla lokalnego fotografa, którego znajdziesz, albo pomożemy Ci z własnymi zdjęciami.",
        },
        {
          question: "Czy mogę używać zdjęć także na Airbnb i Booking.com?",
          answer:
            "Tak. Dostajesz zdjęcia do wykorzystania na własnej stronie, na platformach i w mediach społecznościowych.",
        },
        {
          question: "Czy nowy smartfon wystarczy?",
          answer:
            "Często tak, zwłaszcza do zdjęć z zewnątrz i detali. Wnętrza są trudniejsze ze względu na kontrast między jasnymi oknami a ciemniejszymi pokojami; tu profesjonalista robi największą różnicę.",
        },
      ],
      related: ["websiteDevelopment", "seo", "bookingSystem"],
      cta: {
        title: "Pokaż dom takim, jaki jest naprawdę",
        body: "Poproś o wycenę sesji zdjęciowej albo porozmawiaj o własnych zdjęciach podczas bezpłatnej konsultacji.",
      },
    },
    seo: {
      meta: {
        title: "Optymalizacja SEO dla domów wakacyjnych",
        description:
          "Bądź widoczny w Google dla gości szukających domu wakacyjnego: techniczne i lokalne SEO, strony wielojęzyczne, dane strukturalne, Profil Firmy w Google i szybkie strony.",
      },
      summary: "Techniczne i lokalne SEO, strony wielojęzyczne i dane strukturalne, żeby goście znaleźli Cię w Google.",
      hero: {
        eyebrow: "Optymalizacja SEO",
        title: "Widoczny w Google dla gości, którzy szukają miejsca takiego jak Twoje",
        lead: "Strona przynosi rezerwacje bezpośrednie tylko wtedy, gdy goście mogą ją znaleźć. Strony VayVista są od pierwszego dnia zbudowane tak, żeby wyszukiwarki je rozumiały, w każdym języku, który oferujesz.",
      },
      problem: {
        eyebrow: "Problem",
        title: "Piękna strona, której nikt nie znajduje",
        intro:
          "Wiele stron domów wakacyjnych nigdy nie wychodzi poza trzecią stronę wyników Google, i rzadko wina leży po stronie domu.",
        points: [
          {
            title: "Platformy są wyżej niż Ty",
            body: "Wpisz „domek nad jeziorem Mazury”, a najpierw zobaczysz duże platformy. Inwestują w widoczność ogromne pieniądze, a Twoja strona musi zapracować na miejsce obok nich.",
          },
          {
            title: "Techniczne szczegóły giną",
            body: "Brakujące tytuły stron, ciężkie zdjęcia, brak mapy witryny, jeden język dla wszystkich: drobne zaniedbania, które razem sprawiają, że strona jest niewidoczna.",
          },
          {
            title: "Goście szukają we własnym języku",
            body: "Niemiecka rodzina szuka po niemiecku. Jeśli Twoja strona mówi tylko po polsku, dla niej po prostu nie istnieje.",
          },
        ],
      },
      solution: {
        eyebrow: "Co robi VayVista",
        title: "Strona, którą wyszukiwarki rozumieją, w każdym języku",
        intro:
          "Na każdej stronie zajmujemy się technicznym fundamentem. Razem z Twoimi opisami domu i okolicy daje to Google wszystko, czego potrzebuje.",
        visual: {
          kind: "search",
          query: "domek nad jeziorem mazury",
          url: "podsosnami.pl",
          title: "Domek Pod Sosnami – dom wakacyjny nad jeziorem na Mazurach",
          description: "Dom dla 6 osób, dwa kroki od jeziora. Sprawdź wolne terminy i zarezerwuj bezpośrednio…",
          mapLabel: "Domek Pod Sosnami",
        },
        features: [
          {
            icon: "code",
            title: "Techniczne SEO",
            body: "Czytelne adresy, tytuły i opisy stron, mapa witryny, linki kanoniczne i poprawna struktura nagłówków na każdej podstronie, skonfigurowane za Ciebie.",
          },
          {
            icon: "mapPin",
            title: "Lokalne SEO",
            body: "Położenie, okolica i pobliskie atrakcje w tekstach i danych strony, żebyś pojawiał się w wynikach wyszukiwania dotyczących Twojego regionu.",
          },
          {
            icon: "languages",
            title: "Strony wielojęzyczne",
            body: "Każdy język ma własny adres i jest powiązany z pozostałymi przez hreflang, więc Google pokazuje niemieckim użytkownikom niemiecką wersję.",
          },
          {
            icon: "database",
            title: "Dane strukturalne",
            body: "Informacje o Twoim domu, takie jak rodzaj, położenie i liczba gości, w formacie, który wyszukiwarki odczytują bezpośrednio.",
          },
          {
            icon: "search",
            title: "Profil Firmy w Google",
            body: "Pomagamy założyć lub ulepszyć Profil Firmy, żeby Twój dom był widoczny w Mapach Google i prowadził do Twojej strony.",
          },
          {
            icon: "gauge",
            title: "Szybkie strony",
            body: "Lekkie strony, skompresowane zdjęcia i szybkie serwery. Szybkość liczy się dla Google, a jeszcze bardziej dla gości na telefonie.",
          },
        ],
      },
      steps: {
        eyebrow: "Jak to wygląda w praktyce",
        title: "Jak sprawiamy, że Twoja strona jest widoczna",
        intro: "SEO to kwestia miesięcy, nie dni. Oto droga, którą przechodzimy razem z Tobą.",
        items: [
          {
            title: "Fundament od pierwszego dnia",
            body: "Gdy strona startuje, techniczne SEO, dane strukturalne, mapa witryny i powiązania językowe są już gotowe.",
          },
          {
            title: "Twoje słowa, dopracowane",
            body: "Razem przeglądamy teksty: jakich słów używają goście, które miejsca w okolicy warto wymienić, co wyróżnia Twój dom.",
          },
          {
            title: "Zgłoszenie do Google",
            body: "Przesyłamy mapę witryny do Google Search Console i pomagamy powiązać Profil Firmy ze stroną.",
          },
          {
            title: "Dbaj o świeżość",
            body: "Aktualne ceny, nowe zdjęcia i od czasu do czasu sezonowa zmiana pokazują Google, że strona żyje. Zrobisz to w kilka minut w panelu.",
          },
        ],
      },
      plan: {
        eyebrow: "Co dostajesz",
        title: "Co jest w cenie abonamentu, a co możesz dodać",
        intro:
          "Fundament SEO jest częścią abonamentu VayVista: jednorazowo {{setupFee}}, potem {{monthlyFee}} miesięcznie (netto).",
        included: [
          "Techniczne SEO na każdej podstronie",
          "Dane strukturalne o Twoim domu wakacyjnym",
          "Strony wielojęzyczne z powiązaniami hreflang",
          "Mapa witryny zgłoszona w Google Search Console",
          "Pomoc przy Profilu Firmy w Google",
          "Szybki hosting i skompresowane zdjęcia",
        ],
        extras: [
          {
            title: "Teksty SEO",
            body: "Piszemy opisy domu i okolicy wokół słów, których szukają Twoi goście, w każdym języku Twojej strony. Stała cena ustalana z góry.",
          },
          {
            title: "Dodatkowe strony docelowe",
            body: "Strony dla konkretnych gości lub sezonów, na przykład „domek z psem” albo „święta nad jeziorem”. Wycena jako praca na zamówienie.",
          },
        ],
      },
      faq: [
        {
          question: "Czy gwarantujecie pierwsze miejsce w Google?",
          answer:
            "Nie, i uważaj na każdego, kto to obiecuje. Nikt nie kontroluje rankingu Google. Dbamy o to, żeby strona technicznie spełniała wszystko, na co Google zwraca uwagę, i pomagamy Ci z treścią, która robi różnicę.",
        },
        {
          question: "Po jakim czasie zobaczę efekty?",
          answer:
            "Wyszukiwanie po nazwie domu zwykle działa po kilku tygodniach. Widoczność na szersze frazy, na przykład nazwę regionu, to kwestia miesięcy i zależy od konkurencji w Twojej okolicy.",
        },
        {
          question: "Czy strona w kilku językach pomaga?",
          answer:
            "Tak. Każdy język to nowa grupa gości, którzy szukają własnymi słowami. Z osobną, poprawnie powiązaną stroną dla każdego języka możesz być widoczny we wszystkich.",
        },
        {
          question: "Czy potrzebuję bloga?",
          answer:
            "Nie jest konieczny. Kilka dobrych podstron o domu i okolicy często daje więcej niż blog, na który nie masz czasu. Jeśli lubisz pisać, porady o okolicy mogą pomóc.",
        },
      ],
      related: ["websiteDevelopment", "photography", "maintenance"],
      cta: {
        title: "Niech goście znajdują Ciebie, a nie tylko platformy",
        body: "Na bezpłatnej konsultacji sprawdzimy, jak Twój dom jest dziś wyszukiwany i co pomogłoby najbardziej.",
      },
    },
    maintenance: {
      meta: {
        title: "Obsługa techniczna i hosting",
        description:
          "Hosting, SSL, codzienne kopie zapasowe, monitoring 24/7, comiesięczne aktualizacje i bezpieczeństwo strony Twojego domu wakacyjnego, ze wsparciem, które odpowiada w ciągu jednego dnia roboczego.",
      },
      summary:
        "Hosting, SSL, codzienne kopie, monitoring 24/7 i comiesięczne aktualizacje, ze wsparciem w jeden dzień roboczy.",
      hero: {
        eyebrow: "Obsługa techniczna",
        title: "Technika za Twoją stroną, załatwiona",
        lead: "Hosting, bezpieczeństwo, kopie zapasowe i aktualizacje są w cenie. Ty dbasz o gości, my o to, żeby Twoja strona działała, była bezpieczna i aktualna.",
      },
      problem: {
        eyebrow: "Problem",
        title: "Strona potrzebuje opieki",
        intro:
          "Strona, o którą nikt nie dba, powoli staje się wolniejsza i mniej bezpieczna, aż pewnego dnia po prostu przestaje działać, zwykle w środku sezonu.",
        points: [
          {
            title: "Aktualizacje, których nikt nie instaluje",
            body: "Przestarzałe oprogramowanie to najczęstsza droga do włamania na stronę. Na wielu samodzielnie zbudowanych stronach wtyczki latami nie są aktualizowane.",
          },
          {
            title: "Brak kopii, gdy jest potrzebna",
            body: "Nieudana aktualizacja, przejęte konto albo pomyłka i strony nie ma. Bez świeżej kopii zapasowej zaczynasz od zera.",
          },
          {
            title: "Nikt nie zauważa awarii",
            body: "Jeśli strona przestanie działać w piątek wieczorem, dowiesz się o tym w poniedziałek od gościa, który nie mógł zarezerwować. Rezerwacje z tego weekendu przepadły.",
          },
        ],
      },
      solution: {
        eyebrow: "Co robi VayVista",
        title: "Opieka, która dzieje się bez Twojego udziału",
        intro: "Wszystko poniżej jest w abonamencie i działa w tle. Nie musisz się nigdzie logować.",
        visual: {
          kind: "status",
          heading: "Wszystko działa",
          rows: [
            { label: "Strona", value: "Online" },
            { label: "Certyfikat SSL", value: "Ważny" },
            { label: "Ostatnia kopia", value: "Dziś, 03:00" },
            { label: "Aktualizacje", value: "Aktualne" },
          ],
        },
        features: [
          {
            icon: "server",
            title: "Szybki hosting",
            body: "Twoja strona działa na naszych serwerach, przygotowanych na szybkie ładowanie i gorące momenty, na przykład dzień ogłoszenia terminów ferii.",
          },
          {
            icon: "lock",
            title: "Certyfikat SSL",
            body: "Bezpieczne połączenie https na Twojej domenie, odnawiane automatycznie, żeby przeglądarki nigdy nie straszyły gości ostrzeżeniem.",
          },
          {
            icon: "database",
            title: "Codzienne kopie zapasowe",
            body: "Twoje teksty, zdjęcia i rezerwacje są codziennie archiwizowane. Jeśli coś pójdzie nie tak, przywracamy je.",
          },
          {
            icon: "activity",
            title: "Monitoring 24/7",
            body: "Strona jest sprawdzana przez całą dobę. Jeśli nie odpowiada, automatycznie dostajemy alert, w dzień i w nocy.",
          },
          {
            icon: "refresh",
            title: "Comiesięczne aktualizacje",
            body: "Co miesiąc aktualizujemy oprogramowanie wszystkich stron, a pilne poprawki bezpieczeństwa instalujemy, gdy tylko są dostępne.",
          },
          {
            icon: "shield",
            title: "Bezpieczeństwo",
            body: "Ochrona przed zautomatyzowanymi atakami, filtr spamu w formularzach i bezpieczne przetwarzanie danych gości i płatności.",
          },
        ],
      },
      steps: {
        eyebrow: "Jak to wygląda w praktyce",
        title: "Tak wygląda miesiąc opieki",
        intro: "Przeważnie niczego nie zauważysz. I o to chodzi.",
        items: [
          {
            title: "Każdej nocy",
            body: "Powstaje kopia zapasowa strony i rezerwacji, przechowywana osobno od samej strony.",
          },
          {
            title: "Co kilka minut",
            body: "Nasz monitoring sprawdza, czy strona odpowiada. Jeśli nie, od razu dostajemy alert.",
          },
          {
            title: "Co miesiąc",
            body: "Instalujemy aktualizacje, testujemy je i wdrażamy. Pilne poprawki bezpieczeństwa nie czekają do końca miesiąca.",
          },
          {
            title: "Kiedy tylko nas potrzebujesz",
            body: "Masz pytanie albo coś nie działa? Napisz mail lub wiadomość na WhatsAppie, a odpowiemy w ciągu jednego dnia roboczego.",
          },
        ],
      },
      spotlight: {
        eyebrow: "Wsparcie",
        title: "Realistyczne czasy reakcji",
        intro: "Jesteśmy małym zespołem i wolimy obiecywać tylko to, czego dotrzymamy.",
        items: [
          {
            title: "Pytania i prośby",
            body: "Wyślij mail albo wiadomość na WhatsAppie. Odpowiedź dostaniesz w ciągu jednego dnia roboczego, zwykle dużo szybciej.",
          },
          {
            title: "Gdy strona nie działa",
            body: "Monitoring alarmuje nas automatycznie o każdej porze. Awaria ma pierwszeństwo przed wszystkim innym i pracujemy nad nią, dopóki strona nie wróci.",
          },
          {
            title: "Zmiany na stronie",
            body: "Drobne rzeczy zrobisz sam w panelu. Przy większych zmianach najpierw ustalamy z Tobą jasny plan i termin.",
          },
        ],
      },
      plan: {
        eyebrow: "Co dostajesz",
        title: "Co jest w cenie abonamentu, a co możesz dodać",
        intro:
          "Cała obsługa techniczna jest częścią abonamentu VayVista: jednorazowo {{setupFee}}, potem {{monthlyFee}} miesięcznie (netto). Bez osobnego rachunku za hosting i bez niespodziewanych kosztów aktualizacji.",
        included: [
          "Hosting Twojej strony",
          "Certyfikat SSL, odnawiany automatycznie",
          "Codzienne kopie zapasowe",
          "Monitoring 24/7 z automatycznymi alertami",
          "Comiesięczne aktualizacje oprogramowania i bezpieczeństwa",
          "Wsparcie mailowo i przez WhatsApp, odpowiedź w ciągu jednego dnia roboczego",
        ],
        extras: [
          {
            title: "Przeprowadzka od innego dostawcy",
            body: "Przeniesienie starej strony, razem z przekierowaniami starych adresów, wyceniamy jako pracę na zamówienie.",
          },
          {
            title: "Funkcje na zamówienie",
            body: "Nowe funkcje zbudowane specjalnie dla Twojej strony, z późniejszą opieką w cenie. Wycena jako praca na zamówienie.",
          },
        ],
      },
      faq: [
        {
          question: "Czy potrzebuję osobnego pakietu hostingowego?",
          answer:
            "Nie. Hosting jest w abonamencie. Jeśli masz własną domenę, płacisz za nią tylko firmie, w której jest zarejestrowana.",
        },
        {
          question: "Co się stanie, jeśli strona przestanie działać w nocy?",
          answer:
            "Monitoring to wykryje i automatycznie nas zaalarmuje. Zajmujemy się tym najszybciej, jak się da; awaria zawsze ma pierwszeństwo przed inną pracą.",
        },
        {
          question: "Jak długo przechowujecie kopie zapasowe?",
          answer:
            "Kopię robimy codziennie i trzymamy serię ostatnich, więc możemy wrócić do wersji sprzed początku problemu, a nie tylko do wczorajszej.",
        },
        {
          question: "Czy jesteście dostępni w weekendy?",
          answer:
            "Wiadomość możesz wysłać zawsze. Na pytania odpowiadamy w ciągu jednego dnia roboczego; awariami zajmujemy się także w weekend, bo monitoring alarmuje nas każdego dnia.",
        },
      ],
      related: ["websiteDevelopment", "bookingSystem", "seo"],
      cta: {
        title: "Zapomnij o aktualizacjach",
        body: "Umów bezpłatną konsultację i dowiedz się dokładnie, jak dbamy o Twoją stronę.",
      },
    },
  },
};
