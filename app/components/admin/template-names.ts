/**
 * Each email's name and purpose in the admin area, by template key. Keyed by string: a
 * template the messaging module adds later shows under its key until it is named here.
 */
const TEMPLATE_NAMES = {
  welcome: ["admin.templates.names.welcome", "admin.templates.purposes.welcome"],
  "verify-email": ["admin.templates.names.verifyEmail", "admin.templates.purposes.verifyEmail"],
  "password-reset": ["admin.templates.names.passwordReset", "admin.templates.purposes.passwordReset"],
  "password-changed": ["admin.templates.names.passwordChanged", "admin.templates.purposes.passwordChanged"],
  "new-sign-in": ["admin.templates.names.newSignIn", "admin.templates.purposes.newSignIn"],
  "site-live": ["admin.templates.names.siteLive", "admin.templates.purposes.siteLive"],
  "sending-domain-lapsed": [
    "admin.templates.names.sendingDomainLapsed",
    "admin.templates.purposes.sendingDomainLapsed",
  ],
  "support-request": ["admin.templates.names.supportRequest", "admin.templates.purposes.supportRequest"],
  "support-follow-up": ["admin.templates.names.supportFollowUp", "admin.templates.purposes.supportFollowUp"],
  "support-reply": ["admin.templates.names.supportReply", "admin.templates.purposes.supportReply"],
  "payments-reconciliation": [
    "admin.templates.names.paymentsReconciliation",
    "admin.templates.purposes.paymentsReconciliation",
  ],
  "ops-alert": ["admin.templates.names.opsAlert", "admin.templates.purposes.opsAlert"],
  "ops-alert-resolved": ["admin.templates.names.opsAlertResolved", "admin.templates.purposes.opsAlertResolved"],
  "lead-received": ["admin.templates.names.leadReceived", "admin.templates.purposes.leadReceived"],
  "lead-confirmation": ["admin.templates.names.leadConfirmation", "admin.templates.purposes.leadConfirmation"],
  "enquiry-received": ["admin.templates.names.enquiryReceived", "admin.templates.purposes.enquiryReceived"],
  "enquiry-confirmation": ["admin.templates.names.enquiryConfirmation", "admin.templates.purposes.enquiryConfirmation"],
  "booking-requested": ["admin.templates.names.bookingRequested", "admin.templates.purposes.bookingRequested"],
  "booking-confirmed": ["admin.templates.names.bookingConfirmed", "admin.templates.purposes.bookingConfirmed"],
  "booking-declined": ["admin.templates.names.bookingDeclined", "admin.templates.purposes.bookingDeclined"],
  "booking-expired": ["admin.templates.names.bookingExpired", "admin.templates.purposes.bookingExpired"],
  "booking-cancelled": ["admin.templates.names.bookingCancelled", "admin.templates.purposes.bookingCancelled"],
  "booking-changed": ["admin.templates.names.bookingChanged", "admin.templates.purposes.bookingChanged"],
  "booking-received": ["admin.templates.names.bookingReceived", "admin.templates.purposes.bookingReceived"],
  "booking-request-received": [
    "admin.templates.names.bookingRequestReceived",
    "admin.templates.purposes.bookingRequestReceived",
  ],
  "payment-received": ["admin.templates.names.paymentReceived", "admin.templates.purposes.paymentReceived"],
  "payment-failed": ["admin.templates.names.paymentFailed", "admin.templates.purposes.paymentFailed"],
  "payment-balance-due": ["admin.templates.names.paymentBalanceDue", "admin.templates.purposes.paymentBalanceDue"],
  "payment-balance-reminder": [
    "admin.templates.names.paymentBalanceReminder",
    "admin.templates.purposes.paymentBalanceReminder",
  ],
  "payment-refunded": ["admin.templates.names.paymentRefunded", "admin.templates.purposes.paymentRefunded"],
  "payment-deposit-held": ["admin.templates.names.paymentDepositHeld", "admin.templates.purposes.paymentDepositHeld"],
  "payment-deposit-released": [
    "admin.templates.names.paymentDepositReleased",
    "admin.templates.purposes.paymentDepositReleased",
  ],
  "payment-deposit-claimed": [
    "admin.templates.names.paymentDepositClaimed",
    "admin.templates.purposes.paymentDepositClaimed",
  ],
  "payment-owner-received": [
    "admin.templates.names.paymentOwnerReceived",
    "admin.templates.purposes.paymentOwnerReceived",
  ],
  "payment-owner-failed": ["admin.templates.names.paymentOwnerFailed", "admin.templates.purposes.paymentOwnerFailed"],
  "payment-cancelled-unpaid": [
    "admin.templates.names.paymentCancelledUnpaid",
    "admin.templates.purposes.paymentCancelledUnpaid",
  ],
  "payment-owner-cancelled-unpaid": [
    "admin.templates.names.paymentOwnerCancelledUnpaid",
    "admin.templates.purposes.paymentOwnerCancelledUnpaid",
  ],
  "payment-owner-refunded": [
    "admin.templates.names.paymentOwnerRefunded",
    "admin.templates.purposes.paymentOwnerRefunded",
  ],
  "payment-owner-guest-cancelled": [
    "admin.templates.names.paymentOwnerGuestCancelled",
    "admin.templates.purposes.paymentOwnerGuestCancelled",
  ],
  "calendar-feed-unhealthy": [
    "admin.templates.names.calendarFeedUnhealthy",
    "admin.templates.purposes.calendarFeedUnhealthy",
  ],
  "calendar-conflict": ["admin.templates.names.calendarConflict", "admin.templates.purposes.calendarConflict"],
  "guest-message-held": ["admin.templates.names.guestMessageHeld", "admin.templates.purposes.guestMessageHeld"],
  "guest-message-failed": ["admin.templates.names.guestMessageFailed", "admin.templates.purposes.guestMessageFailed"],
  "subscription-started": ["admin.templates.names.subscriptionStarted", "admin.templates.purposes.subscriptionStarted"],
  "subscription-renewed": ["admin.templates.names.subscriptionRenewed", "admin.templates.purposes.subscriptionRenewed"],
  "subscription-payment-failed": [
    "admin.templates.names.subscriptionPaymentFailed",
    "admin.templates.purposes.subscriptionPaymentFailed",
  ],
  "subscription-suspended": [
    "admin.templates.names.subscriptionSuspended",
    "admin.templates.purposes.subscriptionSuspended",
  ],
  "subscription-reactivated": [
    "admin.templates.names.subscriptionReactivated",
    "admin.templates.purposes.subscriptionReactivated",
  ],
  "subscription-cancelled": [
    "admin.templates.names.subscriptionCancelled",
    "admin.templates.purposes.subscriptionCancelled",
  ],
  "account-export-ready": ["admin.templates.names.accountExportReady", "admin.templates.purposes.accountExportReady"],
  "account-deletion-scheduled": [
    "admin.templates.names.accountDeletionScheduled",
    "admin.templates.purposes.accountDeletionScheduled",
  ],
  "owner-getting-started": [
    "admin.templates.names.ownerGettingStarted",
    "admin.templates.purposes.ownerGettingStarted",
  ],
  "owner-onboarding-day-1": [
    "admin.templates.names.ownerOnboardingDay1",
    "admin.templates.purposes.ownerOnboardingDay1",
  ],
  "owner-onboarding-day-3": [
    "admin.templates.names.ownerOnboardingDay3",
    "admin.templates.purposes.ownerOnboardingDay3",
  ],
  "owner-domain-not-verified": [
    "admin.templates.names.ownerDomainNotVerified",
    "admin.templates.purposes.ownerDomainNotVerified",
  ],
  "owner-monthly-summary": [
    "admin.templates.names.ownerMonthlySummary",
    "admin.templates.purposes.ownerMonthlySummary",
  ],
  // Not a platform template: the outbox row of a message from an owner's own rules (modules/guest-messages).
  "guest-message": ["admin.templates.names.guestMessage", "admin.templates.purposes.guestMessage"],
} as const;

type Named = keyof typeof TEMPLATE_NAMES;

function isNamed(key: string): key is Named {
  return Object.hasOwn(TEMPLATE_NAMES, key);
}

/** The i18n key of a template's name, or null for a template without one here. */
export function templateNameKey(key: string) {
  return isNamed(key) ? TEMPLATE_NAMES[key][0] : null;
}

/** The i18n key of what a template is for, or null. */
export function templatePurposeKey(key: string) {
  return isNamed(key) ? TEMPLATE_NAMES[key][1] : null;
}
