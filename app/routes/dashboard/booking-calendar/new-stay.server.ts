import { data, type RouterContextProvider, redirect } from "react-router";
import { propertyTimeZone } from "../../../../modules/booking/bookable-unit.ts";
import { createBlock } from "../../../../modules/booking/create-block.ts";
import { createManualBooking } from "../../../../modules/booking/create-manual-booking.ts";
import { updateStayNotes } from "../../../../modules/booking/update-stay-notes.ts";
import { calendarUnits } from "../../../../modules/booking-calendar/calendar-month.ts";
import {
  OWNER_STAY_TEXT_MAX,
  parseOwnerBlock,
  parseOwnerBooking,
} from "../../../../modules/booking-calendar/owner-stay-input.ts";
import { addDays, parseStayDate, todayIn } from "../../../../modules/dates/stay-date.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { isUuid } from "../../../../modules/ids/uuid.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { siteLanguages } from "../../../../modules/site-content/site-content-doc.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import { monthPath, stayPath } from "../../../components/dashboard/booking-calendar/calendar-paths.ts";
import {
  BLOCK_FIELDS,
  BOOKING_FIELDS,
  type NewStayResult,
} from "../../../components/dashboard/booking-calendar/new-stay-result.ts";
import { ruleText } from "../../../components/dashboard/pricing/stay-rule-text.ts";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import { checkFields, ownerWords, problemMessages } from "./owner-words.server.ts";

/*
 * The loader and action of the form for a booking entered by hand or blocked dates
 * (app/routes/dashboard/booking-calendar/new-stay.tsx), here so the page's script never
 * loads the schema library or the database code they use.
 */

type PageArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

const FORM_BYTES = formLimit(OWNER_STAY_TEXT_MAX.notes + 1000);

/**
 * `?kind=block` blocks dates, anything else enters a booking; `?unit=`, `?checkIn=` and
 * `?checkOut=` (from the calendar) fill the form in. The units are the site's active ones.
 */
export async function loadNewStay({ request, context, url }: PageArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const [units, timeZone, content, currency] = await Promise.all([
    calendarUnits(db, site.id),
    propertyTimeZone(db, site.id),
    loadSiteContent(db, site.id),
    siteCurrency(db, site.id),
  ]);
  const active = units.filter((unit) => !unit.archived);
  const asked = url.searchParams.get("unit");
  const checkIn = parseStayDate(url.searchParams.get("checkIn")) ?? todayIn(timeZone, new Date());
  // The departure picked on the calendar, when it comes after the arrival; else one night.
  const askedOut = parseStayDate(url.searchParams.get("checkOut"));
  const checkOut = askedOut && askedOut > checkIn ? askedOut : addDays(checkIn, 1);
  return {
    kind: url.searchParams.get("kind") === "block" ? ("block" as const) : ("booking" as const),
    units: active.map((unit) => ({ id: unit.id, name: textIn(unit.name, user.lang, user.lang) })),
    defaults: {
      unitId: isUuid(asked) && active.some((unit) => unit.id === asked) ? asked : (active[0]?.id ?? ""),
      checkIn,
      checkOut,
    },
    // A guest's emails are in one of the languages the site speaks; the main one first.
    siteLanguages: siteLanguages(content.draft),
    currency,
  };
}

function refused(result: Omit<NewStayResult, "ok">, status: number) {
  return data<NewStayResult>({ ok: false, ...result }, { status });
}

/**
 * Enters the booking (confirmed at once, the guest emailed when they have an address) or
 * blocks the dates, and opens the new stay's page. The dates are checked against every
 * other stay of the unit in the same transaction; a refusal comes back in the owner's
 * language with everything typed.
 */
