import { ChevronLeft, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Form, Link, useFetcher, useNavigation, useRevalidator } from "react-router";
import { toast } from "sonner";
import {
  BOOKING_CALENDAR_PATH,
  CALENDAR_FEEDS_PATH,
} from "../../../components/dashboard/booking-calendar/calendar-paths.ts";
import { CopyLink, ExportLinks } from "../../../components/dashboard/calendar-feeds/export-links.tsx";
import type {
  FeedActionResult,
  FeedView,
  UnitFeeds,
} from "../../../components/dashboard/calendar-feeds/feed-result.ts";
import { dashboardMeta } from "../../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../../components/dashboard/page-header.tsx";
import { useAnswer } from "../../../components/dashboard/use-answer.ts";
import { useFormFeedback } from "../../../components/dashboard/use-form-feedback.ts";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { FieldKitProvider, fieldId, SelectField, TextField } from "../../../components/forms/fields.tsx";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import type { Route } from "./+types/feeds";
import { loadFeeds, saveFeeds } from "./feeds.server.ts";

export const loader = (args: Route.LoaderArgs) => loadFeeds(args);
export const action = (args: Route.ActionArgs) => saveFeeds(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.calendarFeeds.title"));

const CHANNEL_OPTIONS = ["airbnb", "booking", "vrbo", "google", "other"] as const;

/** While a feed waits for its sync, the page looks again every few seconds (at most a minute). */
function useRefreshWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!pending) {
      setTries(0);
      return;
    }
    if (tries >= 20 || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void revalidator.revalidate();
    }, 3000);
    return () => clearTimeout(timer);
  }, [pending, tries, revalidator]);
}

export default function CalendarFeeds({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { units, siteLink, maxFeedsPerUnit, intervalMinutes } = loaderData;
  const [removing, setRemoving] = useState<FeedView | null>(null);
  const [rotating, setRotating] = useState(false);
  const fetcher = useFetcher<FeedActionResult>();
  const closeRemove = useCallback(() => setRemoving(null), []);
  const closeRotate = useCallback(() => setRotating(false), []);
  useRefreshWhilePending(units.some((u) => u.feeds.some((f) => f.pending)));

  useAnswer(fetcher.data, fetcher.state === "idle", (answer) => {
    if (!answer.ok) toast.error(t("dashboard.calendarFeeds.failed"));
    else if (answer.intent === "remove") toast.success(t("dashboard.calendarFeeds.import.removed"));
    else if (answer.intent === "sync") toast.success(t("dashboard.calendarFeeds.import.syncRequested"));
    else if (answer.intent === "accept") toast.success(t("dashboard.calendarFeeds.import.accepted"));
    else if (answer.intent === "rotate") toast.success(t("dashboard.calendarFeeds.export.rotated"));
    setRemoving(null);
    setRotating(false);
  });
  const busy = fetcher.state !== "idle";

  return (
    <>
      <PageHeader title={t("dashboard.calendarFeeds.title")} intro={t("dashboard.calendarFeeds.intro")}>
        <Link
          to={BOOKING_CALENDAR_PATH}
          className="mb-3 inline-flex min-h-11 items-center gap-1 font-semibold text-pine-800 underline-offset-4 hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.calendarFeeds.back")}
        </Link>
      </PageHeader>
      {units.length === 0 && (
        <Card>
          <p className="text-slate-700">{t("dashboard.calendarFeeds.noUnits")}</p>
        </Card>
      )}
      <div className="space-y-8">
        {units.map((unit) => (
          <UnitSection
            key={unit.id}
            unit={unit}
            result={actionData}
            maxFeeds={maxFeedsPerUnit}
            intervalMinutes={intervalMinutes}
            busy={busy}
            onSync={(feed) => fetcher.submit({ intent: "sync", feedId: feed.id }, { method: "post" })}
            onAccept={(feed) => fetcher.submit({ intent: "accept", feedId: feed.id }, { method: "post" })}
            onRemove={setRemoving}
          />
        ))}
        {units.length > 0 && (
          <Card>
            {siteLink && (
              <div className="mb-5">
                <CopyLink
                  label={t("dashboard.calendarFeeds.export.allUnits")}
                  hint={t("dashboard.calendarFeeds.export.allUnitsHint")}
                  url={siteLink}
                />
              </div>
            )}
            <p className="max-w-3xl text-slate-700">{t("dashboard.calendarFeeds.export.secret")}</p>
            <button type="button" onClick={() => setRotating(true)} className={cn(buttonClass("ghost", "md"), "mt-4")}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {t("dashboard.calendarFeeds.export.rotate")}
            </button>
          </Card>
        )}
      </div>

      <ConfirmDialog
        open={removing !== null}
        onCancel={closeRemove}
        onConfirm={() => removing && fetcher.submit({ intent: "remove", feedId: removing.id }, { method: "post" })}
        busy={busy}
        title={t("dashboard.calendarFeeds.import.removeTitle")}
        description={t("dashboard.calendarFeeds.import.removeBody", { name: removing?.name ?? "" })}
        cancelLabel={t("dashboard.calendarFeeds.import.removeCancel")}
        confirmLabel={t("dashboard.calendarFeeds.import.removeConfirm")}
        busyLabel={t("dashboard.calendarFeeds.import.removing")}
      />
      <ConfirmDialog
        open={rotating}
        onCancel={closeRotate}
        onConfirm={() => fetcher.submit({ intent: "rotate" }, { method: "post" })}
        busy={busy}
        title={t("dashboard.calendarFeeds.export.rotateTitle")}
        description={t("dashboard.calendarFeeds.export.rotateBody")}
        cancelLabel={t("dashboard.calendarFeeds.export.rotateCancel")}
        confirmLabel={t("dashboard.calendarFeeds.export.rotateConfirm")}
        busyLabel={t("dashboard.calendarFeeds.export.rotating")}
      />
    </>
  );
}

