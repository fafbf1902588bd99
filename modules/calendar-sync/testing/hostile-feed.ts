import { addDays, type StayDate } from "../../dates/stay-date.ts";

const compact = (date: StayDate) => date.replaceAll("-", "");

/**
 * A feed of open-ended repeating events, about `bytes` long, as the abuse report of issue 15
 * describes (a few thousand of them, 0.2 to 2 MB): without a bound it expands to millions of
 * nights. Three kinds of series in turn: every day for three nights from around `today`,
 * every day of the week, and every 31 February since 1970 (a rule that looks at many
 * periods and yields nothing). Generated, not committed: tests and the bench ask for the size
 * they need.
 */
export function hostileRecurringFeed(options: { bytes: number; today: StayDate }): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hostile//Endless series//EN"];
  let size = 0;
  for (let i = 0; size < options.bytes; i++) {
    const start = i % 3 === 2 ? "1970-02-01" : addDays(options.today, (i % 40) - 20);
    const rule = [
      "RRULE:FREQ=DAILY",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU",
      "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31",
    ][i % 3];
    const event = [
      "BEGIN:VEVENT",
      `UID:series-${i}@hostile.example`,
      "DTSTAMP:20270101T000000Z",
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(addDays(start, 3))}`,
      rule ?? "RRULE:FREQ=DAILY",
      "SUMMARY:Reserved",
      "END:VEVENT",
    ];
    size += event.join("\r\n").length + 2;
    lines.push(...event);
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}
