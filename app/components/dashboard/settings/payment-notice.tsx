import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { noticeTone, type PaymentNotice } from "./settings-view.ts";

const TONES = {
  success: { icon: CircleCheck, className: "bg-pine-50 text-pine-900 ring-pine-200" },
  pending: { icon: Clock, className: "bg-amber-50 text-amber-950 ring-amber-200" },
  problem: { icon: CircleAlert, className: "bg-coral-600/5 text-coral-800 ring-coral-600/30" },
} as const;

/**
 * What just happened with the owner's payments, in their language: an action's answer, or
 * what a provider's return said. A refusal is read out at once (alert); news waits its turn.
 */
export function PaymentNoticePanel({ notice }: { notice: PaymentNotice }) {
  const { t } = useI18n();
  const tone = noticeTone(notice.code);
  const { icon: Icon, className } = TONES[tone];
  const provider = notice.provider ? t(`dashboard.settings.payments.providers.${notice.provider}`) : "";
  return (
    <div
      role={tone === "problem" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-xl p-4 ring-1", className)}
      data-notice={notice.code}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>{t(`dashboard.settings.payments.notices.${notice.code}`, { provider })}</p>
    </div>
  );
}
