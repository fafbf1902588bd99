import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Settings",
  intro: "How guests pay you, and where to find your website's other settings.",
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
