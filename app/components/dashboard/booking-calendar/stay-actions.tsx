import { Check, X } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { FieldKitProvider, TextField } from "../../forms/fields.tsx";
import { AlertDialog } from "../../ui/alert-dialog.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { currencySign, formatMoney } from "../money/format-money.ts";
import { Card } from "../page-header.tsx";
import { useAnswer } from "../use-answer.ts";
import { stayFieldKit, useStayFetcher } from "./stay-fetchers.ts";
import { GuestMessageField } from "./stay-form-parts.tsx";
import type { StayPageData, StayView } from "./stay-page-data.ts";
import { stayName } from "./stay-words.ts";

/** Accept or decline a request; cancel a booking (after the refund is shown); lift a block. */
export function StayActions({ data }: { data: StayPageData }) {
  const { t } = useI18n();
  const { stay } = data;
  const canDecide = stay.kind === "booking" && stay.status === "request" && stay.holdFor === "decision";
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

function AcceptButton({ stay }: { stay: StayView }) {
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

function DeclineButton({ stay }: { stay: StayView }) {
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

/** An amount as the owner types it back: "125,50" in Dutch and Polish, "125.50" in English. */
function amountText(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, useGrouping: false }).format(cents / 100);
}

function CancelButton({ data }: { data: StayPageData }) {
  const { t, locale } = useI18n();
  const { stay, cancellation } = data;
  const k = "dashboard.bookingCalendar.detail.cancel";
  const refund = cancellation
    ? cancellation.refundCents > 0
      ? t(`${k}.refund`, {
          policy: cancellation.policy,
          refund: formatMoney(cancellation.refundCents, stay.currency, locale),
          total: formatMoney(stay.totalCents, stay.currency, locale),
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
              label={t("dashboard.bookingCalendar.form.refund", currencySign(stay.currency, locale))}
              hint={
                cancellation
                  ? t("dashboard.bookingCalendar.form.refundHint", {
                      amount: formatMoney(cancellation.refundCents, stay.currency, locale),
                    })
                  : undefined
              }
              maxLength={20}
              defaultValue={amountText(cancellation?.refundCents ?? 0, locale)}
            />
          )}
          {stay.guest.email && <GuestMessageField />}
        </>
      }
    />
  );
}

function RemoveBlockButton({ stay }: { stay: StayView }) {
  const { t } = useI18n();
  const k = "dashboard.bookingCalendar.detail.removeBlock";
  return <ConfirmedAction stayId={stay.id} intent="removeBlock" body={t(`${k}.body`)} />;
}
