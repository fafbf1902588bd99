import { ArrowRight, Inbox } from "lucide-react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { cn } from "../ui/cn.ts";
import { DASHBOARD_PATHS } from "./nav-items.ts";

/** The overview's line about guests' enquiries: how many wait for an answer, and the way to them. */
export function NewEnquiriesCard({ count }: { count: number }) {
  const { t } = useI18n();
  const waiting = count > 0;
  return (
    <section
      aria-labelledby="enquiries-heading"
      data-new-enquiries={count}
      className={cn(
        "mb-6 flex flex-col gap-3 rounded-2xl p-5 shadow-sm ring-1 sm:flex-row sm:items-center md:p-6",
        waiting ? "bg-coral-600/5 ring-coral-600/30" : "bg-white ring-slate-200",
      )}
    >
      <Inbox aria-hidden="true" className={cn("h-7 w-7 shrink-0", waiting ? "text-coral-700" : "text-slate-500")} />
      <div className="min-w-0 flex-1">
        <h2 id="enquiries-heading" className="font-display text-lg font-semibold text-pine-950">
          {t("dashboard.enquiries.overview.heading")}
        </h2>
        <p className="mt-0.5 text-slate-700">
          {waiting ? t("dashboard.enquiries.overview.new", { count }) : t("dashboard.enquiries.overview.none")}
        </p>
      </div>
      <Link
        to={waiting ? `${DASHBOARD_PATHS.enquiries}?status=new` : DASHBOARD_PATHS.enquiries}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-pine-800 underline-offset-2 hover:underline"
      >
        {t("dashboard.enquiries.overview.action")}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </section>
  );
}
