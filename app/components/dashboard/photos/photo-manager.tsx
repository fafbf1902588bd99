import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { AlertDialog } from "../../ui/alert-dialog.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { useAnswer } from "../use-answer.ts";
import { PhotoGroup } from "./photo-group.tsx";
import { shownOrder } from "./photo-order.ts";
import type { PhotoActionResult, PhotoGroupKey, PhotoItem, PhotoManagerData } from "./photo-types.ts";
import { UploadPanel } from "./upload-panel.tsx";
import { useAnnouncer } from "./use-announcer.ts";
import { usePhotoOrder } from "./use-photo-order.ts";

/**
 * The photo manager: adding photos, then the photos grouped as the site shows them (the whole
 * site, each unit, those outside the gallery), each group in the owner's order. One live
 * region tells what happened; after a change that moves or removes what had focus, focus
 * goes where the owner can carry on.
 */
export function PhotoManager({ data }: { data: PhotoManagerData }) {
  const { t } = useI18n();
  const { message, announce } = useAnnouncer();
  const revalidator = useRevalidator();
  const [uploaded, setUploaded] = useState<PhotoItem[]>([]);
  const [deleting, setDeleting] = useState<PhotoItem | null>(null);
  const remover = useFetcher<PhotoActionResult>();
  const mover = useFetcher<PhotoActionResult>();
  /** The id of the element to focus once it is on the page. */
  const focusNext = useRef<string | null>(null);
  const afterDelete = useRef<string | null>(null);

  const failed = useCallback(() => {
    focusNext.current = null;
    toast.error(t("dashboard.photos.failed"));
  }, [t]);
  const order = usePhotoOrder(failed);

  // Photos that arrived show at once; the page's data has them after the batch.
  const known = new Set(data.photos.map((p) => p.id));
  const photos = [...data.photos, ...uploaded.filter((p) => !known.has(p.id))];
  useEffect(() => {
    const ids = new Set(data.photos.map((p) => p.id));
    setUploaded((list) => (list.some((p) => ids.has(p.id)) ? list.filter((p) => !ids.has(p.id)) : list));
  }, [data.photos]);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    const element = document.getElementById(id);
    if (!element) return;
    focusNext.current = null;
    element.focus();
    element.scrollIntoView?.({ block: "nearest" });
  });

  const unitGroups = data.units.map((u) => u.id);
  const hasOther = photos.some((p) => p.group === "other");
  const groups: PhotoGroupKey[] = ["site", ...unitGroups, "other"];
  const groupName = (group: PhotoGroupKey): string => {
    if (group === "site") return t("dashboard.photos.groups.site");
    if (group === "other") return t("dashboard.photos.groups.other");
    const unit = data.units.find((u) => u.id === group);
    if (!unit) return "";
    return unit.archived ? t("dashboard.photos.groups.archived", { name: unit.name }) : unit.name;
  };
  const inGroup = (group: PhotoGroupKey) => {
    const own = photos.filter((p) => p.group === group);
    const ids = shownOrder(
      order.wanted[group],
      own.map((p) => p.id),
    );
    return ids.map((id) => own.find((p) => p.id === id)).filter((p): p is PhotoItem => p !== undefined);
  };

  const reorder = (group: PhotoGroupKey, ids: string[], moved: { id: string; focus?: "earlier" | "later" }) => {
    order.reorder(group, ids);
    const position = ids.indexOf(moved.id) + 1;
    if (moved.focus) {
      // At either end the button pressed is disabled now: the other one keeps focus.
      const control =
        (moved.focus === "earlier" && position === 1) || (moved.focus === "later" && position === ids.length)
          ? moved.focus === "earlier"
            ? "later"
            : "earlier"
          : moved.focus;
      focusNext.current = `photo-${moved.id}-${control}`;
    }
    announce(t("dashboard.photos.announce.moved", { position, total: ids.length, group: groupName(group) }));
  };

  const moveTo = (photo: PhotoItem, to: PhotoGroupKey) => {
    const form = new FormData();
    form.set("intent", "move");
    form.set("photoId", photo.id);
    form.set("to", to);
    void mover.submit(form, { method: "post" });
  };
  useAnswer(mover.data, mover.state === "idle", (answer) => {
    if (!answer.ok || !answer.photoId) {
      failed();
      void revalidator.revalidate();
      return;
    }
    focusNext.current = `photo-${answer.photoId}-title`;
    const to = photos.find((p) => p.id === answer.photoId)?.group;
    announce(t("dashboard.photos.announce.movedTo", { group: to ? groupName(to) : "" }));
  });

  const askDelete = (photo: PhotoItem) => {
    const ids = inGroup(photo.group).map((p) => p.id);
    const at = ids.indexOf(photo.id);
    const neighbour = ids[at + 1] ?? ids[at - 1];
    afterDelete.current = neighbour ? `photo-${neighbour}-title` : `group-${photo.group}-heading`;
    setDeleting(photo);
  };
  const closeDelete = useCallback(() => {
    if (remover.state === "idle") setDeleting(null);
  }, [remover.state]);
  useAnswer(remover.data, remover.state === "idle", (answer) => {
    setDeleting(null);
    if (!answer.ok) {
      failed();
      void revalidator.revalidate();
      return;
    }
    setUploaded((list) => list.filter((p) => p.id !== answer.photoId));
    focusNext.current = afterDelete.current;
    announce(t("dashboard.photos.announce.deleted"));
  });

  const deletingUse = deleting ? data.uses[deleting.id] : undefined;
  const consequences = deletingUse
    ? [
        deletingUse.hero && t("dashboard.photos.remove.hero"),
        deletingUse.host && t("dashboard.photos.remove.host"),
        deletingUse.unitCovers.length > 0 &&
          t("dashboard.photos.remove.cover", { units: deletingUse.unitCovers.map(groupName).join(", ") }),
        deletingUse.postCovers > 0 && t("dashboard.photos.remove.posts", { count: deletingUse.postCovers }),
      ].filter((line): line is string => typeof line === "string")
    : [];
  const movingId = mover.state !== "idle" ? String(mover.formData?.get("photoId") ?? "") || null : null;

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {message}
      </div>
      <UploadPanel
        usage={data.usage}
        units={data.units}
        groupName={groupName}
        announce={announce}
        onUploaded={(photo) => setUploaded((list) => [...list, photo])}
        onAllDone={() => void revalidator.revalidate()}
      />
      <p className="mb-4 max-w-3xl text-slate-700">{t("dashboard.photos.groups.orderHint")}</p>
      {groups
        .filter((group) => group !== "other" || hasOther)
        .map((group) => (
          <PhotoGroup
            key={group}
            group={group}
            title={groupName(group)}
            hint={
              group === "site"
                ? t("dashboard.photos.groups.siteHint")
                : group === "other"
                  ? t("dashboard.photos.groups.otherHint")
                  : t("dashboard.photos.groups.unitHint")
            }
            photos={inGroup(group)}
            languages={data.languages}
            uses={data.uses}
            groups={groups}
            groupName={groupName}
            movingId={movingId}
            onReorder={reorder}
            onMoveTo={moveTo}
            onDelete={askDelete}
            onAnnounce={announce}
          />
        ))}
      <AlertDialog
        open={deleting !== null}
        onCancel={closeDelete}
        busy={remover.state !== "idle"}
        title={t("dashboard.photos.remove.title")}
        description={t("dashboard.photos.remove.body")}
      >
        {consequences.length > 0 && (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
            {consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {deleting?.thumb && (
          <img src={deleting.thumb} alt="" className="mt-4 h-28 w-auto max-w-full rounded-lg object-cover" />
        )}
        <remover.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="photoId" value={deleting?.id ?? ""} />
          <button
            type="button"
            className={buttonClass("ghost", "md")}
            onClick={closeDelete}
            disabled={remover.state !== "idle"}
          >
            {t("dashboard.photos.remove.cancel")}
          </button>
          <button type="submit" className={buttonClass("primary", "md")} disabled={remover.state !== "idle"}>
            {remover.state !== "idle" ? t("dashboard.photos.remove.deleting") : t("dashboard.photos.remove.confirm")}
          </button>
        </remover.Form>
      </AlertDialog>
    </>
  );
}
