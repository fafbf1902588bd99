import type { TFunction } from "i18next";
import { data, type RouterContextProvider, redirect } from "react-router";
import { acceptRequest } from "../../../../modules/booking/accept-request.ts";
import { propertyTimeZone } from "../../../../modules/booking/bookable-unit.ts";
import { cancellationRefund } from "../../../../modules/booking/cancellation-refund.ts";
import { changeBlock } from "../../../../modules/booking/change-block.ts";
import { changeBooking } from "../../../../modules/booking/change-booking.ts";
import { BLOCK_LABEL_MAX } from "../../../../modules/booking/create-block.ts";
import { declineRequest } from "../../../../modules/booking/decline-request.ts";
import { removeBlock } from "../../../../modules/booking/remove-block.ts";
import { updateStayNotes } from "../../../../modules/booking/update-stay-notes.ts";
import { calendarUnits } from "../../../../modules/booking-calendar/calendar-month.ts";
import { OWNER_STAY_TEXT_MAX, parseStayChange } from "../../../../modules/booking-calendar/owner-stay-input.ts";
import { stayDetail } from "../../../../modules/booking-calendar/stay-detail.ts";
import { todayIn } from "../../../../modules/dates/stay-date.ts";
import { HAND_SUBJECT_MAX, HAND_TEXT_MAX } from "../../../../modules/guest-messages/write-to-guest.ts";
import { LOCALES } from "../../../../modules/i18n/languages.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { onlinePaymentFor } from "../../../../modules/payments/online-payment.ts";
import { cancelWithRefund } from "../../../../modules/payments/refunds.ts";
import { stayMoney } from "../../../../modules/payments/stay-money.ts";
import { parseEuroAmount } from "../../../../modules/pricing/euro-amount.ts";
import type { Violation } from "../../../../modules/pricing/quote-stay.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { OWNER_MESSAGE_MAX } from "../../../../modules/stays/owned-stay.ts";
import { hasStrayControlCharacter } from "../../../../modules/text/multi-line.ts";
import { hasControlCharacter } from "../../../../modules/text/single-line.ts";
import { BOOKING_CALENDAR_PATH } from "../../../components/dashboard/booking-calendar/calendar-paths.ts";
import type { StayPageData } from "../../../components/dashboard/booking-calendar/stay-page-data.ts";
import {
  BLOCK_CHANGE_FIELDS,
  CHANGE_FIELDS,
  STAY_INTENTS,
  type StayActionResult,
  type StayIntent,
} from "../../../components/dashboard/booking-calendar/stay-result.ts";
import { formatMoney } from "../../../components/dashboard/money/format-money.ts";
import { policyName, ruleText } from "../../../components/dashboard/pricing/stay-rule-text.ts";
import { services } from "../../../context.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import { checkFields, ownerWords, problemMessages } from "./owner-words.server.ts";
import { messageAction, stayMessages, writeGuestAction } from "./stay-messages.server.ts";
import { moneyAction } from "./stay-money.server.ts";

/*
 * The loader and action of a stay's page (app/routes/dashboard/booking-calendar/stay.tsx),
 * here so the page's script never loads the database code they use.
 */

type StayArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { stayId?: string } };

const PAGE_FORM_BYTES = formLimit(
  Math.max(OWNER_STAY_TEXT_MAX.notes + OWNER_MESSAGE_MAX, HAND_SUBJECT_MAX + HAND_TEXT_MAX) + 300,
);

/**
 * One stay of the owner's site with what its actions need: the units it can move to and,
 * for a booking made on the site, the refund its cancellation policy gives if cancelled
 * today. Another site's stay is answered as missing (404), a malformed id with 400.
 */
export async function loadStay({ request, context, params }: StayArgs): Promise<StayPageData> {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const stayId = uuidParam(params.stayId);
  const now = new Date();
  const stay = await withIdCheck(() => stayDetail(db, site.id, stayId, now));
  if (!stay) notFound();
  const [timeZone, units, currency] = await Promise.all([
    propertyTimeZone(db, site.id),
    calendarUnits(db, site.id),
    siteCurrency(db, site.id),
  ]);
  const today = todayIn(timeZone, now);
  // What cancelling now gives back under the policy the booking was made on.
  const refund = await cancellationRefund(db, site.id, stay.id, now);
  const cancellation = refund && {
    policy: policyName(refund.policy, ownerWords(user.lang)),
    refundCents: refund.refundCents,
    percent: refund.percent,
  };
  const name = (text: Parameters<typeof textIn>[0]) => textIn(text, user.lang, user.lang);
  return {
    stay: { ...stay, unit: { ...stay.unit, name: name(stay.unit.name) }, currency },
    timeZone,
    today,
    cancellation,
    money: await stayMoney(db, site.id, stay.id),
    messages: await stayMessages(db, site.id, stay),
    // Where a stay can move: the site's active units, and the one it is in.
    units: units
      .filter((unit) => !unit.archived || unit.id === stay.unit.id)
      .map((unit) => ({ id: unit.id, name: name(unit.name) })),
  };
}

