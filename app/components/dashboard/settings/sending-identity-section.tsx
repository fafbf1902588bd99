import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { formatZonedMoment } from "../../../../modules/dates/zoned-moment.ts";
import type { SendingIdentityView } from "../../../../modules/sending-identity/sending-identity-view.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { FieldKitProvider, SelectField, TextField } from "../../forms/fields.tsx";
import { PasswordField } from "../../forms/password-field.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { cn } from "../../ui/cn.ts";
import { Card } from "../page-header.tsx";
import { SendingNoticePanel } from "./sending-notice.tsx";
import { SendingRecords } from "./sending-records.tsx";
import type { SettingsAnswer } from "./settings-view.ts";

const SECURITY = ["tls", "starttls", "none"] as const;

/** One of the three ways to send, marked when it is the one in use. */
function Way({ id, heading, inUse, children }: { id: string; heading: string; inUse: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-way={id}
      className={cn("rounded-xl p-4 ring-1 sm:p-5", inUse ? "bg-pine-50/60 ring-pine-300" : "ring-slate-200")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-display text-lg font-semibold text-pine-950">
          {heading}
        </h3>
        {inUse && (
          <span className="inline-flex items-center gap-1 rounded-full bg-pine-700 px-2.5 py-0.5 text-sm font-semibold text-white">
            <CircleCheck aria-hidden="true" className="h-4 w-4" />
            {t("dashboard.settings.sending.inUse")}
          </span>
        )}
      </div>
      <div className="mt-2 space-y-4">{children}</div>
    </section>
  );
}

/**
 * Who guests' emails come from (issue 19 §3): our address in the owner's name (default), the
 * owner's own domain once its DKIM record verifies, or the owner's own SMTP server. The
 * password is never shown, only that one is saved.
 */
export function SendingIdentitySection({ view, answer }: { view: SendingIdentityView; answer: SettingsAnswer | null }) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const sent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const pending = (intent: string) => sent === intent;
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(answer?.errors ?? {})) {
    if (code) errors[field] = t(`dashboard.settings.sending.errors.${code}`);
  }
  const kit = (formId: string) => ({ formId, errors, values: {}, attempt: JSON.stringify(answer) });
  const name = view.fromName || view.siteName;
  const fromAddress =
    view.inUse === "smtp"
      ? view.smtp?.fromAddress
      : view.inUse === "domain"
        ? view.domain?.address
        : view.platformAddress;
  const domain = view.domain;
  return (
    <section aria-labelledby="sending-identity-heading" id="sending-identity" className="scroll-mt-24">
      <Card>
        <h2 id="sending-identity-heading" className="font-display text-xl font-semibold text-pine-950">
          {t("dashboard.settings.sending.heading")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t("dashboard.settings.sending.intro")}</p>
        <div className="mt-4 rounded-xl bg-sand-100 p-4 text-slate-800" data-testid="sending-now">
          <p className="break-words">
            {t("dashboard.settings.sending.nowFrom", { from: fromAddress ? `${name} <${fromAddress}>` : name })}
          </p>
          {view.inUse !== "smtp" && (
            <p className="break-words">{t("dashboard.settings.sending.nowReplyTo", { address: view.ownerEmail })}</p>
          )}
        </div>
        <div className="mt-5 space-y-6">
          {answer?.sending && <SendingNoticePanel notice={answer.sending} ok={answer.ok} />}
          {domain?.status === "lapsed" && !answer?.sending && (
            <div role="alert" className="rounded-xl bg-coral-600/5 p-4 text-coral-800 ring-1 ring-coral-600/30">
              {t("dashboard.settings.sending.domain.statusBody.lapsed", { domain: domain.domain })}
            </div>
          )}

          <FieldKitProvider value={kit("sender-name")}>
            <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <TextField
                name="fromName"
                label={t("dashboard.settings.sending.nameLabel")}
                hint={t("dashboard.settings.sending.nameHint", { siteName: view.siteName })}
                optional
                maxLength={100}
                defaultValue={view.fromName}
              />
              <input type="hidden" name="intent" value="sender-name" />
              <SubmitButton
                pending={pending("sender-name")}
                size="md"
                tone="secondary"
                className="w-full whitespace-nowrap sm:mb-7 sm:w-auto"
                label={t("dashboard.settings.sending.saveName")}
                pendingLabel={t("dashboard.settings.sending.saving")}
              />
            </Form>
          </FieldKitProvider>

          <Way
            id="sending-platform"
            heading={t("dashboard.settings.sending.platform.heading")}
            inUse={view.inUse === "platform"}
          >
            <p className="text-slate-700">{t("dashboard.settings.sending.platform.body")}</p>
            {view.mode !== "platform" && (
              <Form method="post">
                <input type="hidden" name="intent" value="send-platform" />
                <SubmitButton
                  pending={pending("send-platform")}
                  size="md"
                  tone="secondary"
                  label={t("dashboard.settings.sending.platform.use")}
                  pendingLabel={t("dashboard.settings.sending.saving")}
                />
              </Form>
            )}
          </Way>

          <Way
            id="sending-domain"
            heading={t("dashboard.settings.sending.domain.heading")}
            inUse={view.inUse === "domain"}
          >
            <p className="text-slate-700">{t("dashboard.settings.sending.domain.body")}</p>
            <FieldKitProvider value={kit("own-domain")}>
              <Form method="post" className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name="localPart"
                  label={t("dashboard.settings.sending.domain.localPartLabel")}
                  defaultValue={domain?.address.split("@")[0] ?? "info"}
                  maxLength={64}
                  autoComplete="off"
                />
                <TextField
                  name="domain"
                  label={t("dashboard.settings.sending.domain.domainLabel")}
                  defaultValue={domain?.domain ?? ""}
                  maxLength={253}
                  autoComplete="off"
                />
                <input type="hidden" name="intent" value="own-domain" />
                <div className="sm:col-span-2">
                  <SubmitButton
                    pending={pending("own-domain")}
                    size="md"
                    tone="secondary"
                    label={t("dashboard.settings.sending.domain.start")}
                    pendingLabel={t("dashboard.settings.sending.saving")}
                  />
                </div>
              </Form>
            </FieldKitProvider>
            {domain && (
              <div className="space-y-4" data-testid="sending-domain-status" data-status={domain.status}>
                <p className="font-semibold text-pine-950">
                  {t("dashboard.settings.sending.domain.address", { address: domain.address })}{" "}
                  <span
                    className={cn(
                      "ml-1 inline-block rounded-full px-2 py-0.5 text-sm",
                      domain.status === "verified" ? "bg-pine-700 text-white" : "bg-amber-100 text-amber-950",
                    )}
                  >
                    {t(`dashboard.settings.sending.domain.status.${domain.status}`)}
                  </span>
                </p>
                {domain.status !== "lapsed" && (
                  <p className="text-slate-700">
                    {t(`dashboard.settings.sending.domain.statusBody.${domain.status}`, { address: domain.address })}
                  </p>
                )}
                {domain.checkedAt && (
                  <p className="text-sm text-slate-600">
                    {t("dashboard.settings.sending.domain.checkedAt", {
                      moment: formatZonedMoment(new Date(domain.checkedAt), locale, "Europe/Amsterdam", "medium"),
                    })}
                  </p>
                )}
                <p className="text-slate-700">{t("dashboard.settings.sending.domain.recordsIntro")}</p>
                <SendingRecords domain={domain} />
                <Form method="post">
                  <input type="hidden" name="intent" value="verify-domain" />
                  <SubmitButton
                    pending={pending("verify-domain")}
                    size="md"
                    label={t("dashboard.settings.sending.domain.verify")}
                    pendingLabel={t("dashboard.settings.sending.domain.verifying")}
                  />
                </Form>
              </div>
            )}
          </Way>

          <Way id="sending-smtp" heading={t("dashboard.settings.sending.smtp.heading")} inUse={view.inUse === "smtp"}>
            <p className="text-slate-700">{t("dashboard.settings.sending.smtp.body")}</p>
            <FieldKitProvider value={kit("own-smtp")}>
              <Form method="post" className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name="host"
                  label={t("dashboard.settings.sending.smtp.host")}
                  defaultValue={view.smtp?.host ?? ""}
                  maxLength={253}
                  autoComplete="off"
                />
                <TextField
                  name="port"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={65535}
                  label={t("dashboard.settings.sending.smtp.port")}
                  defaultValue={String(view.smtp?.port ?? 587)}
                />
                <SelectField
                  name="security"
                  label={t("dashboard.settings.sending.smtp.security")}
                  defaultValue={view.smtp?.security ?? "starttls"}
                  options={SECURITY.map((value) => ({
                    value,
                    label: t(`dashboard.settings.sending.smtp.securityOptions.${value}`),
                  }))}
                />
                <TextField
                  name="fromAddress"
                  type="email"
                  label={t("dashboard.settings.sending.smtp.fromAddress")}
                  defaultValue={view.smtp?.fromAddress ?? ""}
                  maxLength={254}
                />
                <TextField
                  name="username"
                  label={t("dashboard.settings.sending.smtp.username")}
                  optional
                  defaultValue={view.smtp?.username ?? ""}
                  maxLength={254}
                  autoComplete="off"
                />
                <PasswordField
                  name="password"
                  label={t("dashboard.settings.sending.smtp.password")}
                  optional
                  hint={view.smtp?.hasPassword ? t("dashboard.settings.sending.smtp.passwordSaved") : undefined}
                  autoComplete="new-password"
                />
                <input type="hidden" name="intent" value="own-smtp" />
                <div className="sm:col-span-2">
                  <SubmitButton
                    pending={pending("own-smtp")}
                    size="md"
                    tone="secondary"
                    label={t("dashboard.settings.sending.smtp.save")}
                    pendingLabel={t("dashboard.settings.sending.saving")}
                  />
                </div>
              </Form>
            </FieldKitProvider>
            {view.mode === "smtp" && view.smtp && (
              <Form method="post">
                <input type="hidden" name="intent" value="test-smtp" />
                <SubmitButton
                  pending={pending("test-smtp")}
                  size="md"
                  tone="secondary"
                  label={t("dashboard.settings.sending.smtp.test")}
                  pendingLabel={t("dashboard.settings.sending.smtp.testing")}
                />
              </Form>
            )}
          </Way>
        </div>
      </Card>
    </section>
  );
}
