import { z } from "zod";
import { normalizePhoneNumber } from "../../../modules/accounts/phone-number.ts";
import type { Message } from "../../components/account/auth-messages.ts";

/** More than any honest account form (a few short fields). */
const MAX_BODY_BYTES = 16 * 1024;

export type AccountForm = {
  intent: string;
  /** A field's value, trimmed; "" when absent. */
  text(name: string): string;
  /** A field's value exactly as typed (passwords: spaces count). */
  raw(name: string): string;
  checked(name: string): boolean;
};

export async function readForm(request: Request): Promise<AccountForm> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    throw new Response("Payload Too Large", { status: 413 });
  }
  // A post without a form body (a bare POST /logout) counts as an empty form.
  const form = await request.formData().catch(() => new FormData());
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