function answer(result: StayActionResult, status = 200) {
  return data<StayActionResult>(result, { status });
}

function refused(
  intent: StayIntent | null,
  message: string,
  status: number,
  fields: { errors?: Record<string, string>; values?: Record<string, string> } = {},
) {
  return answer({ ok: false, intent, message, errors: fields.errors ?? {}, values: fields.values ?? {} }, status);
}

/** An amount in euros typed in the form; undefined when left empty, null when it is no amount. */
function euros(form: FormData, name: string): number | null | undefined {
  const typed = String(form.get(name) ?? "").trim();
  return typed === "" ? undefined : parseEuroAmount(typed);
}

/** The sentence for a quote's broken rules, each in the owner's language. */
function rulesBroken(violations: Violation[], t: TFunction) {
  const reasons = violations.map((violation) => ruleText(violation, t)).join(" ");
  return t("dashboard.bookingCalendar.errors.rulesBroken", { reasons });
}

/**
 * The owner's actions on one stay of their site: accept or decline a request, cancel a
 * booking (the policy's refund, or what the owner gives), change its dates, unit or guests,
 * keep notes, move, rename or lift a block.
 * Another site's stay is answered as missing (404), a malformed id with 400; refusals come
 * with a sentence in the owner's language and what they typed.
 */
