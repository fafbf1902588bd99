import type { ValueWords } from "./types.ts";

export const plValues: ValueWords = {
  signIn: {
    device: "{browser} w systemie {system}",
    someBrowser: "Przeglądarka",
    unknownDevice: "Nieznane urządzenie",
    unknownAddress: "nieznany",
  },
};
