import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { emailOutbox } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { listTemplates } from "../../../modules/guest-messages/message-templates-store.ts";
import { DEFAULT_MESSAGES } from "../../../modules/message-rules/default-messages.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import {
  type Person,
  publishLanguages,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import type { TemplatesPageData } from "../../components/dashboard/messages/template-result.ts";
import { action, loader } from "./email-templates.tsx";
import { loader as aliasLoader } from "./email-templates-redirect.tsx";

const PATH = "/dashboard/settings/email-templates";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

describe.each(testBackends())("dashboard message templates on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    ({ owner, other, site, otherSite } = await dashboardOwners(app));
    await publishLanguages(handle.db, site.id, { main: "nl", others: ["de"] });
  });
  afterAll(() => handle.close());

  const page = async (as: Person, query = "") => {
    const result = await app.call(loader, `${PATH}${query}`, { as });
    expect(result.status).toBe(200);
    return result.data as TemplatesPageData;
  };
  const post = (form: Record<string, string | string[]>, as: Person, query = "") =>
    app.call(action, `${PATH}${query}`, { as, form });
  const confirmation = async () => {
    const found = (await listTemplates(handle.db, site.id)).find((t) => t.key === "confirmation");
    if (!found) throw new Error("no confirmation template");
    return found;
  };
  /** The template form as the page posts it, with the words of `texts` in Dutch and German. */
  const words = (templateId: string, intent: string, texts: Partial<Record<string, string>> = {}) => ({
    intent,
    templateId,
    name: "Bevestiging",
    "subject.nl": "Tot gauw in {{ unit.name }}",
    "body.nl": "Hoi {{ guest.first_name }},\n\nWelkom in {{ unit.name }}.\n\n{{ owner.name }}",
    "subject.de": "Bis bald in {{ unit.name }}",
    "body.de": "Hallo {{ guest.first_name }},\n\nwillkommen in {{ unit.name }}.\n\n{{ owner.name }}",
    ...texts,
  });

  it("leads /dashboard/email-templates to the page, and shows the defaults in the site's languages only", async () => {
    expect(await app.call(aliasLoader, "/dashboard/email-templates", { as: owner })).toMatchObject({
      status: 302,
      location: PATH,
    });
    const shown = await page(owner);
    expect(shown.languages).toEqual(["nl", "de"]);
    expect(shown.templates.map((t) => [t.key, t.rules])).toEqual([
      ["confirmation", 1],
      ["arrival_info", 1],
      ["review_request", 1],
    ]);
    expect(Object.keys(shown.selected?.texts ?? {})).toEqual(["nl", "de"]);
    expect(shown.placeholders).toContain("unit.check_in_instructions");
  });

  it("saves the words in Dutch and German, and refuses an unknown placeholder beside its field, saving nothing", async () => {
    const template = await confirmation();
    expect(await post(words(template.id, "save"), owner)).toMatchObject({
      status: 302,
      location: `${PATH}?template=${template.id}&done=saved`,
    });
    expect((await confirmation()).texts.de).toEqual({
      subject: "Bis bald in {{ unit.name }}",
      body: "Hallo {{ guest.first_name }},\n\nwillkommen in {{ unit.name }}.\n\n{{ owner.name }}",
    });
    const typed = words(template.id, "save", {
      "body.de": "Hallo {{ guest.shoe_size }}",
      "subject.nl": "Hoi {{ unit.name",
    });
    expect(await post(typed, owner)).toMatchObject({
      status: 400,
      data: {
        ok: false,
        problems: { "body.de": { key: "unknown", names: ["guest.shoe_size"] }, "subject.nl": { key: "syntax" } },
        values: { "body.de": "Hallo {{ guest.shoe_size }}", "subject.nl": "Hoi {{ unit.name" },
      },
    });
    expect((await confirmation()).texts.de?.body).toContain("willkommen");
  });

  it("previews the typed German words with a sample stay, and sends them as a test to the owner", async () => {
    const template = await confirmation();
    const previewed = await post(words(template.id, "preview:de"), owner);
    expect(previewed).toMatchObject({ status: 200, data: { ok: true, intent: "preview", lang: "de" } });
    const preview = (previewed.data as { preview: { subject: string; text: string } }).preview;
    expect(preview.subject).toBe("Bis bald in Duinhuis");
    expect(preview.text).toContain("Hallo Jonas,");
    const sent = await post(words(template.id, "test:de"), owner);
    expect(sent).toMatchObject({ status: 200, data: { ok: true, intent: "test", to: "sanne@example.nl" } });
    const [queued] = await handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, "sanne@example.nl"), eq(emailOutbox.templateKey, "guest-message")));
    expect(queued).toMatchObject({ lang: "de", subject: "[Test] Bis bald in Duinhuis", siteId: site.id });
    expect(queued?.text).toContain("willkommen in Duinhuis");
  });

  it("restores the default German words of a default message", async () => {
    const template = await confirmation();
    expect(await post({ intent: "restore:de", templateId: template.id }, owner)).toMatchObject({ status: 302 });
    expect((await confirmation()).texts.de).toEqual({
      subject: DEFAULT_MESSAGES.confirmation.de.subject,
      body: DEFAULT_MESSAGES.confirmation.de.body,
    });
  });

  it("adds a message, and deletes it; a message a rule sends cannot be deleted", async () => {
    const added = await post({ intent: "create", name: "Tips voor de regio" }, owner);
    expect(added.status).toBe(302);
    const own = (await listTemplates(handle.db, site.id)).find((t) => t.name === "Tips voor de regio");
    expect(own?.texts.nl?.body).toContain("{{ guest.first_name }}");
    expect(await post({ intent: "create", name: " " }, owner)).toMatchObject({
      status: 400,
      data: { problems: { newName: { key: "required" } } },
    });
    if (!own) throw new Error("not added");
    expect(await post({ intent: "delete", templateId: own.id }, owner)).toMatchObject({ status: 302 });
    const template = await confirmation();
    expect(await post({ intent: "delete", templateId: template.id }, owner)).toMatchObject({
      status: 409,
      data: { problem: "in-use" },
    });
    expect(await confirmation()).toBeTruthy();
  });

  it("answers another owner's template as missing (404) and a malformed id with 400", async () => {
    await page(other);
    const [theirs] = await listTemplates(handle.db, otherSite.id);
    if (!theirs) throw new Error("no template");
    const notFound = { status: 404, data: { reason: "not-found" } };
    expect(await app.call(loader, `${PATH}?template=${theirs.id}`, { as: owner })).toMatchObject(notFound);
    for (const intent of ["save", "preview:nl", "test:nl", "restore:nl", "delete"]) {
      expect(await post(words(theirs.id, intent), owner), intent).toMatchObject(notFound);
      expect(await post(words(MISSING, intent), owner), intent).toMatchObject({ status: 404 });
      expect(await post(words("12", intent), owner), intent).toMatchObject({ status: 400 });
    }
    const after = (await listTemplates(handle.db, otherSite.id)).find((t) => t.id === theirs.id);
    expect(after?.texts).toEqual(theirs.texts);
  });
});
