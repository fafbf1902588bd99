import { FakeStripeError, newId } from "./fake-stripe-books.testing.ts";

/**
 * The fake Stripe's connected accounts (Accounts v2, JSON): made by the platform with
 * capabilities requested, each pending until a test says Stripe activated it; until then
 * the owner still has details to give (one requirement awaiting the user).
 */

type Json = Record<string, unknown>;
type CapabilityStatus = "active" | "pending" | "restricted" | "unsupported";

type ConnectedAccount = {
  id: string;
  contactEmail: string | null;
  country: string | null;
  dashboard: string | null;
  responsibilities: unknown;
  capabilities: Map<string, CapabilityStatus>;
  ownerMustAct: boolean;
};

export class FakeStripeConnect {
  readonly accounts = new Map<string, ConnectedAccount>();
  readonly links: { account: string; refreshUrl: string; returnUrl: string; url: string }[] = [];

  create(body: Json): Json {
    const configuration = (body.configuration ?? {}) as Json;
    const merchant = (configuration.merchant ?? {}) as Json;
    const requested = Object.entries((merchant.capabilities ?? {}) as Record<string, { requested?: boolean }>);
    const account: ConnectedAccount = {
      id: newId("acct"),
      contactEmail: typeof body.contact_email === "string" ? body.contact_email : null,
      country:
        typeof (body.identity as Json | undefined)?.country === "string"
          ? String((body.identity as Json).country)
          : null,
      dashboard: typeof body.dashboard === "string" ? body.dashboard : null,
      responsibilities: ((body.defaults ?? {}) as Json).responsibilities ?? null,
      capabilities: new Map(requested.filter(([, c]) => c?.requested).map(([name]) => [name, "pending" as const])),
      ownerMustAct: true,
    };
    this.accounts.set(account.id, account);
    return this.view(account, []);
  }

  retrieve(id: string, include: string[]): Json {
    return this.view(this.account(id), include);
  }

  link(body: Json): Json {
    const account = this.account(String(body.account));
    const useCase = (body.use_case ?? {}) as Json;
    const onboarding = (useCase.account_onboarding ?? {}) as Json;
    if (useCase.type !== "account_onboarding" || typeof onboarding.refresh_url !== "string") {
      throw new FakeStripeError(400, {
        type: "invalid_request_error",
        message: "use_case.account_onboarding is required",
      });
    }
    const url = `https://connect.stripe.com/setup/e/${account.id}/${newId("link")}`;
    this.links.push({
      account: account.id,
      refreshUrl: onboarding.refresh_url,
      returnUrl: String(onboarding.return_url),
      url,
    });
    return {
      object: "v2.core.account_link",
      account: account.id,
      created: new Date().toISOString(),
      expires_at: new Date(Date.now() + 300_000).toISOString(),
      livemode: false,
      url,
      use_case: useCase,
    };
  }

  /** Stripe reviewed the owner: these capabilities take the statuses given, and nothing more is asked. */
  settle(id: string, statuses: Record<string, CapabilityStatus>): void {
    const account = this.account(id);
    for (const [name, status] of Object.entries(statuses)) account.capabilities.set(name, status);
    account.ownerMustAct = false;
  }

  /** Stripe wants more from the owner again (a document expired): their charges stop until they act. */
  restrict(id: string, capabilities: string[]): void {
    const account = this.account(id);
    for (const name of capabilities) account.capabilities.set(name, "restricted");
    account.ownerMustAct = true;
  }

  /** The account as a v1 `account.updated` event carries it (Connect's classic shape). */
  v1Account(id: string): Json {
    const account = this.account(id);
    const active = [...account.capabilities.values()].some((status) => status === "active");
    return {
      id: account.id,
      object: "account",
      charges_enabled: active,
      details_submitted: !account.ownerMustAct,
      payouts_enabled: active,
      capabilities: Object.fromEntries(account.capabilities),
      requirements: { currently_due: account.ownerMustAct ? ["individual.id_number"] : [], disabled_reason: null },
      email: account.contactEmail,
      country: account.country,
    };
  }

  private account(id: string): ConnectedAccount {
    const account = this.accounts.get(id);
    if (!account) {
      throw new FakeStripeError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such account: '${id}'`,
      });
    }
    return account;
  }

  /** Accounts v2 leaves out what a read did not `include`. */
  private view(account: ConnectedAccount, include: string[]): Json {
    const capabilities = Object.fromEntries(
      [...account.capabilities].map(([name, status]) => [name, { status, status_details: [] }]),
    );
    return {
      id: account.id,
      object: "v2.core.account",
      applied_configurations: ["merchant"],
      contact_email: account.contactEmail,
      created: new Date().toISOString(),
      dashboard: account.dashboard,
      livemode: false,
      ...(include.includes("configuration.merchant")
        ? { configuration: { merchant: { applied: true, capabilities } } }
        : {}),
      ...(include.includes("requirements")
        ? {
            requirements: {
              entries: account.ownerMustAct
                ? [
                    {
                      awaiting_action_from: "user",
                      description: "identity.individual.id_numbers",
                      errors: [],
                      impact: { restricts_capabilities: [] },
                      minimum_deadline: { status: "currently_due" },
                      requested_reasons: [{ code: "routine_onboarding" }],
                    },
                  ]
                : [],
            },
          }
        : {}),
    };
  }
}
