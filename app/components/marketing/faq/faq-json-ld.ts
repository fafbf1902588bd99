import type { FaqGroup } from "../../../../content/faq/types.ts";
import { plainText } from "../legal/inline-links.ts";

/**
 * schema.org FAQPage for the questions on the page, answers as plain text (link markup
 * removed, paragraphs separated by blank lines). Expects copy whose plan tokens have
 * already been filled: a leftover {{token}} would publish a placeholder, so it throws.
 */
export function faqPageJsonLd(groups: readonly FaqGroup[], lang: string) {
  const mainEntity = groups.flatMap((group) =>
    group.items.map((item) => {
      const question = plainText(item.question);
      const answer = item.answer.map(plainText).join("\n\n");
      const leftover = `${question} ${answer}`.match(/\{\{\w+\}\}/);
      if (leftover) throw new Error(`unfilled ${leftover[0]} in FAQ "${item.id}"`);
      return {
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      };
    }),
  );
  return { "@context": "https://schema.org", "@type": "FAQPage", inLanguage: lang, mainEntity };
}
