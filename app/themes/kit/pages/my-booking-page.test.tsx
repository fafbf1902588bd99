import { describe, expect, it } from "vitest";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import type { GuestBookingView } from "../../../../modules/payments/guest-booking.ts";
import type { ThemeName } from "../../../../modules/sites/themes.ts";
import { guestBooking, moneyLine, myBookingState, STAY_QUOTE, TOKEN } from "../my-booking/guest-booking.testing.ts";
import type { MyBookingState } from "../page-data.ts";
import { demoSite, expectHas, expectHasNot, first, main, renderPage, section, spoken } from "../theme.testing.tsx";

/** A guest's booking page of the coast demo in `lang`, with the booking changed as given. */
function page(
  change: Partial<GuestBookingView> = {},
  {
    lang = "en",
    theme = "fresh-coastal",
    state = {},
  }: { lang?: SiteLang; theme?: ThemeName; state?: Partial<MyBookingState> } = {},
) {
  const site = demoSite(theme, "coast", lang);
  const view = guestBooking(first(site.units).id, change);
  const html = renderPage(site, { page: "myBooking" }, { myBooking: myBookingState(view, state) });
  return { html, text: spoken(main(html)), site, view };
}

const PAID = { canPay: false, paidCents: 38_500, settled: true };

describe("a guest's own booking page", () => {
  it("names the booking by its reference in the h1 and says where it stands", () => {
    const { html, text } = page();
    expect(html).toMatch(/<h1[^>]*>VV-7K3P-9QXM<\/h1>/);
    expectHas(text, "Confirmed Your stay is booked.");
    expectHas(text, "Friday, 3 July 2026");
    expectHas(text, "Sunday, 5 July 2026");
    expectHas(text, "2 adults, 1 child");
    expectHas(text, "2 nights");
  });

  it.each([
    ["request", "Waiting for the host"],
    ["cancelled", "Cancelled"],
    ["declined", "Not accepted"],
    ["expired", "Expired"],
  ] as const)("says a %s booking is %s, with nothing to pay", (state, title) => {
    const { html, text } = page({ state });
    expectHas(text, title);
    expectHasNot(html, "data-pay-now");
  });

  it("offers to book the same stay again once it expired or was declined", () => {
    const { html, site } = page({ state: "expired" });
    const again = `${site.paths.book}?unit=${first(site.units).slug}&amp;checkIn=2026-07-03&amp;checkOut=2026-07-05&amp;adults=2&amp;children=1`;
    expectHas(section(html, "booking-state"), `href="${again}"`);
    expectHasNot(page().html, "Book again");
  });

  it("holds an unpaid booking until a moment on the property's clock, its zone named, and leads to pay it", () => {
    const { html, text } = page({
      state: "awaiting_payment",
      holdExpiresAt: "2026-06-01T12:35:00.000Z",
      nextDue: { amountCents: 11_550, dueOn: null },
      canPay: true,
      timeline: [moneyLine({ kind: "due", at: null, method: null })],
    });
    expectHas(text, "We are holding these dates for you until Monday, 1 June 2026 at 14:35 (Central European Time).");
    expectHas(html, `href="/en/my-booking?b=${TOKEN}&amp;pay=now"`);
    expectHas(text, "Pay €115.50 now");
    expectHas(text, "Once the payment is in, your booking is confirmed");
    expectHas(text, "First payment €115.50 Due now");
  });

  it("leads a confirmed guest to pay the balance before its day", () => {
    const { text } = page({
      nextDue: { amountCents: 26_950, dueOn: "2026-06-03" },
      canPay: true,
      paidCents: 11_550,
      timeline: [
        moneyLine(),
        moneyLine({ kind: "due", what: "balance", amountCents: 26_950, at: "2026-06-03", method: null }),
      ],
    });
    expectHas(text, "€269.50 is due on 3 June 2026.");
    expectHas(text, "Pay €269.50 now");
    expectHas(text, "Balance €269.50 Due on 3 June 2026");
    expectHas(text, "Paid so far €115.50");
  });

  it("writes every line of the money timeline on the property's calendar, in the order things happen", () => {
    const { html, text } = page({
      ...PAID,
      timeline: [
        moneyLine({ what: "balance", amountCents: 26_950, at: "2026-06-20T08:00:00.000Z", method: "card" }),
        // 00:30 in Amsterdam: already the 2nd of June there.
        moneyLine({ at: "2026-06-01T22:30:00.000Z" }),
        moneyLine({
          kind: "held",
          what: "deposit",
          amountCents: 20_000,
          at: "2026-07-02T09:00:00.000Z",
          method: "card",
        }),
        moneyLine({
          kind: "kept",
          what: "deposit",
          amountCents: 5_000,
          at: "2026-07-08T09:00:00.000Z",
          note: "A broken <b>window</b>",
        }),
        moneyLine({ kind: "released", what: "deposit", amountCents: 15_000, at: "2026-07-08T09:00:01.000Z" }),
        moneyLine({
          kind: "refunded",
          what: "refund",
          amountCents: 1_000,
          at: "2026-07-09T09:00:00.000Z",
          method: null,
        }),
        moneyLine({ kind: "failed", what: "refund", amountCents: 500, at: "2026-07-09T10:00:00.000Z", method: null }),
        moneyLine({ kind: "due", what: "refund", amountCents: 700, at: null, method: null }),
      ],
    });
    const lines = section(html, "booking-payments");
    const said = spoken(lines);
    const expected = [
      "First payment €115.50 Paid on 2 June 2026 by iDEAL",
      "Balance €269.50 Paid on 20 June 2026 by card",
      "Security deposit €200 Held on your card since 2 July 2026",
      // The owner's reason is text, never markup.
      "Security deposit €50 Kept by the host on 8 July 2026 Reason: A broken &lt;b&gt;window&lt;/b&gt;",
      "Security deposit €150 Released on 8 July 2026",
      "Refund €10 Refunded on 9 July 2026",
      "Refund €5 Not refunded yet: it is being tried again",
      "Refund €7 On its way back to you",
    ];
    for (const line of expected) expectHas(said, line);
    const at = expected.map((line) => said.indexOf(line));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expectHasNot(lines, "<b>window</b>");
    expectHas(text, "Paid so far €385");
  });

  it("names how the host recorded a payment, except a way they left unnamed", () => {
    const { html } = page({
      timeline: [
        moneyLine({ method: "cash", at: "2026-06-01T10:00:00.000Z" }),
        moneyLine({ what: "balance", method: "other", at: "2026-06-02T10:00:00.000Z" }),
      ],
    });
    const said = spoken(section(html, "booking-payments"));
    expectHas(said, "First payment €115.50 Paid on 1 June 2026 by cash");
    expectHas(said, "Balance €115.50 Paid on 2 June 2026 ");
    expectHasNot(said, "other");
  });

  it("offers to pay a failed payment again where it can be paid now", () => {
    const failed = [
      moneyLine({
        kind: "failed",
        what: "balance",
        amountCents: 26_950,
        at: "2026-06-03T06:00:00.000Z",
        method: "card",
      }),
    ];
    const payable = page({ timeline: failed, canPay: true, nextDue: { amountCents: 26_950, dueOn: "2026-06-03" } });
    expectHas(payable.text, "Balance €269.50 Payment failed on 3 June 2026 Pay it here");
    expectHas(section(payable.html, "booking-payments"), `href="/en/my-booking?b=${TOKEN}&amp;pay=now"`);
    expectHasNot(page({ timeline: failed, state: "cancelled" }).text, "Pay it here");
  });

  it("says so where the test provider took the money", () => {
    expectHas(page({ testPayments: true }).text, "No real money is moved.");
    expectHasNot(page().text, "No real money");
  });

  it("shows the stored price breakdown with the deposit, or the total the host agreed", () => {
    const breakdown = spoken(section(page().html, "booking-price"));
    expectHas(breakdown, "2 nights × €145 €290");
    expectHas(breakdown, "Cleaning €95");
    expectHas(breakdown, "Total €385");
    expectHas(breakdown, "Deposit (refunded) €200");
    const agreed = spoken(section(page({ totalCents: 35_000 }).html, "booking-price"));
    expectHas(agreed, "Agreed price €350");
    expectHasNot(agreed, "Cleaning");
  });

  it("writes a Polish site's złoty as Polish guests read them", () => {
    const { html } = page(
      {
        currency: "PLN",
        quote: { ...STAY_QUOTE, accommodationCents: 245_000, totalCents: 254_500 },
        totalCents: 254_500,
        paidCents: 76_350,
        timeline: [moneyLine({ amountCents: 76_350, method: "blik" })],
      },
      { lang: "pl", theme: "nature-rustic" },
    );
    const text = spoken(main(html));
    expectHas(text, "Razem 2545 zł");
    expectHas(text, "Zaliczka 763,50 zł Zapłacono 1 czerwca 2026, metoda: BLIK");
    expectHasNot(text, "€");
  });

  it("offers cancelling under the booking's policy with the refund shown, as a plain form posting it", () => {
    const { html, text } = page({
      paidCents: 11_550,
      cancellation: { policy: "moderate", percent: 50, refundCents: 5_775 },
    });
    const cancel = section(html, "booking-cancel");
    expectHas(text, "Cancellation policy: Moderate");
    expectHas(text, "Cancel at least 14 days before arrival for a full refund.");
    expectHas(text, "If you cancel now, you get €57.75 back.");
    expectHas(cancel, 'method="post"');
    expectHas(cancel, '<input type="hidden" name="intent" value="cancel"/>');
    expectHas(cancel, '<input type="hidden" name="refund" value="5775"/>');
    expectHas(spoken(cancel), "Yes, cancel my booking");
    expectHasNot(cancel, '<details class="mt-5" open');
    expectHas(
      spoken(
        section(
          page({ paidCents: 11_550, cancellation: { policy: "strict", percent: 0, refundCents: 0 } }).html,
          "booking-cancel",
        ),
      ),
      "If you cancel now, nothing is refunded.",
    );
    expectHas(
      page({ cancellation: { policy: "flexible", percent: 100, refundCents: 0 } }).text,
      "You have not paid anything yet",
    );
    expectHasNot(page({ state: "cancelled" }).html, 'name="intent"');
  });

  it("says why an action was refused, with the new refund to confirm again", () => {
    const changed = page(
      { paidCents: 11_550, cancellation: { policy: "moderate", percent: 50, refundCents: 5_775 } },
      { state: { notice: "refund_changed" } },
    );
    expectHas(changed.html, 'role="alert"');
    expectHas(
      changed.text,
      "The refund has changed since you opened this page. If you cancel now, you get €57.75 back. If you still want to cancel, please confirm again below.",
    );
    expectHas(section(changed.html, "booking-cancel"), '<details class="mt-5" open');
    expectHas(
      page({}, { state: { notice: "not_cancellable" } }).text,
      "This booking can no longer be cancelled here. Please contact the host.",
    );
    expectHas(
      page({ canPay: true, nextDue: { amountCents: 100, dueOn: null } }, { state: { notice: "payment_unavailable" } })
        .text,
      "Please try again later or contact the host.",
    );
    expectHasNot(page().html, 'role="alert"');
  });

  it("shows the address, the arrival times and the house rules only once everything due is paid", () => {
    const unpaid = page();
    const unit = first(unpaid.site.units);
    expectHas(unpaid.text, "The address and the arrival details appear here once everything due is paid.");
    expectHasNot(section(unpaid.html, "booking-arrival"), unpaid.site.contact.street);
    const paid = page(PAID);
    const arrival = spoken(section(paid.html, "booking-arrival"));
    expectHas(arrival, paid.site.contact.street);
    expectHas(arrival, "Netherlands");
    expectHas(arrival, `Check in between ${unit.checkInFrom} and ${unit.checkInUntil}`);
    expectHas(arrival, `Check out by ${unit.checkOutUntil}`);
    expectHas(arrival, unit.houseRules.split("\n")[0] ?? "");
    expectHas(paid.text, "Everything due has been paid");
    expectHasNot(page({ state: "cancelled" }).html, 'aria-labelledby="booking-arrival"');
  });

  it("shows the owner's check-in instructions with the arrival details, keeping their lines", () => {
    const instructions = "Key box left of the door, code 4711.\nWifi: Duinhuis / zeewind2026";
    const paid = page(PAID, { state: { checkInInstructions: instructions } });
    const arrival = section(paid.html, "booking-arrival");
    expectHas(spoken(arrival), "Check-in instructions");
    expectHas(arrival, "Key box left of the door, code 4711.\nWifi: Duinhuis / zeewind2026");
    expectHasNot(page(PAID).html, "data-check-in-instructions");
  });

  it("offers what is due later by bank transfer, the IBAN grouped, with the amount, reference and deadline", () => {
    const transfer = {
      accountHolder: "S. de Vries",
      iban: "NL91ABNA0417164300",
      bic: "ABNANL2A",
      reference: "VV-7K3P-9QXM",
      amountCents: 26_950,
      currency: "EUR" as const,
      deadline: { day: "2026-06-03" },
    };
    const due = { nextDue: { amountCents: 26_950, dueOn: "2026-06-03" }, canPay: true };
    const { html } = page(due, { state: { bankTransfer: transfer } });
    const block = spoken(section(html, "booking-state"));
    expectHas(block, "Or pay by bank transfer");
    expectHas(block, "IBAN NL91 ABNA 0417 1643 00");
    expectHas(block, "BIC ABNANL2A");
    expectHas(block, "Amount €269.50");
    expectHas(block, "Reference VV-7K3P-9QXM");
    expectHas(block, "Please make sure it arrives by 3 June 2026.");
    const german = spoken(section(page(due, { lang: "de", state: { bankTransfer: transfer } }).html, "booking-state"));
    expectHas(german, "Oder per Banküberweisung bezahlen");
    expectHas(german, "Verwendungszweck VV-7K3P-9QXM");
    const untilHold = page(
      { state: "awaiting_payment", holdExpiresAt: "2026-06-03T10:00:00.000Z", ...due },
      { lang: "pl", state: { bankTransfer: { ...transfer, deadline: { until: "2026-06-03T10:00:00.000Z" } } } },
    );
    expectHas(spoken(section(untilHold.html, "booking-state")), "Lub zapłać przelewem bankowym");
    expectHasNot(page(due).html, "data-bank-transfer");
  });

  it("links the place's page, the stay's calendar file once booked, and the host", () => {
    const { html, site } = page();
    const unit = first(site.units);
    expectHas(section(html, "booking-stay"), `href="${unit.path}"`);
    expectHas(html, `href="/api/my-booking.ics?b=${TOKEN}"`);
    expectHasNot(page({ state: "request" }).html, "my-booking.ics");
    const host = section(html, "booking-host");
    expectHas(host, `href="mailto:${site.contact.email}"`);
    expectHas(spoken(host), "mention your booking reference VV-7K3P-9QXM");
  });

  it("speaks the guest's language", () => {
    expectHas(page({}, { lang: "de" }).text, "Bestätigt Ihr Aufenthalt ist gebucht.");
    expectHas(page({}, { lang: "nl" }).text, "Bevestigd Je verblijf is geboekt.");
    expectHas(
      page({ state: "request" }, { lang: "pl", theme: "nature-rustic" }).text,
      "Oczekuje na odpowiedź właściciela",
    );
  });
});
