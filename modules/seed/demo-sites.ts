import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteContent, sitePhotos, sitePosts, siteReviews, user, userSites } from "../../db/schema.ts";
import { seedPageViews } from "../analytics/seed-page-views.ts";
import { textIn } from "../i18n/site-languages.ts";
import { type PhotoServices, uploadSitePhoto } from "../photos/upload-site-photo.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { siteContentDocSchema } from "../site-content/site-content-doc.ts";
import type { DemoPicture, DemoSiteFixture } from "../site-view/demo-fixture.ts";
import { createOwnerSite, type OwnerSite } from "../sites/create-owner-site.ts";
import type { ThemeName } from "../sites/themes.ts";
import { unitInputSchema } from "../units/unit-schema.ts";
import { createUnit } from "../units/units.ts";
import { DEMO_BOOKINGS } from "./content/demo-bookings.ts";
import { seedDemoBookings } from "./demo-bookings.ts";

/** The drawn scenes the demo content names (public/site-demo/{file}.svg). */
const PICTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../public/site-demo");

export type DemoSiteInput = {
  ownerId: string;
  fixture: DemoSiteFixture;
  theme: ThemeName;
  subdomain: string;
  /** Nightly price asked at onboarding, in cents (grosze) of `currency`. */
  basePriceCents: number;
  currency: SiteCurrency;
  now?: Date;
};

/**
 * An owner's finished site from demo content, the way an owner would have built it: the
 * site from onboarding, its units, every picture uploaded through the photo pipeline (the
 * drawings rasterised, then processed into AVIF and WebP like a phone photo), the content
 * published, reviews, posts and six weeks of visits. Slow on purpose only where an owner's
 * upload is slow: each photo is processed once.
 */
export async function seedDemoSite(db: Database, photos: PhotoServices, input: DemoSiteInput): Promise<OwnerSite> {
  const { fixture, ownerId } = input;
  const now = input.now ?? new Date();
  const main = fixture.doc.languages.main;
  const first = fixture.units[0];
  if (!first) throw new Error(`demo ${fixture.name} has no unit`);
  const created = await createOwnerSite(
    db,
    {
      ownerId,
      publishedWithoutSubscription: true,
      siteName: fixture.name,
      theme: input.theme,
      subdomain: input.subdomain,
      profile: {
        propertyType: first.unit.type === "room" ? "bnb" : first.unit.type === "chalet" ? "chalet" : "holidayHome",
        address: fixture.doc.contact.street,
        postalCode: fixture.doc.contact.postalCode,
        city: fixture.doc.contact.city,
        country: fixture.doc.contact.country || "NL",
        maxGuests: first.unit.maxGuests,
        bedrooms: first.unit.bedrooms,
        bathrooms: first.unit.bathrooms,
        description: textIn(first.unit.shortDescription, main, main),
        basePriceCents: input.basePriceCents,
        currency: input.currency,
      },
    },
    { onSiteChanged: () => {} },
  );
  if (!created.ok) throw new Error(`demo site ${input.subdomain} not created: ${JSON.stringify(created)}`);
  const site = created.site;

  // The first unit was made from the onboarding answers; the others are added.
  const unitIds = new Map<string, string>();
  for (const [i, demo] of fixture.units.entries()) {
    const unit = unitInputSchema.parse({ ...demo.unit, coverPhotoId: null });
    if (i === 0) {
      const [row] = await db
        .update(rentalUnits)
        .set({ ...unit, slug: demo.slug })
        .where(eq(rentalUnits.siteId, site.id))
        .returning({ id: rentalUnits.id });
      if (row) unitIds.set(demo.slug, row.id);
    } else {
      unitIds.set(demo.slug, (await createUnit(db, { siteId: site.id, mainLang: main, unit })).id);
    }
  }

  // Each drawing once, as an owner would upload it: the site's own pictures, then each unit's.
  const photoIds = new Map<string, string>();
  const upload = async (picture: DemoPicture, album: "gallery" | "other", unitId: string | null) => {
    const known = photoIds.get(picture.file);
    if (known) return known;
    const svg = await readFile(path.join(PICTURES_DIR, `${picture.file}.svg`));
    const png = await sharp(svg).png().toBuffer();
    const photo = await uploadSitePhoto(db, photos, { siteId: site.id, unitId, album, bytes: new Uint8Array(png) });
    await db
      .update(sitePhotos)
      .set({ alt: picture.alt, caption: picture.caption ?? {} })
      .where(and(eq(sitePhotos.id, photo.id), eq(sitePhotos.siteId, site.id)));
    photoIds.set(picture.file, photo.id);
    return photo.id;
  };
  const heroId = await upload(fixture.hero, "gallery", null);
  for (const picture of fixture.gallery) await upload(picture, "gallery", null);
  for (const demo of fixture.units) {
    const unitId = unitIds.get(demo.slug) ?? null;
    const coverId = await upload(demo.cover, "gallery", unitId);
    for (const picture of demo.photos) await upload(picture, "gallery", unitId);
    if (unitId) await db.update(rentalUnits).set({ coverPhotoId: coverId }).where(eq(rentalUnits.id, unitId));
  }
  const hostId = await upload(fixture.hostPhoto, "other", null);

  const doc = siteContentDocSchema.parse({
    ...fixture.doc,
    heroPhotoId: heroId,
    about: { ...fixture.doc.about, hostPhotoId: hostId },
  });
  await db.insert(siteContent).values({ siteId: site.id, draft: doc, published: doc, publishedAt: now });

  if (fixture.reviews.length > 0) {
    await db.insert(siteReviews).values(
      fixture.reviews.map((review) => ({
        siteId: site.id,
        unitId: review.unit ? (unitIds.get(review.unit) ?? null) : null,
        guestName: review.guestName,
        stayMonth: review.stayMonth,
        rating: review.rating,
        body: review.body,
        lang: review.lang,
        source: review.source,
        reply: review.reply ?? null,
        repliedAt: review.reply ? now : null,
      })),
    );
  }

  const day = 24 * 60 * 60 * 1000;
  for (const post of fixture.posts) {
    const coverPhotoId = await upload(post.cover, "other", null);
    await db.insert(sitePosts).values({
      siteId: site.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      coverPhotoId,
      status: "published",
      publishAt: new Date(now.getTime() - post.daysAgo * day),
    });
  }

  await seedPageViews(db, site.id, { days: 42, perDay: 60, mainLang: main, now });
  return site;
}

