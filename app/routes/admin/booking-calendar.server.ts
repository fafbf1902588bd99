import { ownerListCursors, ownerListHref } from "../../../modules/admin/owner-list-links.ts";
import { bookingHealthOverview, HEALTH_OVERVIEW_LIMIT } from "../../../modules/booking/booking-health-overview.ts";
import { getBookingPlatformSettings, saveBookingPlatformSettings } from "../../../modules/booking/platform-settings.ts";
import {
  BOOKING_PLATFORM_FIELDS,
  type BookingPlatformField,
} from "../../../modules/booking/platform-settings-limits.ts";
import { fieldErrorTexts } from "../../components/admin/field-error-text.ts";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import type { Route } from "./+types/booking-calendar";
import { adminRequest, answer, formText } from "./access.server.ts";

/*
 * The loader and action of /admin/settings/booking-calendar (booking-calendar.tsx), here so
 * the page's script never loads the schema library and the queries they use.
 */

type FormValues = Record<BookingPlatformField, string>;

function formValues(settings: Record<BookingPlatformField, number>): FormValues {
  return {
    importIntervalMinutes: String(settings.importIntervalMinutes),
    requestHoldHours: String(settings.requestHoldHours),
    maxFeedsPerUnit: String(settings.maxFeedsPerUnit),
  };
}

export async function loadBookingCalendarSettings({ request, context }: Route.LoaderArgs) {
  const { db, t } = await adminRequest(request, context);
  const [settings, overview] = await Promise.all([getBookingPlatformSettings(db), bookingHealthOverview(db)]);
  const owners = await ownerListCursors(db, [
    ...overview.feeds.map((f) => f.ownerId),
    ...overview.conflicts.map((c) => c.ownerId),
  ]);
  const ownerHref = (ownerId: string) => ownerListHref(owners.get(ownerId));
  return {
    title: t("admin.bookingCalendar.title"),
    values: formValues(settings),
    updatedAt: settings.updatedAt,
    limit: HEALTH_OVERVIEW_LIMIT,
    moreFeeds: overview.moreFeeds,
    moreConflicts: overview.moreConflicts,
    feeds: overview.feeds.map((feed) => ({ ...feed, ownerHref: ownerHref(feed.ownerId) })),
    conflicts: overview.conflicts.map((conflict) => ({ ...conflict, ownerHref: ownerHref(conflict.ownerId) })),
  };
}

export type BookingCalendarAnswer = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  values: FormValues;
};

export async function saveBookingCalendarSettings({ request, context }: Route.ActionArgs) {
  const { db, t, lang, user } = await adminRequest(request, context);
  // Three numbers.
  const form = await readForm(request, { maxBytes: formLimit(100), lang });
  const values = Object.fromEntries(BOOKING_PLATFORM_FIELDS.map((f) => [f, formText(form, f)])) as FormValues;
  const result = await saveBookingPlatformSettings(db, values, user.id);
  if (!result.ok) {
    return answer<BookingCalendarAnswer>(
      { ok: false, message: t("admin.common.checkFields"), errors: fieldErrorTexts(result.errors, t), values },
      422,
    );
  }
  return answer<BookingCalendarAnswer>({
    ok: true,
    message: result.changed ? t("admin.bookingCalendar.saved") : t("admin.bookingCalendar.unchanged"),
    errors: {},
    values: formValues(result.settings),
  });
}
