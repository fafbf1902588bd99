import type { SiteLang } from "../../i18n/site-languages.ts";
import type { SiteCurrency } from "../../pricing/currencies.ts";
import { DEFAULT_RATE_PLAN, type RatePlan, type Season } from "../../pricing/rate-plan-choices.ts";

/**
 * What the demo owners' calendars hold on a fresh local database (modules/seed/demo-bookings.ts
 * places it around the day the server first starts): each unit's rates, a guest-facing
 * voucher, bank details for "pay by bank transfer", an imported channel calendar, an owner
 * block, and bookings past, present and coming from guests of the countries our owners host.
 * Days are counted from the property's today; a stay that does not fit where it is asked
 * (a season's minimum stay, another stay) moves a week on.
 */

export type DemoGuest = {
  name: string;
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The site language they book in. */
  lang: SiteLang;
};

export type DemoStay =
  | {
      type: "booking";
      unit: string;
      /** Check-in, in days from today (negative: in the past). */
      day: number;
      nights: number;
      /** How many days before check-in the guest booked; the booking is made at that moment. */
      bookedDaysBefore: number;
      adults: number;
      children?: number;
      guest: DemoGuest;
      voucher?: string;
      arrivalTime?: string;
      message?: string;
    }
  | { type: "block"; unit: string; day: number; nights: number; label: string }
  /** An event of a channel's calendar; `label` is its SUMMARY there (calendar sync keeps a neutral word). */
  | { type: "import"; feed: string; uid: string; day: number; nights: number; label: string };

export type DemoFeed = {
  key: string;
  unit: string;
  channel: "airbnb" | "booking" | "vrbo" | "google" | "other";
  name: string;
  /**
   * The channel's export link. On a reserved domain (RFC 2606 .example): a fresh clone never
   * asks a real channel for a listing that does not exist.
   */
  url: (secret: string) => string;
};

export type DemoBookingSetup = {
  timeZone: string;
  /** What the site prices in; every amount below is in its cents (grosze). */
  currency: SiteCurrency;
  bank: { holder: string; iban: string; bic: string };
  /** Per unit slug: its plan, given the years around today (seasons are dated). */
  plans: Record<string, (years: number[]) => RatePlan>;
  voucher: { code: string; percent: number; minNights: number; maxUsesPerEmail: number | null };
  feeds: DemoFeed[];
  stays: DemoStay[];
};

const season = (
  id: string,
  name: string,
  from: string,
  until: string,
  nightlyCents: number,
  minNights: number | null,
  priority: number,
): Season => ({ id, name, from, until, nightlyCents, minNights, priority });

