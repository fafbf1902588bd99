import { describe, expect, it } from "vitest";
import { idempotencyKey } from "./idempotency-key.ts";

const stayId = "0f8b6a2e-5d2c-4a57-9a43-1c2f3e4d5a6b";

describe("our idempotency key for a call that moves money", () => {
  it("is the same for the same call, so a retried job charges once", () => {
    const balance = { kind: "charge" as const, stayId, instalment: 2, attempt: 1 };
    expect(idempotencyKey(balance)).toBe(idempotencyKey({ ...balance }));
    expect(idempotencyKey(balance)).toBe(`vv:charge:${stayId}:i2:a1`);
  });

  it("differs by instalment, by attempt and by what is done", () => {
    const keys = [
      idempotencyKey({ kind: "charge", stayId, instalment: 1, attempt: 1 }),
      idempotencyKey({ kind: "charge", stayId, instalment: 2, attempt: 1 }),
      idempotencyKey({ kind: "charge", stayId, instalment: 2, attempt: 2 }),
      idempotencyKey({ kind: "hold", stayId, attempt: 1 }),
      idempotencyKey({ kind: "release", stayId, attempt: 1 }),
      idempotencyKey({ kind: "refund", stayId, paymentId: "p-1", attempt: 1 }),
      idempotencyKey({ kind: "subscription", subscriptionId: stayId, period: "2027-01-05", attempt: 1 }),
      idempotencyKey({ kind: "subscription", subscriptionId: stayId, period: "2027-02-05", attempt: 1 }),
      idempotencyKey({ kind: "subscription_refund", subscriptionId: stayId, paymentId: "p-1", attempt: 1 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(255);
  });

  it("refuses parts that could make two calls share a key", () => {
    expect(() => idempotencyKey({ kind: "charge", stayId: "a:i1", instalment: 1, attempt: 1 })).toThrow(RangeError);
    expect(() => idempotencyKey({ kind: "charge", stayId, instalment: 0, attempt: 1 })).toThrow(RangeError);
    expect(() => idempotencyKey({ kind: "hold", stayId, attempt: 1.5 })).toThrow(RangeError);
    expect(() => idempotencyKey({ kind: "refund", stayId, paymentId: "", attempt: 1 })).toThrow(RangeError);
  });
});
