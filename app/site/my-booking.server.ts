import { data, type RouterContextProvider, redirect } from "react-router";
import { propertyTimeZone } from "../../modules/booking/bookable-unit.ts";
import { isLang } from "../../modules/i18n/languages.ts";
import { myBookingPath } from "../../modules/i18n/site-route-table.ts";
import { guestBankTransfer } from "../../modules/payments/guest-bank-transfer.ts";
import { guestBookingView } from "../../modules/payments/guest-booking.ts";
import { payNow } from "../../modules/payments/pay-now.ts";
import { cancelWithRefund } from "../../modules/payments/refunds.ts";
import { siteUrl } from "../../modules/sites/site-url.ts";
import { checkInInstructionsOf } from "../../modules/units/check-in-instructions.ts";
import { services } from "../context.ts";
import { formLimit, readForm } from "../lib/read-form.server.ts";
import type { MyBookingState, SitePageData } from "../themes/kit/page-data.ts";

/** Private to whoever holds its link: never stored by a browser's or a proxy's cache, never indexed. */
export const MY_BOOKING_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The token of the page's address (`?b=`). */
function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get("b") ?? "";
}

/**
 * The guest's own booking page (issue 16 §6) for the site's page of it: the booking its token
 * opens on this site, else the site's not-found page. With `?pay=now` the guest is sent on to
 * pay what is due (a link, not a form: the provider's page is another site, where a form's
 * redirect would be stopped by the page's form-action policy).
 */
export async function loadMyBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: SitePageData,
  notice: MyBookingState["notice"] = null,
): Promise<MyBookingState | null> {
  const { db, host, payments, origin, appDomain } = services(context);
  if (host.kind !== "owner-site") return null;
  const token = tokenOf(request);
  const siteId = host.site.id;
  const timeZone = await propertyTimeZone(db, siteId);
  const view = await guestBookingView(db, payments, { siteId, token, timeZone });
  if (!view) return null;
  const here = myBookingPath(token, page.lang, page.site.mainLang);
  const state: MyBookingState = {
    view,
    payPath: `${here}&pay=now`,
    calendarPath: `/api/my-booking.ics?b=${encodeURIComponent(token)}`,
    notice,
    // Private until everything due is paid: not even read before.
    checkInInstructions: view.settled
      ? await checkInInstructionsOf(db, { siteId, unitId: view.unitId, lang: page.lang, mainLang: page.site.mainLang })
      : "",
    bankTransfer: await guestBankTransfer(db, siteId, view),
  };
  if (new URL(request.url).searchParams.get("pay") === "now" && request.method === "GET") {
    if (!view.canPay) return state;
    const returnUrl = `${siteUrl(host.site, { origin, appDomain })}${here}`;
    // The provider away (a timeout, a 5xx) is said on the page, never a 500: nothing was paid.
    const started = await payNow(db, payments, { siteId, stayId: view.stayId, returnUrl }).catch(() => null);
    if (started?.ok) throw redirect(started.checkoutUrl, { status: 303, headers: MY_BOOKING_HEADERS });
    return { ...state, notice: "payment_unavailable" };
  }
  return state;
}

const MAX_BYTES = formLimit(200);

/**
 * The page's one form: the guest cancels their booking under its policy. The refund shown
 * with the button is sent along; if the policy's refund changed meanwhile (a deadline passed
 * at midnight), nothing is cancelled and the page shows the new amount to confirm again.
 */
export async function cancelMyBooking(request: Request, context: Readonly<RouterContextProvider>, page: SitePageData) {
  const { db, host, payments, origin, appDomain, bookingEvents } = services(context);
  const shown = await loadMyBooking(request, context, page);
  if (!shown || host.kind !== "owner-site") throw data(page, { status: 404 });
  const lang = isLang(page.lang) ? page.lang : "en";
  const form = await readForm(request, { maxBytes: MAX_BYTES, lang });
  const { view } = shown;
  if (form.get("intent") !== "cancel" || !view.cancellation) {
    return data(
      { ...page, myBooking: { ...shown, notice: "not_cancellable" as const } },
      { status: 409, headers: MY_BOOKING_HEADERS },
    );
  }
  if (form.get("refund") !== String(view.cancellation.refundCents)) {
    return data(
      { ...page, myBooking: { ...shown, notice: "refund_changed" as const } },
      { status: 409, headers: MY_BOOKING_HEADERS },
    );
  }
  const result = await cancelWithRefund(
    db,
    payments,
    {
      siteId: host.site.id,
      stayId: view.stayId,
      refundCents: view.cancellation.refundCents,
      message: null,
      byGuest: true,
    },
    { addressing: { origin, appDomain }, bookingEvents },
  );
  if (!result.ok) {
    return data(
      { ...page, myBooking: { ...shown, notice: "not_cancellable" as const } },
      { status: 409, headers: MY_BOOKING_HEADERS },
    );
  }
  throw redirect(myBookingPath(view.token, page.lang, page.site.mainLang), {
    status: 303,
    headers: MY_BOOKING_HEADERS,
  });
}
