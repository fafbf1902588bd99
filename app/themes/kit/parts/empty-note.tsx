import type { ReactNode } from "react";
import type { EmptyLook } from "../theme.ts";

/** A friendly word where a page has nothing to show yet (a new site's gallery, blog, places). */
export function EmptyNote({ look, children }: { look: EmptyLook; children: ReactNode }) {
  return (
    <p className={look.text}>
      {look.icon}
      {children}
    </p>
  );
}