export async function changeStay({ request, context, params }: StayArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, origin, appDomain, bookingEvents, payments } = services(context);
  const stayId = uuidParam(params.stayId);
  const form = await readForm(request, { maxBytes: PAGE_FORM_BYTES, lang: user.lang });
  const t = ownerWords(user.lang);
  const intentValue = form.get("intent");
  const intent = STAY_INTENTS.find((i) => i === intentValue) ?? null;
  if (!intent) return refused(null, t("dashboard.bookingCalendar.errors.failed"), 400);
  const ctx = { addressing: { origin, appDomain }, bookingEvents };
  const message = String(form.get("message") ?? "");
  const controls = t("dashboard.bookingCalendar.errors.controls");
  // The owner's message to the guest (declined, cancelled, changed): tabs and line breaks, no other control character.
  if (hasStrayControlCharacter(message)) {
    return refused(intent, controls, 400, { errors: { message: controls }, values: { message } });
  }
  const tooLong = () =>
    refused(intent, t("dashboard.bookingCalendar.errors.messageTooLong", { max: OWNER_MESSAGE_MAX }), 400, {
      errors: { message: t("dashboard.bookingCalendar.errors.messageTooLong", { max: OWNER_MESSAGE_MAX }) },
      values: { message },
    });

  if (intent === "accept" || intent === "decline") {
    const result =
      intent === "accept"
        ? await acceptRequest(db, site.id, stayId, {
            ...ctx,
            onlinePayment: await onlinePaymentFor(db, site.id, ctx.addressing),
          })
        : await declineRequest(db, site.id, stayId, { message }, ctx);
    // An accepted request still a request waits for the guest's payment, by the link they are sent.
    if (result.ok)
      return answer({ ok: true, intent, name: result.stay.guestName ?? "", toPay: result.stay.status === "request" });
    if (result.reason === "not-found") notFound();
    if (result.reason === "message-too-long") return tooLong();
    if (result.reason === "hold-expired")
      return refused(intent, t("dashboard.bookingCalendar.errors.holdExpired"), 409);
    return refused(intent, t("dashboard.bookingCalendar.errors.alreadyDecided"), 409);
  }

  if (intent === "cancel") {
    const refundCents = euros(form, "refund");
    const values = { refund: String(form.get("refund") ?? ""), message };
    if (refundCents === null) {
      const text = t("dashboard.bookingCalendar.errors.amount");
      return refused(intent, text, 400, { errors: { refund: text }, values });
    }
    // The refund goes back through the provider, out of what was paid (modules/payments/refunds.ts).
    const result = await cancelWithRefund(db, payments, { siteId: site.id, stayId, refundCents, message }, ctx);
    if (result.ok) return answer({ ok: true, intent, totalCents: result.refundCents });
    if (result.reason === "not-found") notFound();
    if (result.reason === "message-too-long") return tooLong();
    if (result.reason === "invalid-refund") {
      const text = t("dashboard.bookingCalendar.errors.refund", {
        max: formatMoney(result.maxCents, await siteCurrency(db, site.id), LOCALES[user.lang]),
      });
      return refused(intent, text, 400, { errors: { refund: text }, values });
    }
    return refused(intent, t("dashboard.bookingCalendar.errors.notCancellable"), 409);
  }

  if (intent === "sendMessageNow" || intent === "skipMessage") {
    return messageAction(intent, form, { db, siteId: site.id, stayId, addressing: ctx.addressing, t });
  }
  if (intent === "writeGuest") {
    return writeGuestAction(form, { db, siteId: site.id, stayId, addressing: ctx.addressing, t });
  }

  if (intent === "recordPayment" || intent === "claimDeposit" || intent === "releaseDeposit") {
    return moneyAction(intent, form, { db, payments, siteId: site.id, stayId, t });
  }

  if (intent === "change") {
    const typed = Object.fromEntries(
      [...CHANGE_FIELDS, "total", "message"].map((name) => [name, String(form.get(name) ?? "")]),
    );
    const units = await calendarUnits(db, site.id);
    const parsed = parseStayChange(typed, units, true);
    const totalCents = euros(form, "total");
    if (!parsed.ok || totalCents === null) {
      const errors = parsed.ok ? {} : problemMessages(parsed.problems, t);
      if (totalCents === null) errors.total = t("dashboard.bookingCalendar.errors.amount");
      return refused(intent, checkFields(errors, t), 400, { errors, values: typed });
    }
    const result = await changeBooking(
      db,
      site.id,
      stayId,
      { ...parsed.value, totalCents, message, overrideRules: form.get("overrideRules") === "on" },
      ctx,
    );
    if (result.ok) return answer({ ok: true, intent, totalCents: result.stay.totalCents });
    if (result.reason === "not-found") notFound();
    const values = typed;
    switch (result.reason) {
      case "message-too-long":
        return tooLong();
      case "stay-not-allowed":
        return refused(intent, rulesBroken(result.violations, t), 422, { values });
      case "dates-taken": {
        const text = t("dashboard.bookingCalendar.errors.datesTaken");
        return refused(intent, text, 409, { errors: { checkIn: text }, values });
      }
      case "hold-expired":
        return refused(intent, t("dashboard.bookingCalendar.errors.holdExpired"), 409);
      case "not-changeable":
        return refused(intent, t("dashboard.bookingCalendar.errors.notChangeable"), 409);
      case "unknown-unit": {
        const text = t("dashboard.bookingCalendar.errors.unit");
        return refused(intent, text, 400, { errors: { unitId: text }, values });
      }
      case "invalid-total": {
        const text = t("dashboard.bookingCalendar.errors.amount");
        return refused(intent, text, 400, { errors: { total: text }, values });
      }
      case "invalid-guests": {
        const text = t("dashboard.bookingCalendar.errors.guests", { max: 500 });
        return refused(intent, text, 400, { errors: { adults: text }, values });
      }
      default: {
        const text = t("dashboard.bookingCalendar.errors.date");
        return refused(intent, text, 400, { errors: { checkIn: text }, values });
      }
    }
  }

  if (intent === "changeBlock") {
    const values = Object.fromEntries(BLOCK_CHANGE_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
    const parsed = parseStayChange(values, await calendarUnits(db, site.id), false);
    const label = values.label ?? "";
    const longLabel = label.trim().length > BLOCK_LABEL_MAX;
    const labelTooLong = t("dashboard.bookingCalendar.errors.labelTooLong", { max: BLOCK_LABEL_MAX });
    const labelNotOneLine = hasControlCharacter(label.trim());
    if (!parsed.ok || longLabel || labelNotOneLine) {
      // Whatever was typed, a stay that is not a block of this site is missing.
      if ((await stayDetail(db, site.id, stayId, new Date()))?.kind !== "block") notFound();
      const errors = parsed.ok ? {} : problemMessages(parsed.problems, t);
      if (longLabel) errors.label = labelTooLong;
      else if (labelNotOneLine) errors.label = t("dashboard.bookingCalendar.errors.oneLine");
      return refused(intent, checkFields(errors, t), 400, { errors, values });
    }
    const { unitId, checkIn, checkOut } = parsed.value;
    const result = await changeBlock(db, site.id, stayId, { unitId, checkIn, checkOut, label }, ctx);
    if (result.ok) return answer({ ok: true, intent });
    if (result.reason === "not-found") notFound();
    const [field, text, status] =
      result.reason === "dates-taken"
        ? ["checkIn", t("dashboard.bookingCalendar.errors.datesTaken"), 409]
        : result.reason === "unknown-unit"
          ? ["unitId", t("dashboard.bookingCalendar.errors.unit"), 400]
          : result.reason === "label-too-long"
            ? ["label", labelTooLong, 400]
            : ["checkIn", t("dashboard.bookingCalendar.errors.date"), 400];
    return refused(intent, text, status, { errors: { [field]: text }, values });
  }

  if (intent === "notes") {
    const notes = String(form.get("notes") ?? "");
    const result = await updateStayNotes(db, site.id, stayId, notes);
    if (result.ok) return answer({ ok: true, intent });
    if (result.reason === "not-found") notFound();
    const text =
      result.reason === "control-character"
        ? controls
        : t("dashboard.bookingCalendar.errors.messageTooLong", { max: result.max });
    return refused(intent, text, 400, { errors: { notes: text }, values: { notes } });
  }

  // A lifted block is gone, so its page is too: back to the calendar.
  if (!(await removeBlock(db, site.id, stayId, bookingEvents)).ok) notFound();
  throw redirect(BOOKING_CALENDAR_PATH);
}
