import { Check, TriangleAlert, X } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { toast } from "sonner";
import { nightsBetween } from "../../../../modules/dates/stay-date.ts";
import { monthPath, stayPath } from "../../../components/dashboard/booking-calendar/calendar-paths.ts";
import { PriceBreakdown } from "../../../components/dashboard/booking-calendar/price-breakdown.tsx";
import { StatusBadge } from "../../../components/dashboard/booking-calendar/status-badge.tsx";
import { problemItems, UnitChoice } from "../../../components/dashboard/booking-calendar/stay-form-parts.tsx";
import { LookSwatch } from "../../../components/dashboard/booking-calendar/stay-legend.tsx";
import { stayLook } from "../../../components/dashboard/booking-calendar/stay-look.ts";
import {
  BLOCK_CHANGE_FIELDS,
  CHANGE_FIELDS,
  type StayActionResult,
  type StayIntent,
} from "../../../components/dashboard/booking-calendar/stay-result.ts";
import {
  formatMoment,
  statusWord,
  stayExtent,
  stayName,
} from "../../../components/dashboard/booking-calendar/stay-words.ts";
import { dashboardMeta } from "../../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../../components/dashboard/error-content.tsx";
import { EmailLink, PhoneLink } from "../../../components/dashboard/guests/contact-links.tsx";
import { countryName, formatDay, formatEuros } from "../../../components/dashboard/guests/guest-format.ts";
import { Card, PageHeader } from "../../../components/dashboard/page-header.tsx";
import { useAnswer } from "../../../components/dashboard/use-answer.ts";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import {
  CheckboxField,
  type FieldKit,
  FieldKitProvider,
  TextAreaField,
  TextField,
} from "../../../components/forms/fields.tsx";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { AlertDialog } from "../../../components/ui/alert-dialog.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import type { Route } from "./+types/stay";
import { changeStay, loadStay } from "./stay.server.ts";

export const loader = (args: Route.LoaderArgs) => loadStay(args);
export const action = (args: Route.ActionArgs) => changeStay(args);

type Data = Route.ComponentProps["loaderData"];
type Stay = Data["stay"];

/** The page's title: whose booking or request, a block, or the channel of an import. */
function useStayTitle(stay: Stay): string {
  const { t } = useI18n();
  const name = stayName({ ...stay, guestName: stay.guest.name }, t);
  if (stay.kind === "block") return t("dashboard.bookingCalendar.detail.titleBlock");
  if (stay.kind === "import") {
    return t("dashboard.bookingCalendar.detail.titleImport", {
      channel: t(`dashboard.bookingCalendar.sources.${stay.source}`),
    });
  }
  return stay.status === "request"
    ? t("dashboard.bookingCalendar.detail.titleRequest", { name })
    : t("dashboard.bookingCalendar.detail.titleBooking", { name });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.bookingCalendar.title"));

export default function StayPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { stay, today } = loaderData;
  const title = useStayTitle(stay);
  const look = stayLook(stay);
  const upcoming = stay.checkOut > today;
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: monthPath(stay.checkIn.slice(0, 7)), label: t("dashboard.bookingCalendar.detail.back") }}
      />
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-3">
        <StatusBadge status={stay.status}>{statusWord(stay.status, t)}</StatusBadge>
        <span className="inline-flex items-center gap-2 text-sm text-slate-800">
          <LookSwatch look={look} />
          {t(`dashboard.bookingCalendar.legend.${look}`)}
        </span>
      </div>
      <StayAnswers stay={stay} />
      <Notices data={loaderData} />
      {upcoming && <Actions data={loaderData} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <StayCard data={loaderData} />
        {stay.kind === "booking" && <GuestCard stay={stay} />}
        {stay.kind === "booking" && (
          <Card>
            <h2 className="mb-4 font-display text-xl font-semibold text-pine-950">
              {t("dashboard.bookingCalendar.detail.priceHeading")}
            </h2>
            <PriceBreakdown quote={stay.quote} totalCents={stay.totalCents} />
          </Card>
        )}
        <NotesCard stay={stay} />
      </div>
      {upcoming && stay.kind === "booking" && (stay.status === "confirmed" || stay.status === "request") && (
        <ChangeCard data={loaderData} />
      )}
      {upcoming && stay.kind === "block" && stay.status === "confirmed" && <BlockChangeCard data={loaderData} />}
    </>
  );
}

