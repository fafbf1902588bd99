import type { Voucher } from "../../../../modules/vouchers/list-vouchers.ts";
import type { VoucherFieldErrors } from "../../../../modules/vouchers/voucher-limits.ts";

export const VOUCHER_INTENTS = ["create", "update", "active", "delete"] as const;
export type VoucherIntent = (typeof VOUCHER_INTENTS)[number];

/** The fields of the voucher form, as the page sends them and gets them back after a refusal. */
export const VOUCHER_FIELDS = [
  "code",
  "kind",
  "amount",
  "bookFrom",
  "bookUntil",
  "stayFrom",
  "stayUntil",
  "minNights",
  "maxUses",
  "maxUsesPerEmail",
] as const;

/** What the vouchers page's action answers; a refusal carries what the owner typed back. */
export type VoucherActionResult =
  | { ok: true; intent: VoucherIntent; code?: string; active?: boolean }
  | {
      ok: false;
      intent: VoucherIntent | null;
      errors: VoucherFieldErrors;
      values: Record<string, string>;
      /** The units that were ticked. */
      unitIds: string[];
      /** A used voucher cannot be deleted (only switched off). */
      problem?: "used";
    };

/** A voucher as the page shows it. */
export type VoucherView = Omit<Voucher, "createdAt">;

export type VoucherUnit = { id: string; name: string; archived: boolean };
