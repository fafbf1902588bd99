/**
 * Made-up but realistic values of the emails in one language, for the admin's previews and
 * the templates' checks (sample-data.ts adds names, addresses and links, the same in every
 * language).
 */
export type SampleWords = {
  /** An owner's question to the team, and the team's answer. */
  support: { subject: string; message: string; reply: string };
  /** A consultation request: its kind, the moment and property type asked for (as the forms name them), its notes. */
  lead: { kind: string; preferredDate: string; timeSlot: string; propertyType: string; message: string };
  /** A guest's enquiry through an owner's site, written from a German page. */
  enquiry: { checkIn: string; checkOut: string; unit: string; language: string; message: string };
  /** A week in July for two adults and a child, booked from a German page (its party, price and hold are written as a real booking's). */
  booking: {
    unit: string;
    checkIn: string;
    checkOut: string;
    houseRules: string;
    language: string;
    /** The guest's message to the owner. */
    guestNote: string;
    /** The owner's note to the guest. */
    ownerNote: string;
  };
  /** A booking's money: the owner's reason for keeping part of the security deposit. */
  payment: { claimReason: string };
  /** A connected calendar (its problem and conflicts are written as the real emails write them). */
  calendar: { unit: string; feedName: string; lastSuccess: string };
  /** The owner's plan as the subscription emails name it (its prices are the samples' €150 + €50). */
  subscription: { plan: string };
};

/** The values of what guests of owners' sites receive, in a language only they are written to (German). */
export type GuestSampleWords = Pick<SampleWords, "enquiry" | "booking" | "payment">;
