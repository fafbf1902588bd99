import type { ReactNode } from "react";
import { FormProblems } from "./form-problems.tsx";
import type { ContactField, ThemePageProps } from "./page-data.ts";

/** How a theme dresses the contact form; the structure and accessibility are the kit's. */
export type FormLook = {
  form?: string;
  field: string;
  label: string;
  input: string;
  invalid: string;
  error: string;
  button: string;
  summary: string;
  sent: string;
};

const FORM_ID = "enquiry";
const id = (name: ContactField) => `${FORM_ID}-${name}`;

/**
 * The site's enquiry form (name, email, phone, dates, guests, the unit on a multi-unit site,
 * message), a plain form that posts to the contact page and works without a script. After a
 * post: problems beside each field and in a focused summary, every value filled back in; or
 * the confirmation in place of the form. A field hidden from people catches bots.
 */
export function ContactForm({ data, t, look, unitSlug }: ThemePageProps & { look: FormLook; unitSlug?: string }) {
  const state = data.contact;
  const f = t.contact.form;
  if (state?.sent) {
    return (
      <div role="status" tabIndex={-1} data-focus-on-load className={look.sent}>
        <p className="font-semibold">{t.contact.sent.title}</p>
        <p className="mt-2">{t.contact.sent.body}</p>
      </div>
    );
  }
  const errors = state?.errors ?? {};
  const values = state?.values ?? {};
  const problems = (Object.keys(errors) as ContactField[]).filter((name) => errors[name]);
  const describedBy = (name: ContactField) => (errors[name] ? `${id(name)}-error` : undefined);
  const field = (name: ContactField, label: string, control: ReactNode, optional = false) => (
    <div className={look.field}>
      <label htmlFor={id(name)} className={look.label}>
        {label} {optional && <span className="font-normal opacity-80">{f.optional}</span>}
      </label>
      {control}
      {errors[name] && (
        <p id={`${id(name)}-error`} className={look.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const input = (name: ContactField, type: string, extra: Record<string, string | number | boolean> = {}) => (
    <input
      id={id(name)}
      name={name}
      type={type}
      defaultValue={values[name] ?? ""}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name)}
      className={`${look.input} ${errors[name] ? look.invalid : ""}`}
      {...extra}
    />
  );
  const units = data.site.units;
  const chosenUnit = values.unit ?? unitSlug ?? "";

  return (
    <form
      method="post"
      action={data.alternates.find((a) => a.lang === data.site.lang)?.path}
      noValidate
      data-enhance="busy"
      className={look.form}
    >
      <FormProblems
        className={look.summary}
        formError={state?.formError}
        heading={f.errorSummary}
        problems={problems.map((name) => ({ id: id(name), text: errors[name] }))}
      />
      {field("name", f.name, input("name", "text", { autoComplete: "name", required: true, maxLength: 120 }))}
      {field("email", f.email, input("email", "email", { autoComplete: "email", required: true, maxLength: 254 }))}
      {field("phone", f.phone, input("phone", "tel", { autoComplete: "tel", maxLength: 40 }), true)}
      <div className="grid gap-4 sm:grid-cols-3">
        {field("checkIn", f.checkIn, input("checkIn", "date"), true)}
        {field("checkOut", f.checkOut, input("checkOut", "date"), true)}
        {field("guests", f.guests, input("guests", "number", { min: 1, max: 50, inputMode: "numeric" }), true)}
      </div>
      {units.length > 1 &&
        field(
          "unit",
          f.unit,
          <select id={id("unit")} name="unit" defaultValue={chosenUnit} className={look.input}>
            <option value="">{f.anyUnit}</option>
            {units.map((unit) => (
              <option key={unit.slug} value={unit.slug}>
                {unit.name}
              </option>
            ))}
          </select>,
          true,
        )}
      {field(
        "message",
        f.message,
        <textarea
          id={id("message")}
          name="message"
          rows={6}
          required
          maxLength={5000}
          defaultValue={values.message ?? ""}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          className={`${look.input} ${errors.message ? look.invalid : ""}`}
        />,
      )}
      {/* People never see this field; bots that fill every field do. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${FORM_ID}-website`}>Website</label>
        <input id={`${FORM_ID}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className={look.button} data-pending-label={f.sending} data-label={f.send}>
        <span data-label>{f.send}</span>
      </button>
    </form>
  );
}
