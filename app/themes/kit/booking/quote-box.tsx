import type { BookingStrings } from "../../strings/booking/types.ts";
import { type QuoteAnswer, quoteBreakdown } from "./quote-lines.ts";

/** The rows' shape every theme shares: label left, amount right, the total set apart. */
export const QUOTE_ROWS =
  "[&_dl]:space-y-2 [&_dl>div]:flex [&_dl>div]:items-baseline [&_dl>div]:justify-between [&_dl>div]:gap-4 " +
  "[&_dd]:shrink-0 [&_dd]:tabular-nums [&_[data-line=total]]:mt-3 [&_[data-line=total]]:border-t " +
  "[&_[data-line=total]]:pt-3 [&_[data-line=total]]:font-bold [&_[data-line=deposit]]:text-sm " +
  "[&_[data-note]]:mt-3 [&_[data-note]]:text-sm [&_[data-problems]]:list-disc [&_[data-problems]]:space-y-1 " +
  "[&_[data-problems]]:pl-5";

/**
 * The price of the chosen stay as a list of rows, or what is missing for one; the widget's
 * script draws the same markup (app/enhance/booking/quote-view.ts). Beside it a status (a
 * polite live region, read but not seen) where the script says the new total, or what is
 * wrong, each time the price changes: the rows themselves are not read out again.
 */
export function QuoteBox({
  id,
  quote,
  problems,
  words,
  locale,
  className,
  note,
}: {
  /** The stay's price box has one: "Book" names it as the reason it waits (app/enhance/booking). */
  id?: string;
  quote: QuoteAnswer | null;
  problems: string[];
  words: Pick<BookingStrings, "widget" | "quote">;
  locale: string;
  className: string;
  /** Under the total: whether the stay is booked at once or asked for. */
  note?: string;
}) {
  const breakdown = quote ? quoteBreakdown(quote, words.quote, locale) : null;
  return (
    <>
      <div id={id} data-quote className={`${QUOTE_ROWS} ${className}`}>
        {breakdown ? (
          <>
            <dl>
              {breakdown.lines.map((line) => (
                <div key={line.key} data-line={line.kind}>
                  <dt>{line.label}</dt>
                  <dd>{line.amount}</dd>
                </div>
              ))}
              <div data-line="total">
                <dt>{breakdown.total.label}</dt>
                <dd>{breakdown.total.amount}</dd>
              </div>
              {breakdown.deposit && (
                <div data-line="deposit">
                  <dt>{breakdown.deposit.label}</dt>
                  <dd>{breakdown.deposit.amount}</dd>
                </div>
              )}
            </dl>
            {note && <p data-note>{note}</p>}
          </>
        ) : problems.length > 0 ? (
          <ul data-problems>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <p data-note>{words.widget.pickDates}</p>
        )}
      </div>
      <p data-quote-status role="status" className="sr-only" />
    </>
  );
}
