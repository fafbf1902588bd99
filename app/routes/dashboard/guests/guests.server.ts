import { data, type RouterContextProvider } from "react-router";
import { eraseGuest } from "../../../../modules/guests/erase-guest.ts";
import { guestDetail } from "../../../../modules/guests/guest-detail.ts";
import { GUEST_NOTES_MAX } from "../../../../modules/guests/guest-limits.ts";
import { GUEST_SEARCH_MAX, listGuests } from "../../../../modules/guests/list-guests.ts";
import { updateGuestNotes } from "../../../../modules/guests/update-guest-notes.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { guestBalances } from "../../../../modules/payments/guest-balances.ts";
import { tracksPayments } from "../../../../modules/payments/money-due.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import {
  GUEST_INTENTS,
  type GuestActionResult,
  type GuestIntent,
} from "../../../components/dashboard/guests/guest-result.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";

/*
 * The guest book's loaders and action (app/routes/dashboard/guests.tsx and guest.tsx), here
 * so the pages' scripts never load the database code they use.
 */

type PageArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/**
 * The list, `?q=` searched, `?before=` paged (a malformed cursor is a 400), amounts in the
 * site's currency; on a site that takes payments, what each guest paid and still owes.
 */
export async function loadGuests({ request, context, url }: PageArgs) {
  // The owner's own site, never one named in the request.
  const { site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, GUEST_SEARCH_MAX);
  const before = url.searchParams.get("before") ?? undefined;
  const page = await withIdCheck(() => listGuests(db, site.id, { search, before }));
  const [currency, tracks] = await Promise.all([siteCurrency(db, site.id), tracksPayments(db, site.id)]);
  const money = tracks
    ? await guestBalances(
        db,
        site.id,
        page.guests.map((guest) => guest.id),
      )
    : null;
  return {
    search,
    firstPage: before === undefined,
    nextBefore: page.nextBefore,
    total: page.total,
    currency,
    guests: page.guests.map((guest) => ({
      ...guest,
      // null: the site deals in no payments, so there is nothing to say.
      money: money ? (money.get(guest.id) ?? { paidCents: 0, outstandingCents: 0 }) : null,
    })),
  };
}

/**
 * One guest of the owner's site with their bookings and enquiries, amounts in the site's
 * currency (and, on a site that takes payments, what they paid and still owe); another
 * site's guest is a 404.
 */
export async function loadGuest({ request, context, params }: PageArgs & { params: { guestId?: string } }) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const detail = await guestDetail(db, site.id, uuidParam(params.guestId));
  if (!detail) notFound();
  const [currency, tracks] = await Promise.all([siteCurrency(db, site.id), tracksPayments(db, site.id)]);
  const money = tracks ? await guestBalances(db, site.id, [detail.guest.id]) : null;
  return {
    currency,
    money: money ? (money.get(detail.guest.id) ?? { paidCents: 0, outstandingCents: 0 }) : null,
    guest: detail.guest,
    stays: detail.stays.map(({ unitName, ...stay }) => ({
      ...stay,
      // In the owner's language where the unit has it, else in any it has.
      unit: unitName ? textIn(unitName, user.lang, user.lang) : null,
    })),
    enquiries: detail.enquiries,
  };
}

function refused(
  intent: GuestIntent | null,
  result: Omit<Extract<GuestActionResult, { ok: false }>, "ok" | "intent">,
  status = 400,
) {
  return data<GuestActionResult>({ ok: false, intent, ...result }, { status });
}

/**
 * The owner's notes on a guest, and erasing the guest. A guest of another site is answered
 * as missing (404), a malformed id with 400; notes that are too long come back as typed.
 */
export async function saveGuest({ request, context, params }: PageArgs & { params: { guestId?: string } }) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const guestId = uuidParam(params.guestId);
  const form = await readForm(request, { maxBytes: formLimit(GUEST_NOTES_MAX + 100), lang: user.lang });
  const intentValue = form.get("intent");
  const intent = GUEST_INTENTS.find((i) => i === intentValue) ?? null;
  if (!intent) return refused(null, { errors: {}, values: {} });

  if (intent === "erase") {
    const erasedName = translator(user.lang)("dashboard.guests.erased");
    if (!(await eraseGuest(db, site.id, guestId, { erasedName }))) notFound();
    return data<GuestActionResult>({ ok: true, intent });
  }
  const notes = String(form.get("notes") ?? "");
  const saved = await updateGuestNotes(db, site.id, guestId, notes);
  if (saved.ok) return data<GuestActionResult>({ ok: true, intent });
  if (saved.reason === "not-found") notFound();
  if (saved.reason === "erased")
    return refused(intent, { errors: { notes: { key: "erased" } }, values: { notes } }, 409);
  if (saved.reason === "control-character")
    return refused(intent, { errors: { notes: { key: "controls" } }, values: { notes } });
  return refused(intent, {
    errors: { notes: { key: "tooLong", params: { max: GUEST_NOTES_MAX } } },
    values: { notes },
  });
}