/** What the owner should know first: a request's deadline, a conflict, where an import is managed, a closed booking. */
function Notices({ data }: { data: Data }) {
  const { t, locale } = useI18n();
  const { stay, timeZone } = data;
  const channel = t(`dashboard.bookingCalendar.sources.${stay.source}`);
  const box = "mb-6 flex gap-3 rounded-2xl p-4";
  if (stay.status === "request" && stay.holdExpiresAt) {
    return (
      <p className={cn(box, "bg-amber-50 text-amber-950 ring-1 ring-amber-300")}>
        {t("dashboard.bookingCalendar.detail.hold", { time: formatMoment(stay.holdExpiresAt, locale, timeZone) })}
      </p>
    );
  }
  if (stay.status === "conflict") {
    return (
      <div className={cn(box, "bg-red-50 text-red-950 ring-2 ring-red-700")} data-testid="conflict-notice">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        <div>
          <p>{t("dashboard.bookingCalendar.detail.conflict", { channel })}</p>
          {stay.conflictWith && (
            <Link
              to={stayPath(stay.conflictWith.id)}
              className="mt-2 inline-block font-semibold text-red-800 underline underline-offset-2"
            >
              {t("dashboard.bookingCalendar.detail.conflictWith")}
            </Link>
          )}
        </div>
      </div>
    );
  }
  if (stay.kind === "import") {
    return (
      <p className={cn(box, "bg-slate-50 text-slate-800 ring-1 ring-slate-200")}>
        {t("dashboard.bookingCalendar.detail.imported", { channel })}
      </p>
    );
  }
  if (stay.status === "declined" || stay.status === "cancelled" || stay.status === "expired") {
    return (
      <p className={cn(box, "bg-slate-50 text-slate-800 ring-1 ring-slate-200")}>
        {t("dashboard.bookingCalendar.detail.closed", { status: statusWord(stay.status, t).toLowerCase() })}
      </p>
    );
  }
  return null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function StayCard({ data }: { data: Data }) {
  const { t, locale } = useI18n();
  const { stay, timeZone } = data;
  const f = (key: string) =>
    t(`dashboard.bookingCalendar.detail.fields.${key}` as "dashboard.bookingCalendar.detail.fields.unit");
  return (
    <Card>
      <h2 className="mb-4 font-display text-xl font-semibold text-pine-950">
        {t("dashboard.bookingCalendar.detail.stayHeading")}
      </h2>
      <dl className="space-y-3">
        {stay.reference && <Field label={f("reference")}>{stay.reference}</Field>}
        <Field label={f("unit")}>{stay.unit.name}</Field>
        <Field label={f("checkIn")}>{formatDay(stay.checkIn, locale)}</Field>
        <Field label={f("checkOut")}>{formatDay(stay.checkOut, locale)}</Field>
        <Field label={f("length")}>
          {stay.kind === "booking"
            ? stayExtent(stay, t)
            : t("dashboard.bookingCalendar.nights", { count: nightsBetween(stay.checkIn, stay.checkOut) })}
        </Field>
        <Field label={f("source")}>{t(`dashboard.bookingCalendar.sources.${stay.source}`)}</Field>
        {stay.feed && <Field label={f("feed")}>{stay.feed.name}</Field>}
        {stay.label && <Field label={f("label")}>{stay.label}</Field>}
        <Field label={f("created")}>{formatMoment(stay.createdAt, locale, timeZone)}</Field>
        {stay.decidedAt && stay.status !== "confirmed" && stay.kind === "booking" && (
          <Field label={f("decided")}>{formatMoment(stay.decidedAt, locale, timeZone)}</Field>
        )}
        {stay.cancelledAt && <Field label={f("cancelled")}>{formatMoment(stay.cancelledAt, locale, timeZone)}</Field>}
        {stay.refundCents !== null && <Field label={f("refund")}>{formatEuros(stay.refundCents, locale)}</Field>}
      </dl>
    </Card>
  );
}

function GuestCard({ stay }: { stay: Stay }) {
  const { t, locale } = useI18n();
  const { guest } = stay;
  const f = (key: string) =>
    t(`dashboard.bookingCalendar.detail.fields.${key}` as "dashboard.bookingCalendar.detail.fields.name");
  const notGiven = <span className="text-slate-600">{t("dashboard.bookingCalendar.detail.notGiven")}</span>;
  const lang =
    guest.lang === "nl" || guest.lang === "en" || guest.lang === "de" || guest.lang === "pl" ? guest.lang : null;
  return (
    <Card>
      <h2 className="mb-4 font-display text-xl font-semibold text-pine-950">
        {t("dashboard.bookingCalendar.detail.guestHeading")}
      </h2>
      <dl className="space-y-3">
        <Field label={f("name")}>{guest.name ?? notGiven}</Field>
        <Field label={f("email")}>{guest.email ? <EmailLink email={guest.email} /> : notGiven}</Field>
        <Field label={f("phone")}>{guest.phone ? <PhoneLink phone={guest.phone} /> : notGiven}</Field>
        {guest.country && <Field label={f("country")}>{countryName(guest.country, locale)}</Field>}
        {guest.arrivalTime && <Field label={f("arrival")}>{guest.arrivalTime}</Field>}
        {lang && <Field label={f("language")}>{t(`dashboard.bookingCalendar.detail.languages.${lang}`)}</Field>}
      </dl>
      {guest.message && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-600">{f("message")}</h3>
          <p className="mt-1 rounded-xl bg-sand-50 p-4 whitespace-pre-line text-ink ring-1 ring-sand-200">
            {guest.message}
          </p>
        </div>
      )}
    </Card>
  );
}

