import type { OwnerNotificationKind } from "../../../../modules/notifications/notification-kinds.ts";
import { CONNECTION_PROBLEMS } from "../../../../modules/payments/connections/connection-problem.ts";
import type { PaymentSettingsView } from "../../../../modules/payments/connections/payment-settings.ts";
import { PROVIDER_NAMES, type ProviderName } from "../../../../modules/payments/provider-port.ts";
import type { IdentityFieldErrors } from "../../../../modules/sending-identity/identity-settings.ts";
import type { SendingIdentityView } from "../../../../modules/sending-identity/sending-identity-view.ts";
import type { nl } from "../../../i18n/ui/dashboard/settings/nl.ts";

/**
 * What the settings page says after something happened: an action's answer, or the notice
 * the page is sent back with (`?notice=…&provider=…`) from Stripe's onboarding or Mollie's
 * authorisation. Only these codes are read from the address; anything else is ignored.
 */
export const NOTICE_CODES = [
  "stripe_ready",
  "stripe_pending",
  "mollie_ready",
  "mollie_pending",
  "test_ready",
  "disconnected",
  "bank_on",
  "bank_off",
  ...CONNECTION_PROBLEMS,
  "connected_elsewhere",
  "nothing_connected",
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

export type PaymentNotice = { code: NoticeCode; provider: ProviderName | null };

/** How the notice reads: good news, something still to do, or a refusal. */
export function noticeTone(code: NoticeCode): "success" | "pending" | "problem" {
  if (code.endsWith("_pending")) return "pending";
  return (CONNECTION_PROBLEMS as readonly string[]).includes(code) ||
    code === "connected_elsewhere" ||
    code === "nothing_connected"
    ? "problem"
    : "success";
}

/** The notice a provider's return sent the page (its query), or null. */
export function noticeFromUrl(url: URL): PaymentNotice | null {
  const code = url.searchParams.get("notice");
  const provider = url.searchParams.get("provider");
  if (!(NOTICE_CODES as readonly (string | null)[]).includes(code)) return null;
  return {
    code: code as NoticeCode,
    provider: (PROVIDER_NAMES as readonly (string | null)[]).includes(provider) ? (provider as ProviderName) : null,
  };
}

export function noticeSearch(notice: PaymentNotice): string {
  const params = new URLSearchParams({
    notice: notice.code,
    ...(notice.provider ? { provider: notice.provider } : {}),
  });
  return `?${params}`;
}

export type SettingsPageData = {
  payments: PaymentSettingsView;
  notice: PaymentNotice | null;
  sending: SendingIdentityView;
  notifications: Record<OwnerNotificationKind, boolean>;
};

/** What the sending-identity section tells the owner after an action: an i18n key's last part and its values. */
export type SendingNotice = { code: SendingNoticeCode; params?: Record<string, string> };
export type SendingNoticeCode = keyof (typeof nl)["sending"]["notices"];

/**
 * What an action answers: what to tell the owner. A payment action answers `notice`; an
 * email one `sending` (with `errors` beside the fields) or `notificationsSaved`.
 */
export type SettingsAnswer = {
  ok: boolean;
  notice?: PaymentNotice;
  sending?: SendingNotice;
  errors?: IdentityFieldErrors;
  notificationsSaved?: boolean;
};
