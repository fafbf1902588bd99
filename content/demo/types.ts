/** The stops of the dashboard tour, in order. */
export const DEMO_STOPS = [
  "overview",
  "calendar",
  "pricing",
  "guests",
  "sync",
  "payments",
  "website",
  "analytics",
] as const;
export type DemoStop = (typeof DEMO_STOPS)[number];

/**
 * Every word shown inside the dashboard mock-ups. Placeholders in single braces ({name},
 * {dates}, ...) are filled by the mock-up with its sample data.
 */
export type DashboardLabels = {
  product: string;
  propertyName: string;
  domain: string;
  ownerName: string;
  ownerInitials: string;
  viewSite: string;
  nav: Record<DemoStop, string>;
  /** Shared words. */
  direct: string;
  blocked: string;
  statusPaid: string;
  statusDeposit: string;
  on: string;
  persons: string;
  overview: {
    /** Contains {name}. */
    greeting: string;
    subtitle: string;
    occupancy: string;
    revenue: string;
    arrivals: string;
    directShare: string;
    thisMonth: string;
    comingWeeks: string;
    /** Contains {value}. */
    vsLastYear: string;
    upcoming: string;
    colGuest: string;
    colDates: string;
    colSource: string;
    colAmount: string;
    colStatus: string;
  };
  calendar: {
    /** Contains {value}. */
    occupancy: string;
    blockDates: string;
    ownUse: string;
  };
  pricing: {
    seasonsTitle: string;
    colSeason: string;
    colPeriod: string;
    colNightly: string;
    colMinNights: string;
    seasons: readonly [string, string, string, string, string];
    extrasTitle: string;
    cleaning: string;
    touristTax: string;
    pet: string;
    perStay: string;
    perPersonNight: string;
    discountsTitle: string;
    /** Contains {pct}. */
    weekDiscount: string;
    /** Contains {pct} and {days}. */
    lastMinute: string;
  };
  guests: {
    emailsTitle: string;
    emails: readonly { name: string; when: string }[];
    previewTitle: string;
    subject: string;
    /** Contains {name}. */
    greeting: string;
    /** Contains {date}. */
    body: string;
    lines: readonly [string, string, string];
    /** Contains {owner}. */
    signoff: string;
    guestTitle: string;
    returning: string;
    /** Contains {count}. */
    stays: string;
  };
  sync: {
    connectionsTitle: string;
    connected: string;
    /** Contains {minutes}. */
    lastSync: string;
    exportTitle: string;
    exportHelp: string;
    copy: string;
    logTitle: string;
    /** Contains {source} and {dates}. */
    logImported: string;
    /** Contains {source}. */
    logNoChanges: string;
    /** Contains {name} and {dates}. */
    logExported: string;
    conflicts: string;
  };
  payments: {
    received: string;
    outstanding: string;
    /** Contains {pct} and {weeks}. */
    schedule: string;
    transactionsTitle: string;
    colDate: string;
    colGuest: string;
    colMethod: string;
    colAmount: string;
    colStatus: string;
  };
  website: {
    fieldTitle: string;
    fieldIntro: string;
    introValue: string;
    fieldPhotos: string;
    fieldTheme: string;
    publish: string;
    saved: string;
    livePreview: string;
    tagline: string;
    book: string;
  };
  analytics: {
    visitors: string;
    requests: string;
    conversion: string;
    directRevenue: string;
    last30Days: string;
    thisYear: string;
    perMonth: string;
    sourcesTitle: string;
    sources: readonly [string, string, string, string];
  };
};

export type DemoContent = {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  tocTitle: string;
  /** Contains {n} and {total}. */
  stopLabel: string;
  stops: Record<DemoStop, { title: string; body: string; points: readonly string[]; screenLabel: string }>;
  closing: { title: string; body: string };
  dashboard: DashboardLabels;
  cta: { title: string; body: string };
};
