import { Mail, Send, SkipForward } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { TimelineEntry } from "../../../../modules/guest-messages/stay-timeline.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { FieldKitProvider, TextAreaField, TextField } from "../../forms/fields.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Badge } from "../badge.tsx";
import { emailMoment } from "../email/email-moment.ts";
import { entryName, reasonWords, stateTone } from "../email/email-words.ts";
import { DASHBOARD_PATHS } from "../nav-items.ts";
import { Card } from "../page-header.tsx";
import { stayFieldKit, useStayFetcher } from "./stay-fetchers.ts";
import type { StayPageData, StayView } from "./stay-page-data.ts";

const K = "dashboard.email";
/** The longest subject and message the form lets the owner type (modules/guest-messages/write-to-guest.ts). */
const SUBJECT_MAX = 150;
const TEXT_MAX = 5000;

/** When an entry went or goes, in the property's time zone and the owner's words. */
function whenText(entry: TimelineEntry, t: ReturnType<typeof useI18n>["t"], locale: string, timeZone: string) {
  const when = emailMoment(entry.at, locale, timeZone);
  const key = (
    {
      scheduled: "dueAt",
      held: "heldSince",
      skipped: "skippedAt",
      sending: "sendingSince",
      sent: "sentAt",
      failed: "failedAt",
    } as const
  )[entry.state];
  return t(`${K}.timeline.${key}`, { when });
}

function TimelineItem({ stay, entry, timeZone }: { stay: StayView; entry: TimelineEntry; timeZone: string }) {
  const { t, locale } = useI18n();
  const sendNow = useStayFetcher(stay.id, "sendMessageNow");
  const skip = useStayFetcher(stay.id, "skipMessage");
  const busy = sendNow.state !== "idle" || skip.state !== "idle";
  const reason =
    entry.state === "held"
      ? t(`${K}.timeline.heldBecause`, { reason: reasonWords(entry.reason, t) })
      : entry.state === "skipped"
        ? t(`${K}.timeline.skippedBecause`, { reason: reasonWords(entry.reason, t) })
        : entry.state === "failed" && entry.reason
          ? t(`${K}.serverAnswer`, { error: entry.reason })
          : null;
  return (
    <li className="border-l-2 border-sand-200 py-1 pl-4" data-message={entry.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-pine-950">{entry.subject ?? entryName(entry, t)}</span>
        <Badge tone={stateTone(entry.state)}>{t(`${K}.states.${entry.state}`)}</Badge>
      </div>
      {entry.subject && <p className="text-sm text-slate-700">{entryName(entry, t)}</p>}
      <p className="text-sm text-slate-700">{whenText(entry, t, locale, timeZone)}</p>
      {reason && (
        <p className={entry.state === "failed" ? "mt-1 text-sm text-coral-700" : "mt-1 text-sm text-slate-800"}>
          {reason}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {entry.emailId && (
          <Link
            to={`${DASHBOARD_PATHS.email}/${entry.emailId}`}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-pine-800 underline underline-offset-2"
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {t(`${K}.timeline.view`)}
          </Link>
        )}
        {entry.open && (
          <>
            <sendNow.Form method="post">
              <input type="hidden" name="intent" value="sendMessageNow" />
              <input type="hidden" name="messageId" value={entry.id} />
              <button type="submit" disabled={busy} className={buttonClass("secondary", "md")}>
                <Send aria-hidden="true" className="h-4 w-4" />
                {t(`${K}.timeline.sendNow`)}
              </button>
            </sendNow.Form>
            <skip.Form method="post">
              <input type="hidden" name="intent" value="skipMessage" />
              <input type="hidden" name="messageId" value={entry.id} />
              <button type="submit" disabled={busy} className={buttonClass("ghost", "md")}>
                <SkipForward aria-hidden="true" className="h-4 w-4" />
                {t(`${K}.timeline.skip`)}
              </button>
            </skip.Form>
          </>
        )}
      </div>
    </li>
  );
}

/** The owner's own message to the guest: a subject and plain text, emptied once it is queued. */
function WriteToGuest({ stay }: { stay: StayView }) {
  const { t } = useI18n();
  const fetcher = useStayFetcher(stay.id, "writeGuest");
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  const w = `${K}.write`;
  return (
    <fetcher.Form method="post" noValidate ref={form} className="space-y-4">
      <input type="hidden" name="intent" value="writeGuest" />
      <FieldKitProvider value={stayFieldKit("writeGuest", fetcher.data)}>
        <TextField
          name="subject"
          label={t(`${w}.subject`)}
          hint={t(`${w}.subjectHint`, { max: SUBJECT_MAX })}
          maxLength={SUBJECT_MAX}
        />
        <TextAreaField
          name="text"
          label={t(`${w}.text`)}
          hint={t(`${w}.textHint`, { max: TEXT_MAX })}
          rows={6}
          maxLength={TEXT_MAX}
        />
      </FieldKitProvider>
      <SubmitButton pending={busy} label={t(`${w}.send`)} pendingLabel={t(`${w}.sending`)} tone="secondary" size="md" />
    </fetcher.Form>
  );
}

/** A booking's Messages: what its guest got and will get, when, and why not; and a message of the owner's own. */
export function StayMessagesCard({ data }: { data: StayPageData }) {
  const { t } = useI18n();
  const { stay, messages, timeZone } = data;
  if (!messages) return null;
  const name = stay.guest.name?.trim() || stay.guest.email || "";
  return (
    <Card className="mt-6">
      <section aria-labelledby="stay-messages">
        <h2 id="stay-messages" className="font-display text-xl font-semibold text-pine-950">
          {t(`${K}.timeline.heading`)}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">{t(`${K}.timeline.intro`, { timeZone })}</p>
        {messages.timeline.length === 0 ? (
          <p className="text-slate-700">{t(`${K}.timeline.empty`)}</p>
        ) : (
          <ol className="space-y-4" data-testid="stay-timeline">
            {messages.timeline.map((entry) => (
              <TimelineItem key={entry.id} stay={stay} entry={entry} timeZone={timeZone} />
            ))}
          </ol>
        )}
        {stay.reference && (
          <p className="mt-4">
            <Link
              to={`${DASHBOARD_PATHS.email}?stay=${encodeURIComponent(stay.reference)}`}
              className="text-sm font-semibold text-pine-800 underline underline-offset-2"
            >
              {t(`${K}.timeline.allEmails`)}
            </Link>
          </p>
        )}
      </section>
      <section aria-labelledby="stay-write" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="stay-write" className="font-display text-xl font-semibold text-pine-950">
          {t(`${K}.write.heading`)}
        </h2>
        {messages.canWrite ? (
          <>
            <p className="mt-1 mb-4 text-sm text-slate-700">{t(`${K}.write.intro`, { name })}</p>
            <WriteToGuest stay={stay} />
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t(`${K}.write.noAddress`)}</p>
        )}
      </section>
    </Card>
  );
}
