import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const pl: Localized<typeof nl> = {
  title: "Treść",
  intro: "Teksty, zdjęcia i obiekty Twojej strony, pogrupowane tak jak jej podstrony.",
  sections: {
    overview: "Przegląd i języki",
    home: "Strona główna",
    about: "O nas",
    units: "Obiekty",
    photos: "Zdjęcia",
    surroundings: "Okolica",
    contact: "Kontakt",
    seo: "Wyszukiwarki",
  },
  sectionIntro: {
    home: "To, co goście czytają najpierw: hasło pod nazwą, tekst powitalny i duże zdjęcie na górze.",
    about: "Wasza historia: kim jesteście i dlaczego goście czują się u Was jak w domu.",
    surroundings: "Co można robić w okolicy i jak daleko to jest od obiektu.",
    contact: "Jak goście mogą się z Tobą skontaktować. Wyszukiwarki używają adresu, by pokazać Cię na mapie.",
    seo: "Tytuł i opis, które Google i inne wyszukiwarki pokazują dla każdej podstrony. Możesz je zostawić puste: wtedy utworzymy je z Twoich tekstów.",
  },
  sectionNav: "Części treści",
  languages: {
    heading: "Języki Twojej strony",
    intro:
      "Twoi goście przyjeżdżają z różnych krajów. Wybierz główny język strony i inne języki, w których ją oferujesz; główny język nie ma przedrostka w adresie, pozostałe są pod /en/, /de/ lub /pl/.",
    main: "Język główny",
    mainHint: "Teksty, które nie są jeszcze przetłumaczone, pojawiają się w tym języku.",
    others: "Oferuj także w języku",
    save: "Zapisz języki",
    saved: "Języki zapisane jako wersja robocza.",
  },
  translate: {
    label: "Język, który edytujesz",
    main: "{{lang}} (język główny)",
    reference: "W języku: {{lang}}",
    empty: "(jeszcze puste)",
    hint: "Edytujesz tłumaczenie: {{lang}}. Zostaw pole puste, aby pokazać tam tekst w języku głównym.",
    sharedHint: "Dane kontaktowe i zdjęcia są takie same we wszystkich językach; edytujesz je w języku głównym.",
  },
  fields: {
    tagline: {
      label: "Hasło",
      hint: "Jedno zdanie pod nazwą strony, na przykład: Drewniany dom w wydmach, pięć minut od morza.",
    },
    intro: {
      label: "Tekst powitalny",
      hint: "Kilka zdań na stronie głównej. Pusta linia rozpoczyna nowy akapit.",
    },
    heroPhotoId: {
      label: "Duże zdjęcie na górze",
      hint: "Bez wyboru użyjemy pierwszego zdjęcia z galerii.",
    },
    about: {
      title: {
        label: "Tytuł",
        hint: "Na przykład: Witajcie u Anny i Piotra.",
      },
      story: {
        label: "Wasza historia",
        hint: "Nagłówki i listy ułatwiają czytanie.",
      },
      hostNames: {
        label: "Imiona gospodarzy",
        hint: "Na przykład: Anna i Piotr.",
      },
      hostPhotoId: {
        label: "Wasze zdjęcie",
      },
    },
    surroundings: {
      intro: {
        label: "Wstęp",
      },
    },
    contact: {
      email: {
        label: "Adres e-mail dla gości",
        hint: "Widoczny na stronie. Zapytania z formularza kontaktowego trafiają na adres e-mail Twojego konta.",
      },
      phone: {
        label: "Numer telefonu",
      },
      whatsapp: {
        label: "Numer WhatsApp",
        hint: "W formie międzynarodowej, na przykład +48 600 123 456.",
      },
      street: {
        label: "Ulica i numer",
      },
      postalCode: {
        label: "Kod pocztowy",
      },
      city: {
        label: "Miejscowość",
      },
      country: {
        label: "Kraj",
      },
      mapUrl: {
        label: "Link do mapy",
        hint: "Na przykład link z Google Maps lub OpenStreetMap.",
      },
    },
    social: {
      instagram: {
        label: "Instagram",
      },
      facebook: {
        label: "Facebook",
      },
      tiktok: {
        label: "TikTok",
      },
      youtube: {
        label: "YouTube",
      },
      pinterest: {
        label: "Pinterest",
      },
    },
    seoTitle: {
      label: "Tytuł w wynikach wyszukiwania",
      hint: "Do 70 znaków.",
    },
    seoDescription: {
      label: "Opis w wynikach wyszukiwania",
      hint: "Do 170 znaków.",
    },
  },
  groups: {
    address: "Adres",
    reach: "Kontakt",
    social: "Media społecznościowe",
  },
  seoPages: {
    home: "Strona główna",
    about: "O nas",
    facilities: "Udogodnienia",
    surroundings: "Okolica",
    gallery: "Galeria",
    blog: "Blog",
    contact: "Kontakt",
    book: "Rezerwacja",
  },
  photo: {
    untitled: "Zdjęcie {{n}}",
    none: "Nie wybrano zdjęcia",
    noPhotos: "Nie masz jeszcze zdjęć. Najpierw prześlij je w sekcji Zdjęcia.",
  },
  places: {
    heading: "Miejsca w okolicy",
    intro: "Plaże, restauracje, muzea, trasy rowerowe, dworzec: to, co goście chcą wiedzieć.",
    place: "Miejsce {{n}}",
    name: "Nazwa",
    category: "Rodzaj",
    distance: "Odległość (km)",
    description: "Opis",
    add: "Dodaj miejsce",
    remove: "Usuń",
    moveUp: "W górę",
    moveDown: "W dół",
    empty: "Nie ma jeszcze miejsc. Dodaj swoje ulubione.",
    categories: {
      nature: "Przyroda",
      beach: "Plaża i woda",
      food: "Jedzenie i picie",
      culture: "Kultura",
      shopping: "Sklepy i targi",
      activity: "Aktywnie",
      family: "Z dziećmi",
      transport: "Dojazd",
    },
  },
  units: {
    intro:
      "Twój dom wakacyjny albo pokoje, apartamenty czy domki, które wynajmujesz. Każdy obiekt ma własną podstronę; ceny i kalendarze są osobne dla każdego obiektu.",
    add: "Dodaj obiekt",
    edit: "Edytuj",
    view: "Zobacz na stronie",
    archived: "W archiwum",
    archive: "Przenieś do archiwum",
    restore: "Przywróć",
    archiveHint: "Obiekt w archiwum znika ze strony; rezerwacje i dane zostają zachowane.",
    moveUp: "Przesuń {{name}} w górę",
    moveDown: "Przesuń {{name}} w dół",
    order: "Kolejność na stronie",
    newTitle: "Nowy obiekt",
    editTitle: "Edytuj: {{name}}",
    back: "Wróć do obiektów",
    texts: "Teksty",
    capacity: "Układ",
    times: "Przyjazd i wyjazd",
    facilitiesHeading: "Udogodnienia",
    lastActive: "Twoja strona potrzebuje co najmniej jednego aktywnego obiektu.",
    saved: "Zapisano. Strona od razu pokazuje zmianę.",
    created: "Obiekt dodany.",
    save: "Zapisz",
    active: "Aktywny",
    moved: "{{name}} jest teraz na miejscu {{position}} z {{total}}.",
    archivedDone: "Obiekt {{name}} został przeniesiony do archiwum.",
    restoredDone: "Obiekt {{name}} jest znowu na Twojej stronie.",
    failed: "To się nie udało. Lista została odświeżona; spróbuj ponownie.",
    translateShared:
      "Układ, godziny, udogodnienia i zdjęcie główne są takie same w każdym języku; zmieniasz je w języku głównym.",
    fields: {
      name: {
        label: "Nazwa",
        hint: "Na przykład: Domek Dzięcioł.",
      },
      type: {
        label: "Rodzaj obiektu",
      },
      shortDescription: {
        label: "Krótki opis",
        hint: "Jedno lub dwa zdania do zestawień.",
      },
      longDescription: {
        label: "Pełny opis",
      },
      houseRules: {
        label: "Regulamin domu",
        hint: "Na przykład: zakaz palenia w środku, cisza nocna od 22:00.",
      },
      checkInInstructions: {
        label: "Instrukcje zameldowania (prywatne)",
        hint: "Jak goście wejdą: klucz lub skrytka na klucz i jej kod, parking, wifi. Widzą to tylko Twoi goście, na stronie swojej rezerwacji, gdy wszystko, co należne, jest zapłacone; nigdy na Twojej stronie.",
      },
      maxGuests: {
        label: "Maksymalna liczba gości",
      },
      bedrooms: {
        label: "Sypialnie",
      },
      beds: {
        label: "Łóżka",
      },
      bathrooms: {
        label: "Łazienki",
      },
      sizeM2: {
        label: "Powierzchnia (m²)",
      },
      checkInFrom: {
        label: "Zameldowanie od",
      },
      checkInUntil: {
        label: "Zameldowanie do",
      },
      checkOutUntil: {
        label: "Wymeldowanie do",
      },
      coverPhotoId: {
        label: "Zdjęcie główne",
        hint: "Bez wyboru pokazujemy pierwsze zdjęcie tego obiektu.",
      },
    },
    errors: {
      choice: "Wybierz jedną z możliwości.",
      required: "Wpisz nazwę w głównym języku strony.",
      number: "Wpisz liczbę całkowitą od {{min}} do {{max}}.",
      time: "Wpisz godzinę, na przykład 15:00.",
    },
  },
  save: "Zapisz jako wersję roboczą",
  saving: "Zapisywanie…",
  saved: "Zapisano jako wersję roboczą. Opublikuj, aby pojawiło się na stronie.",
  publish: {
    pending: "Masz zmiany, których jeszcze nie ma na stronie.",
    upToDate: "Wszystko, co zapisałeś, jest na stronie.",
    button: "Opublikuj",
    publishing: "Publikowanie…",
    done: "Opublikowano: Twoja strona pokazuje teraz zmiany.",
    view: "Zobacz swoją stronę",
  },
  live: "Obiekty, zdjęcia, opinie i wpisy na blogu pojawiają się na stronie od razu po zapisaniu.",
  conflict:
    "Ta treść została w międzyczasie zmieniona w innej karcie lub na innym urządzeniu. Odśwież stronę, aby zobaczyć najnowszą wersję; to, co tu wpisałeś, nadal jest w formularzu.",
  errors: {
    tooLong: "Użyj najwyżej {{max}} znaków.",
    oneLine: "Wpisz jeden wiersz tekstu, bez podziałów wiersza, tabulatorów i niewidocznych znaków sterujących.",
    controls: "Są tu niewidoczne znaki sterujące, których nie możemy zapisać. Wpisz to ponownie.",
    email: "Wpisz poprawny adres e-mail, na przykład imie@przyklad.pl.",
    phone: "Wpisz numer telefonu zawierający tylko cyfry, spacje i ewentualnie + na początku.",
    url: "Wpisz pełny adres strony zaczynający się od https://.",
    country: "Wybierz kraj z listy.",
    photo: "Wybierz jedno ze swoich zdjęć.",
    rich: "Nie udało się odczytać tego tekstu. Wpisz go ponownie.",
    language: "Wybierz język z listy.",
    places: "Możesz dodać do 40 miejsc.",
  },
};
