import type { ReactNode } from "react";
import type { RichBlock, RichDoc, RichInline } from "../../../modules/rich-text/rich-doc.ts";
import { isSafeHref } from "../../../modules/rich-text/rich-doc.ts";

/**
 * An owner's rich text as elements, through an allow-list: paragraphs, two heading levels,
 * lists, quotes, rules, bold, italic and safe links. Anything else is not drawn; text stays
 * text, so nothing typed can become markup or script.
 */
function inline(node: RichInline, key: number): ReactNode {
  if (node.type === "hardBreak") return <br key={key} />;
  let out: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") out = <strong>{out}</strong>;
    else if (mark.type === "italic") out = <em>{out}</em>;
    else if (mark.type === "link" && isSafeHref(mark.attrs.href)) {
      const external = /^https?:/i.test(mark.attrs.href);
      out = (
        <a href={mark.attrs.href} rel={external ? "noopener noreferrer nofollow" : undefined}>
          {out}
        </a>
      );
    }
  }
  return <span key={key}>{out}</span>;
}

function block(node: RichBlock, key: number): ReactNode {
  switch (node.type) {
    case "paragraph":
      return <p key={key}>{node.content?.map(inline)}</p>;
    case "heading":
      return node.attrs.level === 2 ? (
        <h2 key={key}>{node.content?.map(inline)}</h2>
      ) : (
        <h3 key={key}>{node.content?.map(inline)}</h3>
      );
    case "bulletList":
    case "orderedList": {
      const List = node.type === "bulletList" ? "ul" : "ol";
      return (
        <List key={key}>
          {node.content.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a document's items have no identity but their place
            <li key={i}>{item.content.map(block)}</li>
          ))}
        </List>
      );
    }
    case "blockquote":
      return <blockquote key={key}>{node.content.map(block)}</blockquote>;
    case "horizontalRule":
      return <hr key={key} />;
    default:
      return null;
  }
}

/** `className` styles the blocks inside (each theme has its own "prose"). */
export function RichText({ doc, className }: { doc: RichDoc; className?: string }) {
  return <div className={className}>{doc.content.map(block)}</div>;
}
