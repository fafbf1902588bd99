import type { QuestionAnswer } from "../../../../content/faq/types.ts";
import { plainText } from "../legal/inline-links.ts";
import { answerParagraphs } from "./answer-paragraphs.ts";

/**
 * schema.org FAQPage for the questions on a page, answers as plain text (link markup
 * removed, paragraphs separated by blank lines). Every page that lists questions builds
 * its structured data here. Expects copy whose plan tokens have already been filled: a
 * leftover {{token}} would publish a placeholder, so it throws.
 */
export function faqPageJsonLd(questions: readonly QuestionAnswer[], lang: string) {
  const mainEntity = questions.map((item) => {
    const question = plainText(item.question);
    const answer = answerParagraphs(item.answer).map(plainText).join("\n\n");
    const leftover = `${question} ${answer}`.match(/\{\{\w+\}\}/);
    if (leftover) throw new Error(`unfilled ${leftover[0]} in FAQ "${item.id ?? question}"`);
    return {
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    };
  });
  return { "@context": "https://schema.org", "@type": "FAQPage", inLanguage: lang, mainEntity };
}
