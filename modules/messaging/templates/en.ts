import { enAccountData } from "./account-data/en.ts";
import { enBooking } from "./booking/en.ts";
import { enCalendar } from "./calendar/en.ts";
import { enGuestMessages } from "./guest-messages/en.ts";
import { enOwnerSeries } from "./owner-series/en.ts";
import { enPayment } from "./payment/en.ts";
import { quoteHtml } from "./quote.ts";
import { enSamples } from "./samples/en.ts";
import { enSubscription } from "./subscription/en.ts";
import type { LanguageTemplates } from "./types.ts";
import { enValues } from "./values/en.ts";

const signOff = "<p>Kind regards,<br>The VayVista team</p>";
const textSignOff = "Kind regards,\nThe VayVista team";

export const en: LanguageTemplates = {
  layout: {
    tagline: "VayVista — your own booking website, commission-free.",
    reason: "You are receiving this email because you have a VayVista account.",
    visitorReason: "You are receiving this email because this address was entered in a form on the VayVista website.",
    guestReason:
      "You are receiving this email because this address was entered in the contact form of the website below, which VayVista hosts for its owner.",
  },
  testEmail: {
    subject: "Test message from VayVista",
    body: "This is a test message. If it arrives, VayVista's SMTP settings work.",
  },
  templates: {
    welcome: {
      subject: "Welcome to VayVista, {{ name }}!",
      html: `<h1>Welcome to VayVista!</h1>
<p>Hi {{ name }},</p>
<p>We're glad you're here. With VayVista your holiday home gets a booking website of its own: guests book and pay you directly, with no commission.</p>
<p>In your account you fill in the details of your home step by step: photos, description, prices and availability. We take care of the rest and let you know as soon as your website is live.</p>
{{ url | button: "Go to my account" }}
<p>Any questions? Just send us a message, we're happy to help.</p>
${signOff}`,
      text: `Hi {{ name }},

Welcome to VayVista! We're glad you're here. With VayVista your holiday home gets a booking website of its own: guests book and pay you directly, with no commission.

In your account you fill in the details of your home step by step: photos, description, prices and availability. We take care of the rest and let you know as soon as your website is live.

Go to your account: {{ url }}

Any questions? Just send us a message, we're happy to help.

${textSignOff}`,
    },
    "verify-email": {
      subject: "Please confirm your email address",
      html: `<h1>Confirm your email address</h1>
<p>Hi {{ name }},</p>
<p>Please confirm your email address with the button below. That way we know for sure that messages about your account and your bookings reach you.</p>
{{ url | button: "Confirm email address" }}
<p>Button not working? Copy this link into your browser:<br>{{ url | link }}</p>
<p>The link works for a limited time. Didn't create a VayVista account? Then you can safely ignore this email.</p>
${signOff}`,
      text: `Hi {{ name }},

Please confirm your email address with the link below. That way we know for sure that messages about your account and your bookings reach you.

{{ url }}

The link works for a limited time. Didn't create a VayVista account? Then you can safely ignore this email.

${textSignOff}`,
    },
    "password-reset": {
      subject: "Set a new password",
      html: `<h1>Set a new password</h1>
<p>Hi {{ name }},</p>
<p>We received a request to reset the password of your VayVista account. Choose a new password with the button below.</p>
{{ url | button: "Choose a new password" }}
<p>The link works once and for a limited time. Button not working? Copy this link into your browser:<br>{{ url | link }}</p>
<p>Didn't ask for this? Then you can ignore this email: your current password keeps working.</p>
${signOff}`,
      text: `Hi {{ name }},

We received a request to reset the password of your VayVista account. Choose a new password with this link:

{{ url }}

The link works once and for a limited time. Didn't ask for this? Then you can ignore this email: your current password keeps working.

${textSignOff}`,
    },
    "password-changed": {
      subject: "Your password has been changed",
      html: `<h1>Your password has been changed</h1>
<p>Hi {{ name }},</p>
<p>The password of your VayVista account was changed on {{ time }}.</p>
<p>Was this you? Then there is nothing you need to do.</p>
<p>Wasn't this you? Set a new password straight away and let us know, so we can secure your account together.</p>
{{ url | button: "Set a new password" }}
${signOff}`,
      text: `Hi {{ name }},

The password of your VayVista account was changed on {{ time }}.

Was this you? Then there is nothing you need to do.

Wasn't this you? Set a new password straight away and let us know, so we can secure your account together:

{{ url }}

${textSignOff}`,
    },
    "new-sign-in": {
      subject: "New sign-in to your VayVista account",
      html: `<h1>New sign-in to your account</h1>
<p>Hi {{ name }},</p>
<p>Someone just signed in to your VayVista account:</p>
<p><strong>Device:</strong> {{ device }}<br><strong>IP address:</strong> {{ ip }}<br><strong>Time:</strong> {{ time }}</p>
<p>Was this you? Then there is nothing you need to do.</p>
<p>Don't recognise this sign-in? Change your password right away to secure your account.</p>
{{ url | button: "Secure my account" }}
${signOff}`,
      text: `Hi {{ name }},

Someone just signed in to your VayVista account:

Device: {{ device }}
IP address: {{ ip }}
Time: {{ time }}

Was this you? Then there is nothing you need to do.

Don't recognise this sign-in? Change your password right away to secure your account:

{{ url }}

${textSignOff}`,
    },
    "site-live": {
      subject: "{{ siteName }} is live!",
      html: `<h1>Your website is live!</h1>
<p>Hi {{ name }},</p>
<p>Good news: the website of {{ siteName }} is online from now on. Guests can explore your home, check availability and book directly with you, with no commission.</p>
{{ url | button: "View your website" }}
<p>A few tips to get off to a good start:</p>
<ul>
<li>Send the link to guests who have stayed with you before.</li>
<li>Add the link to your emails, your social media and your Google Business Profile.</li>
<li>Check your prices and availability, so guests can book right away.</li>
</ul>
<p>Here's to many bookings!</p>
${signOff}`,
      text: `Hi {{ name }},

Good news: the website of {{ siteName }} is online from now on. Guests can explore your home, check availability and book directly with you, with no commission.

View your website: {{ url }}

A few tips to get off to a good start:
- Send the link to guests who have stayed with you before.
- Add the link to your emails, your social media and your Google Business Profile.
- Check your prices and availability, so guests can book right away.

Here's to many bookings!

${textSignOff}`,
    },
    "sending-domain-lapsed": {
      subject: "Guest emails of {{ siteName }} now go out from our address",
      html: `<h1>We could no longer find your DKIM record</h1>
<p>Hi {{ name }},</p>
<p>Guest emails of {{ siteName }} were sent from your own domain {{ domain }}. Our daily check could no longer find the DKIM record of that domain in DNS, so mail providers would treat those emails as suspicious.</p>
<p>To keep your guests' emails arriving, we now send them from our address in your name, with replies still going to you. Nothing is lost.</p>
<p>Put the DKIM record back at your domain provider, then press “Check records” in your settings to send from {{ domain }} again.</p>
{{ url | button: "Open your email settings" }}
${signOff}`,
      text: `Hi {{ name }},

Guest emails of {{ siteName }} were sent from your own domain {{ domain }}. Our daily check could no longer find the DKIM record of that domain in DNS, so mail providers would treat those emails as suspicious.

To keep your guests' emails arriving, we now send them from our address in your name, with replies still going to you. Nothing is lost.

Put the DKIM record back at your domain provider, then press "Check records" in your settings to send from {{ domain }} again.

Open your email settings: {{ url }}

${textSignOff}`,
    },
    "support-request": {
      subject: "New support request: {{ subject }}",
      html: `<h1>New support request</h1>
<p>Hi {{ name }},</p>
<p>{{ ownerName }} asked a question in the dashboard.</p>
<p><strong>Owner:</strong> {{ ownerName }} ({{ ownerEmail }})<br><strong>Website:</strong> {% if site != blank %}{{ site }}{% else %}no website yet{% endif %}<br><strong>Subject:</strong> {{ subject }}</p>
${quoteHtml("message")}
{{ url | button: "Answer the request" }}
<p>Your answer is emailed to the owner and appears in the conversation in their dashboard.</p>`,
      text: `Hi {{ name }},

{{ ownerName }} asked a question in the dashboard.

Owner: {{ ownerName }} <{{ ownerEmail }}>
Website: {% if site != blank %}{{ site }}{% else %}no website yet{% endif %}
Subject: {{ subject }}

{{ message }}

Answer: {{ url }}

Your answer is emailed to the owner and appears in the conversation in their dashboard.`,
    },
    "support-follow-up": {
      subject: "New message on support request: {{ subject }}",
      html: `<h1>New message on a support request</h1>
<p>Hi {{ name }},</p>
<p>{{ ownerName }} wrote again in the conversation “{{ subject }}”.</p>
<p><strong>Owner:</strong> {{ ownerName }} ({{ ownerEmail }})<br><strong>Website:</strong> {% if site != blank %}{{ site }}{% else %}no website yet{% endif %}</p>
${quoteHtml("message")}
{{ url | button: "Open the conversation" }}
<p>The request is open again until someone from the team answers.</p>`,
      text: `Hi {{ name }},

{{ ownerName }} wrote again in the conversation “{{ subject }}”.

Owner: {{ ownerName }} <{{ ownerEmail }}>
Website: {% if site != blank %}{{ site }}{% else %}no website yet{% endif %}

{{ message }}

Open the conversation: {{ url }}

The request is open again until someone from the team answers.`,
    },
    "support-reply": {
      subject: "Reply to your question: {{ subject }}",
      html: `<h1>We've answered your question</h1>
<p>Hi {{ name }},</p>
<p>The VayVista team has replied to your question “{{ subject }}”:</p>
${quoteHtml("reply")}
{{ url | button: "View the conversation" }}
<p>Anything else to ask or add? Reply in the conversation in your dashboard, so everything stays together.</p>
${signOff}`,
      text: `Hi {{ name }},

The VayVista team has replied to your question “{{ subject }}”:

{{ reply }}

View the conversation: {{ url }}

Anything else to ask or add? Reply in the conversation in your dashboard, so everything stays together.

${textSignOff}`,
    },
    "payments-reconciliation": {
      subject: "Payments: {{ differences }} differences between the providers and the ledger",
      html: `<h1>Payments that differ from the ledger</h1>
<p>Hi {{ name }},</p>
<p>Last night's comparison of the providers' payments of the last 30 days with our ledger checked {{ accounts }} accounts and found {{ differences }} differences{% if failed != "0" %}; {{ failed }} accounts could not be read{% endif %}.{% if settled != "0" %} {{ settled }} payments the provider had further along were brought up to date in the ledger.{% endif %}</p>
${quoteHtml("list")}
{{ url | button: "Open the payment settings" }}
<p>Nothing was changed for the differences above: please look into them with the owner or at the provider.</p>`,
      text: `Hi {{ name }},

Last night's comparison of the providers' payments of the last 30 days with our ledger checked {{ accounts }} accounts and found {{ differences }} differences{% if failed != "0" %}; {{ failed }} accounts could not be read{% endif %}.{% if settled != "0" %} {{ settled }} payments the provider had further along were brought up to date in the ledger.{% endif %}

{{ list }}

Open the payment settings: {{ url }}

Nothing was changed for the differences above: please look into them with the owner or at the provider.`,
    },
    "ops-alert": {
      subject: "Incident: {{ alert }}",
      html: `<h1>{{ alert }}</h1>
<p>Hi {{ name }},</p>
<p>VayVista's monitoring has seen an incident since {{ since }}. This is the only email about it: you will hear again once it has cleared.</p>
${quoteHtml("summary")}
{{ url | button: "Open the admin area" }}
<p>The runbook (docs/operations/runbook.md) says for each alert what it means, where to look and how to fix it.</p>`,
      text: `Hi {{ name }},

VayVista's monitoring has seen an incident since {{ since }}: {{ alert }}. This is the only email about it: you will hear again once it has cleared.

{{ summary }}

Open the admin area: {{ url }}

The runbook (docs/operations/runbook.md) says for each alert what it means, where to look and how to fix it.`,
    },
    "ops-alert-resolved": {
      subject: "Cleared: {{ alert }}",
      html: `<h1>Cleared: {{ alert }}</h1>
<p>Hi {{ name }},</p>
<p>The incident the monitoring had seen since {{ since }} has cleared, as of {{ until }}. What the check said last:</p>
${quoteHtml("summary")}
{{ url | button: "Open the admin area" }}
<p>Should the same incident come back, you will get a new alert.</p>`,
      text: `Hi {{ name }},

The incident the monitoring had seen since {{ since }} ({{ alert }}) has cleared, as of {{ until }}. What the check said last:

{{ summary }}

Open the admin area: {{ url }}

Should the same incident come back, you will get a new alert.`,
    },
    "lead-received": {
      subject: "New request from the website: {{ kind }} from {{ leadName }}",
      html: `<h1>New request from the website</h1>
<p>Hi {{ name }},</p>
<p>A request has come in through a form on the website.</p>
<p><strong>Kind:</strong> {{ kind }}<br><strong>Name:</strong> {{ leadName }}<br><strong>Email address:</strong> {{ leadEmail }}{% if leadPhone != blank %}<br><strong>Phone:</strong> {{ leadPhone }}{% endif %}{% if subject != blank %}<br><strong>Subject:</strong> {{ subject }}{% endif %}</p>
{% if preferredDate != blank %}<p><strong>Preferred date:</strong> {{ preferredDate }}<br><strong>Time slot:</strong> {{ timeSlot }}<br><strong>Type of property:</strong> {{ propertyType }}<br><strong>Location:</strong> {{ propertyLocation }}<br><strong>Number of properties:</strong> {{ unitCount }}</p>{% endif %}
{% if message != blank %}${quoteHtml("message")}{% endif %}
{{ url | button: "Open the requests" }}
<p>The website promises an answer within one working day.</p>`,
      text: `Hi {{ name }},

A request has come in through a form on the website.

Kind: {{ kind }}
Name: {{ leadName }}
Email address: {{ leadEmail }}{% if leadPhone != blank %}
Phone: {{ leadPhone }}{% endif %}{% if subject != blank %}
Subject: {{ subject }}{% endif %}{% if preferredDate != blank %}
Preferred date: {{ preferredDate }}
Time slot: {{ timeSlot }}
Type of property: {{ propertyType }}
Location: {{ propertyLocation }}
Number of properties: {{ unitCount }}{% endif %}{% if message != blank %}

{{ message }}{% endif %}

Open the requests: {{ url }}

The website promises an answer within one working day.`,
    },
    "lead-confirmation": {
      subject: "We have received your request",
      html: `<h1>Thank you, we have received your request</h1>
<p>Hi {{ name }},</p>
{% if preferredDate != blank %}<p>You asked for a free consultation on {{ preferredDate }} (time slot: {{ timeSlot }}). We will confirm the appointment by email within one working day, with a link for the video call.</p>{% else %}<p>Your message has reached us. We will reply by email within one working day.</p>{% endif %}
<p>Nothing from us? Please check your spam folder.</p>
{{ url | button: "Visit VayVista" }}
<p>Did you not fill in this form yourself? Then you can ignore this email.</p>
${signOff}`,
      text: `Hi {{ name }},

{% if preferredDate != blank %}You asked for a free consultation on {{ preferredDate }} (time slot: {{ timeSlot }}). We will confirm the appointment by email within one working day, with a link for the video call.{% else %}Your message has reached us. We will reply by email within one working day.{% endif %}

Nothing from us? Please check your spam folder.

{{ url }}

Did you not fill in this form yourself? Then you can ignore this email.

${textSignOff}`,
    },
    "enquiry-received": {
      subject: "New enquiry on {{ siteName }} from {{ guestName }}",
      html: `<h1>New enquiry from a guest</h1>
<p>Hi {{ name }},</p>
<p>{{ guestName }} has sent you a message through the contact form of {{ siteName }}.</p>
<ul><li><strong>Name:</strong> {{ guestName }}</li><li><strong>Email address:</strong> <a href="mailto:{{ guestEmail }}">{{ guestEmail }}</a></li>{% if guestPhone != blank %}<li><strong>Phone:</strong> {{ guestPhone }}</li>{% endif %}{% if unit != blank %}<li><strong>Place to stay:</strong> {{ unit }}</li>{% endif %}{% if checkIn != blank %}<li><strong>Arrival:</strong> {{ checkIn }}</li>{% endif %}{% if checkOut != blank %}<li><strong>Departure:</strong> {{ checkOut }}</li>{% endif %}{% if guests != blank %}<li><strong>Guests:</strong> {{ guests }}</li>{% endif %}<li><strong>Language:</strong> {{ language }}</li></ul>
${quoteHtml("message")}
<p>Answer the guest by emailing {{ guestEmail }}. Your dashboard lists all your enquiries and keeps track of the ones you have handled.</p>
{{ url | button: "View enquiries" }}`,
      text: `Hi {{ name }},

{{ guestName }} has sent you a message through the contact form of {{ siteName }}.

Name: {{ guestName }}
Email address: {{ guestEmail }}{% if guestPhone != blank %}
Phone: {{ guestPhone }}{% endif %}{% if unit != blank %}
Place to stay: {{ unit }}{% endif %}{% if checkIn != blank %}
Arrival: {{ checkIn }}{% endif %}{% if checkOut != blank %}
Departure: {{ checkOut }}{% endif %}{% if guests != blank %}
Guests: {{ guests }}{% endif %}
Language: {{ language }}

{{ message }}

Answer the guest by emailing {{ guestEmail }}. Your dashboard lists all your enquiries and keeps track of the ones you have handled.

View enquiries: {{ url }}`,
    },
    "enquiry-confirmation": {
      subject: "Your message to {{ siteName }}",
      html: `<h1>Thank you for your message</h1>
<p>Hello {{ name }},</p>
<p>Your message to {{ siteName }} has arrived. The owner will reply by email as soon as possible.</p>
{% if unit != blank or checkIn != blank or checkOut != blank or guests != blank %}<ul>{% if unit != blank %}<li><strong>Place to stay:</strong> {{ unit }}</li>{% endif %}{% if checkIn != blank %}<li><strong>Arrival:</strong> {{ checkIn }}</li>{% endif %}{% if checkOut != blank %}<li><strong>Departure:</strong> {{ checkOut }}</li>{% endif %}{% if guests != blank %}<li><strong>Guests:</strong> {{ guests }}</li>{% endif %}</ul>{% endif %}
<p>You wrote:</p>
${quoteHtml("message")}
<p>No reply yet? Please check your spam folder too.</p>
{{ url | button: "Visit the website" }}
<p>Did you not fill in this form yourself? Then you can ignore this email.</p>
<p>Kind regards,<br>{{ siteName }}</p>`,
      text: `Hello {{ name }},

Your message to {{ siteName }} has arrived. The owner will reply by email as soon as possible.
{% if unit != blank %}
Place to stay: {{ unit }}{% endif %}{% if checkIn != blank %}
Arrival: {{ checkIn }}{% endif %}{% if checkOut != blank %}
Departure: {{ checkOut }}{% endif %}{% if guests != blank %}
Guests: {{ guests }}{% endif %}

You wrote:

{{ message }}

No reply yet? Please check your spam folder too.

{{ url }}

Did you not fill in this form yourself? Then you can ignore this email.

Kind regards,
{{ siteName }}`,
    },
    ...enBooking.templates,
    ...enPayment,
    ...enCalendar,
    ...enSubscription,
    ...enGuestMessages,
    ...enOwnerSeries,
    ...enAccountData,
  },
  values: enValues,
  samples: enSamples,
};
