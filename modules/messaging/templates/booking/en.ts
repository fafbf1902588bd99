import type { BookingTemplateKey } from "../../booking-template-keys.ts";
import {
  type BookingLanguage,
  linesHtml,
  type OwnerLabels,
  ownerNoteHtml,
  ownerNoteText,
  ownerStayHtml,
  ownerStayText,
  type StayLabels,
  stayHtml,
  stayText,
} from "./parts.ts";

const stay: StayLabels = {
  reference: "Booking reference",
  unit: "Place to stay",
  checkIn: "Arrival",
  checkOut: "Departure",
  guests: "Guests",
};
const owner: OwnerLabels = {
  ...stay,
  guest: "Guest",
  email: "Email address",
  phone: "Phone",
  total: "Total",
  language: "Language",
};

const signOff = "<p>Kind regards,<br>{{ siteName }}</p>";
const textSignOff = "Kind regards,\n{{ siteName }}";
const note = "The owner writes:";

export const enBooking: BookingLanguage<BookingTemplateKey> = {
  guestReason:
    "You are receiving this email because this address was given for a booking on the website below, which VayVista hosts for its owner.",
  templates: {
    "booking-requested": {
      subject: "Your booking request at {{ siteName }} ({{ reference }})",
      html: `<h1>Your booking request has arrived</h1>
<p>Hello {{ name }},</p>
<p>Thank you for your request to stay at {{ siteName }}. The owner will accept or decline it, and you will hear by email. Until {{ holdUntil }} these dates are held for you: nobody else can book them.</p>
${stayHtml(stay)}
<h2>Price</h2>
${linesHtml("price")}
<p>This is not a booking yet: you pay nothing until the owner has accepted your request.</p>
{{ url | button: "Visit the website" }}
${signOff}`,
      text: `Hello {{ name }},

Thank you for your request to stay at {{ siteName }}. The owner will accept or decline it, and you will hear by email. Until {{ holdUntil }} these dates are held for you: nobody else can book them.

${stayText(stay)}

Price:
{{ price }}

This is not a booking yet: you pay nothing until the owner has accepted your request.

{{ url }}

${textSignOff}`,
    },
    "booking-confirmed": {
      subject: "Your booking at {{ siteName }} is confirmed ({{ reference }})",
      html: `<h1>Your booking is confirmed</h1>
<p>Hello {{ name }},</p>
<p>Good news: your stay at {{ siteName }} is booked. Please keep this email: it has everything you need.</p>
${stayHtml(stay)}
<h2>Price</h2>
${linesHtml("price")}
<h2>Payment</h2>
<p>You can pay on arrival or by bank transfer.</p>
{% if bankIban != blank %}<ul>{% if bankHolder != blank %}<li><strong>Account holder:</strong> {{ bankHolder }}</li>{% endif %}<li><strong>IBAN:</strong> {{ bankIban }}</li>{% if bankBic != blank %}<li><strong>BIC:</strong> {{ bankBic }}</li>{% endif %}</ul>
<p>Please mention your booking reference {{ reference }} with the transfer.</p>{% endif %}
{% if houseRules != blank %}<h2>House rules</h2>
${linesHtml("houseRules")}{% endif %}
<h2>Cancellation policy</h2>
<p>{{ cancellationPolicy }}</p>
<p>Any questions about your stay? You can reach the owner through the website.</p>
{{ url | button: "Visit the website" }}
<p>We look forward to welcoming you!<br>{{ siteName }}</p>`,
      text: `Hello {{ name }},

Good news: your stay at {{ siteName }} is booked. Please keep this email: it has everything you need.

${stayText(stay)}

Price:
{{ price }}

Payment:
You can pay on arrival or by bank transfer.{% if bankIban != blank %}{% if bankHolder != blank %}
Account holder: {{ bankHolder }}{% endif %}
IBAN: {{ bankIban }}{% if bankBic != blank %}
BIC: {{ bankBic }}{% endif %}
Please mention your booking reference {{ reference }} with the transfer.{% endif %}
{% if houseRules != blank %}
House rules:
{{ houseRules }}
{% endif %}
Cancellation policy:
{{ cancellationPolicy }}

Any questions about your stay? You can reach the owner through the website.

{{ url }}

We look forward to welcoming you!
{{ siteName }}`,
    },
    "booking-declined": {
      subject: "Your booking request at {{ siteName }} could not be accepted",
      html: `<h1>Your request could not be accepted</h1>
<p>Hello {{ name }},</p>
<p>Unfortunately the owner of {{ siteName }} cannot accept your booking request. The dates are no longer held for you, and you pay nothing.</p>
${stayHtml(stay)}
${ownerNoteHtml(note)}
<p>Perhaps other dates suit you: the website shows which are still free.</p>
{{ url | button: "See available dates" }}
${signOff}`,
      text: `Hello {{ name }},

Unfortunately the owner of {{ siteName }} cannot accept your booking request. The dates are no longer held for you, and you pay nothing.

${stayText(stay)}

${ownerNoteText(note)}Perhaps other dates suit you: the website shows which are still free.

{{ url }}

${textSignOff}`,
    },
    "booking-expired": {
      subject: "Your booking request at {{ siteName }} has expired",
      html: `<h1>Your request has expired</h1>
<p>Hello {{ name }},</p>
<p>The owner of {{ siteName }} could not answer your booking request in time, so it has expired. The dates are no longer held for you, and you pay nothing.</p>
${stayHtml(stay)}
<p>Would you still like to come? See on the website whether the dates are still free, and book again.</p>
{{ url | button: "See available dates" }}
${signOff}`,
      text: `Hello {{ name }},

The owner of {{ siteName }} could not answer your booking request in time, so it has expired. The dates are no longer held for you, and you pay nothing.

${stayText(stay)}

Would you still like to come? See on the website whether the dates are still free, and book again.

{{ url }}

${textSignOff}`,
    },
    "booking-cancelled": {
      subject: "Your booking at {{ siteName }} has been cancelled ({{ reference }})",
      html: `<h1>Your booking has been cancelled</h1>
<p>Hello {{ name }},</p>
<p>Your booking at {{ siteName }} has been cancelled. The dates are no longer reserved for you.</p>
${stayHtml(stay)}
<ul><li><strong>Total of the booking:</strong> {{ total }}</li><li><strong>Refund:</strong> {{ refund }}</li></ul>
<p>The refund follows the cancellation policy of your booking. If you have already paid, the owner transfers it back to you; a security deposit always comes back in full.</p>
${ownerNoteHtml(note)}
{{ url | button: "Visit the website" }}
${signOff}`,
      text: `Hello {{ name }},

Your booking at {{ siteName }} has been cancelled. The dates are no longer reserved for you.

${stayText(stay)}
Total of the booking: {{ total }}
Refund: {{ refund }}

The refund follows the cancellation policy of your booking. If you have already paid, the owner transfers it back to you; a security deposit always comes back in full.

${ownerNoteText(note)}{{ url }}

${textSignOff}`,
    },
    "booking-changed": {
      subject: "Your booking at {{ siteName }} has been changed ({{ reference }})",
      html: `<h1>Your booking has been changed</h1>
<p>Hello {{ name }},</p>
<p>The owner of {{ siteName }} has changed your booking. This is your stay as it now stands:</p>
${stayHtml(stay)}
<h2>Price</h2>
${linesHtml("price")}
${ownerNoteHtml(note)}
<p>Does something not look right? Please contact the owner through the website.</p>
{{ url | button: "Visit the website" }}
${signOff}`,
      text: `Hello {{ name }},

The owner of {{ siteName }} has changed your booking. This is your stay as it now stands:

${stayText(stay)}

Price:
{{ price }}

${ownerNoteText(note)}Does something not look right? Please contact the owner through the website.

{{ url }}

${textSignOff}`,
    },
    "booking-received": {
      subject: "New booking at {{ siteName }}: {{ guestName }}, {{ checkIn }}",
      html: `<h1>You have a new booking</h1>
<p>Hi {{ name }},</p>
<p>{{ guestName }} has booked a stay at {{ siteName }}. The dates are now blocked in your booking calendar and in your calendar feeds.</p>
${ownerStayHtml(owner)}
<p>The guest has received a confirmation with the price, how to pay, the house rules and the cancellation policy.</p>
{{ url | button: "Open the booking" }}`,
      text: `Hi {{ name }},

{{ guestName }} has booked a stay at {{ siteName }}. The dates are now blocked in your booking calendar and in your calendar feeds.

${ownerStayText(owner)}

The guest has received a confirmation with the price, how to pay, the house rules and the cancellation policy.

Open the booking: {{ url }}`,
    },
    "booking-request-received": {
      subject: "Booking request at {{ siteName }}: please answer before {{ holdUntil }}",
      html: `<h1>New booking request</h1>
<p>Hi {{ name }},</p>
<p>{{ guestName }} would like to stay at {{ siteName }}. Please accept or decline the request before {{ holdUntil }}. Until then the dates are held for this guest; without an answer the request expires and the dates are free again.</p>
${ownerStayHtml(owner)}
{{ url | button: "Accept or decline" }}`,
      text: `Hi {{ name }},

{{ guestName }} would like to stay at {{ siteName }}. Please accept or decline the request before {{ holdUntil }}. Until then the dates are held for this guest; without an answer the request expires and the dates are free again.

${ownerStayText(owner)}

Accept or decline: {{ url }}`,
    },
  },
};
