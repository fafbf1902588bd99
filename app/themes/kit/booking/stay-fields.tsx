import type { ReactNode } from "react";
import type { BookingStrings } from "../../strings/booking/types.ts";
import type { BookingLook } from "./booking-look.ts";
import type { BookingField } from "./booking-state.ts";
import { CalendarDialog } from "./calendar-dialog.tsx";
import { QuoteBox } from "./quote-box.tsx";
import type { QuoteAnswer } from "./quote-lines.ts";
import { counted } from "./words.ts";

export const STAY_ID = "stay";
export const fieldId = (name: BookingField) => `${STAY_ID}-${name}`;
export const errorId = (name: BookingField) => `${STAY_ID}-${name}-error`;

export type StayFieldsProps = {
  look: BookingLook;
  words: BookingStrings;
  locale: string;
  maxGuests: number;
  values: Partial<Record<BookingField, string>>;
  errors: Partial<Record<BookingField, string>>;
  quote: QuoteAnswer | null;
  problems: string[];
  /** Under the price: booked at once or on request. */
  note?: string;
  /** The earliest date the browser's own date fields offer (today). */
  today: string;
};

/** A "Book" that waits (aria-disabled, set by the widget's script) is dimmed in every theme. */
const WAITING = "[&>button[aria-disabled=true]]:cursor-not-allowed [&>button[aria-disabled=true]]:opacity-60";

/**
 * "Book" (the widget's or the booking page's button, `children`) with, beside it, why it
 * waits while no valid price is shown: empty and hidden until the widget's script fills it
 * in. Without a script the button sends the form as it is and the server answers.
 */
export function BookAction({ look, children }: { look: BookingLook; children: ReactNode }) {
  return (
    <div className={WAITING}>
      {children}
      <p id={`${STAY_ID}-book-reason`} data-book-reason hidden className={`mt-2 ${look.text}`} />
    </div>
  );
}

/** A problem beside its field, referenced by the field's aria-describedby. */
export function FieldError({
  name,
  errors,
  look,
}: {
  name: BookingField;
  errors: StayFieldsProps["errors"];
  look: BookingLook;
}) {
  const error = errors[name];
  return error ? (
    <p id={errorId(name)} className={look.form.error}>
      {error}
    </p>
  ) : null;
}

function Select({
  name,
  label,
  from,
  to,
  value,
  look,
  errors,
}: {
  name: "adults" | "children";
  label: string;
  from: number;
  to: number;
  value: string;
  look: BookingLook;
  errors: StayFieldsProps["errors"];
}) {
  const options = Array.from({ length: Math.max(to - from + 1, 1) }, (_, i) => from + i);
  return (
    <div className={look.form.field}>
      <label htmlFor={fieldId(name)} className={look.form.label}>
        {label}
      </label>
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorId(name) : undefined}
        className={`${look.form.input} ${errors[name] ? look.form.invalid : ""}`}
      >
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={errors} look={look} />
    </div>
  );
}

/**
 * The stay's choices, shared by the widget and the booking page: arrival and departure (the
 * browser's date fields, which the widget's script turns into buttons that open the calendar
 * of available nights), adults and children within the unit's capacity, a voucher code, and
 * the live price.
 */
export function StayFields(props: StayFieldsProps) {
  const { look, words, locale, maxGuests, values, errors } = props;
  const w = words.widget;
  const dateErrors = (["checkIn", "checkOut"] as const).filter((name) => errors[name]);
  const dateField = (name: "checkIn" | "checkOut", label: string): ReactNode => {
    const invalid = errors[name] !== undefined || (name === "checkIn" && errors.checkOut !== undefined);
    return (
      <div className={look.form.field}>
        <label id={`${fieldId(name)}-label`} htmlFor={fieldId(name)} className={look.form.label}>
          {label}
        </label>
        <input
          id={fieldId(name)}
          name={name}
          type="date"
          min={props.today}
          defaultValue={values[name] ?? ""}
          data-date-input={name}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={dateErrors.length > 0 ? `${STAY_ID}-dates-error` : undefined}
          className={`${look.form.input} ${invalid ? look.form.invalid : ""}`}
        />
        <button
          type="button"
          hidden
          id={`${fieldId(name)}-button`}
          data-date-button={name}
          aria-haspopup="dialog"
          aria-labelledby={`${fieldId(name)}-label ${fieldId(name)}-button`}
          aria-describedby={dateErrors.length > 0 ? `${STAY_ID}-dates-error` : undefined}
          className={`${look.form.input} ${invalid ? look.form.invalid : ""} text-left`}
        >
          {w.chooseDate}
        </button>
      </div>
    );
  };
  const adults = Number(values.adults ?? 2);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="sr-only">
          {w.checkIn} / {w.checkOut}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {dateField("checkIn", w.checkIn)}
          {dateField("checkOut", w.checkOut)}
        </div>
        <p id={`${STAY_ID}-dates-error`} data-dates-error className={look.form.error} hidden={dateErrors.length === 0}>
          {dateErrors.map((name) => errors[name]).join(" ")}
        </p>
        <p data-rules className={`mt-2 ${look.text}`} />
      </fieldset>
      <fieldset>
        <legend className="sr-only">{words.confirmation.guests}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Select
            name="adults"
            label={w.adults}
            from={1}
            to={maxGuests}
            value={String(
              Number.isInteger(adults) && adults >= 1 ? Math.min(adults, maxGuests) : Math.min(2, maxGuests),
            )}
            look={look}
            errors={errors}
          />
          <Select
            name="children"
            label={w.children}
            from={0}
            to={Math.max(maxGuests - 1, 0)}
            value={values.children ?? "0"}
            look={look}
            errors={errors}
          />
        </div>
        <p className={`mt-2 ${look.text}`}>{counted(w.maxGuests, maxGuests, locale)}</p>
      </fieldset>
      <details open={Boolean(values.voucher || errors.voucher)}>
        <summary className={look.secondary}>{w.voucherToggle}</summary>
        <div className={`mt-3 ${look.form.field}`}>
          <label htmlFor={fieldId("voucher")} className={look.form.label}>
            {w.voucher}
          </label>
          <input
            id={fieldId("voucher")}
            name="voucher"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            defaultValue={values.voucher ?? ""}
            aria-invalid={errors.voucher ? true : undefined}
            aria-describedby={errors.voucher ? errorId("voucher") : undefined}
            className={`${look.form.input} ${errors.voucher ? look.form.invalid : ""}`}
          />
          <FieldError name="voucher" errors={errors} look={look} />
        </div>
      </details>
      <QuoteBox
        id={`${STAY_ID}-quote`}
        quote={props.quote}
        problems={props.problems}
        words={words}
        locale={locale}
        className={look.quote}
        {...(props.note ? { note: props.note } : {})}
      />
      <CalendarDialog
        id={`${STAY_ID}-calendar`}
        words={words.calendar}
        locale={locale}
        className={look.calendar}
        buttonClassName={look.secondary}
        textClassName={look.text}
      />
    </div>
  );
}
