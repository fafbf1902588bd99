import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  heading: "Plan and invoices",
  intro: "Your VayVista subscription, your next payment and all your invoices.",
  state: {
    none: "No subscription",
    pending: "Waiting for payment",
    trialing: "First month free",
    active: "Active",
    past_due: "Payment failed",
    suspended: "Site offline for guests",
    cancelled: "Cancelled",
  },
  none: "You have no subscription yet. Until you subscribe, only you can see your website.",
  subscribe: "Subscribe",
  pending: "We have not received your payment yet. Finish your order to put your website online.",
  finishCheckout: "Finish your order",
  plan: "Plan",
  planValue: "{{setup}} setup + {{monthly}} a month, excl. VAT",
  nextPayment: "Next payment",
  nextPaymentValue: "{{amount}} on {{date}}",
  paidUntil: "Paid up to and including",
  method: "Payment method",
  methodHint:
    "Your monthly payments use this method. To use another card, set it on our payment provider's secure page; nothing is charged when you do.",
  methodHintDue:
    "With another card you pay the amount due at once; after that we use that card for your next payments.",
  changeMethod: "Change payment method",
  methodSaved: "Your new card is saved. Your next payments use it.",
  methodNotChanged: "Your payment method has not changed. Your next payments use the method you had.",
  moneyBack: "Money-back guarantee until",
  ending: "Your subscription ends on {{date}}. Your website stays online until then.",
  pastDue:
    "Your payment of {{amount}} failed. Pay by {{date}}, or your website goes offline for guests. We will also try again a few times ourselves.",
  suspended:
    "Your website is offline for guests because {{amount}} is unpaid. Your bookings and data are kept. As soon as you pay, your site is back online.",
  cancelled: "Your subscription is cancelled. Your website is no longer online for guests.",
  subscribeAgain: "Subscribe again",
  payNow: "Pay {{amount}} now",
  paying: "One moment…",
  invoices: "Invoices",
  noInvoices: "No invoices yet.",
  invoiceNumber: "Number",
  invoiceDate: "Date",
  invoiceKind: "Type",
  invoiceAmount: "Amount",
  kind: { invoice: "Invoice", credit_note: "Credit note" },
  download: "PDF of {{number}}",
  cancelHeading: "Cancel your subscription",
  cancelRefund:
    "You are still within the money-back guarantee. If you cancel now, you get {{amount}} back at once (the setup fee and the month), you receive a credit note, and your website goes offline for guests straight away.",
  cancelAtEnd:
    "If you cancel now, your subscription runs up to and including {{date}} and you pay nothing more after that. Your website stays online until then.",
  cancelConfirm: "I understand what happens",
  cancelSubmit: "Cancel subscription",
  cancelling: "Cancelling…",
  cancelledToast: "Your subscription is cancelled.",
  banner: {
    preview: "Your website is in preview: guests cannot see it yet. Subscribe to put it online.",
    previewEnded:
      "Your subscription has ended: guests no longer see your website. Subscribe again to put it back online.",
    publish: "Put it online",
    pastDue: "Your payment of {{amount}} failed. Pay by {{date}}, or your website goes offline for guests.",
    suspended: "Your website is offline for guests: {{amount}} is unpaid. Pay, and it is back online at once.",
    pay: "Pay now",
  },
  errors: {
    changed: "Something changed in the meantime. See below what cancelling means now, and try again.",
    nothingToCancel: "There is no running subscription to cancel.",
    confirm: "Tick the box to confirm you understand what happens.",
    nothingDue: "Nothing is due.",
    unavailable: "Paying does not work right now. Try again in a few minutes or contact us.",
    nothingRenews: "Your subscription does not renew, so there is no payment method to change.",
    stillConfirming: "Your bank is still confirming your new payment method. Try again in a few minutes.",
  },
};
