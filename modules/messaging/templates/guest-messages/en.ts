import type { GuestMessageTemplateKey } from "../../guest-message-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";

const signOff = "<p>Kind regards,<br>The VayVista team</p>";
const textSignOff = "Kind regards,\nThe VayVista team";

export const enGuestMessages: Record<GuestMessageTemplateKey, TemplateSource> = {
  "guest-message-held": {
    subject: "“{{ message }}” for {{ guestName }} is waiting",
    html: `<h1>A message to your guest is waiting</h1>
<p>Hi {{ name }},</p>
<p>It is time to send “{{ message }}” to {{ guestName }} (booking {{ reference }}), but we are holding it: {{ reason }}</p>
<p>It goes out by itself as soon as that is sorted. You can also send it now or skip it from the stay's page.</p>
{{ url | button: "Open the stay" }}
${signOff}`,
    text: `Hi {{ name }},

It is time to send "{{ message }}" to {{ guestName }} (booking {{ reference }}), but we are holding it: {{ reason }}

It goes out by itself as soon as that is sorted. You can also send it now or skip it from the stay's page.

Open the stay: {{ url }}

${textSignOff}`,
  },
  "guest-message-failed": {
    subject: "“{{ message }}” could not be delivered to {{ guestName }}",
    html: `<h1>A message to your guest was not delivered</h1>
<p>Hi {{ name }},</p>
<p>We tried several times to deliver “{{ message }}” to {{ guestName }} (booking {{ reference }}), but the mail server would not take it:</p>
<p><strong>{{ error }}</strong></p>
<p>Please check the guest's email address on the stay's page, or contact them another way. You can send the message again from your email log.</p>
{{ url | button: "Open the stay" }}
${signOff}`,
    text: `Hi {{ name }},

We tried several times to deliver "{{ message }}" to {{ guestName }} (booking {{ reference }}), but the mail server would not take it:

{{ error }}

Please check the guest's email address on the stay's page, or contact them another way. You can send the message again from your email log.

Open the stay: {{ url }}

${textSignOff}`,
  },
};
