import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { outcome } from "../../tests/support/route-harness.ts";
import { refusalText } from "./refusal-text.ts";
import { tooLarge } from "./too-large.server.ts";

/** What an error boundary receives for a thrown `data(...)`: an error response (isRouteErrorResponse). */
async function asRouteError(run: () => unknown) {
  const answered = await outcome(run);
  return { status: answered.status, statusText: "", internal: false, data: answered.data };
}

describe("refusalText", () => {
  it("gives error pages the words of a too-large refusal, in its language", async () => {
    const error = await asRouteError(() => tooLarge("pl"));
    expect(refusalText(error)).toEqual({
      status: 413,
      title: "Za dużo naraz",
      message: expect.stringContaining("nic nie zostało zapisane"),
    });
  });

  it("leaves other errors to the page's own texts", async () => {
    expect(refusalText(await asRouteError(() => Promise.reject(data({ reason: "not-found" }, 404))))).toBeNull();
    expect(refusalText(new Error("boom"))).toBeNull();
  });
});
