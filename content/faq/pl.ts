import type { FaqContent } from "./types.ts";

export const pl: FaqContent = {
  metaTitle: "Najczęściej zadawane pytania o stronę domu wakacyjnego",
  metaDescription:
    "Odpowiedzi o VayVista: ile to kosztuje, jak szybko strona działa, synchronizacja kalendarza z Airbnb i Booking.com, płatności online, własna domena, RODO i rezygnacja.",
  eyebrow: "FAQ",
  title: "Najczęściej zadawane pytania",
  lead: "Wszystko, o co właściciele domów wakacyjnych zwykle pytają, zanim zaczną: o cenę, stronę, rezerwacje, płatności i prywatność. Nie ma tu Twojego pytania? Po prostu napisz do nas.",
  topicsLabel: "Tematy",
  groups: [
    {
      id: "pricing-contract",
      title: "Ceny i umowa",
      items: [
        {
          id: "cost",
          question: "Ile kosztuje strona VayVista?",
          answer: [
            "Płacisz jednorazowo {{setupFee}} opłaty startowej, a potem {{monthlyFee}} miesięcznie, bez VAT. W tej cenie masz własną stronę rezerwacyjną, system rezerwacji, synchronizację kalendarza, automatyczne e-maile do gości, hosting, codzienne kopie zapasowe, monitoring, comiesięczne aktualizacje i osobiste wsparcie.",
            "Nie ma ukrytych kosztów ani prowizji od rezerwacji. Dokładny zakres znajdziesz na [stronie z cennikiem](page:pricing).",
          ],
        },
        {
          id: "commission",
          question: "Czy pobieracie prowizję od moich rezerwacji?",
          answer: [
            "Nie. VayVista pobiera 0% prowizji, niezależnie od liczby rezerwacji. Każdy gość, który rezerwuje przez Twoją stronę, płaci bezpośrednio Tobie, więc cały przychód z wynajmu zostaje u Ciebie.",
            "Jeśli goście płacą online, operator płatności pobiera własną, niewielką opłatę za transakcję. Trafia ona do operatora, a nie do nas.",
          ],
        },
        {
          id: "contract",
          question: "Czy wiążę się długą umową? Jak zrezygnować?",
          answer: [
            "Nie. Abonament jest miesięczny i możesz go wypowiedzieć w każdym miesiącu. Wystarczy wiadomość do nas, a abonament wygaśnie z końcem miesiąca, za który już zapłaciłeś.",
            "Domena pozostaje Twoja, a przez 30 dni po zakończeniu możesz pobrać swoje rezerwacje, teksty i zdjęcia. Żadnego uzależnienia, żadnych wielomiesięcznych okresów wypowiedzenia.",
          ],
        },
        {
          id: "money-back",
          question: "Jak działa gwarancja zwrotu pieniędzy?",
          answer: [
            "Jeśli nie jesteś zadowolony, daj nam znać w ciągu {{moneyBackDays}} dni od zamówienia, a zwrócimy Ci wszystko, co zapłaciłeś: opłatę startową i opłaty miesięczne. Nie musisz podawać powodu.",
            "Dokładne warunki znajdziesz w naszym [regulaminie](page:terms#money-back).",
          ],
        },
      ],
    },
    {
      id: "website-themes",
      title: "Strona i motywy",
      items: [
        {
          id: "live",
          question: "Jak szybko moja strona będzie online?",
          answer: [
            "Twoja strona będzie działać w ciągu {{liveWithinDays}} dni od otrzymania przez nas tekstów, zdjęć, cen i regulaminu pobytu. Nie masz jeszcze wszystkiego gotowego? Pomożemy Ci to zebrać podczas krótkiej rozmowy.",
          ],
        },
        {
          id: "domain",
          question: "Czy mogę używać własnej domeny?",
          answer: [
            "Tak. Możesz zacząć w bezpłatnej subdomenie VayVista i w dowolnym momencie podłączyć własną domenę, na przykład twojdomekletniskowy.pl. Nie masz jeszcze domeny? Pomożemy Ci ją wybrać i zarejestrować.",
            "Domena jest zawsze zarejestrowana na Ciebie, więc pozostaje Twoja, także jeśli kiedyś odejdziesz z VayVista.",
          ],
        },
        {
          id: "themes",
          question: "Z jakich motywów mogę wybierać i czy mogę je później zmienić?",
          answer: [
            "Do wyboru masz sześć motywów: od nowoczesnego i minimalistycznego, przez ciepły i przytulny, klasyczny i elegancki, świeży nadmorski i miejski, po rustykalny, bliski naturze. Każdy działa na telefonie, tablecie i komputerze i został zaprojektowany tak, aby zamieniać odwiedzających w rezerwacje.",
            "Motyw możesz później zmienić bez utraty tekstów, zdjęć i rezerwacji. Zobacz wszystkie [motywy](page:themes) albo wypróbuj [wersję demo](page:demo).",
          ],
        },
        {
          id: "changes",
          question: "Czy mogę później zmieniać teksty, zdjęcia i ceny?",
          answer: [
            "Tak. W panelu zarządzasz rezerwacjami, dostępnością i cenami. Chcesz zmienić tekst albo wymienić zdjęcia? Wyślij je do nas, a my wszystkim się zajmiemy; to część wsparcia.",
            "Potrzebujesz czegoś, co wykracza poza standardową stronę rezerwacyjną, na przykład dodatkowej podstrony z własnym układem albo połączenia z innym systemem? Chętnie przygotujemy rozwiązanie [na zamówienie](page:customWork).",
          ],
        },
        {
          id: "photos",
          question: "Nie mam dobrych zdjęć. Czy możecie pomóc?",
          answer: [
            "Dobre zdjęcia mają ogromny wpływ na liczbę rezerwacji. Jeśli Twoje zdjęcia nie są takie, jak byś chciał, możemy zorganizować profesjonalną sesję zdjęciową Twojego domu. Nie jest ona częścią abonamentu; najpierw otrzymasz przejrzystą wycenę. Więcej o [fotografii nieruchomości](page:photography).",
          ],
        },
      ],
    },
    {
      id: "bookings-calendar",
      title: "Rezerwacje i synchronizacja kalendarza",
      items: [
        {
          id: "calendar-sync",
          question: "Jak działa synchronizacja kalendarza z Airbnb i Booking.com?",
          answer: [
            "Łączymy Twoją stronę z platformami, z których korzystasz, za pomocą linków iCal, w obu kierunkach. Rezerwacja na Airbnb lub Booking.com blokuje te terminy na Twojej stronie, a rezerwacja na Twojej stronie blokuje je na platformach.",
            "Konfigurujesz to raz, z naszą pomocą, a potem wszystko działa samo. Szczegóły znajdziesz na stronie o [synchronizacji kalendarza](page:calendarSync).",
          ],
        },
        {
          id: "double-bookings",
          question: "Czy może dojść do podwójnej rezerwacji?",
          answer: [
            "Nie na Twojej stronie: nasz system rezerwacji nigdy nie przyjmie dwóch rezerwacji na te same terminy.",
            "Między platformami zawsze występuje krótkie opóźnienie, bo Airbnb i Booking.com same decydują, jak często odczytują kalendarz. Szansa, że dwie rezerwacje wpadną akurat w tę lukę, jest niewielka, ale nie da się jej całkowicie wykluczyć. Aktualizuj dostępność we wszystkich kanałach, a my razem z Tobą sprawdzimy, czy wszystkie połączenia działają poprawnie.",
          ],
        },
        {
          id: "guest-emails",
          question: "Co otrzymują moi goście po rezerwacji?",
          answer: [
            "Gość automatycznie otrzymuje potwierdzenie rezerwacji z terminami, ceną i Twoimi danymi, a Ty od razu dostajesz powiadomienie o nowej rezerwacji. E-maile są podpisane nazwą Twojego domu wakacyjnego, więc gość wie dokładnie, u kogo zarezerwował.",
          ],
        },
        {
          id: "house-rules",
          question: "Czyj regulamin pobytu i czyje warunki anulowania obowiązują?",
          answer: [
            "Twoje. Rezerwacja to umowa między Tobą a gościem; VayVista dostarcza wyłącznie technologię. To Ty ustalasz regulamin pobytu, warunki anulowania i płatności, a my umieszczamy je w widocznym miejscu na Twojej stronie, tak aby goście zobaczyli je przed rezerwacją.",
          ],
        },
      ],
    },
    {
      id: "payments",
      title: "Płatności",
      items: [
        {
          id: "guest-payments",
          question: "Jak płacą moi goście?",
          answer: [
            "Goście mogą zapłacić online podczas rezerwacji, na przykład kartą lub przez iDEAL. W tym celu podłączamy do Twojej strony licencjonowanego operatora płatności, u którego zakładasz własne konto. Pomożemy Ci wszystko skonfigurować.",
          ],
        },
        {
          id: "payouts",
          question: "Kiedy dostaję pieniądze? Czy VayVista je przechowuje?",
          answer: [
            "VayVista nigdy nie dotyka pieniędzy Twoich gości. Płatności trafiają przez operatora płatności bezpośrednio na Twoje konto, a operator wypłaca je na Twój rachunek bankowy zgodnie z własnym harmonogramem wypłat.",
          ],
        },
        {
          id: "payment-costs",
          question: "Czy płatności online wiążą się z kosztami?",
          answer: [
            "Operator płatności pobiera niewielką opłatę za każdą transakcję, zależną od metody płatności. Stawki ustala sam operator i zobaczysz je przed założeniem konta. My nic do nich nie doliczamy: VayVista pobiera 0% prowizji.",
          ],
        },
      ],
    },
    {
      id: "technical-privacy",
      title: "Technika i prywatność",
      items: [
        {
          id: "gdpr",
          question: "Kto w rozumieniu RODO odpowiada za dane moich gości?",
          answer: [
            "To Ty jesteś administratorem danych swoich gości; VayVista przetwarza je w Twoim imieniu jako podmiot przetwarzający. Określa to umowa powierzenia przetwarzania danych, która jest częścią abonamentu.",
            "Przechowujemy tylko to, co jest potrzebne do rezerwacji, serwery i kopie zapasowe trzymamy w Unii Europejskiej i nigdy nie sprzedajemy danych. Więcej w naszej [polityce prywatności](page:privacy).",
          ],
        },
        {
          id: "hosting",
          question: "Gdzie jest hostowana moja strona i co, jeśli coś się zepsuje?",
          answer: [
            "Twoja strona działa na serwerach w Unii Europejskiej, z bezpiecznym połączeniem https. Codziennie wykonujemy kopię zapasową, monitorujemy stronę przez całą dobę i co miesiąc instalujemy aktualizacje.",
            "Jeśli coś pójdzie nie tak, dostajemy powiadomienie i od razu zabieramy się do pracy. Nie potrzebujesz wiedzy technicznej: wszystkim zajmujemy się my. Więcej na stronie o [obsłudze technicznej](page:maintenance).",
          ],
        },
        {
          id: "google",
          question: "Czy moja strona będzie widoczna w Google?",
          answer: [
            "Każdą stronę budujemy na solidnych podstawach technicznych pod wyszukiwarki: szybkie strony, jasne tytuły i opisy, mapa witryny oraz dane strukturalne o Twoim domu wakacyjnym. Pomaga też własna domena.",
            "Nikt nie może uczciwie zagwarantować pierwszego miejsca w Google, ale pomożemy Ci wycisnąć z tego jak najwięcej. Przeczytaj o naszej [optymalizacji SEO](page:seo).",
          ],
        },
        {
          id: "leaving",
          question: "Co stanie się z moją stroną i danymi, jeśli zrezygnuję?",
          answer: [
            "Strona przestaje działać z końcem ostatniego opłaconego miesiąca. Przez kolejne 30 dni możesz pobrać swoje rezerwacje, teksty i zdjęcia; potem usuwamy dane, z wyjątkiem tych, które musimy przechowywać z mocy prawa, na przykład faktur.",
            "Domena należy do Ciebie, a jeśli zarejestrowaliśmy ją w Twoim imieniu, bezpłatnie ją na Ciebie przeniesiemy.",
          ],
        },
      ],
    },
  ],
  contact: {
    title: "Nie znalazłeś odpowiedzi?",
    body: "Zapytaj nas bezpośrednio. Odpowiadamy w ciągu jednego dnia roboczego, prostym językiem i bez nachalnej sprzedaży. Możesz też umówić bezpłatną konsultację, a razem przyjrzymy się Twojemu domowi wakacyjnemu.",
  },
};
