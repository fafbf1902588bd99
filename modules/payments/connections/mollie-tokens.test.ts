import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { paymentAccounts } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { decryptSecret } from "../../messaging/secret-box.ts";
import { ownerWithSite } from "../../sites/sites.testing.ts";
import { type FakeMollie, startFakeMollie } from "../mollie/fake-mollie.testing.ts";
import { mollieClient } from "../mollie/mollie-client.ts";
import { exchangeCode } from "../mollie/mollie-connect.ts";
import { disconnectPaymentAccount } from "../payment-account.ts";
import type { MollieConnectApp } from "../platform/payment-platform.ts";
import { mollieAccessToken, sealMollieTokens } from "./mollie-tokens.ts";

const KEY = randomBytes(32);

describe.each(testBackends())("an owner's Mollie access token on $name", (backend) => {
  let handle: DatabaseHandle;
  let fake: FakeMollie;
  let app: MollieConnectApp;

  beforeAll(async () => {
    handle = await backend.open();
    fake = await startFakeMollie();
    app = {
      ...fake.app,
      testmode: true,
      tokenUrl: fake.tokenUrl,
      client: (accessToken) => mollieClient({ accessToken, testmode: true, apiEndpoint: fake.apiEndpoint }),
    };
  });
  afterAll(async () => {
    await fake.close();
    await handle.close();
  });

  /** A site connected to a fresh Mollie organisation, its access token running out `expiresInMs` from now. */
  async function connected(expiresInMs: number) {
    const { siteId } = await ownerWithSite(handle.db);
    const { owner } = fake.addOwner();
    const tokens = await exchangeCode({ ...app, code: fake.issueCode(owner.id) });
    const [account] = await handle.db
      .insert(paymentAccounts)
      .values({
        siteId,
        provider: "mollie",
        externalAccountId: owner.id,
        profileId: owner.profileId,
        chargesEnabled: true,
        methods: ["ideal"],
        ...sealMollieTokens({ ...tokens, expiresAt: new Date(Date.now() + expiresInMs) }, KEY, siteId),
      })
      .returning();
    return { account: account ?? expect.fail(), tokens, owner };
  }
  const reread = async (siteId: string) =>
    (await handle.db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, siteId)))[0];

  it("uses a token with time to spare as it is, asking Mollie nothing", async () => {
    const { account, tokens } = await connected(30 * 60_000);
    const calls = fake.requests.length;
    expect(await mollieAccessToken(handle.db, app, KEY, account)).toBe(tokens.accessToken);
    expect(fake.requests.length).toBe(calls);
  });

  it("does not write a renewed pair back onto an account disconnected meanwhile", async () => {
    const { account } = await connected(60_000);
    await disconnectPaymentAccount(handle.db, account.siteId);
    const renewed = await mollieAccessToken(handle.db, app, KEY, account);
    expect(renewed).toMatch(/^access_/);
    expect(await reread(account.siteId)).toMatchObject({ accessTokenSealed: null, refreshTokenSealed: null });
  });

  it("uses the token at hand while Mollie cannot be reached, changing nothing", async () => {
    const { account, tokens } = await connected(60_000);
    fake.failNext(1);
    expect(await mollieAccessToken(handle.db, app, KEY, account)).toBe(tokens.accessToken);
    expect(await reread(account.siteId)).toEqual(account);
  });

  it("treats tokens that no longer open (SECRETS_KEY changed) as access lost", async () => {
    const { account } = await connected(30 * 60_000);
    expect(await mollieAccessToken(handle.db, app, randomBytes(32), account)).toBeNull();
    expect(await reread(account.siteId)).toMatchObject({
      chargesEnabled: false,
      accessTokenSealed: null,
      refreshTokenSealed: null,
      disconnectedAt: null,
    });
  });

  it("seals each token for its own site: one copied onto another site's row does not open there", async () => {
    const { account, tokens } = await connected(30 * 60_000);
    const sealed = sealMollieTokens({ ...tokens, expiresAt: new Date() }, KEY, account.siteId);
    expect(() => decryptSecret(sealed.accessTokenSealed, KEY, "payment_accounts.access_token:another-site")).toThrow();
  });
});
