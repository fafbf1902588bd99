import { BedDouble, Bell, CalendarDays, Users } from "lucide-react";
import type { OwnerSiteMockupLabels } from "../../../../content/home/types.ts";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { cn } from "../../ui/cn.ts";
import { bookingTotal, byGuest, MONTH, NIGHTLY_CENTS, nights, YEAR } from "./dashboard-sample.ts";
import { BrowserFrame, LaptopFrame, PhoneFrame } from "./device-frames.tsx";
import { ThemeScene } from "./holiday-scene.tsx";
import { dateRange, day, euros, fill, monthGrid, monthName, weekdayNames } from "./sample-format.ts";
import { THEME_LOOKS } from "./theme-looks.ts";

const SANNE = byGuest("Sanne");
const FROM = SANNE.from[1];
const TO = SANNE.to[1];

/**
 * The hero illustration: one owner's booking site on a laptop and on a phone, with the
 * notification of a new direct booking. Decorative; the hero text says what it shows.
 */
export function OwnerSiteMockup({ labels, lang }: { labels: OwnerSiteMockupLabels; lang: Lang }) {
  const look = THEME_LOOKS["fresh-coastal"];
  const nightly = NIGHTLY_CENTS;
  const total = bookingTotal(SANNE);
  const dates = dateRange(lang, day(YEAR, MONTH, FROM), day(YEAR, MONTH, TO));
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none pb-10 lg:max-w-none">
      <LaptopFrame className="mr-[16%]">
        <BrowserFrame url={labels.domain} className="rounded-none shadow-none ring-0">
          <div style={{ background: look.background, color: look.text }} className="text-[10px] md:text-[11px]">
            <div className="flex items-center justify-between px-4 py-2.5">
              <span className="font-display text-xs font-semibold md:text-sm">{labels.siteName}</span>
              <span className="hidden gap-3 sm:flex" style={{ color: look.muted }}>
                {labels.nav.map((n) => (
                  <span key={n}>{n}</span>
                ))}
              </span>
            </div>
            <div className="grid grid-cols-5 gap-3 px-4 pb-3">
              <div className="col-span-2 flex flex-col justify-center">
                <p className="hidden font-semibold uppercase tracking-wider sm:block" style={{ color: look.accent }}>
                  {labels.tagline}
                </p>
                <p className="mt-1 font-display text-base leading-tight font-semibold md:text-xl">{labels.siteName}</p>
                <p className="mt-1.5" style={{ color: look.muted }}>
                  {fill(labels.fromPrice, { price: euros(lang, nightly) })}
                </p>
                <ul className="mt-2 hidden flex-wrap gap-1 sm:flex">
                  {labels.facts.map((f) => (
                    <li key={f} className="rounded-full px-2 py-0.5" style={{ background: look.surface }}>
                      {f}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="col-span-3 h-28 overflow-hidden rounded-lg md:h-36">
                <ThemeScene theme="fresh-coastal" />
              </div>
            </div>
            <div className="mx-4 mb-4 flex items-stretch gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
              <span className="flex flex-1 items-center gap-1.5 px-2 py-1.5">
                <CalendarDays className="h-3 w-3 shrink-0" style={{ color: look.accent }} />
                <span className="truncate">
                  {labels.arrival} – {labels.departure}
                </span>
              </span>
              <span className="hidden flex-1 items-center gap-1.5 px-2 py-1.5 sm:flex">
                <Users className="h-3 w-3 shrink-0" style={{ color: look.accent }} />
                {labels.guestsValue}
              </span>
              <span
                className="flex items-center rounded-lg px-3 font-semibold"
                style={{ background: look.accent, color: look.onAccent }}
              >
                {labels.checkAvailability}
              </span>
            </div>
          </div>
        </BrowserFrame>
      </LaptopFrame>

      <div className="absolute right-0 bottom-0 w-[34%] max-w-52 min-w-36">
        <PhoneFrame>
          <div style={{ background: look.background, color: look.text }} className="px-3 pt-7 pb-3 text-[9px]">
            <p className="font-display text-[11px] font-semibold">{labels.siteName}</p>
            <p className="mt-2 font-semibold">{labels.pickDates}</p>
            <p className="mt-1 capitalize" style={{ color: look.muted }}>
              {monthName(lang, MONTH)}
            </p>
            <div className="mt-1 grid grid-cols-7 gap-y-0.5 text-center text-[8px]">
              {weekdayNames(lang).map((w, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: narrow weekday names repeat
                <span key={i} style={{ color: look.muted }}>
                  {w}
                </span>
              ))}
              {monthGrid(YEAR, MONTH).map((d, i) => {
                const selected = d !== null && d >= FROM && d <= TO;
                const edge = d === FROM || d === TO;
                return (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed grid cells
                    key={i}
                    className={cn("py-0.5", selected && "font-semibold", edge && "rounded-full")}
                    style={
                      edge
                        ? { background: look.accent, color: look.onAccent }
                        : selected
                          ? { background: look.surface }
                          : undefined
                    }
                  >
                    {d ?? ""}
                  </span>
                );
              })}
            </div>
            <div className="mt-2 flex items-center justify-between border-t pt-2" style={{ borderColor: look.surface }}>
              <span style={{ color: look.muted }}>{fill(labels.nights, { nights: nights(SANNE) })}</span>
              <span className="font-semibold">
                {labels.total} {euros(lang, total)}
              </span>
            </div>
            <span
              className="mt-2 block rounded-full py-1.5 text-center font-semibold"
              style={{ background: look.accent, color: look.onAccent }}
            >
              {labels.book}
            </span>
            <p className="mt-1.5 flex items-center justify-center gap-1" style={{ color: look.muted }}>
              <BedDouble className="h-2.5 w-2.5" />
              {labels.directBadge}
            </p>
          </div>
        </PhoneFrame>
      </div>

      <div className="absolute bottom-0 left-0 flex max-w-[15rem] items-start gap-2.5 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200 sm:bottom-4 sm:left-4">
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-pine-100 text-pine-700">
          <Bell className="h-4 w-4" />
        </span>
        <span className="text-xs">
          <span className="block font-semibold text-pine-950">{labels.newBooking}</span>
          <span className="block text-slate-600">
            {fill(labels.newBookingBody, { name: SANNE.guest, dates, amount: euros(lang, total) })}
          </span>
        </span>
      </div>
    </div>
  );
}
