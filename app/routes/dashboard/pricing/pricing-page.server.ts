import { data, type RouterContextProvider } from "react-router";
import { propertyTimeZone } from "../../../../modules/booking/bookable-unit.ts";
import { todayIn } from "../../../../modules/dates/stay-date.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { ratePlanSchema } from "../../../../modules/pricing/rate-plan.ts";
import { CANCELLATION_POLICIES } from "../../../../modules/pricing/rate-plan-choices.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { platformRequestHoldHours } from "../../../../modules/pricing/request-hold.ts";
import { copyRatePlan, loadRatePlan, saveRatePlan } from "../../../../modules/pricing/unit-rates.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import type { OwnerSite } from "../../../../modules/sites/create-owner-site.ts";
import { listUnits, type RentalUnit } from "../../../../modules/units/units.ts";
import {
  pricingValuesFrom,
  pricingValuesOf,
  readPricingValues,
} from "../../../components/dashboard/pricing/pricing-form.ts";
import type { PricingAnswer, PricingPageData } from "../../../components/dashboard/pricing/pricing-views.ts";
import { policyName, policyText } from "../../../components/dashboard/pricing/stay-rule-text.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { notFound, uuidParam } from "../../../lib/refusals.server.ts";

/** Every rule of a plan with sixty seasons and eight discounts, typed generously. */
export const PRICING_FORM_BYTES = 64 * 1024;

/** How the owner's language writes a decimal: 89,50 in Dutch and Polish, 89.50 in English. */
export function decimalSignOf(lang: Lang): "," | "." {
  return lang === "en" ? "." : ",";
}

type Units = { all: RentalUnit[]; named: (unit: RentalUnit) => string };

async function siteUnits(context: Readonly<RouterContextProvider>, siteId: string): Promise<Units> {
  const { db } = services(context);
  const [all, content] = await Promise.all([
    listUnits(db, siteId, { includeArchived: true }),
    loadSiteContent(db, siteId),
  ]);
  const main = content.draft.languages.main;
  return { all, named: (unit) => textIn(unit.name, main, main) };
}

/**
 * The unit whose prices the page shows: the one named by `?unit=` (malformed: 400; not one of
 * the site's: 404, as if it did not exist), else the site's first place that is shown.
 */
function chosenUnit(units: RentalUnit[], asked: string | null): RentalUnit {
  if (asked !== null) {
    const id = uuidParam(asked);
    return units.find((u) => u.id === id) ?? notFound();
  }
  return units.find((u) => u.status === "active") ?? units[0] ?? notFound();
}

/** The pricing page of one of the site's units, in the owner's language. */
export async function pricingPage(
  context: Readonly<RouterContextProvider>,
  input: { site: OwnerSite; lang: Lang; askedUnit: string | null },
): Promise<PricingPageData> {
  const { db } = services(context);
  const { site, lang } = input;
  const units = await siteUnits(context, site.id);
  const unit = chosenUnit(units.all, input.askedUnit);
  const [plan, timeZone, holdHours, currency] = await Promise.all([
    loadRatePlan(db, site.id, unit.id),
    propertyTimeZone(db, site.id),
    platformRequestHoldHours(db),
    siteCurrency(db, site.id),
  ]);
  const decimalSign = decimalSignOf(lang);
  const t = translator(lang);
  return {
    unitId: unit.id,
    unitName: units.named(unit),
    // Archived places are left out, unless it is the one shown.
    units: units.all
      .filter((u) => u.status === "active" || u.id === unit.id)
      .map((u) => ({ id: u.id, name: units.named(u) })),
    values: pricingValuesOf(plan, decimalSign),
    plan,
    maxGuests: unit.maxGuests,
    today: todayIn(timeZone, new Date()),
    decimalSign,
    currency,
    platformHoldHours: holdHours,
    policies: CANCELLATION_POLICIES.map((policy) => ({
      value: policy,
      name: policyName(policy, t),
      text: policyText(policy, t),
    })),
  };
}

function answer(result: PricingAnswer, status = 200) {
  return data<PricingAnswer>(result, { status });
}

/**
 * Saves the form into one of the site's units, or copies another unit's prices into it. The
 * unit comes from the form; one of another site is answered as missing (404), a malformed id
 * with 400, both before anything is read or stored. A form with problems is refused (400)
 * with each problem as a message key and everything that was typed.
 */
export async function pricingAction(
  context: Readonly<RouterContextProvider>,
  input: { site: OwnerSite; form: FormData },
) {
  const { db, clearSitePages } = services(context);
  const { site, form } = input;
  const intent = form.get("intent");
  const unitId = uuidParam(form.get("unitId"));
  const units = await siteUnits(context, site.id);
  const unit = units.all.find((u) => u.id === unitId) ?? notFound();
  const attempt = crypto.randomUUID();

  if (intent === "copy") {
    const fromId = uuidParam(form.get("fromUnitId"));
    const from = units.all.find((u) => u.id === fromId) ?? notFound();
    if (from.id === unit.id) {
      return answer(
        {
          ok: false,
          intent,
          attempt,
          problems: { fields: { fromUnitId: [{ key: "dashboard.pricing.errors.unit" }] } },
        },
        400,
      );
    }
    const copied = await copyRatePlan(db, site.id, from.id, unit.id);
    if (!copied.ok) notFound();
    clearSitePages(site.id);
    return answer({ ok: true, intent, from: units.named(from) });
  }

  if (intent !== "save") {
    return answer(
      { ok: false, intent: "save", attempt, problems: { fields: {} }, values: pricingValuesFrom(form) },
      400,
    );
  }
  const values = pricingValuesFrom(form);
  const stored = await loadRatePlan(db, site.id, unit.id);
  const read = readPricingValues(values, stored);
  // The form's reading mirrors the plan's schema; the schema has the last word before storing.
  if (Object.keys(read.problems).length > 0 || !ratePlanSchema.safeParse(read.plan).success) {
    const problems =
      Object.keys(read.problems).length > 0
        ? { fields: read.problems }
        : { fields: {}, form: { key: "dashboard.pricing.errors.choice" } };
    return answer({ ok: false, intent, attempt, problems, values }, 400);
  }
  const saved = await saveRatePlan(db, site.id, unit.id, read.plan);
  if (!saved.ok) notFound();
  // The site's booking page shows the unit's booking mode and cancellation policy.
  clearSitePages(site.id);
  return answer({ ok: true, intent });
}
