import { useEffect, useRef } from "react";

/**
 * Runs `onAnswer` once for each answer of an action (action data, or a fetcher's data once
 * it is idle again). The page's strings and data are new objects after every revalidation,
 * so an effect keyed on them would tell the same answer twice.
 */
export function useAnswer<T>(answer: T | undefined, ready: boolean, onAnswer: (answer: T) => void): void {
  const seen = useRef<T | undefined>(undefined);
  const handler = useRef(onAnswer);
  useEffect(() => {
    handler.current = onAnswer;
  });
  useEffect(() => {
    if (!ready || answer === undefined || answer === seen.current) return;
    seen.current = answer;
    handler.current(answer);
  }, [answer, ready]);
}
