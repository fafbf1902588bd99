import type { PerLang, SeedCustomerStory } from "./types.ts";

export const DEMO_CUSTOMER_STORIES: PerLang<SeedCustomerStory[]> = { nl: [], en: [], pl: [] };