/** Sanne's wooden beach house in the dunes of Zoutelande (Zeeland), six guests. */
const COAST: DemoBookingSetup = {
  timeZone: "Europe/Amsterdam",
  currency: "EUR",
  bank: { holder: "S. de Vries", iban: "NL91ABNA0417164300", bic: "ABNANL2A" },
  plans: {
    "duinhuis-zeezicht": (years) => ({
      ...DEFAULT_RATE_PLAN,
      baseNightlyCents: 14_500,
      weekendNightlyCents: 16_500,
      seasons: years.flatMap((y) => [
        // High summer: weekly stays, Saturday to Saturday (the seed places them so; the plan's
        // check-in days are year-round).
        season(`zomer-${y}`, `Zomer ${y}`, `${y}-07-01`, `${y}-08-31`, 21_000, 7, 10),
        season(`kerst-${y}`, `Kerst en oud & nieuw ${y}`, `${y}-12-20`, `${y + 1}-01-01`, 17_500, 4, 20),
      ]),
      minNights: 2,
      maxNights: 28,
      bookingWindowDays: 365,
      leadTimeDays: 1,
      cleaningFeeCents: 9_500,
      touristTax: { kind: "perPersonNight", cents: 240 },
      depositCents: 20_000,
      lengthOfStayDiscounts: [
        { minNights: 7, percent: 5 },
        { minNights: 14, percent: 10 },
      ],
      cancellationPolicy: "moderate",
      bookingMode: "instant",
    }),
  },
  voucher: { code: "WELKOM10", percent: 10, minNights: 2, maxUsesPerEmail: 1 },
  feeds: [
    {
      key: "airbnb",
      unit: "duinhuis-zeezicht",
      channel: "airbnb",
      name: "Airbnb",
      url: (secret) => `https://www.airbnb.example/calendar/ical/48213977.ics?s=${secret}`,
    },
  ],
  stays: [
    {
      // Last summer's guests: the overview sets this year beside last year's.
      type: "booking",
      unit: "duinhuis-zeezicht",
      day: -364,
      nights: 7,
      bookedDaysBefore: 60,
      adults: 2,
      children: 2,
      guest: {
        name: "Thomas Berger",
        email: "thomas.berger@example.at",
        phone: "+43 664 1234567",
        country: "AT",
        lang: "de",
      },
      arrivalTime: "16:00",
    },
    {
      type: "booking",
      unit: "duinhuis-zeezicht",
      day: -70,
      nights: 7,
      bookedDaysBefore: 95,
      adults: 2,
      children: 2,
      guest: {
        name: "Katrin Schneider",
        email: "katrin.schneider@example.de",
        phone: "+49 170 4456123",
        country: "DE",
        lang: "de",
      },
      arrivalTime: "15:30",
    },
    {
      type: "booking",
      unit: "duinhuis-zeezicht",
      day: -24,
      nights: 3,
      bookedDaysBefore: 21,
      adults: 2,
      guest: {
        name: "Joost Visser",
        email: "joost.visser@example.nl",
        phone: "06 41 22 87 90",
        country: "NL",
        lang: "nl",
      },
    },
    {
      type: "booking",
      unit: "duinhuis-zeezicht",
      day: -2,
      nights: 5,
      bookedDaysBefore: 30,
      adults: 2,
      children: 1,
      guest: {
        name: "Sofie Peeters",
        email: "sofie.peeters@example.be",
        phone: "+32 478 12 34 56",
        country: "BE",
        lang: "nl",
      },
      arrivalTime: "17:00",
      message: "We komen met de fietsen op de auto. Kunnen die ergens droog staan?",
    },
    {
      type: "import",
      feed: "airbnb",
      uid: "1418fb94e984-0f3a1c2b7d9e4a51@airbnb.com",
      day: 4,
      nights: 3,
      label: "Reserved",
    },
    {
      type: "booking",
      unit: "duinhuis-zeezicht",
      day: 10,
      nights: 2,
      bookedDaysBefore: 0,
      adults: 2,
      children: 2,
      guest: {
        name: "Marieke de Jong",
        email: "marieke.dejong@example.nl",
        phone: "06 12 98 45 33",
        country: "NL",
        lang: "nl",
      },
      voucher: "WELKOM10",
      arrivalTime: "16:00",
    },
    { type: "block", unit: "duinhuis-zeezicht", day: 14, nights: 3, label: "Onderhoud: schilder" },
    {
      type: "booking",
      unit: "duinhuis-zeezicht",
      day: 19,
      nights: 4,
      bookedDaysBefore: 0,
      adults: 2,
      guest: {
        name: "Lena Hoffmann",
        email: "lena.hoffmann@example.de",
        phone: "+49 151 22334455",
        country: "DE",
        lang: "de",
      },
      message: "Wir freuen uns sehr auf die Nordsee! Gibt es Bettwäsche und Handtücher?",
    },
    {
      // Booked for the spring, months ahead: its first payment made, the balance still to come.
      type: "booking",
      unit: "duinhuis-zeezicht",
      day: 75,
      nights: 5,
      bookedDaysBefore: 0,
      adults: 2,
      children: 1,
      guest: {
        name: "Emma Clarke",
        email: "emma.clarke@example.co.uk",
        phone: "+44 7700 900123",
        country: "GB",
        lang: "en",
      },
      arrivalTime: "15:00",
    },
    {
      type: "import",
      feed: "airbnb",
      uid: "1418fb94e984-7c5d2e8f3b1a6d40@airbnb.com",
      day: 28,
      nights: 7,
      label: "Reserved",
    },
  ],
};

/** Piotr's three log cabins in Kościelisko, near Zakopane, priced in złoty; New Year's Eve 80 zł a night above winter. */
const cabin =
  (base: number, weekend: number | null, winter: number, fields: Partial<RatePlan>) => (years: number[]) => ({
    ...DEFAULT_RATE_PLAN,
    baseNightlyCents: base,
    weekendNightlyCents: weekend,
    seasons: years.flatMap((y) => [
      season(`zima-${y}`, `Zima ${y}/${y + 1}`, `${y}-12-19`, `${y + 1}-03-08`, winter, 3, 10),
      season(`sylwester-${y}`, `Sylwester ${y}`, `${y}-12-28`, `${y + 1}-01-01`, winter + 8_000, 4, 20),
    ]),
    minNights: 2,
    maxNights: 30,
    bookingWindowDays: 365,
    leadTimeDays: 1,
    // Opłata miejscowa in Kościelisko: 3.50 zł per person per night.
    touristTax: { kind: "perPersonNight" as const, cents: 350 },
    lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
    ...fields,
  });

