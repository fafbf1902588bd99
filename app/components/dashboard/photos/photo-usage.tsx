import type { PhotoUsage } from "../../../../modules/photos/photo-settings-limits.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { storageSize } from "./storage-size.ts";

/** The words an upload refused at the site's limits needs: the limits themselves. */
export function usageWords(usage: PhotoUsage, locale: string) {
  return { maxPhotos: usage.maxPhotos, quota: storageSize(usage.quotaBytes, locale) };
}

/** Whether the site can take no more photos (the server refuses them too). */
export function isFull(usage: PhotoUsage): boolean {
  return usage.photos >= usage.maxPhotos || usage.bytes >= usage.quotaBytes;
}

/** How much of its photo cap and storage quota the site uses, with a bar for the storage. */
export function PhotoUsageLine({ usage }: { usage: PhotoUsage }) {
  const { t, locale } = useI18n();
  const share = Math.min(1, Math.max(usage.bytes / usage.quotaBytes, usage.photos / usage.maxPhotos));
  const full = isFull(usage);
  return (
    <div className="mt-4" data-testid="photo-usage">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-pine-950">{t("dashboard.photos.usage.label")}: </span>
        {t("dashboard.photos.usage.photos", { photos: usage.photos, maxPhotos: usage.maxPhotos })}
        {" · "}
        {t("dashboard.photos.usage.storage", {
          used: storageSize(usage.bytes, locale),
          quota: storageSize(usage.quotaBytes, locale),
        })}
      </p>
      <div aria-hidden="true" className="mt-2 h-2 max-w-md overflow-hidden rounded-full bg-slate-200">
        <div
          className={cn("h-full rounded-full", full ? "bg-coral-600" : share >= 0.9 ? "bg-amber-500" : "bg-pine-600")}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      {full && (
        <p
          role="status"
          className="mt-3 max-w-2xl rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          {t("dashboard.photos.usage.full")}
        </p>
      )}
    </div>
  );
}
