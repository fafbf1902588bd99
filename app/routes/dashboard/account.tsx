import { useEffect } from "react";
import { data } from "react-router";
import { toast } from "sonner";
import { latestExport } from "../../../modules/account-export/export-requests.ts";
import {
  DELETION_PERIOD_DAYS,
  INVOICE_RETENTION_YEARS,
  pendingDeletion,
  upcomingGuestStays,
} from "../../../modules/accounts/account-deletion.ts";
import { deviceParts } from "../../../modules/accounts/describe-device.ts";
import { maskIp } from "../../../modules/accounts/mask-ip.ts";
import { listSessions } from "../../../modules/accounts/sessions.ts";
import { billingOverview } from "../../../modules/subscriptions/billing-overview.ts";
import { finishMethodChange } from "../../../modules/subscriptions/change-payment-method.ts";
import { refreshOpenPayments } from "../../../modules/subscriptions/refresh-open-payments.ts";
import { type AccountIntent, isAccountIntent } from "../../components/dashboard/account/account-result.ts";
import { BillingSection } from "../../components/dashboard/account/billing-section.tsx";
import { DataExportSection, DeleteSection } from "../../components/dashboard/account/data-sections.tsx";
import { EmailSection } from "../../components/dashboard/account/email-section.tsx";
import { PasswordSection } from "../../components/dashboard/account/password-section.tsx";
import { ProfileSection } from "../../components/dashboard/account/profile-section.tsx";
import { SessionsSection } from "../../components/dashboard/account/sessions-section.tsx";
import { TwoFactorSection } from "../../components/dashboard/account/two-factor-section.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDay } from "../../components/dashboard/format-date.ts";
import { PageHeader } from "../../components/dashboard/page-header.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { readAccountForm } from "../account/account-form.server.ts";
import type { Route } from "./+types/account";
import { accountRequest, refused } from "./account/account-request.server.ts";
import { cancelBilling, changeBillingMethod, payBilling } from "./account/billing.server.ts";
import { requestArchive, undoDeletion } from "./account/data-export.server.ts";
import { deleteAccount } from "./account/delete.server.ts";
import { changeEmail, resendVerification } from "./account/email.server.ts";
import { changePassword } from "./account/password.server.ts";
import { saveProfile } from "./account/profile.server.ts";
import { signOut, signOutSession } from "./account/sessions.server.ts";
import { confirmTwoFactor, disableTwoFactor, newBackupCodes, startTwoFactor } from "./account/two-factor.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequest(request, context);
  const { user } = account;
  const sessions = await listSessions(account.app.db, user.id, account.sessionId);
  // Back from the provider's page: its payment is read again, so the section shows what happened.
  await refreshOpenPayments(account.app.db, account.app.payments, user.id);
  const methodChange = await finishMethodChange(account.app.db, account.app.payments, user.id);
  const deletion = await pendingDeletion(account.app.db, user.id);
  return {
    dataExport: await latestExport(account.app.db, user.id),
    deletion: deletion && { purgeAfter: deletion.purgeAfter.toISOString() },
    // Told before the owner deletes: deleting cancels no booking and tells no guest.
    upcomingStays: deletion ? null : await upcomingGuestStays(account.app.db, user.id),
    retention: { days: DELETION_PERIOD_DAYS, years: INVOICE_RETENTION_YEARS },
    billing: await billingOverview(account.app.db, user.id),
    methodChange,
    account: {
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      lang: user.lang,
      twoFactorEnabled: user.twoFactorEnabled,
    },
    siteName: account.siteName,
    sessions: sessions.map((s) => ({
      id: s.id,
      device: deviceParts(s.userAgent),
      ip: maskIp(s.ipAddress),
      createdAt: s.createdAt,
      lastActiveAt: s.lastActiveAt,
      current: s.current,
      byAdmin: s.byAdmin,
    })),
  };
}

/** What an owner whose account waits for its deletion may still do. */
const WHILE_DELETING: ReadonlySet<AccountIntent> = new Set([
  "export-request",
  "cancel-deletion",
  "sign-out",
  "sign-out-session",
]);

