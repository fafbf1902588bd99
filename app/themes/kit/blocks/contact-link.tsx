import type { ReactNode } from "react";
import type { ThemeStrings } from "../../strings/index.ts";
import { telHref } from "../format.ts";

/** The owner's phone number or email address as a link, named for screen readers, after an icon where given. */
export function ContactLink({
  kind,
  value,
  t,
  className,
  icon,
}: {
  kind: "phone" | "email";
  value: string;
  t: ThemeStrings;
  className: string;
  icon?: ReactNode;
}) {
  return (
    <a href={kind === "phone" ? telHref(value) : `mailto:${value}`} className={className}>
      {icon}
      <span className="sr-only">{t.contact[kind]}: </span>
      {value}
    </a>
  );
}
