import { CalendarDays, Clock, UserRound } from "lucide-react";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../ui/cn.ts";

/** A publication date in the reader's language, e.g. "12 March 2026" or "12 maart 2026". */
export function formatPostDate(iso: string, locale: string): string {
  // Fixed time zone: the server and the browser must render the same day.
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
}

/** Author, publication date and reading time of an article, as a compact line. */
export function PostMeta({
  authorName,
  publishedAt,
  minutes,
  publishedOnLabel,
  showAuthor = true,
  className,
}: {
  authorName: string;
  publishedAt: string;
  minutes: number;
  publishedOnLabel: string;
  showAuthor?: boolean;
  className?: string;
}) {
  const { t, locale } = useI18n();
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600", className)}>
      {showAuthor && (
        <li className="flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="h-4 w-4 text-pine-600" />
          {t("blog.by", { author: authorName })}
        </li>
      )}
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4 text-pine-600" />
        <span className="sr-only">{publishedOnLabel} </span>
        <time dateTime={publishedAt.slice(0, 10)}>{formatPostDate(publishedAt, locale)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4 text-pine-600" />
        {t("blog.minutes", { count: minutes })}
      </li>
    </ul>
  );
}
