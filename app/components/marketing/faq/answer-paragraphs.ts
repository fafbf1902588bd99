import type { QuestionAnswer } from "../../../../content/faq/types.ts";

/** An answer as its paragraphs, whether the copy gives one string or several. */
export function answerParagraphs(answer: QuestionAnswer["answer"]): readonly string[] {
  return typeof answer === "string" ? [answer] : answer;
}
