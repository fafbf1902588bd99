import { LoaderCircle } from "lucide-react";
import { useFetcher } from "react-router";
import { setBackupHour } from "../../../modules/backups/backup-hour.ts";
import { backupsOverview } from "../../../modules/backups/backups-overview.ts";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { formatDateTime } from "../../components/admin/format.ts";
import { AdminPageHeader, EmptyState } from "../../components/admin/page-header.tsx";
import { type BadgeTone, StatusBadge } from "../../components/admin/status-badge.tsx";
import { type Feedback, useFeedbackToast } from "../../components/admin/use-feedback-toast.ts";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import type { Route } from "./+types/backups";
import { adminRequest, answer, formText } from "./access.server.ts";

const STATUS_TONES: Record<"running" | "succeeded" | "failed", BadgeTone> = {
  running: "blue",
  succeeded: "green",
  failed: "red",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const overview = await backupsOverview(db);
  const run = (r: (typeof overview.backups)[number]) => ({
    id: r.id,
    status: r.status,
    trigger: r.trigger,
    archiveName: r.archiveName,
    archiveBytes: r.archiveBytes,
    databaseBytes: r.databaseBytes,
    filesBytes: r.filesBytes,
    fileCount: r.fileCount,
    startedAt: r.startedAt.toISOString(),
    durationMs: r.durationMs,
    error: r.error,
  });
  return {
    title: t("admin.backups.title"),
    hour: overview.hour,
    backups: overview.backups.map(run),
    lastDrill: overview.lastDrill ? run(overview.lastDrill) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user, backups } = await adminRequest(request, context);
  const form = await readForm(request, { maxBytes: formLimit(2), lang });
  const intent = formText(form, "intent");
  if (intent === "backup-now") {
    if (!backups) return answer<Feedback>({ ok: false, message: t("admin.backups.noQueue") }, 503);
    await backups.backUpNow();
    return answer<Feedback>({ ok: true, message: t("admin.backups.queued") });
  }
  if (intent === "hour") {
    const text = formText(form, "hour");
    const hour = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
      return answer<Feedback>({ ok: false, message: t("admin.backups.hourInvalid") }, 400);
    }
    await setBackupHour(db, hour, user.id);
    return answer<Feedback>({
      ok: true,
      message: t("admin.backups.hourSaved", { hour: String(hour).padStart(2, "0") }),
    });
  }
  return answer<Feedback>({ ok: false, message: t("admin.backups.hourInvalid") }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

/** 12.3 MB, in the reader's way of writing numbers. */
function formatBytes(bytes: number | null, lang: Lang): string {
  if (bytes === null) return "–";
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** 4 s, 2 min 05 s. */
function formatDuration(ms: number | null): string {
  if (ms === null) return "–";
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

type Run = Awaited<ReturnType<typeof loader>>["backups"][number];

function BackUpNow() {
  const { t } = useI18n();
  const fetcher = useFetcher<Feedback>();
  useFeedbackToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="backup-now" />
      <button type="submit" disabled={pending} className={buttonClass("primary", "md")}>
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {t("admin.backups.backUpNow")}
      </button>
    </fetcher.Form>
  );
}

function HourForm({ hour }: { hour: number }) {
  const { t } = useI18n();
  const fetcher = useFetcher<Feedback>();
  useFeedbackToast(fetcher.data);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="hour" />
      <div>
        <label htmlFor="backup-hour" className="block text-sm font-semibold text-pine-950">
          {t("admin.backups.hourLabel")}
        </label>
        <select
          id="backup-hour"
          name="hour"
          defaultValue={String(hour)}
          aria-describedby="backup-hour-help"
          className="mt-1 rounded-lg border border-sand-300 bg-white px-3 py-2 text-pine-950"
        >
          {HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {t("admin.backups.hourOption", { hour: String(h).padStart(2, "0") })}
            </option>
          ))}
        </select>
        <p id="backup-hour-help" className="mt-1 text-sm text-slate-700">
          {t("admin.backups.hourHelp")}
        </p>
      </div>
      <button type="submit" disabled={pending} className={buttonClass("secondary", "md")}>
        {pending && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {t("admin.backups.saveHour")}
      </button>
    </fetcher.Form>
  );
}

