import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type DailyFigures = { day: string; visitors: number; pageViews: number };

const PINE_600 = "#1a7a53";
const CORAL_600 = "#c8431c";

/**
 * Visitors and page views per day as a uPlot chart, drawn in the browser only (in an
 * effect: the server has no canvas) and redrawn at the container's width. The chart is a
 * picture for sighted visitors; the same figures are in the table beside it, which the
 * server renders and screen readers read.
 */
export function VisitorsChart({
  daily,
  dateLabel,
  visitorsLabel,
  pageViewsLabel,
  locale,
}: {
  daily: DailyFigures[];
  dateLabel: string;
  visitorsLabel: string;
  pageViewsLabel: string;
  locale: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    // Days are UTC days: printed in UTC so each label names its own day.
    const short = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" });
    const dateOf = (index: number | null | undefined) => {
      const day = index === null || index === undefined ? undefined : daily[Math.round(index)]?.day;
      return day ? new Date(`${day}T00:00:00Z`) : null;
    };
    const number = new Intl.NumberFormat(locale);
    const sizeOf = (width: number) => ({ width: Math.max(width, 240), height: width < 500 ? 220 : 280 });

    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const options: uPlot.Options = {
        ...sizeOf(element.clientWidth),
        scales: { x: { time: false } },
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
        series: [
          {
            label: dateLabel,
            value: (_u, index) => {
              const date = dateOf(index);
              return date ? long.format(date) : "";
            },
          },
          {
            label: visitorsLabel,
            stroke: PINE_600,
            width: 2.5,
            fill: "rgba(26, 122, 83, 0.12)",
            points: { show: daily.length <= 31 },
            value: (_u, v) => (v === null ? "" : number.format(v)),
          },
          {
            label: pageViewsLabel,
            stroke: CORAL_600,
            width: 2,
            dash: [6, 4],
            points: { show: false },
            value: (_u, v) => (v === null ? "" : number.format(v)),
          },
        ],
        axes: [
          {
            // Whole days only, at most one label per 60 pixels.
            incrs: [1, 2, 7, 14, 28],
            space: 60,
            values: (_u, splits) =>
              splits.map((i) => {
                const date = dateOf(i);
                return date ? short.format(date) : "";
              }),
          },
          {
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000],
            values: (_u, splits) => splits.map((v) => number.format(v)),
            size: 56,
          },
        ],
      };
      const data: uPlot.AlignedData = [
        daily.map((_, i) => i),
        daily.map((d) => d.visitors),
        daily.map((d) => d.pageViews),
      ];
      chart = new UPlot(options, data, element);
      observer = new ResizeObserver(() => chart?.setSize(sizeOf(element.clientWidth)));
      observer.observe(element);
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [daily, dateLabel, visitorsLabel, pageViewsLabel, locale]);

  return <div ref={container} aria-hidden="true" className="min-h-56 w-full" data-testid="visitors-chart" />;
}
