/**
 * A message someone wrote (a support question or answer), set off from the email's own
 * text. The paragraph inside gets the house style; `pre-line` keeps the writer's line
 * breaks, since every value is escaped and cannot carry <br> tags of its own.
 */
export function quoteHtml(placeholder: string): string {
  return (
    `<div style="margin:0 0 20px;padding:16px 18px 0;border-left:4px solid #ead9bf;` +
    `background-color:#fbf8f3;border-radius:4px;white-space:pre-line;"><p>{{ ${placeholder} }}</p></div>`
  );
}
