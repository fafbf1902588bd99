import type { Localized } from "../../localized.ts";
import type { nl } from "./nl.ts";

export const en: Localized<typeof nl> = {
  title: "Booking settings",
  intro: "Your property's time zone, the currency of your prices and your details for payment by bank transfer.",
  link: "Time zone and bank details",
  linkShort: "Settings",
  timeZone: {
    heading: "Your property's time zone",
    intro:
      "Arrival days, the notice you need before an arrival and how far ahead guests can book all count from today in this time zone. Choose the zone your property is in, even if you live elsewhere.",
    label: "Time zone",
    common: "Often chosen",
    current: "Current setting",
    now: "It is now {{now}} there.",
  },
  regions: {
    Europe: "Europe",
    Africa: "Africa",
    America: "America",
    Asia: "Asia",
    Atlantic: "Atlantic Ocean",
    Australia: "Australia",
    Indian: "Indian Ocean",
    Pacific: "Pacific Ocean",
    Antarctica: "Antarctica",
    Arctic: "Arctic",
  },
  currency: {
    heading: "Currency",
    intro:
      "The currency of your prices, vouchers, emails, exports and payments. You can change it until your first booking.",
    label: "Prices in",
    options: { EUR: "Euro (€)", PLN: "Polish złoty (zł)" },
    locked: "Fixed since your first booking: amounts already booked stay in this currency.",
  },
  bank: {
    heading: "Payment by bank transfer",
    intro:
      "With your bank details here, guests with a confirmed booking see them on the confirmation page and in the confirmation email, with the booking reference to put on the transfer. A request gets them as soon as you accept it. Leave the IBAN empty and guests are told they pay on arrival, or as you tell them.",
    accountHolder: "Account holder",
    accountHolderHint: "The name on the account, as your bank knows it. Needed with an IBAN.",
    iban: "IBAN",
    ibanHint: "For example NL91 ABNA 0417 1643 00. Spaces and small letters are fine.",
    bic: "BIC",
    bicHint:
      "8 or 11 characters, for example ABNANL2A. Not needed within Europe (SEPA); guests from elsewhere sometimes ask for it.",
    guestsSee: "Guests now see:",
    none: "You have not filled in bank details: guests pay on arrival, or as you tell them.",
  },
  save: "Save",
  saving: "Saving…",
  saved: "Your booking settings have been saved.",
  formErrors: "Please check the marked fields",
  errors: {
    currency: "Choose euro or złoty.",
    currencyLocked: "The currency can no longer change: your website already has a booking. Nothing was saved.",
    timeZone: "Choose a time zone from the list.",
    controls: "This contains invisible control characters that cannot be saved. Please type it again.",
    ibanFormat: "An IBAN starts with the country code and two digits, then only letters and digits.",
    ibanCountry: "This IBAN does not start with the code of a country that uses IBANs. Check the first two letters.",
    ibanLength: "An IBAN from {{country}} has {{expected}} characters; this one has {{actual}}.",
    ibanChecksum: "This IBAN is not right: there is a typo in it. Compare it with your bank card or banking app.",
    ibanMissing: "Fill in the IBAN too, or empty the other fields if guests do not pay by transfer.",
    holderMissing: "Fill in the name on the account: guests need it for the transfer.",
    holderTooLong: "Use at most {{max}} characters: a transfer takes no more.",
    bicFormat: "A BIC has 8 or 11 letters and digits, for example ABNANL2A.",
  },
};
