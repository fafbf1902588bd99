import { Eye, EyeOff, MessageSquareReply, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { REVIEW_LIMITS } from "../../../../modules/reviews/review-limits.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { TextAreaField } from "../../forms/fields.tsx";
import { StarRating } from "../../ui/star-rating.tsx";
import { Badge } from "../badge.tsx";
import { ActionButton, PostButton } from "../card-actions.tsx";
import { CardForm } from "../card-form.tsx";
import { useAnswer } from "../use-answer.ts";
import { reviewErrorMessages } from "./review-errors.ts";
import { ReviewFields } from "./review-fields.tsx";
import type { ReviewActionResult, ReviewView, UnitOption } from "./review-result.ts";

/** "augustus 2025" for 2025-08-01, the same on the server and in the browser. */
export function formatStayMonth(stayMonth: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${stayMonth}T00:00:00Z`),
  );
}

/** A refusal's field problems and typed values for the field kit, or none. */
function failure(result: ReviewActionResult | undefined) {
  return result && !result.ok ? result : undefined;
}

/**
 * One review in the owner's list: what guests see, and editing, hiding, answering and
 * deleting it. Each change posts on its own (a fetcher per form), so the rest of the page
 * stays as it is; deleting asks first, on the page (`onDelete`).
 */
export function ReviewCard({
  review,
  units,
  maxMonth,
  onDelete,
}: {
  review: ReviewView;
  units: readonly UnitOption[];
  maxMonth: string;
  onDelete: (review: ReviewView) => void;
}) {
  const { t, locale } = useI18n();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const edit = useFetcher<ReviewActionResult>();
  const reply = useFetcher<ReviewActionResult>();
  const visibility = useFetcher<ReviewActionResult>();
  const unit = units.find((u) => u.id === review.unitId);
  const headingId = `review-${review.id}-name`;

  useAnswer(edit.data, edit.state === "idle", (answer) => {
    if (!answer.ok) return;
    toast.success(t("dashboard.reviews.saved"));
    setEditing(false);
  });
  useAnswer(reply.data, reply.state === "idle", (answer) => {
    if (!answer.ok) return;
    toast.success(answer.replied ? t("dashboard.reviews.reply.saved") : t("dashboard.reviews.reply.removed"));
    setReplying(false);
  });
  useAnswer(visibility.data, visibility.state === "idle", (answer) => {
    if (answer.ok)
      toast.success(answer.visible ? t("dashboard.reviews.shownToast") : t("dashboard.reviews.hiddenToast"));
    else toast.error(t("dashboard.reviews.failed"));
  });

  // Shown at once, before the server has answered.
  const visible =
    visibility.formData?.get("visible") !== undefined && visibility.formData?.get("visible") !== null
      ? visibility.formData.get("visible") === "true"
      : review.visible;

  return (
    <article aria-labelledby={headingId} className="py-5" data-review={review.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-lg font-semibold text-pine-950">
            {review.guestName}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <StarRating
              rating={review.rating}
              label={t("dashboard.reviews.outOfFive", { rating: review.rating })}
              className="text-amber-500"
              emptyClassName="text-slate-300"
            />
            <span>{t("dashboard.reviews.stay", { month: formatStayMonth(review.stayMonth, locale) })}</span>
            <span>
              {t("dashboard.reviews.from", { source: t(`dashboard.reviews.sources.${sourceKey(review.source)}`) })}
            </span>
            <span>{t("dashboard.reviews.inLang", { lang: t(`dashboard.reviews.langs.${langKey(review.lang)}`) })}</span>
            {unit && <span>{t("dashboard.reviews.aboutUnit", { unit: unit.name })}</span>}
          </p>
        </div>
        {!visible && (
          <Badge tone="slate" className="mt-1">
            {t("dashboard.reviews.hidden")}
          </Badge>
        )}
      </div>

      {editing ? (
        <ReviewEditForm
          review={review}
          units={units}
          maxMonth={maxMonth}
          fetcher={edit}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {!visible && <p className="mt-2 text-sm text-slate-600">{t("dashboard.reviews.hiddenNote")}</p>}
          <p className={`mt-3 whitespace-pre-line ${visible ? "text-ink" : "text-slate-600"}`}>{review.body}</p>
          {review.reply && !replying && (
            <div className="mt-4 rounded-xl border-l-4 border-pine-200 bg-pine-50/60 px-4 py-3">
              <p className="text-sm font-semibold text-pine-900">{t("dashboard.reviews.reply.yours")}</p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply}</p>
            </div>
          )}
          {replying && <ReplyForm review={review} fetcher={reply} onCancel={() => setReplying(false)} />}
          {!replying && (
            <div className="mt-4 flex flex-wrap gap-2">
              <ActionButton icon={<Pencil aria-hidden="true" className="h-4 w-4" />} onClick={() => setEditing(true)}>
                {t("dashboard.reviews.edit")}
              </ActionButton>
              <ActionButton
                icon={<MessageSquareReply aria-hidden="true" className="h-4 w-4" />}
                onClick={() => setReplying(true)}
              >
                {review.reply ? t("dashboard.reviews.reply.edit") : t("dashboard.reviews.reply.add")}
              </ActionButton>
              <PostButton
                fetcher={visibility}
                fields={{ intent: "visibility", reviewId: review.id, visible: visible ? "false" : "true" }}
              >
                {visible ? (
                  <EyeOff aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Eye aria-hidden="true" className="h-4 w-4" />
                )}
                {visible ? t("dashboard.reviews.hide") : t("dashboard.reviews.show")}
              </PostButton>
              <ActionButton icon={<Trash2 aria-hidden="true" className="h-4 w-4" />} onClick={() => onDelete(review)}>
                {t("dashboard.reviews.remove.button")}
              </ActionButton>
            </div>
          )}
        </>
      )}
    </article>
  );
}

const SOURCE_KEYS = ["direct", "airbnb", "booking", "vrbo", "google", "other"] as const;
const LANG_KEYS = ["nl", "en", "de", "pl", "other"] as const;

function sourceKey(source: string): (typeof SOURCE_KEYS)[number] {
  return SOURCE_KEYS.find((s) => s === source) ?? "other";
}

function langKey(lang: string): (typeof LANG_KEYS)[number] {
  return LANG_KEYS.find((l) => l === lang) ?? "other";
}

type ReviewFetcher = ReturnType<typeof useFetcher<ReviewActionResult>>;

function ReviewEditForm({
  review,
  units,
  maxMonth,
  fetcher,
  onCancel,
}: {
  review: ReviewView;
  units: readonly UnitOption[];
  maxMonth: string;
  fetcher: ReviewFetcher;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const failed = failure(fetcher.data);
  return (
    <CardForm
      fetcher={fetcher}
      formId={`review-${review.id}`}
      fields={{ intent: "update", reviewId: review.id }}
      heading={t("dashboard.reviews.editHeading", { name: review.guestName })}
      errors={reviewErrorMessages(t, failed?.errors)}
      values={failed?.values ?? {}}
      words={{
        summary: t("dashboard.reviews.formErrors"),
        save: t("dashboard.reviews.save"),
        saving: t("dashboard.reviews.saving"),
        cancel: t("dashboard.reviews.cancel"),
      }}
      onCancel={onCancel}
    >
      <ReviewFields review={review} units={units} maxMonth={maxMonth} />
    </CardForm>
  );
}

function ReplyForm({
  review,
  fetcher,
  onCancel,
}: {
  review: ReviewView;
  fetcher: ReviewFetcher;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const failed = failure(fetcher.data);
  return (
    <CardForm
      fetcher={fetcher}
      formId={`reply-${review.id}`}
      fields={{ intent: "reply", reviewId: review.id }}
      errors={reviewErrorMessages(t, failed?.errors)}
      values={failed?.values ?? {}}
      words={{
        summary: t("dashboard.reviews.formErrors"),
        save: t("dashboard.reviews.reply.save"),
        saving: t("dashboard.reviews.reply.saving"),
        cancel: t("dashboard.reviews.cancel"),
      }}
      onCancel={onCancel}
      className="mt-4 space-y-4"
    >
      <TextAreaField
        name="reply"
        label={t("dashboard.reviews.reply.label", { name: review.guestName })}
        hint={t("dashboard.reviews.reply.hint")}
        optional
        rows={4}
        maxLength={REVIEW_LIMITS.reply}
        defaultValue={review.reply ?? ""}
      />
    </CardForm>
  );
}
