import { eq } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../../db/client.ts";
import { calendarFeeds, domainClaims, rentalUnits, sitePhotos, stays, unitRates, userSites } from "../../db/schema.ts";
import { testAuth } from "../../modules/accounts/test-support.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { DEFAULT_RATE_PLAN, type RatePlan } from "../../modules/pricing/rate-plan.ts";
import { createOwnerSite } from "../../modules/sites/create-owner-site.ts";

/** Every text the template site carries that must differ per copy (name, subdomain, domain, email) contains this. */
export const TEMPLATE = "scale-site";
export const TEMPLATE_PASSWORD = "duinen en dijken bij nacht";
export const TEMPLATE_DOMAIN = `${TEMPLATE}.vakantie-bench.nl`;

export type TemplateSite = { ownerId: string; siteId: string; unitSlug: string; email: string };

/** The host name, custom domain and owner address of copy `k` (0 is the template itself). */
export const copyName = (k: number) => (k === 0 ? TEMPLATE : `${TEMPLATE}-${k}`);
export const copyDomain = (k: number) => TEMPLATE_DOMAIN.replace(TEMPLATE, copyName(k));

/**
 * One owner's complete site, made the way the product makes it (an account with a password,
 * the onboarding's site with its profile and first unit), then given what a site that has
 * run for a while has: rates, a verified custom domain, photos' records, two years of stays
 * and a channel feed.
 */
export async function seedTemplateSite(db: Database): Promise<TemplateSite> {
  const { auth } = testAuth(db);
  const email = `${TEMPLATE}@eigenaar.vakantie-bench.nl`;
  const created = await auth.api.createUser({
    body: {
      email,
      name: `Eigenaar ${TEMPLATE}`,
      password: TEMPLATE_PASSWORD,
      role: "owner",
      data: { emailVerified: true, lang: "nl" },
    },
  });
  const ownerId = created.user.id;
  const site = await createOwnerSite(
    db,
    {
      ownerId,
      publishedWithoutSubscription: true,
      siteName: `Villa ${TEMPLATE}`,
      theme: "warm-cozy",
      subdomain: TEMPLATE,
      profile: {
        propertyType: "holidayHome",
        address: "Duinweg 1",
        postalCode: "4506 AB",
        city: "Cadzand",
        country: "NL",
        maxGuests: 6,
        bedrooms: 3,
        bathrooms: 2,
        description: "Een vrijstaand vakantiehuis achter de duinen van Cadzand, op vijf minuten lopen van het strand.",
        basePriceCents: 15000,
        currency: "EUR",
      },
    },
    { onSiteChanged: () => {} },
  );
  if (!site.ok) throw new Error(`template site not created: ${JSON.stringify(site)}`);
  const siteId = site.site.id;
  const [unit] = await db.select().from(rentalUnits).where(eq(rentalUnits.siteId, siteId));
  if (!unit) throw new Error("template unit missing");

  const plan: RatePlan = {
    ...DEFAULT_RATE_PLAN,
    baseNightlyCents: 14_500,
    weekendNightlyCents: 16_500,
    cleaningFeeCents: 9_500,
  };
  await db.insert(unitRates).values({ unitId: unit.id, siteId, plan });
  await db.update(userSites).set({ customDomain: TEMPLATE_DOMAIN }).where(eq(userSites.id, siteId));
  await db.insert(domainClaims).values({
    siteId,
    domain: TEMPLATE_DOMAIN,
    token: `${TEMPLATE}-token`,
    status: "verified",
    verifiedAt: new Date(),
  });
  await db.insert(sitePhotos).values(
    Array.from({ length: 8 }, (_, i) => ({
      siteId,
      unitId: i < 4 ? unit.id : null,
      position: i,
      width: 2400,
      height: 1600,
      widths: [480, 960, 1600, 2400],
      alt: { nl: `Foto ${i + 1} van het huis` },
    })),
  );
  // Two years of stays, a week every three, ending before the weeks the quotes ask for.
  const today = todayIn("Europe/Amsterdam", new Date());
  const rows: (typeof stays.$inferInsert)[] = [];
  for (let week = -52; week < 52; week += 3) {
    if (week >= 8 && week < 14) continue;
    const checkIn = addDays(today, week * 7);
    rows.push({
      siteId,
      unitId: unit.id,
      kind: "booking",
      status: "confirmed",
      checkIn,
      checkOut: addDays(checkIn, 7),
      source: "direct",
      totalCents: 7 * 14_500,
      guestName: "Gast van de bench",
    });
  }
  await db.insert(stays).values(rows);
  await db.insert(calendarFeeds).values({
    siteId,
    unitId: unit.id,
    channel: "airbnb",
    name: "Airbnb",
    url: `https://www.airbnb.nl/calendar/ical/${TEMPLATE}.ics?s=bench`,
    health: "healthy",
    lastAttemptAt: new Date(),
    lastSuccessAt: new Date(),
  });
  return { ownerId, siteId, unitSlug: unit.slug, email };
}

