import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { account, domainClaims, onboardingDrafts, session } from "../../db/schema.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { createOwnerSite } from "../sites/create-owner-site.ts";
import { addOwnerMessage } from "../support/add-owner-message.ts";
import { openSupportRequest } from "../support/open-support-request.ts";
import { replyToSupportRequest } from "../support/reply-to-support-request.ts";
import { createOrPromoteAdmin } from "./create-admin.ts";
import type { Auth } from "./create-auth.ts";
import { signUpOwner } from "./sign-up.ts";
import { Browser } from "./test-support.ts";

const ORIGIN = "https://vayvista.test";

/** The team member who answers the owners' support requests in this test data. */
export const SUPPORT_ADMIN = { email: "support-team@vayvista.test", name: "Support Team" };

/** An owner with something in every table an account touches, and the secrets that must never leak. */
export type OwnerWithData = {
  id: string;
  email: string;
  siteId: string;
  subdomain: string;
  browser: Browser;
  secrets: { sessionToken: string; passwordHash: string; claimToken: string };
};

/** Test data: `key` makes names, addresses and subdomains unique per owner. */
export async function ownerWithData(db: Database, auth: Auth, key: string): Promise<OwnerWithData> {
  const email = `${key}@example.nl`;
  const browser = new Browser(`198.51.100.${Math.floor(Math.random() * 200) + 1}`);
  const made = await signUpOwner(
    auth,
    db,
    { name: `Eigenaar ${key}`, email, password: "zeilboot op het meer", lang: "nl", phone: null },
    browser.headers(),
  );
  if (!made.ok) throw new Error(made.code);
  browser.take(made.headers);
  const id = made.data.user.id;

  const subdomain = `huis-${key}`;
  const created = await createOwnerSite(
    db,
    {
      ownerId: id,
      publishedWithoutSubscription: true,
      siteName: `Huis ${key}`,
      subdomain,
      theme: "fresh-coastal",
      profile: {
        propertyType: "chalet",
        address: `Duinweg ${key}`,
        postalCode: "4506 AB",
        city: "Cadzand",
        country: "NL",
        maxGuests: 6,
        bedrooms: 3,
        bathrooms: 2,
        description: `Chalet ${key} achter de duinen, vijf minuten van het strand.`,
        basePriceCents: 14500,
        currency: "EUR",
      },
    },
    { onSiteChanged: () => {} },
  );
  if (!created.ok) throw new Error(`site not created: ${created.reason}`);
  const { site } = created;
  const claimToken = `claim-token-${key}-${randomUUID()}`;
  await db.insert(domainClaims).values({ siteId: site.id, domain: `${key}-vakantie.nl`, token: claimToken });
  await db.insert(onboardingDrafts).values({ userId: id, step: "property", data: { siteName: `Huis ${key}` } });
  // A support conversation through the support module, so its emails are queued as in
  // production: the team is emailed about the request and the follow-up, the owner about the answer.
  const { userId: adminId } = await createOrPromoteAdmin(db, auth, {
    email: SUPPORT_ADMIN.email,
    name: SUPPORT_ADMIN.name,
    lang: "en",
  });
  const opened = await openSupportRequest(db, {
    ownerId: id,
    subject: `Vraag van ${key}`,
    message: `Hoe koppel ik mijn Airbnb-agenda, ${key}?`,
    origin: ORIGIN,
    ip: browser.ip,
  });
  if (!opened.ok) throw new Error("support request refused");
  const requestId = opened.request.id;
  const followUp = await addOwnerMessage(db, {
    ownerId: id,
    requestId,
    body: `Het gaat om de agenda van huis ${key}.`,
    origin: ORIGIN,
    ip: browser.ip,
  });
  if (!followUp.ok) throw new Error("follow-up refused");
  const reply = await replyToSupportRequest(db, {
    actorId: adminId,
    requestId,
    body: `Antwoord voor ${key}`,
    origin: ORIGIN,
  });
  if (!reply.ok) throw new Error("reply refused");
  await enqueueEmail(db, {
    to: email,
    lang: "nl",
    template: "site-live",
    data: { name: key, siteName: `Huis ${key}`, url: `https://${subdomain}.vayvista.test` },
    userId: id,
    siteId: site.id,
  });
  // Account emails are queued by address only.
  await enqueueEmail(db, {
    to: email,
    lang: "nl",
    template: "password-reset",
    data: { name: key, url: `https://vayvista.test/login/reset?token=reset-${key}` },
  });

  const [current] = await db.select({ token: session.token }).from(session).where(eq(session.userId, id));
  const [credential] = await db.select({ password: account.password }).from(account).where(eq(account.userId, id));
  if (!current || !credential?.password) throw new Error("no session or password");
  return {
    id,
    email,
    siteId: site.id,
    subdomain,
    browser,
    secrets: { sessionToken: current.token, passwordHash: credential.password, claimToken },
  };
}
