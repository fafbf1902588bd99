import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { blogPosts } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { seedDemoContent } from "../../../modules/seed/seed.ts";
import { routeHarness } from "../../../tests/support/route-harness.ts";
import { loader } from "./blog-post.tsx";

/** A blog article's page: found by its address, and a forged address is a 404, never a 500. */
describe.each(testBackends())("the blog's article page on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
    await seedDemoContent(handle.db);
  });
  afterAll(() => handle.close());

  it("shows an article by its address, and answers 404 for an address with a NUL or another control character", async () => {
    const h = routeHarness(handle.db);
    const [post] = await handle.db.select({ slug: blogPosts.slug, lang: blogPosts.lang }).from(blogPosts).limit(1);
    if (!post) throw new Error("no post seeded");
    const path = (slug: string) => `${post.lang === "nl" ? "" : `/${post.lang}`}/blog/${encodeURIComponent(slug)}`;
    expect((await h.call(loader, path(post.slug), { params: { slug: post.slug } })).status).toBe(200);
    for (const slug of [`${post.slug}\u0000`, `x\u001by`]) {
      expect((await h.call(loader, path(slug), { params: { slug } })).status).toBe(404);
    }
  });
});
