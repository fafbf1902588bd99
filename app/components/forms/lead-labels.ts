import type { Lang } from "../../../modules/i18n/languages.ts";
import { PROPERTY_TYPES, TIME_SLOTS } from "../../../modules/leads/lead-choices.ts";
import type { LeadLabels } from "../../../modules/leads/queue-lead-emails.ts";
import { translator } from "../../i18n/i18n.tsx";

/** The lead emails' words for kinds and choices: the same the forms and the admin's lead list show. */
export function leadLabels(lang: Lang): LeadLabels {
  const t = translator(lang);
  return {
    kinds: { contact: t("admin.leads.kind.contact"), consultation: t("admin.leads.kind.consultation") },
    timeSlots: Object.fromEntries(
      TIME_SLOTS.map((slot) => [slot, t(`form.timeSlots.${slot}`)]),
    ) as LeadLabels["timeSlots"],
    propertyTypes: Object.fromEntries(
      PROPERTY_TYPES.map((type) => [type, t(`form.propertyTypes.${type}`)]),
    ) as LeadLabels["propertyTypes"],
  };
}
