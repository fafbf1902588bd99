import { CircleAlert, CircleCheck, ImagePlus, RotateCcw } from "lucide-react";
import { type DragEvent, useEffect, useId, useState } from "react";
import type { PhotoUsage } from "../../../../modules/photos/photo-settings-limits.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { SelectBox } from "../../forms/select-box.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Card } from "../page-header.tsx";
import type { PhotoGroupKey, PhotoItem, UnitOption } from "./photo-types.ts";
import { PhotoUsageLine, usageWords } from "./photo-usage.tsx";
import { canRetry, type Upload, usePhotoUploads } from "./use-photo-uploads.ts";

/** What the file picker offers: by type, and by name for systems that do not know HEIC's type. */
const ACCEPT =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.jpg,.jpeg,.png,.webp,.heic,.heif,.avif";

/** "3,4 MB", or "820 kB" under a megabyte. */
function fileSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}

/**
 * Adding photos: where they belong, then a drop zone with a file picker (several at once). Each
 * photo goes on its own request with its own progress bar; the live region tells the start,
 * each photo's result and the end.
 */
export function UploadPanel({
  usage,
  units,
  groupName,
  onUploaded,
  onAllDone,
  announce,
}: {
  usage: PhotoUsage;
  units: UnitOption[];
  groupName: (group: PhotoGroupKey) => string;
  onUploaded: (photo: PhotoItem) => void;
  onAllDone: () => void;
  announce: (text: string) => void;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const [group, setGroup] = useState<PhotoGroupKey>("site");
  const [over, setOver] = useState(false);
  const errorText = (code: Upload["error"]) =>
    t(`dashboard.photos.errors.${code ?? "server"}`, usageWords(usage, locale)) as string;
  const { uploads, add, retry, clear, busy } = usePhotoUploads({
    onStart: (count) => announce(t("dashboard.photos.upload.started", { count })),
    onDone: (upload, photo, progress) => {
      onUploaded(photo);
      announce(t("dashboard.photos.upload.fileDone", { name: upload.file.name, ...progress }));
    },
    onFailed: (upload, code) =>
      announce(t("dashboard.photos.upload.fileFailed", { name: upload.file.name, reason: errorText(code) })),
    onFinished: (progress) => {
      announce(t("dashboard.photos.upload.finished", progress));
      onAllDone();
    },
  });

  // Leaving the page while photos are still on their way asks first.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [busy]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files], group);
  };
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  const settled = uploads.some((u) => u.state === "done" || u.state === "failed");

  return (
    <Card className="mb-8">
      <h2 className="font-display text-xl font-semibold text-pine-950">{t("dashboard.photos.upload.heading")}</h2>
      <PhotoUsageLine usage={usage} />
      <div className="mt-4 max-w-md">
        <label htmlFor={`${id}-group`} className="block font-semibold text-pine-950">
          {t("dashboard.photos.upload.target")}
        </label>
        <SelectBox
          boxClassName="mt-2"
          id={`${id}-group`}
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          aria-describedby={`${id}-group-hint`}
          className="block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base shadow-sm hover:border-pine-600 focus:border-pine-700"
        >
          <option value="site">{t("dashboard.photos.groups.site")}</option>
          {units.map((unit) => (
            <option key={unit.id} value={unit.id}>
              {groupName(unit.id)}
            </option>
          ))}
        </SelectBox>
        <p id={`${id}-group-hint`} className="mt-1.5 text-sm text-slate-600">
          {t("dashboard.photos.upload.targetHint")}
        </p>
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the file picker inside does the same for everyone */}
      <div
        onDragEnter={(event) => hasFiles(event) && setOver(true)}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={onDrop}
        className={cn(
          "mt-5 flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors",
          over ? "border-pine-600 bg-pine-50" : "border-slate-300 bg-sand-50",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-10 text-pine-700" />
        <p className="hidden font-semibold text-pine-950 sm:block">
          {t("dashboard.photos.upload.drop")}{" "}
          <span className="font-normal text-slate-600">{t("dashboard.photos.upload.or")}</span>
        </p>
        <label
          className={buttonClass(
            "secondary",
            "md",
            "cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-coral-600",
          )}
        >
          <input
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            aria-describedby={`${id}-types`}
            onChange={(event) => {
              add([...(event.target.files ?? [])], group);
              event.target.value = ""; // the same photo may be chosen again
            }}
          />
          {t("dashboard.photos.upload.choose")}
        </label>
        <p id={`${id}-types`} className="max-w-md text-sm text-slate-600">
          {t("dashboard.photos.upload.types")}
        </p>
      </div>

      {uploads.length > 0 && (
        <section aria-labelledby={`${id}-queue`} className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-queue`} className="font-semibold text-pine-950">
              {t("dashboard.photos.upload.queue")}
            </h3>
            {settled && (
              <button type="button" onClick={clear} className="text-sm font-semibold text-pine-800 underline">
                {t("dashboard.photos.upload.clear")}
              </button>
            )}
          </div>
          <ul className="mt-3 space-y-3">
            {uploads.map((upload) => (
              <UploadRow
                key={upload.key}
                upload={upload}
                groupName={groupName(upload.group)}
                size={fileSize(upload.file.size, locale)}
                errorText={errorText(upload.error)}
                onRetry={() => retry(upload.key)}
              />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}

function UploadRow({
  upload,
  groupName,
  size,
  errorText,
  onRetry,
}: {
  upload: Upload;
  groupName: string;
  size: string;
  errorText: string;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  const name = upload.file.name;
  const percent = upload.file.size > 0 ? Math.round((upload.sent / upload.file.size) * 100) : 0;
  const status =
    upload.state === "waiting"
      ? t("dashboard.photos.upload.waiting")
      : upload.state === "sending"
        ? t("dashboard.photos.upload.uploading", { percent })
        : upload.state === "processing"
          ? t("dashboard.photos.upload.processing")
          : upload.state === "done"
            ? t("dashboard.photos.upload.done")
            : errorText;
  return (
    <li className="rounded-xl bg-white p-3 ring-1 ring-slate-200" data-upload-state={upload.state}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 truncate font-medium text-ink">{name}</p>
        <p className="text-sm text-slate-600">
          {size} · {t("dashboard.photos.upload.to", { group: groupName })}
        </p>
      </div>
      {(upload.state === "waiting" || upload.state === "sending" || upload.state === "processing") && (
        <progress
          className="mt-2 h-2 w-full overflow-hidden rounded-full accent-pine-700"
          max={100}
          // Processing has no measure: the bar moves without a value.
          value={upload.state === "processing" ? undefined : percent}
          aria-label={t("dashboard.photos.upload.progress", { name })}
        />
      )}
      <p
        className={cn(
          "mt-1.5 flex items-start gap-1.5 text-sm",
          upload.state === "failed" ? "font-medium text-coral-700" : "text-slate-700",
        )}
      >
        {upload.state === "done" && <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pine-700" />}
        {upload.state === "failed" && <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
        <span>{status}</span>
      </p>
      {upload.state === "failed" && canRetry(upload.error) && (
        <button type="button" onClick={onRetry} className={buttonClass("ghost", "md", "mt-2")}>
          <RotateCcw aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t("dashboard.photos.upload.retry")}</span>
          <span className="sr-only">{t("dashboard.photos.upload.retryName", { name })}</span>
        </button>
      )}
    </li>
  );
}