type Column = { name: string; type: string; hasSequence: boolean; generated: boolean };

/**
 * Copies the template site (its owner and every row that hangs off it) into copies `from`..`to`
 * in a few INSERT … SELECT over generate_series per table: ids are mapped with md5(id || k), so
 * references between the copied rows stay inside each copy, and every text naming the
 * template (subdomain, domain, email) gets the copy's number. Foreign keys are not checked
 * while copying (session_replication_role), which is why the rows need no order.
 */
export async function copyTemplate(url: string, template: TemplateSite, from: number, to: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = new Map<string, Column[]>();
    const { rows } = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      column_default: string | null;
      is_generated: string;
      is_identity: string;
    }>(
      `select c.table_name, c.column_name, c.data_type, c.column_default, c.is_generated, c.is_identity
         from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.ordinal_position`,
    );
    for (const r of rows) {
      const list = columns.get(r.table_name) ?? [];
      list.push({
        name: r.column_name,
        type: r.data_type,
        hasSequence: (r.column_default ?? "").startsWith("nextval(") || r.is_identity === "YES",
        generated: r.is_generated === "ALWAYS",
      });
      columns.set(r.table_name, list);
    }
    // Sessions and one-time tokens belong to a browser, not to a site.
    const skipped = new Set(["session", "verification", "rate_limits", "page_views"]);
    const ids = new Set([template.ownerId, template.siteId]);
    const owned = new Map<string, string>();
    for (let pass = 0; pass < 6; pass++) {
      const before = ids.size;
      for (const [table, cols] of columns) {
        if (skipped.has(table)) continue;
        const uuidCols = cols.filter((c) => c.type === "uuid");
        if (uuidCols.length === 0) continue;
        const where = uuidCols.map((c) => `"${c.name}" = any($1::uuid[])`).join(" or ");
        const hasId = cols.some((c) => c.name === "id" && c.type === "uuid");
        const found = await client.query<{ id: string | null }>(
          `select ${hasId ? "id::text" : "null"} as id from "${table}" where ${where}`,
          [[...ids]],
        );
        if (found.rows.length === 0) continue;
        owned.set(table, where);
        for (const r of found.rows) if (r.id) ids.add(r.id);
      }
      if (ids.size === before) break;
    }
    const idList = [...ids];
    await client.query("set session_replication_role = replica");
    for (const [table, where] of owned) {
      const cols = (columns.get(table) ?? []).filter((c) => !c.hasSequence && !c.generated);
      const values = cols.map((c) => {
        const col = `t."${c.name}"`;
        if (c.type === "uuid")
          return `case when ${col} = any($1::uuid[]) then md5(${col}::text || k)::uuid else ${col} end`;
        if (c.type === "text" || c.type === "character varying")
          return `case when ${col} = any($1::uuid[]::text[]) then md5(${col} || k)::uuid::text else replace(${col}, '${TEMPLATE}', '${TEMPLATE}-' || k) end`;
        return col;
      });
      await client.query(
        `insert into "${table}" (${cols.map((c) => `"${c.name}"`).join(", ")})
         select ${values.join(", ")} from "${table}" t cross join generate_series($2::int, $3::int) k
          where ${where}`,
        [idList, from, to],
      );
    }
    await client.query("set session_replication_role = origin");
    await client.query("analyze");
  } finally {
    await client.end();
  }
}
