import { Copy } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { buttonClass } from "../../ui/button.tsx";
import type { ExportLink } from "./feed-result.ts";

/** One link to paste into a channel: read-only, selected whole on focus, with a copy button. */
export function CopyLink({ label, url, hint }: { label: string; url: string; hint?: string }) {
  const { t } = useI18n();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("dashboard.calendarFeeds.export.copied"));
    } catch {
      toast.error(t("dashboard.calendarFeeds.export.copyFailed"));
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-pine-950">
        {label}
      </label>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-ink"
        />
        <button type="button" onClick={copy} className={buttonClass("ghost", "md")}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.calendarFeeds.export.copy")}
          <span className="sr-only">: {label}</span>
        </button>
      </div>
    </div>
  );
}

/** A unit's export links: one per channel, and one for any other calendar. */
export function ExportLinks({ links }: { links: readonly ExportLink[] }) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      {links.map((link) => {
        const channel = t(`dashboard.calendarFeeds.channels.${link.channel ?? "other"}`);
        return (
          <CopyLink
            key={link.channel ?? "other"}
            label={t("dashboard.calendarFeeds.export.linkFor", { channel })}
            url={link.url}
          />
        );
      })}
    </div>
  );
}
