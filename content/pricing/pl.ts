import type { PricingContent } from "./types.ts";

export const pl: PricingContent = {
  metaTitle: "Ceny: własna strona rezerwacyjna za {{monthlyFee}} miesięcznie",
  metaDescription:
    "Jeden przejrzysty pakiet: {{setupFee}} jednorazowo i {{monthlyFee}} miesięcznie za własną stronę rezerwacyjną z synchronizacją kalendarza, płatnościami online i hostingiem. 0% prowizji, {{moneyBackDays}} dni gwarancji zwrotu pieniędzy.",
  eyebrow: "Ceny",
  title: "Jeden pakiet, wszystko w cenie, zero prowizji",
  lead: "Bez progów cenowych, bez drobnego druku i bez procentu od rezerwacji. Płacisz stałą miesięczną kwotę za kompletną stronę rezerwacyjną, którą budujemy, utrzymujemy i o którą dbamy.",
  plan: {
    title: "Pakiet VayVista",
    intro: "Wszystko, czego potrzebujesz, by goście rezerwowali bezpośrednio u Ciebie.",
    features: [
      "Własna strona z systemem rezerwacji",
      "Synchronizacja kalendarza z Airbnb i Booking.com",
      "Płatności online przez iDEAL i kartą",
      "Hosting, kopie zapasowe i aktualizacje w cenie",
    ],
    cta: "Zaczynamy",
    consultationLink: "Masz najpierw pytania? Umów bezpłatną konsultację",
  },
  included: {
    title: "Co jest w pakiecie",
    intro: "Za {{monthlyFee}} miesięcznie zajmujemy się całą techniką. Ty zajmujesz się gośćmi.",
    groups: [
      {
        title: "Twoja strona",
        items: [
          "Własna strona w subdomenie (twojdom.vayvista.nl) lub we własnej domenie",
          "Wybór spośród sześciu motywów, od nowoczesnego minimalizmu po naturalny, rustykalny styl",
          "Świetnie wygląda na telefonie, tablecie i komputerze",
          "Zdjęcia, opis, udogodnienia, lokalizacja i regulamin pobytu w przejrzystej formie",
          "Widoczność w Google dzięki technicznemu SEO: szybkie strony, dopracowane tytuły i mapa strony",
        ],
      },
      {
        title: "Rezerwacje i płatności",
        items: [
          "System rezerwacji, który nigdy nie dopuszcza do podwójnych rezerwacji",
          "Synchronizacja kalendarza iCal z Airbnb, Booking.com i innymi platformami",
          "Płatności online przez iDEAL i kartą",
          "Automatyczne e-maile do gości, od potwierdzenia rezerwacji po przypomnienie przed przyjazdem",
          "Własny panel z rezerwacjami, gośćmi i dostępnością",
          "0% prowizji: każda rezerwacja bezpośrednia należy w całości do Ciebie",
        ],
      },
      {
        title: "Opieka i wsparcie",
        items: [
          "Szybki, bezpieczny hosting z szyfrowanym połączeniem (HTTPS)",
          "Codzienne kopie zapasowe",
          "Monitoring 24/7: wiemy, gdy Twoja strona jest niedostępna",
          "Comiesięczne aktualizacje i ulepszenia",
          "Osobista pomoc przez e-mail i WhatsApp, z odpowiedzią w ciągu jednego dnia roboczego",
        ],
      },
    ],
  },
  guarantee: {
    title: "{{moneyBackDays}} dni gwarancji zwrotu pieniędzy",
    paragraphs: [
      "Chcemy, żebyś miał pewność, że VayVista jest dla Ciebie. Dlatego możesz nas wypróbować bez ryzyka: jeśli w ciągu {{moneyBackDays}} dni od startu nie będziesz zadowolony, oddamy Ci pieniądze.",
      "Dotyczy to również opłaty startowej w wysokości {{setupFee}}. Nie musisz niczego tłumaczyć: wystarczy jeden e-mail lub wiadomość na WhatsAppie.",
    ],
    points: ["Razem z opłatą startową", "Bez pytań i formularzy", "Potem możliwość rezygnacji co miesiąc"],
  },
  extras: {
    title: "Poza pakietem, ale do zamówienia",
    intro:
      "Pakiet zawiera wszystko, czego potrzebuje profesjonalna strona rezerwacyjna. Jeśli chcesz więcej, zrobimy to jako osobne zlecenie. Płacisz tylko za to, co sam wybierzesz.",
    items: [
      {
        title: "Profesjonalna fotografia",
        body: "Fotograf, który wie, jak pokazać dom wakacyjny z najlepszej strony, w środku i na zewnątrz.",
        page: "photography",
        link: "Więcej o fotografii",
      },
      {
        title: "Prace na zamówienie",
        body: "Dodatkowa funkcja, połączenie z Twoimi systemami albo projekt stworzony tylko dla Ciebie.",
        page: "customWork",
        link: "Więcej o pracach na zamówienie",
      },
    ],
    priceOnRequest: "Cena do uzgodnienia",
  },
  comparison: {
    title: "Ile naprawdę kosztuje Cię prowizja?",
    intro:
      "Platformy rezerwacyjne pobierają procent od każdej rezerwacji. Poniżej przykład dla prowizji 15%, czyli popularnej stawki. W VayVista płacisz stałą kwotę, niezależnie od tego, ile wynajmujesz.",
    caption: "Przykład w skali roku: prowizja 15% w porównaniu z kosztem VayVista",
    headers: {
      revenue: "Rezerwacje bezpośrednie rocznie",
      commission: "Prowizja 15%",
      vayvistaYearOne: "VayVista, pierwszy rok",
      vayvistaLater: "VayVista, każdy kolejny rok",
    },
    breakEven:
      "Już od około {breakEven} rezerwacji bezpośrednich miesięcznie VayVista kosztuje Cię mniej, niż oddałbyś w prowizji.",
    note: "Pierwszy rok to opłata startowa {{setupFee}} plus 12 × {{monthlyFee}}. Stawki prowizji różnią się w zależności od platformy i ustawień; kwoty nie zawierają VAT.",
  },
  faq: {
    title: "Pytania o cenę",
    items: [
      {
        question: "Czy są jakieś inne koszty?",
        answer:
          "Nie. Płacisz {{setupFee}} jednorazowo, a potem {{monthlyFee}} miesięcznie. Hosting, kopie zapasowe, aktualizacje i wsparcie są w cenie. Dodatkowo płacisz tylko za dodatki, które sam zamówisz, takie jak fotografia czy prace na zamówienie, i zawsze dopiero po zaakceptowaniu ceny.",
      },
      {
        question: "Czy płacę prowizję od rezerwacji?",
        answer:
          "Nie, nigdy. Niezależnie od tego, czy Twoja strona przyniesie dziesięć, czy dwieście rezerwacji rocznie, płacisz tę samą stałą kwotę. Każda rezerwacja bezpośrednia należy w całości do Ciebie.",
      },
      {
        question: "Za co jest opłata startowa?",
        answer:
          "Za przygotowanie Twojej strony: konfigurujemy motyw, dodajemy Twoje zdjęcia i teksty, łączymy kalendarze Airbnb i Booking.com oraz uruchamiamy płatności online. Twoja strona jest online w ciągu {{liveWithinDays}} dni.",
      },
      {
        question: "Jak działa gwarancja zwrotu pieniędzy?",
        answer:
          "Jeśli w ciągu {{moneyBackDays}} dni od startu nie będziesz zadowolony, wyślij nam e-mail lub wiadomość na WhatsAppie. Zwrócimy Ci to, co zapłaciłeś, razem z opłatą startową.",
      },
      {
        question: "Czy wiąże mnie długa umowa?",
        answer: "Nie. Możesz zrezygnować w każdym miesiącu. Płacisz do końca bieżącego miesiąca, a potem już nic.",
      },
      {
        question: "Czy muszę zrezygnować z Airbnb lub Booking.com?",
        answer:
          "Nie musisz. Wielu właścicieli zostaje na platformach, a powracającym gościom i tym, którzy znajdą ich w Google, pozwala rezerwować bezpośrednio. Kalendarze pozostają zsynchronizowane, więc podwójne rezerwacje są wykluczone.",
      },
      {
        question: "Mam kilka obiektów. Ile to kosztuje?",
        answer:
          "Napisz do nas lub umów konsultację. Wspólnie ustalimy, jak najlepiej zaprezentować Twoje obiekty, i przygotujemy dopasowaną propozycję.",
      },
      {
        question: "Czy ceny zawierają VAT?",
        answer: "Nie, wszystkie podane ceny są cenami netto. VAT jest wykazany osobno na fakturze.",
      },
    ],
  },
  cta: {
    title: "Chcesz sam przyjmować gości, bez prowizji?",
    body: "Umów bezpłatną konsultację albo zacznij od razu. Twoja własna strona rezerwacyjna będzie online w ciągu {{liveWithinDays}} dni.",
  },
};
