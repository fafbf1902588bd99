import type { BlogContent } from "./types.ts";

export const nl: BlogContent = {
  index: {
    metaTitle: "Blog voor vakantiehuiseigenaren: direct boeken, kalenders en meer",
    metaDescription:
      "Praktische artikelen voor eigenaren van vakantiehuizen: meer directe boekingen, kalenders zonder dubbele boekingen en teksten en foto's die gasten overtuigen.",
    eyebrow: "Blog",
    title: "Praktische tips voor je vakantieverhuur",
    lead: "Geen vage marketingpraat, maar wat je morgen kunt doen: meer directe boekingen, minder gedoe met kalenders en een advertentie die gasten laat kiezen voor jouw huis.",
    empty: "Er staan nog geen artikelen in het Nederlands online. Kijk binnenkort nog eens.",
    cta: {
      title: "Liever direct verhuren, zonder commissie?",
      body: "In een gratis adviesgesprek kijken we samen naar je huis en je boekingen. Je eigen website staat binnen {{liveWithinDays}} dagen online.",
    },
  },
  post: {
    breadcrumbLabel: "Kruimelpad",
    publishedOn: "Gepubliceerd op",
    cta: {
      title: "Zelf aan de slag met directe boekingen?",
      body: "VayVista bouwt en beheert je eigen boekingswebsite, gekoppeld aan Airbnb en Booking.com. Binnen {{liveWithinDays}} dagen online, met {{moneyBackDays}} dagen geld-terug-garantie.",
    },
  },
};
