import type { BlogContent } from "./types.ts";

export const pl: BlogContent = {
  index: {
    metaTitle: "Blog dla właścicieli domków letniskowych: rezerwacje bezpośrednie i kalendarze",
    metaDescription:
      "Praktyczne artykuły dla właścicieli domów wakacyjnych: więcej rezerwacji bezpośrednich, kalendarze bez podwójnych rezerwacji oraz zdjęcia i opisy, które przekonują gości.",
    eyebrow: "Blog",
    title: "Praktyczne porady dla wynajmujących domy wakacyjne",
    lead: "Bez marketingowych ogólników, tylko to, co możesz wdrożyć od jutra: więcej rezerwacji bezpośrednich, mniej żonglowania kalendarzami i ogłoszenie, po którym goście wybierają właśnie Twój dom.",
    empty: "Nie ma jeszcze artykułów po polsku. Zajrzyj tu wkrótce.",
    cta: {
      title: "Chcesz przyjmować rezerwacje bez prowizji?",
      body: "Podczas bezpłatnej konsultacji wspólnie przyjrzymy się Twojemu obiektowi i rezerwacjom. Własna strona może działać w ciągu {{liveWithinDays}} dni.",
    },
  },
  post: {
    breadcrumbLabel: "Ścieżka nawigacji",
    publishedOn: "Opublikowano",
    cta: {
      title: "Chcesz mieć więcej rezerwacji bezpośrednich?",
      body: "VayVista tworzy i utrzymuje Twoją własną stronę rezerwacyjną zsynchronizowaną z Airbnb i Booking.com. Gotowa w ciągu {{liveWithinDays}} dni, z {{moneyBackDays}}-dniową gwarancją zwrotu pieniędzy.",
    },
  },
};
