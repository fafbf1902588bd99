import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeMollie, startFakeMollie } from "./fake-mollie.testing.ts";
import { mollieClient } from "./mollie-client.ts";
import { accountStatus, authorizeUrl, exchangeCode, MollieConnectError, refreshAccessToken } from "./mollie-connect.ts";

let fake: FakeMollie;
beforeAll(async () => {
  fake = await startFakeMollie();
});
afterAll(() => fake.close());

const NOW = new Date("2026-11-28T12:00:00Z");

function tokenCall() {
  return { ...fake.app, tokenUrl: fake.tokenUrl, now: NOW };
}

async function rejection(promise: Promise<unknown>): Promise<MollieConnectError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof MollieConnectError)) throw new Error(`expected a MollieConnectError, got ${String(error)}`);
  return error;
}

describe("connecting an owner's Mollie account", () => {
  it("sends the owner to Mollie asking every scope at once, with our state", () => {
    const url = new URL(authorizeUrl({ clientId: "app_123", redirectUri: fake.app.redirectUri, state: "st4te-x" }));
    expect(url.origin + url.pathname).toBe("https://my.mollie.com/oauth2/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "app_123",
      redirect_uri: fake.app.redirectUri,
      state: "st4te-x",
      scope: expect.any(String),
      response_type: "code",
      approval_prompt: "auto",
    });
    expect(url.searchParams.get("scope")?.split(" ")).toEqual([
      "payments.read",
      "payments.write",
      "refunds.read",
      "refunds.write",
      "customers.read",
      "customers.write",
      "mandates.read",
      "mandates.write",
      "profiles.read",
      "organizations.read",
      "onboarding.read",
    ]);
  });

  it("exchanges the code for tokens that act for that owner, and refreshes them", async () => {
    const { owner } = fake.addOwner();
    const code = fake.issueCode(owner.id);
    const tokens = await exchangeCode({ ...tokenCall(), code, redirectUri: fake.app.redirectUri });
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^access_/),
      refreshToken: expect.stringMatching(/^refresh_/),
      expiresAt: new Date(NOW.getTime() + 3600_000),
    });
    const status = await accountStatus(connected(tokens.accessToken), { currency: "EUR" });
    expect(status.profileId).toBe(owner.profileId);

    const refreshed = await refreshAccessToken({
      ...tokenCall(),
      refreshToken: tokens.refreshToken,
      redirectUri: fake.app.redirectUri,
    });
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect((await accountStatus(connected(refreshed.accessToken), { currency: "EUR" })).profileId).toBe(
      owner.profileId,
    );
  });

  it("refuses a code used twice, a made-up one and a wrong app secret, naming no secret", async () => {
    const { owner } = fake.addOwner();
    const code = fake.issueCode(owner.id);
    await exchangeCode({ ...tokenCall(), code, redirectUri: fake.app.redirectUri });
    const twice = await rejection(exchangeCode({ ...tokenCall(), code, redirectUri: fake.app.redirectUri }));
    expect([twice.code, twice.oauthError]).toEqual(["rejected", "invalid_grant"]);

    const typed = await rejection(
      exchangeCode({ ...tokenCall(), code: "x'><script>", redirectUri: fake.app.redirectUri }),
    );
    expect(typed.code).toBe("invalid_code");
    expect(fake.requests.some((r) => r.url.includes("script"))).toBe(false);

    const other = fake.issueCode(owner.id);
    const wrongSecret = await rejection(
      exchangeCode({ ...tokenCall(), clientSecret: "guessed", code: other, redirectUri: fake.app.redirectUri }),
    );
    expect([wrongSecret.code, wrongSecret.oauthError]).toEqual(["rejected", "invalid_client"]);
    for (const error of [twice, typed, wrongSecret]) {
      expect(error.message).not.toContain(code);
      expect(error.message).not.toContain(fake.app.clientSecret);
    }
  });

  it("fails as unreachable when Mollie cannot be reached", async () => {
    const gone = await startFakeMollie();
    await gone.close();
    const error = await rejection(
      refreshAccessToken({
        ...tokenCall(),
        tokenUrl: gone.tokenUrl,
        refreshToken: "refresh_x",
        redirectUri: "https://x",
      }),
    );
    expect(error.code).toBe("unreachable");
  });
});

function connected(accessToken: string) {
  return mollieClient({ accessToken, testmode: true, apiEndpoint: fake.apiEndpoint });
}

describe("the connected account's status", () => {
  it("can take payments, with the methods its profile has for the site's currency", async () => {
    const { owner, accessToken } = fake.addOwner();
    expect(await accountStatus(connected(accessToken), { currency: "EUR" })).toEqual({
      organization: { id: owner.id, name: `Owner ${owner.id}` },
      canTakePayments: true,
      methods: ["card", "ideal", "bancontact", "przelewy24"],
      profileId: owner.profileId,
    });
    expect((await accountStatus(connected(accessToken), { currency: "PLN" })).methods).toEqual([
      "card",
      "przelewy24",
      "blik",
    ]);
  });

  it("cannot take payments while onboarding needs data, or with an unverified profile", async () => {
    const onboarding = fake.addOwner({ onboarding: "needs-data", canReceivePayments: false });
    expect(await accountStatus(connected(onboarding.accessToken), { currency: "EUR" })).toMatchObject({
      canTakePayments: false,
      profileId: onboarding.owner.profileId,
    });
    const unverified = fake.addOwner({ profileStatus: "unverified", methods: ["creditcard"] });
    expect(await accountStatus(connected(unverified.accessToken), { currency: "EUR" })).toMatchObject({
      canTakePayments: false,
      methods: ["card"],
      profileId: unverified.owner.profileId,
    });
    const blocked = fake.addOwner({ profileStatus: "blocked" });
    expect(await accountStatus(connected(blocked.accessToken), { currency: "EUR" })).toMatchObject({
      organization: { id: blocked.owner.id },
      canTakePayments: false,
      methods: [],
      profileId: null,
    });
  });
});
