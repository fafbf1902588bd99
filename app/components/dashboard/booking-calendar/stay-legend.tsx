import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { LOOK_STYLES, STAY_LOOKS, type StayLook } from "./stay-look.ts";

/** A look's mark: its icon, and a channel's initial; drawn in the bar and in the legend alike. */
export function LookMark({ look, className }: { look: StayLook; className?: string }) {
  const { icon: Icon, initial } = LOOK_STYLES[look];
  return (
    <span aria-hidden="true" className={cn("inline-flex shrink-0 items-center gap-0.5", className)}>
      <Icon className="h-3.5 w-3.5" />
      {/* Drawn by CSS, not written as text: a bar's visible words stay the start of its name (WCAG 2.5.3). */}
      {initial && (
        <span
          data-initial={initial}
          className="text-[0.7rem] leading-none font-bold before:content-[attr(data-initial)]"
        />
      )}
    </span>
  );
}

/** A look's swatch: its colour and mark in a box, sized by `className` (the legend's size unless said). */
export function LookSwatch({
  look,
  className = "h-6 min-w-9 px-1",
  title,
}: {
  look: StayLook;
  className?: string;
  title?: string;
}) {
  return (
    <span
      className={cn("inline-flex items-center justify-center rounded-md border-2", className, LOOK_STYLES[look].bar)}
      title={title}
    >
      <LookMark look={look} />
    </span>
  );
}

/** What each colour and mark on the calendar means, every one named in words. */
export function StayLegend({ looks = STAY_LOOKS }: { looks?: readonly StayLook[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="calendar-legend" className="mt-6">
      <h2 id="calendar-legend" className="text-sm font-semibold text-pine-950">
        {t("dashboard.bookingCalendar.legend.heading")}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800" data-testid="calendar-legend">
        {looks.map((look) => (
          <li key={look} className="flex items-center gap-2">
            <LookSwatch look={look} />
            {t(`dashboard.bookingCalendar.legend.${look}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
