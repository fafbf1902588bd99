import { paragraphs } from "../format.ts";

/** The owner's words in their paragraphs (blank lines between them), each in the theme's classes by its place. */
export function Paragraphs({
  text,
  className,
  paragraph,
}: {
  text: string;
  className: string;
  paragraph: string | ((index: number) => string);
}) {
  return (
    <div className={className}>
      {paragraphs(text).map((words, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <p key={i} className={typeof paragraph === "string" ? paragraph : paragraph(i)}>
          {words}
        </p>
      ))}
    </div>
  );
}
