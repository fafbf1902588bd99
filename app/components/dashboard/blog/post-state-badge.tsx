import type { PostState } from "../../../../modules/site-blog/post-state.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { Badge } from "../badge.tsx";
import { formatDateTime } from "../format-date.ts";

const TONES = { draft: "slate", scheduled: "amber", live: "green" } as const;

/** Draft, scheduled or published, and when it shows or showed (Dutch time). */
export function PostStateBadge({ state, publishAt }: { state: PostState; publishAt: string | Date | null }) {
  const { t, locale } = useI18n();
  const date = publishAt ? formatDateTime(publishAt, locale) : "";
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone={TONES[state]}>{t(`dashboard.blog.states.${state}`)}</Badge>
      <span className="text-sm text-slate-600">
        {state === "draft"
          ? t("dashboard.blog.stateDetail.draft")
          : t(`dashboard.blog.stateDetail.${state}`, { date: `${date} (${t("dashboard.blog.timeZone")})` })}
      </span>
    </span>
  );
}
