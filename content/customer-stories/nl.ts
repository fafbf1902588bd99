import type { CustomerStoriesContent } from "./types.ts";

export const nl: CustomerStoriesContent = {
  metaTitle: "Klantverhalen: vakantiehuiseigenaren over hun eigen boekingswebsite",
  metaDescription:
    "Hoe eigenaren van vakantiehuizen met VayVista meer direct verhuren: hun uitdaging, de aanpak en wat het opleverde, in hun eigen woorden.",
  eyebrow: "Klantverhalen",
  title: "Eigenaren over hun eigen boekingswebsite",
  lead: "Geen spectaculaire beloftes, maar eerlijke verhalen van verhuurders zoals jij: waar ze tegenaan liepen, wat we samen hebben ingericht en wat er daarna veranderde.",
  empty: "Er staan nog geen klantverhalen in het Nederlands online.",
  labels: {
    challenge: "De uitdaging",
    solution: "De aanpak",
    result: "Het resultaat",
    highlights: "In cijfers",
    theme: "Thema",
  },
  cta: {
    title: "Wordt jouw huis het volgende verhaal?",
    body: "Plan een gratis adviesgesprek. We laten zien hoe je eigen website eruit kan zien en wat je aan commissie kunt besparen. Binnen {{liveWithinDays}} dagen online.",
  },
};
