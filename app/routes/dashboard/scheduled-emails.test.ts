import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { messageRules, messageTemplates } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { listRules } from "../../../modules/guest-messages/message-rules-store.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { listUnits } from "../../../modules/units/units.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { RulesPageData } from "../../components/dashboard/messages/rule-result.ts";
import { action, loader } from "./scheduled-emails.tsx";

const PATH = "/dashboard/settings/scheduled-emails";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

/** The rule form as the page posts it: "2 days before arrival at 16:00", quiet at night. */
const ruleForm = (fields: Record<string, string | string[]> = {}) => ({
  intent: "create",
  trigger: "before_arrival",
  days: "2",
  hours: "",
  at: "16:00",
  quiet: "on",
  quietFrom: "21:00",
  quietUntil: "09:00",
  paid: "any",
  late: "send",
  templateId: "new",
  newTemplateName: "Boodschappenlijst",
  ...fields,
});

describe.each(testBackends())("dashboard message rules on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    ({ owner, other, newcomer, site, otherSite } = await dashboardOwners(app));
  });
  afterAll(() => handle.close());

  const page = async (as: Person, query = "") => {
    const result = await app.call(loader, `${PATH}${query}`, { as });
    expect(result.status).toBe(200);
    return result.data as RulesPageData;
  };
  const post = (form: Record<string, string | string[]>, as?: Person) => app.call(action, PATH, { as, form });

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Fsettings%2Fscheduled-emails" };
    expect(await app.call(loader, PATH)).toMatchObject(login);
    expect(await post(ruleForm())).toMatchObject(login);
    expect(await app.call(loader, PATH, { as: newcomer })).toMatchObject({ status: 302, location: "/onboarding" });
  });

  it("gives a site made before guest messages its default rules when the owner first looks, once", async () => {
    const first = await page(owner);
    expect(first.rules.map((rule) => rule.key)).toEqual(["confirmation", "arrival_info", "review_request"]);
    expect(first.rules.every((rule) => rule.enabled)).toBe(true);
    expect(first.timeZone).toBe("Europe/Amsterdam");
    expect((await page(owner)).rules).toHaveLength(3);
  });

  it("adds a rule with a new message, on the owner's own site, and shows it", async () => {
    const [unit] = await listUnits(handle.db, site.id);
    if (!unit) throw new Error("no unit");
    const added = await post(
      ruleForm({ channels: ["direct", "phone"], unitIds: [unit.id], languages: ["de"], nightsMin: "3", paid: "paid" }),
      owner,
    );
    expect(added).toMatchObject({ status: 302, location: `${PATH}?done=added` });
    const rule = (await page(owner)).rules.find((r) => r.templateName === "Boodschappenlijst");
    expect(rule).toMatchObject({
      trigger: "before_arrival",
      days: -2,
      atMinute: 16 * 60,
      quietFrom: 21 * 60,
      quietUntil: 9 * 60,
      enabled: true,
      conditions: {
        unitIds: [unit.id],
        channels: ["direct", "phone"],
        languages: ["de"],
        nights: { min: 3 },
        paidInFull: true,
      },
    });
    expect((await listRules(handle.db, otherSite.id)).some((r) => r.templateName === "Boodschappenlijst")).toBe(false);
  });

  it("refuses a form with problems beside the fields, keeps what was typed and stores nothing", async () => {
    const before = (await page(owner)).rules.length;
    const typed = ruleForm({
      days: "400",
      at: "25:00",
      nightsMin: "5",
      nightsMax: "2",
      templateId: "new",
      newTemplateName: "",
    });
    expect(await post(typed, owner)).toMatchObject({
      status: 400,
      data: {
        ok: false,
        intent: "create",
        errors: {
          days: { key: "wholeNumber", params: { min: 0, max: 365 } },
          at: { key: "time" },
        },
        values: { days: "400", at: "25:00", nightsMin: "5", nightsMax: "2" },
      },
    });
    expect(await post(ruleForm({ days: "0" }), owner)).toMatchObject({
      status: 400,
      data: { errors: { days: { key: "days", params: { min: 1, max: 365 } } } },
    });
    expect(await post(ruleForm({ nightsMin: "5", nightsMax: "2", newTemplateName: "" }), owner)).toMatchObject({
      status: 400,
      data: { errors: { nightsMax: { key: "rangeOrder" }, newTemplateName: { key: "templateName" } } },
    });
    expect(await post(ruleForm({ trigger: "full_moon" }), owner)).toMatchObject({
      status: 400,
      data: { errors: { trigger: { key: "choice" } } },
    });
    expect((await page(owner)).rules).toHaveLength(before);
  });

  it("refuses another owner's units and templates in a rule", async () => {
    await page(other);
    const [theirUnit] = await listUnits(handle.db, otherSite.id);
    const [theirTemplate] = await handle.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.siteId, otherSite.id));
    if (!theirUnit || !theirTemplate) throw new Error("other site incomplete");
    expect(await post(ruleForm({ unitIds: [theirUnit.id] }), owner)).toMatchObject({
      status: 400,
      data: { errors: { unitIds: { key: "unit" } } },
    });
    expect(await post(ruleForm({ templateId: theirTemplate.id }), owner)).toMatchObject({
      status: 400,
      data: { errors: { templateId: { key: "template" } } },
    });
  });

  it("changes, switches off and deletes the owner's own rule", async () => {
    const arrival = (await page(owner)).rules.find((r) => r.key === "arrival_info");
    if (!arrival) throw new Error("no arrival rule");
    expect((await page(owner, `?edit=${arrival.id}`)).editing).toBe(arrival.id);
    const changed = await post(
      ruleForm({ intent: "update", ruleId: arrival.id, days: "5", at: "11:30", templateId: arrival.templateId }),
      owner,
    );
    expect(changed).toMatchObject({ status: 302, location: `${PATH}?done=saved` });
    expect((await listRules(handle.db, site.id)).find((r) => r.id === arrival.id)).toMatchObject({
      days: -5,
      atMinute: 690,
    });
    expect(await post({ intent: "enabled", ruleId: arrival.id, enabled: "false" }, owner)).toMatchObject({
      status: 302,
      location: `${PATH}?done=off`,
    });
    expect((await listRules(handle.db, site.id)).find((r) => r.id === arrival.id)?.enabled).toBe(false);
    expect(await post({ intent: "delete", ruleId: arrival.id }, owner)).toMatchObject({ status: 302 });
    expect((await listRules(handle.db, site.id)).some((r) => r.id === arrival.id)).toBe(false);
  });

  it("answers another owner's rule as missing (404) and a malformed id with 400, changing nothing", async () => {
    const [theirs] = await listRules(handle.db, otherSite.id);
    if (!theirs) throw new Error("no rule");
    const attempts: Record<string, string>[] = [
      ruleForm({ intent: "update", templateId: theirs.templateId }) as Record<string, string>,
      { intent: "enabled", enabled: "false" },
      { intent: "delete" },
    ];
    for (const form of attempts) {
      expect(await post({ ...form, ruleId: theirs.id }, owner), form.intent).toMatchObject({
        status: 404,
        data: { reason: "not-found" },
      });
      expect(await post({ ...form, ruleId: MISSING }, owner), form.intent).toMatchObject({ status: 404 });
      expect(await post({ ...form, ruleId: "12" }, owner), form.intent).toMatchObject({
        status: 400,
        data: { reason: "invalid-id" },
      });
    }
    const [still] = await handle.db.select().from(messageRules).where(eq(messageRules.id, theirs.id));
    expect(still).toMatchObject({ enabled: true, days: theirs.days });
    // Their rule is not opened for editing on my page either.
    expect((await page(owner, `?edit=${theirs.id}`)).editing).toBeNull();
  });
});
