import type { ReactNode } from "react";
import { SITE_LOCALES } from "../../../../modules/i18n/site-languages.ts";
import { COUNTRY_CODES } from "../../../../modules/onboarding/country-codes.ts";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import { FormProblems } from "../form-problems.tsx";
import type { ThemePageProps } from "../page-data.ts";
import { Photo } from "../photo.tsx";
import { BookingConfirmation } from "./booking-confirmation.tsx";
import type { BookingLook } from "./booking-look.ts";
import { BOOKING_FIELDS, type BookingField, type BookingPageState } from "./booking-state.ts";
import { todayDate } from "./booking-widget.tsx";
import { BookAction, errorId, FieldError, fieldId, StayFields } from "./stay-fields.tsx";
import { policyText } from "./stay-text.ts";
import { counted, fillIn } from "./words.ts";

/** The state of a booking page that has none from its loader (the theme editor's preview). */
export function emptyBookingState(data: ThemePageProps["data"]): BookingPageState {
  const only = data.site.units.length === 1 ? data.site.units[0] : undefined;
  return {
    unitSlug: only?.slug ?? null,
    mode: "request",
    cancellation: policyText("moderate", data.lang),
    values: {},
    errors: {},
    formError: null,
    quote: null,
    problems: [],
    datesTaken: false,
    confirmation: null,
    bookable: false,
  };
}

/** The countries, named in the page's language and in its alphabetical order. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

function minutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The arrival times a guest can choose: every half hour of the unit's check-in window (its
 * "from" to its "until"; past midnight the window ends at 23:30), else the afternoon and
 * evening.
 */
export function arrivalTimes(unit: Pick<UnitView, "checkInFrom" | "checkInUntil">): string[] {
  let from = minutes(unit.checkInFrom) ?? 14 * 60;
  let until = minutes(unit.checkInUntil) ?? 22 * 60;
  if (until < from) until = 23 * 60 + 30;
  from = Math.ceil(from / 30) * 30;
  const times: string[] = [];
  for (let at = from; at <= until; at += 30) {
    times.push(`${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`);
  }
  return times;
}

function Field({
  name,
  label,
  optional,
  hint,
  look,
  errors,
  children,
}: {
  name: BookingField;
  label: string;
  optional?: string;
  hint?: string;
  look: BookingLook;
  errors: BookingPageState["errors"];
  children: ReactNode;
}) {
  return (
    <div className={look.form.field}>
      <label htmlFor={fieldId(name)} className={look.form.label}>
        {label} {optional && <span className="font-normal opacity-80">{optional}</span>}
      </label>
      {hint && (
        <p id={`${fieldId(name)}-hint`} className={look.text}>
          {hint}
        </p>
      )}
      {children}
      <FieldError name={name} errors={errors} look={look} />
    </div>
  );
}

function Check({
  name,
  label,
  checked,
  look,
  errors,
}: {
  name: BookingField;
  label: string;
  checked: boolean;
  look: BookingLook;
  errors: BookingPageState["errors"];
}) {
  return (
    <div>
      <div className={look.check}>
        <input
          id={fieldId(name)}
          name={name}
          type="checkbox"
          defaultChecked={checked}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId(name) : undefined}
          className="mt-1 size-5 shrink-0 accent-(--accent)"
        />
        <label htmlFor={fieldId(name)}>{label}</label>
      </div>
      <FieldError name={name} errors={errors} look={look} />
    </div>
  );
}

/** A multi-unit site's booking page before a unit is chosen: each unit, linking to its booking. */
/** A unit's cover beside its name, so the photo's words are the name's: decorative here. */
function UnitCover({ unit, sizes }: { unit: UnitView; sizes: string }) {
  if (!unit.cover) return null;
  return (
    <Photo
      photo={{ ...unit.cover, alt: "" }}
      sizes={sizes}
      className="block aspect-[4/3] overflow-hidden"
      imgClassName="h-full w-full object-cover"
    />
  );
}

