import type { PerLang, SeedCustomerStory } from "./types.ts";

/**
 * Demo customer stories: fictional, deliberately modest owners and figures, so a newcomer
 * sees what a finished page looks like. Theme is one of the six theme names.
 */
export const DEMO_CUSTOMER_STORIES: PerLang<SeedCustomerStory[]> = {
  nl: [
    {
      ownerName: "Hanneke en Ruud Jansen",
      propertyName: "De Kleine Hoeve",
      location: "Ootmarsum, Overijssel",
      headline: "Van drie losse kalenders naar één overzicht, zonder dubbele boekingen",
      challenge:
        "Hanneke en Ruud verhuren hun vakantieboerderij voor acht personen via Airbnb, Booking.com en een regionaal verhuurplatform. De beschikbaarheid hielden ze bij in een gedeelde agenda, en de platforms pasten ze met de hand aan. In één zomer ging het twee keer bijna mis met een boeking op het laatste moment.",
      solution:
        "We zetten een eigen website op in een natuurlijk, rustiek thema, met hun eigen foto's van de boerderij en het Twentse landschap. Het boekingssysteem werd de centrale kalender, in twee richtingen via iCal gekoppeld aan Airbnb, Booking.com en het regionale platform. Op de platforms stelden we één dag vooraankondiging in.",
      result:
        "Sinds de lancering is er geen enkele dubbele boeking meer geweest. Eigen weken en onderhoud blokkeert Hanneke nu op één plek, en ongeveer een op de vier boekingen komt inmiddels via de eigen website binnen, vooral van gasten die er al eerder waren.",
      quote: "Ik kijk 's avonds niet meer drie keer of alles klopt. Alleen dat is het al waard.",
      highlights: [
        { value: "0", label: "dubbele boekingen sinds de lancering" },
        { value: "1 op 4", label: "boekingen komt nu via de eigen website" },
        { value: "3 → 1", label: "kalenders om bij te houden" },
      ],
      theme: "nature-rustic",
    },
    {
      ownerName: "Jeroen Peeters",
      propertyName: "Studio Zilte Lucht",
      location: "Knokke-Heist, West-Vlaanderen",
      headline: "Vaste gasten boeken weer rechtstreeks",
      challenge:
        "Jeroen heeft veel gasten die elk jaar terugkomen, maar omdat hij geen eigen manier had om online te boeken, reserveerden ze via Booking.com. Over dezelfde vaste weken betaalde hij dus elk jaar opnieuw commissie, en een bericht over het nieuwe seizoen kon hij ze niet zomaar sturen.",
      solution:
        "We bouwden een frisse website in kustsfeer met online betalen met iDEAL en creditcard, en een duidelijke prijsopbouw inclusief schoonmaak en toeristenbelasting. In januari stuurde Jeroen de gasten die daar eerder toestemming voor hadden gegeven een persoonlijke mail met de link.",
      result:
        "In het eerste seizoen boekten 9 van zijn 16 vaste gasten rechtstreeks. Booking.com blijft in gebruik voor nieuwe gasten en om de rustige weken in het voor- en naseizoen te vullen.",
      quote: "Mijn gasten vinden het zelf ook fijner. Ze mailen me gewoon weer, zoals vroeger.",
      highlights: [
        { value: "9 van 16", label: "vaste gasten boekten het eerste seizoen direct" },
        { value: "0%", label: "commissie op directe boekingen" },
      ],
      theme: "fresh-coastal",
    },
    {
      ownerName: "Linda Bakker",
      propertyName: "Boshuis Het Uilennest",
      location: "Epe, Veluwe",
      headline: "Minder mailen, meer tijd voor gasten",
      challenge:
        "Linda beheert het boshuis naast haar baan. Elke boeking betekende een reeks losse mails: de bevestiging, een betaalverzoek, de route, de code van het sleutelkastje en de huisregels. In het hoogseizoen was ze daar 's avonds uren mee bezig.",
      solution:
        "We richtten een website in met een warm, knus thema en online betalen bij het boeken. De bevestiging, een bericht een week voor aankomst met route, huisregels en sleutelcode, en een bedankmail na het verblijf gaan nu automatisch, in Linda's eigen woorden.",
      result:
        "Linda schat dat ze in het hoogseizoen zo'n drie uur per week minder kwijt is aan mail. Gasten stellen minder vragen voor aankomst, en de bedankmail levert geregeld een review op.",
      quote:
        "Ik heb nog steeds persoonlijk contact met mijn gasten, maar nu over de mooiste wandelroutes in plaats van over betaalverzoeken.",
      highlights: [
        { value: "3", label: "gastmails die nu automatisch gaan" },
        { value: "± 3 uur", label: "per week minder mailwerk in het hoogseizoen" },
      ],
      theme: "warm-cozy",
    },
  ],
  en: [
    {
      ownerName: "Gareth Evans",
      propertyName: "Cwm Farm Cottages",
      location: "Crickhowell, Powys",
      headline: "Two cottages, three channels each, one calendar",
      challenge:
        "Gareth lets two converted barns on his family's farm through Airbnb, Booking.com and a Welsh cottage agency. That meant six calendars to keep in step, which he updated from his phone between jobs on the farm. Twice in one summer a last-minute booking nearly slipped through.",
      solution:
        "We built a website with a natural, rustic theme and a page for each cottage, with one booking system at its centre. The Airbnb, Booking.com and agency calendars of both cottages were connected by iCal in both directions, and we set one day's advance notice on the platforms to close the gap between syncs.",
      result:
        "Since launch there has not been a single double booking. Gareth blocks maintenance weeks in one place, and guests who have stayed before increasingly book through the farm's own website.",
      quote: "I check the dashboard once a day over a cup of tea instead of worrying about it all day.",
      highlights: [
        { value: "0", label: "double bookings since launch" },
        { value: "6 → 1", label: "calendars to keep an eye on" },
        { value: "2", label: "cottages on one website" },
      ],
      theme: "nature-rustic",
    },
    {
      ownerName: "Emma Rutherford",
      propertyName: "Saltmarsh Lodge",
      location: "Wells-next-the-Sea, Norfolk",
      headline: "Regular guests are booking direct again",
      challenge:
        "Many families return to Saltmarsh Lodge every year, but with no way to book online directly they rebooked through Booking.com. Emma paid commission on the same guests year after year, and could not easily let them know when next summer opened up.",
      solution:
        "We set up a bright, coastal-style website with secure card payments and a clear price breakdown, including cleaning. Emma emailed the past guests who had agreed to hear from her with a short note and a link to the new site.",
      result:
        "In the first season 11 of her 19 regular families booked direct. Booking.com still brings in new guests and helps fill the quieter weeks in spring and autumn.",
      quote: "It's more personal again. Guests email me rather than a platform, and I can simply reply.",
      highlights: [
        { value: "11 of 19", label: "regular families booked direct in the first season" },
        { value: "0%", label: "commission on direct bookings" },
      ],
      theme: "fresh-coastal",
    },
    {
      ownerName: "Helen Carter",
      propertyName: "The Georgian Apartment",
      location: "Bath, Somerset",
      headline: "A website that finally matches the apartment",
      challenge:
        "Helen's platform listing made her high-ceilinged apartment look like any other city flat. Guests kept asking about the stairs, parking and street noise before booking, and some never booked at all.",
      solution:
        "We chose a classic, elegant theme, reordered her photos to open with the sitting room and its tall sash windows, and rewrote the description to answer the recurring questions up front: the second-floor stairs, permit parking and the quiet side street. Directions and check-in details now go out automatically before arrival.",
      result:
        "Helen receives far fewer 'just checking' messages before a booking, and the direct enquiries she does get come from guests who already know the apartment suits them.",
      quote: "The site feels like the apartment at last: calm, a little grand, and honest about the stairs.",
      highlights: [
        { value: "3", label: "common questions now answered before guests ask" },
        { value: "2", label: "automatic emails around every stay" },
      ],
      theme: "classic-elegant",
    },
  ],
  pl: [
    {
      ownerName: "Ewa i Michał Bukowscy",
      propertyName: "Chata pod Smrekami",
      location: "Kościelisko, Podhale",
      headline: "Jeden kalendarz zamiast trzech i koniec z nerwowymi telefonami",
      challenge:
        "Ewa i Michał wynajmują drewnianą chatę przez Booking.com, Airbnb i lokalny portal z noclegami. Kalendarze aktualizowali ręcznie, a w sezonie narciarskim ten sam weekend zarezerwowały dwie rodziny. Trzeba było przepraszać i szukać dla gości miejsca u sąsiadów.",
      solution:
        "Przygotowaliśmy stronę w ciepłym, przytulnym motywie, z ich zdjęciami chaty zimą i latem. System rezerwacji stał się kalendarzem centralnym, połączonym dwukierunkowo przez iCal z Airbnb, Booking.com i lokalnym portalem, a na portalach ustawiliśmy jeden dzień wyprzedzenia.",
      result:
        "Od uruchomienia strony nie było ani jednej podwójnej rezerwacji. Własne terminy i przerwy na remont blokują w jednym miejscu, a coraz więcej stałych gości rezerwuje bezpośrednio.",
      quote:
        "Wreszcie śpimy spokojnie w szczycie sezonu. Telefon dzwoni, bo ktoś chce przyjechać, a nie dlatego, że coś się pomyliło.",
      highlights: [
        { value: "0", label: "podwójnych rezerwacji od uruchomienia" },
        { value: "3 → 1", label: "kalendarze do pilnowania" },
      ],
      theme: "warm-cozy",
    },
    {
      ownerName: "Joanna Król",
      propertyName: "Apartament Bałtycka Bryza",
      location: "Kołobrzeg, Pomorze Zachodnie",
      headline: "Stali goście znów rezerwują bezpośrednio",
      challenge:
        "Wielu gości Joanny wraca co roku na te same tygodnie, ale rezerwowali przez Booking.com, bo nie było innej wygodnej możliwości. Od tych samych osób co roku szła prowizja, a przelew na konto przy rezerwacji telefonicznej budził u nowych gości wątpliwości.",
      solution:
        "Zbudowaliśmy stronę w nowoczesnym, minimalistycznym motywie z płatnością kartą online i przejrzystą ceną obejmującą sprzątanie i opłatę miejscową. Joanna wysłała gościom, którzy wcześniej zgodzili się na kontakt, krótki e-mail z linkiem do nowej strony.",
      result:
        "W pierwszym sezonie 8 z 14 stałych gości zarezerwowało bezpośrednio. Booking.com nadal przyprowadza nowych gości i pomaga zapełnić maj i wrzesień.",
      quote: "Goście piszą teraz do mnie, a nie do portalu. Jest jak dawniej, tylko wygodniej.",
      highlights: [
        { value: "8 z 14", label: "stałych gości zarezerwowało bezpośrednio w pierwszym sezonie" },
        { value: "0%", label: "prowizji od rezerwacji bezpośrednich" },
      ],
      theme: "modern-minimal",
    },
    {
      ownerName: "Tomasz Zając",
      propertyName: "Loft na Kazimierzu",
      location: "Kraków, Małopolska",
      headline: "Mniej e-maili, więcej czasu dla gości",
      challenge:
        "Tomasz prowadzi loft w kamienicy, pracując jednocześnie na etacie. Każda rezerwacja oznaczała serię wiadomości: potwierdzenie, prośbę o płatność, dojazd, kod do drzwi i zasady ciszy nocnej w kamienicy. Wieczorami spędzał nad tym sporo czasu.",
      solution:
        "Uruchomiliśmy stronę w miejskim, wyrazistym motywie z płatnością online przy rezerwacji. Potwierdzenie, wiadomość tydzień przed przyjazdem z dojazdem, kodem i zasadami kamienicy oraz podziękowanie po pobycie wysyłają się teraz automatycznie, napisane jego słowami.",
      result:
        "Tomasz szacuje, że oszczędza około dwóch godzin tygodniowo. Goście zadają mniej pytań przed przyjazdem i rzadziej błądzą po podwórku w poszukiwaniu właściwej klatki.",
      quote: "Nadal rozmawiam z gośćmi, ale o tym, gdzie zjeść najlepsze pierogi, a nie o przelewach.",
      highlights: [
        { value: "3", label: "wiadomości do gości wysyłane automatycznie" },
        { value: "ok. 2 godz.", label: "tygodniowo mniej pracy z e-mailami" },
      ],
      theme: "urban-hip",
    },
  ],
};
