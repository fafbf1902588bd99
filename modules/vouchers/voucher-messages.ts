import type { SiteLang } from "../i18n/site-languages.ts";
import type { VoucherRefusal } from "./voucher-limits.ts";

/** Why a guest's code does not apply, in the words of the site's languages (checkVoucher's reasons). */
const MESSAGES: Record<VoucherRefusal, Record<SiteLang, string>> = {
  unknown: {
    nl: "Deze kortingscode kennen we niet. Controleer of je hem goed hebt overgenomen.",
    en: "We do not recognise this voucher code. Please check that you typed it correctly.",
    de: "Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie, ob Sie ihn richtig eingegeben haben.",
    pl: "Nie znamy tego kodu rabatowego. Sprawdź, czy został poprawnie wpisany.",
  },
  inactive: {
    nl: "Deze kortingscode is niet meer geldig.",
    en: "This voucher code is no longer valid.",
    de: "Dieser Gutscheincode ist nicht mehr gültig.",
    pl: "Ten kod rabatowy nie jest już ważny.",
  },
  not_yet: {
    nl: "Deze kortingscode is nog niet geldig. Probeer het later opnieuw.",
    en: "This voucher code is not valid yet. Please try again later.",
    de: "Dieser Gutscheincode ist noch nicht gültig. Bitte versuchen Sie es später noch einmal.",
    pl: "Ten kod rabatowy nie jest jeszcze ważny. Spróbuj ponownie później.",
  },
  expired: {
    nl: "Deze kortingscode is verlopen.",
    en: "This voucher code has expired.",
    de: "Dieser Gutscheincode ist abgelaufen.",
    pl: "Ten kod rabatowy wygasł.",
  },
  stay_outside: {
    nl: "Deze kortingscode geldt niet voor deze verblijfsdata.",
    en: "This voucher code does not apply to these dates.",
    de: "Dieser Gutscheincode gilt nicht für diesen Reisezeitraum.",
    pl: "Ten kod rabatowy nie obowiązuje w tych terminach.",
  },
  min_nights: {
    nl: "Deze kortingscode geldt alleen voor een langer verblijf.",
    en: "This voucher code only applies to a longer stay.",
    de: "Dieser Gutscheincode gilt nur für einen längeren Aufenthalt.",
    pl: "Ten kod rabatowy obowiązuje tylko przy dłuższym pobycie.",
  },
  unit: {
    nl: "Deze kortingscode geldt niet voor deze accommodatie.",
    en: "This voucher code does not apply to this place to stay.",
    de: "Dieser Gutscheincode gilt nicht für diese Unterkunft.",
    pl: "Ten kod rabatowy nie dotyczy tego obiektu.",
  },
  used_up: {
    nl: "Deze kortingscode is al het maximale aantal keren gebruikt.",
    en: "This voucher code has already been used as often as it can be.",
    de: "Dieser Gutscheincode wurde bereits so oft wie möglich eingelöst.",
    pl: "Ten kod rabatowy został już wykorzystany maksymalną liczbę razy.",
  },
  used_by_email: {
    nl: "Je hebt deze kortingscode al zo vaak gebruikt als mag.",
    en: "You have already used this voucher code as often as allowed.",
    de: "Sie haben diesen Gutscheincode bereits so oft eingelöst wie erlaubt.",
    pl: "Ten kod rabatowy został już przez Ciebie wykorzystany maksymalną liczbę razy.",
  },
};

/** What a guest reads when their code is refused, in the language of the page they book on. */
export function voucherReasonMessage(reason: VoucherRefusal, lang: SiteLang): string {
  return MESSAGES[reason][lang];
}
