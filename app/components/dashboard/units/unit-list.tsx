import { Archive, ArchiveRestore, ArrowDown, ArrowUp, ArrowUpRight, House, Pencil } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Badge } from "../badge.tsx";
import { useAnswer } from "../use-answer.ts";
import type { UnitListAnswer, UnitListData, UnitListItem } from "./unit-views.ts";
import { useUnitOrder } from "./use-unit-order.ts";

/** A round button with an icon and a label for screen readers. */
const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full text-pine-800 ring-1 ring-pine-200 hover:bg-pine-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

export function unitEditPath(unitId: string): string {
  return `/dashboard/content/units/${unitId}`;
}

/**
 * The site's places to stay in the owner's order. Moving one (arrow buttons, keyboard
 * friendly) shows at once and is saved behind the scenes; focus stays on the pressed
 * button's unit, and a live region says where it went. Archiving and restoring happen in
 * place.
 */
export function UnitList({ data }: { data: UnitListData }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [message, setMessage] = useState("");
  // The same sentence twice in a row is still read out: a non-breaking space tells them apart.
  const announce = useCallback((text: string) => setMessage((old) => (old === text ? `${text}\u00a0` : text)), []);
  const focusNext = useRef<string | null>(null);
  const failed = useCallback(() => {
    focusNext.current = null;
    toast.error(t("dashboard.content.units.failed"));
    void revalidator.revalidate();
  }, [t, revalidator]);
  const { order, move } = useUnitOrder(
    data.units.map((u) => u.id),
    failed,
  );
  const byId = new Map(data.units.map((u) => [u.id, u]));
  const units = order.map((id) => byId.get(id)).filter((u): u is UnitListItem => u !== undefined);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    const element = document.getElementById(id);
    if (!element) return;
    focusNext.current = null;
    element.focus();
    element.scrollIntoView?.({ block: "nearest" });
  });

  const moveUnit = (unit: UnitListItem, intent: "moveUp" | "moveDown") => {
    const next = move({ unitId: unit.id, intent });
    const position = next.indexOf(unit.id) + 1;
    // At either end the pressed button does nothing any more: the other one takes focus.
    const atEnd = intent === "moveUp" ? position === 1 : position === next.length;
    const control = atEnd ? (intent === "moveUp" ? "down" : "up") : intent === "moveUp" ? "up" : "down";
    focusNext.current = `unit-${unit.id}-${control}`;
    announce(t("dashboard.content.units.moved", { name: unit.name, position, total: next.length }));
  };

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {message}
      </div>
      <h2 className="mb-3 font-display text-xl font-semibold text-pine-950">{t("dashboard.content.units.order")}</h2>
      <ol className="space-y-3">
        {units.map((unit, i) => (
          <UnitRow
            key={unit.id}
            unit={unit}
            first={i === 0}
            last={i === units.length - 1}
            onMove={(intent) => moveUnit(unit, intent)}
            onAnnounce={announce}
            onFailed={failed}
          />
        ))}
      </ol>
      <p className="mt-4 text-sm text-slate-600">{t("dashboard.content.units.archiveHint")}</p>
    </>
  );
}

function UnitRow({
  unit,
  first,
  last,
  onMove,
  onAnnounce,
  onFailed,
}: {
  unit: UnitListItem;
  first: boolean;
  last: boolean;
  onMove: (intent: "moveUp" | "moveDown") => void;
  onAnnounce: (text: string) => void;
  onFailed: () => void;
}) {
  const { t } = useI18n();
  const status = useFetcher<UnitListAnswer>({ key: `unit-status-${unit.id}` });
  const [refusal, setRefusal] = useState<string | null>(null);
  const base = `unit-${unit.id}`;
  useAnswer(status.data, status.state === "idle", (answer) => {
    if (answer.ok) {
      setRefusal(null);
      onAnnounce(
        answer.intent === "archive"
          ? t("dashboard.content.units.archivedDone", { name: unit.name })
          : t("dashboard.content.units.restoredDone", { name: unit.name }),
      );
    } else if (answer.reason === "lastActive") setRefusal(t("dashboard.content.units.lastActive"));
    else onFailed();
  });
  const archiving = status.state !== "idle";

  return (
    <li
      aria-labelledby={`${base}-name`}
      className={cn(
        "flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center",
        unit.archived && "bg-slate-50",
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
          {unit.thumb ? (
            <img
              src={unit.thumb}
              alt=""
              loading="lazy"
              decoding="async"
              className={cn("h-full w-full object-cover", unit.archived && "opacity-60 grayscale")}
            />
          ) : (
            <House aria-hidden="true" className="size-8 text-slate-400" />
          )}
        </div>
        <div className="min-w-0">
          <h3 id={`${base}-name`} className="font-semibold text-pine-950">
            {unit.name}
          </h3>
          <p className="text-sm text-slate-700">{unit.summary}</p>
          <p className="mt-1.5">
            {unit.archived ? (
              <Badge tone="slate">{t("dashboard.content.units.archived")}</Badge>
            ) : (
              <Badge tone="green">{t("dashboard.content.units.active")}</Badge>
            )}
          </p>
          {refusal && (
            <p role="alert" className="mt-2 text-sm font-medium text-coral-700">
              {refusal}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          id={`${base}-up`}
          type="button"
          className={iconButton}
          aria-disabled={first || undefined}
          onClick={() => !first && onMove("moveUp")}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("dashboard.content.units.moveUp", { name: unit.name })}</span>
        </button>
        <button
          id={`${base}-down`}
          type="button"
          className={iconButton}
          aria-disabled={last || undefined}
          onClick={() => !last && onMove("moveDown")}
        >
          <ArrowDown aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("dashboard.content.units.moveDown", { name: unit.name })}</span>
        </button>
        <Link to={unitEditPath(unit.id)} className={buttonClass("ghost", "md")}>
          <Pencil aria-hidden="true" className="size-4" />
          {t("dashboard.content.units.edit")}
          <span className="sr-only">: {unit.name}</span>
        </Link>
        <status.Form method="post">
          <input type="hidden" name="unitId" value={unit.id} />
          <button
            type="submit"
            name="intent"
            value={unit.archived ? "restore" : "archive"}
            aria-disabled={archiving || undefined}
            onClick={(event) => archiving && event.preventDefault()}
            className={buttonClass("ghost", "md")}
          >
            {unit.archived ? (
              <ArchiveRestore aria-hidden="true" className="size-4" />
            ) : (
              <Archive aria-hidden="true" className="size-4" />
            )}
            {unit.archived ? t("dashboard.content.units.restore") : t("dashboard.content.units.archive")}
            <span className="sr-only">: {unit.name}</span>
          </button>
        </status.Form>
        {unit.liveUrl && (
          <a
            href={unit.liveUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 px-2 text-sm font-semibold text-pine-800 underline"
          >
            {t("dashboard.content.units.view")}
            <ArrowUpRight aria-hidden="true" className="size-4" />
            <span className="sr-only">
              : {unit.name} {t("dashboard.header.newTab")}
            </span>
          </a>
        )}
      </div>
    </li>
  );
}
