import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { session } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { CLIENT_IP_HEADER } from "../../modules/accounts/client-ip-header.ts";
import type { Auth } from "../../modules/accounts/create-auth.ts";
import { signUpOwner } from "../../modules/accounts/sign-up.ts";
import { Browser, testAuth } from "../../modules/accounts/test-support.ts";
import { authRequestHandler } from "./auth-handler.ts";

describe.each(testBackends())("/api/auth/* on $name", (backend) => {
  let handle: DatabaseHandle;
  let auth: Auth;

  beforeAll(async () => {
    handle = await backend.open();
    ({ auth } = testAuth(handle.db));
    const made = await signUpOwner(
      auth,
      handle.db,
      { name: "Hans", email: "hans@example.nl", password: "grachten bij nacht", lang: "nl" },
      new Browser().headers(),
    );
    if (!made.ok) throw new Error(made.code);
    await handle.db.delete(session);
  });
  afterAll(() => handle.close());

  it("signs in over HTTP and records the address the server saw, not the one the client claims", async () => {
    const handler = authRequestHandler(auth);
    const response = await handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", [CLIENT_IP_HEADER]: "10.0.0.1" },
        body: JSON.stringify({ email: "hans@example.nl", password: "grachten bij nacht" }),
      }),
      "198.51.100.99",
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("vv.session_token="))).toBe(true);
    const rows = await handle.db.select({ ip: session.ipAddress }).from(session);
    expect(rows).toEqual([{ ip: "198.51.100.99" }]);
  });
});
