import { engineFor } from "../messaging/liquid-sandbox.ts";

/**
 * What an owner's message can say about the stay (issue 19 §2), as `{{ guest.first_name }}`:
 * the guest, the stay, the unit, the site and the owner. The list is fixed, so a template is
 * checked when it is saved and a guest's own words only ever arrive as values.
 */
export const MESSAGE_PLACEHOLDERS = {
  guest: ["name", "first_name"],
  stay: [
    "reference",
    "check_in",
    "check_out",
    "nights",
    "guests",
    "arrival_time",
    "link",
    "amount_due",
    "pay_link",
    "price",
    "payment",
    "cancellation_policy",
  ],
  unit: ["name", "check_in_from", "check_in_until", "check_out_until", "check_in_instructions", "house_rules"],
  site: ["name", "url", "address", "route"],
  owner: ["name", "email", "phone"],
} as const;

type Group = keyof typeof MESSAGE_PLACEHOLDERS;
export type Placeholder = { [G in Group]: `${G}.${(typeof MESSAGE_PLACEHOLDERS)[G][number]}` }[Group];

/** Placeholders a message may leave empty; any other one without a value holds the message. */
const MAY_BE_EMPTY: ReadonlySet<string> = new Set<Placeholder>([
  "stay.arrival_time",
  "stay.amount_due",
  "stay.pay_link",
  "stay.price",
  "stay.payment",
  "stay.cancellation_policy",
  "owner.phone",
  "unit.house_rules",
  // A map link is a help, not a need: many owners have none, and the address says where.
  "site.route",
]);

export const ALL_PLACEHOLDERS: readonly Placeholder[] = (Object.keys(MESSAGE_PLACEHOLDERS) as Group[]).flatMap(
  (group) => MESSAGE_PLACEHOLDERS[group].map((name) => `${group}.${name}` as Placeholder),
);
const KNOWN: ReadonlySet<string> = new Set(ALL_PLACEHOLDERS);

export type TemplateCheck =
  | { ok: true; placeholders: Placeholder[] }
  | { ok: false; reason: "syntax"; detail: string }
  | { ok: false; reason: "unknown"; names: string[] };

/** Whether a subject or body parses in the sandbox and names only known placeholders. */
export function checkMessageTemplate(text: string): TemplateCheck {
  let segments: (string | number)[][];
  try {
    segments = engineFor("text").globalVariableSegmentsSync(text) as (string | number)[][];
  } catch (error) {
    return { ok: false, reason: "syntax", detail: error instanceof Error ? (error.message.split("\n")[0] ?? "") : "" };
  }
  const names = [...new Set(segments.map((path) => path.join(".")))];
  const unknown = names.filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) return { ok: false, reason: "unknown", names: unknown };
  return { ok: true, placeholders: names as Placeholder[] };
}

/** The placeholders a message uses that have no value for this stay: the message waits for them. */
export function missingValues(
  used: readonly Placeholder[],
  values: Partial<Record<Placeholder, string>>,
): Placeholder[] {
  return used.filter((name) => !MAY_BE_EMPTY.has(name) && !values[name]?.trim());
}
