import type { ReactNode } from "react";
import { nightsBetween } from "../../../../modules/dates/stay-date.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { EmailLink, PhoneLink } from "../guests/contact-links.tsx";
import { countryName, formatDay } from "../guests/guest-format.ts";
import { formatMoney } from "../money/format-money.ts";
import { Card } from "../page-header.tsx";
import { PriceBreakdown } from "./price-breakdown.tsx";
import type { StayPageData, StayView } from "./stay-page-data.ts";
import { formatMoment, stayExtent } from "./stay-words.ts";

/*
 * What a stay's page tells about it: the stay itself, its guest and its price.
 */

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function CardHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-4 font-display text-xl font-semibold text-pine-950">{children}</h2>;
}

/** The stay: unit, dates, length, where it came from and when things happened, in the property's time. */
export function StayCard({ data }: { data: StayPageData }) {
  const { t, locale } = useI18n();
  const { stay, timeZone } = data;
  const f = (key: string) =>
    t(`dashboard.bookingCalendar.detail.fields.${key}` as "dashboard.bookingCalendar.detail.fields.unit");
  return (
    <Card>
      <CardHeading>{t("dashboard.bookingCalendar.detail.stayHeading")}</CardHeading>
      <dl className="space-y-3">
        {stay.reference && <Field label={f("reference")}>{stay.reference}</Field>}
        <Field label={f("unit")}>{stay.unit.name}</Field>
        <Field label={f("checkIn")}>{formatDay(stay.checkIn, locale)}</Field>
        <Field label={f("checkOut")}>{formatDay(stay.checkOut, locale)}</Field>
        <Field label={f("length")}>
          {stay.kind === "booking"
            ? stayExtent(stay, t)
            : t("dashboard.bookingCalendar.nights", { count: nightsBetween(stay.checkIn, stay.checkOut) })}
        </Field>
        <Field label={f("source")}>{t(`dashboard.bookingCalendar.sources.${stay.source}`)}</Field>
        {stay.feed && <Field label={f("feed")}>{stay.feed.name}</Field>}
        {stay.label && <Field label={f("label")}>{stay.label}</Field>}
        <Field label={f("created")}>{formatMoment(stay.createdAt, locale, timeZone)}</Field>
        {stay.decidedAt && stay.status !== "confirmed" && stay.kind === "booking" && (
          <Field label={f("decided")}>{formatMoment(stay.decidedAt, locale, timeZone)}</Field>
        )}
        {stay.cancelledAt && <Field label={f("cancelled")}>{formatMoment(stay.cancelledAt, locale, timeZone)}</Field>}
        {stay.refundCents !== null && (
          <Field label={f("refund")}>{formatMoney(stay.refundCents, stay.currency, locale)}</Field>
        )}
      </dl>
    </Card>
  );
}

/** A booking's guest: how to reach them, where from, when they arrive, in which language, what they wrote. */
export function GuestCard({ stay }: { stay: StayView }) {
  const { t, locale } = useI18n();
  const { guest } = stay;
  const f = (key: string) =>
    t(`dashboard.bookingCalendar.detail.fields.${key}` as "dashboard.bookingCalendar.detail.fields.name");
  const notGiven = <span className="text-slate-600">{t("dashboard.bookingCalendar.detail.notGiven")}</span>;
  const lang =
    guest.lang === "nl" || guest.lang === "en" || guest.lang === "de" || guest.lang === "pl" ? guest.lang : null;
  return (
    <Card>
      <CardHeading>{t("dashboard.bookingCalendar.detail.guestHeading")}</CardHeading>
      <dl className="space-y-3">
        <Field label={f("name")}>{guest.name ?? notGiven}</Field>
        <Field label={f("email")}>{guest.email ? <EmailLink email={guest.email} /> : notGiven}</Field>
        <Field label={f("phone")}>{guest.phone ? <PhoneLink phone={guest.phone} /> : notGiven}</Field>
        {guest.country && <Field label={f("country")}>{countryName(guest.country, locale)}</Field>}
        {guest.arrivalTime && <Field label={f("arrival")}>{guest.arrivalTime}</Field>}
        {lang && <Field label={f("language")}>{t(`dashboard.bookingCalendar.detail.languages.${lang}`)}</Field>}
      </dl>
      {guest.message && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-600">{f("message")}</h3>
          <p className="mt-1 rounded-xl bg-sand-50 p-4 whitespace-pre-line text-ink ring-1 ring-sand-200">
            {guest.message}
          </p>
        </div>
      )}
    </Card>
  );
}

/** A booking's price as it was booked, night by night. */
export function PriceCard({ stay }: { stay: StayView }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeading>{t("dashboard.bookingCalendar.detail.priceHeading")}</CardHeading>
      <PriceBreakdown quote={stay.quote} totalCents={stay.totalCents} currency={stay.currency} />
    </Card>
  );
}
