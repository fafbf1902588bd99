import { Check } from "lucide-react";
import { Link } from "react-router";
import type { WizardPosition } from "../../../modules/onboarding/onboarding-draft.ts";
import type { OnboardingData } from "../../../modules/onboarding/onboarding-schemas.ts";
import { firstIncompleteStep, ONBOARDING_STEPS } from "../../../modules/onboarding/onboarding-steps.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import { cn } from "../ui/cn.ts";

/** The wizard's screens in order: the seven questions, then the review. */
export const WIZARD_POSITIONS: readonly WizardPosition[] = [...ONBOARDING_STEPS, "review"];

/** Whether the owner may open a screen: anything up to the first unanswered step. */
export function isReachable(position: WizardPosition, data: OnboardingData): boolean {
  const missing = firstIncompleteStep(data);
  if (!missing) return true;
  return position !== "review" && ONBOARDING_STEPS.indexOf(position) <= ONBOARDING_STEPS.indexOf(missing);
}

export function stepHref(position: WizardPosition): string {
  return `/onboarding?step=${position}`;
}

/**
 * Where the owner is: "step 3 of 8", a bar for the share answered, and the list of steps
 * (numbers on phones, with names from tablets up). Answered and open steps are links.
 */
export function WizardProgress({
  shown,
  data,
  percent,
}: {
  shown: WizardPosition;
  data: OnboardingData;
  percent: number;
}) {
  const { t } = useI18n();
  const current = WIZARD_POSITIONS.indexOf(shown) + 1;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-semibold text-pine-900">
          {t("onboarding.wizard.stepOf", { current, total: WIZARD_POSITIONS.length })}
          <span className="font-normal text-slate-700"> · {t(`onboarding.steps.${shown}.label`)}</span>
        </p>
        <p className="text-slate-700">{t("onboarding.wizard.progress", { percent })}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t("onboarding.wizard.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full rounded-full bg-pine-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>

      <nav aria-label={t("onboarding.wizard.stepsNav")} className="mt-5">
        <ol className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {WIZARD_POSITIONS.map((position, i) => {
            const done = position !== "review" && data[position] !== undefined;
            const isCurrent = position === shown;
            const state = isCurrent
              ? t("onboarding.wizard.stateCurrent")
              : done
                ? t("onboarding.wizard.stateDone")
                : t("onboarding.wizard.stateUpcoming");
            const body = (
              <>
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                    isCurrent
                      ? "bg-pine-700 text-white"
                      : done
                        ? "bg-pine-100 text-pine-800"
                        : "bg-white text-slate-600 ring-1 ring-slate-300",
                  )}
                >
                  {done && !isCurrent ? <Check className="h-4 w-4" /> : i + 1}
                </span>
                <span className="sr-only lg:not-sr-only">{t(`onboarding.steps.${position}.label`)}</span>
                <span className="sr-only"> ({state})</span>
              </>
            );
            const itemClass = cn(
              "flex items-center gap-3 rounded-full lg:rounded-xl lg:px-2 lg:py-1.5",
              isCurrent && "lg:bg-white lg:font-semibold lg:text-pine-950 lg:shadow-sm",
            );
            return (
              <li key={position}>
                {!isCurrent && isReachable(position, data) ? (
                  <Link to={stepHref(position)} className={cn(itemClass, "text-slate-800 hover:lg:bg-white")}>
                    {body}
                  </Link>
                ) : (
                  <span aria-current={isCurrent ? "step" : undefined} className={cn(itemClass, "text-slate-700")}>
                    {body}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
