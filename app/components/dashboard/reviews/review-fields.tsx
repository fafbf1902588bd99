import { REVIEW_LIMITS } from "../../../../modules/reviews/review-limits.ts";
import { REVIEW_LANGS, REVIEW_SOURCES } from "../../../../modules/reviews/review-sources.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { FieldShell, SelectField, TextAreaField, TextField } from "../../forms/fields.tsx";
import { RatingField } from "./rating-field.tsx";
import type { ReviewView, UnitOption } from "./review-result.ts";

/**
 * The fields of a review, empty or filled with one to edit. The unit is asked only on a site
 * with more than one (an archived unit a review already names stays choosable).
 */
export function ReviewFields({
  review,
  units,
  maxMonth,
}: {
  review?: ReviewView;
  units: readonly UnitOption[];
  /** YYYY-MM: the current month; a stay cannot be later. */
  maxMonth: string;
}) {
  const { t } = useI18n();
  const unitOptions = units.filter((u) => !u.archived || u.id === review?.unitId);
  return (
    <>
      <TextField
        name="guestName"
        label={t("dashboard.reviews.fields.guestName")}
        hint={t("dashboard.reviews.fields.guestNameHint")}
        maxLength={REVIEW_LIMITS.guestName}
        autoComplete="off"
        defaultValue={review?.guestName}
      />
      <FieldShell
        name="stayMonth"
        label={t("dashboard.reviews.fields.stayMonth")}
        hint={t("dashboard.reviews.fields.stayMonthHint")}
        defaultValue={review?.stayMonth.slice(0, 7)}
        control={(props) => <input {...props} type="month" min={REVIEW_LIMITS.firstMonth} max={maxMonth} />}
      />
      <RatingField name="rating" label={t("dashboard.reviews.fields.rating")} defaultValue={review?.rating} />
      <TextAreaField
        name="body"
        label={t("dashboard.reviews.fields.body")}
        hint={t("dashboard.reviews.fields.bodyHint")}
        rows={5}
        maxLength={REVIEW_LIMITS.body}
        defaultValue={review?.body}
      />
      {/* One above the other: in the page's side column two selects side by side cut their choices. */}
      <div className="grid gap-5">
        <SelectField
          name="lang"
          label={t("dashboard.reviews.fields.lang")}
          placeholder={t("dashboard.reviews.choose")}
          defaultValue={review?.lang}
          options={REVIEW_LANGS.map((lang) => ({ value: lang, label: t(`dashboard.reviews.langs.${lang}`) }))}
        />
        <SelectField
          name="source"
          label={t("dashboard.reviews.fields.source")}
          placeholder={t("dashboard.reviews.choose")}
          defaultValue={review?.source}
          options={REVIEW_SOURCES.map((source) => ({
            value: source,
            label: t(`dashboard.reviews.sources.${source}`),
          }))}
        />
      </div>
      {units.length > 1 && (
        <SelectField
          name="unitId"
          label={t("dashboard.reviews.fields.unit")}
          optional
          defaultValue={review?.unitId ?? ""}
          options={[
            { value: "", label: t("dashboard.reviews.fields.noUnit") },
            ...unitOptions.map((u) => ({ value: u.id, label: u.name })),
          ]}
        />
      )}
    </>
  );
}
