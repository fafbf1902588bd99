import { CalendarClock, Download, FileArchive, RefreshCw, TriangleAlert } from "lucide-react";
import { exportDownloadPath } from "../../../../modules/account-export/export-paths.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { EmailField } from "../../forms/fields.tsx";
import { PasswordField } from "../../forms/password-field.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Badge } from "../badge.tsx";
import { formatDateTime, formatDay } from "../format-date.ts";
import { AccountForm } from "./account-form.tsx";
import type { AccountActionData, AccountView } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

/** Where the JSON file with the account's own details is served (app/routes/dashboard/account/export.ts). */
export const ACCOUNT_EXPORT_PATH = "/dashboard/account/export";

/** The owner's latest archive as the loader sends it (dates as ISO strings once serialised). */
export type ArchiveView =
  | { state: "requested" | "running"; requestedAt: Date | string }
  | {
      state: "ready";
      id: string;
      requestedAt: Date | string;
      finishedAt: Date | string;
      expiresAt: Date | string;
      sizeBytes: number;
    }
  | { state: "failed"; requestedAt: Date | string }
  | null;

const BADGE_TONE = { requested: "slate", running: "amber", ready: "green", failed: "coral" } as const;

/**
 * The archive of everything of the owner's: ask for it, see it being made, download it
 * until it expires, or try again after a failure. The job emails the link as well.
 */
export function DataExportSection({
  archive,
  email,
  answer,
}: {
  archive: ArchiveView;
  email: string;
  answer: AccountActionData | undefined;
}) {
  const { t, locale } = useI18n();
  const requestForm = (label: string) => (
    <AccountForm
      id="account-export"
      intent="export-request"
      answer={answer}
      labels={{}}
      submitLabel={label}
      pendingLabel={t("dashboard.dataExport.requesting")}
    />
  );
  return (
    <AccountSection
      id="data"
      title={t("dashboard.dataExport.heading")}
      intro={t("dashboard.dataExport.intro")}
      aside={
        archive && <Badge tone={BADGE_TONE[archive.state]}>{t(`dashboard.dataExport.state.${archive.state}`)}</Badge>
      }
    >
      {!archive && requestForm(t("dashboard.dataExport.request"))}
      {(archive?.state === "requested" || archive?.state === "running") && (
        <div className="space-y-4">
          <p className="flex gap-3 text-slate-700" role="status">
            <CalendarClock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
            <span>
              {t("dashboard.dataExport.makingNote", { date: formatDateTime(archive.requestedAt, locale), email })}
            </span>
          </p>
          <a href="/dashboard/account#data" className={buttonClass("secondary", "md", "w-full sm:w-auto")}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {t("dashboard.dataExport.checkAgain")}
          </a>
        </div>
      )}
      {archive?.state === "ready" && (
        <div className="space-y-5">
          <p className="flex gap-3 text-slate-700">
            <FileArchive aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-pine-700" />
            <span>
              {t("dashboard.dataExport.readyNote", {
                date: formatDateTime(archive.finishedAt, locale),
                size: sizeText(archive.sizeBytes, t),
                expires: formatDay(archive.expiresAt, locale),
              })}
            </span>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <a
              href={exportDownloadPath(archive.id)}
              download
              className={buttonClass("primary", "md", "w-full sm:w-auto")}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {t("dashboard.dataExport.download")}
            </a>
            {requestForm(t("dashboard.dataExport.again"))}
          </div>
        </div>
      )}
      {archive?.state === "failed" && (
        <div className="space-y-4">
          <p className="flex gap-3 text-slate-700">
            <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-coral-700" />
            <span>{t("dashboard.dataExport.failedNote", { date: formatDateTime(archive.requestedAt, locale) })}</span>
          </p>
          {requestForm(t("dashboard.dataExport.retry"))}
        </div>
      )}
      <p className="mt-6 text-sm">
        <a href={ACCOUNT_EXPORT_PATH} download className="font-medium text-pine-800 underline underline-offset-2">
          {t("dashboard.dataExport.accountOnly")}
        </a>
      </p>
    </AccountSection>
  );
}

function sizeText(bytes: number, t: ReturnType<typeof useI18n>["t"]): string {
  if (bytes < 1024 * 1024) return t("dashboard.dataExport.size.kb", { value: Math.max(1, Math.round(bytes / 1024)) });
  return t("dashboard.dataExport.size.mb", { value: (bytes / (1024 * 1024)).toFixed(1) });
}

/**
 * Deleting the account: typed email address and password, nothing else to click away. It
 * waits `retention.days` days (the site offline) and can be undone until then; this says so.
 */
export function DeleteSection({
  account,
  siteName,
  deletion,
  upcoming,
  retention,
  answer,
}: {
  account: AccountView;
  /** Null for an owner who has not finished onboarding: there is no site to lose. */
  siteName: string | null;
  /** The day everything goes, when the owner asked for it. */
  deletion: { purgeAfter: string } | null;
  /** Guests' bookings not yet over, which deleting neither cancels nor tells them of. */
  upcoming: { count: number; firstArrival: string } | null;
  retention: { days: number; years: number };
  answer: AccountActionData | undefined;
}) {
  const { t, locale } = useI18n();
  if (deletion) {
    const date = formatDay(deletion.purgeAfter, locale);
    return (
      <AccountSection
        id="delete"
        tone="danger"
        title={t("dashboard.account.delete.pendingHeading", { date })}
        intro={
          <div className="space-y-2">
            <p>{t("dashboard.account.delete.pendingIntro", { date, years: retention.years })}</p>
            <p>{t("dashboard.account.delete.pendingLimited")}</p>
          </div>
        }
      >
        <AccountForm
          id="account-undo-delete"
          intent="cancel-deletion"
          answer={answer}
          labels={{}}
          tone="primary"
          submitLabel={t("dashboard.account.delete.undo")}
          pendingLabel={t("dashboard.account.delete.undoing")}
        />
      </AccountSection>
    );
  }
  const labels = {
    confirmEmail: t("dashboard.account.delete.email"),
    password: t("dashboard.account.password.yourPassword"),
  };
  const words = { siteName: siteName ?? "", days: retention.days, years: retention.years };
  return (
    <AccountSection
      id="delete"
      tone="danger"
      title={t("dashboard.account.delete.heading")}
      intro={
        <div className="flex gap-3">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-coral-700" />
          <div className="space-y-2">
            <p>
              {siteName === null
                ? t("dashboard.account.delete.introNoSite", words)
                : t("dashboard.account.delete.intro", words)}
            </p>
            {upcoming && (
              <p className="font-semibold text-coral-700">
                {t("dashboard.account.delete.upcoming", {
                  count: upcoming.count,
                  date: formatDay(upcoming.firstArrival, locale),
                })}
              </p>
            )}
            <p>{t("dashboard.account.delete.tip")}</p>
          </div>
        </div>
      }
    >
      <AccountForm
        id="account-delete"
        intent="delete-account"
        answer={answer}
        labels={labels}
        tone="primary"
        submitLabel={t("dashboard.account.delete.submit")}
        pendingLabel={t("dashboard.account.delete.deleting")}
      >
        <EmailField
          name="confirmEmail"
          label={labels.confirmEmail}
          hint={t("dashboard.account.delete.emailHint", { email: account.email })}
          autoComplete="off"
        />
        <PasswordField name="password" label={labels.password} autoComplete="current-password" />
      </AccountForm>
    </AccountSection>
  );
}