/**
 * The form of one action on this stay. Keyed, so its answer outlives the button that sent
 * it: accepting a request takes the accept button away, yet the page still tells the answer.
 */
function useStayFetcher(stayId: string, intent: StayIntent) {
  return useFetcher<StayActionResult>({ key: `stay-${stayId}-${intent}` });
}

/** Tells the answer of one action with a toast; refusals beside their fields are said there instead. */
function AnswerToast({ stay, intent }: { stay: Stay; intent: Exclude<StayIntent, "removeBlock"> }) {
  const { t, locale } = useI18n();
  const fetcher = useStayFetcher(stay.id, intent);
  const d = "dashboard.bookingCalendar.detail";
  useAnswer(fetcher.data, fetcher.state === "idle", (answer) => {
    if (!answer.ok) {
      // The change forms say their refusal in their own error summary.
      const summarised = intent === "change" || intent === "changeBlock";
      if (Object.keys(answer.errors).length === 0 && !summarised) toast.error(answer.message);
      return;
    }
    const name = answer.name || stayName({ ...stay, guestName: stay.guest.name }, t);
    const said = {
      accept: () => t(`${d}.accept.done`, { name }),
      decline: () => t(`${d}.decline.done`),
      cancel: () => t(`${d}.cancel.done`),
      notes: () => t(`${d}.notes.saved`),
      change: () => t(`${d}.change.done`, { total: formatEuros(answer.totalCents ?? 0, locale) }),
      changeBlock: () => t(`${d}.changeBlock.done`),
    }[intent];
    toast.success(said());
  });
  return null;
}

/** Every action's answer, told by the page itself, which stays while the buttons come and go. */
function StayAnswers({ stay }: { stay: Stay }) {
  return (
    <>
      <AnswerToast stay={stay} intent="accept" />
      <AnswerToast stay={stay} intent="decline" />
      <AnswerToast stay={stay} intent="cancel" />
      <AnswerToast stay={stay} intent="notes" />
      <AnswerToast stay={stay} intent="change" />
      <AnswerToast stay={stay} intent="changeBlock" />
    </>
  );
}

