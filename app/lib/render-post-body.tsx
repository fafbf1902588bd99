import type { ReactElement } from "react";
import { parsePostBody } from "../../modules/blog/parse-post-body.ts";

/**
 * The body of a blog post as React elements (h2, p, ul/li). Text is passed to React as
 * text, so HTML in a post is shown literally and never becomes markup.
 */
export function renderPostBody(body: string): ReactElement[] {
  return parsePostBody(body).map((block) => {
    switch (block.kind) {
      case "heading":
        return (
          <h2 key={block.key} className="mt-12 mb-4 font-display text-2xl leading-snug font-semibold text-pine-950">
            {block.text}
          </h2>
        );
      case "list":
        return (
          <ul key={block.key} className="my-6 list-disc space-y-2 pl-6 marker:text-pine-600">
            {block.items.map((item, i) => (
              // Items of one list may repeat; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
              <li key={i}>{item}</li>
            ))}
          </ul>
        );
      default:
        return (
          <p key={block.key} className="my-5">
            {block.text}
          </p>
        );
    }
  });
}
