import { type PointerEvent, useEffect, useRef, useState } from "react";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { moveTo, sameOrder } from "./photo-order.ts";
import { PhotoRow } from "./photo-row.tsx";
import type { PhotoGroupKey, PhotoItem, PhotoUseView } from "./photo-types.ts";

type Drag = { id: string; order: string[] };

/**
 * One group of photos (the whole site, a unit, or outside the gallery) in the owner's order.
 * Dragging a photo's handle (mouse, pen or finger: pointer events) moves it live among the
 * others and saves the order on release; Escape puts it back. The arrow buttons do the same
 * one place at a time for keyboards and screen readers.
 */
export function PhotoGroup({
  group,
  title,
  hint,
  photos,
  languages,
  uses,
  groups,
  groupName,
  movingId,
  onReorder,
  onMoveTo,
  onDelete,
  onAnnounce,
}: {
  group: PhotoGroupKey;
  title: string;
  hint: string;
  photos: PhotoItem[];
  languages: SiteLang[];
  uses: Record<string, PhotoUseView>;
  groups: PhotoGroupKey[];
  groupName: (group: PhotoGroupKey) => string;
  movingId: string | null;
  onReorder: (group: PhotoGroupKey, ids: string[], moved: { id: string; focus?: "earlier" | "later" }) => void;
  onMoveTo: (photo: PhotoItem, to: PhotoGroupKey) => void;
  onDelete: (photo: PhotoItem) => void;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useI18n();
  const [drag, setDrag] = useState<Drag | null>(null);
  const list = useRef<HTMLOListElement>(null);
  /** False once Escape has put the photo back: releasing it then saves nothing. */
  const dragging = useRef(false);
  const ids = photos.map((p) => p.id);
  const order = drag ? drag.order : ids;
  const byId = new Map(photos.map((p) => [p.id, p]));
  const shown = order.map((id) => byId.get(id)).filter((p): p is PhotoItem => p !== undefined);
  const headingId = `group-${group}-heading`;

  // Escape while dragging puts the photo back where it was.
  useEffect(() => {
    if (!drag) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dragging.current = false;
      setDrag(null);
    };
    window.addEventListener("keydown", cancel);
    return () => window.removeEventListener("keydown", cancel);
  }, [drag]);

  const startDrag = (event: PointerEvent<HTMLElement>, photo: PhotoItem) => {
    if (event.button !== 0 || ids.length < 2) return;
    event.preventDefault();
    // Listened for on the window: React moves rows in the page as the order changes, and a
    // moved element loses the pointer's capture.
    const rowAt = (x: number, y: number) => {
      const row = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-photo-id]");
      return row && list.current?.contains(row) ? row.dataset.photoId : undefined;
    };
    let order = ids;
    let pointer = { x: event.clientX, y: event.clientY };
    const follow = () => {
      const target = rowAt(pointer.x, pointer.y);
      if (!target || target === photo.id) return;
      order = moveTo(order, photo.id, order.indexOf(target));
      setDrag((current) => (current ? { ...current, order } : null));
    };
    // Near the top or bottom of the screen the page scrolls, so a long group fits a phone.
    let frame = 0;
    const scroll = () => {
      const edge = Math.min(80, window.innerHeight / 6);
      const by = pointer.y < edge ? -12 : pointer.y > window.innerHeight - edge ? 12 : 0;
      if (by !== 0 && dragging.current) {
        window.scrollBy(0, by);
        follow();
      }
      frame = requestAnimationFrame(scroll);
    };
    const move = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== event.pointerId) return;
      pointer = { x: e.clientX, y: e.clientY };
      follow();
    };
    const end = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== event.pointerId) return;
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      cancelAnimationFrame(frame);
      const kept = e.type === "pointerup" && dragging.current;
      dragging.current = false;
      setDrag(null);
      if (kept && !sameOrder(order, ids)) onReorder(group, order, { id: photo.id });
    };
    dragging.current = true;
    setDrag({ id: photo.id, order });
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    frame = requestAnimationFrame(scroll);
  };

  return (
    <section aria-labelledby={headingId} className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} tabIndex={-1} className="font-display text-xl font-semibold text-pine-950">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{t("dashboard.photos.groups.count", { count: photos.length })}</p>
      </div>
      <p className="mb-3 max-w-3xl text-sm text-slate-600">{hint}</p>
      {shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">
          {t("dashboard.photos.groups.empty")}
        </p>
      ) : (
        <ol ref={list} data-photo-group={group} className="space-y-3">
          {shown.map((photo, index) => (
            <PhotoRow
              key={photo.id}
              photo={photo}
              position={{ n: index + 1, count: shown.length }}
              languages={languages}
              use={uses[photo.id]}
              groups={groups}
              groupName={groupName}
              dragging={drag?.id === photo.id}
              moving={movingId === photo.id}
              onMoveBy={(moved, by) => {
                const next = moveTo(ids, moved.id, index + by);
                if (!sameOrder(next, ids))
                  onReorder(group, next, { id: moved.id, focus: by < 0 ? "earlier" : "later" });
              }}
              onMoveTo={onMoveTo}
              onDelete={onDelete}
              onAnnounce={onAnnounce}
              onHandlePointerDown={startDrag}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
