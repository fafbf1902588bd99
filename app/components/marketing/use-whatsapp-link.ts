import { useRouteLoaderData } from "react-router";
import { translator } from "../../i18n/i18n.tsx";
import type { RootData } from "../../seo/page-meta.ts";

/**
 * The wa.me link that opens a chat with our WhatsApp number and a first message, or
 * undefined when no number is configured. The message is Dutch on every page, like the
 * floating WhatsApp button's: the team reads it in Dutch.
 */
export function useWhatsappLink(): string | undefined {
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (!root?.whatsappPhone) return undefined;
  return `https://wa.me/${root.whatsappPhone}?text=${encodeURIComponent(translator("nl")("whatsapp.message"))}`;
}