function RunFacts({ run, drill }: { run: Run; drill?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
      <div>
        <dt className="inline font-semibold text-pine-950">{t("admin.backups.duration")}: </dt>
        <dd className="inline">{formatDuration(run.durationMs)}</dd>
      </div>
      <div>
        <dt className="inline font-semibold text-pine-950">{t("admin.backups.size")}: </dt>
        <dd className="inline">{formatBytes(run.archiveBytes, lang)}</dd>
      </div>
      {!drill && (
        <>
          <div>
            <dt className="inline font-semibold text-pine-950">{t("admin.backups.database")}: </dt>
            <dd className="inline">{formatBytes(run.databaseBytes, lang)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-pine-950">{t("admin.backups.files")}: </dt>
            <dd className="inline">
              {run.fileCount === null
                ? run.status === "succeeded"
                  ? t("admin.backups.filesInBucket")
                  : "–"
                : `${t("admin.backups.fileCount", { count: run.fileCount })}, ${formatBytes(run.filesBytes, lang)}`}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold text-pine-950">{t("admin.backups.trigger")}: </dt>
            <dd className="inline">{t(`admin.backups.triggers.${run.trigger}`)}</dd>
          </div>
        </>
      )}
      {run.error && (
        <div className="sm:col-span-2">
          <dt className="inline font-semibold text-pine-950">{t("admin.backups.error")}: </dt>
          <dd className="inline break-words">{run.error}</dd>
        </div>
      )}
    </dl>
  );
}

/** /admin/settings/backups: the last backups and drill, the backup hour, "back up now". */
export default function AdminBackups({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const { backups, lastDrill, hour } = loaderData;
  return (
    <>
      <AdminPageHeader title={t("admin.backups.title")} intro={t("admin.backups.intro")} actions={<BackUpNow />} />
      <section aria-labelledby="last-drill" className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
        <h2 id="last-drill" className="font-display text-xl font-semibold text-pine-950">
          {t("admin.backups.drillHeading")}
        </h2>
        {lastDrill ? (
          <>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StatusBadge tone={STATUS_TONES[lastDrill.status]}>
                {t(`admin.backups.status.${lastDrill.status}`)}
              </StatusBadge>
              <span className="text-sm text-slate-700">{formatDateTime(lastDrill.startedAt, lang)}</span>
            </div>
            {lastDrill.archiveName && (
              <p className="mt-2 text-sm break-words text-slate-700">
                {t("admin.backups.drillOf", { archive: lastDrill.archiveName })}
              </p>
            )}
            <RunFacts run={lastDrill} drill />
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t("admin.backups.drillNone")}</p>
        )}
      </section>
      <section aria-labelledby="backup-runs" className="mt-10">
        <h2 id="backup-runs" className="mb-4 font-display text-2xl font-semibold text-pine-950">
          {t("admin.backups.backupsHeading")}
        </h2>
        {backups.length === 0 ? (
          <EmptyState title={t("admin.backups.none")} body={t("admin.backups.noneBody")} />
        ) : (
          <ul className="space-y-3">
            {backups.map((run) => (
              <li key={run.id} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-pine-950">{formatDateTime(run.startedAt, lang)}</span>
                  <StatusBadge tone={STATUS_TONES[run.status]}>{t(`admin.backups.status.${run.status}`)}</StatusBadge>
                </div>
                {run.archiveName && <p className="mt-1 text-sm break-all text-slate-700">{run.archiveName}</p>}
                <RunFacts run={run} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="backup-hour-heading"
        className="mt-10 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
      >
        <h2 id="backup-hour-heading" className="mb-3 font-display text-xl font-semibold text-pine-950">
          {t("admin.backups.hourHeading")}
        </h2>
        <HourForm hour={hour} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
