import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Settings",
  intro:
    "How guests pay you, who your guests' emails come from, which emails you get, and where to find your website's other settings.",
  more: {
    heading: "More settings",
    bookingSettings: "Time zone and bank details",
    bookingSettingsHint: "Your property's time zone and your account for guests who pay by transfer.",
    domains: "Your own domain name",
    domainsHint: "Your website at an address of your own too, such as www.seaview-cottage.co.uk.",
    scheduledEmails: "Automatic messages",
    scheduledEmailsHint: "When your guests get which message: confirmation, arrival information, review request.",
    emailTemplates: "Your messages' texts",
    emailTemplatesHint: "What your guests read, in each of your website's languages, with a preview and a test email.",
    account: "Your account",
    accountHint: "Name, email address, password and two-step sign-in.",
  },
  sending: {
    heading: "Emails to your guests",
    intro:
      "This is who your guests see their confirmations and messages come from. You can switch at any time; it applies from the next email on, including emails already waiting to go.",
    inUse: "In use",
    nowFrom: "Guests see the sender as: {{from}}",
    nowReplyTo: "Guests' replies go to {{address}}.",
    nameHeading: "Sender name",
    nameLabel: "Sender name",
    nameHint: "Leave empty to use your website's name: {{siteName}}.",
    saveName: "Save name",
    saving: "Saving…",
    platform: {
      heading: "Our address, your name",
      body: "Emails come from our sending domain with your name as the sender. When a guest replies, the reply reaches you. Works straight away, nothing to set up.",
      use: "Use this",
    },
    domain: {
      heading: "Your own domain",
      body: "Guests see an address at your own domain, such as info@yourdomain.co.uk. We sign every email with a DKIM key, so mail providers can tell it really comes from your domain.",
      domainLabel: "Domain",
      localPartLabel: "Name before the @",
      start: "Create DNS records",
      recordsIntro:
        "Add these records at your domain provider, then click “Check records”. It can take from a few minutes to a few hours before they are visible everywhere.",
      dkimPurpose: "Required: DKIM",
      spfPurpose: "Recommended: SPF",
      spfHint:
        "Already have an SPF record (starting with v=spf1)? Then only add include:{{include}} before its last term; a domain may have only one SPF record.",
      dmarcPurpose: "Recommended: DMARC",
      dmarcHint: "Already have a DMARC record? Then keep it as it is.",
      verify: "Check records",
      verifying: "Checking…",
      address: "Sending address: {{address}}",
      status: { pending: "Not found yet", verified: "Verified", lapsed: "No longer found" },
      statusBody: {
        pending: "Until the DKIM record is found, we send from our address in your name.",
        verified: "Guest emails go out from {{address}}, signed with your DKIM key.",
        lapsed:
          "The DKIM record of {{domain}} can no longer be found. To keep your guests' emails arriving, we send from our address in your name again. Put the record back and click “Check records”.",
      },
      checkedAt: "Last checked: {{moment}}",
      advice: { ok: "Found", missing: "Not found", unknown: "Could not be checked" },
    },
    smtp: {
      heading: "Your own mail server",
      body: "We send through your own SMTP server, for example the one that comes with your hosting. We store your password encrypted and never show it again.",
      host: "Server",
      port: "Port",
      security: "Security",
      securityOptions: {
        tls: "TLS (usually port 465)",
        starttls: "STARTTLS (usually port 587)",
        none: "None (test servers only)",
      },
      username: "Username",
      password: "Password",
      passwordSaved: "Saved. Leave empty to keep it.",
      fromAddress: "Sender address",
      save: "Save and use",
      test: "Send test email",
      testing: "Sending…",
    },
    errors: {
      required: "Please fill this in.",
      invalid: "This doesn't look right. Please check what you entered.",
      tooLong: "This is too long.",
      ours: "This is one of our addresses, not your own domain.",
    },
    notices: {
      name_saved: "The sender name has been saved.",
      platform_on: "Guest emails go out from our address in your name again.",
      domain_started: "Your records are ready. Add them at your domain provider, then check them.",
      domain_verified: "Your domain is verified: guest emails now come from {{address}}.",
      "dkim-missing": "We can't find the DKIM record yet. Check its name and value, or try again in a while.",
      "dkim-mismatch": "There is a DKIM record, but with a different key. Copy the value above again.",
      "dns-timeout": "The DNS server did not answer in time. Please try again in a few minutes.",
      "dns-failed": "The DNS server returned an error. Please try again in a few minutes.",
      "no-domain": "Enter your domain first.",
      smtp_saved: "Your mail server has been saved: guest emails go through it from now on.",
      smtp_test_sent: "The test email has been sent to {{address}}.",
      smtp_test_failed: "Your mail server did not accept the test email: {{error}}",
      no_smtp: "Save your mail server first.",
      invalid: "Not everything is filled in correctly; see below.",
    },
  },
  notifications: {
    heading: "Emails to you",
    intro: "Choose which events you want an email about. Everything also stays visible in your dashboard.",
    kinds: {
      new_booking: "New booking",
      booking_request: "Booking request",
      payment_received: "Payment received",
      payment_failed: "Payment failed",
      cancellation_refund: "Cancellations and refunds",
      guest_message_trouble: "Message to a guest held back or not sent",
      calendar_sync: "Problems with connected calendars",
    },
    locked: "Always on: you need to accept or decline a request before the hold runs out.",
    save: "Save",
    saved: "Your choice has been saved.",
  },
  payments: {
    heading: "Online payments",
    intro:
      "Guests pay online when they book, through your own account at Stripe or Mollie. The money goes straight to your account; we take no commission.",
    currency: "Your website charges in {{currency}}.",
    currencies: { EUR: "euros", PLN: "złoty" },
    providers: { stripe: "Stripe", mollie: "Mollie", test: "Test payments" },
    status: {
      active: "Active",
      setup: "Not ready yet",
      access_lost: "Access ended",
      disconnected: "Disconnected",
      none: "Not connected",
    },
    statusBody: {
      active: "Guests pay online through {{provider}}.",
      setup:
        "{{provider}} is connected, but your account cannot receive payments yet. Until it can, guests pay by bank transfer.",
      access_lost:
        "Mollie no longer gives us access to your account: you withdrew it, or it expired. Connect Mollie again; until then guests pay by bank transfer.",
      disconnected:
        "You disconnected {{provider}} on {{date}}. Guests pay by bank transfer; earlier payments stay visible with your bookings.",
      none: "No payment provider is connected yet: guests pay by bank transfer or on arrival.",
    },
    accountId: "Account at {{provider}}: {{id}}",
    testBadge: "No real money",
    testBody:
      "With test payments you choose on a test page whether a payment succeeds, fails, is cancelled or expires. No real money changes hands: use it to try out booking, not for real guests.",
    mollieTestmode: "Mollie is in test mode for every owner: payments are test payments.",
    methodsHeading: "Guests can pay with",
    methodsNone: "Your account does not offer a payment method that works with {{currency}} yet.",
    methods: {
      card: "Card",
      ideal: "iDEAL",
      bancontact: "Bancontact",
      przelewy24: "Przelewy24",
      blik: "BLIK",
      sepa_debit: "SEPA Direct Debit",
    },
    check: "Check again",
    checking: "Checking…",
    continueStripe: "Continue at Stripe",
    reconnectMollie: "Connect Mollie again",
    disconnect: "Disconnect",
    disconnectTitle: "Disconnect {{provider}}?",
    disconnectBody:
      "New guests will then pay by bank transfer. Earlier payments and refunds stay recorded with your bookings.",
    disconnectConfirm: "Yes, disconnect",
    disconnecting: "Disconnecting…",
    cancel: "Cancel",
    choose: "Choose your payment provider",
    chooseOther: "Or choose another provider",
    noneAvailable:
      "Online payments are not available at the moment. Guests pay by bank transfer; we will let you know as soon as they are.",
    working: "One moment…",
    stripe: {
      body: "Card, iDEAL, Bancontact, BLIK, Przelewy24 and SEPA Direct Debit. We create a Stripe account for you, and Stripe asks for your details on its own pages.",
      connect: "Connect Stripe",
      otherPlatform: "Already have a Stripe account from another booking platform?",
      otherPlatformBody:
        "A Stripe account that another platform (such as Lodgify or Smoobu) created for you belongs to that platform and usually cannot be connected here. Simply create a new one here: Stripe lets you hold several accounts, each with its own payouts. With the same email address you switch between them at Stripe.",
    },
    mollie: {
      body: "iDEAL, card, Bancontact, Przelewy24, BLIK and SEPA Direct Debit. Sign in at Mollie and give us permission; we never see your Mollie password or API keys.",
      connect: "Connect Mollie",
    },
    test: {
      body: "Try out booking and paying without real money and without an account anywhere: a test page lets you choose the outcome.",
      connect: "Use test payments",
    },
    bankTransfer: {
      heading: "Payment by bank transfer",
      label: "Guests may also pay by bank transfer",
      hint: "You mark a transfer as received in your booking calendar. Your account number is under Time zone and bank details.",
      save: "Save",
      saving: "Saving…",
    },
    notices: {
      stripe_ready: "Stripe is connected: guests can now pay online.",
      stripe_pending:
        "Your Stripe account is connected, but Stripe still needs some details from you or is still checking them. Continue at Stripe, or check again later.",
      mollie_ready: "Mollie is connected: guests can now pay online.",
      mollie_pending:
        "Mollie is connected, but your account cannot receive payments yet. Finish signing up at Mollie and make sure you have an approved website profile; then choose ‘Check again’.",
      test_ready: "Test payments are on. Guests choose the outcome on a test page: no real money changes hands.",
      disconnected: "{{provider}} is disconnected. Earlier payments stay recorded with your bookings.",
      bank_on: "Guests can also pay by bank transfer.",
      bank_off: "Guests now pay online only.",
      not_configured:
        "Connecting {{provider}} is not possible at the moment. Please try again later, or ask us through Support.",
      unavailable: "{{provider}} cannot be reached right now. Nothing has changed; please try again in a few minutes.",
      platform_refused:
        "Connecting {{provider}} does not work right now because of a problem on our side. Nothing has changed; please try again later, or ask us through Support.",
      refused:
        "{{provider}} did not accept the request. Check that {{provider}} supports your property's country, or ask us through Support.",
      account_unreachable:
        "We can no longer reach your account at {{provider}}: it may have been closed or disconnected there. Connect {{provider}} again.",
      denied: "You stopped connecting at {{provider}}. Nothing has changed.",
      code_rejected:
        "{{provider}} did not confirm the connection: the link had expired or was used already. Please try again.",
      connected_elsewhere: "Guests pay through {{provider}} now. Disconnect it first if you want to switch.",
      nothing_connected: "No payment provider is connected.",
    },
    forgedTitle: "This connection is not yours",
    forgedBody:
      "The return from Mollie does not match your current session: the link expired or belongs to another account. Nothing was connected. Start again from Settings.",
  },
};
