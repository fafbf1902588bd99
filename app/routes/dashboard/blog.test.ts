import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { sitePhotos } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { richFromText } from "../../../modules/rich-text/rich-doc.ts";
import { dateToAmsterdamInput } from "../../../modules/site-blog/amsterdam-time.ts";
import { findOwnerPost, listOwnerPosts } from "../../../modules/site-blog/owner-posts.ts";
import { livePosts } from "../../../modules/site-blog/published-posts.ts";
import { loadSiteContent, saveSiteDraft } from "../../../modules/site-content/site-content-store.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { CoverPhotoOption, PostView } from "../../components/dashboard/blog/post-result.ts";
import { loader as listLoader } from "./blog.tsx";
import { action as postAction, loader as postLoader } from "./blog-post.tsx";

const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";
const HOUR = 3_600_000;

const body = (text: string) => JSON.stringify(richFromText(text));

type EditPage = { post: PostView | null; languages: string[]; photos: CoverPhotoOption[]; minPublishAt: string };
type ListPage = { posts: { id: string; title: string; state: string; publishAt: Date | null }[] };

describe.each(testBackends())("dashboard blog on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let theirPostId: string;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    ({ owner, other, newcomer, site, otherSite } = await dashboardOwners(app));
    // The owner's site speaks Dutch first, and English and German too.
    const content = await loadSiteContent(handle.db, site.id);
    await saveSiteDraft(handle.db, {
      siteId: site.id,
      draft: { ...content.draft, languages: { main: "nl", others: ["de", "en"] } },
      baseVersion: content.draftVersion,
    });
  });
  afterAll(() => handle.close());

  const edit = async (postId: string, as: Person) => {
    const result = await app.call(postLoader, `/dashboard/blog/${postId}`, { as, params: { postId } });
    expect(result.status).toBe(200);
    return result.data as EditPage;
  };
  const list = async (as: Person) => (await app.call(listLoader, "/dashboard/blog", { as })).data as ListPage;
  const post = (postId: string, form: Record<string, string>, as?: Person) =>
    app.call(postAction, `/dashboard/blog/${postId}`, { as, form, params: { postId } });
  const clearedBy = async (run: () => Promise<unknown>) => {
    const before = app.siteCacheClears.length;
    await run();
    return app.siteCacheClears.slice(before);
  };
  const newPostId = (location: string | null) => {
    const match = /^\/dashboard\/blog\/([0-9a-f-]{36})\?saved=/.exec(location ?? "");
    if (!match?.[1]) throw new Error(`not a post page: ${location}`);
    return match[1];
  };

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    expect(await app.call(listLoader, "/dashboard/blog")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fblog",
    });
    expect(await app.call(postLoader, "/dashboard/blog/new", { params: { postId: "new" } })).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fblog%2Fnew",
    });
    expect(await post("new", { intent: "save", "title.nl": "x" })).toMatchObject({ status: 302 });
    expect(await app.call(listLoader, "/dashboard/blog", { as: newcomer })).toMatchObject({ location: "/onboarding" });
    expect(await post("new", { intent: "save", "title.nl": "x" }, newcomer)).toMatchObject({
      location: "/onboarding",
    });
    expect(await listOwnerPosts(handle.db, site.id)).toEqual([]);
  });

  it("offers the site's languages, the main one first, and its photos to choose a cover from", async () => {
    const [photo] = await handle.db
      .insert(sitePhotos)
      .values({ siteId: site.id, width: 1600, height: 1200, widths: [480, 960, 1600], alt: { nl: "Het duinpad" } })
      .returning();
    await handle.db.insert(sitePhotos).values({ siteId: otherSite.id, width: 800, height: 600, widths: [480] });
    const page = await edit("new", owner);
    expect(page.post).toBeNull();
    expect(page.languages).toEqual(["nl", "en", "de"]);
    expect(page.photos).toHaveLength(1);
    expect(page.photos[0]).toMatchObject({ id: photo?.id, alt: "Het duinpad", width: 1600, height: 1200 });
    expect(page.photos[0]?.srcSet).toContain("480w");
    expect(page.minPublishAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect((await edit("new", other)).languages).toEqual(["pl"]);
  });

  it("writes a new draft with a slug from the Dutch title, clears the site's cache and shows its page", async () => {
    let location: string | null = null;
    const cleared = await clearedBy(async () => {
      const result = await post(
        "new",
        {
          intent: "save",
          "title.nl": "Lente aan zee",
          "title.en": "Spring by the sea",
          "title.de": "",
          "excerpt.nl": "De eerste warme dag.",
          "body.nl": body("Vandaag liepen we naar het strand."),
          "body.en": "",
          "body.de": "",
          slug: "",
          coverPhotoId: "",
        },
        owner,
      );
      expect(result.status).toBe(302);
      location = result.location;
    });
    expect(cleared).toEqual([site.id]);
    const postId = newPostId(location);
    const page = await edit(postId, owner);
    expect(page.post).toMatchObject({
      slug: "lente-aan-zee",
      title: { nl: "Lente aan zee", en: "Spring by the sea" },
      excerpt: { nl: "De eerste warme dag." },
      state: "draft",
      publishAt: null,
      liveUrl: null,
    });
    expect(page.post?.body.nl).toEqual(richFromText("Vandaag liepen we naar het strand."));
    expect((await list(owner)).posts).toMatchObject([{ id: postId, title: "Lente aan zee", state: "draft" }]);
    expect((await list(other)).posts).toEqual([]);
  });

  it("refuses a post with problems, says which beside the fields, and keeps every language's text", async () => {
    const typed = {
      intent: "publish",
      "title.nl": "",
      "title.en": "Only English",
      "excerpt.de": "x".repeat(301),
      "body.nl": "",
      "body.en": body("An English text"),
      "body.de": '{"type":"doc","content":[{"type":"script"}]}',
      slug: "Lente aan zee",
    };
    const { intent: _, ...typedValues } = typed;
    const cleared = await clearedBy(async () => {
      expect(await post("new", typed, owner)).toMatchObject({
        status: 400,
        data: {
          ok: false,
          errors: {
            "title.nl": { key: "required" },
            "excerpt.de": { key: "tooLong", params: { max: 300 } },
            "body.de": { key: "bodyInvalid" },
            slug: { key: "slug" },
          },
          values: typedValues,
        },
      });
      // The slug of another post, and publishing without the main language's text.
      expect(
        await post(
          "new",
          { intent: "publish", "title.nl": "Nog een", "body.en": body("x"), slug: "lente-aan-zee" },
          owner,
        ),
      ).toMatchObject({
        status: 400,
        data: { errors: { slug: { key: "slugTaken" }, "body.nl": { key: "bodyRequired" } } },
      });
    });
    expect(cleared).toEqual([]);
    expect(await listOwnerPosts(handle.db, site.id)).toHaveLength(1);
  });

  it("publishes now, schedules for later (shown only once due), and takes a post back to a draft", async () => {
    const [first] = await listOwnerPosts(handle.db, site.id);
    if (!first) throw new Error("no post");
    const fields = {
      "title.nl": "Lente aan zee",
      "body.nl": body("Vandaag liepen we naar het strand."),
      slug: "lente-aan-zee",
    };

    let cleared = await clearedBy(async () => {
      expect(await post(first.id, { ...fields, intent: "publish" }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, intent: "publish", state: "live" },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect((await livePosts(handle.db, site.id)).map((p) => p.slug)).toEqual(["lente-aan-zee"]);
    expect((await edit(first.id, owner)).post?.liveUrl).toBe("https://duinhuis.vayvista.test/blog/lente-aan-zee");

    // A second post, scheduled two hours ahead in Dutch time.
    const at = new Date(Math.ceil((Date.now() + 2 * HOUR) / 60_000) * 60_000);
    const made = await post(
      "new",
      {
        intent: "schedule",
        "title.nl": "Pinksteren",
        "body.nl": body("Drukte op het strand."),
        publishAt: dateToAmsterdamInput(at),
      },
      owner,
    );
    const scheduledId = newPostId(made.location);
    expect(await findOwnerPost(handle.db, site.id, scheduledId)).toMatchObject({ status: "scheduled", publishAt: at });
    const page = await edit(scheduledId, owner);
    expect(page.post).toMatchObject({ state: "scheduled", publishAtLocal: dateToAmsterdamInput(at) });
    expect((await list(owner)).posts.map((p) => [p.title, p.state])).toEqual([
      ["Pinksteren", "scheduled"],
      ["Lente aan zee", "live"],
    ]);
    const liveAt = async (when: Date) => (await livePosts(handle.db, site.id, when)).map((p) => p.slug);
    expect(await liveAt(new Date())).toEqual(["lente-aan-zee"]);
    expect(await liveAt(new Date(at.getTime() - 1000))).toEqual(["lente-aan-zee"]);
    expect(await liveAt(at)).toEqual(["pinksteren", "lente-aan-zee"]);

    // A moment in the past cannot be scheduled.
    expect(
      await post(
        scheduledId,
        { intent: "schedule", "title.nl": "Pinksteren", publishAt: dateToAmsterdamInput(new Date(Date.now() - HOUR)) },
        owner,
      ),
    ).toMatchObject({ status: 400, data: { errors: { publishAt: { key: "publishAtPast" } } } });

    cleared = await clearedBy(async () => {
      expect(await post(first.id, { ...fields, intent: "unpublish" }, owner)).toMatchObject({
        status: 200,
        data: { ok: true, state: "draft", publishAt: null },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect(await liveAt(new Date())).toEqual([]);
  });

  it("takes only the site's own photos as a cover", async () => {
    const [foreign] = await handle.db.select().from(sitePhotos).where(eq(sitePhotos.siteId, otherSite.id));
    const [mine] = (await edit("new", owner)).photos;
    const draft = (await listOwnerPosts(handle.db, site.id)).find((p) => p.slug === "lente-aan-zee");
    if (!draft || !mine || !foreign) throw new Error("missing");
    const fields = { intent: "save", "title.nl": "Lente aan zee", slug: "lente-aan-zee" };
    expect(await post(draft.id, { ...fields, coverPhotoId: foreign.id }, owner)).toMatchObject({
      status: 400,
      data: { errors: { coverPhotoId: { key: "photo" } } },
    });
    expect(await post(draft.id, { ...fields, coverPhotoId: mine.id }, owner)).toMatchObject({ status: 200 });
    expect(await findOwnerPost(handle.db, site.id, draft.id)).toMatchObject({
      coverPhotoId: mine.id,
      slug: "lente-aan-zee",
    });
  });

  it("answers another owner's post as missing (404) and a malformed id with 400, changing nothing", async () => {
    // The other owner's site speaks Polish first.
    const made = await post("new", { intent: "save", "title.pl": "Wpis", "body.pl": body("Tekst") }, other);
    theirPostId = newPostId(made.location);
    const cleared = await clearedBy(async () => {
      for (const postId of [theirPostId, MISSING]) {
        expect(
          await app.call(postLoader, `/dashboard/blog/${postId}`, { as: owner, params: { postId } }),
        ).toMatchObject({
          status: 404,
          data: { reason: "not-found" },
        });
        for (const intent of ["save", "publish", "schedule", "unpublish", "delete"]) {
          expect(await post(postId, { intent, "title.nl": "Gekaapt" }, owner), intent).toMatchObject({ status: 404 });
        }
      }
      for (const postId of ["abc", "", `${theirPostId}x`, "NEW"]) {
        expect(await app.call(postLoader, "/dashboard/blog/x", { as: owner, params: { postId } })).toMatchObject({
          status: 400,
          data: { reason: "invalid-id" },
        });
        expect(await post(postId, { intent: "save", "title.nl": "x" }, owner)).toMatchObject({ status: 400 });
      }
    });
    expect(cleared).toEqual([]);
    expect(await findOwnerPost(handle.db, otherSite.id, theirPostId)).toMatchObject({
      title: { pl: "Wpis" },
      status: "draft",
    });
  });

  it("deletes a post after the question, back to the list, and clears the cache", async () => {
    const [first] = await listOwnerPosts(handle.db, site.id);
    if (!first) throw new Error("no post");
    const cleared = await clearedBy(async () => {
      expect(await post(first.id, { intent: "delete" }, owner)).toMatchObject({
        status: 302,
        location: "/dashboard/blog?deleted=1",
      });
    });
    expect(cleared).toEqual([site.id]);
    expect(await findOwnerPost(handle.db, site.id, first.id)).toBeNull();
    expect(await post("new", { intent: "delete" }, owner)).toMatchObject({ status: 404 });
    expect(await post(first.id, { intent: "archive", "title.nl": "x" }, owner)).toMatchObject({ status: 400 });
  });
});
