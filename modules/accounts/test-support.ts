import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { Lang } from "../i18n/languages.ts";
import type { AuthEmails, AuthEmailTemplate } from "./auth-email.ts";
import { authHeaders } from "./auth-headers.ts";
import { type Auth, createAuth } from "./create-auth.ts";

/**
 * Helpers for tests that drive accounts end to end: an auth instance whose mail is
 * recorded instead of sent, a browser-like cookie jar, and TOTP codes computed the way an
 * authenticator app does (RFC 6238).
 */
export type SentMail = { template: AuthEmailTemplate; to: string; lang: Lang; data: AuthEmails[AuthEmailTemplate] };

export function testAuth(db: Database): {
  auth: Auth;
  mails: SentMail[];
  lastLink(to: string, template: AuthEmailTemplate): URL;
} {
  const mails: SentMail[] = [];
  const auth = createAuth({
    db,
    secret: randomBytes(32).toString("base64url"),
    origin: "http://localhost:3000",
    sendEmail: async (template, to, lang, data) => {
      mails.push({ template, to, lang, data });
    },
  });
  const lastLink = (to: string, template: AuthEmailTemplate) => {
    const mail = mails.findLast((m) => m.to === to && m.template === template);
    if (!mail) throw new Error(`no ${template} mail to ${to}`);
    return new URL(mail.data.url);
  };
  return { auth, mails, lastLink };
}

/** One browser: keeps the cookies responses set and sends them back. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(ip = "203.0.113.10") {
    this.ip = ip;
  }

  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  headers(): Headers {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return authHeaders(new Headers(cookie ? { cookie } : {}), this.ip);
  }
}

function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const ch of input.replace(/=+$/, "").toUpperCase()) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new Error("not base32");
    bits += v.toString(2).padStart(5, "0");
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The current code for an otpauth:// URI, as an authenticator app shows it. */
export function totpCode(otpauthUri: string, at: Date = new Date()): string {
  const url = new URL(otpauthUri);
  const secret = base32Decode(url.searchParams.get("secret") ?? "");
  const digits = Number(url.searchParams.get("digits") ?? 6);
  const period = Number(url.searchParams.get("period") ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / period)));
  const hmac = createHmac(url.searchParams.get("algorithm")?.toLowerCase() ?? "sha1", secret)
    .update(counter)
    .digest();
  const offset = (hmac.at(-1) ?? 0) & 0xf;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}
