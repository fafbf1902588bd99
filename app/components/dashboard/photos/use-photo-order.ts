import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { PhotoActionResult, PhotoGroupKey } from "./photo-types.ts";

/**
 * The owner's order of each group, shown at once and saved one post at a time: a move made
 * while the last one is still on its way waits, and only the newest order of a group is sent
 * (two posts in flight could arrive in the wrong order, and the older one win). Once every
 * order is saved the page's data has it, and the local copy is dropped.
 */
export function usePhotoOrder(onFailed: () => void) {
  const fetcher = useFetcher<PhotoActionResult>();
  const revalidator = useRevalidator();
  const [wanted, setWanted] = useState<Partial<Record<PhotoGroupKey, string[]>>>({});
  const waiting = useRef(new Map<PhotoGroupKey, string[]>());
  const sending = useRef(false);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });

  const sendNext = useCallback(() => {
    const next = waiting.current.entries().next();
    if (next.done) return false;
    const [group, ids] = next.value;
    waiting.current.delete(group);
    sending.current = true;
    const form = new FormData();
    form.set("intent", "reorder");
    for (const id of ids) form.append("photoId", id);
    void fetcher.submit(form, { method: "post" });
    return true;
  }, [fetcher.submit]);

  const reorder = useCallback(
    (group: PhotoGroupKey, ids: string[]) => {
      setWanted((current) => ({ ...current, [group]: ids }));
      waiting.current.set(group, ids);
      if (!sending.current) sendNext();
    },
    [sendNext],
  );

  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !sending.current) return;
    sending.current = false;
    if (data && !data.ok) {
      // A photo was deleted or moved elsewhere meanwhile: show what the server has.
      waiting.current.clear();
      setWanted({});
      failed.current();
      void revalidator.revalidate();
      return;
    }
    if (!sendNext()) setWanted({});
  }, [state, data, sendNext, revalidator]);

  return { wanted, reorder, saving: state !== "idle" };
}
