import { formatIban } from "../../../../modules/stays/bank-details.ts";
import type { BookingStrings } from "../../strings/booking/types.ts";
import type { BookingLook } from "./booking-look.ts";
import type { BookingConfirmationView } from "./booking-state.ts";
import { confirmationDate, guestsText } from "./confirmation-text.ts";
import { QuoteBox } from "./quote-box.tsx";
import { fillIn } from "./words.ts";

/**
 * What a guest sees once the booking is made: booked or requested (with until when the dates
 * are held), the reference, the stay and its price, how to pay until online payment exists,
 * and what happens next. The plain form's answer draws it with the booking (`view`); the
 * booking page also carries it as a template without one (`view` null: both variants, empty
 * slots), which the widget's script fills from the booking API's answer. Either way it is
 * never part of a cached page.
 */
export function BookingConfirmation({
  view,
  words,
  locale,
  look,
  homePath,
}: {
  view: BookingConfirmationView | null;
  words: BookingStrings;
  locale: string;
  look: BookingLook;
  homePath: string;
}) {
  const c = words.confirmation;
  const shows = (status: BookingConfirmationView["status"]) => view === null || view.status === status;
  const row = (slot: string, label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-slot={slot}>{value}</dd>
    </div>
  );
  return (
    <section
      data-booking-confirmation
      aria-labelledby="booking-done"
      tabIndex={-1}
      data-focus-on-load
      className={`outline-none lg:col-span-3 ${look.confirmation}`}
    >
      {shows("confirmed") && (
        <h2 id="booking-done" data-when="confirmed" className={look.heading}>
          {c.confirmedTitle}
        </h2>
      )}
      {shows("request") && (
        <h2 id={view ? "booking-done" : "booking-done-request"} data-when="request" className={look.heading}>
          {c.requestTitle}
        </h2>
      )}
      {shows("confirmed") && (
        <p data-when="confirmed" className="mt-3">
          {c.confirmedBody}
        </p>
      )}
      {shows("request") && (
        <p data-when="request" className="mt-3">
          {c.requestBody}{" "}
          <span data-slot="heldUntil">{view?.heldUntil ? fillIn(c.heldUntil, { date: view.heldUntil }) : ""}</span>
        </p>
      )}
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2 [&_dd]:font-semibold [&_dt]:text-sm">
        {row("reference", c.reference, view?.reference ?? "")}
        {row("unit", c.unit, view?.unitName ?? "")}
        {row("checkIn", c.checkIn, view ? confirmationDate(view.checkIn, locale) : "")}
        {row("checkOut", c.checkOut, view ? confirmationDate(view.checkOut, locale) : "")}
        {row("guests", c.guests, view ? guestsText(view.adults, view.children, c, locale) : "")}
      </dl>
      <div data-slot="quote" className="mt-6">
        {view && <QuoteBox quote={view.quote} problems={[]} words={words} locale={locale} className={look.quote} />}
      </div>
      <h3 className={`mt-8 ${look.heading}`}>{c.paymentTitle}</h3>
      {shows("confirmed") && <Payment view={view} words={c} />}
      {shows("request") && (
        <div data-when="request" className="mt-2 space-y-2">
          <p>{c.payment}</p>
          <p>{c.paymentRequest}</p>
        </div>
      )}
      <h3 className={`mt-8 ${look.heading}`}>{c.nextTitle}</h3>
      {shows("confirmed") && (
        <ol data-when="confirmed" className="mt-2 list-decimal space-y-1 pl-6">
          {c.nextConfirmed.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {shows("request") && (
        <ol data-when="request" className="mt-2 list-decimal space-y-1 pl-6">
          {c.nextRequest.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      <p className="mt-8">
        <a href={homePath} className={look.secondary}>
          {c.home}
        </a>
      </p>
    </section>
  );
}

/**
 * How a confirmed booking is paid: with the owner's bank details and the reference for the
 * transfer, or, without an IBAN, on arrival as the owner says. The template (`view` null)
 * has both, marked `data-payment`, with the slots the script fills (a row left empty goes).
 */
function Payment({ view, words }: { view: BookingConfirmationView | null; words: BookingStrings["confirmation"] }) {
  const transfer = view?.payment ?? null;
  const row = (slot: string, label: string, value: string | null | undefined) =>
    (view === null || value) && (
      <div>
        <dt>{label}</dt>
        <dd data-slot={slot} className="break-words">
          {value ?? ""}
        </dd>
      </div>
    );
  return (
    <div data-when="confirmed">
      {(view === null || transfer === null) && (
        <p data-payment="none" className="mt-2">
          {words.payment}
        </p>
      )}
      {(view === null || transfer !== null) && (
        <div data-payment="bank" className="mt-2">
          <p>{words.paymentBank}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 [&_dd]:font-semibold [&_dt]:text-sm">
            {row("bankHolder", words.accountHolder, transfer?.accountHolder)}
            {row("bankIban", words.iban, transfer ? formatIban(transfer.iban) : null)}
            {row("bankBic", words.bic, transfer?.bic)}
          </dl>
          <p data-slot="bankReference" className="mt-3">
            {transfer ? fillIn(words.transferReference, { reference: transfer.reference }) : ""}
          </p>
        </div>
      )}
    </div>
  );
}
