import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { sitePhotos } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { giveSite } from "../../tests/support/route-harness.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { richFromText } from "../rich-text/rich-doc.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { OwnerSite } from "../sites/create-owner-site.ts";
import { deletePost, findOwnerPost, listOwnerPosts } from "./owner-posts.ts";
import { type PostInput, parsePostInput } from "./post-input.ts";
import type { PostIntent } from "./post-limits.ts";
import { postState } from "./post-state.ts";
import { livePost, livePosts } from "./published-posts.ts";
import { savePost } from "./save-post.ts";

const NOW = new Date("2026-05-01T10:00:00Z"); // 12:00 in Amsterdam
const LANGS: SiteLang[] = ["nl", "en"];

const post = (fields: Partial<PostInput> = {}): PostInput => ({
  title: { nl: "Lente aan zee" },
  excerpt: {},
  body: { nl: richFromText("De eerste warme dag.") },
  slug: "",
  coverPhotoId: null,
  ...fields,
});

describe("the post form's checks", () => {
  it("wants a title in the main language; translations, excerpt and slug are optional", () => {
    const parsed = parsePostInput({
      values: { "title.nl": "  Lente  ", "title.en": "", "excerpt.en": " Spring ", slug: "", coverPhotoId: "" },
      bodies: {},
      languages: LANGS,
    });
    expect(parsed).toEqual({
      success: true,
      data: { title: { nl: "Lente" }, excerpt: { en: "Spring" }, body: {}, slug: "", coverPhotoId: null },
    });
    expect(
      parsePostInput({
        values: {
          "title.nl": "",
          "title.en": "Spring",
          "excerpt.nl": "x".repeat(301),
          slug: "Mijn post!",
          coverPhotoId: "1",
        },
        bodies: {},
        languages: LANGS,
      }),
    ).toEqual({
      success: false,
      errors: {
        "title.nl": { key: "required" },
        "excerpt.nl": { key: "tooLong", params: { max: 300 } },
        slug: { key: "slug" },
        coverPhotoId: { key: "photo" },
      },
    });
    expect(
      parsePostInput({ values: { "title.nl": "x", slug: " Lente-2026 " }, bodies: {}, languages: LANGS }),
    ).toMatchObject({
      data: { slug: "lente-2026" },
    });
  });

  it("refuses a control character in a title (a line break too) or an excerpt (but its line breaks)", () => {
    expect(
      parsePostInput({
        values: { "title.nl": "Lente\naan zee", "title.en": "Spring\u0000", "excerpt.nl": "Zon\u001b en zee" },
        bodies: {},
        languages: LANGS,
      }),
    ).toEqual({
      success: false,
      errors: {
        "title.nl": { key: "controls" },
        "title.en": { key: "controls" },
        "excerpt.nl": { key: "controls" },
      },
    });
    expect(
      parsePostInput({ values: { "title.nl": "Lente", "excerpt.nl": "Zon\r\nen zee" }, bodies: {}, languages: LANGS }),
    ).toMatchObject({ success: true, data: { excerpt: { nl: "Zon\r\nen zee" } } });
  });

  it("tells drafts, posts waiting for their time and posts guests can read apart", () => {
    expect(postState({ status: "draft", publishAt: null }, NOW)).toBe("draft");
    expect(postState({ status: "scheduled", publishAt: new Date("2026-05-02T00:00:00Z") }, NOW)).toBe("scheduled");
    expect(postState({ status: "scheduled", publishAt: "2026-05-01T10:00:00.000Z" }, NOW)).toBe("live");
    expect(postState({ status: "published", publishAt: new Date("2026-04-01T00:00:00Z") }, NOW)).toBe("live");
  });
});

