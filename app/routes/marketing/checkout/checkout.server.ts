import { data, type RouterContextProvider, redirect } from "react-router";
import { checkoutContent } from "../../../../content/checkout/index.ts";
import { cookieHeaders } from "../../../../modules/accounts/auth-result.ts";
import { revokeSessions } from "../../../../modules/accounts/sessions.ts";
import { signUpOwner } from "../../../../modules/accounts/sign-up.ts";
import { loadBillingSettings } from "../../../../modules/billing/billing-settings.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { absoluteUrl, pagePath } from "../../../../modules/i18n/route-table.ts";
import { getPlan } from "../../../../modules/plans/get-plan.ts";
import { BILLING_LIMITS, readBillingDetails } from "../../../../modules/subscriptions/billing-details.ts";
import { openSubscriptionOf } from "../../../../modules/subscriptions/owner-subscription.ts";
import { platformBillingProvider } from "../../../../modules/subscriptions/platform-billing-provider.ts";
import { startCheckout } from "../../../../modules/subscriptions/start-checkout.ts";
import { failureProblems, type Message, weakPasswordMessages } from "../../../components/account/auth-messages.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { pageOf } from "../../../lib/page-request.ts";
import { withPlanFigures } from "../../../lib/plan-copy.ts";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { validateEmail, validateName, validateRequired } from "../../account/account-form.server.ts";
import { checkoutAmounts } from "./checkout-amounts.server.ts";
import { CHECKOUT_FIELDS, type CheckoutValues, EMPTY_VALUES, valuesOf } from "./checkout-values.ts";

/** Where an owner who pays already is sent: the billing section of their account. */
export const SUBSCRIBED_PATH = "/dashboard/account#billing";

/** Every field at its longest (the billing limits, an email address, a password) and then some. */
const CHECKOUT_FORM_BYTES = formLimit(1_500);

const DEFAULT_COUNTRY: Record<Lang, string> = { nl: "NL", en: "", pl: "PL" };

type RouteArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/** Who is signed in, as the account section shows them. */
export type CheckoutAccount = { name: string; email: string };

/** What the checkout's action answers when it does not send the owner on: problems beside their fields, all values kept. */
export type CheckoutAnswer = {
  values: CheckoutValues;
  /** Worded in the page's language, per field, and one for the whole form. */
  problems: { fields: Partial<Record<string, string[]>>; form?: string };
  /** Set when the account was made by this very answer (the form below it then shows it signed in). */
  account?: CheckoutAccount;
  /** No provider to pay with: the page says so instead of showing the form. */
  unavailable?: true;
  /** Today's total for the details as typed (the button's amount). */
  totalCents: number;
};

async function billingAvailable(context: RouteArgs["context"]): Promise<boolean> {
  const { db, payments } = services(context);
  const settings = await loadBillingSettings(db);
  return settings !== null && (await platformBillingProvider(payments, settings)) !== null;
}

/**
 * The checkout page's data: the plan (its figures in the copy), who is signed in, the
 * details typed before (a pending subscription keeps them, so a cancelled payment loses
 * nothing), today's amounts and whether a payment can be taken at all. An owner who pays
 * already goes to their billing section.
 */
export async function checkoutPage({ request, url, context }: RouteArgs) {
  const { lang } = pageOf(url);
  const { db, accounts } = services(context);
  const session = await accounts.getSession(request);
  // Most Dutch- and Polish-speaking owners live there; an English page asks.
  let values = { ...EMPTY_VALUES, country: DEFAULT_COUNTRY[lang] };
  if (session) {
    const open = await openSubscriptionOf(db, session.user.id);
    if (open && open.state !== "pending") throw redirect(SUBSCRIBED_PATH);
    values = open ? valuesOf(open) : { ...values, name: session.user.name };
  }
  const plan = await getPlan(db);
  const content = withPlanFigures(checkoutContent[lang].checkout, plan, lang);
  const amounts = await checkoutAmounts(db, plan, lang, vatBuyerOf(values));
  return {
    lang,
    plan,
    content,
    title: content.metaTitle,
    description: content.metaDescription,
    account: session ? { name: session.user.name, email: session.user.email } : null,
    values,
    amounts,
    available: await billingAvailable(context),
  };
}

function vatBuyerOf(values: CheckoutValues) {
  return { country: values.country, vatNumber: values.business === "on" ? values.vatNumber : "" };
}

function readValues(form: FormData): CheckoutValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const values = { ...EMPTY_VALUES };
  for (const field of CHECKOUT_FIELDS) values[field] = text(field);
  values.business = values.business === "on" ? "on" : "";
  values.country = values.country.toUpperCase();
  return values;
}

/**
 * The checkout's one button: for a visitor, the account made first (as the sign-up does,
 * its session cookie set by this answer), then the owner's checkout started and the owner
 * sent (303) to the provider's page. Every problem comes back in the page's language beside
 * its field, with everything typed kept (but the password); nothing here answers 500 for
 * what a visitor typed. "signOut" signs this browser out and shows the checkout again.
 */
