import { data, type RouterContextProvider } from "react-router";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import {
  isOwnerNotificationKind,
  type OwnerNotificationKind,
} from "../../../../modules/notifications/notification-kinds.ts";
import { saveOwnerNotifications } from "../../../../modules/notifications/owner-notifications.ts";
import { sendingSpfInclude } from "../../../../modules/sending-identity/dkim-key.ts";
import {
  choosePlatformSending,
  saveOwnSmtp,
  saveSenderName,
  startOwnDomain,
  verifySendingDomain,
} from "../../../../modules/sending-identity/identity-settings.ts";
import { sendingIdentityOf } from "../../../../modules/sending-identity/sending-identity.ts";
import { sendOwnSmtpTest } from "../../../../modules/sending-identity/test-own-smtp.ts";
import type { SettingsAnswer } from "../../../components/dashboard/settings/settings-view.ts";
import { services } from "../../../context.ts";

/** The intents of the settings page that are about email: who guests' emails come from, and the owner's own. */
export const SENDING_INTENTS = [
  "sender-name",
  "send-platform",
  "own-domain",
  "verify-domain",
  "own-smtp",
  "test-smtp",
  "notifications",
] as const;
type SendingIntent = (typeof SENDING_INTENTS)[number];

export function isSendingIntent(value: unknown): value is SendingIntent {
  return typeof value === "string" && (SENDING_INTENTS as readonly string[]).includes(value);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const told = (answer: Omit<SettingsAnswer, "ok">) => data<SettingsAnswer>({ ok: true, ...answer });
const refused = (status: number, answer: Omit<SettingsAnswer, "ok">) =>
  data<SettingsAnswer>({ ok: false, ...answer }, { status });

/**
 * Handles one email intent of the signed-in owner's own site (never a site named in the
 * form): 422 with the field's problem beside it, 409 when the state of things refuses it.
 */
export async function saveSendingSettings(
  context: Readonly<RouterContextProvider>,
  intent: SendingIntent,
  form: FormData,
  owner: { siteId: string; email: string; name: string; lang: Lang },
) {
  const { db, secretsKey, dns, appDomain, platformHost, fetchAllowHosts } = services(context);
  const siteId = owner.siteId;
  switch (intent) {
    case "sender-name": {
      const saved = await saveSenderName(db, siteId, text(form, "fromName"));
      if (!saved.ok) return refused(422, { sending: { code: "invalid" }, errors: saved.errors });
      return told({ sending: { code: "name_saved" } });
    }
    case "send-platform":
      await choosePlatformSending(db, siteId);
      return told({ sending: { code: "platform_on" } });
    case "own-domain": {
      const input = { domain: text(form, "domain"), localPart: text(form, "localPart") };
      const saved = await startOwnDomain(db, secretsKey, siteId, input, { appDomain, platformHost });
      if (!saved.ok) return refused(422, { sending: { code: "invalid" }, errors: saved.errors });
      return told({ sending: { code: "domain_started" } });
    }
    case "verify-domain": {
      const checked = await verifySendingDomain(db, dns, siteId, sendingSpfInclude(appDomain));
      if (checked.ok) {
        const identity = await sendingIdentityOf(db, siteId);
        const address = `${identity?.localPart}@${identity?.domain}`;
        return told({ sending: { code: "domain_verified", params: { address } } });
      }
      if (checked.reason === "no-domain") return refused(409, { sending: { code: "no-domain" } });
      const { dkim } = checked.check;
      return refused(409, { sending: { code: dkim === "ok" ? "dkim-missing" : dkim } });
    }
    case "own-smtp": {
      const saved = await saveOwnSmtp(db, secretsKey, siteId, {
        host: text(form, "host"),
        port: text(form, "port"),
        security: text(form, "security"),
        username: text(form, "username"),
        password: text(form, "password"),
        fromAddress: text(form, "fromAddress"),
      });
      if (!saved.ok) return refused(422, { sending: { code: "invalid" }, errors: saved.errors });
      return told({ sending: { code: "smtp_saved" } });
    }
    case "test-smtp": {
      const sent = await sendOwnSmtpTest(db, secretsKey, {
        siteId,
        to: { address: owner.email, name: owner.name },
        lang: owner.lang,
        appDomain,
        allowHosts: fetchAllowHosts,
      });
      if (sent.ok) return told({ sending: { code: "smtp_test_sent", params: { address: owner.email } } });
      if (sent.reason === "no-smtp") return refused(409, { sending: { code: "no_smtp" } });
      return refused(422, { sending: { code: "smtp_test_failed", params: { error: sent.error } } });
    }
    case "notifications": {
      const on = new Set(form.getAll("notify").filter(isOwnerNotificationKind) as OwnerNotificationKind[]);
      await saveOwnerNotifications(db, siteId, on);
      return told({ notificationsSaved: true });
    }
  }
}
