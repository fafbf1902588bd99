import { count } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { blogPosts, customerStories, plans, testimonials } from "../../db/schema.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { DEMO_BLOG_POSTS } from "./content/blog-posts.ts";
import { DEMO_CUSTOMER_STORIES } from "./content/customer-stories.ts";
import { DEMO_TESTIMONIALS } from "./content/testimonials.ts";

/** The one offer: every price and promise on the marketing site comes from this row. */
export const STANDARD_PLAN = {
  code: "standard",
  currency: "EUR",
  setupFeeCents: 15_000,
  monthlyFeeCents: 5_000,
  moneyBackDays: 30,
  liveWithinDays: 7,
  freeFirstMonth: false,
  promotion: null,
} as const;

export async function seedPlan(db: Database, overrides: Partial<typeof plans.$inferInsert> = {}) {
  const [row] = await db
    .insert(plans)
    .values({ ...STANDARD_PLAN, ...overrides })
    .returning();
  if (!row) throw new Error("plan not inserted");
  return row;
}

export async function seedBlogPosts(db: Database) {
  const rows = LANGUAGES.flatMap((lang) =>
    DEMO_BLOG_POSTS[lang].map((p) => ({ ...p, lang, publishedAt: new Date(p.publishedAt) })),
  );
  return rows.length ? db.insert(blogPosts).values(rows).returning() : [];
}

export async function seedTestimonials(db: Database) {
  const rows = LANGUAGES.flatMap((lang) => DEMO_TESTIMONIALS[lang].map((t, i) => ({ ...t, lang, sortOrder: i })));
  return rows.length ? db.insert(testimonials).values(rows).returning() : [];
}

export async function seedCustomerStories(db: Database) {
  const rows = LANGUAGES.flatMap((lang) => DEMO_CUSTOMER_STORIES[lang].map((s, i) => ({ ...s, lang, sortOrder: i })));
  return rows.length ? db.insert(customerStories).values(rows).returning() : [];
}

/** Everything a newcomer needs to see a complete marketing site. */
export async function seedDemoContent(db: Database) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await seedPlan(t);
    await seedBlogPosts(t);
    await seedTestimonials(t);
    await seedCustomerStories(t);
  });
}

/** Seeds demo content on a fresh database only; an existing one is left as it is. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(plans);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoContent(db);
  return true;
}
