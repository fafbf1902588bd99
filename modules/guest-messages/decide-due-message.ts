import type { SiteLang } from "../i18n/site-languages.ts";
import { failedCondition, type RuleConditions, type StayFacts } from "../message-rules/rule-conditions.ts";
import { checkMessageTemplate, missingValues, type Placeholder } from "./message-placeholders.ts";
import { type MessageValues, type RenderedMessage, renderMessage } from "./render-message.ts";

type TemplateText = { subject: string; body: string };

export type DueDecision =
  | { kind: "send"; lang: SiteLang; message: RenderedMessage }
  | { kind: "skip"; reason: string }
  | { kind: "hold"; reason: string };

/** The guest's language where the template has it, else the site's main language, else any. */
function textFor(texts: Partial<Record<SiteLang, TemplateText>>, guest: SiteLang, main: SiteLang) {
  const lang = texts[guest] ? guest : texts[main] ? main : (Object.keys(texts)[0] as SiteLang | undefined);
  const text = lang ? texts[lang] : undefined;
  return lang && text ? { lang, text } : null;
}

/**
 * What to do with a message whose moment has come, from the stay as it is now (docs/decisions
 * 0024): skip it when a condition no longer holds, hold it while a payment due is unpaid (where
 * the rule says so) or while a placeholder it needs has no value, and otherwise render it in
 * the guest's language.
 */
export async function decideDueMessage(input: {
  conditions: RuleConditions;
  facts: StayFacts;
  holdUntilPaid: boolean;
  /** No payment due by now is still open (what "hold until paid" waits for). */
  dueIsPaid: boolean;
  texts: Partial<Record<SiteLang, TemplateText>>;
  siteLang: SiteLang;
  /** The values in a language: the message is written in the guest's, or the fallback's. */
  valuesIn: (lang: SiteLang) => MessageValues;
}): Promise<DueDecision> {
  const failed = failedCondition(input.conditions, input.facts);
  if (failed) return { kind: "skip", reason: `condition:${failed}` };
  if (input.holdUntilPaid && !input.dueIsPaid) return { kind: "hold", reason: "unpaid" };
  const chosen = textFor(input.texts, input.facts.lang, input.siteLang);
  if (!chosen) return { kind: "skip", reason: "no_text" };
  const used = new Set<Placeholder>();
  for (const part of [chosen.text.subject, chosen.text.body]) {
    const check = checkMessageTemplate(part);
    if (!check.ok) return { kind: "hold", reason: "template_invalid" };
    for (const name of check.placeholders) used.add(name);
  }
  const values = input.valuesIn(chosen.lang);
  const missing = missingValues([...used], values);
  if (missing.length > 0) return { kind: "hold", reason: `missing:${missing.join(",")}` };
  return { kind: "send", lang: chosen.lang, message: await renderMessage(chosen.text, values) };
}
