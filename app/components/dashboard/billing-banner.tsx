import { TriangleAlert } from "lucide-react";
import { formatStayDate } from "../../../modules/dates/format-stay-date.ts";
import { pagePath } from "../../../modules/i18n/route-table.ts";
import type { BillingNotice } from "../../../modules/subscriptions/billing-notice.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { buttonClass } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { formatMoney } from "./money/format-money.ts";

/**
 * On every dashboard page while the owner's billing needs them (issue 17 §2): a site guests
 * cannot see yet (leads to the checkout), a failed renewal and the day the site goes offline,
 * or the site offline for guests (both lead to paying in the billing section).
 */
export function BillingBanner({ notice }: { notice: BillingNotice }) {
  const { t, lang, locale } = useI18n();
  const money = (cents: number) => formatMoney(cents, "EUR", locale);
  const urgent = notice.kind !== "preview";
  const text =
    notice.kind === "preview"
      ? t(notice.ended ? "dashboard.billing.banner.previewEnded" : "dashboard.billing.banner.preview")
      : notice.kind === "past_due"
        ? t("dashboard.billing.banner.pastDue", {
            amount: money(notice.amountCents),
            date: notice.suspendOn
              ? formatStayDate(notice.suspendOn, locale, { day: "numeric", month: "long", year: "numeric" })
              : "",
          })
        : t("dashboard.billing.banner.suspended", { amount: money(notice.amountCents) });
  return (
    <div
      role={urgent ? "alert" : "status"}
      data-testid="billing-banner"
      className={cn(
        "mb-8 flex flex-col gap-3 rounded-2xl p-4 ring-1 sm:flex-row sm:items-center sm:justify-between md:p-5",
        urgent ? "bg-amber-50 ring-amber-300" : "bg-sand-50 ring-sand-200",
      )}
    >
      <p className="flex gap-3 text-slate-900">
        <TriangleAlert
          aria-hidden="true"
          className={cn("mt-0.5 h-5 w-5 shrink-0", urgent ? "text-amber-700" : "text-pine-700")}
        />
        <span>{text}</span>
      </p>
      <a
        href={notice.kind === "preview" ? pagePath("checkout", lang) : "/dashboard/account#billing"}
        className={buttonClass("primary", "md", "shrink-0")}
      >
        {t(notice.kind === "preview" ? "dashboard.billing.banner.publish" : "dashboard.billing.banner.pay")}
      </a>
    </div>
  );
}
