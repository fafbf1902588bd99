import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  BOOKING_PLATFORM_FIELDS,
  BOOKING_PLATFORM_LIMITS,
  type BookingPlatformField,
} from "../../../modules/booking/platform-settings-limits.ts";
import { formatStayDate } from "../../../modules/dates/format-stay-date.ts";
import { type Lang, LOCALES } from "../../../modules/i18n/languages.ts";
import { textIn } from "../../../modules/i18n/site-languages.ts";
import { AdminPageError } from "../../components/admin/admin-error.tsx";
import { adminMeta } from "../../components/admin/admin-meta.ts";
import { formatDateTime } from "../../components/admin/format.ts";
import { NumberLimitsPanel } from "../../components/admin/number-limits-panel.tsx";
import { AdminPageHeader, EmptyState, Panel } from "../../components/admin/page-header.tsx";
import { SettingsForm } from "../../components/admin/settings-form.tsx";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/booking-calendar";
import { loadBookingCalendarSettings, saveBookingCalendarSettings } from "./booking-calendar.server.ts";

export const loader = (args: Route.LoaderArgs) => loadBookingCalendarSettings(args);
export const action = (args: Route.ActionArgs) => saveBookingCalendarSettings(args);

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.title);

type LoaderData = Route.ComponentProps["loaderData"];
type Feed = LoaderData["feeds"][number];
type Conflict = LoaderData["conflicts"][number];

const CHANNELS = ["airbnb", "booking", "vrbo", "google", "other"] as const;
type Channel = (typeof CHANNELS)[number];

function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}

function ChannelName({ channel }: { channel: string }) {
  const { t } = useI18n();
  return <>{isChannel(channel) ? t(`admin.bookingCalendar.channels.${channel}`) : channel}</>;
}

/** "12 Jul 2027 – 19 Jul 2027": stay dates as the days they are, in the admin's language. */
function stayDates(checkIn: string, checkOut: string, lang: Lang): string {
  const options = { day: "numeric", month: "short", year: "numeric" } as const;
  return `${formatStayDate(checkIn, LOCALES[lang], options)} – ${formatStayDate(checkOut, LOCALES[lang], options)}`;
}

/** The site and its owner, the owner's name leading to their place in the owner list. */
function SiteAndOwner({ row }: { row: Feed | Conflict }) {
  const { t } = useI18n();
  return (
    <>
      <span className="block font-semibold text-pine-950">{row.siteName}</span>
      <span className="block text-slate-700">{row.subdomain}</span>
      <Link
        to={row.ownerHref}
        className="mt-1 inline-block font-medium text-pine-700 underline underline-offset-2"
        aria-label={t("admin.bookingCalendar.ownerLink", { name: row.ownerName })}
      >
        {row.ownerName}
      </Link>
    </>
  );
}

function UnitName({ row }: { row: Feed | Conflict }) {
  const { lang } = useI18n();
  return <>{textIn(row.unitName, lang, lang) || "—"}</>;
}

function OverlappedBooking({ conflict }: { conflict: Conflict }) {
  const { t, lang } = useI18n();
  const booking = conflict.booking;
  if (!booking) return <span className="text-slate-700">{t("admin.bookingCalendar.bookingGone")}</span>;
  return (
    <>
      <span className="block font-medium">
        {booking.kind === "block"
          ? t("admin.bookingCalendar.block", { label: booking.label || "—" })
          : t("admin.bookingCalendar.booking", {
              reference: booking.reference ?? t("admin.bookingCalendar.noReference"),
            })}
      </span>
      <span className="block text-slate-700">{stayDates(booking.checkIn, booking.checkOut, lang)}</span>
    </>
  );
}

