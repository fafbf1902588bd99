import { useFetcher } from "react-router";
import type { FieldKit } from "../../forms/fields.tsx";
import type { StayActionResult, StayIntent } from "./stay-result.ts";

/**
 * The form of one action on a stay. Keyed, so its answer outlives the button that sent
 * it: accepting a request takes the accept button away, yet the page still tells the answer.
 */
export function useStayFetcher(stayId: string, intent: StayIntent) {
  return useFetcher<StayActionResult>({ key: `stay-${stayId}-${intent}` });
}

/** The field kit of an action's form (formId stay-{intent}): after a refusal, its problems and what was typed. */
export function stayFieldKit(intent: StayIntent, answer: StayActionResult | undefined): FieldKit {
  const failed = answer && !answer.ok ? answer : undefined;
  return { formId: `stay-${intent}`, errors: failed?.errors ?? {}, values: failed?.values ?? {} };
}
