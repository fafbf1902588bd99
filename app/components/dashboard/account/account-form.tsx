import type { ReactNode } from "react";
import { IntentForm } from "../../account/intent-form.tsx";
import type { AccountActionData, AccountIntent } from "./account-result.ts";

/** A number per answer from the server: the form is drawn afresh for each one. */
const answerKeys = new WeakMap<object, number>();
let lastKey = 0;
function answerKey(answer: object): number {
  let key = answerKeys.get(answer);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    answerKeys.set(answer, key);
  }
  return key;
}

/** The action's answer when it is about this form. */
export function answerFor(
  answer: AccountActionData | undefined,
  ...intents: AccountIntent[]
): AccountActionData | undefined {
  return answer && intents.includes(answer.intent) ? answer : undefined;
}

/**
 * One form of the account page: an IntentForm (fields from app/components/forms) that
 * shows only the answer to its own intent and starts afresh after every answer, so
 * password fields are empty again and saved values show as saved.
 */
export function AccountForm({
  id,
  intent,
  answer,
  labels,
  submitLabel,
  pendingLabel,
  tone = "secondary",
  hidden,
  children,
}: {
  id: string;
  intent: AccountIntent;
  answer: AccountActionData | undefined;
  /** Field name → label, so the summary names each field. */
  labels: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  tone?: "primary" | "secondary";
  hidden?: Record<string, string>;
  children?: ReactNode;
}) {
  const mine = answerFor(answer, intent);
  const key = mine ? String(answerKey(mine)) : "0";
  const failed = mine && !mine.ok ? mine : undefined;
  return (
    <IntentForm
      key={key}
      id={id}
      intent={intent}
      answer={failed && { problems: failed.problems, values: failed.values, attempt: key }}
      labels={labels}
      hidden={hidden}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      layout="section"
      tone={tone}
    >
      {children}
    </IntentForm>
  );
}
