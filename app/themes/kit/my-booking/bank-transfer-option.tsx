import { Landmark } from "lucide-react";
import { formatIban } from "../../../../modules/stays/bank-details.ts";
import { fillIn } from "../booking/words.ts";
import type { MyBookingPartProps } from "./part-props.ts";

/**
 * "Or pay by bank transfer" beside paying online, for what is due later: the owner's
 * account (the IBAN grouped in fours to copy and check), the exact amount, the reference to
 * put on it and the deadline. Nothing where the owner does not take transfers.
 */
export function BankTransferOption({ state, words, say, look }: MyBookingPartProps) {
  const transfer = state.bankTransfer;
  if (!transfer) return null;
  const w = words.transfer;
  const rows: [string, string | null][] = [
    [w.holder, transfer.accountHolder],
    [w.iban, formatIban(transfer.iban)],
    [w.bic, transfer.bic],
    [w.amount, say.money(transfer.amountCents)],
    [w.reference, transfer.reference],
  ];
  const { deadline } = transfer;
  return (
    <div data-bank-transfer className="mt-8 max-w-2xl border-t border-current/15 pt-6">
      <h3 className="flex items-center gap-2 font-semibold">
        <Landmark aria-hidden="true" className="size-5 shrink-0 text-(--accent)" />
        {w.heading}
      </h3>
      <p className="mt-2">{w.intro}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 [&_dd]:font-semibold [&_dt]:text-sm">
        {rows.map(
          ([label, value]) =>
            value && (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ),
        )}
      </dl>
      {deadline && (
        <p className="mt-3 font-semibold">
          {"day" in deadline
            ? fillIn(w.byDay, { date: say.day(deadline.day) })
            : fillIn(w.byMoment, { until: say.moment(deadline.until) })}
        </p>
      )}
      <p className={`mt-2 ${look.text}`}>{w.after}</p>
    </div>
  );
}