const MOUNTAINS: DemoBookingSetup = {
  timeZone: "Europe/Warsaw",
  currency: "PLN",
  bank: { holder: "Piotr Chowaniec", iban: "PL61109010140000071219812874", bic: "WBKPPLPP" },
  plans: {
    "domek-smrek": cabin(45_000, 49_000, 52_000, {
      cleaningFeeCents: 18_000,
      extraGuestFee: { aboveGuests: 4, perNightCents: 6_000 },
      depositCents: 40_000,
      cancellationPolicy: "strict",
      bookingMode: "instant",
    }),
    "domek-limba": cabin(38_000, 42_000, 45_000, {
      cleaningFeeCents: 15_000,
      cancellationPolicy: "moderate",
      bookingMode: "instant",
    }),
    "domek-jawor": cabin(35_000, null, 39_000, {
      cleaningFeeCents: 10_000,
      cancellationPolicy: "flexible",
      // The smallest cabin, often asked for with a dog: Piotr says yes or no himself.
      bookingMode: "request",
    }),
  },
  voucher: { code: "WITAMY10", percent: 10, minNights: 3, maxUsesPerEmail: 1 },
  feeds: [
    {
      key: "booking",
      unit: "domek-smrek",
      channel: "booking",
      name: "Booking.com",
      url: (secret) => `https://ical.booking.example/v1/export?t=${secret}`,
    },
  ],
  stays: [
    {
      type: "booking",
      unit: "domek-smrek",
      day: -45,
      nights: 5,
      bookedDaysBefore: 40,
      adults: 2,
      children: 2,
      guest: {
        name: "Katarzyna Zielińska",
        email: "k.zielinska@example.pl",
        phone: "+48 601 234 567",
        country: "PL",
        lang: "pl",
      },
    },
    {
      type: "booking",
      unit: "domek-limba",
      day: -20,
      nights: 3,
      bookedDaysBefore: 15,
      adults: 2,
      guest: {
        name: "Jonas Becker",
        email: "jonas.becker@example.de",
        phone: "+49 160 9876543",
        country: "DE",
        lang: "de",
      },
    },
    {
      // A year ago, in the same weeks: the overview sets this year beside it.
      type: "booking",
      unit: "domek-limba",
      day: -361,
      nights: 4,
      bookedDaysBefore: 30,
      adults: 2,
      guest: {
        name: "Michał Kamiński",
        email: "michal.kaminski@example.pl",
        phone: "+48 600 111 222",
        country: "PL",
        lang: "pl",
      },
    },
    {
      // Leaves today, as another guest arrives at the cabin next door.
      type: "booking",
      unit: "domek-smrek",
      day: -3,
      nights: 3,
      bookedDaysBefore: 14,
      adults: 2,
      children: 1,
      guest: {
        name: "Jana Nováková",
        email: "jana.novakova@example.cz",
        phone: "+420 601 234 567",
        country: "CZ",
        lang: "en",
      },
    },
    {
      type: "booking",
      unit: "domek-limba",
      day: 0,
      nights: 2,
      bookedDaysBefore: 9,
      adults: 2,
      guest: {
        name: "Lukas Weber",
        email: "lukas.weber@example.de",
        phone: "+49 160 9876543",
        country: "DE",
        lang: "de",
      },
      arrivalTime: "15:00",
    },
    { type: "block", unit: "domek-limba", day: 2, nights: 3, label: "Przegląd kominka" },
    {
      type: "booking",
      unit: "domek-smrek",
      day: 6,
      nights: 4,
      bookedDaysBefore: 0,
      adults: 4,
      guest: {
        name: "Tomasz Wójcik",
        email: "tomasz.wojcik@example.pl",
        phone: "+48 512 345 678",
        country: "PL",
        lang: "pl",
      },
      voucher: "WITAMY10",
      arrivalTime: "18:00",
    },
    {
      type: "booking",
      unit: "domek-jawor",
      day: 8,
      nights: 3,
      bookedDaysBefore: 0,
      adults: 2,
      guest: {
        name: "Agnieszka Lewandowska",
        email: "agnieszka.lewandowska@example.pl",
        phone: "+48 698 112 233",
        country: "PL",
        lang: "pl",
      },
      message: "Dzień dobry, czy możemy przyjechać z małym psem? Jest spokojny i nauczony czystości.",
    },
    {
      type: "booking",
      unit: "domek-limba",
      day: 12,
      nights: 7,
      bookedDaysBefore: 0,
      adults: 2,
      children: 1,
      guest: {
        name: "Eva Jansen",
        email: "eva.jansen@example.nl",
        phone: "+31 6 24 68 13 57",
        country: "NL",
        lang: "en",
      },
    },
    {
      type: "import",
      feed: "booking",
      uid: "3f9c1a7e5b2d4c60@booking.com",
      day: 14,
      nights: 4,
      label: "CLOSED - Not available",
    },
    {
      type: "booking",
      unit: "domek-smrek",
      day: 24,
      nights: 3,
      bookedDaysBefore: 0,
      adults: 3,
      guest: {
        name: "Wouter Claes",
        email: "wouter.claes@example.be",
        phone: "+32 495 66 77 88",
        country: "BE",
        lang: "en",
      },
    },
    {
      type: "import",
      feed: "booking",
      uid: "8d2e6b0f4a1c3e75@booking.com",
      day: 35,
      nights: 5,
      label: "CLOSED - Not available",
    },
  ],
};

export const DEMO_BOOKINGS = { coast: COAST, mountains: MOUNTAINS } as const satisfies Record<string, DemoBookingSetup>;
