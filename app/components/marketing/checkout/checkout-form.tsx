import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CheckoutContent } from "../../../../content/checkout/types.ts";
import { isEuCountry } from "../../../../modules/billing/vat-number.ts";
import { fillIn } from "../../../../modules/i18n/fill-in.ts";
import { LOCALES } from "../../../../modules/i18n/languages.ts";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import { COUNTRY_CODES } from "../../../../modules/onboarding/country-codes.ts";
import { BILLING_LIMITS } from "../../../../modules/subscriptions/billing-details.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { countryOptions } from "../../forms/country-options.ts";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import {
  CheckboxField,
  EmailField,
  FieldKitProvider,
  FieldShell,
  fieldId,
  SelectField,
  TextField,
} from "../../forms/fields.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";

type Copy = CheckoutContent["checkout"];
export const CHECKOUT_FORM_ID = "checkout";

export type CheckoutFormProps = {
  copy: Copy;
  /** Who is signed in; null for a visitor, who makes the account in this form. */
  account: { name: string; email: string } | null;
  values: Record<string, string>;
  problems: { fields: Partial<Record<string, string[]>>; form?: string };
  /** Today's payment for the details as typed, VAT included, formatted. */
  amount: string;
  /**
   * Today's payment with the seller's VAT and without, for app/enhance/checkout-amount.ts,
   * which keeps the button's amount in step with the country and VAT number as they are typed.
   */
  vat: { sellerCountry: string; withVat: string; withoutVat: string } | null;
  /** The sign-in screen, which brings the owner back here. */
  signInHref: string;
};

const linkClass = "font-semibold text-pine-700 underline underline-offset-2 hover:text-pine-900";

