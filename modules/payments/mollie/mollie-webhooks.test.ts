import { describe, expect, it } from "vitest";
import type { WebhookRequest } from "../provider-port.ts";
import { MOLLIE_WEBHOOK_MAX_BYTES, mollieWebhookReader } from "./mollie-webhooks.ts";

function notice(rawBody: string): WebhookRequest {
  return {
    rawBody,
    header: (name) => (name.toLowerCase() === "content-type" ? "application/x-www-form-urlencoded" : null),
    receivedAt: new Date("2026-11-28T12:00:00Z"),
  };
}

const read = (rawBody: string) => mollieWebhookReader().read(notice(rawBody));

describe("Mollie's webhook", () => {
  it("names the payment to read again, with the payment id as the event id", () => {
    expect(read("id=tr_WDqYK6vllg")).toEqual({
      ok: true,
      notice: { eventId: "tr_WDqYK6vllg", providerPaymentId: "tr_WDqYK6vllg" },
    });
  });

  it.each([
    ["", "an empty body"],
    ["id=tr_abc&status=paid", "a field besides the id (a claim we would never trust)"],
    ["status=paid&id=tr_abc", "the id after another field"],
    ["id=tr_abc&id=tr_def", "two ids"],
    ["id=re_abc", "a refund id"],
    ["id=ord_abc", "an order id"],
    ["id=tr_", "an id without its token"],
    ["id=tr_abc%26x", "an encoded character"],
    ["id=tr_abc-def", "a character Mollie ids do not have"],
    ["id=tr_abc\n", "a trailing newline"],
    ["id=TR_abc", "another spelling of the prefix"],
    ['{"id":"tr_abc"}', "JSON"],
    [`id=tr_${"a".repeat(65)}`, "an id longer than any of Mollie's"],
    [`id=tr_abc${" ".repeat(MOLLIE_WEBHOOK_MAX_BYTES)}`, "a body over the limit"],
  ])("refuses %j (%s) as malformed", (rawBody) => {
    expect(read(rawBody)).toEqual({ ok: false, reason: "malformed" });
  });
});
