import type { OnboardingStep } from "./onboarding-steps.ts";

/** A complete set of wizard answers as a form sends them (strings), for tests and demos. */
export const EXAMPLE_ANSWERS = {
  property: { name: "Villa Zon", type: "holidayHome" },
  location: { address: "Duinweg 12", postalCode: "1791 ab", city: "Den Burg", country: "nl" },
  capacity: { guests: "6", bedrooms: "3", bathrooms: "2" },
  theme: { theme: "warm-cozy" },
  subdomain: { subdomain: " Villa-Zon " },
  description: { description: "Een ruim vakantiehuis op loopafstand van het strand van Texel." },
  price: { basePriceCents: "12500" },
} as const satisfies Record<OnboardingStep, Record<string, string>>;
