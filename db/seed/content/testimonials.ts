import type { PerLang, SeedTestimonial } from "./types.ts";

export const DEMO_TESTIMONIALS: PerLang<SeedTestimonial[]> = { nl: [], en: [], pl: [] };
