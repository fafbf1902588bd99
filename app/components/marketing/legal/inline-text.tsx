import { ExternalLink } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { pagePath } from "../../../../modules/i18n/route-table.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { type InlinePart, parseInline } from "./inline-links.ts";

const linkClass =
  "font-medium text-pine-700 underline decoration-pine-300 underline-offset-2 hover:text-pine-900 hover:decoration-pine-700";

function Part({ part, className }: { part: InlinePart; className?: string }) {
  const { lang } = useI18n();
  switch (part.kind) {
    case "text":
      return <>{part.text}</>;
    case "page":
      return (
        <Link to={pagePath(part.page, lang) + (part.hash ? `#${part.hash}` : "")} className={cn(linkClass, className)}>
          {part.text}
        </Link>
      );
    case "anchor":
      return (
        <a href={`#${part.hash}`} className={cn(linkClass, className)}>
          {part.text}
        </a>
      );
    case "external":
      return (
        <a
          href={part.href}
          rel="noopener noreferrer"
          className={cn(linkClass, "inline-flex items-baseline gap-1", className)}
        >
          {part.text}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 self-center" />
        </a>
      );
  }
}

/** Renders copy written with the link syntax of parseInline, in the reader's language. */
export function InlineText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {parseInline(text).map((part, i) => (
        // The parts of a fixed string never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          <Part part={part} className={className} />
        </Fragment>
      ))}
    </>
  );
}
