import type { CalendarTemplateKey } from "../../calendar-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { linesHtml } from "../booking/parts.ts";

const signOff = "<p>Kind regards,<br>The VayVista team</p>";
const textSignOff = "Kind regards,\nThe VayVista team";

export const enCalendar: Record<CalendarTemplateKey, TemplateSource> = {
  "calendar-feed-unhealthy": {
    subject: "Your {{ channel }} calendar could not be read",
    html: `<h1>A connected calendar needs your attention</h1>
<p>Hi {{ name }},</p>
<p>We could not read the calendar “{{ feedName }}” ({{ channel }}) for {{ unit }}.</p>
<p><strong>{{ problem }}</strong></p>
<p>To be safe, we keep the dates from the last good version (from {{ lastSuccess }}) blocked and keep trying. Nothing is deleted until the calendar is readable again. If the link has changed, paste the new one in your dashboard.</p>
{{ url | button: "Check connected calendars" }}
${signOff}`,
    text: `Hi {{ name }},

We could not read the calendar "{{ feedName }}" ({{ channel }}) for {{ unit }}.

{{ problem }}

To be safe, we keep the dates from the last good version (from {{ lastSuccess }}) blocked and keep trying. Nothing is deleted until the calendar is readable again. If the link has changed, paste the new one in your dashboard.

Check connected calendars: {{ url }}

${textSignOff}`,
  },
  "calendar-conflict": {
    subject: "Possible double booking: {{ channel }} and your calendar overlap",
    html: `<h1>Possible double booking</h1>
<p>Hi {{ name }},</p>
<p>The calendar “{{ feedName }}” ({{ channel }}) for {{ unit }} has dates that are already taken in your VayVista calendar:</p>
${linesHtml("conflicts")}
<p>{{ channel }} probably did not have your latest availability yet. Please check both bookings and contact the guest or {{ channel }} to resolve it. The overlapping dates are shown in red in your booking calendar.</p>
{{ url | button: "Open connected calendars" }}
${signOff}`,
    text: `Hi {{ name }},

The calendar "{{ feedName }}" ({{ channel }}) for {{ unit }} has dates that are already taken in your VayVista calendar:

{{ conflicts }}

{{ channel }} probably did not have your latest availability yet. Please check both bookings and contact the guest or {{ channel }} to resolve it. The overlapping dates are shown in red in your booking calendar.

Open connected calendars: {{ url }}

${textSignOff}`,
  },
};