export async function createStay({ request, context }: PageArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, origin, appDomain, bookingEvents } = services(context);
  const form = await readForm(request, { maxBytes: FORM_BYTES, lang: user.lang });
  const t = ownerWords(user.lang);
  const block = form.get("kind") === "block";
  const values = Object.fromEntries(
    (block ? BLOCK_FIELDS : BOOKING_FIELDS).map((name) => [name, String(form.get(name) ?? "")]),
  );
  const [units, content] = await Promise.all([calendarUnits(db, site.id), loadSiteContent(db, site.id)]);
  const active = units.filter((unit) => !unit.archived);
  const ctx = { addressing: { origin, appDomain }, bookingEvents };
  if (block) {
    const parsed = parseOwnerBlock(values, active);
    if (!parsed.ok) {
      const errors = problemMessages(parsed.problems, t);
      return refused({ message: checkFields(errors, t), errors, values }, 400);
    }
    const { notes, ...input } = parsed.value;
    const result = await createBlock(db, site.id, input, ctx);
    if (result.ok) {
      if (notes) await updateStayNotes(db, site.id, result.stay.id, notes);
      // Nights picked on the calendar's grid: back to that month, where the block now shows.
      if (form.get("returnTo") === "calendar") throw redirect(monthPath(input.checkIn.slice(0, 7)));
      throw redirect(stayPath(result.stay.id));
    }
    const [field, text, status] =
      result.reason === "dates-taken"
        ? ["checkIn", t("dashboard.bookingCalendar.errors.datesTaken"), 409]
        : result.reason === "unknown-unit"
          ? ["unitId", t("dashboard.bookingCalendar.errors.unit"), 400]
          : result.reason === "invalid-dates"
            ? ["checkIn", t("dashboard.bookingCalendar.errors.date"), 400]
            : ["label", t("dashboard.bookingCalendar.errors.failed"), 400];
    return refused({ message: text, errors: { [field]: text }, values }, status);
  }

  const parsed = parseOwnerBooking(values, active, siteLanguages(content.draft));
  if (!parsed.ok) {
    const errors = problemMessages(parsed.problems, t);
    return refused({ message: checkFields(errors, t), errors, values }, 400);
  }
  const input = parsed.value;
  const result = await createManualBooking(
    db,
    site.id,
    {
      unitId: input.unitId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      adults: input.adults,
      children: input.children,
      guest: { name: input.guestName, email: input.guestEmail, phone: input.guestPhone, lang: input.lang },
      totalCents: input.totalCents,
      notes: input.notes,
      overrideRules: form.get("overrideRules") === "on",
    },
    ctx,
  );
  if (result.ok) throw redirect(stayPath(result.stay.id));
  const field = (name: string, text: string) => refused({ message: text, errors: { [name]: text }, values }, 400);
  switch (result.reason) {
    case "dates-taken": {
      const text = t("dashboard.bookingCalendar.errors.datesTaken");
      return refused({ message: text, errors: { checkIn: text }, values }, 409);
    }
    case "stay-not-allowed": {
      const reasons = result.violations.map((violation) => ruleText(violation, t)).join(" ");
      return refused(
        { message: t("dashboard.bookingCalendar.errors.rulesBroken", { reasons }), errors: {}, values },
        422,
      );
    }
    case "unknown-unit":
      return field("unitId", t("dashboard.bookingCalendar.errors.unit"));
    case "invalid-dates":
      return field("checkIn", t("dashboard.bookingCalendar.errors.date"));
    case "invalid-guests":
      return field("adults", t("dashboard.bookingCalendar.errors.guests", { max: 500 }));
    case "invalid-total":
      return field("total", t("dashboard.bookingCalendar.errors.amount"));
    case "invalid-guest": {
      const names: Record<string, string> = { name: "guestName", email: "guestEmail", phone: "guestPhone" };
      const errors = Object.fromEntries(
        result.fields.map((name) => [
          names[name] ?? name,
          name === "email"
            ? t("dashboard.bookingCalendar.errors.email")
            : t("dashboard.bookingCalendar.errors.required"),
        ]),
      );
      return refused({ message: checkFields(errors, t), errors, values }, 400);
    }
    default:
      return field("notes", t("dashboard.bookingCalendar.errors.failed"));
  }
}