/** The demo owners (modules/seed/demo-accounts.ts) and the finished sites they get. */
const DEMO_OWNER_SITES = [
  {
    email: "sanne@vayvista.test",
    demo: "coast",
    theme: "fresh-coastal",
    subdomain: "duinhuis-zeezicht",
    price: 14500,
    currency: "EUR",
  },
  {
    email: "piotr@vayvista.test",
    demo: "mountains",
    theme: "nature-rustic",
    subdomain: "trzy-smreki",
    price: 45000,
    currency: "PLN",
  },
] as const;

/**
 * On the first local start, after the demo accounts: Sanne's Dutch coast house (one unit)
 * and Piotr's Polish mountain cabins (three units), so a newcomer who signs in sees a working
 * product, their calendars filled too (rates, bookings, a voucher, an imported channel
 * calendar: modules/seed/demo-bookings.ts). Owners that already have a site are left alone.
 */
export async function seedDemoOwnerSites(
  db: Database,
  photos: PhotoServices,
  demos: Record<"coast" | "mountains", DemoSiteFixture>,
): Promise<OwnerSite[]> {
  const sites: OwnerSite[] = [];
  for (const entry of DEMO_OWNER_SITES) {
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, entry.email)).limit(1);
    if (!owner) continue;
    const [existing] = await db
      .select({ id: userSites.id })
      .from(userSites)
      .where(eq(userSites.userId, owner.id))
      .limit(1);
    if (existing) continue;
    const site = await seedDemoSite(db, photos, {
      ownerId: owner.id,
      fixture: demos[entry.demo],
      theme: entry.theme,
      subdomain: entry.subdomain,
      basePriceCents: entry.price,
      currency: entry.currency,
    });
    await seedDemoBookings(db, site.id, DEMO_BOOKINGS[entry.demo]);
    sites.push(site);
  }
  return sites;
}