export async function checkoutAction({ request, url, context }: RouteArgs) {
  const { lang } = pageOf(url);
  const { db, log, accounts, payments, origin } = services(context);
  const form = await readForm(request, { maxBytes: CHECKOUT_FORM_BYTES, lang });
  const here = pagePath("checkout", lang);
  const plan = await getPlan(db);
  const copy = checkoutContent[lang].checkout;
  const t = translator(lang);

  if (form.get("intent") === "signOut") {
    const result = await revokeSessions(accounts.auth, "local", accounts.headersFor(request));
    return redirect(here, { status: 303, headers: cookieHeaders(result.headers) });
  }

  const values = readValues(form);
  const password = typeof form.get("password") === "string" ? String(form.get("password")) : "";
  const answer = async (
    problems: CheckoutAnswer["problems"],
    status: number,
    extra: { headers?: Headers; account?: CheckoutAccount; unavailable?: true } = {},
  ) => {
    const { totalCents } = await checkoutAmounts(db, plan, lang, vatBuyerOf(values));
    const body: CheckoutAnswer = { values, problems, totalCents };
    if (extra.account) body.account = extra.account;
    if (extra.unavailable) body.unavailable = true;
    return data(body, { status, headers: extra.headers });
  };

  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = fields[field] ?? [];
    if (!list.includes(message)) fields[field] = [...list, message];
  };
  const word = (message: Message) => t(message.key as never, message.params ?? {}) as string;

  const session = await accounts.getSession(request);
  if (!session) {
    const weak = password ? accounts.passwordProblems(password, values.email) : [];
    const problems = {
      ...validateName(values.name),
      ...validateEmail(values.email),
      ...validateRequired("password", password),
      ...(weak.length > 0 ? { password: weakPasswordMessages(weak) } : {}),
    };
    for (const [field, messages] of Object.entries(problems)) for (const m of messages) add(field, word(m));
  }
  const business = values.business === "on";
  const billing = readBillingDetails({
    ...values,
    company: business ? values.company : "",
    vatNumber: business ? values.vatNumber : "",
  });
  if (!billing.ok) {
    for (const { field, code } of billing.problems) {
      // One message per field: an account name that is too long is also a billing name that is.
      if (fields[field]) continue;
      if (code === "required") add(field, t("errors.required"));
      else if (code === "tooLong") {
        add(field, t("errors.tooLong", { max: BILLING_LIMITS[field as keyof typeof BILLING_LIMITS] }));
      } else add(field, copy.billing.problems[code]);
    }
  }
  if (Object.keys(fields).length > 0 || !billing.ok) return answer({ fields }, 400);

  let cookies = new Headers();
  let owner: { id: string; email: string; account?: CheckoutAccount };
  try {
    if (session) {
      owner = { id: session.user.id, email: session.user.email };
    } else {
      const made = await signUpOwner(
        accounts.auth,
        db,
        { name: values.name, email: values.email, password, lang },
        accounts.headersFor(request),
      );
      if (!made.ok) {
        const failed = failureProblems(made);
        for (const [field, messages] of Object.entries(failed.fields)) {
          for (const m of messages) add(field === "identifier" ? "email" : field, word(m));
        }
        return answer({ fields, ...(failed.form ? { form: word(failed.form) } : {}) }, made.status);
      }
      log.info({ user: made.data.user.id }, "owner signed up at checkout");
      cookies = cookieHeaders(made.headers);
      owner = {
        id: made.data.user.id,
        email: made.data.user.email,
        account: { name: values.name, email: made.data.user.email },
      };
    }

    const started = await startCheckout(db, payments, {
      userId: owner.id,
      email: owner.email,
      lang,
      billing: billing.details,
      returnUrl: (id) => `${absoluteUrl(origin, pagePath("checkoutSuccess", lang))}?subscription=${id}`,
    });
    const signedUp = { headers: cookies, ...(owner.account ? { account: owner.account } : {}) };
    if (started.ok) {
      const to = started.checkoutUrl ?? successPath(lang, started.subscriptionId);
      return redirect(to, { status: 303, headers: cookies });
    }
    switch (started.code) {
      case "already_subscribed":
        return redirect(SUBSCRIBED_PATH, { status: 303, headers: cookies });
      case "billing_unavailable":
        return answer({ fields: {} }, 503, { ...signedUp, unavailable: true });
      case "provider_unreachable":
        return answer({ fields: {}, form: copy.pay.providerUnreachable }, 503, signedUp);
    }
  } catch (error) {
    log.error({ err: error }, "checkout failed");
    return answer({ fields: {}, form: t("errors.server") }, 500, { headers: cookies });
  }
}

/** The success page of a subscription, in the checkout's language. */
export function successPath(lang: Lang, subscriptionId: string): string {
  return `${pagePath("checkoutSuccess", lang)}?subscription=${encodeURIComponent(subscriptionId)}`;
}
