import { createHmac, timingSafeEqual } from "node:crypto";
import type { WebhookReader, WebhookRequest } from "../provider-port.ts";
import { newTestId } from "./test-provider.ts";

export const TEST_SIGNATURE_HEADER = "vv-test-signature";

/** How long a signed notice stays acceptable, as Stripe's default tolerance. */
const TOLERANCE_MS = 300_000;

function signatureOf(key: Buffer, timestamp: number, body: string): string {
  return createHmac("sha256", key).update(`${timestamp}.${body}`).digest("hex");
}

/** A notice as the test provider sends it: `{event, payment}`, signed with the time it was sent. */
export function signedTestNotice(
  key: Buffer,
  providerPaymentId: string,
  at: Date,
): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({ event: newTestId("tr").replace("tr_", "te_"), payment: providerPaymentId });
  const timestamp = Math.floor(at.getTime() / 1000);
  return { rawBody, signature: `t=${timestamp},v1=${signatureOf(key, timestamp, rawBody)}` };
}

const NOTICE = /^\{"event":"te_[0-9a-f]{24}","payment":"tp_[0-9a-f]{24}"\}$/;

/**
 * Reads the test provider's notices the way Stripe's are read: the signature over the exact
 * bytes received and their time (a copy re-serialised or replayed after five minutes is
 * refused), then only which payment to read again.
 */
export function testWebhookReader(key: Buffer): WebhookReader {
  return {
    name: "test",
    read(request: WebhookRequest) {
      const header = request.header(TEST_SIGNATURE_HEADER) ?? "";
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
      if (!match?.[1] || !match[2]) return { ok: false, reason: "bad_signature" };
      const timestamp = Number(match[1]);
      const expected = Buffer.from(signatureOf(key, timestamp, request.rawBody), "hex");
      if (!timingSafeEqual(expected, Buffer.from(match[2], "hex"))) return { ok: false, reason: "bad_signature" };
      if (Math.abs(request.receivedAt.getTime() - timestamp * 1000) > TOLERANCE_MS)
        return { ok: false, reason: "stale" };
      if (!NOTICE.test(request.rawBody)) return { ok: false, reason: "malformed" };
      const { event, payment } = JSON.parse(request.rawBody) as { event: string; payment: string };
      return { ok: true, notice: { eventId: event, providerPaymentId: payment } };
    },
  };
}
