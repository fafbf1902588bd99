import type { ReactNode } from "react";
import { Section, SectionHeading } from "../ui/section.tsx";

/** Eyebrow, title and intro of a section, as most page copy gives them. */
export type SectionCopy = { eyebrow?: string; title: string; intro?: string };

/**
 * A page band that opens with its centred heading and is labelled by it: Section and
 * SectionHeading with one id. On the dark pine band the heading is inverted.
 */
export function HeadedSection({
  id,
  heading,
  tone,
  className,
  children,
}: {
  /** Id of the h2, which labels the section. */
  id: string;
  heading: SectionCopy;
  tone?: "white" | "sand" | "pine";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Section tone={tone} labelledBy={id} className={className}>
      <SectionHeading
        id={id}
        eyebrow={heading.eyebrow}
        title={heading.title}
        intro={heading.intro}
        invert={tone === "pine"}
      />
      {children}
    </Section>
  );
}
