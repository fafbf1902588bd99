import { Eye, EyeOff, MessageSquareReply, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { REVIEW_LIMITS } from "../../../../modules/reviews/review-limits.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { ErrorSummary } from "../../forms/error-summary.tsx";
import { FieldKitProvider, fieldId, TextAreaField } from "../../forms/fields.tsx";
import { SubmitButton } from "../../forms/submit-button.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { Badge } from "../badge.tsx";
import { useAnswer } from "../use-answer.ts";
import { RatingStars } from "./rating-field.tsx";
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
            <RatingStars rating={review.rating} />
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
              <visibility.Form method="post">
                <input type="hidden" name="intent" value="visibility" />
                <input type="hidden" name="reviewId" value={review.id} />
                <input type="hidden" name="visible" value={visible ? "false" : "true"} />
                <button type="submit" className={buttonClass("ghost", "md")}>
                  {visible ? (
                    <EyeOff aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Eye aria-hidden="true" className="h-4 w-4" />
                  )}
                  {visible ? t("dashboard.reviews.hide") : t("dashboard.reviews.show")}
                </button>
              </visibility.Form>
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

function ActionButton({ icon, onClick, children }: { icon: ReactNode; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={buttonClass("ghost", "md")}>
      {icon}
      {children}
    </button>
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
  const formId = `review-${review.id}`;
  const failed = failure(fetcher.data);
  const errors = reviewErrorMessages(t, failed?.errors);
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  const headingId = `${formId}-edit-heading`;
  return (
    <fetcher.Form method="post" noValidate aria-labelledby={headingId} className="mt-4 space-y-5">
      <h4 id={headingId} className="sr-only">
        {t("dashboard.reviews.editHeading", { name: review.guestName })}
      </h4>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="reviewId" value={review.id} />
      {items.length > 0 && (
        <FocusedSummary formId={formId} title={t("dashboard.reviews.formErrors")} items={items} data={fetcher.data} />
      )}
      <FieldKitProvider value={{ formId, errors, values: failed?.values ?? {} }}>
        <ReviewFields review={review} units={units} maxMonth={maxMonth} />
      </FieldKitProvider>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={fetcher.state !== "idle"}
          label={t("dashboard.reviews.save")}
          pendingLabel={t("dashboard.reviews.saving")}
          tone="secondary"
          size="md"
        />
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "md")}>
          {t("dashboard.reviews.cancel")}
        </button>
      </div>
    </fetcher.Form>
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
  const formId = `reply-${review.id}`;
  const failed = failure(fetcher.data);
  const errors = reviewErrorMessages(t, failed?.errors);
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  return (
    <fetcher.Form method="post" noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={review.id} />
      {items.length > 0 && (
        <FocusedSummary formId={formId} title={t("dashboard.reviews.formErrors")} items={items} data={fetcher.data} />
      )}
      <FieldKitProvider value={{ formId, errors, values: failed?.values ?? {} }}>
        <TextAreaField
          name="reply"
          label={t("dashboard.reviews.reply.label", { name: review.guestName })}
          hint={t("dashboard.reviews.reply.hint")}
          optional
          rows={4}
          maxLength={REVIEW_LIMITS.reply}
          defaultValue={review.reply ?? ""}
        />
      </FieldKitProvider>
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          pending={fetcher.state !== "idle"}
          label={t("dashboard.reviews.reply.save")}
          pendingLabel={t("dashboard.reviews.reply.saving")}
          tone="secondary"
          size="md"
        />
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "md")}>
          {t("dashboard.reviews.cancel")}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The error summary of a card's form, focused when a new refusal arrives. */
function FocusedSummary({
  formId,
  title,
  items,
  data,
}: {
  formId: string;
  title: string;
  items: { fieldId: string; message: string }[];
  data: unknown;
}) {
  const element = useRef<HTMLDivElement>(null);
  useAnswer(data, true, () => element.current?.focus());
  return <ErrorSummary ref={element} id={`${formId}-errors`} title={title} items={items} />;
}
