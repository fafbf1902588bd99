import type { ValueWords } from "./types.ts";

export const enValues: ValueWords = {
  signIn: {
    device: "{browser} on {system}",
    someBrowser: "A browser",
    unknownDevice: "Unknown device",
    unknownAddress: "unknown",
  },
};
