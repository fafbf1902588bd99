import { z } from "zod";
import { normalizePhoneNumber } from "../../../modules/accounts/phone-number.ts";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { hasControlCharacter } from "../../../modules/text/single-line.ts";
import type { Message } from "../../components/account/auth-messages.ts";
import { formLimit, readForm } from "../../lib/read-form.server.ts";

/** More than any honest account form sends (a few short fields; the authenticator URI is the longest). */
const ACCOUNT_FORM_BYTES = formLimit(1_500);

export type AccountForm = {
  intent: string;
  /** A field's value, trimmed; "" when absent. */
  text(name: string): string;
  /** A field's value exactly as typed (passwords: spaces count). */
  raw(name: string): string;
  checked(name: string): boolean;
};

/** An account screen's form, read within its limit; too much is a 413 in `lang`. */
export async function readAccountForm(request: Request, lang: Lang): Promise<AccountForm> {
  const form = await readForm(request, { maxBytes: ACCOUNT_FORM_BYTES, lang });
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    intent: raw("intent"),
    text: (name) => raw(name).trim(),
    raw,
    checked: (name) => form.get(name) === "on",
  };
}

type Problems = Record<string, Message[]>;

export function validateRequired(name: string, value: string): Problems {
  return value ? {} : { [name]: [{ key: "errors.required" }] };
}

export function validateName(name: string): Problems {
  if (!name) return { name: [{ key: "errors.required" }] };
  if (name.length > 100) return { name: [{ key: "errors.tooLong", params: { max: 100 } }] };
  if (hasControlCharacter(name)) return { name: [{ key: "errors.oneLine" }] };
  return {};
}

export function validateEmail(email: string): Problems {
  if (!email) return { email: [{ key: "errors.required" }] };
  if (email.length > 254 || !z.email().safeParse(email).success) return { email: [{ key: "errors.email" }] };
  return {};
}

/** Optional: empty is fine, anything else must be a phone number. */
export function validatePhone(phone: string): Problems {
  return phone && !normalizePhoneNumber(phone) ? { phone: [{ key: "errors.phone" }] } : {};
}
