import { useI18n } from "../../../i18n/use-i18n.tsx";
import { FieldKitProvider, TextAreaField } from "../../forms/fields.tsx";
import { Card } from "../page-header.tsx";
import { stayFieldKit, useStayFetcher } from "./stay-fetchers.ts";
import { SaveButton } from "./stay-form-parts.tsx";
import type { StayView } from "./stay-page-data.ts";

/** The owner's own notes on any stay, imports too. */
export function StayNotesCard({ stay }: { stay: StayView }) {
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
