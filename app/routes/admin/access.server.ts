import { data, type RouterContextProvider } from "react-router";
import type { SignedInSession } from "../../../modules/accounts/account-services.ts";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { isLocalOriginUrl } from "../../../modules/sites/local-origin.ts";
import { services } from "../../context.ts";
import { translator } from "../../i18n/i18n.tsx";
import { uiBundle } from "../../i18n/surface-strings.server.ts";
import type { UiBundle } from "../../i18n/use-i18n.tsx";

/**
 * What the admin area's error boundary needs to answer a refusal in the right language:
 * the admin strings in it too, since a refused action (a form posted without JavaScript)
 * renders its page without the layout's data (docs/decisions/0009).
 */
export type AdminErrorData = {
  reason: "forbidden" | "two-factor-required";
  lang: Lang;
  ui: UiBundle;
};

function refusal(reason: AdminErrorData["reason"], lang: Lang) {
  return data<AdminErrorData>({ reason, lang, ui: uiBundle(lang, "admin") }, { status: 403 });
}

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
      throw refusal("forbidden", session?.user.lang ?? "nl");
    }
    throw error;
  }
  // This machine's demo admin works without a second factor (README, local default).
  if (!found.user.twoFactorEnabled && !isLocalOriginUrl(origin)) {
    throw refusal("two-factor-required", found.user.lang);
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
