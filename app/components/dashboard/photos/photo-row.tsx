import { ArrowDown, ArrowUp, GripVertical, Star, Trash2 } from "lucide-react";
import type { PointerEvent } from "react";
import { useFetcher } from "react-router";
import type { SiteLang } from "../../../../modules/i18n/site-languages.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { SelectBox } from "../../forms/select-box.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Badge } from "../badge.tsx";
import { useAnswer } from "../use-answer.ts";
import { PhotoTextsForm } from "./photo-texts-form.tsx";
import type { PhotoActionResult, PhotoGroupKey, PhotoItem, PhotoUseView } from "./photo-types.ts";

export type RowPosition = { n: number; count: number };

/** A small square button with an icon and a label for screen readers. */
const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full text-pine-800 ring-1 ring-pine-200 hover:bg-pine-50 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * One photo in its group: the thumbnail and what it is used for, moving it earlier or later
 * (buttons, or dragging the handle), to another group, making it its unit's cover, its texts
 * and deleting it. Ids on the title and the arrow buttons let the page put focus back after a
 * change.
 */
export function PhotoRow({
  photo,
  position,
  languages,
  use,
  groups,
  groupName,
  dragging,
  moving,
  onMoveBy,
  onMoveTo,
  onDelete,
  onAnnounce,
  onHandlePointerDown,
}: {
  photo: PhotoItem;
  position: RowPosition;
  languages: SiteLang[];
  use: PhotoUseView | undefined;
  groups: PhotoGroupKey[];
  groupName: (group: PhotoGroupKey) => string;
  dragging: boolean;
  moving: boolean;
  onMoveBy: (photo: PhotoItem, by: -1 | 1) => void;
  onMoveTo: (photo: PhotoItem, to: PhotoGroupKey) => void;
  onDelete: (photo: PhotoItem) => void;
  onAnnounce: (text: string) => void;
  onHandlePointerDown: (event: PointerEvent<HTMLElement>, photo: PhotoItem) => void;
}) {
  const { t } = useI18n();
  const cover = useFetcher<PhotoActionResult>();
  const main = languages[0] ?? "nl";
  const { n, count } = position;
  const base = `photo-${photo.id}`;
  const inUnit = photo.group !== "site" && photo.group !== "other";
  const isCover = inUnit && (use?.unitCovers.includes(photo.group) ?? false);
  const caption = photo.caption[main] ?? "";
  /** Every row has the same buttons: screen readers hear which photo each is for. */
  const which = <span className="sr-only">: {t("dashboard.photos.photo.label", { n })}</span>;

  useAnswer(cover.data, cover.state === "idle", (answer) => {
    if (!answer.ok) return onAnnounce(t("dashboard.photos.failed"));
    const unit = groupName(photo.group);
    // The page's data is fresh by now: isCover says what the change made.
    onAnnounce(
      isCover
        ? t("dashboard.photos.announce.coverSet", { unit })
        : t("dashboard.photos.announce.coverCleared", { unit }),
    );
  });

  const badges = [
    use?.hero && t("dashboard.photos.uses.hero"),
    use?.host && t("dashboard.photos.uses.host"),
    ...(use?.unitCovers ?? []).map((unit) =>
      unit === photo.group
        ? t("dashboard.photos.uses.cover")
        : t("dashboard.photos.uses.coverOf", { unit: groupName(unit) }),
    ),
    use && use.postCovers > 0 && t("dashboard.photos.uses.posts", { count: use.postCovers }),
  ].filter((badge): badge is string => typeof badge === "string");

  return (
    <li
      data-photo-id={photo.id}
      aria-labelledby={`${base}-title`}
      className={cn(
        "grid grid-cols-[1.75rem_6rem_minmax(0,1fr)] gap-x-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 transition-shadow sm:grid-cols-[1.75rem_8rem_minmax(0,1fr)] sm:gap-x-4",
        dragging && "relative z-10 shadow-lg ring-2 ring-pine-600",
      )}
    >
      <span
        aria-hidden="true"
        title={t("dashboard.photos.photo.drag", { n })}
        onPointerDown={(event) => onHandlePointerDown(event, photo)}
        className="-my-1 -ml-1 flex cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 select-none hover:bg-slate-100 active:cursor-grabbing sm:row-span-4"
      >
        <GripVertical className="size-5" />
      </span>
      <div className="h-20 overflow-hidden rounded-lg bg-slate-100 sm:row-span-4 sm:h-24">
        <img
          src={photo.thumb}
          alt={photo.alt[main] ?? ""}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="h-full w-full object-cover"
        />
      </div>
      <div className="min-w-0">
        <h3 id={`${base}-title`} tabIndex={-1} className="font-semibold text-pine-950">
          {t("dashboard.photos.photo.label", { n })}
        </h3>
        <p className={cn("truncate text-sm", caption ? "text-slate-800" : "text-slate-500 italic")}>
          {caption || t("dashboard.photos.photo.noCaption")}
        </p>
        {badges.length > 0 && (
          <p className="mt-1.5 flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <Badge key={badge} tone="green">
                {badge}
              </Badge>
            ))}
          </p>
        )}
      </div>

      {/* Below the photo on a phone, beside it on a larger screen. */}
      <div className="col-span-3 mt-3 flex flex-wrap items-center gap-2 sm:col-span-1 sm:col-start-3">
        <button
          id={`${base}-earlier`}
          type="button"
          className={iconButton}
          disabled={n === 1}
          onClick={() => onMoveBy(photo, -1)}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("dashboard.photos.photo.earlier", { n })}</span>
        </button>
        <button
          id={`${base}-later`}
          type="button"
          className={iconButton}
          disabled={n === count}
          onClick={() => onMoveBy(photo, 1)}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("dashboard.photos.photo.later", { n })}</span>
        </button>
        {inUnit && (
          <cover.Form method="post">
            <input type="hidden" name="intent" value="cover" />
            <input type="hidden" name="photoId" value={photo.id} />
            <input type="hidden" name="cover" value={isCover ? "false" : "true"} />
            <button type="submit" disabled={cover.state !== "idle"} className={buttonClass("ghost", "md")}>
              <Star aria-hidden="true" className={cn("size-4", isCover && "fill-current")} />
              {isCover ? t("dashboard.photos.photo.uncover") : t("dashboard.photos.photo.cover")}
              {which}
            </button>
          </cover.Form>
        )}
        <button type="button" className={buttonClass("ghost", "md")} onClick={() => onDelete(photo)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("dashboard.photos.photo.remove")}
          {which}
        </button>
      </div>

      <form
        className="col-span-3 mt-3 flex items-end gap-2 sm:col-span-1 sm:col-start-3"
        onSubmit={(event) => {
          event.preventDefault();
          const to = new FormData(event.currentTarget).get("to");
          if (typeof to === "string" && to !== photo.group) onMoveTo(photo, to);
        }}
      >
        <div className="min-w-0 flex-1 sm:max-w-xs sm:flex-none">
          <label htmlFor={`${base}-to`} className="block text-sm font-semibold text-pine-950">
            {t("dashboard.photos.photo.moveTo")}
          </label>
          <SelectBox
            boxClassName="mt-1"
            id={`${base}-to`}
            name="to"
            defaultValue={photo.group}
            className="block w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-base shadow-sm hover:border-pine-600"
          >
            {groups.map((group) => (
              <option key={group} value={group}>
                {groupName(group)}
              </option>
            ))}
          </SelectBox>
        </div>
        <button type="submit" disabled={moving} className={buttonClass("ghost", "md", "shrink-0")}>
          {moving ? t("dashboard.photos.photo.moving") : t("dashboard.photos.photo.move")}
          {which}
        </button>
      </form>

      <details className="col-span-3 mt-3 sm:col-span-1 sm:col-start-3">
        <summary className="cursor-pointer text-sm font-semibold text-pine-800 underline">
          {t("dashboard.photos.photo.texts")}
          {which}
        </summary>
        <PhotoTextsForm photo={photo} n={n} languages={languages} />
      </details>
    </li>
  );
}
