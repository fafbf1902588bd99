import { LoaderCircle, Monitor, Smartphone } from "lucide-react";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";

export type SitePreviewHandle = { reload(): void };

/** The window width the computer preview lays the site out at (a common laptop's). */
const DESKTOP_WIDTH = 1280;

/**
 * The site as guests would see it, in an iframe of the draft preview: 'Site laden...' with a
 * spinner while a page loads (spec §2), a computer or phone width, and a reload after each
 * saved change that keeps the scroll position. The computer is a 1280 px wide window scaled
 * down to fit, so the owner sees the desktop layout, not a tablet's; on a wide screen the
 * preview stays in view while the form beside it scrolls.
 */
export const SitePreview = forwardRef<SitePreviewHandle, { src: string; title: string }>(function SitePreview(
  { src, title },
  ref,
) {
  const { t } = useI18n();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loading, setLoading] = useState(true);
  const [phone, setPhone] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Before it is measured (and on the server) the frame is as wide as its box.
  const scale = !phone && boxWidth ? Math.min(1, boxWidth / DESKTOP_WIDTH) : 1;
  // Another page of the editor: the frame loads another page of the site, and says so.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setLoading(true);
  }
  // A preview that arrived before the page was hydrated fired its load event unheard.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (doc && doc.readyState === "complete" && doc.URL !== "about:blank") setLoading(false);
  }, []);
  useImperativeHandle(ref, () => ({
    reload() {
      const win = frame.current?.contentWindow;
      if (!win) return;
      setLoading(true);
      // The same document again (the browser keeps its scroll position on a reload).
      win.location.reload();
    },
  }));
  return (
    <section
      aria-label={t("dashboard.themeEditor.preview")}
      data-testid="site-preview"
      className="flex min-h-0 flex-col xl:sticky xl:top-4 xl:self-start"
    >
      <fieldset className="mb-3 flex items-center justify-end gap-2">
        <legend className="sr-only">{t("dashboard.themeEditor.device")}</legend>
        {[
          { on: false, icon: Monitor, label: t("dashboard.themeEditor.desktop") },
          { on: true, icon: Smartphone, label: t("dashboard.themeEditor.phone") },
        ].map(({ on, icon: Icon, label }) => (
          <button
            key={label}
            type="button"
            aria-pressed={phone === on}
            onClick={() => setPhone(on)}
            className={cn(
              "inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ring-1",
              phone === on ? "bg-pine-800 text-white ring-pine-800" : "bg-white text-slate-800 ring-slate-300",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </fieldset>
      <div
        ref={box}
        className="relative h-[75vh] min-h-[32rem] flex-1 overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200 xl:h-[calc(100vh-6rem)]"
      >
        <iframe
          ref={frame}
          src={src}
          title={title}
          onLoad={() => setLoading(false)}
          data-scale={scale}
          className={cn("block bg-white", phone ? "mx-auto h-full w-[390px] max-w-full" : "origin-top-left")}
          style={
            phone || scale === 1
              ? phone
                ? undefined
                : { width: "100%", height: "100%" }
              : { width: DESKTOP_WIDTH, height: `${100 / scale}%`, transform: `scale(${scale})` }
          }
        />
        {loading && (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center gap-3 bg-white/80 text-slate-800"
          >
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-pine-700" />
            <span className="font-semibold">{t("dashboard.themeEditor.loading")}</span>
          </div>
        )}
      </div>
    </section>
  );
});