function Step({ n, title, intro, children }: { n: number; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`checkout-step-${n}`} className="rounded-3xl bg-white p-6 ring-1 ring-pine-100 md:p-8">
      <h2
        id={`checkout-step-${n}`}
        className="flex items-center gap-3 font-display text-2xl font-semibold text-pine-950"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-pine-700 text-base text-white"
        >
          {n}
        </span>
        {title}
      </h2>
      {intro && <div className="mt-2 text-slate-700">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * The checkout on a page that is not hydrated: the account (who is signed in, with a way
 * out, or the fields of a new one), the billing details and the one button that pays. A
 * plain form: the server answers with problems beside their fields and everything typed
 * filled in again (never the password). The company's fields show only for a business, by
 * CSS alone; without :has() they simply stay visible.
 */
export function CheckoutForm({ copy, account, values, problems, amount, vat, signInHref }: CheckoutFormProps) {
  const { lang } = useI18n();
  const id = CHECKOUT_FORM_ID;
  const labels: Record<string, string> = {
    email: copy.account.email,
    password: copy.account.password,
    name: copy.billing.name,
    company: copy.billing.company,
    vatNumber: copy.billing.vatNumber,
    street: copy.billing.street,
    postalCode: copy.billing.postalCode,
    city: copy.billing.city,
    country: copy.billing.country,
  };
  const errors = Object.fromEntries(Object.entries(problems.fields).filter(([, list]) => list && list.length > 0));
  const summary = Object.entries(errors).map(([name, list]) => ({
    fieldId: fieldId(id, name),
    message: `${labels[name] ?? name}: ${(list ?? []).join(" ")}`,
  }));
  const billing = copy.billing;
  return (
    <div className="space-y-8">
      {account && (
        <Step n={1} title={copy.account.title}>
          <p className="text-slate-800" data-testid="checkout-signed-in">
            {fillIn(copy.account.signedInAs, { name: account.name, email: account.email })}
          </p>
          <form method="post" className="mt-3">
            <button type="submit" name="intent" value="signOut" className={linkClass}>
              {copy.account.signOut}
            </button>
          </form>
        </Step>
      )}
      <form
        method="post"
        id={id}
        noValidate
        data-enhance="busy"
        data-checkout-vat={
          vat
            ? JSON.stringify({
                seller: vat.sellerCountry,
                eu: COUNTRY_CODES.filter(isEuCountry),
                withVat: fillIn(copy.pay.button, { amount: vat.withVat }),
                withoutVat: fillIn(copy.pay.button, { amount: vat.withoutVat }),
              })
            : undefined
        }
        className="group space-y-8"
      >
        {(summary.length > 0 || problems.form) && (
          <ErrorSummary id={`${id}-summary`} formProblem={problems.form} items={summary} focusOnLoad />
        )}
        <FieldKitProvider value={{ formId: id, errors, values }}>
          {!account && (
            <Step
              n={1}
              title={copy.account.title}
              intro={
                <p>
                  {copy.account.intro} {copy.account.haveAccount}{" "}
                  <a href={signInHref} className={linkClass} data-testid="checkout-sign-in">
                    <LogIn aria-hidden="true" className="mr-1 inline h-4 w-4" />
                    {copy.account.signIn}
                  </a>
                </p>
              }
            >
              <div className="grid gap-6 sm:grid-cols-2">
                <EmailField name="email" label={copy.account.email} className="sm:col-span-2" />
                <FieldShell
                  name="password"
                  label={copy.account.password}
                  hint={copy.account.passwordHint}
                  className="sm:col-span-2"
                  control={({ defaultValue: _never, ...props }) => (
                    <input {...props} type="password" autoComplete="new-password" maxLength={256} />
                  )}
                />
              </div>
              <p className="mt-4 text-sm text-slate-700">
                {copy.account.legal}{" "}
                <Link to={pagePath("terms", lang)} className={linkClass}>
                  {copy.account.terms}
                </Link>{" "}
                {copy.account.and}{" "}
                <Link to={pagePath("privacy", lang)} className={linkClass}>
                  {copy.account.privacy}
                </Link>
                .
              </p>
            </Step>
          )}
          <Step n={2} title={billing.title} intro={<p>{billing.intro}</p>}>
            <div className="grid gap-6 sm:grid-cols-2">
              <TextField
                name="name"
                label={billing.name}
                autoComplete="name"
                maxLength={BILLING_LIMITS.name}
                className="sm:col-span-2"
              />
              <div className="sm:col-span-2">
                <CheckboxField name="business" label={billing.business} defaultChecked={values.business === "on"} />
              </div>
              <div
                className="grid gap-6 sm:col-span-2 sm:grid-cols-2 group-has-[#checkout-business:not(:checked)]:hidden"
                data-testid="checkout-business-fields"
              >
                <TextField
                  name="company"
                  label={billing.company}
                  autoComplete="organization"
                  maxLength={BILLING_LIMITS.company}
                  optional
                />
                <TextField
                  name="vatNumber"
                  label={billing.vatNumber}
                  hint={billing.vatHint}
                  autoComplete="off"
                  maxLength={40}
                  optional
                />
              </div>
              <TextField
                name="street"
                label={billing.street}
                autoComplete="street-address"
                maxLength={BILLING_LIMITS.street}
                className="sm:col-span-2"
              />
              <TextField
                name="postalCode"
                label={billing.postalCode}
                autoComplete="postal-code"
                maxLength={BILLING_LIMITS.postalCode}
              />
              <TextField
                name="city"
                label={billing.city}
                autoComplete="address-level2"
                maxLength={BILLING_LIMITS.city}
              />
              <SelectField
                name="country"
                label={billing.country}
                placeholder={billing.chooseCountry}
                options={countryOptions(LOCALES[lang])}
                className="sm:col-span-2"
              />
            </div>
          </Step>
        </FieldKitProvider>
        <Step n={3} title={copy.pay.title}>
          <SubmitButton
            pending={false}
            label={fillIn(copy.pay.button, { amount })}
            pendingLabel={copy.pay.pending}
            className="w-full"
          />
          <p className="mt-3 text-sm text-slate-600">{copy.pay.note}</p>
        </Step>
      </form>
    </div>
  );
}
