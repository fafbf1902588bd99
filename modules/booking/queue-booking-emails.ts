import type { Database } from "../../db/client.ts";
import { SITE_LOCALES, type SiteLang, type SiteText, textIn } from "../i18n/site-languages.ts";
import { ownerConfirmsStay } from "../message-rules/owner-confirmation.ts";
import {
  bookingPriceText,
  cancellationPolicyText,
  formatMoney,
  momentText,
  payWaysText,
} from "../messaging/booking-values.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { ownerWants } from "../notifications/owner-notifications.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { formatIban } from "../stays/bank-details.ts";
import { bookingPolicy, storedQuote } from "./booking-terms.ts";
import { loadStayEmailFacts, paysOnline, stayEmailContext } from "./stay-email-facts.ts";

/**
 * Why a booking's emails go out:
 * - booked: a guest booked instantly on the site (guest: confirmed; owner: new booking);
 * - requested: a guest asked to book (guest: request received; owner: new request);
 * - confirmed: the owner accepted a request or entered a booking (guest: confirmed);
 * - declined, expired, cancelled, changed: to the guest, saying so.
 */
export type BookingEmailOccasion =
  | "booked"
  | "requested"
  | "confirmed"
  | "declined"
  | "expired"
  | "cancelled"
  | "changed";

export type BookingEmails = {
  siteId: string;
  stayId: string;
  occasion: BookingEmailOccasion;
  /** The owner's note to the guest (declined, cancelled, changed); empty or absent: none. */
  message?: string | null | undefined;
  /** Where the links lead: the site's pages for the guest, the dashboard for the owner. */
  addressing: SiteAddressing;
};

/**
 * Queues the emails a change to a booking causes, in the transaction that makes the change
 * (pass it as `tx`), so they go out exactly when it is committed. The guest's are in the
 * language they booked in, from the site (its name on top, its home page as the link), and
 * only when the stay has an address (a phone booking may have none; an erased guest has
 * none). The owner's are in their account's language, with a link to the stay in their
 * booking calendar. Reads the stay as it now is, so call it after the change is written.
 */
export async function queueBookingEmails(tx: Database, input: BookingEmails): Promise<void> {
  const facts = await loadStayEmailFacts(tx, input.siteId, input.stayId);
  if (!facts) throw new Error(`no stay ${input.stayId} on site ${input.siteId}`);
  const { stay, owner, unit, bank } = facts;
  const context = stayEmailContext(facts, input.addressing);
  const { main, timeZone, currency, siteName } = context;
  const quote = storedQuote(stay.quote);
  const holdUntil = (lang: SiteLang) => (stay.holdExpiresAt ? momentText(stay.holdExpiresAt, timeZone, lang) : "");

  if (stay.guestEmail) {
    const readIn = context.guestLang;
    const words = { name: stay.guestName ?? "", siteName, ...context.stayIn(readIn), url: context.homeUrl };
    // The guest's own page, where the booking still has something to show: not after a
    // declined or expired request, which never became a booking.
    const page = { ...words, bookingUrl: context.bookingUrl };
    const to = { address: stay.guestEmail, name: stay.guestName };
    const price = bookingPriceText(
      { quote, totalCents: stay.totalCents, depositCents: stay.depositCents, currency },
      readIn,
    );
    const message = input.message?.trim() ?? "";
    switch (input.occasion) {
      case "requested":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-requested",
          data: { ...page, holdUntil: holdUntil(readIn), price },
          siteId: input.siteId,
          stayId: stay.id,
        });
        break;
      case "booked":
      case "confirmed": {
        // The owner's own confirmation (a message rule) says it in their words: one confirmation, not two.
        if (await ownerConfirmsStay(tx, input.siteId, stay.id, { siteLang: main, timeZone })) break;
        const policy = await bookingPolicy(tx, stay);
        // A booking paid online is paid through the booking page, not to the owner's account.
        const online = await paysOnline(tx, input.siteId, stay.id);
        const toOwner = online ? null : bank;
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-confirmed",
          data: {
            ...page,
            price,
            payWays: payWaysText(online ? "online" : "toOwner", readIn),
            bankHolder: toOwner?.holder?.trim() ?? "",
            // Stored without spaces; read in groups of four.
            bankIban: formatIban(toOwner?.iban ?? ""),
            bankBic: toOwner?.bic?.trim() ?? "",
            houseRules: textIn(unit.houseRules as SiteText, readIn, main),
            cancellationPolicy: cancellationPolicyText(policy, readIn),
          },
          siteId: input.siteId,
          stayId: stay.id,
        });
        break;
      }
      case "declined":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-declined",
          data: { ...words, message },
          siteId: input.siteId,
          stayId: stay.id,
        });
        break;
      case "expired":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-expired",
          data: words,
          siteId: input.siteId,
          stayId: stay.id,
        });
        break;
      case "cancelled":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-cancelled",
          data: {
            ...page,
            total: formatMoney(stay.totalCents, readIn, currency),
            refund: formatMoney(stay.refundCents ?? 0, readIn, currency),
            message,
          },
          siteId: input.siteId,
          stayId: stay.id,
        });
        break;
      case "changed":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-changed",
          data: { ...page, price, message },
          siteId: input.siteId,
          stayId: stay.id,
        });
        break;
    }
  }

  if (input.occasion === "booked" || input.occasion === "requested") {
    const lang = owner.lang;
    const data = {
      name: owner.name,
      siteName,
      ...context.stayIn(lang),
      guestName: stay.guestName ?? "",
      guestEmail: stay.guestEmail ?? "",
      guestPhone: stay.guestPhone ?? "",
      total: formatMoney(stay.totalCents, lang, currency),
      language:
        new Intl.DisplayNames([SITE_LOCALES[lang]], { type: "language" }).of(context.guestLang) ?? context.guestLang,
      message: stay.guestMessage?.trim() ?? "",
      url: context.ownerUrl,
    };
    const to = { address: owner.email, name: owner.name };
    if (input.occasion === "booked") {
      if (!(await ownerWants(tx, input.siteId, "new_booking"))) return;
      await enqueueEmail(tx, { to, lang, template: "booking-received", data, userId: owner.id, siteId: input.siteId });
    } else {
      await enqueueEmail(tx, {
        to,
        lang,
        template: "booking-request-received",
        data: { ...data, holdUntil: holdUntil(lang) },
        userId: owner.id,
        siteId: input.siteId,
      });
    }
  }
}
