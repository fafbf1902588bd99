import { data, type RouterContextProvider } from "react-router";
import type { SignedInSession } from "../../../modules/accounts/account-services.ts";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { isLocalOriginUrl } from "../../../modules/sites/local-origin.ts";
import { services } from "../../context.ts";
import { translator } from "../../i18n/i18n.tsx";

/** What the admin area's error boundary needs to answer a refusal in the right language. */
export type AdminErrorData = {
  reason: "forbidden" | "two-factor-required";
  lang?: Lang;
};

/**
 * The first call of every admin loader and action: the signed-in admin. Visitors are sent
 * to /login (requireAdmin's redirect); an owner gets a 403 that carries their language, so
 * the "no access" page speaks it. On a public origin an admin also needs two-step
 * verification switched on (the area reads every owner's data and the outbox): without
 * it, a 403 whose page says so and leads to setting it up. Every loader and action calls
 * this, not only the layout's: React Router runs a page's loaders side by side.
 */
export async function requireAdminSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SignedInSession> {
  const { accounts, origin } = services(context);
  let found: SignedInSession;
  try {
    found = await accounts.requireAdmin(request);
  } catch (error) {
    if (error instanceof Response && error.status === 403) {
      const session = await accounts.getSession(request);
      throw data<AdminErrorData>({ reason: "forbidden", lang: session?.user.lang ?? "nl" }, { status: 403 });
    }
    throw error;
  }
  // This machine's demo admin works without a second factor (README, local default).
  if (!found.user.twoFactorEnabled && !isLocalOriginUrl(origin)) {
    throw data<AdminErrorData>({ reason: "two-factor-required", lang: found.user.lang }, { status: 403 });
  }
  return found;
}

/** A text field of a submitted form ("" when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The signed-in admin with the translator of their language, for loaders and actions. */
export async function adminRequest(request: Request, context: Readonly<RouterContextProvider>) {
  const { user } = await requireAdminSession(request, context);
  return { user, lang: user.lang, t: translator(user.lang), ...services(context) };
}

/** An action's answer with its HTTP status; one shape per action, so the page reads it typed. */
export function answer<T>(body: T, status = 200) {
  return data(body, { status });
}
