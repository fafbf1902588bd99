import { subscriptionEmails } from "./layout.ts";

export const enSubscription = subscriptionEmails({
  hello: "Hi",
  regards: "Kind regards,",
  team: "The VayVista team",
  labels: {
    plan: "Plan",
    paidToday: "Paid today",
    invoice: "Invoice",
    nextPayment: "Next payment",
    nextPaymentValue: "{{ nextAmount }} on {{ nextPaymentOn }}",
    amountPaid: "Amount paid",
    period: "Period",
    periodValue: "{{ periodFrom }} to {{ periodUntil }}",
    billing: "Invoices, payment method and cancelling",
  },
  started: {
    subject: "Your VayVista subscription is active (invoice {{ invoiceNumber }})",
    heading: "Your subscription is active",
    intro:
      "Thank you for your payment. Your VayVista subscription is now active, and the invoice is attached to this email as a PDF.",
    automatic:
      "We charge the monthly fee automatically to the payment method you just used, and email you the invoice each time.",
    moneyBack:
      "Changed your mind? Cancel by {{ moneyBackUntil }} and we refund everything you paid, the setup fee included.",
    nextStep: "Your dashboard is where you set up your website and manage everything.",
    button: "Go to your dashboard",
  },
  renewed: {
    subject: "Payment received: VayVista invoice {{ invoiceNumber }}",
    heading: "Thank you for your payment",
    intro:
      "We have received the payment for your VayVista subscription. The invoice is attached to this email as a PDF.",
    nothingToDo: "There is nothing you need to do: your website simply stays online.",
    button: "View your invoices",
  },
  paymentFailed: {
    subject: {
      first: "Your VayVista payment did not go through",
      second: "Reminder: your VayVista payment of {{ amount }} is still open",
      third: "Final reminder: your website goes offline on {{ suspendOn }}",
    },
    heading: {
      first: "Your payment did not go through",
      second: "Your payment is still open",
      third: "Your website goes offline on {{ suspendOn }}",
    },
    intro: {
      first:
        "We tried to charge {{ amount }} for your VayVista subscription, but the payment did not go through. Usually the card has expired or the bank declined the charge.",
      second:
        "The payment of {{ amount }} for your VayVista subscription is still open: we have not been able to collect it.",
      third:
        "We have still not been able to collect {{ amount }} for your VayVista subscription. This is our final reminder.",
    },
    action: {
      first:
        "Your website stays online for now. To keep it that way, pay the amount or change your payment method before {{ suspendOn }}.",
      second:
        "Please pay before {{ suspendOn }}. If it is still unpaid then, guests will see your website as temporarily unavailable and cannot book until it is paid.",
      third:
        "If it is still unpaid on {{ suspendOn }}, your website goes offline for guests that day: they will see a page saying it is temporarily unavailable, and new bookings are refused.",
    },
    unaffected: "Existing bookings and your guests' payments are not affected.",
    alreadyPaid: "Already paid in the meantime? Then you can ignore this email.",
    button: "Pay now",
  },
  suspended: {
    subject: "Your VayVista website is offline for guests",
    heading: "Your website is offline for guests",
    intro:
      "We have not been able to collect {{ amount }} for your VayVista subscription, so your website is now offline for guests: they see a page saying it is temporarily unavailable, and new bookings are refused.",
    nothingLost:
      "Nothing is lost. Your existing bookings, your guests' payments and all your data stay as they are, and you can still sign in to your dashboard.",
    back: "As soon as you pay, your website is back online.",
    button: "Pay and go back online",
  },
  reactivated: {
    subject: "Your website is back online",
    heading: "Your website is back online",
    intro:
      "Thank you for your payment. Your VayVista subscription is active again and your website is open to guests: they can book again straight away.",
    attached: "Invoice {{ invoiceNumber }} is attached to this email as a PDF.",
    button: "View your website",
  },
  cancelled: {
    subject: "Your VayVista subscription has been cancelled",
    heading: "Your subscription has been cancelled",
    intro: "As you asked, we have cancelled your VayVista subscription. You will not be charged again.",
    refund:
      "Because you cancelled within the money-back period, we refund {{ refunded }} to the payment method you paid with. Depending on your bank, it can take up to 10 working days to show in your account.",
    creditNote: "Credit note {{ creditNoteNumber }} is attached to this email as a PDF.",
    offline: "Your website goes offline for guests on {{ endsOn }}.",
    account:
      "Your account stays open: you can still sign in to download your invoices, and subscribe again whenever you like.",
    button: "View your invoices",
  },
});
