import QRCode from "qrcode";
import { data } from "react-router";
import { cookieHeaders } from "../../../../modules/accounts/auth-result.ts";
import {
  confirmTwoFactor as confirmFactor,
  disableTwoFactor as disableFactor,
  regenerateBackupCodes,
  startTwoFactor as startFactor,
  viewBackupCodes,
} from "../../../../modules/accounts/two-factor.ts";
import type { AccountIntent, TwoFactorSetup } from "../../../components/dashboard/account/account-result.ts";
import { type AccountForm, validateRequired } from "../../account/account-form.server.ts";
import {
  type AccountRequest,
  attemptAllowed,
  hasProblems,
  refused,
  SERVER_ERROR,
  succeeded,
  WRONG_PASSWORD,
} from "./account-request.server.ts";

const ISSUER = "VayVista";

/** The key in groups of four, as authenticator apps show it when typed in by hand. */
function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** The QR code and key of an otpauth:// URI, drawn here so no third party sees the secret. */
export async function twoFactorSetup(totpUri: string): Promise<TwoFactorSetup> {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(totpUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    totpUri,
    secret: groupKey(secret),
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}

/**
 * The URI posted back with the first code must be one we could have made for this
 * person: TOTP, our issuer, their address, a base32 key. Anything else is a forged form.
 */
export function isOwnTotpUri(value: string, email: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const label = decodeURIComponent(url.pathname.replace(/^\/+/, ""));
  return (
    url.protocol === "otpauth:" &&
    url.hostname === "totp" &&
    url.searchParams.get("issuer") === ISSUER &&
    label === `${ISSUER}:${email}` &&
    /^[A-Z2-7]{16,128}=*$/.test(url.searchParams.get("secret") ?? "")
  );
}

/** Every step needs the password, except the confirmation, which needs a code from the app. */
async function checkPassword(account: AccountRequest, form: AccountForm, intent: AccountIntent) {
  const password = form.raw("password");
  const missing = validateRequired("password", password);
  if (hasProblems(missing)) return { refusal: refused(intent, { fields: missing }) };
  const wait = await attemptAllowed(account, "password");
  if (wait) return { refusal: refused(intent, { fields: {}, form: wait }, { status: 429 }) };
  return { password };
}

function failed(intent: AccountIntent, code: string, status: number) {
  if (code === "INVALID_PASSWORD") return refused(intent, { fields: { password: [WRONG_PASSWORD] } });
  if (code === "TOTP_ALREADY_ENABLED")
    return refused(intent, { fields: {}, form: { key: "dashboard.account.twoFactor.alreadyOn" } });
  return refused(intent, { fields: {}, form: SERVER_ERROR }, { status });
}

/** Step 1: the password, then a fresh key shown as a QR code. The factor is not on yet. */
export async function startTwoFactor(account: AccountRequest, form: AccountForm) {
  const checked = await checkPassword(account, form, "two-factor-start");
  if (checked.refusal) return checked.refusal;
  const result = await startFactor(account.app.accounts.auth, checked.password, account.authHeaders);
  if (!result.ok) return failed("two-factor-start", result.code, result.status);
  return succeeded("two-factor-start", { setup: await twoFactorSetup(result.data.totpURI) });
}

/** Step 2: the first code from the app turns the factor on; the backup codes are shown once. */
export async function confirmTwoFactor(account: AccountRequest, form: AccountForm) {
  const totpUri = form.raw("totpUri");
  if (!isOwnTotpUri(totpUri, account.user.email)) throw data(null, { status: 400 });
  const setup = await twoFactorSetup(totpUri);
  const code = form.text("code").replace(/\s/g, "");
  if (!/^\d{6}$/.test(code)) {
    return refused(
      "two-factor-confirm",
      { fields: { code: [{ key: "dashboard.account.twoFactor.codeFormat" }] } },
      { setup },
    );
  }
  const wait = await attemptAllowed(account, "code");
  if (wait) return refused("two-factor-confirm", { fields: {}, form: wait }, { setup, status: 429 });

  const { auth } = account.app.accounts;
  const result = await confirmFactor(auth, code, account.authHeaders);
  if (!result.ok) {
    if (result.code === "INVALID_CODE") {
      return refused("two-factor-confirm", { fields: { code: [{ key: "auth.errors.invalidCode" }] } }, { setup });
    }
    return refused("two-factor-confirm", { fields: {}, form: SERVER_ERROR }, { setup, status: result.status });
  }
  const backupCodes = await viewBackupCodes(auth, account.user.id);
  return succeeded("two-factor-confirm", { backupCodes }, { headers: cookieHeaders(result.headers) });
}

export async function disableTwoFactor(account: AccountRequest, form: AccountForm) {
  const checked = await checkPassword(account, form, "two-factor-disable");
  if (checked.refusal) return checked.refusal;
  const result = await disableFactor(account.app.accounts.auth, checked.password, account.authHeaders);
  if (!result.ok) return failed("two-factor-disable", result.code, result.status);
  return succeeded("two-factor-disable", {}, { headers: cookieHeaders(result.headers) });
}

/** Ten new backup codes; the old ones stop working. */
export async function newBackupCodes(account: AccountRequest, form: AccountForm) {
  const checked = await checkPassword(account, form, "two-factor-codes");
  if (checked.refusal) return checked.refusal;
  const result = await regenerateBackupCodes(account.app.accounts.auth, checked.password, account.authHeaders);
  if (!result.ok) return failed("two-factor-codes", result.code, result.status);
  return succeeded(
    "two-factor-codes",
    { backupCodes: result.data.backupCodes },
    { headers: cookieHeaders(result.headers) },
  );
}
