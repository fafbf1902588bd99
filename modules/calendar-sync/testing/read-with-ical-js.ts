import ICAL from "ical.js";

// RFC 7986's NAME and the common X-WR-CALNAME are TEXT (escaped as SUMMARY is); ical.js
// knows neither and would hand them back still escaped.
for (const name of ["name", "x-wr-calname"]) ICAL.design.icalendar.property[name] = { defaultType: "text" };

/** An exported event as a second, independent parser (ical.js) reads it. */
export type ReadEvent = {
  uid: string;
  summary: string;
  /** DTSTART as written (YYYY-MM-DD) and whether it is a DATE value. */
  start: string;
  startIsDate: boolean;
  end: string;
  endIsDate: boolean;
  /** Every property name of the event, lower-case. */
  properties: string[];
};

/** Parses `ics` with ical.js, which throws on text that is not valid iCalendar. */
export function readWithIcalJs(ics: string): {
  prodId: string;
  /** NAME and X-WR-CALNAME, null when missing. */
  names: (string | null)[];
  events: ReadEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      startIsDate: event.startDate.isDate,
      end: event.endDate.toString(),
      endIsDate: event.endDate.isDate,
      properties: vevent.getAllProperties().map((p) => p.name),
    };
  });
  const text = (name: string) => {
    const value = calendar.getFirstPropertyValue(name);
    return value === null ? null : String(value);
  };
  return { prodId: String(text("prodid")), names: [text("name"), text("x-wr-calname")], events };
}
