import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { buttonClass } from "../ui/button.tsx";

/** A button under a card of a list (edit, answer, delete): its icon, then its words. */
export function ActionButton({
  icon,
  onClick,
  children,
}: {
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={buttonClass("ghost", "md")}>
      {icon}
      {children}
    </button>
  );
}

/**
 * A button under a card that posts at once, with its own fetcher (switching a voucher off,
 * hiding a review): `fields` are what the form sends.
 */
export function PostButton({
  fetcher,
  fields,
  children,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  fields: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("ghost", "md")}>
        {children}
      </button>
    </fetcher.Form>
  );
}
