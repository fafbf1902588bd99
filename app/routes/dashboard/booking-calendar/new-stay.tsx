import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { BOOKING_CALENDAR_PATH } from "../../../components/dashboard/booking-calendar/calendar-paths.ts";
import {
  BLOCK_FIELDS,
  BOOKING_FIELDS,
  type NewStayResult,
} from "../../../components/dashboard/booking-calendar/new-stay-result.ts";
import { problemItems, UnitChoice } from "../../../components/dashboard/booking-calendar/stay-form-parts.tsx";
import { dashboardMeta } from "../../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../../components/dashboard/error-content.tsx";
import { currencySign } from "../../../components/dashboard/money/format-money.ts";
import { Card, PageHeader } from "../../../components/dashboard/page-header.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import {
  CheckboxField,
  EmailField,
  FieldKitProvider,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from "../../../components/forms/fields.tsx";
import { SubmitButton } from "../../../components/forms/submit-button.tsx";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import type { Route } from "./+types/new-stay";
import { createStay, loadNewStay } from "./new-stay.server.ts";

export const loader = (args: Route.LoaderArgs) => loadNewStay(args);
export const action = (args: Route.ActionArgs) => createStay(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) =>
    loaderData?.kind === "block"
      ? t("dashboard.bookingCalendar.create.titleBlock")
      : t("dashboard.bookingCalendar.create.titleBooking"),
  );

/**
 * A booking taken by phone, email or at the door, or dates the owner keeps free: one form
 * each (`?kind=booking|block`). The dates are checked against every other stay of the unit
 * on the server; on success the owner lands on the new stay's page.
 */
export default function NewStay({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { kind, units, defaults, siteLanguages } = loaderData;
  const failed: Extract<NewStayResult, { ok: false }> | undefined =
    actionData && !actionData.ok ? actionData : undefined;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);
  const block = kind === "block";
  const fields = block ? BLOCK_FIELDS : BOOKING_FIELDS;
  const items = failed ? problemItems("new-stay", fields, failed.errors) : [];
  const f = (key: string) => t(`dashboard.bookingCalendar.form.${key}` as "dashboard.bookingCalendar.form.unit");
  return (
    <>
      <PageHeader
        title={
          block ? t("dashboard.bookingCalendar.create.titleBlock") : t("dashboard.bookingCalendar.create.titleBooking")
        }
        intro={
          block ? t("dashboard.bookingCalendar.create.introBlock") : t("dashboard.bookingCalendar.create.introBooking")
        }
        back={{ to: BOOKING_CALENDAR_PATH, label: t("dashboard.bookingCalendar.detail.back") }}
      />
      <Card className="max-w-3xl">
        <Form method="post" noValidate>
          <input type="hidden" name="kind" value={kind} />
          {failed && <ErrorSummary ref={summary} id="new-stay-errors" formProblem={failed.message} items={items} />}
          <FieldKitProvider value={{ formId: "new-stay", errors: failed?.errors ?? {}, values: failed?.values ?? {} }}>
            <div className="grid gap-5 sm:grid-cols-2">
              <UnitChoice units={units} unitId={defaults.unitId} label={f("unit")} />
              <TextField name="checkIn" type="date" label={f("checkIn")} defaultValue={defaults.checkIn} />
              <TextField name="checkOut" type="date" label={f("checkOut")} defaultValue={defaults.checkOut} />
              {block ? (
                <TextField
                  name="label"
                  label={f("label")}
                  hint={t("dashboard.bookingCalendar.form.labelHint")}
                  optional
                  maxLength={80}
                  className="sm:col-span-2"
                />
              ) : (
                <>
                  <TextField name="adults" type="number" min={1} label={f("adults")} defaultValue="2" />
                  <TextField name="children" type="number" min={0} label={f("children")} defaultValue="0" />
                  <TextField
                    name="guestName"
                    label={f("guestName")}
                    autoComplete="off"
                    maxLength={200}
                    className="sm:col-span-2"
                  />
                  <PhoneField name="guestPhone" label={f("guestPhone")} optional />
                  <EmailField
                    name="guestEmail"
                    label={f("guestEmail")}
                    hint={t("dashboard.bookingCalendar.form.guestEmailHint")}
                    optional
                    autoComplete="off"
                  />
                  <SelectField
                    name="lang"
                    label={f("lang")}
                    options={siteLanguages.map((lang) => ({
                      value: lang,
                      label: t(`dashboard.bookingCalendar.detail.languages.${lang}`),
                    }))}
                    defaultValue={siteLanguages[0]}
                  />
                  <TextField
                    name="total"
                    label={t("dashboard.bookingCalendar.form.total", currencySign(loaderData.currency, locale))}
                    hint={t("dashboard.bookingCalendar.form.totalHint")}
                    optional
                    maxLength={20}
                  />
                </>
              )}
              <TextAreaField
                name="notes"
                label={f("notes")}
                optional
                rows={3}
                maxLength={5000}
                className="sm:col-span-2"
              />
              {!block && (
                <div className="sm:col-span-2">
                  <CheckboxField name="overrideRules" label={f("override")} />
                </div>
              )}
            </div>
          </FieldKitProvider>
          <div className="mt-6">
            <SubmitButton
              pending={pending}
              label={
                block
                  ? t("dashboard.bookingCalendar.create.saveBlock")
                  : t("dashboard.bookingCalendar.create.saveBooking")
              }
              pendingLabel={t("dashboard.bookingCalendar.create.saving")}
            />
          </div>
        </Form>
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
