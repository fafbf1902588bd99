import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { rentalUnits, sitePhotos } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { richFromText } from "../../../modules/rich-text/rich-doc.ts";
import { loadSiteContent, saveSiteDraft } from "../../../modules/site-content/site-content-store.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { findUnit, listUnits, type RentalUnit } from "../../../modules/units/units.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { UnitFormData, UnitListData } from "../../components/dashboard/units/unit-views.ts";
import { action as unitAction, loader as unitLoader } from "./unit-edit.tsx";
import { action as listAction, loader as listLoader } from "./units.tsx";

const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";
const LIST = "/dashboard/content/units";

/** Everything the form sends in the main language, as a browser does. */
function mainForm(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    intent: "save",
    name: "Boslodge De Specht",
    type: "chalet",
    shortDescription: "Een houten lodge aan de bosrand.",
    longDescription: JSON.stringify(richFromText("Wakker worden tussen de dennen.")),
    houseRules: "Niet roken binnen.",
    maxGuests: "4",
    bedrooms: "2",
    beds: "3",
    bathrooms: "1",
    sizeM2: "55",
    checkInFrom: "15:00",
    checkInUntil: "21:00",
    checkOutUntil: "10:30",
    facilities: ["wifi", "sauna"],
    coverPhotoId: "",
    ...overrides,
  };
}

