/** Dutch texts of the dashboard's visitor statistics (the reference language). */
export const nl = {
  title: "Bezoekers",
  intro: "Hoeveel mensen je website bekijken, welke pagina's ze lezen en waar ze vandaan komen.",
  privacy:
    "We tellen zonder cookies en bewaren geen IP-adressen: je gasten blijven anoniem en je hebt er geen cookiemelding voor nodig.",
  period: "Periode",
  days_one: "{{count}} dag",
  days_other: "{{count}} dagen",
  totals: {
    heading: "Totalen over de laatste {{count}} dagen",
    visitors: "Bezoekers",
    pageViews: "Paginaweergaven",
    /** The page views column of a table, where space is short. */
    views: "Weergaven",
    pagesPerVisitor: "Pagina's per bezoeker",
    visitorsNote: "Een bezoeker telt één keer per dag; wie op twee dagen komt, telt twee keer.",
  },
  chart: {
    heading: "Per dag",
    showTable: "Toon als tabel",
    date: "Datum",
    caption: "Bezoekers en paginaweergaven per dag, van {{from}} tot en met {{to}}",
  },
  pages: {
    heading: "Meest bekeken pagina's",
    page: "Pagina",
    empty: "Nog geen pagina's bekeken in deze periode.",
  },
  referrers: {
    heading: "Waar bezoekers vandaan komen",
    source: "Website",
    empty:
      "Nog geen bezoekers via een andere website: ze kwamen direct, bijvoorbeeld via een bladwijzer of een getypt adres.",
  },
  languages: {
    heading: "Talen",
    language: "Taal",
    main: "Hoofdtaal",
    mainNote: "Hoofdtaal: de pagina's zonder taalcode in het adres.",
    names: { nl: "Nederlands", en: "Engels", de: "Duits", pl: "Pools" },
    empty: "Nog geen bezoekers in deze periode.",
  },
  devices: {
    heading: "Apparaten",
    device: "Apparaat",
    names: { mobile: "Telefoon", tablet: "Tablet", desktop: "Computer" },
    empty: "Nog geen bezoekers in deze periode.",
  },
  empty: {
    title: "Nog geen bezoekers in deze periode",
    body: "Zodra gasten je website bekijken, zie je hier hoeveel het er zijn en wat ze bekijken. Nieuwe bezoeken verschijnen binnen een minuut.",
  },
  timezone: "Dagen lopen van middernacht tot middernacht UTC (in Nederland 1 à 2 uur later).",
};
