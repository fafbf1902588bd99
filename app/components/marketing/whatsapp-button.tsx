import { useI18n } from "../../i18n/i18n.tsx";
import { useWhatsappLink } from "./use-whatsapp-link.ts";

/** WhatsApp's mark, in the current colour. */
function WhatsAppIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} fill="currentColor">
      <path d="M16.04 3C9.02 3 3.3 8.7 3.3 15.72c0 2.24.59 4.43 1.7 6.36L3.2 28.8l6.9-1.8a12.7 12.7 0 0 0 5.94 1.5h.01c7.02 0 12.74-5.7 12.74-12.72 0-3.4-1.33-6.6-3.73-9A12.65 12.65 0 0 0 16.04 3Zm0 23.3h-.01c-1.9 0-3.77-.51-5.4-1.48l-.39-.23-4.1 1.07 1.1-3.99-.26-.41a10.54 10.54 0 0 1-1.62-5.62c0-5.84 4.76-10.59 10.6-10.59 2.83 0 5.49 1.1 7.49 3.1a10.5 10.5 0 0 1 3.1 7.5c0 5.84-4.76 10.6-10.6 10.6Zm5.81-7.93c-.32-.16-1.88-.93-2.17-1.03-.29-.11-.5-.16-.71.16-.21.32-.82 1.03-1 1.24-.19.21-.37.24-.69.08-.32-.16-1.34-.5-2.56-1.58-.95-.84-1.59-1.88-1.77-2.2-.19-.32-.02-.49.14-.65.14-.14.32-.37.48-.56.16-.19.21-.32.32-.53.1-.21.05-.4-.03-.56-.08-.16-.71-1.71-.98-2.34-.26-.62-.52-.53-.71-.54h-.61c-.21 0-.56.08-.85.4-.29.32-1.11 1.09-1.11 2.65 0 1.56 1.14 3.07 1.3 3.28.16.21 2.24 3.42 5.43 4.8.76.33 1.35.52 1.81.67.76.24 1.45.2 2 .12.61-.09 1.88-.77 2.14-1.51.27-.74.27-1.38.19-1.51-.08-.13-.29-.21-.61-.37Z" />
    </svg>
  );
}

/**
 * Floating green chat button, bottom right, from 640 px up; the prefilled question is always
 * Dutch (spec §2). On a phone a floating button would lie over prices and buttons as the page
 * scrolls, so there WhatsAppHeaderLink takes its place in the header. Without a configured
 * number (a public domain without WHATSAPP_PHONE) there is neither.
 * Its tooltip is CSS alone (the marketing pages are not hydrated): it appears on hover or
 * keyboard focus after the 700 ms of spec §9, and says what the link's name says.
 */
export function WhatsAppButton() {
  const { t } = useI18n();
  const href = useWhatsappLink();
  if (!href) return null;
  return (
    <aside aria-label={t("whatsapp.tooltip")} className="fixed right-5 bottom-5 z-30 hidden sm:block">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="whatsapp-button"
        className="peer flex h-14 w-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg shadow-pine-950/20 transition-transform hover:scale-105"
      >
        <span className="sr-only">{t("whatsapp.tooltip")}</span>
        <WhatsAppIcon className="h-8 w-8" />
      </a>
      <span
        role="tooltip"
        className="pointer-events-none invisible absolute top-1/2 right-full mr-2 -translate-y-1/2 whitespace-nowrap rounded-lg bg-pine-950 px-3 py-2 text-sm text-white shadow-lg transition-[visibility] peer-hover:visible peer-hover:delay-700 peer-focus-visible:visible peer-focus-visible:delay-700"
      >
        {t("whatsapp.tooltip")}
      </span>
    </aside>
  );
}

/** The same chat link on a phone: a green round icon in the header, beside the menu button. */
export function WhatsAppHeaderLink() {
  const { t } = useI18n();
  const href = useWhatsappLink();
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("whatsapp.tooltip")}
      data-testid="whatsapp-header-link"
      className="ml-auto flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-[#25D366] text-white sm:hidden"
    >
      <WhatsAppIcon className="h-6 w-6" />
    </a>
  );
}
