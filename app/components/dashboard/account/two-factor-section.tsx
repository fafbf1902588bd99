import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { CodeField } from "../../forms/code-field.tsx";
import { PasswordField } from "../../forms/password-field.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Badge } from "../badge.tsx";
import { DASHBOARD_PATHS } from "../nav-items.ts";
import { AccountForm, answerFor } from "./account-form.tsx";
import type { AccountActionData, AccountView, TwoFactorSetup } from "./account-result.ts";
import { AccountSection, SubSection, SuccessNote } from "./account-section.tsx";
import { BackupCodes } from "./backup-codes.tsx";

/**
 * Two-step verification with an authenticator app: off → password → QR code and key →
 * first code → on, with the backup codes shown once. When on: new codes, or turn off.
 */
export function TwoFactorSection({ account, answer }: { account: AccountView; answer: AccountActionData | undefined }) {
  const { t } = useI18n();
  const mine = answerFor(answer, "two-factor-start", "two-factor-confirm", "two-factor-disable", "two-factor-codes");
  const setup = mine?.setup;
  const codes = mine?.ok ? mine.backupCodes : undefined;
  // Hidden once the owner says they are kept; a new answer shows new codes again.
  const [doneWith, setDoneWith] = useState<string[] | undefined>();
  const showCodes = codes && codes !== doneWith;
  const on = account.twoFactorEnabled;

  return (
    <AccountSection
      id="two-factor"
      title={t("dashboard.account.twoFactor.heading")}
      intro={t("dashboard.account.twoFactor.intro")}
      aside={
        on ? (
          <Badge tone="green">{t("dashboard.account.twoFactor.on")}</Badge>
        ) : (
          <Badge tone="slate">{t("dashboard.account.twoFactor.off")}</Badge>
        )
      }
    >
      {mine?.ok && mine.intent === "two-factor-confirm" && (
        <SuccessNote>{t("dashboard.account.twoFactor.enabled")}</SuccessNote>
      )}
      {mine?.ok && mine.intent === "two-factor-disable" && (
        <SuccessNote>{t("dashboard.account.twoFactor.disabled")}</SuccessNote>
      )}
      {mine?.ok && mine.intent === "two-factor-codes" && (
        <SuccessNote>{t("dashboard.account.twoFactor.regenerated")}</SuccessNote>
      )}
      {showCodes && <BackupCodes codes={codes} email={account.email} onDone={() => setDoneWith(codes)} />}

      {setup && !on ? (
        <Enrolment setup={setup} answer={answer} />
      ) : on ? (
        <div className={showCodes ? "mt-6 space-y-6" : "space-y-6"}>
          <p className="max-w-2xl text-slate-700">{t("dashboard.account.twoFactor.onBody")}</p>
          <PasswordStep
            intent="two-factor-codes"
            answer={answer}
            title={t("dashboard.account.twoFactor.regenerateHeading")}
            body={t("dashboard.account.twoFactor.regenerateBody")}
            submitLabel={t("dashboard.account.twoFactor.regenerate")}
          />
          <PasswordStep
            intent="two-factor-disable"
            answer={answer}
            title={t("dashboard.account.twoFactor.disableHeading")}
            body={t("dashboard.account.twoFactor.disableBody")}
            submitLabel={t("dashboard.account.twoFactor.disable")}
          />
        </div>
      ) : (
        <>
          <p className="mb-5 max-w-2xl text-slate-700">{t("dashboard.account.twoFactor.offBody")}</p>
          <AccountForm
            id="account-two-factor-start"
            intent="two-factor-start"
            answer={answer}
            labels={{ password: t("dashboard.account.password.yourPassword") }}
            submitLabel={t("dashboard.account.twoFactor.start")}
            pendingLabel={t("dashboard.account.oneMoment")}
          >
            <PasswordField
              name="password"
              label={t("dashboard.account.password.yourPassword")}
              hint={t("dashboard.account.password.confirmHint")}
              autoComplete="current-password"
            />
          </AccountForm>
        </>
      )}
    </AccountSection>
  );
}

/** The QR code and key for the app, then the first code from it. */
function Enrolment({ setup, answer }: { setup: TwoFactorSetup; answer: AccountActionData | undefined }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-8 md:grid-cols-[auto_1fr]">
      <div>
        <h3 className="font-display text-lg font-semibold text-pine-950">
          {t("dashboard.account.twoFactor.scanHeading")}
        </h3>
        <p className="mt-2 max-w-sm text-slate-700">{t("dashboard.account.twoFactor.scanBody")}</p>
        <img
          src={setup.qrDataUrl}
          alt={t("dashboard.account.twoFactor.qrAlt")}
          width={208}
          height={208}
          className="mt-4 h-52 w-52 rounded-xl bg-white ring-1 ring-slate-200"
          data-testid="totp-qr"
        />
        <p className="mt-4 text-sm text-slate-700">{t("dashboard.account.twoFactor.manual")}</p>
        <p className="mt-1 font-mono text-base break-words text-pine-950 select-all" data-testid="totp-key">
          {setup.secret}
        </p>
      </div>
      <div>
        <h3 className="font-display text-lg font-semibold text-pine-950">
          {t("dashboard.account.twoFactor.confirmHeading")}
        </h3>
        <p className="mt-2 mb-5 max-w-sm text-slate-700">{t("dashboard.account.twoFactor.confirmBody")}</p>
        <AccountForm
          id="account-two-factor-confirm"
          intent="two-factor-confirm"
          answer={answer}
          labels={{ code: t("dashboard.account.twoFactor.code") }}
          hidden={{ totpUri: setup.totpUri }}
          submitLabel={t("dashboard.account.twoFactor.confirm")}
          pendingLabel={t("dashboard.account.checking")}
        >
          <CodeField short name="code" label={t("dashboard.account.twoFactor.code")} />
        </AccountForm>
        <Link to={DASHBOARD_PATHS.account} className={buttonClass("ghost", "md", "mt-3 w-full sm:w-auto")}>
          {t("dashboard.account.twoFactor.cancel")}
        </Link>
      </div>
    </div>
  );
}

/** A step that only needs the password: new backup codes, or turning the factor off. */
function PasswordStep({
  intent,
  answer,
  title,
  body,
  submitLabel,
}: {
  intent: "two-factor-codes" | "two-factor-disable";
  answer: AccountActionData | undefined;
  title: string;
  body: string;
  submitLabel: string;
}) {
  const { t } = useI18n();
  const label = t("dashboard.account.password.yourPassword");
  return (
    <SubSection title={title}>
      <p className="mb-5 max-w-2xl text-slate-700">{body}</p>
      <AccountForm
        id={`account-${intent}`}
        intent={intent}
        answer={answer}
        labels={{ password: label }}
        submitLabel={submitLabel}
        pendingLabel={t("dashboard.account.oneMoment")}
      >
        <PasswordField name="password" label={label} autoComplete="current-password" />
      </AccountForm>
    </SubSection>
  );
}