function UnitChoice({ data, t, look, state }: ThemePageProps & { look: BookingLook; state: BookingPageState }) {
  const words = t.booking.page;
  const keep = new URLSearchParams();
  for (const name of ["checkIn", "checkOut", "adults", "children", "voucher"] as const) {
    const value = state.values[name];
    if (value) keep.set(name, value);
  }
  const linkTo = (slug: string) => {
    const query = new URLSearchParams(keep);
    query.set("unit", slug);
    return `${data.site.paths.book}?${query}`;
  };
  return (
    <section aria-labelledby="book-units-heading">
      <h2 id="book-units-heading" className={look.heading}>
        {words.chooseUnit}
      </h2>
      {state.errors.unit && <p className={`mt-3 ${look.form.error}`}>{state.errors.unit}</p>}
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {data.site.units.map((unit) => (
          <li key={unit.slug} className={look.aside}>
            <UnitCover unit={unit} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
            <p className="mt-4 font-semibold">{unit.name}</p>
            <p className={look.text}>{counted(words.guests, unit.maxGuests, SITE_LOCALES[data.lang])}</p>
            <p className="mt-4">
              <a href={linkTo(unit.slug)} className={look.form.button}>
                {fillIn(words.chooseThis, { name: unit.name })}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The booking page's body below the theme's heading: the stay (the widget's fields and the
 * price), the guest's details, the house rules and the cancellation policy to accept, the
 * marketing question (unticked), and the button, which books at once or sends a request as
 * the owner chose for the unit. A plain form posted to this page (the route's action calls
 * createBooking); the widget's script sends it to POST /api/bookings instead and shows the
 * confirmation from the answer. Problems are shown beside their fields, every value kept.
 */
export function BookingPageBody(props: ThemePageProps & { look: BookingLook }) {
  const { data, t, look } = props;
  const { site } = data;
  const state = data.booking ?? emptyBookingState(data);
  const words = t.booking;
  const p = words.page;
  const locale = SITE_LOCALES[data.lang];
  if (state.confirmation) {
    return (
      <BookingConfirmation
        view={state.confirmation}
        words={words}
        locale={locale}
        look={look}
        homePath={site.paths.home}
      />
    );
  }
  const unit = site.units.find((u) => u.slug === state.unitSlug);
  if (!unit) return <UnitChoice {...props} state={state} />;

  const { values, errors } = state;
  const problems = BOOKING_FIELDS.filter((name) => errors[name]);
  const input = (name: BookingField, type: string, extra: Record<string, string | number | boolean> = {}) => (
    <input
      id={fieldId(name)}
      name={name}
      type={type}
      defaultValue={values[name] ?? ""}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? errorId(name) : undefined}
      className={`${look.form.input} ${errors[name] ? look.form.invalid : ""}`}
      {...extra}
    />
  );
  const select = (name: BookingField, options: { value: string; label: string }[]) => (
    <select
      id={fieldId(name)}
      name={name}
      defaultValue={values[name] ?? ""}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? errorId(name) : undefined}
      className={`${look.form.input} ${errors[name] ? look.form.invalid : ""}`}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const submitLabel = state.mode === "instant" ? p.submitInstant : p.submitRequest;
  const note = state.mode === "instant" ? words.quote.instant : words.quote.request;
  const checked = (name: BookingField) => values[name] === "on" || values[name] === "true";

  return (
    <div
      className="grid gap-12 lg:grid-cols-3"
      data-booking="page"
      data-unit={unit.slug}
      data-lang={data.lang}
      data-locale={locale}
      data-max-guests={unit.maxGuests}
      data-mode={state.mode}
      data-unit-name={unit.name}
      data-open-calendar={state.datesTaken ? "" : undefined}
      data-summary-class={look.form.summary}
      data-closed={state.bookable ? undefined : words.errors.demo}
      data-words={JSON.stringify(words)}
    >
      <form
        method="post"
        action={site.paths.book}
        noValidate
        className={`space-y-12 lg:col-span-2 ${look.form.form ?? ""}`}
        data-stay-form
      >
        <FormProblems
          className={look.form.summary}
          formError={state.formError}
          heading={p.errorSummary}
          problems={problems.map((name) => ({ id: fieldId(name), text: errors[name] }))}
        />
        <input type="hidden" name="unit" value={unit.slug} />
        <section aria-labelledby="book-stay-heading" className="space-y-5">
          <h2 id="book-stay-heading" className={look.heading}>
            {p.stay}
          </h2>
          <StayFields
            look={look}
            words={words}
            locale={locale}
            maxGuests={unit.maxGuests}
            values={values}
            errors={errors}
            quote={state.quote}
            problems={state.problems}
            note={note}
            today={todayDate()}
          />
        </section>
        <section aria-labelledby="book-details-heading" className="space-y-5">
          <h2 id="book-details-heading" className={look.heading}>
            {p.details}
          </h2>
          <Field name="name" label={p.name} look={look} errors={errors}>
            {input("name", "text", { autoComplete: "name", required: true, maxLength: 120 })}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field name="email" label={p.email} look={look} errors={errors}>
              {input("email", "email", { autoComplete: "email", required: true, maxLength: 254 })}
            </Field>
            <Field name="phone" label={p.phone} look={look} errors={errors}>
              {input("phone", "tel", { autoComplete: "tel", required: true, maxLength: 40 })}
            </Field>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field name="country" label={p.country} look={look} errors={errors}>
              {select("country", [
                { value: "", label: p.chooseCountry },
                ...countryOptions(locale).map((c) => ({ value: c.code, label: c.name })),
              ])}
            </Field>
            <Field name="arrivalTime" label={p.arrivalTime} optional={p.optional} look={look} errors={errors}>
              {select("arrivalTime", [
                { value: "", label: p.arrivalUnknown },
                ...arrivalTimes(unit).map((time) => ({ value: time, label: time })),
              ])}
            </Field>
          </div>
          <Field
            name="message"
            label={p.message}
            optional={p.optional}
            hint={p.messageHint}
            look={look}
            errors={errors}
          >
            <textarea
              id={fieldId("message")}
              name="message"
              rows={4}
              maxLength={2000}
              defaultValue={values.message ?? ""}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={[`${fieldId("message")}-hint`, errors.message ? errorId("message") : ""]
                .filter(Boolean)
                .join(" ")}
              className={`${look.form.input} ${errors.message ? look.form.invalid : ""}`}
            />
          </Field>
        </section>
        <section aria-labelledby="book-terms-heading" className="space-y-5">
          <h2 id="book-terms-heading" className={look.heading}>
            {p.terms}
          </h2>
          {unit.houseRules ? (
            <div className="space-y-3">
              <h3 className="font-semibold">{p.houseRules}</h3>
              <p className={`whitespace-pre-line ${look.text}`}>{unit.houseRules}</p>
              <Check
                name="acceptHouseRules"
                label={p.acceptHouseRules}
                checked={checked("acceptHouseRules")}
                look={look}
                errors={errors}
              />
            </div>
          ) : (
            // Nothing to accept: the unit has no house rules.
            <input type="hidden" name="acceptHouseRules" value="on" />
          )}
          <div className="space-y-3">
            <h3 className="font-semibold">{fillIn(p.cancellation, { name: state.cancellation.name })}</h3>
            <p className={look.text}>{state.cancellation.text}</p>
            <Check
              name="acceptCancellationPolicy"
              label={p.acceptCancellation}
              checked={checked("acceptCancellationPolicy")}
              look={look}
              errors={errors}
            />
          </div>
          <Check
            name="marketingConsent"
            label={fillIn(p.marketing, { site: site.name })}
            checked={checked("marketingConsent")}
            look={look}
            errors={errors}
          />
        </section>
        <p className={look.text}>{p.payment}</p>
        <BookAction look={look}>
          <button type="submit" className={look.form.button} data-pending-label={p.sending} data-label={submitLabel}>
            <span data-label>{submitLabel}</span>
          </button>
        </BookAction>
      </form>
      <aside aria-label={unit.name} className={`self-start ${look.aside}`}>
        <UnitCover unit={unit} sizes="(min-width: 1024px) 33vw, 100vw" />
        <p className="mt-4 text-lg font-semibold">{unit.name}</p>
        <p className={look.text}>{counted(p.guests, unit.maxGuests, locale)}</p>
        <p className={`mt-3 ${look.text}`}>
          {fillIn(p.arrival, { from: unit.checkInFrom, until: unit.checkInUntil, checkOut: unit.checkOutUntil })}
        </p>
        {site.units.length > 1 && (
          <p className="mt-4">
            <a href={site.paths.book} className={look.secondary}>
              {p.otherUnit}
            </a>
          </p>
        )}
      </aside>
      <template data-confirmation-template>
        <BookingConfirmation view={null} words={words} locale={locale} look={look} homePath={site.paths.home} />
      </template>
    </div>
  );
}
