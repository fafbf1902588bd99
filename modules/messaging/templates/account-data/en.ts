import type { AccountDataTemplateKey } from "../../account-data-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";

const signOff = "<p>Kind regards,<br>The VayVista team</p>";
const textSignOff = "Kind regards,\nThe VayVista team";

export const enAccountData: Record<AccountDataTemplateKey, TemplateSource> = {
  "account-export-ready": {
    subject: "Your VayVista data is ready to download",
    html: `<h1>Your data is ready</h1>
<p>Hi {{ name }},</p>
<p>The archive with all your data is ready: your website's texts and photos, places to stay, prices, bookings, guests, messages, payments and invoices, as JSON and CSV files with the photos as images.</p>
{{ url | button: "Download your data" }}
<p>The link works when you are signed in to VayVista, until {{ expiresOn }}. After that we delete the archive; you can make a new one on your account page at any time.</p>
${signOff}`,
    text: `Hi {{ name }},

The archive with all your data is ready: your website's texts and photos, places to stay, prices, bookings, guests, messages, payments and invoices, as JSON and CSV files with the photos as images.

Download your data: {{ url }}

The link works when you are signed in to VayVista, until {{ expiresOn }}. After that we delete the archive; you can make a new one on your account page at any time.

${textSignOff}`,
  },
  "account-deletion-scheduled": {
    subject: "Your VayVista account will be deleted on {{ deleteOn }}",
    html: `<h1>Your account will be deleted on {{ deleteOn }}</h1>
<p>Hi {{ name }},</p>
<p>We have received your request to delete your VayVista account. Your website is offline for guests as of now.</p>
<p>Until {{ deleteOn }} you can still sign in to download your data or to undo the deletion. On that day we delete your account, your website and all its data, including your guests' bookings and payments. We keep only our invoices to you, for {{ keepYears }} years, because Dutch tax law requires it.</p>
{{ url | button: "Download your data or undo" }}
<p>Did you not ask for this? Sign in and undo the deletion, then change your password.</p>
${signOff}`,
    text: `Hi {{ name }},

We have received your request to delete your VayVista account. Your website is offline for guests as of now.

Until {{ deleteOn }} you can still sign in to download your data or to undo the deletion. On that day we delete your account, your website and all its data, including your guests' bookings and payments. We keep only our invoices to you, for {{ keepYears }} years, because Dutch tax law requires it.

Download your data or undo: {{ url }}

Did you not ask for this? Sign in and undo the deletion, then change your password.

${textSignOff}`,
  },
};