/** Accept or decline a request; cancel a booking (after the refund is shown); lift a block. */
function Actions({ data }: { data: Data }) {
  const { t } = useI18n();
  const { stay } = data;
  const canDecide = stay.kind === "booking" && stay.status === "request";
  const canCancel = stay.kind === "booking" && stay.status === "confirmed";
  const canRemove = stay.kind === "block" && stay.status === "confirmed";
  if (!canDecide && !canCancel && !canRemove) return null;
  return (
    <Card className="mb-6">
      <h2 className="mb-4 font-display text-xl font-semibold text-pine-950">
        {t("dashboard.bookingCalendar.detail.actionsHeading")}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {canDecide && <AcceptButton stay={stay} />}
        {canDecide && <DeclineButton stay={stay} />}
        {canCancel && <CancelButton data={data} />}
        {canRemove && <RemoveBlockButton stay={stay} />}
      </div>
    </Card>
  );
}

function AcceptButton({ stay }: { stay: Stay }) {
  const { t } = useI18n();
  const fetcher = useStayFetcher(stay.id, "accept");
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="accept" />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClass("secondary", "md", "w-full sm:w-auto")}
      >
        <Check aria-hidden="true" className="h-4 w-4" />
        {fetcher.state !== "idle"
          ? t("dashboard.bookingCalendar.detail.accept.pending")
          : t("dashboard.bookingCalendar.detail.accept.button")}
      </button>
    </fetcher.Form>
  );
}

/**
 * A button that asks first (AlertDialog), then posts `intent` with the dialog's fields (a
 * note to the guest, the refund). Its words are the intent's own (detail.{intent}.button,
 * .title, .confirm, .keep, .pending). A refusal is said in the dialog, beside its field.
 */