describe.each(testBackends())("an owner's blog posts on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: OwnerSite;
  let other: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await giveSite(db, (await seedOwner(db)).id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    other = await giveSite(db, (await seedOwner(db)).id, { siteName: "Elders", subdomain: "elders" });
  });
  afterAll(() => handle.close());

  const save = (fields: {
    post?: PostInput;
    postId?: string | null;
    intent?: PostIntent;
    publishAt?: string;
    siteId?: string;
    now?: Date;
  }) =>
    savePost(db, {
      siteId: fields.siteId ?? site.id,
      postId: fields.postId ?? null,
      languages: LANGS,
      post: fields.post ?? post(),
      intent: fields.intent ?? "save",
      publishAt: fields.publishAt ?? "",
      now: fields.now ?? NOW,
    });

  it("saves a draft with a slug from the title, unique on the site", async () => {
    const first = await save({});
    const second = await save({});
    const elsewhere = await save({ siteId: other.id });
    expect(first).toMatchObject({ ok: true, post: { slug: "lente-aan-zee", status: "draft", publishAt: null } });
    expect(second).toMatchObject({ ok: true, post: { slug: "lente-aan-zee-2" } });
    expect(elsewhere).toMatchObject({ ok: true, post: { slug: "lente-aan-zee" } });
    expect(await save({ post: post({ slug: "lente-aan-zee" }) })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { slug: { key: "slugTaken" } },
    });
    if (!first.ok) throw new Error("not saved");
    // Its own slug is no clash.
    expect(await save({ postId: first.post.id, post: post({ slug: "lente-aan-zee" }) })).toMatchObject({ ok: true });
    expect(await livePosts(db, site.id, NOW)).toEqual([]);
  });

  it("publishes now, and a published post keeps the date it first showed", async () => {
    const made = await save({ post: post({ title: { nl: "Nu online" } }), intent: "publish" });
    expect(made).toMatchObject({ ok: true, post: { status: "published", publishAt: NOW } });
    if (!made.ok) throw new Error("not saved");
    const later = new Date("2026-05-03T10:00:00Z");
    const again = await save({
      postId: made.post.id,
      post: post({ title: { nl: "Nu online!" } }),
      intent: "publish",
      now: later,
    });
    expect(again).toMatchObject({ ok: true, post: { publishAt: NOW, title: { nl: "Nu online!" } } });
    expect((await livePost(db, site.id, "nu-online", later))?.title).toEqual({ nl: "Nu online!" });
  });

  it("schedules for a Dutch date and time, shown to guests only once it has come", async () => {
    const made = await save({
      post: post({ title: { nl: "Pinksteren" } }),
      intent: "schedule",
      publishAt: "2026-05-24T09:00",
    });
    expect(made).toMatchObject({
      ok: true,
      post: { status: "scheduled", publishAt: new Date("2026-05-24T07:00:00Z") },
    });
    const slugs = async (at: Date) => (await livePosts(db, site.id, at)).map((p) => p.slug);
    expect(await slugs(NOW)).not.toContain("pinksteren");
    expect(await slugs(new Date("2026-05-24T06:59:59Z"))).not.toContain("pinksteren");
    expect(await slugs(new Date("2026-05-24T07:00:00Z"))).toContain("pinksteren");

    expect(await save({ intent: "schedule", publishAt: "2026-05-01T11:59" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { publishAt: { key: "publishAtPast" } },
    });
    expect(await save({ intent: "schedule", publishAt: "" })).toMatchObject({
      errors: { publishAt: { key: "publishAt" } },
    });
    if (!made.ok) throw new Error("not saved");
    // Saving with another date-time moves the schedule; the same one keeps it.
    const moved = await save({
      postId: made.post.id,
      post: post({ title: { nl: "Pinksteren" } }),
      publishAt: "2026-05-25T09:00",
    });
    expect(moved).toMatchObject({
      ok: true,
      post: { status: "scheduled", publishAt: new Date("2026-05-25T07:00:00Z") },
    });
    const kept = await save({
      postId: made.post.id,
      post: post({ title: { nl: "Pinksteren" } }),
      publishAt: "2026-05-25T09:00",
    });
    expect(kept).toMatchObject({ ok: true, post: { publishAt: new Date("2026-05-25T07:00:00Z") } });
    // Back to a draft: gone from the site.
    const draft = await save({
      postId: made.post.id,
      post: post({ title: { nl: "Pinksteren" } }),
      intent: "unpublish",
    });
    expect(draft).toMatchObject({ ok: true, post: { status: "draft", publishAt: null } });
    expect(await slugs(new Date("2026-06-01T00:00:00Z"))).not.toContain("pinksteren");
  });

  it("publishes only with a text in the main language", async () => {
    expect(await save({ post: post({ body: { en: richFromText("Only English") } }), intent: "publish" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "body.nl": { key: "bodyRequired" } },
    });
    expect(await save({ post: post({ body: {} }), intent: "save" })).toMatchObject({ ok: true });
  });

  it("takes a cover photo of the site only, and keeps texts of languages the site stopped offering", async () => {
    const [photo] = await db
      .insert(sitePhotos)
      .values({ siteId: site.id, width: 1200, height: 800, widths: [480, 960, 1200] })
      .returning();
    const [foreign] = await db
      .insert(sitePhotos)
      .values({ siteId: other.id, width: 1200, height: 800, widths: [480] })
      .returning();
    if (!photo || !foreign) throw new Error("no photos");
    expect(await save({ post: post({ coverPhotoId: foreign.id }) })).toMatchObject({
      errors: { coverPhotoId: { key: "photo" } },
    });
    const made = await savePost(db, {
      siteId: site.id,
      postId: null,
      languages: ["nl", "de"],
      post: post({ title: { nl: "Fietsen", de: "Radfahren" }, coverPhotoId: photo.id }),
      intent: "save",
      publishAt: "",
      now: NOW,
    });
    if (!made.ok) throw new Error("not saved");
    expect(made.post.coverPhotoId).toBe(photo.id);
    const edited = await save({ postId: made.post.id, post: post({ title: { nl: "Fietstochten", en: "Cycling" } }) });
    expect(edited).toMatchObject({ ok: true, post: { title: { nl: "Fietstochten", en: "Cycling", de: "Radfahren" } } });
  });

  it("changes and deletes only the site's own posts", async () => {
    const [theirs] = await listOwnerPosts(db, other.id);
    if (!theirs) throw new Error("no post");
    expect(await save({ postId: theirs.id, intent: "publish" })).toEqual({ ok: false, reason: "not-found" });
    expect(await findOwnerPost(db, site.id, theirs.id)).toBeNull();
    expect(await deletePost(db, { siteId: site.id, postId: theirs.id })).toBe(false);
    expect(await findOwnerPost(db, other.id, theirs.id)).toMatchObject({ status: "draft" });

    const mine = await listOwnerPosts(db, site.id);
    expect(mine.length).toBeGreaterThan(3);
    // Scheduled or published posts by their date, the rest by when they were saved.
    expect(mine.every((p) => "title" in p && !("body" in p))).toBe(true);
    const first = mine[0];
    if (!first) throw new Error("no post");
    expect(await deletePost(db, { siteId: site.id, postId: first.id })).toBe(true);
    expect(await findOwnerPost(db, site.id, first.id)).toBeNull();
  });
});
