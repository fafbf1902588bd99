import { fillIn } from "../i18n/fill-in.ts";
import type { Lang } from "../i18n/languages.ts";
import { valueWords } from "./templates/default-templates.ts";

/** A sign-in's browser and system by name, each null when not recognised (modules/accounts reads them). */
export type SignInDevice = { browser: string | null; system: string | null };

/** The device of a new-sign-in email: "Firefox op Android", "A browser on Windows", "Nieznane urządzenie". */
export function deviceText(device: SignInDevice, lang: Lang): string {
  const words = valueWords(lang).signIn;
  if (device.system)
    return fillIn(words.device, { browser: device.browser ?? words.someBrowser, system: device.system });
  return device.browser ?? words.unknownDevice;
}

/** The address of a new-sign-in email, its last part hidden already, or the word for unknown. */
export function addressText(maskedIp: string | null, lang: Lang): string {
  return maskedIp ?? valueWords(lang).signIn.unknownAddress;
}
