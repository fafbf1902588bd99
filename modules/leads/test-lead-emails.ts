import type { LeadEmailContext, LeadLabels } from "./queue-lead-emails.ts";

/** Tests only: the lead emails' context, with the interface's Dutch words in every language. */
const LABELS: LeadLabels = {
  kinds: { contact: "Contactbericht", consultation: "Adviesgesprek" },
  timeSlots: { morning: "Ochtend (9:00–12:00)", afternoon: "Middag (12:00–17:00)", evening: "Avond (17:00–20:00)" },
  propertyTypes: {
    holidayHome: "Vakantiehuis",
    apartment: "Appartement",
    bnb: "Bed & breakfast",
    chalet: "Chalet of lodge",
    multiple: "Meerdere accommodaties",
    other: "Anders",
  },
};

export const LEAD_EMAILS: LeadEmailContext = { origin: "https://vayvista.test", labels: () => LABELS };
