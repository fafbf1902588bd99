import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { UnitListAnswer } from "./unit-views.ts";

export type UnitMove = { unitId: string; intent: "moveUp" | "moveDown" };

/** The order after moving one unit a place up or down (unchanged at either end). */
export function movedOrder(order: readonly string[], move: UnitMove): string[] {
  const from = order.indexOf(move.unitId);
  const to = move.intent === "moveUp" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

/**
 * The owner's order, shown at once and saved one move at a time: each post moves a unit one
 * place from where the server has it, so moves made while one is on its way wait their turn
 * and arrive in order. Once every move is saved the page's data has the order and the local
 * copy is dropped (in the same render the data already agrees, so nothing jumps).
 */
export function useUnitOrder(serverOrder: readonly string[], onFailed: () => void) {
  const fetcher = useFetcher<UnitListAnswer>({ key: "unit-order" });
  const [wanted, setWanted] = useState<string[] | null>(null);
  const waiting = useRef<UnitMove[]>([]);
  const busy = useRef(false);
  const sending = useRef(false);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });

  const sendNext = useCallback(() => {
    const next = waiting.current.shift();
    if (!next) return false;
    sending.current = true;
    void fetcher.submit({ intent: next.intent, unitId: next.unitId }, { method: "post" });
    return true;
  }, [fetcher.submit]);

  const shown = wanted ?? [...serverOrder];
  const move = (next: UnitMove): string[] => {
    const order = movedOrder(shown, next);
    setWanted(order);
    waiting.current.push(next);
    if (!sending.current) sendNext();
    return order;
  };

  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== "idle") {
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    sending.current = false;
    if (data && !data.ok) {
      // A unit went meanwhile (another tab): show what the server has.
      waiting.current = [];
      setWanted(null);
      failed.current();
      return;
    }
    if (!sendNext()) setWanted(null);
  }, [state, data, sendNext]);

  return { order: shown, move };
}
