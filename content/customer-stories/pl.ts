import type { CustomerStoriesContent } from "./types.ts";

export const pl: CustomerStoriesContent = {
  metaTitle: "Historie klientów: właściciele domów wakacyjnych o własnej stronie rezerwacyjnej",
  metaDescription:
    "Jak właściciele domków i apartamentów przyjmują z VayVista więcej rezerwacji bezpośrednich: problem, rozwiązanie i efekty, opowiedziane ich słowami.",
  eyebrow: "Historie klientów",
  title: "Właściciele o swojej własnej stronie rezerwacyjnej",
  lead: "Bez wielkich obietnic, tylko szczere historie gospodarzy takich jak Ty: z czym mieli kłopot, co wspólnie wdrożyliśmy i co zmieniło się potem.",
  empty: "Nie ma jeszcze historii klientów po polsku.",
  labels: {
    challenge: "Wyzwanie",
    solution: "Rozwiązanie",
    result: "Efekt",
    highlights: "W liczbach",
    theme: "Motyw",
  },
  cta: {
    title: "Może następna historia będzie o Twoim domu?",
    body: "Umów bezpłatną konsultację. Pokażemy, jak mogłaby wyglądać Twoja strona i ile prowizji możesz zatrzymać dla siebie. Gotowa w ciągu {{liveWithinDays}} dni.",
  },
};
