import type { PerLang, SeedBlogPost } from "./types.ts";

export const DEMO_BLOG_POSTS: PerLang<SeedBlogPost[]> = { nl: [], en: [], pl: [] };
