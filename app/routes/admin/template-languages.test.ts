import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { getEmailTemplate } from "../../../modules/messaging/email-templates.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import * as template from "./template.tsx";
import * as templates from "./templates.tsx";

type ListData = { templates: { key: string; lang: string; overridden: boolean }[] };

/** The template editor and German: there for what guests of owners' sites receive, and only there. */
describe.each(testBackends())("email templates in German on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", name: "Bea Beheer", lang: "nl" });
  });
  afterAll(() => handle.close());

  const path = "/admin/settings/templates/enquiry-confirmation/de";
  const params = { key: "enquiry-confirmation", lang: "de" };

  it("lists the guest confirmation in four languages and the owner's emails in three", async () => {
    const list = await h.call(templates.loader, "/admin/settings/templates", { as: admin });
    const languagesOf = (key: string) =>
      (list.data as ListData).templates.filter((t) => t.key === key).map((t) => t.lang);
    expect(languagesOf("enquiry-confirmation")).toEqual(["nl", "en", "de", "pl"]);
    expect(languagesOf("enquiry-received")).toEqual(["nl", "en", "pl"]);
    expect(languagesOf("welcome")).toEqual(["nl", "en", "pl"]);
  });

  it("opens, previews, saves and resets the German version", async () => {
    const opened = await h.call(template.loader, path, { as: admin, params });
    expect(opened).toMatchObject({
      status: 200,
      data: {
        template: { key: "enquiry-confirmation", lang: "de", overridden: false },
        preview: { subject: "Ihre Nachricht an Villa Zonneweide" },
      },
    });
    const source = {
      subject: "Danke für Ihre Nachricht, {{ name }}",
      html: '<p>Der Gastgeber meldet sich bald.</p>{{ url | button: "Zur Website" }}',
      text: "Der Gastgeber meldet sich bald: {{ url }}",
    };
    const preview = await h.call(template.action, path, { as: admin, params, form: { ...source, intent: "preview" } });
    expect(preview).toMatchObject({ status: 200, data: { preview: { subject: "Danke für Ihre Nachricht, Anna" } } });

    const saved = await h.call(template.action, path, { as: admin, params, form: { ...source, intent: "save" } });
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    expect(await getEmailTemplate(handle.db, "enquiry-confirmation", "de")).toMatchObject({ overridden: true, source });
    // The Dutch version is untouched.
    expect((await getEmailTemplate(handle.db, "enquiry-confirmation", "nl")).overridden).toBe(false);

    expect(await h.call(template.action, path, { as: admin, params, form: { intent: "reset" } })).toMatchObject({
      status: 200,
    });
    expect((await getEmailTemplate(handle.db, "enquiry-confirmation", "de")).overridden).toBe(false);
  });

  it("has no German page for an email the platform sends in its own languages", async () => {
    for (const key of ["enquiry-received", "lead-confirmation", "welcome"]) {
      const page = await h.call(template.loader, `/admin/settings/templates/${key}/de`, {
        as: admin,
        params: { key, lang: "de" },
      });
      expect([key, page.status]).toEqual([key, 404]);
      const save = await h.call(template.action, `/admin/settings/templates/${key}/de`, {
        as: admin,
        params: { key, lang: "de" },
        form: { subject: "x", html: "<p>x</p>", text: "x", intent: "save" },
      });
      expect([key, save.status]).toEqual([key, 404]);
    }
  });
});
