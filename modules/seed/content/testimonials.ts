import type { PerLang, SeedTestimonial } from "./types.ts";

/** Demo testimonials: fictional owners, written the way real hosts in each market talk. */
export const DEMO_TESTIMONIALS: PerLang<SeedTestimonial[]> = {
  nl: [
    {
      quote:
        "Vroeger hield ik drie kalenders bij in een schriftje naast de telefoon. Nu staat alles op één plek en worden Airbnb en Booking.com vanzelf bijgewerkt. Die rust had ik niet verwacht.",
      authorName: "Marieke van Dijk",
      propertyName: "Vakantiehuis De Duinpieper",
      location: "Bergen, Noord-Holland",
      rating: 5,
    },
    {
      quote:
        "Onze vaste gasten boeken nu via onze eigen website in plaats van via Booking.com. Dat scheelt ons elke zomer een flink bedrag aan commissie, en het contact is weer persoonlijk.",
      authorName: "Joost en Ellen Hermans",
      propertyName: "Boshuis Het Sparrenhof",
      location: "Lochem, Gelderland",
      rating: 5,
    },
    {
      quote:
        "Het opzetten ging soepeler dan ik had gedacht, en de website ziet er rustig en verzorgd uit. Aan het beheerscherm moest ik even wennen, maar gasten reageren heel positief op de foto's en de duidelijke prijzen.",
      authorName: "Pieter Claes",
      propertyName: "Hoeve Ter Linde",
      location: "Damme, West-Vlaanderen",
      rating: 4,
    },
    {
      quote:
        "Gasten krijgen automatisch een bevestiging en een paar dagen voor aankomst de route en de code van het sleutelkastje. Ik beantwoord veel minder losse mailtjes.",
      authorName: "Annelies de Boer",
      propertyName: "Chalet Wadzicht",
      location: "Lauwersoog, Groningen",
      rating: 5,
    },
    {
      quote:
        "Ik ben geen techneut en was bang dat ik alles zelf moest uitzoeken. Als ik een vraag heb, krijg ik snel antwoord van iemand die mijn huis kent, in gewoon Nederlands.",
      authorName: "Sofie Vermeulen",
      propertyName: "Vakantiewoning Zeezicht",
      location: "De Panne, West-Vlaanderen",
      rating: 5,
    },
  ],
  en: [
    {
      quote:
        "I used to dread August changeovers because of the calendar juggling. Now a booking on Airbnb blocks the dates on our own site and on Booking.com without me lifting a finger.",
      authorName: "Sarah Whitfield",
      propertyName: "Heron Cottage",
      location: "Blakeney, Norfolk",
      rating: 5,
    },
    {
      quote:
        "Guests who stayed with us last year now rebook directly on our website. It feels more personal, and we keep the commission we used to hand over every summer.",
      authorName: "Tom and Rhian Pritchard",
      propertyName: "Bryn Teg Barn",
      location: "Dolgellau, Gwynedd",
      rating: 5,
    },
    {
      quote:
        "Setting up was straightforward and the site looks calm and professional. It took me a few weeks to feel at home in the dashboard, but the team patiently answered every question.",
      authorName: "James Lawson",
      propertyName: "The Old Boathouse",
      location: "Windermere, Cumbria",
      rating: 4,
    },
    {
      quote:
        "The automatic emails with directions and the key-safe code save me hours every month. Guests arrive knowing exactly where to go, even on our single-track roads.",
      authorName: "Fiona MacLeod",
      propertyName: "Taigh na Mara",
      location: "Isle of Skye, Scotland",
      rating: 5,
    },
    {
      quote:
        "Our own website finally shows the cottage the way we see it, with the sea view first. Direct enquiries have become a real part of our bookings instead of the odd email.",
      authorName: "Claire Bennett",
      propertyName: "Wheal Rose Cottage",
      location: "St Agnes, Cornwall",
      rating: 5,
    },
  ],
  pl: [
    {
      quote:
        "Wcześniej pilnowałam trzech kalendarzy naraz i bałam się każdej rezerwacji na ostatnią chwilę. Teraz wszystko jest w jednym miejscu, a Airbnb i Booking.com aktualizują się same.",
      authorName: "Katarzyna Nowak",
      propertyName: "Domek pod Lipą",
      location: "Kościelisko, Podhale",
      rating: 5,
    },
    {
      quote:
        "Stali goście rezerwują teraz bezpośrednio przez naszą stronę. Kontakt jest bardziej osobisty, a prowizja zostaje u nas.",
      authorName: "Marek i Joanna Zielińscy",
      propertyName: "Siedlisko Mazurska Zatoka",
      location: "okolice Mikołajek, Mazury",
      rating: 5,
    },
    {
      quote:
        "Uruchomienie strony poszło sprawniej, niż się spodziewałem, a sama strona wygląda elegancko. Do panelu musiałem się chwilę przyzwyczaić, ale na każde pytanie dostawałem szybką odpowiedź po polsku.",
      authorName: "Piotr Wiśniewski",
      propertyName: "Apartament Bursztynowy",
      location: "Sopot, Pomorze",
      rating: 4,
    },
    {
      quote:
        "Automatyczne e-maile z dojazdem i kodem do skrytki na klucze oszczędzają mi mnóstwo czasu. Goście przyjeżdżają przygotowani, nawet gdy w górach nie ma zasięgu.",
      authorName: "Agnieszka Kowalczyk",
      propertyName: "Chata na Skarpie",
      location: "Ustrzyki Dolne, Bieszczady",
      rating: 5,
    },
    {
      quote:
        "Nie znam się na technice, a mimo to wszystko działa. Dzięki płatnościom online i przejrzystym cenom także goście z Niemiec chętnie rezerwują bezpośrednio.",
      authorName: "Tomasz Lewandowski",
      propertyName: "Dom nad Jeziorem",
      location: "Chmielno, Kaszuby",
      rating: 5,
    },
  ],
};
