import { deBooking } from "./booking/de.ts";
import { dePayment } from "./payment/de.ts";
import { quoteHtml } from "./quote.ts";
import { deSamples } from "./samples/de.ts";
import type { GuestLanguageTemplates } from "./types.ts";
import { deValues } from "./values/de.ts";

/**
 * German, for guests of owners' sites only (GUEST_TEMPLATE_KEYS): German guests write in it
 * more than in any language but Dutch. Guests are addressed formally (Sie), as German hosts do.
 */
export const de: GuestLanguageTemplates = {
  layout: {
    guestReason:
      "Sie erhalten diese E-Mail, weil diese Adresse im Kontaktformular der unten genannten Website eingegeben wurde, die VayVista für den Gastgeber betreibt.",
  },
  templates: {
    "enquiry-confirmation": {
      subject: "Ihre Nachricht an {{ siteName }}",
      html: `<h1>Vielen Dank für Ihre Nachricht</h1>
<p>Hallo {{ name }},</p>
<p>Ihre Nachricht an {{ siteName }} ist angekommen. Der Gastgeber antwortet Ihnen so bald wie möglich per E-Mail.</p>
{% if unit != blank or checkIn != blank or checkOut != blank or guests != blank %}<ul>{% if unit != blank %}<li><strong>Unterkunft:</strong> {{ unit }}</li>{% endif %}{% if checkIn != blank %}<li><strong>Anreise:</strong> {{ checkIn }}</li>{% endif %}{% if checkOut != blank %}<li><strong>Abreise:</strong> {{ checkOut }}</li>{% endif %}{% if guests != blank %}<li><strong>Personen:</strong> {{ guests }}</li>{% endif %}</ul>{% endif %}
<p>Sie haben geschrieben:</p>
${quoteHtml("message")}
<p>Noch keine Antwort? Bitte sehen Sie auch in Ihrem Spam-Ordner nach.</p>
{{ url | button: "Zur Website" }}
<p>Haben Sie dieses Formular nicht selbst ausgefüllt? Dann können Sie diese E-Mail ignorieren.</p>
<p>Mit freundlichen Grüßen<br>{{ siteName }}</p>`,
      text: `Hallo {{ name }},

Ihre Nachricht an {{ siteName }} ist angekommen. Der Gastgeber antwortet Ihnen so bald wie möglich per E-Mail.
{% if unit != blank %}
Unterkunft: {{ unit }}{% endif %}{% if checkIn != blank %}
Anreise: {{ checkIn }}{% endif %}{% if checkOut != blank %}
Abreise: {{ checkOut }}{% endif %}{% if guests != blank %}
Personen: {{ guests }}{% endif %}

Sie haben geschrieben:

{{ message }}

Noch keine Antwort? Bitte sehen Sie auch in Ihrem Spam-Ordner nach.

{{ url }}

Haben Sie dieses Formular nicht selbst ausgefüllt? Dann können Sie diese E-Mail ignorieren.

Mit freundlichen Grüßen
{{ siteName }}`,
    },
    ...deBooking.templates,
    ...dePayment,
  },
  values: deValues,
  samples: deSamples,
};