function UnitSection({
  unit,
  result,
  maxFeeds,
  intervalMinutes,
  busy,
  onSync,
  onAccept,
  onRemove,
}: {
  unit: UnitFeeds;
  result: FeedActionResult | undefined;
  maxFeeds: number;
  intervalMinutes: number;
  busy: boolean;
  onSync: (feed: FeedView) => void;
  onAccept: (feed: FeedView) => void;
  onRemove: (feed: FeedView) => void;
}) {
  const { t } = useI18n();
  const headingId = `unit-${unit.id}`;
  return (
    <section aria-labelledby={headingId} data-testid="unit-feeds">
      <h2 id={headingId} className="mb-4 font-display text-2xl font-semibold text-pine-950">
        {unit.name}
        {unit.archived && (
          <span className="ml-2 text-base font-normal text-slate-600">({t("dashboard.calendarFeeds.archived")})</span>
        )}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <h3 className="font-display text-xl font-semibold text-pine-950">
            {t("dashboard.calendarFeeds.export.heading")}
          </h3>
          <p className="mt-2 mb-5 text-slate-700">{t("dashboard.calendarFeeds.export.intro")}</p>
          <ExportLinks links={unit.links} />
        </Card>
        <Card className="min-w-0">
          <h3 className="font-display text-xl font-semibold text-pine-950">
            {t("dashboard.calendarFeeds.import.heading")}
          </h3>
          <p className="mt-2 text-slate-700">
            {t("dashboard.calendarFeeds.import.intro", { minutes: intervalMinutes })}
          </p>
          {unit.feeds.length === 0 ? (
            <p className="mt-4 text-slate-700">{t("dashboard.calendarFeeds.import.none")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200">
              {unit.feeds.map((feed) => (
                <FeedItem
                  key={feed.id}
                  feed={feed}
                  busy={busy}
                  onSync={onSync}
                  onAccept={onAccept}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          )}
          <p className="mt-4 text-sm text-slate-600">
            {t("dashboard.calendarFeeds.import.limit", { count: unit.feeds.length, max: maxFeeds })}
          </p>
          {!unit.archived && unit.feeds.length < maxFeeds && <AddFeedForm unit={unit} result={result} />}
        </Card>
      </div>
    </section>
  );
}

const HEALTH_TONE = {
  new: "bg-slate-100 text-slate-800",
  healthy: "bg-pine-50 text-pine-900",
  unhealthy: "bg-coral-50 text-coral-800",
} as const;

function FeedItem({
  feed,
  busy,
  onSync,
  onAccept,
  onRemove,
}: {
  feed: FeedView;
  busy: boolean;
  onSync: (feed: FeedView) => void;
  onAccept: (feed: FeedView) => void;
  onRemove: (feed: FeedView) => void;
}) {
  const { t } = useI18n();
  return (
    <li className="py-4" data-testid="feed">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-pine-950">
          {feed.name}{" "}
          <span className="font-normal text-slate-600">
            · {t(`dashboard.calendarFeeds.channels.${feed.channel}`)} · {feed.host}
          </span>
        </p>
        <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", HEALTH_TONE[feed.health])}>
          {t(`dashboard.calendarFeeds.import.health.${feed.health}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {feed.pending
          ? t("dashboard.calendarFeeds.import.pending")
          : t("dashboard.calendarFeeds.import.lastSuccess", {
              when: feed.lastSuccess ?? t("dashboard.calendarFeeds.import.never"),
            })}
        {" · "}
        {t("dashboard.calendarFeeds.import.events", { count: feed.eventCount })}
      </p>
      {feed.problem && (
        <div className="mt-2 rounded-xl bg-coral-50 p-3 text-sm text-coral-900" role="status">
          <p className="font-semibold">{feed.problem}</p>
          <p className="mt-1">{t("dashboard.calendarFeeds.import.kept")}</p>
          {feed.problemDetail && (
            <p className="mt-1 text-coral-800">
              {t("dashboard.calendarFeeds.import.detail", { detail: feed.problemDetail })}
            </p>
          )}
          {feed.canAccept && (
            <div className="mt-3">
              <p>{t("dashboard.calendarFeeds.import.acceptTitle")}</p>
              <button
                type="button"
                disabled={busy}
                onClick={() => onAccept(feed)}
                className={cn(buttonClass("ghost", "md"), "mt-2 bg-white")}
              >
                {t("dashboard.calendarFeeds.import.accept")}
              </button>
            </div>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" disabled={busy} onClick={() => onSync(feed)} className={buttonClass("ghost", "md")}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.calendarFeeds.import.sync")}
          <span className="sr-only">: {feed.name}</span>
        </button>
        <button type="button" disabled={busy} onClick={() => onRemove(feed)} className={buttonClass("ghost", "md")}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.calendarFeeds.import.remove")}
          <span className="sr-only">: {feed.name}</span>
        </button>
      </div>
    </li>
  );
}

/** The form that connects a channel's calendar to this unit; a refusal keeps what was typed. */
function AddFeedForm({ unit, result }: { unit: UnitFeeds; result: FeedActionResult | undefined }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const mine = result?.intent === "add" && (result.ok || ("values" in result && result.values.unitId === unit.id));
  const { summaryRef, formKey } = useFormFeedback(mine ? result : undefined, t("dashboard.calendarFeeds.add.added"));
  const formId = `feed-${unit.id}`;
  const failed = mine && result && !result.ok && "values" in result ? result : undefined;
  const errors = Object.fromEntries(
    Object.entries(failed?.errors ?? {}).map(([name, code]) => [name, t(`dashboard.calendarFeeds.errors.${code}`)]),
  );
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "add" &&
    navigation.formData?.get("unitId") === unit.id;
  const headingId = `${formId}-heading`;
  return (
    <Form
      method="post"
      action={CALENDAR_FEEDS_PATH}
      key={formKey}
      noValidate
      aria-labelledby={headingId}
      className="mt-6 space-y-4 border-t border-slate-200 pt-5"
    >
      <h4 id={headingId} className="font-display text-lg font-semibold text-pine-950">
        {t("dashboard.calendarFeeds.add.heading")}
      </h4>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="unitId" value={unit.id} />
      {items.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          id={`${formId}-errors`}
          title={t("dashboard.calendarFeeds.add.formErrors")}
          items={items}
        />
      )}
      <FieldKitProvider value={{ formId, errors, values: failed?.values ?? {} }}>
        <SelectField
          name="channel"
          label={t("dashboard.calendarFeeds.add.channel")}
          defaultValue="airbnb"
          options={CHANNEL_OPTIONS.map((value) => ({ value, label: t(`dashboard.calendarFeeds.channels.${value}`) }))}
        />
        <TextField
          name="name"
          label={t("dashboard.calendarFeeds.add.name")}
          hint={t("dashboard.calendarFeeds.add.nameHint")}
          maxLength={80}
        />
        <TextField
          name="url"
          label={t("dashboard.calendarFeeds.add.url")}
          hint={t("dashboard.calendarFeeds.add.urlHint")}
          inputMode="text"
          autoComplete="off"
        />
      </FieldKitProvider>
      <SubmitButton
        pending={pending}
        size="md"
        label={t("dashboard.calendarFeeds.add.submit")}
        pendingLabel={t("dashboard.calendarFeeds.add.submitting")}
      />
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
