import { toast } from "sonner";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { reasonWords } from "../email/email-words.ts";
import { formatMoney } from "../money/format-money.ts";
import { useAnswer } from "../use-answer.ts";
import { useStayFetcher } from "./stay-fetchers.ts";
import type { StayView } from "./stay-page-data.ts";
import type { StayIntent } from "./stay-result.ts";
import { stayName } from "./stay-words.ts";

/** Tells the answer of one action with a toast; refusals beside their fields are said there instead. */
function AnswerToast({ stay, intent }: { stay: StayView; intent: Exclude<StayIntent, "removeBlock"> }) {
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
      accept: () => t(answer.toPay ? `${d}.accept.doneToPay` : `${d}.accept.done`, { name }),
      decline: () => t(`${d}.decline.done`),
      cancel: () => t(`${d}.cancel.done`),
      notes: () => t(`${d}.notes.saved`),
      change: () => t(`${d}.change.done`, { total: formatMoney(answer.totalCents ?? 0, stay.currency, locale) }),
      changeBlock: () => t(`${d}.changeBlock.done`),
      recordPayment: () => t("dashboard.bookingCalendar.money.done.recordPayment"),
      claimDeposit: () => t("dashboard.bookingCalendar.money.done.claimDeposit"),
      releaseDeposit: () => t("dashboard.bookingCalendar.money.done.releaseDeposit"),
      sendMessageNow: () =>
        t(`dashboard.email.timeline.done.${answer.outcome ?? "sent"}`, {
          reason: reasonWords(answer.reason ?? null, t),
        }),
      skipMessage: () => t("dashboard.email.timeline.done.skippedByOwner"),
      writeGuest: () => t("dashboard.email.timeline.done.written"),
    }[intent];
    toast.success(said());
  });
  return null;
}

/** Every action's answer, told by the page itself, which stays while the buttons come and go. */
export function StayAnswers({ stay }: { stay: StayView }) {
  return (
    <>
      <AnswerToast stay={stay} intent="accept" />
      <AnswerToast stay={stay} intent="decline" />
      <AnswerToast stay={stay} intent="cancel" />
      <AnswerToast stay={stay} intent="notes" />
      <AnswerToast stay={stay} intent="change" />
      <AnswerToast stay={stay} intent="changeBlock" />
      <AnswerToast stay={stay} intent="recordPayment" />
      <AnswerToast stay={stay} intent="claimDeposit" />
      <AnswerToast stay={stay} intent="releaseDeposit" />
      <AnswerToast stay={stay} intent="sendMessageNow" />
      <AnswerToast stay={stay} intent="skipMessage" />
      <AnswerToast stay={stay} intent="writeGuest" />
    </>
  );
}
