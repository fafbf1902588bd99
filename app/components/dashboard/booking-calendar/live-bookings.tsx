import { CircleDot, Layers, LoaderCircle, RefreshCw, WifiOff } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { CALENDAR_EVENTS_PATH, stayPath } from "./calendar-paths.ts";
import { connectLive, type LiveState, type NetworkWatch } from "./live-connection.ts";
import { type LiveBookingMessage, readLiveMessage } from "./live-message.ts";
import { formatMoment, stayDates, stayName } from "./stay-words.ts";

const LiveStateContext = createContext<LiveState | null>(null);

/** The window's own view of the network. */
const browserNetwork: NetworkWatch = {
  online: () => navigator.onLine,
  subscribe(change) {
    window.addEventListener("online", change);
    window.addEventListener("offline", change);
    return () => {
      window.removeEventListener("online", change);
      window.removeEventListener("offline", change);
    };
  },
};

/**
 * The dashboard's live line (live-connection.ts) for an owner with a site: a new booking,
 * request or conflict is told with a toast that links to it, and every change reloads the
 * data of the page on screen, as does every reconnection (what happened meanwhile). The
 * line's state is offered to the pages below (LiveStatus).
 */
export function LiveBookings({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { t, locale } = useI18n();
  const [state, setState] = useState<LiveState>("connecting");
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // The latest render's helpers, for the one connection made on mount.
  const latest = useRef({ t, locale, revalidator, navigate });
  latest.current = { t, locale, revalidator, navigate };

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const tell = (message: LiveBookingMessage) => {
      const { t, locale, navigate } = latest.current;
      const name = stayName({ ...message, label: null }, t);
      const dates = stayDates(message, t, locale);
      let text: string | null = null;
      if (message.status === "conflict") {
        text = t("dashboard.bookingCalendar.live.conflict", {
          channel: t(`dashboard.bookingCalendar.sources.${message.source}`),
          dates,
        });
      } else if (message.type === "created" && message.kind === "booking") {
        text =
          message.status === "request" && message.holdExpiresAt
            ? t("dashboard.bookingCalendar.live.newRequest", {
                name,
                dates,
                time: formatMoment(message.holdExpiresAt, locale, message.timeZone),
              })
            : t("dashboard.bookingCalendar.live.newBooking", { name, dates });
      }
      if (!text) return;
      const show = {
        label: t("dashboard.bookingCalendar.live.show"),
        onClick: () => navigate(stayPath(message.stayId)),
      };
      if (message.status === "conflict") toast.error(text, { action: show });
      else toast.info(text, { action: show });
    };
    const connection = connectLive({
      url: CALENDAR_EVENTS_PATH,
      open: (url) => new EventSource(url),
      onState: setState,
      onEvent: (data) => {
        const message = readLiveMessage(data);
        if (!message) return;
        tell(message);
        void latest.current.revalidator.revalidate();
      },
      onReconnected: () => {
        void latest.current.revalidator.revalidate();
      },
      network: browserNetwork,
    });
    return () => connection.close();
  }, [enabled]);

  return <LiveStateContext.Provider value={enabled ? state : null}>{children}</LiveStateContext.Provider>;
}

/** The live line's state where a page shows it; null outside LiveBookings or without a site. */
export function useLiveState(): LiveState | null {
  return useContext(LiveStateContext);
}

const LOOK: Record<LiveState, { icon: typeof CircleDot; tone: string; spin?: boolean }> = {
  connecting: { icon: LoaderCircle, tone: "bg-slate-100 text-slate-800 ring-slate-300", spin: true },
  live: { icon: CircleDot, tone: "bg-pine-50 text-pine-900 ring-pine-200" },
  reconnecting: { icon: RefreshCw, tone: "bg-amber-50 text-amber-950 ring-amber-300", spin: true },
  offline: { icon: WifiOff, tone: "bg-coral-600/10 text-coral-700 ring-coral-600/30" },
  limited: { icon: Layers, tone: "bg-amber-50 text-amber-950 ring-amber-300" },
};

/**
 * The live line's state in a word and an icon, with what it means as a hint. Before the
 * page is hydrated there is no line yet, so it says "connecting", as it will.
 */
export function LiveStatus({ className }: { className?: string }) {
  const { t } = useI18n();
  const state = useLiveState() ?? "connecting";
  const { icon: Icon, tone, spin } = LOOK[state];
  return (
    <p
      role="status"
      data-testid="live-status"
      data-state={state}
      title={t(`dashboard.bookingCalendar.live.hint.${state}`)}
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ring-1",
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn("h-4 w-4", spin && "motion-safe:animate-spin")} />
      <span className="sr-only">{t("dashboard.bookingCalendar.live.label")}: </span>
      {t(`dashboard.bookingCalendar.live.${state}`)}
    </p>
  );
}
