import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** Open state of a mobile menu that closes itself when a link in it navigates. */
export function useMenuState(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => setOpen(false), [pathname]);
  return [open, setOpen];
}