describe.each(testBackends())("dashboard places to stay on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let firstId: string;
  let theirId: string;
  let lodgeId: string;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    // The owner's site speaks Dutch first, and German too.
    const content = await loadSiteContent(handle.db, site.id);
    await saveSiteDraft(handle.db, {
      siteId: site.id,
      draft: { ...content.draft, languages: { main: "nl", others: ["de"] } },
      baseVersion: content.draftVersion,
    });
    firstId = (await listUnits(handle.db, site.id))[0]?.id ?? "";
    theirId = (await listUnits(handle.db, otherSite.id))[0]?.id ?? "";
  });
  afterAll(() => handle.close());

  const list = async (as: Person) => {
    const page = await app.call(listLoader, LIST, { as });
    expect(page.status).toBe(200);
    return (page.data as UnitListData).units;
  };
  const form = async (unitId: string, as: Person, query = "") => {
    const page = await app.call(unitLoader, `${LIST}/${unitId}${query}`, { as, params: { unitId } });
    expect(page.status).toBe(200);
    return page.data as UnitFormData;
  };
  /** As the owner unless told otherwise; null is a visitor. */
  const save = (unitId: string, fields: Record<string, string | string[]>, as: Person | null = owner, query = "") =>
    app.call(unitAction, `${LIST}/${unitId}${query}`, { as: as ?? undefined, params: { unitId }, form: fields });
  const change = (intent: string, unitId: string, as: Person | null = owner) =>
    app.call(listAction, LIST, { as: as ?? undefined, form: { intent, unitId } });
  const stored = async (unitId: string, siteId = site.id) => {
    const unit = await findUnit(handle.db, siteId, unitId);
    if (!unit) throw new Error(`no unit ${unitId}`);
    return unit;
  };
  const clearedBy = async (run: () => Promise<unknown>) => {
    const before = app.siteCacheClears.length;
    await run();
    return app.siteCacheClears.slice(before);
  };
  const order = async () => (await listUnits(handle.db, site.id, { includeArchived: true })).map((u) => u.id);

  it("sends visitors to the login page from every page and action", async () => {
    const login = { status: 302, location: expect.stringMatching(/^\/login\?next=/) };
    expect(await app.call(listLoader, LIST)).toMatchObject({
      ...login,
      location: "/login?next=%2Fdashboard%2Fcontent%2Funits",
    });
    expect(await change("archive", firstId, null)).toMatchObject(login);
    expect(await app.call(unitLoader, `${LIST}/new`, { params: { unitId: "new" } })).toMatchObject(login);
    expect(await app.call(unitLoader, `${LIST}/${firstId}`, { params: { unitId: firstId } })).toMatchObject(login);
    expect(await save(firstId, mainForm(), null)).toMatchObject(login);
    expect(await save("new", mainForm(), null)).toMatchObject(login);
    expect(await stored(firstId)).toMatchObject({ status: "active", name: { nl: "Duinhuis" } });
    expect(await order()).toEqual([firstId]);
  });

  it("keeps every owner to their own places: another's unit is missing (404), a malformed id refused (400)", async () => {
    const before = await stored(theirId, otherSite.id);
    const cleared = await clearedBy(async () => {
      expect(
        await app.call(unitLoader, `${LIST}/${theirId}`, { as: owner, params: { unitId: theirId } }),
      ).toMatchObject({ status: 404 });
      expect(await save(theirId, mainForm({ name: "Overgenomen" }))).toMatchObject({ status: 404 });
      expect(await save(theirId, { intent: "save", name: "Übernommen" }, owner, "?lang=de")).toMatchObject({
        status: 404,
      });
      for (const intent of ["moveUp", "moveDown", "archive", "restore"]) {
        expect(await change(intent, theirId)).toMatchObject({ status: 404, data: { ok: false, reason: "not-found" } });
      }
      expect(
        await app.call(unitLoader, `${LIST}/${MISSING}`, { as: owner, params: { unitId: MISSING } }),
      ).toMatchObject({ status: 404 });
      expect(await app.call(unitLoader, `${LIST}/lodge`, { as: owner, params: { unitId: "lodge" } })).toMatchObject({
        status: 400,
      });
      expect(await save("12345", mainForm())).toMatchObject({ status: 400 });
      expect(await change("archive", "12345")).toMatchObject({ status: 400 });
      expect(await change("delete", firstId)).toMatchObject({ status: 400 });
    });
    expect(cleared).toEqual([]);
    expect(await stored(theirId, otherSite.id)).toEqual(before);
    // Each list shows only its own site's places.
    expect((await list(owner)).map((u) => u.id)).toEqual([firstId]);
    expect((await list(other)).map((u) => u.id)).toEqual([theirId]);
  });

  it("lists the place with its kind and size in the owner's language, and offers the form for a new one", async () => {
    expect(await list(owner)).toEqual([
      {
        id: firstId,
        name: "Duinhuis",
        summary: "Vakantiehuis · 4 gasten · 2 slaapkamers",
        archived: false,
        thumb: null,
        // One place: the home page is its page.
        liveUrl: null,
      },
    ]);
    expect((await list(other))[0]?.summary).toBe("Dom wakacyjny · 4 gości · 2 sypialnie");

    const blank = await form("new", owner);
    expect(blank).toMatchObject({ unitId: null, lang: "nl", mainLang: "nl", texts: { name: "" }, reference: null });
    expect(blank.details).toMatchObject({ type: "holidayHome", maxGuests: "2", checkInFrom: "15:00", facilities: [] });
    expect(blank.labels?.types).toContainEqual({ value: "tinyHouse", label: "Tiny house" });
    const kitchen = blank.labels?.groups.find((g) => g.group === "kitchen");
    expect(kitchen?.label).toBe("Keuken");
    expect(kitchen?.facilities[0]).toEqual({ key: "dishwasher", label: "Vaatwasser" });
    // The Polish owner reads the labels in Polish, and only those.
    const polish = await form("new", other);
    expect(polish.labels?.groups.find((g) => g.group === "kitchen")?.label).toBe("Kuchnia");
    expect(JSON.stringify(polish.labels)).not.toContain("Vaatwasser");
  });

  it("refuses a new place without a name, with each problem beside its field and everything typed kept", async () => {
    const cleared = await clearedBy(async () => {
      const refused = await save(
        "new",
        mainForm({ name: " ", maxGuests: "0", beds: "veel", checkInFrom: "25:00", facilities: ["wifi", "jacuzzi"] }),
      );
      expect(refused).toMatchObject({
        status: 400,
        data: {
          ok: false,
          problems: {
            fields: {
              name: [{ key: "dashboard.content.units.errors.required" }],
              maxGuests: [{ key: "dashboard.content.units.errors.number", params: { min: 1, max: 500 } }],
              beds: [{ key: "dashboard.content.units.errors.number" }],
              checkInFrom: [{ key: "dashboard.content.units.errors.time" }],
              facilities: [{ key: "dashboard.content.units.errors.choice" }],
            },
          },
          values: { name: " ", maxGuests: "0", beds: "veel", checkInFrom: "25:00", houseRules: "Niet roken binnen." },
          facilities: ["wifi", "jacuzzi"],
        },
      });
      const fields = (refused.data as { problems: { fields: Record<string, unknown> } }).problems.fields;
      expect(Object.keys(fields).sort()).toEqual(["beds", "checkInFrom", "facilities", "maxGuests", "name"]);
    });
    expect(cleared).toEqual([]);
    expect(await order()).toEqual([firstId]);
  });

  it("adds a place at the end of the list and opens its page; the site shows it at once", async () => {
    let location = "";
    const cleared = await clearedBy(async () => {
      const created = await save("new", mainForm());
      expect(created.status).toBe(302);
      location = created.location ?? "";
    });
    expect(cleared).toEqual([site.id]);
    const match = /^\/dashboard\/content\/units\/([0-9a-f-]{36})\?created=1$/.exec(location);
    lodgeId = match?.[1] ?? "";
    expect(lodgeId).not.toBe("");
    expect(await stored(lodgeId)).toMatchObject({
      slug: "boslodge-de-specht",
      status: "active",
      type: "chalet",
      name: { nl: "Boslodge De Specht" },
      shortDescription: { nl: "Een houten lodge aan de bosrand." },
      longDescription: { nl: richFromText("Wakker worden tussen de dennen.") },
      houseRules: { nl: "Niet roken binnen." },
      maxGuests: 4,
      bedrooms: 2,
      beds: 3,
      bathrooms: 1,
      sizeM2: 55,
      checkInFrom: "15:00",
      checkInUntil: "21:00",
      checkOutUntil: "10:30",
      facilities: ["wifi", "sauna"],
      coverPhotoId: null,
    } satisfies Partial<RentalUnit>);
    expect(await order()).toEqual([firstId, lodgeId]);
    // Two places: each has its own page on the site.
    const units = await list(owner);
    expect(units.map((u) => u.liveUrl)).toEqual([
      "https://duinhuis.vayvista.test/accommodaties/duinhuis",
      "https://duinhuis.vayvista.test/accommodaties/boslodge-de-specht",
    ]);
    expect(units[1]?.summary).toBe("Chalet · 4 gasten · 2 slaapkamers");
  });

  it("edits a place in the main language: a new name keeps the address, a photo of the site becomes its cover", async () => {
    const [photo] = await handle.db
      .insert(sitePhotos)
      .values({ siteId: site.id, unitId: lodgeId, width: 1600, height: 1200, widths: [480, 960, 1600] })
      .returning();
    const [theirPhoto] = await handle.db
      .insert(sitePhotos)
      .values({ siteId: otherSite.id, width: 800, height: 600, widths: [480] })
      .returning();
    const page = await form(lodgeId, owner);
    expect(page.photos.map((p) => p.id)).toEqual([photo?.id]);
    expect(page.languages).toEqual(["nl", "de"]);

    const refused = await save(lodgeId, mainForm({ coverPhotoId: theirPhoto?.id ?? "" }));
    expect(refused).toMatchObject({
      status: 400,
      data: { problems: { fields: { coverPhotoId: [{ key: "dashboard.content.errors.photo" }] } } },
    });
    expect((await stored(lodgeId)).coverPhotoId).toBeNull();

    const cleared = await clearedBy(async () => {
      const saved = await save(
        lodgeId,
        mainForm({
          name: "Boshut De Specht",
          maxGuests: "6",
          sizeM2: "",
          facilities: ["fireplace"],
          coverPhotoId: photo?.id ?? "",
          checkOutUntil: "11:00:00",
        }),
      );
      expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    });
    expect(cleared).toEqual([site.id]);
    expect(await stored(lodgeId)).toMatchObject({
      slug: "boslodge-de-specht",
      name: { nl: "Boshut De Specht" },
      maxGuests: 6,
      sizeM2: null,
      facilities: ["fireplace"],
      coverPhotoId: photo?.id,
      checkOutUntil: "11:00",
    });
    const units = await list(owner);
    expect(units[1]).toMatchObject({ name: "Boshut De Specht", thumb: expect.stringContaining(`${photo?.id}`) });
    expect(units[1]?.liveUrl).toMatch(/\/accommodaties\/boslodge-de-specht$/);
  });

  it("translates only the texts, beside the main language's, and leaves the rest and other languages alone", async () => {
    const before = await stored(lodgeId);
    const german = await form(lodgeId, owner, "?lang=de");
    expect(german).toMatchObject({
      lang: "de",
      texts: { name: "", shortDescription: "", houseRules: "" },
      reference: {
        name: "Boshut De Specht",
        shortDescription: "Een houten lodge aan de bosrand.",
        longDescription: "Wakker worden tussen de dennen.",
        houseRules: "Niet roken binnen.",
      },
      details: null,
      labels: null,
      photos: [],
    });

    const cleared = await clearedBy(async () => {
      // A forged form that also sends the shared fields changes none of them.
      const saved = await save(
        lodgeId,
        {
          intent: "save",
          name: "Waldhütte Specht",
          shortDescription: "Eine Holzhütte am Waldrand.",
          longDescription: JSON.stringify(richFromText("Aufwachen zwischen Kiefern.")),
          houseRules: "",
          maxGuests: "99",
          type: "villa",
          facilities: ["pool"],
        },
        owner,
        "?lang=de",
      );
      expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    });
    expect(cleared).toEqual([site.id]);
    const after = await stored(lodgeId);
    expect(after).toEqual({
      ...before,
      name: { nl: "Boshut De Specht", de: "Waldhütte Specht" },
      shortDescription: { nl: "Een houten lodge aan de bosrand.", de: "Eine Holzhütte am Waldrand." },
      longDescription: { ...before.longDescription, de: richFromText("Aufwachen zwischen Kiefern.") },
    });
    expect((await form(lodgeId, owner, "?lang=de")).texts.name).toBe("Waldhütte Specht");

    // A translation may leave the name empty (the site then shows the main language's) but not run long.
    const tooLong = await save(lodgeId, { intent: "save", name: "x".repeat(81) }, owner, "?lang=de");
    expect(tooLong).toMatchObject({
      status: 400,
      data: {
        problems: { fields: { name: [{ key: "dashboard.content.errors.tooLong", params: { max: 80 } }] } },
        values: { name: "x".repeat(81) },
      },
    });
    expect(await save(lodgeId, { intent: "save", name: "" }, owner, "?lang=de")).toMatchObject({ status: 200 });
    expect((await stored(lodgeId)).name).toEqual({ nl: "Boshut De Specht" });
    // A language the site does not speak edits the main language.
    expect((await form(lodgeId, owner, "?lang=pl")).lang).toBe("nl");
  });

  it("keeps private check-in instructions per language, and refuses them too long without losing what was saved", async () => {
    const nl = "Sleutelkluis links van de deur, code 4711.\nWifi: Specht / dennen2026";
    const saved = await save(lodgeId, mainForm({ name: "Boshut De Specht", checkInInstructions: nl }));
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    expect((await stored(lodgeId)).checkInInstructions).toEqual({ nl });
    expect((await form(lodgeId, owner)).texts.checkInInstructions).toBe(nl);
    const de = "Schlüsselkasten links der Tür, Code 4711.";
    expect(await save(lodgeId, { intent: "save", checkInInstructions: de }, owner, "?lang=de")).toMatchObject({
      status: 200,
    });
    const german = await form(lodgeId, owner, "?lang=de");
    expect(german.texts.checkInInstructions).toBe(de);
    expect(german.reference?.checkInInstructions).toBe(nl);
    // Too long: refused beside the field (in the owner's language), what was typed kept, nothing stored lost.
    const tooLong = await save(lodgeId, mainForm({ name: "Boshut De Specht", checkInInstructions: "x".repeat(2_001) }));
    expect(tooLong).toMatchObject({
      status: 400,
      data: {
        problems: {
          fields: { checkInInstructions: [{ key: "dashboard.content.errors.tooLong", params: { max: 2_000 } }] },
        },
        values: { checkInInstructions: "x".repeat(2_001) },
      },
    });
    expect((await stored(lodgeId)).checkInInstructions).toEqual({ nl, de });
    // Another owner's place cannot be given instructions.
    expect(await save(theirId, mainForm({ checkInInstructions: "code 1234" }))).toMatchObject({ status: 404 });
    expect((await stored(theirId, otherSite.id)).checkInInstructions).toEqual({});
  });

  it("refuses a name of more than one line beside its field, and saves beside a name stored so before", async () => {
    const before = await stored(lodgeId);
    for (const name of ["Boshut\r\nEND:VCALENDAR", "Boshut\u0000", "Boshut\u2029Specht", "Bos\thut"]) {
      const refused = await save(lodgeId, mainForm({ name }));
      expect([name, refused]).toMatchObject([
        name,
        {
          status: 400,
          data: { problems: { fields: { name: [{ key: "dashboard.content.errors.oneLine" }] } }, values: { name } },
        },
      ]);
    }
    expect(await stored(lodgeId)).toEqual(before);
    // A name saved with a line break before names were checked: a translation still saves, and
    // the stored name keeps its words on one line.
    await handle.db
      .update(rentalUnits)
      .set({ name: { nl: "Boshut\nDe Specht" } })
      .where(eq(rentalUnits.id, lodgeId));
    const saved = await save(lodgeId, { intent: "save", name: "Waldhütte" }, owner, "?lang=de");
    expect(saved).toMatchObject({ status: 200, data: { ok: true } });
    expect((await stored(lodgeId)).name).toEqual({ nl: "Boshut De Specht", de: "Waldhütte" });
    await save(lodgeId, { intent: "save", name: "" }, owner, "?lang=de");
  });

  it("moves a place up and down, and only the owner's own list", async () => {
    const theirs = await listUnits(handle.db, otherSite.id, { includeArchived: true });
    const cleared = await clearedBy(async () => {
      expect(await change("moveUp", lodgeId)).toMatchObject({
        status: 200,
        data: { ok: true, intent: "moveUp", unitId: lodgeId },
      });
    });
    expect(cleared).toEqual([site.id]);
    expect(await order()).toEqual([lodgeId, firstId]);
    // At the top it stays there.
    expect(await change("moveUp", lodgeId)).toMatchObject({ status: 200 });
    expect(await order()).toEqual([lodgeId, firstId]);
    expect(await change("moveDown", lodgeId)).toMatchObject({ status: 200 });
    expect(await order()).toEqual([firstId, lodgeId]);
    expect((await list(owner)).map((u) => u.id)).toEqual([firstId, lodgeId]);
    expect(await listUnits(handle.db, otherSite.id, { includeArchived: true })).toEqual(theirs);
  });

  it("archives and restores a place, but never the last one on the site", async () => {
    const cleared = await clearedBy(async () => {
      expect(await change("archive", firstId)).toMatchObject({ status: 200, data: { ok: true, intent: "archive" } });
    });
    expect(cleared).toEqual([site.id]);
    expect((await stored(firstId)).status).toBe("archived");
    const units = await list(owner);
    expect(units.map((u) => [u.id, u.archived, u.liveUrl !== null])).toEqual([
      [firstId, true, false],
      // One place left on the site: its page is the home page.
      [lodgeId, false, false],
    ]);

    const refused = await clearedBy(async () => {
      expect(await change("archive", lodgeId)).toMatchObject({
        status: 409,
        data: { ok: false, intent: "archive", unitId: lodgeId, reason: "lastActive" },
      });
    });
    expect(refused).toEqual([]);
    expect((await stored(lodgeId)).status).toBe("active");

    // An archived place can still be edited, and comes back where it was.
    expect(await form(firstId, owner)).toMatchObject({ unitId: firstId, title: "Duinhuis" });
    expect(await change("restore", firstId)).toMatchObject({ status: 200, data: { ok: true, intent: "restore" } });
    expect((await stored(firstId)).status).toBe("active");
    expect(await order()).toEqual([firstId, lodgeId]);
    expect(app.siteCacheClears).not.toContain(otherSite.id);
  });
});