/** A list as cards on phones and as a table on wide screens, like the other admin lists. */
function ResponsiveList<T>({
  rows,
  rowKey,
  caption,
  columns,
}: {
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  columns: { label: string; cell: (row: T) => ReactNode }[];
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <>
      <ul className="space-y-4 lg:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
            <div className="min-w-0">{first.cell(row)}</div>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {rest.map((column) => (
                <div key={column.label} className="contents">
                  <dt className="text-slate-700">{column.label}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sand-100 text-pine-950">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className="px-4 py-3 font-semibold">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-sand-200 align-top">
                <th scope="row" className="px-4 py-4 font-normal">
                  {first.cell(row)}
                </th>
                {rest.map((column) => (
                  <td key={column.label} className="max-w-xs px-4 py-4 break-words">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mb-4 max-w-3xl">
      <h2 id={id} className="font-display text-2xl font-semibold text-pine-950">
        {title}
      </h2>
      <p className="mt-1 text-slate-700">{intro}</p>
    </div>
  );
}

/** One of the page's lists of what needs a look, with what it says when there is nothing. */
function HealthList<T>({
  list,
  rows,
  rowKey,
  columns,
  more,
  limit,
}: {
  list: "feeds" | "conflicts";
  rows: T[];
  rowKey: (row: T) => string;
  columns: { label: string; cell: (row: T) => ReactNode }[];
  more: boolean;
  limit: number;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${list}-heading`} className="mt-10">
      <SectionHeading
        id={`${list}-heading`}
        title={t(`admin.bookingCalendar.${list}Heading`)}
        intro={t(`admin.bookingCalendar.${list}Intro`)}
      />
      {rows.length === 0 ? (
        <EmptyState title={t(`admin.bookingCalendar.${list}Empty`)} />
      ) : (
        <ResponsiveList
          rows={rows}
          rowKey={rowKey}
          caption={t(`admin.bookingCalendar.${list}Caption`)}
          columns={columns}
        />
      )}
      {more && <p className="mt-3 text-sm text-slate-700">{t("admin.bookingCalendar.more", { count: limit })}</p>}
    </section>
  );
}

function UnhealthyFeeds({ feeds, more, limit }: { feeds: Feed[]; more: boolean; limit: number }) {
  const { t, lang } = useI18n();
  return (
    <HealthList
      list="feeds"
      rows={feeds}
      rowKey={(feed) => feed.feedId}
      more={more}
      limit={limit}
      columns={[
        { label: t("admin.bookingCalendar.columns.site"), cell: (feed) => <SiteAndOwner row={feed} /> },
        { label: t("admin.bookingCalendar.columns.unit"), cell: (feed) => <UnitName row={feed} /> },
        {
          label: t("admin.bookingCalendar.columns.feed"),
          cell: (feed) => (
            <>
              <span className="block font-medium">
                <ChannelName channel={feed.channel} />
              </span>
              <span className="block text-slate-700">{feed.name}</span>
            </>
          ),
        },
        {
          label: t("admin.bookingCalendar.columns.lastSuccess"),
          cell: (feed) =>
            feed.lastSuccessAt ? formatDateTime(feed.lastSuccessAt, lang) : t("admin.bookingCalendar.never"),
        },
        {
          label: t("admin.bookingCalendar.columns.lastError"),
          cell: (feed) => <span className="font-mono text-xs">{feed.lastError ?? "—"}</span>,
        },
      ]}
    />
  );
}

function OpenConflicts({ conflicts, more, limit }: { conflicts: Conflict[]; more: boolean; limit: number }) {
  const { t, lang } = useI18n();
  return (
    <HealthList
      list="conflicts"
      rows={conflicts}
      rowKey={(conflict) => conflict.stayId}
      more={more}
      limit={limit}
      columns={[
        { label: t("admin.bookingCalendar.columns.site"), cell: (c) => <SiteAndOwner row={c} /> },
        { label: t("admin.bookingCalendar.columns.unit"), cell: (c) => <UnitName row={c} /> },
        {
          label: t("admin.bookingCalendar.columns.dates"),
          cell: (c) => (
            <>
              <span className="block font-medium">{stayDates(c.checkIn, c.checkOut, lang)}</span>
              <span className="block text-slate-700">
                <ChannelName channel={c.channel} />
                {c.feedName && c.feedName !== c.channel ? ` · ${c.feedName}` : ""}
              </span>
            </>
          ),
        },
        { label: t("admin.bookingCalendar.columns.overlaps"), cell: (c) => <OverlappedBooking conflict={c} /> },
        { label: t("admin.bookingCalendar.columns.found"), cell: (c) => formatDateTime(c.detectedAt, lang) },
      ]}
    />
  );
}

/** The words of each default: its label is admin.bookingCalendar.{word}, its hint {word}Hint. */
const FIELD_WORDS = {
  importIntervalMinutes: "importInterval",
  requestHoldHours: "requestHold",
  maxFeedsPerUnit: "maxFeeds",
} as const satisfies Record<BookingPlatformField, string>;

export default function AdminBookingCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const L = BOOKING_PLATFORM_LIMITS;

  return (
    <>
      <AdminPageHeader title={t("admin.bookingCalendar.title")} intro={t("admin.bookingCalendar.intro")} />
      <SettingsForm
        formId="booking-calendar"
        answer={actionData}
        saved={loaderData.values}
        saveLabel={t("admin.bookingCalendar.save")}
      >
        <Panel>
          <NumberLimitsPanel
            heading={t("admin.bookingCalendar.defaultsHeading")}
            savedNote={
              loaderData.updatedAt
                ? t("admin.bookingCalendar.lastSaved", { time: formatDateTime(loaderData.updatedAt, lang) })
                : t("admin.bookingCalendar.neverSaved")
            }
            columns={3}
            fields={BOOKING_PLATFORM_FIELDS.map((name) => ({
              name,
              ...L[name],
              label: t(`admin.bookingCalendar.${FIELD_WORDS[name]}`),
              hint: t(`admin.bookingCalendar.${FIELD_WORDS[name]}Hint`, L[name]),
            }))}
          />
        </Panel>
      </SettingsForm>

      <UnhealthyFeeds feeds={loaderData.feeds} more={loaderData.moreFeeds} limit={loaderData.limit} />
      <OpenConflicts conflicts={loaderData.conflicts} more={loaderData.moreConflicts} limit={loaderData.limit} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminPageError />;
}