function ConfirmedAction({
  stayId,
  intent,
  body,
  fields,
}: {
  stayId: string;
  intent: "decline" | "cancel" | "removeBlock";
  body: ReactNode;
  fields?: ReactNode;
}) {
  const { t } = useI18n();
  const k = `dashboard.bookingCalendar.detail.${intent}` as const;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const fetcher = useStayFetcher(stayId, intent);
  const navigation = useNavigation();
  // A lifted block's page is gone: that form navigates, so the answer (a redirect to the
  // calendar) replaces the page instead of the page reloading a stay that no longer exists.
  const leaves = intent === "removeBlock";
  const ActionForm = leaves ? Form : fetcher.Form;
  const busy = leaves ? navigation.formData?.get("intent") === intent : fetcher.state !== "idle";
  // The page tells the answer (StayAnswers); the dialog closes unless a field needs another look.
  useAnswer(fetcher.data, fetcher.state === "idle", (answer) => {
    if (answer.ok || Object.keys(answer.errors).length === 0) close();
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("ghost", "md", "w-full sm:w-auto")}>
        <X aria-hidden="true" className="h-4 w-4" />
        {t(`${k}.button`)}
      </button>
      <AlertDialog open={open} onCancel={close} busy={busy} title={t(`${k}.title`)} description={body}>
        <ActionForm method="post" noValidate>
          <input type="hidden" name="intent" value={intent} />
          {fields && (
            <FieldKitProvider value={stayFieldKit(intent, fetcher.data)}>
              <div className="mt-5 space-y-4">{fields}</div>
            </FieldKitProvider>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={close} disabled={busy} className={buttonClass("ghost", "md")}>
              {t(`${k}.keep`)}
            </button>
            <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
              {busy ? t(`${k}.pending`) : t(`${k}.confirm`)}
            </button>
          </div>
        </ActionForm>
      </AlertDialog>
    </>
  );
}

/** The field kit of an action's form (formId stay-{intent}): after a refusal, its problems and what was typed. */
function stayFieldKit(intent: StayIntent, answer: StayActionResult | undefined): FieldKit {
  const failed = answer && !answer.ok ? answer : undefined;
  return { formId: `stay-${intent}`, errors: failed?.errors ?? {}, values: failed?.values ?? {} };
}

/** Save, under the owner's own changes to the stay; it says so while saving. */
function SaveButton({ intent, busy }: { intent: "notes" | "change" | "changeBlock"; busy: boolean }) {
  const { t } = useI18n();
  return (
    <SubmitButton
      pending={busy}
      label={t(`dashboard.bookingCalendar.detail.${intent}.save`)}
      pendingLabel={t(`dashboard.bookingCalendar.detail.${intent}.saving`)}
      tone="secondary"
      size="md"
    />
  );
}

/** The note a guest gets with a decline, a cancellation or a change. */
function GuestMessageField() {
  const { t } = useI18n();
  return (
    <TextAreaField
      name="message"
      label={t("dashboard.bookingCalendar.form.message")}
      hint={t("dashboard.bookingCalendar.form.messageHint")}
      optional
      rows={3}
      maxLength={2000}
    />
  );
}

function DeclineButton({ stay }: { stay: Stay }) {
  const { t } = useI18n();
  const k = "dashboard.bookingCalendar.detail.decline";
  return (
    <ConfirmedAction
      stayId={stay.id}
      intent="decline"
      body={t(`${k}.body`, { name: stayName({ ...stay, guestName: stay.guest.name }, t) })}
      fields={stay.guest.email ? <GuestMessageField /> : undefined}
    />
  );
}

/** Euros as the owner types them back: "125,50" in Dutch and Polish, "125.50" in English. */
function eurosText(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

function CancelButton({ data }: { data: Data }) {
  const { t, locale } = useI18n();
  const { stay, cancellation } = data;
  const k = "dashboard.bookingCalendar.detail.cancel";
  const refund = cancellation
    ? cancellation.refundCents > 0
      ? t(`${k}.refund`, {
          policy: cancellation.policy,
          refund: formatEuros(cancellation.refundCents, locale),
          total: formatEuros(stay.totalCents, locale),
        })
      : t(`${k}.refundNone`, { policy: cancellation.policy })
    : t(`${k}.refundManual`);
  return (
    <ConfirmedAction
      stayId={stay.id}
      intent="cancel"
      body={
        <>
          <span className="block" data-testid="cancel-refund">
            {refund}
          </span>
          {stay.guest.email && <span className="mt-2 block">{t(`${k}.notify`)}</span>}
        </>
      }
      fields={
        <>
          {stay.totalCents > 0 && (
            <TextField
              name="refund"
              label={t("dashboard.bookingCalendar.form.refund")}
              hint={
                cancellation
                  ? t("dashboard.bookingCalendar.form.refundHint", {
                      amount: formatEuros(cancellation.refundCents, locale),
                    })
                  : undefined
              }
              maxLength={20}
              defaultValue={eurosText(cancellation?.refundCents ?? 0, locale)}
            />
          )}
          {stay.guest.email && <GuestMessageField />}
        </>
      }
    />
  );
}

function RemoveBlockButton({ stay }: { stay: Stay }) {
  const { t } = useI18n();
  const k = "dashboard.bookingCalendar.detail.removeBlock";
  return <ConfirmedAction stayId={stay.id} intent="removeBlock" body={t(`${k}.body`)} />;
}

/** The owner's own notes on any stay, imports too. */
function NotesCard({ stay }: { stay: Stay }) {
  const { t } = useI18n();
  const fetcher = useStayFetcher(stay.id, "notes");
  const busy = fetcher.state !== "idle";
  const k = "dashboard.bookingCalendar.detail.notes";
  return (
    <Card>
      <h2 className="mb-4 font-display text-xl font-semibold text-pine-950">
        {t("dashboard.bookingCalendar.detail.notesHeading")}
      </h2>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="notes" />
        <FieldKitProvider value={stayFieldKit("notes", fetcher.data)}>
          <TextAreaField
            name="notes"
            label={t(`${k}.label`)}
            hint={t(`${k}.hint`)}
            optional
            rows={4}
            maxLength={5000}
            defaultValue={stay.notes}
          />
        </FieldKitProvider>
        <div className="mt-4">
          <SaveButton intent="notes" busy={busy} />
        </div>
      </fetcher.Form>
    </Card>
  );
}

/**
 * A change of the stay, folded until the owner opens it (or the server refused it): the
 * intent's heading and intro, its fields, refusals beside them and in a summary.
 */
function ChangeForm({
  stayId,
  intent,
  fields,
  children,
}: {
  stayId: string;
  intent: "change" | "changeBlock";
  fields: readonly string[];
  children: ReactNode;
}) {
  const { t } = useI18n();
  const fetcher = useStayFetcher(stayId, intent);
  const k = `dashboard.bookingCalendar.detail.${intent}` as const;
  const failed = fetcher.data && !fetcher.data.ok && fetcher.data.intent === intent ? fetcher.data : undefined;
  const items = failed ? problemItems(`stay-${intent}`, fields, failed.errors) : [];
  return (
    <Card className="mt-6">
      <details open={failed !== undefined}>
        <summary className="cursor-pointer font-display text-xl font-semibold text-pine-950">
          {t(`${k}.heading`)}
        </summary>
        <p className="mt-2 text-slate-700">{t(`${k}.intro`)}</p>
        <fetcher.Form method="post" noValidate className="mt-5">
          <input type="hidden" name="intent" value={intent} />
          {failed && <ErrorSummary id={`stay-${intent}-errors`} formProblem={failed.message} items={items} />}
          <FieldKitProvider value={stayFieldKit(intent, failed)}>
            <div className="grid gap-5 sm:grid-cols-2">{children}</div>
          </FieldKitProvider>
          <div className="mt-5">
            <SaveButton intent={intent} busy={fetcher.state !== "idle"} />
          </div>
        </fetcher.Form>
      </details>
    </Card>
  );
}

/** A field's label of the stay forms. */
function useFormWords() {
  const { t } = useI18n();
  return (key: string) => t(`dashboard.bookingCalendar.form.${key}` as "dashboard.bookingCalendar.form.unit");
}

/** New dates, unit or guests: re-quoted and re-checked on the server; refusals beside their fields. */
function ChangeCard({ data }: { data: Data }) {
  const { t } = useI18n();
  const f = useFormWords();
  const { stay, units } = data;
  return (
    <ChangeForm stayId={stay.id} intent="change" fields={CHANGE_FIELDS}>
      <TextField name="checkIn" type="date" label={f("checkIn")} defaultValue={stay.checkIn} />
      <TextField name="checkOut" type="date" label={f("checkOut")} defaultValue={stay.checkOut} />
      <UnitChoice units={units} unitId={stay.unit.id} label={f("unit")} />
      <TextField name="adults" type="number" min={1} label={f("adults")} defaultValue={String(stay.adults)} />
      <TextField name="children" type="number" min={0} label={f("children")} defaultValue={String(stay.children)} />
      <TextField
        name="total"
        label={f("total")}
        hint={t("dashboard.bookingCalendar.form.totalHint")}
        optional
        maxLength={20}
        className="sm:col-span-2"
      />
      {stay.guest.email && (
        <div className="sm:col-span-2">
          <GuestMessageField />
        </div>
      )}
      <div className="sm:col-span-2">
        <CheckboxField name="overrideRules" label={f("override")} />
      </div>
    </ChangeForm>
  );
}

/** Other nights, another unit or a new label for a block: the nights re-checked on the server; refusals beside their fields. */
function BlockChangeCard({ data }: { data: Data }) {
  const { t } = useI18n();
  const f = useFormWords();
  const { stay, units } = data;
  return (
    <ChangeForm stayId={stay.id} intent="changeBlock" fields={BLOCK_CHANGE_FIELDS}>
      <UnitChoice units={units} unitId={stay.unit.id} label={f("unit")} />
      <TextField name="checkIn" type="date" label={f("checkIn")} defaultValue={stay.checkIn} />
      <TextField name="checkOut" type="date" label={f("checkOut")} defaultValue={stay.checkOut} />
      <TextField
        name="label"
        label={f("label")}
        hint={t("dashboard.bookingCalendar.form.labelHint")}
        optional
        maxLength={80}
        defaultValue={stay.label ?? ""}
        className="sm:col-span-2"
      />
    </ChangeForm>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
