import type { ValueWords } from "./types.ts";

export const nlValues: ValueWords = {
  signIn: {
    device: "{browser} op {system}",
    someBrowser: "Een browser",
    unknownDevice: "Onbekend apparaat",
    unknownAddress: "onbekend",
  },
};
