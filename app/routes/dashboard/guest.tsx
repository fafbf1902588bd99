import { Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { toast } from "sonner";
import { GUEST_NOTES_MAX } from "../../../modules/guests/guest-limits.ts";
import { Badge } from "../../components/dashboard/badge.tsx";
import { StatusBadge } from "../../components/dashboard/booking-calendar/status-badge.tsx";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { formatDateTime } from "../../components/dashboard/format-date.ts";
import { EmailLink, PhoneLink } from "../../components/dashboard/guests/contact-links.tsx";
import { countryName, formatDay } from "../../components/dashboard/guests/guest-format.ts";
import type { GuestActionResult } from "../../components/dashboard/guests/guest-result.ts";
import { formatMoney } from "../../components/dashboard/money/format-money.ts";
import { DASHBOARD_PATHS } from "../../components/dashboard/nav-items.ts";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { useAnswer } from "../../components/dashboard/use-answer.ts";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { FieldKitProvider, fieldId, TextAreaField } from "../../components/forms/fields.tsx";
import { SubmitButton } from "../../components/forms/submit-button.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/guest";
import { loadGuest, saveGuest } from "./guests/guests.server.ts";

export const loader = (args: Route.LoaderArgs) => loadGuest(args);
export const action = (args: Route.ActionArgs) => saveGuest(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  dashboardMeta(matches, (t) =>
    loaderData && loaderData.guest.erasedAt === null
      ? `${loaderData.guest.name} · ${t("dashboard.guests.title")}`
      : t("dashboard.guests.title"),
  );

type Data = Route.ComponentProps["loaderData"];

export default function GuestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { guest, stays, enquiries } = loaderData;
  const erased = guest.erasedAt !== null;
  return (
    <>
      <PageHeader
        title={erased ? t("dashboard.guests.erased") : guest.name}
        back={{ to: DASHBOARD_PATHS.guests, label: t("dashboard.guests.detail.back") }}
      />
      {erased && guest.erasedAt && (
        <p role="status" className="mb-6 rounded-xl bg-sand-100 p-4 text-slate-800 ring-1 ring-sand-200">
          {t("dashboard.guests.erase.erasedOn", { date: formatDateTime(guest.erasedAt, locale) })}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <Card>
            <h2 className="font-display text-xl font-semibold text-pine-950">
              {t("dashboard.guests.detail.staysHeading")}
            </h2>
            {stays.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("dashboard.guests.detail.noStays")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200" data-testid="guest-stays">
                {stays.map((stay) => (
                  <li key={stay.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="font-semibold text-pine-950">
                        {t("dashboard.guests.detail.stayLine", {
                          from: formatDay(stay.checkIn, locale),
                          to: formatDay(stay.checkOut, locale),
                        })}
                      </p>
                      <p className="text-sm text-slate-600">
                        {[
                          stay.unit,
                          stay.reference && t("dashboard.guests.detail.reference", { reference: stay.reference }),
                          stay.voucherCode && t("dashboard.guests.detail.voucher", { code: stay.voucherCode }),
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </p>
                    </div>
                    <span className="flex items-center gap-3">
                      <span className="font-semibold tabular-nums text-slate-800">
                        {formatMoney(stay.totalCents, loaderData.currency, locale)}
                      </span>
                      <StatusBadge status={stay.status} kind="booking">
                        {t(`dashboard.guests.stayStatus.${stay.status}`)}
                      </StatusBadge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card>
            <h2 className="font-display text-xl font-semibold text-pine-950">
              {t("dashboard.guests.detail.enquiriesHeading")}
            </h2>
            {enquiries.length === 0 ? (
              <p className="mt-3 text-slate-700">{t("dashboard.guests.detail.noEnquiries")}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {enquiries.map((enquiry) => (
                  <li key={enquiry.id}>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                      {t("dashboard.guests.detail.sentOn", { time: formatDateTime(enquiry.createdAt, locale) })}
                      <Badge tone={enquiry.status === "new" ? "coral" : "slate"}>
                        {t(`dashboard.guests.enquiryStatus.${enquiry.status}`)}
                      </Badge>
                    </p>
                    <p className="mt-1 whitespace-pre-line text-ink">{enquiry.message}</p>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ContactCard guest={guest} currency={loaderData.currency} money={loaderData.money} />
          {!erased && <NotesForm notes={guest.notes} result={actionData} />}
          {!erased && <EraseSection name={guest.name} />}
        </div>
      </div>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function ContactCard({
  guest,
  currency,
  money,
}: {
  guest: Data["guest"];
  currency: Data["currency"];
  money: Data["money"];
}) {
  const { t, locale } = useI18n();
  const amount = (cents: number) => formatMoney(cents, currency, locale);
  const none = <span className="text-slate-600">{t("dashboard.guests.none")}</span>;
  return (
    <Card>
      <h2 className="font-display text-xl font-semibold text-pine-950">{t("dashboard.guests.detail.contact")}</h2>
      <dl className="mt-3 space-y-2.5">
        <Row label={t("dashboard.guests.detail.email")}>{guest.email ? <EmailLink email={guest.email} /> : none}</Row>
        <Row label={t("dashboard.guests.detail.phone")}>{guest.phone ? <PhoneLink phone={guest.phone} /> : none}</Row>
        <Row label={t("dashboard.guests.detail.country")}>
          {guest.country ? countryName(guest.country, locale) : none}
        </Row>
        <Row label={t("dashboard.guests.detail.language")}>{t(`dashboard.guests.languages.${guest.lang}`)}</Row>
        <Row label={t("dashboard.guests.detail.marketing")}>
          {guest.marketingConsent ? t("dashboard.guests.marketing.yes") : t("dashboard.guests.marketing.no")}
        </Row>
        <Row label={t("dashboard.guests.detail.since")}>{formatDateTime(guest.createdAt, locale)}</Row>
        <Row label={t("dashboard.guests.detail.totals")}>
          {[
            t("dashboard.guests.stays", { count: guest.stays }),
            t("dashboard.guests.nights", { count: guest.nights }),
            amount(guest.spentCents),
          ].join(" · ")}
        </Row>
        {money && (
          <Row label={t("dashboard.guests.columns.paid")}>
            {amount(money.paidCents)}
            {money.outstandingCents > 0 && (
              <span className="font-semibold text-coral-700">
                {" · "}
                {t("dashboard.guests.columns.outstanding")} {amount(money.outstandingCents)}
              </span>
            )}
          </Row>
        )}
      </dl>
    </Card>
  );
}

/** The owner's notes; too long ones come back as typed, with the problem beside them. */
function NotesForm({ notes, result }: { notes: string; result: GuestActionResult | undefined }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const formId = "guest-notes";
  const failed = result && !result.ok && result.intent === "notes" ? result : undefined;
  const problem = failed?.errors.notes;
  const errors: Record<string, string> = problem
    ? {
        notes:
          problem.key === "tooLong"
            ? t("dashboard.guests.errors.tooLong", problem.params)
            : t(`dashboard.guests.errors.${problem.key}`),
      }
    : {};
  const items = Object.entries(errors).map(([name, message]) => ({ fieldId: fieldId(formId, name), message }));
  useAnswer(result, navigation.state === "idle", (answer) => {
    if (answer.ok && answer.intent === "notes") toast.success(t("dashboard.guests.notes.saved"));
  });
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "notes";
  return (
    <Card>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="notes" />
        {items.length > 0 && (
          <ErrorSummary id={`${formId}-errors`} title={t("dashboard.guests.formErrors")} items={items} />
        )}
        <FieldKitProvider value={{ formId, errors, values: failed?.values ?? {} }}>
          <TextAreaField
            name="notes"
            label={t("dashboard.guests.notes.label")}
            hint={t("dashboard.guests.notes.hint")}
            optional
            rows={5}
            maxLength={GUEST_NOTES_MAX}
            defaultValue={notes}
          />
        </FieldKitProvider>
        <SubmitButton
          pending={pending}
          label={t("dashboard.guests.notes.save")}
          pendingLabel={t("dashboard.guests.notes.saving")}
          tone="secondary"
          size="md"
        />
      </Form>
    </Card>
  );
}

/** Erasing the guest, asked first: it cannot be undone. */
function EraseSection({ name }: { name: string }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const eraser = useFetcher<GuestActionResult>();
  const close = useCallback(() => setAsking(false), []);
  useAnswer(eraser.data, eraser.state === "idle", (answer) => {
    if (answer.ok) toast.success(t("dashboard.guests.erase.done"));
    else toast.error(t("dashboard.guests.failed"));
    setAsking(false);
  });
  return (
    <Card>
      <h2 className="font-display text-xl font-semibold text-pine-950">{t("dashboard.guests.erase.heading")}</h2>
      <p className="mt-2 text-slate-700">{t("dashboard.guests.erase.explain")}</p>
      <button type="button" onClick={() => setAsking(true)} className={buttonClass("ghost", "md", "mt-4")}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t("dashboard.guests.erase.button")}
      </button>
      <ConfirmDialog
        open={asking}
        onCancel={close}
        onConfirm={() => eraser.submit({ intent: "erase" }, { method: "post" })}
        busy={eraser.state !== "idle"}
        title={t("dashboard.guests.erase.title")}
        description={t("dashboard.guests.erase.body", { name })}
        cancelLabel={t("dashboard.guests.erase.cancel")}
        confirmLabel={t("dashboard.guests.erase.confirm")}
        busyLabel={t("dashboard.guests.erase.erasing")}
      />
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