/** Every form of the page posts here with its intent; each answers for its own form only. */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountRequest(request, context);
  const form = await readAccountForm(request, account.user.lang);
  const intent = isAccountIntent(form.intent) ? form.intent : undefined;
  // While the account waits for its deletion, only the data and the way back are open.
  if (intent && !WHILE_DELETING.has(intent) && (await pendingDeletion(account.app.db, account.user.id))) {
    return refused(intent, { fields: {}, form: { key: "dashboard.account.delete.onlyDataNow" } }, { status: 409 });
  }
  switch (intent) {
    case "profile":
      return saveProfile(account, form);
    case "change-email":
      return changeEmail(account, form);
    case "resend-verification":
      return resendVerification(account);
    case "password":
      return changePassword(account, form);
    case "two-factor-start":
      return startTwoFactor(account, form);
    case "two-factor-confirm":
      return confirmTwoFactor(account, form);
    case "two-factor-disable":
      return disableTwoFactor(account, form);
    case "two-factor-codes":
      return newBackupCodes(account, form);
    case "sign-out":
      return signOut(account, form);
    case "sign-out-session":
      return signOutSession(account, form);
    case "delete-account":
      return deleteAccount(account, form);
    case "cancel-deletion":
      return undoDeletion(account);
    case "export-request":
      return requestArchive(account);
    case "billing-pay":
      return payBilling(account);
    case "billing-cancel":
      return cancelBilling(account, form);
    case "billing-method":
      return changeBillingMethod(account);
    default:
      throw data(null, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => dashboardMeta(matches, (t) => t("dashboard.account.title"));

const SECTIONS = ["billing", "profile", "email", "password", "two-factor", "sessions", "data", "delete"] as const;
/** While the account waits for its deletion: only its data and the way back. */
const DELETING_SECTIONS = ["data", "delete"] as const;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { account, sessions, siteName, billing, deletion } = loaderData;
  useSuccessToast(actionData);
  const sections = deletion ? DELETING_SECTIONS : SECTIONS;
  return (
    <>
      <PageHeader title={t("dashboard.account.title")} intro={t("dashboard.account.intro")} />
      <nav aria-label={t("dashboard.account.contents")} className="-mt-2 mb-8">
        <ul className="flex flex-wrap gap-2">
          {sections.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-block rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-pine-900 ring-1 ring-pine-200 hover:bg-pine-50"
              >
                {t(`dashboard.account.sections.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        {!deletion && (
          <>
            <BillingSection billing={billing} methodChange={loaderData.methodChange} answer={actionData} />
            <ProfileSection account={account} answer={actionData} />
            <EmailSection account={account} answer={actionData} />
            <PasswordSection answer={actionData} />
            <TwoFactorSection account={account} answer={actionData} />
            <SessionsSection sessions={sessions} answer={actionData} />
          </>
        )}
        <DataExportSection archive={loaderData.dataExport} email={account.email} answer={actionData} />
        <DeleteSection
          account={account}
          siteName={siteName}
          deletion={deletion}
          upcoming={loaderData.upcomingStays}
          retention={loaderData.retention}
          answer={actionData}
        />
      </div>
    </>
  );
}

/** A toast for every form that went through; the section shows the same news until the next answer. */
function useSuccessToast(answer: Route.ComponentProps["actionData"]) {
  const { t, locale } = useI18n();
  useEffect(() => {
    if (!answer?.ok) return;
    const deleteOn = answer.deleteOn ? formatDay(answer.deleteOn, locale) : "";
    const messages = {
      profile: t("dashboard.account.profile.saved"),
      "change-email": t("dashboard.account.email.sentToast"),
      "resend-verification": t("dashboard.account.email.resentToast"),
      password: t("dashboard.account.password.changedToast"),
      "two-factor-start": t("dashboard.account.twoFactor.startedToast"),
      "two-factor-confirm": t("dashboard.account.twoFactor.enabled"),
      "two-factor-disable": t("dashboard.account.twoFactor.disabled"),
      "two-factor-codes": t("dashboard.account.twoFactor.regeneratedToast"),
      "sign-out": t("dashboard.account.sessions.othersDone"),
      "sign-out-session": t("dashboard.account.sessions.oneDone"),
      "delete-account": t("dashboard.account.delete.scheduledToast", { date: deleteOn }),
      "cancel-deletion": t("dashboard.account.delete.undoneToast"),
      "export-request": t("dashboard.dataExport.requestedToast"),
      "billing-pay": "",
      "billing-cancel": t("dashboard.billing.cancelledToast"),
      "billing-method": "",
    } as const;
    const message = messages[answer.intent];
    if (message) toast.success(message);
  }, [answer, t, locale]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
